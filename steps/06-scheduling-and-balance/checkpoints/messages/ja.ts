/** Step 06's checkpoint messages in Japanese: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ja: Record<MessageKey, string> = {
  "step.builds":
    "`WORKERS` と `SCHED_POLICY` をコードで設定した `primary.ts` と `X-Worker-Pid`: `SCHED_RR` と `SCHED_NONE` でのワーカーごとの取り分、そして 1 つのワーカーに固定される 1 本のキープアライブ接続",

  "name.namesWorker": "すべての応答が、処理したワーカーを X-Worker-Pid で示す",
  "name.workerCount": "WORKERS でワーカー数が決まり、未設定なら使える CPU ごとにワーカーが 1 つ",
  "name.policy": "スケジューリングポリシーを環境に任せず、SCHED_POLICY に従ってコードで設定する",
  "name.balance":
    "SCHED_RR で接続が多いとき、4 つのワーカーのそれぞれが公平な取り分の半分以上を受け持つ",
  "name.connections":
    "キープアライブ接続 1 本は同じワーカーにとどまり、新しい接続はワーカーに順番に割り振られる",

  reached: "{count} 個のワーカーのうち {got} 個にリクエストが届いた",
  or: "{a} または {b}",
  setting: "{setting, select, unset {WORKERS 未設定} other {WORKERS={setting}}}",
  "chart.worker": "ワーカー {pid}",
  "chart.perWorker": "{policy} でのワーカーごとのリクエスト数",

  "prereqWorkers.expected":
    "`WORKERS={workers}` でワーカーが {count} 個になること（このチェックポイントに必要です）。",
  "prereqWorkers.seen": "ワーカーは {count} 個でした。",
  "prereqWorkers.next":
    "先に「WORKERS でワーカー数が決まり、未設定なら使える CPU ごとにワーカーが 1 つ」を直してください。ワーカー数は `process.env.WORKERS` から読みます。",
  "prereqHeader.expected":
    "応答が `X-Worker-Pid` でワーカーを示すこと（このチェックポイントはそれを数えます）。",
  "prereqHeader.seen": "`X-Worker-Pid` の付いた応答がありません。",
  "prereqHeader.next":
    '先に「すべての応答が、処理したワーカーを X-Worker-Pid で示す」を直してください。ルートより前のミドルウェアで `res.set("X-Worker-Pid", String(process.pid))` を呼びます。',

  "header.expected": "`GET /heavy` の応答に `X-Worker-Pid: <ワーカーの pid>` ヘッダーが付くこと。",
  "header.seen":
    "{described, select, missing {`X-Worker-Pid` ヘッダーがありません。} other {{described}}}",
  "header.next":
    'index.ts で、ルートより前にミドルウェアを追加してください: `res.set("X-Worker-Pid", String(process.pid))`。',
  "headerPid.expected": "`X-Worker-Pid` がいずれかのワーカーの pid（{workers}）であること。",
  "headerPid.seen": "`X-Worker-Pid` の値は {named} でした。",
  "headerPid.next":
    "プライマリではなくワーカー（index.ts）の中で、`process.pid` から設定してください。",

  "headerEveryRoute.expected":
    "どのルートの応答にも `X-Worker-Pid` が付くこと。どのルートも扱わない `GET {path}` にも付くこと。",
  "headerEveryRoute.seen":
    "`GET {path}`: {described}、{named, select, none {`X-Worker-Pid` なし} other {`X-Worker-Pid: {named}`}}。",
  "headerEveryRoute.next":
    '/heavy ルートの中ではなく、ルートより前のミドルウェア（`app.use`）で `res.set("X-Worker-Pid", String(process.pid))` を呼んでください。そうすれば、あとで追加するルートも含めて、すべてのルートに付きます。',

  "figure.workers": "{setting} でのワーカー数",
  "invalidWorkers.expected":
    "{setting}（正の整数ではない）のときは、WORKERS がない場合と同じくワーカーが {accepted} 個{acceptedCount, plural, other {}}になること。",
  "invalidWorkers.next":
    'WORKERS は正の整数のときだけ使ってください。`const requested = Number(process.env.WORKERS)` とし、`Number.isInteger(requested) && requested > 0` を確かめます。どんな数でも受け入れる既定値では -1 が残り、ワーカーが 1 つもフォークされません。parseInt は "3 workers" から 3 を読み取り、打ち間違いを隠します。',
  "invalidSaid.expected":
    "正の整数ではない {setting} のとき、既定値に戻す前に、そのことを述べる行がログに出ること。WORKERS なしで起動したときには出ない行です。",
  "invalidSaid.seen":
    "ワーカー数は正しいのですが、WORKERS なしで起動したときと同じ行しかありません。",
  "invalidSaid.next":
    "WORKERS が設定されているのに正しくないときは、既定値に戻す前にそれを出力してください。例: console.log(`WORKERS=$'{'process.env.WORKERS'}' is not a positive whole number: using the CPU count`)。打ち間違いで黙ってワーカー数が変わると、あとで原因を見つけにくくなります。",
  "workerCount.expected":
    "{setting} のとき、ワーカーが {accepted} 個{acceptedCount, plural, other {}}になること。",
  "workerCount.seen": "ワーカーは {count} 個でした。",
  "workerCount.next":
    "{set, select, yes {フォークする前に `process.env.WORKERS`（正の整数）からワーカー数を読んでください。`availableParallelism()` を使うのは、未設定か不正な値のときだけです。} other {WORKERS がないときは、ステップ 03 と同じく `availableParallelism()` 個のワーカーをフォークしてください。}}",

  "figure.policy":
    "NODE_CLUSTER_SCHED_POLICY={environment} の下での {setting, select, unset {SCHED_POLICY なし} other {SCHED_POLICY={setting}}}",
  "figure.policyShown":
    "{policy}（ワーカー {count} 個のうち {holding} 個がリッスン中のソケットを保持）",
  "figure.policyThreshold":
    "{wanted, select, rr {SCHED_RR: プライマリのみ} other {SCHED_NONE: すべてのワーカー}}",
  "policy.expected":
    "環境に `NODE_CLUSTER_SCHED_POLICY={environment}` があっても、{setting, select, unset {`SCHED_POLICY` がないとき} other {`SCHED_POLICY={setting}` で}} {wanted, select, rr {SCHED_RR になること。リッスン中のソケットはプライマリだけが保持し、プライマリが接続を割り振ります。} other {SCHED_NONE になること。すべてのワーカーがリッスン中のソケットを保持し、どのワーカーが接続を受け付けるかは OS が決めます。}}",
  "policy.seen":
    "{policy}: ワーカー {count} 個のうち {holding} 個がソケットを保持しています（{pids, select, none {リッスン中の pid なし} other {リッスン中の pid: {pids}}}、プライマリ {primary}）。",
  "policy.next":
    'primary.ts の先頭、`cluster.setupPrimary()` と最初の `cluster.fork()` より前で、`process.env.SCHED_POLICY` に従って `cluster.schedulingPolicy` に `cluster.SCHED_RR` または `cluster.SCHED_NONE` を設定してください。"none" なら SCHED_NONE、それ以外は SCHED_RR です（`process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR`）。どちらを呼んだ時点でもポリシーは固定されます。',
  "policy.nextUnset":
    '`SCHED_POLICY` がないときは `cluster.SCHED_RR` を選んでください。"none" と比べ、それ以外はラウンドロビンにします（`process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR`）。',
  "policy.nextOnlyRr":
    "SCHED_NONE は適用されていますが、SCHED_RR はデフォルトに任されており、環境の `NODE_CLUSTER_SCHED_POLICY=none` がそれを上書きします。どちらの場合も（`cluster.SCHED_RR` も）`cluster.schedulingPolicy` に代入してください。",

  "policySaid.expected":
    "{setting, select, unset {`SCHED_POLICY` が未設定} other {`SCHED_POLICY={setting}`}}のとき、選んだポリシーの名前 {wanted, select, rr {SCHED_RR（または round-robin）} other {SCHED_NONE（または none）}} を含む行がログに出ること。",
  "policySaid.seen": "正しいポリシーで動いていますが、その名前を含む行がありません。",
  "policySaid.next":
    'ポリシーを設定したら、その名前を出力してください（例: `scheduling policy SCHED_RR`）。名前は `cluster.schedulingPolicy === cluster.SCHED_RR ? "SCHED_RR" : "SCHED_NONE"` で得られます。値そのもの（1 や 2）では、読む人に何も伝わりません。',

  "figure.noneForComparison":
    "{policy, select, SCHED_NONE {SCHED_NONE（比較用）} other {SCHED_POLICY=none でも {policy} で動作（比較用）}}",
  "figure.requestsUnit": " 件",
  "figure.noneDetail": "{reached}。割合 {shares}",
  "figure.smallestShare": "SCHED_RR でのワーカーの最小の割合",
  "figure.rrDetail":
    "{reached}。キープアライブ接続 {connections} 本、{requests} 件のリクエストに対する割合 {shares}",
  "loadErrors.expected": "すべてのリクエストに 200 が返ること。",
  "loadErrors.seen": "{requests} 件中 {errors} 件が失敗しました（{codes}）。",
  "loadErrors.next": "下に引用したワーカーの出力を確認してください。",
  "balance.expected":
    "`SCHED_POLICY=rr` で接続が {connections} 本のとき、{workers} 個のワーカーのそれぞれがリクエストの {floor}% 以上に応答すること。",
  "balance.seen": "{reached}。割合 {shares}。",
  "balance.next":
    "`SCHED_POLICY=rr` のとき、最初のフォークより前に `cluster.schedulingPolicy` に `cluster.SCHED_RR` を設定し、すべてのワーカーが `X-Worker-Pid` を返すようにしてください。",

  "figure.pinned": "キープアライブ接続 1 本で {requests} 件のリクエスト",
  "figure.oneWorker": "ワーカー 1 個",
  "figure.fresh": "{requests} 件のリクエスト、毎回新しい接続",
  "figure.allWorkers": "全 {workers} 個",
  "figure.perWorker": "ワーカーごと {counts}",
  "inTurnErrors.expected": "すべてのリクエストに応答が返ること。",
  "inTurnErrors.seen": "{total} 件中 {failed} 件のリクエストが失敗しました。",
  "inTurnErrors.next": "下に引用したワーカーの出力を確認してください。",
  "pinned.expected":
    "1 本のキープアライブ接続のリクエストには、すべて同じワーカーが応答すること。プライマリが割り振るのはリクエストではなく接続です。",
  "pinned.seen": "{reached}（`X-Worker-Pid` ごとの応答数: {counts}）。",
  "pinned.next":
    "index.ts で接続を開いたままにし（`Connection: close` は SIGINT 後のドレイン中だけ）、すべての応答に `X-Worker-Pid` を付けてください。",
  "fresh.expected":
    "リクエストごとに新しい接続を使うと、ラウンドロビンで {workers} 個のワーカーすべてに順番が回ること。",
  "fresh.seen": "{reached}（`X-Worker-Pid` ごとの応答数: {counts}）。",
  "fresh.next":
    "`SCHED_POLICY=rr` のとき、最初のフォークより前に `cluster.schedulingPolicy` に `cluster.SCHED_RR` を設定してください。",
};
