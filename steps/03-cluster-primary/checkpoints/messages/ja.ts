/** Step 03's checkpoint messages in Japanese: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ja: Record<MessageKey, string> = {
  "step.builds":
    "`primary.ts`: `node:cluster` で CPU ごとにワーカーを 1 つ起動し、落ちたら fork し直します。ステップ 2 と比べて計測します",

  "name.forks":
    "primary.ts が使える CPU ごとにワーカーを 1 つフォークし、全ワーカーが渡されたポートで応答する",

  "banner.expected": "primary.ts が「Primary pid={pid}」（自身の pid）を出力すること。",
  "banner.seen":
    "{printed, select, none {「Primary pid=<pid>」の行がありません。} other {Primary pid={printed}}}",
  "banner.next": "primary.ts の先頭で `Primary pid=$'{process.pid}'` を出力してください。",

  "bannerInWorker.expected":
    "「Primary pid=」を出力するのはプライマリ（{pid}）だけであること。ワーカーは primary.ts ではなく index.ts を実行します。",
  "bannerInWorker.seen":
    "Primary pid={foreign} も出力されました。{count, plural, other {# 個のワーカー}}が primary.ts を実行しています。",
  "bannerInWorker.next":
    "最初の `cluster.fork()` より前に cluster.setupPrimary('{ exec }') を呼び出してください。その前にフォークされたワーカーは primary.ts をもう一度実行します。",

  "cpuCount.expected":
    "primary.ts が CPU の数（{cpus}）を出力すること。例:「Number of CPUs is {cpus}」。",
  "cpuCount.seen": "CPU とその数をともに含む行がありません。",
  "cpuCount.next":
    "フォークする前に、`const cpus = availableParallelism()` として `Number of CPUs is $'{cpus}'` を出力してください。",

  "workerCount.expected":
    "使える CPU ごとにワーカー 1 つ: プライマリの子プロセスが {accepted} 個。",
  "workerCount.seen": "ワーカーは {count} 個でした。",
  "workerCount.next":
    "availableParallelism() までのループで、CPU 1 つにつき cluster.fork() を 1 回呼んでください。",
  "figure.workers": "ワーカー数",
  "figure.workers.or": "{a} または {b}",

  "silentWorkers.expected":
    "すべてのワーカー（pid {pids}）が index.ts を実行し、「worker pid=<自身の pid>」を出力すること。",
  "silentWorkers.seen": "{count} 個のワーカー（{silent}）がその行を出力しませんでした。",
  "silentWorkers.next":
    "cluster.setupPrimary('{ exec }') で index.ts を指定してください。index.ts は待ち受けを始めるとその行を出力します。",

  "listening.expected":
    "{count} 個のワーカーがそれぞれ「App listening on port {port}」を出力すること（全ワーカーが 1 つのポートを共有します）。",
  "listening.seen": "その行は {listening} 行でした。",
  "listening.next":
    "index.ts は今のまま process.env.PORT で待ち受けさせてください。ワーカーはプライマリから PORT を受け継ぎます。",

  "name.load": "負荷がすべてのワーカーに届き、ワーカーが仕事をする（負荷テスト中の CPU 時間）",

  "figure.smallestShare": "ワーカーの CPU 時間の割合（最小）",
  "figure.smallestShare.detail": "割合 {shares}、リクエスト {requests} 件",
  "figure.smallestShare.simulated":
    "実際の {real} 個の CPU の上で {cpus} 個の CPU を模擬しています。実際の CPU 1 個あたり {per} 個を超えると、ワーカーは実際の CPU の順番を待ち、ラウンドロビンは応答の遅いワーカーに少ない接続しか渡しません。それでも、すべてのワーカーが仕事の一部を受け持つ必要があります",
  "figure.cpuPerRequest": "リクエスト 1 件あたりのワーカーの CPU 時間",

  "noChildren.expected": "プライマリの配下で動くワーカープロセス。",
  "noChildren.seen":
    "プライマリに子プロセスがありません。プライマリ自身がリクエストを処理しています。",
  "noChildren.next":
    "cluster.fork() でワーカーをフォークしてください。プライマリ自身は app.listen を呼び出さないでください。",

  "loadErrors.expected":
    "負荷テスト中のすべてのリクエストに 200 で応答すること（1 秒間に {min} 件以上）。",
  "loadErrors.seen": "{requests} 件中 {errors} 件が失敗しました（{codes}）。",
  "loadErrors.next":
    "下に示したワーカーの出力を確認してください。負荷がかかった状態で落ちたワーカーは、受け持っていたリクエストを失います。",

  "cpuPerRequest.expected":
    "ワーカーが /heavy のループを実行すること: リクエスト 1 件あたりワーカーの CPU 時間が {floor} ms 以上（このマシンでループだけを実行したときのコストの半分）。",
  "cpuPerRequest.seen":
    "{requests} 件のリクエストで 1 件あたり {ms} ms でした。ワーカーのループ以外の何かが応答しています。",
  "cpuPerRequest.next":
    "ワーカーに index.ts（その /heavy ルート）を実行させ、すべてのリクエストを処理させてください。プライマリはワーカーをフォークして見守るだけです。",

  "shares.expected": "各ワーカーが仕事の {floor} 以上を受け持つこと（均等な取り分の半分）。",
  "shares.seen": "CPU 時間の割合は {shares} でした。",
  "shares.next":
    "すべてのワーカーが index.ts を実行し、同じ PORT で待ち受けていること、そして primary.ts が待ち受け中のワーカーを止めたり一時停止したりしていないこと（SIGSTOP などのシグナル、ワーカーを忙しくさせ続けること）を確認してください。",
  "sharesSimulated.expected": "各ワーカーが仕事の一部を受け持つこと。",
  "sharesSimulated.seen": "CPU 時間の割合は {shares} でした。仕事をしていないワーカーがあります。",
  "sharesSimulated.next":
    "すべてのワーカーが index.ts を実行し、同じ PORT で待ち受けていること、そして primary.ts が待ち受け中のワーカーを止めたり一時停止したりしていないこと（SIGSTOP などのシグナル、ワーカーを忙しくさせ続けること）を確認してください。",

  "name.speedup":
    "クラスターが index.ts 単体より多くのリクエスト/秒を処理する（このマシンの CPU が許す範囲で）",

  "heavyThrough.expected": "クラスター経由の GET /heavy が 200 で応答すること。",
  "heavyThrough.seen": "応答: {answer}",
  "heavyThrough.next":
    "まず、このステップのほかのチェックポイントが報告している失敗を直してください。",

  "speedup.advice":
    "CPU ごとにワーカーを 1 つフォークし、それぞれに index.ts を実行させて、全ワーカーにリクエストを処理させてください（プライマリ自身は何も処理しません）。",

  "name.replace": "SIGKILL で kill されたワーカーが置き換えられ、ポートが応答し続ける",

  "figure.replacedAfter": "置き換えと準備完了までの時間",

  "noVictim.expected": "kill できるワーカーが 1 つ以上あること。",
  "noVictim.seen": "プライマリに子プロセスがありません。",
  "noVictim.next": "cluster.fork() でワーカーをフォークしてください。",

  "replaced.expected":
    "{victim} の代わりに新しいワーカーがフォークされ、{seconds} s 以内に index.ts を実行すること（ワーカーが {target} 個に戻る）。",
  "replaced.seen":
    "{elapsed} s 後のワーカーは {count} 個でした: {pids, select, none {なし} other {{pids}}}。",
  "replaced.next":
    '`cluster.on("exit", (worker, code, signal) => …)` でワーカーの終了を受け取って出力し、cluster.fork() で代わりのワーカーを起動してください。',

  "replacedSilently.expected":
    "ワーカーが終了したとき、プライマリがどのワーカー（{victim}、その `worker.process.pid`）が終了したかを出力すること。",
  "replacedSilently.seen": "強制終了のあと、{victim} を含む行はありませんでした。",
  "replacedSilently.next":
    '`cluster.on("exit", (worker, code, signal) => …)` の中で、`cluster.fork()` の前に `worker.process.pid` を出力してください。',

  "replacedAnswers.expected": "置き換えのあとも GET /heavy が 200 {body} で応答すること。",
  "replacedAnswers.seen": "応答: {answer}",
  "replacedAnswers.next":
    "新しいワーカーにも、ほかのワーカーと同じく index.ts を実行させてください（同じ setupPrimary の exec）。",
};
