/** Step 03's checkpoint messages in Japanese: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ja: Record<MessageKey, string> = {
  "name.forks":
    "primary.ts が使える CPU ごとにワーカーを 1 つフォークし、全ワーカーが渡されたポートで応答する",

  "banner.expected": "primary.ts が「Primary pid={pid}」（自身の pid）を出力すること。",
  "banner.seen":
    "{printed, select, none {「Primary pid=<pid>」の行がありません。} other {Primary pid={printed}}}",
  "banner.next": "primary.ts の先頭で `Primary pid=$'{process.pid}'` を出力してください。",

  "cpuCount.expected":
    "primary.ts が CPU の数（{cpus}）を出力すること。例:「Number of CPUs is {cpus}」。",
  "cpuCount.seen": "CPU とその数をともに含む行がありません。",
  "cpuCount.next":
    "フォークする前に `Number of CPUs is $'{availableParallelism()}'` を出力してください。",

  "workerCount.expected":
    "使える CPU ごとにワーカー 1 つ: プライマリの子プロセスが {accepted} 個。",
  "workerCount.seen": "ワーカーは {count} 個でした。",
  "workerCount.next":
    "availableParallelism() までのループで、CPU 1 つにつき cluster.fork() を 1 回呼んでください。",
};
