/** Step 09's checkpoint messages in Japanese: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ja: Record<MessageKey, string> = {
  "step.builds":
    "実際に使える CPU ごとにワーカーを 1 つ fork する `primary.ts`: CPU アフィニティ（`taskset`）とコンテナーの cgroup の CPU クォータ。`os.cpus()` も pm2 の `instances: 0` もこれらを無視します",

  "name.pinned":
    "taskset で 1 CPU に固定すると、os.cpus() がもっと多く数えても、プライマリはワーカーを 1 つだけフォークする",
  "name.quota3":
    "cgroup の CPU クォータ（1、0.5、1.5 CPU、cgroup v1 と v2 のファイルで提示）の下で、プライマリは CPU 1 つ分ごとにワーカーを 1 つ、最低 1 つフォークする",
  "name.quota4":
    "cgroup の CPU クォータ（1、0.5、1.5、2.5 CPU、cgroup v1 と v2 のファイルで提示）の下で、プライマリは CPU 1 つ分ごとにワーカーを 1 つ、最低 1 つフォークする",
  "name.workers": "WORKERS でワーカー数を決められるが、実際に使える CPU の数は超えない",

  "figure.notPinned": "ワーカー数（固定なし）",
  "figure.pinned": "{pinned} でのワーカー数",

  "freeCount.expected": "制限がなければ、使える CPU ごとにワーカー 1 つ: {usable} 個。",
  "freeCount.seen": "ワーカーは {count} 個でした。",
  "freeCount.next":
    "`availableParallelism()`（とクォータがあればクォータ）から、CPU ごとにワーカーを 1 つフォークしてください。",

  "pinnedCount.expected": "`{pinned}` の下（使える CPU は 1 つ）では、ワーカーは 1 つ。",
  "pinnedCount.seen":
    "ワーカーは {count} 個でした。ワーカー数がホストのすべての CPU を列挙する `os.cpus()`（{cpus}）に従っています。",
  "pinnedCount.next":
    "`os.availableParallelism()` で数えてください。`taskset`（またはコンテナーの cpuset）が設定する CPU アフィニティに従います。",

  "skip.unsupported": "CPU クォータを試せません（{reason}）",
  "skip.noCpuLine":
    "CPU クォータを試すには、/proc/self/cgroup に cgroup v1 の cpu 行か v2 の行が必要です",

  "figure.quota": "{cpus} CPU のクォータでのワーカー数（cgroup {layout} のファイル）",
  "figure.neverReady": "なし: プライマリが準備完了になりませんでした",

  "quotaCount.expected":
    "CPU クォータがあれば、その CPU 1 つ分ごとにワーカーを 1 つ、最低 1 つ: {pairs}。",
  "quotaCount.seen":
    "{cpus} CPU のクォータ（cgroup {layout} のファイル）の下で: {ready, select, no {プライマリが準備完了になりませんでした（リッスンしたワーカーがありません）} other {ワーカーは {count} 個でした}}。",

  "quotaCount.next": "{advice}",

  "name.quotaLayouts":
    "1 CPU のクォータが /proc/self/cgroup の示すパスにあっても、cpu,cpuacct の行にあっても、クォータのファイルがない行の先にあっても、プライマリはワーカーを 1 つフォークする",
  "figure.quotaLayout":
    "1 CPU のクォータ{layout, select, namedPath {が /proc/self/cgroup の示すパスにあるとき（v2）} sharedController {が cpu,cpuacct の行にあるとき（v1）} other {が cpu.max のない v2 の行の先にあるとき（ハイブリッド）}}のワーカー数",
  "quotaLayout.expected":
    "1 CPU のクォータの下ではワーカー 1 つ。/proc/self/cgroup がどこへ導いても同じです: 示されたパス（階層のルートだけではなく）、cpu,cpuacct の行、クォータのファイルがない行の先。",
  "quotaLayout.seen":
    '/proc/self/cgroup が "{cgroup}" で、{layout, select, namedPath {クォータが /sys/fs/cgroup/demo/cpu.max にあり、ルートは "max"} sharedController {クォータが /sys/fs/cgroup/cpu,cpuacct/demo にあり、ルートは -1} other {v2 の行の先に cpu.max がなく、cpu,cpuacct の行の先にクォータがある}}とき: {ready, select, no {プライマリが準備完了になりませんでした（リッスンしたワーカーがありません）} other {ワーカーは {count} 個でした}}。',
  "quotaLayout.next":
    '{layout, select, namedPath {/proc/self/cgroup が示すパスのクォータのファイルを読んでください。"0::/demo" なら `/sys/fs/cgroup$\'{dir}\'/cpu.max` です。階層のルートだけを読むのでは足りません。} sharedController {コントローラーのカンマ区切りの一覧から `cpu` を探してください（`controllers.split(",").includes("cpu")`）。ファイルは /sys/fs/cgroup/cpu,cpuacct/<path> の下にあります。} other {ある行のクォータのファイルがなければ、return せずに次の行へ進んでください。クォータなしとして扱います（`?? "max"`）。}}',

  "advice.atLeastOne":
    "クォータが CPU 半分でも、ワーカーは 1 つフォークしてください: ワーカー数を `Math.max(1, …)` で囲みます。",
  "advice.quotaOverPeriod": "クォータを周期で割ってください（quota ÷ period）。逆ではありません。",
  "advice.floor":
    "CPU は 1 つ分単位でだけ数えてください: quota ÷ period を切り捨てて `Math.floor(quota / period)`、最低 1（cgroup v2 で Node 22.12 以降がするのと同じ）。{used, select, none {} other {`{used}` ではありません。}}",
  "advice.notCounted":
    'クォータが数えられていません: {layout, select, v1 {/proc/self/cgroup（"<n>:cpu…:/<path>"）を読み、続けて /sys/fs/cgroup/<controllers>/<path> の下の cpu.cfs_quota_us と cpu.cfs_period_us を読んでください（-1 はクォータなし）} other {/proc/self/cgroup（"0::/<path>"）を読み、続けて /sys/fs/cgroup/<path>/cpu.max（"<quota> <period>" または "max"）を読んでください}}。quota ÷ period を切り捨て、最低 1 にした値がワーカー数の上限です。',
  "advice.readFiles":
    '{layouts, select, v1 {v1 のファイルも読んでください: /proc/self/cgroup（"<n>:cpu…:/<path>"）を読み、続けて /sys/fs/cgroup/<controllers>/<path> の下の cpu.cfs_quota_us と cpu.cfs_period_us を読みます（-1 はクォータなし）} v2 {v2 のファイルも読んでください: /proc/self/cgroup（"0::/<path>"）を読み、続けて /sys/fs/cgroup/<path>/cpu.max（"<quota> <period>" または "max"）を読みます} other {v2 と v1 のファイルも読んでください: /proc/self/cgroup（"0::/<path>"）を読み、続けて /sys/fs/cgroup/<path>/cpu.max（"<quota> <period>" または "max"）を読みます。また /proc/self/cgroup（"<n>:cpu…:/<path>"）を読み、続けて /sys/fs/cgroup/<controllers>/<path> の下の cpu.cfs_quota_us と cpu.cfs_period_us を読みます（-1 はクォータなし）}}。',

  "figure.workers1": "WORKERS=1 でのワーカー数",
  "figure.workers4": "{pinned} で WORKERS=4 のときのワーカー数",

  "workers1.expected": "WORKERS=1 ならワーカーを 1 つフォークすること。",
  "workers1.seen": "ワーカーは {count} 個でした。",
  "workers1.next":
    "`process.env.WORKERS` を読んでください。正の整数ならそれがワーカー数になります。",

  "workers4.expected":
    "使える CPU が 1 つなら、WORKERS=4 でもワーカーは 1 つだけフォークすること: ワーカーを CPU より多くしない。",
  "workers4.seen": "ワーカーは {count} 個でした。",
  "workers4.next":
    "ワーカー数に上限を設けてください: `Math.min(requested, usable)`。上限を適用したことも出力してください。",

  "cpuCount.expected":
    '`{pinned}` の下で、primary.ts が数えた CPU の数、つまり使える 1 を出力すること（"Number of CPUs is 1"）。',
  "cpuCount.seen":
    '{lines, select, none {CPU に触れるプライマリの行がありません。} other {CPU に触れる行が別の数を示しています: "{lines}"}}',
  "cpuCount.next":
    "アフィニティとクォータを反映した、フォークに使う数を出力してください: `Number of CPUs is $'{usable}'`。",

  "capSaid.expected":
    "`{pinned}` の下で WORKERS=4 のとき、要求された 4 より少なくフォークすることをプライマリの行が伝えること。",
  "capSaid.seen":
    "WORKERS が求めた 4 に触れるプライマリの行がありません。上限の適用が知らされていません。",
  "capSaid.next":
    "上限を適用するときは、`Math.min(requested, usable)` の前にそう伝えてください: `WORKERS=$'{requested}', but only $'{usable}' CPU(s) are usable: forking $'{usable}'`。",

  "figure.invalidWorkers": "WORKERS={setting} でのワーカー数",
  "invalidWorkers.expected":
    "正の整数ではない WORKERS={setting} のとき、WORKERS がない場合と同じく、使える CPU ごとにワーカーが 1 つ（{usable} 個）になること。",
  "invalidWorkers.seen": "ワーカーは {count} 個でした。",
  "invalidWorkers.next":
    "ステップ 06 と同じく WORKERS は厳密に読んでください。`Number.isInteger(requested)` で 1 以上のときだけ使い、それ以外は使える CPU ごとにワーカーを 1 つフォークします。|| による既定値は 0 以外のどんな数も残します。0.5 ならワーカーは 1 つ、-1 なら 1 つもフォークされません。数字だけかどうかの判定では 0 が残ります。",

  "limit.quota":
    "CPU クォータのチェックポイントはスキップされます: root か非特権ユーザー名前空間が必要です",
  "limit.platform":
    "taskset と CPU クォータのチェックポイントはスキップされ、WORKERS は上限なしで（WORKERS=1、0、0.5、-1 で）確かめます: {reason}",
};
