/** Step 08's checkpoint messages in Japanese: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ja: Record<MessageKey, string> = {
  "step.builds":
    "上限付きの `/block?ms=N` と `/health` を持つ `index.ts`: イベントループがブロックされると 1 つのプロセスは固まりますが、クラスターは固まりません。プロセス内の代替手段としてのワーカースレッド",

  "name.block":
    "/block?ms=N がプロセスを N ms ブロックし、0〜5000 だけを受け付け、/health が応答する",
  "name.singleWaits": "1 プロセスでは、/block の実行中 /health が待たされる",
  "name.clusterAnswers":
    "クラスターでは、1 つのワーカーがブロックしている間も別のワーカーが /health に応答する",

  "probesAnswered.expected": "/health へのプローブがすべて 200 で応答すること。",
  "probesAnswered.seen":
    "{total} 回のプローブのうち {failed} 回が失敗しました。最初の失敗: {first}。",
  "probesAnswered.next":
    "GET /health がすぐに 200 を返すようにしてください（このステップの最初のチェックポイント）。",

  "health.expected": "GET /health が 200 で応答すること。",
  "health.seen": "{answer}",
  "health.next":
    'index.ts に `app.get("/health", (_req, res) => \'{ res.send("ok"); }\')` を追加してください。',

  "figure.blockTook": "GET /block?ms={ms} の所要時間",
  "figure.serverCpu": "サーバーの CPU 時間 {cpu} ms",

  "blockTime.expected": "GET /block?ms={ms} が {ms} ms 以上たってから 200 で応答すること。",
  "blockTime.seen": "{took} ms 後に {answer}。",
  "blockTime.next":
    "`req.query.ms` から `ms` を読み取り、`Date.now()` が `ms` だけ進むまでループしてから応答してください。",

  "figure.pausedBlock": "途中でサーバーを {pause} ms 止めたときの GET /block?ms={ms} の所要時間",
  "blockClock.expected":
    "途中でサーバーを {pause} ms 止めても（遅い CPU の模擬）、GET /block?ms={ms} が {limit} ms 以内に 200 で応答すること。時計を見るループなら、再開したときには期限を過ぎています。",
  "blockClock.seen": "{took} ms 後に {answer}。",
  "blockClock.next":
    "ステップ数を数えるのではなく、時計を見てループしてください: `while (Date.now() < until)`。ステップ数では、調整した CPU の上で、ほかに何も動いていないときしか N ms になりません。",

  "blockCpu.expected": "ブロックの間ずっとサーバーが CPU を使っていること: CPU 時間で約 {ms} ms。",
  "blockCpu.seen":
    "CPU 時間は {cpu} ms でした。ブロックせずに待っただけなので（`setTimeout` を使いましたか？）、ほかのリクエストは処理され続けました。",
  "blockCpu.next":
    "ビジーウェイトしてください: `while (Date.now() < until) '{}'`。CPU を多く使う処理と同じように、イベントループを占有することが目的です。",

  "blockText.expected": "GET /block?ms={ms} の応答がその ms を示すこと: `blocked for {ms} ms`。",
  "blockText.seen": "{answer}",
  "blockText.next":
    "ループした ms を入れて `blocked for <ms> ms` と応答してください（`ms` を埋め込んだテンプレート文字列で）。",

  "rejected.expected":
    "GET {request} がすぐに 400 で応答すること: 受け付けるのは 0〜5000 の整数だけで、ms は必須です。",
  "rejected.seen": "{took} ms 後に {answer}。",
  "rejected.next":
    "ブロックする前に `ms` を確認し、`Number.isInteger(ms)` かつ 0〜5000 でなければ `res.status(400).send(…)` して return してください。ms がないとき（`req.query.ms` が undefined）は NaN になります。代わりの既定値は使わないでください。",
  "rejectedEmpty.expected":
    "GET {request} が短いメッセージ（ms が何であるべきか）付きの 400 で応答すること。",
  "rejectedEmpty.seen": "本文が空の 400 でした。",
  "rejectedEmpty.next":
    "ステータスと一緒に理由を送ってください: `res.status(400).send(…)` で、たとえば ms は 0〜5000 の整数であること、です。",
  "edgeRefused.expected":
    "GET {request} が受け付けられること: 0〜5000 の整数は、両端も含めて受け付けます。",
  "edgeRefused.seen": "{answer}。",
  "edgeRefused.next":
    "範囲の外だけを拒否してください: `ms < 0 || ms > MAX_BLOCK_MS`（`MAX_BLOCK_MS` は 5000）です。",

  "figure.singleP50": "ブロック中の /health、1 プロセス: p50",
  "figure.singleP99": "ブロック中の /health、1 プロセス: p99",
  "figure.probes": "プローブ {count} 回",

  "blockAnswers.expected": "GET /block?ms={ms} が 200 で応答すること。",
  "blockAnswers.seen": "{answer}",
  "blockAnswers.next": "まず /block を動くようにしてください（前のチェックポイント）。",

  "singleWaits.expected":
    "/block?ms={ms} の実行中、同じプロセスの /health が待たされること（中央値 {min} ms 以上）。",
  "singleWaits.seen":
    "中央値 {p50} ms（個別: {each} ms）。/block がイベントループを占有していません。",
  "singleWaits.next":
    "/block では同期ループでブロックしてください（ループ内に `await` や `setTimeout` を入れないこと）。",

  "figure.clusterP50": "1 ワーカーのブロック中の /health、クラスター: p50",
  "figure.clusterP99": "1 ワーカーのブロック中の /health、クラスター: p99",
  "figure.stuckWorker":
    "ブロック中と判明する前にそのワーカーへ渡されたプローブは、ブロックが終わるまで待たされます",
  "chart.title": "リクエストが {ms} ms ブロックする間の /health の p50",
  "chart.oneProcess": "1 プロセス",
  "chart.cluster": "クラスター",

  "clusterBlock.expected": "GET /block?ms={ms} がクラスター経由で 200 で応答すること。",
  "clusterBlock.seen": "{answer}",
  "clusterBlock.next": "まず /block を動くようにしてください（最初のチェックポイント）。",

  "clusterCpu.expected":
    "ブロックの間ずっとワーカーが CPU を使っていること: ワーカーの CPU 時間で約 {ms} ms。",
  "clusterCpu.seen":
    "CPU 時間は {cpu} ms でした。/block がブロックせずに待っただけなので、切り離すべきものがありませんでした。",
  "clusterCpu.next":
    "/block でビジーウェイトしてください: `while (Date.now() < until) '{}'`（最初のチェックポイントを参照）。",

  "clusterHealth.expected":
    "1 つのワーカーが {ms} ms ブロックしている間、/health には別のワーカーが応答すること（中央値 {max} ms 以内）。",
  "clusterHealth.seen": "中央値 {p50} ms（個別: {each} ms）。",
  "clusterHealth.next":
    "/health にはブロックする処理を一切入れないでください。どのワーカーが受けてもすぐに応答する必要があります（primary.ts は用意済みで、ワーカーを 2 つ起動します）。",
};
