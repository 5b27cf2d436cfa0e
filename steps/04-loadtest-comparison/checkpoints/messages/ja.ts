/** Step 04's checkpoint messages in Japanese: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ja: Record<MessageKey, string> = {
  "step.builds":
    "`compare.ts`: チュートリアルの `loadtest -n 1200 -c 200 -k` を loadtest の API で両方のサーバーにかけ、数値、高速化の倍率、棒グラフを出します",

  "name.tutorialRun":
    "compare.ts がチュートリアルの負荷を両方のサーバーにかけて最後まで実行し、何も動かしたままにしない",
  "name.consistent": "数値がすべてそろっていて、互いに矛盾しない",
  "name.report": "出力されたレポートに両側、高速化の倍率、棒グラフがあり、--requests の指定に従う",
  "name.speedup": "高速化の倍率が、このマシンがいま示せる水準に届いている",
  "name.agreement": "数値が、同じサーバーをチェック自身が計測した結果と一致する",
  "name.missingPercentile":
    "loadtest が届かなかったパーセンタイルを 0 ではなく欠けた値（null）として報告する",
  "name.throwStops": "loadtest が失敗しても、compare.ts は起動したサーバーを停止する",
  noJsonLine: "出力のどの行も JSON オブジェクトではありません。",

  busyAdvice:
    "マシンがほかのプログラムで忙しく、比較がゆがんでいます。重いプログラム（ビルド、ビデオ通話、ほかのチェック）を閉じてから、もう一度チェックしてください。静かなマシンでも失敗する場合は、次を確認してください。",
  "list.separator": "、",
  "missing.word": "「{word}」",
  "missing.requests": "各側の行に「{requests} requests」（--requests による上書き）",
  "missing.bars": "█ の棒 2 本（各側に 1 本）",

  "stuck.expected": "compare.ts が {seconds} s 以内に終わり、結果を出力したら終了すること。",
  "stuck.seen":
    "終了するはずの時点でもまだ動いていて、起動したサーバーも動いたままでした: {servers}。",
  "stuck.next":
    "終わらない負荷テストがある（リクエスト数を決めるには maxSeconds ではなく maxRequests を使います）か、サーバーが停止されずにスクリプトが終われないかのどちらかです。各サーバーを `finally` ブロックで停止してください（`await server.stop()`）。",

  "exit.expected": "compare.ts が終了コード 0 で終了すること。",
  "exit.seen":
    "{signal, select, none {終了コード {code} で終了しました。} other {{signal} で終了しました。}}",
  "exit.next":
    "下の出力にあるエラーを読んでください。全体を見るには、`node --import tsx compare.ts` を自分で実行してください。",

  "json.expected":
    "--json を付けたとき、JSON の行が 1 行: `'{ load, single, cluster, speedup }'`（レッスンを参照）。",
  "json.seen": "{problem}",
  "json.next":
    "--json が指定されたら `JSON.stringify('{ load, single, cluster, speedup }')` を出力し、その行にはほかに何も出力しないでください。",

  "leftovers.expected": "compare.ts が起動したサーバーを、終了する前にすべて停止すること。",
  "leftovers.seen": "起動したサーバーが、終了後も動いたままでした: {servers}。",
  "leftovers.next":
    "エラーで停止が飛ばされないように、各サーバーを `finally` ブロックで停止してください（`await server.stop()`）。",

  "overlap.expected":
    "サーバーを 1 つずつ順番に計測し、どの負荷テストもマシンを独占して実行すること。",
  "overlap.seen":
    "両方のサーバーに同時に負荷がかかっていた時間が {both} s ありました（単一プロセスは {single} s、クラスターは {cluster} s）。CPU を分け合っていたので、どちらの数値もそのサーバーの本来の性能ではありません。",
  "overlap.next":
    "1 つ目の計測を await してから 2 つ目を始めてください（2 つの計測を Promise.all でまとめないでください）。",

  "workersReached.expected":
    "compare.ts がクラスターに負荷をかけ、リクエストが primary.ts のワーカー（2 つ以上）に届くこと。",
  "workersReached.seen":
    "リクエストが届いたのは、クラスターのワーカー {workers} 個と単一プロセス {singles} 個でした。",
  "workersReached.next":
    "クラスター側では（index.ts を 2 回ではなく）primary.ts を起動し、すべてのワーカーが待ち受けを始めてから負荷をかけてください。",

  "loadedEarly.expected":
    "クラスターに負荷をかけるのは、{workers} 個のワーカーがすべて待ち受けを始めてから（このチェックは、ノート PC の遅いコアのように、2 番目のワーカーを {lateMs} ms 遅れて起動します）。",
  "loadedEarly.seen":
    "{late} 個のワーカーが待ち受けを始める前に loadTest が始まりました（最大 {ms} ms 前）。",
  "loadedEarly.next":
    'すべてのワーカーが待ち受けてからクラスターに負荷をかけてください。startServer はリスナーごとに 1 行の「App listening」を待つので、リスナー数に availableParallelism() を渡します: `measure("./primary.ts", availableParallelism())`。',

  "concurrencyPassed.expected":
    "{side}: loadTest が同時に {concurrency} 個のクライアントを動かすこと: オプションに concurrency: {concurrency}。",
  "concurrencyPassed.seen":
    "{given, select, none {loadTest は concurrency なしで呼ばれました（loadtest はその場合 10 個のクライアントで動きます）。} other {loadTest は concurrency {given} で呼ばれました。}}",
  "concurrencyPassed.next": "loadTest に `concurrency: load.concurrency` を渡してください。",

  "load.expected":
    "既定ではチュートリアルの負荷: リクエスト {requests} 件、同時実行数 {concurrency}、キープアライブはオン（`loadtest -n 1200 -c 200 -k`）。",
  "load.seen": "負荷は {load} でした。",
  "load.next":
    "parseArgs で --requests、--concurrency、--no-keepalive にその既定値を与えてください。",

  "keepalive.expected":
    "{side, select, single {単一プロセス} other {クラスター}}: レポートのとおりキープアライブで、{requests} 件のリクエストにおよそ {concurrency} 本の接続を再利用すること。",
  "keepalive.seen":
    "{side, select, single {単一プロセス} other {クラスター}}のサーバーは、{served} 件のリクエストで {connections} 本の接続を受けました。ほぼリクエストごとに新しい接続が開かれていて、キープアライブはオフでした。",
  "keepalive.next":
    "loadTest に `agentKeepAlive: load.keepalive` を渡してください（loadtest の -k）。渡さないと、リクエストのたびに専用の接続が開かれます。",

  "completed.expected":
    "{side, select, single {単一プロセス} other {クラスター}}: {requests} 件のリクエストがすべて完了し、エラーが 0 件であること。",
  "completed.seen": "リクエスト {done} 件、エラー {errors} 件でした。",
  "completed.next":
    "loadTest では（maxSeconds ではなく）maxRequests を使い、各サーバーの /heavy ルートに負荷をかけ（loadtest は 400 以上の応答をすべてエラーと数えます）、各サーバーの準備ができてから負荷をかけてください。",

  "rps.expected":
    "{side, select, single {単一プロセス} other {クラスター}}: リクエスト/秒 = 完了したリクエスト数 ÷ 合計時間（誤差 10% 以内）。",
  "rps.seen":
    "{rps} req/s でしたが、{requests} 件のリクエストを {seconds} s で処理したなら {computed} req/s です。",
  "rps.next":
    "自分で計算したり書き込んだりせず、loadtest の結果のフィールド（`rps`、`totalTimeSeconds`、`totalRequests`）をそのまま報告してください。",

  "latencies.expected":
    "{side, select, single {単一プロセス} other {クラスター}}: 筋の通ったレイテンシー。平均 > 0、かつ p50 <= p90 <= p99。",
  "latencies.seen": "平均 {mean}、p50 {p50}、p90 {p90}、p99 {p99} ms でした。",
  "latencies.next":
    "result.meanLatencyMs と `result.percentiles[50]`、`[90]`、`[99]` から読み取ってください。",

  "fromResult.expected":
    "{side}: 各数値は loadtest が {side} サーバーについて計測したとおり（{field} = result.{source}）。",
  "fromResult.seen":
    "{field} は {value} でしたが、そのサーバーに対する loadtest の結果では {source} は {actual} でした{swapped, select, yes {。{side} の数値はもう一方のサーバーの計測のものです} other {}}。",
  "fromResult.next":
    "result.{source} を変えずに {field} として返し、各側にはその側自身の loadTest 呼び出しの数値を使ってください。",

  "unrounded.expected":
    "JSON の高速化の倍率は丸めないこと: クラスターの rps ÷ 単一プロセスの rps そのもの。",
  "unrounded.seen": "speedup は {speedup} でしたが、割り算の結果は {ratio} です。",
  "unrounded.next":
    "`cluster.rps / single.rps` をそのまま JSON に入れてください。丸めるのは人が読むレポートだけです（toFixed(2)）。",

  "formula.expected": "高速化の倍率 = クラスターのリクエスト/秒 ÷ 単一プロセスのリクエスト/秒。",
  "formula.seen": "高速化の倍率は {speedup} でしたが、{cluster} ÷ {single} = {ratio} です。",
  "formula.next": "出力している 2 つの rps の数値から計算してください。",

  "reportExit.expected":
    "`compare.ts --requests {requests} --concurrency 20` が終了コード 0 で終了すること。",
  "reportExit.seen":
    "{signal, select, none {終了コード {code} で終了しました。} other {{signal} で終了しました。}}",
  "reportExit.next": "エラーを見るには、そのコマンドを自分で実行してください。",

  "override.expected":
    "{side}: compare.ts --requests 100 --concurrency 20 --no-keepalive は、そのとおりの負荷をかけること: リクエスト 100 件、同時に 20 クライアント、キープアライブはオフ。",
  "override.seen":
    "loadtest は {done} 件のリクエストを実行し、loadTest には concurrency {concurrency} と agentKeepAlive {keepalive} が渡されました。",
  "override.next":
    'パースした負荷をそのまま渡してください: `maxRequests: load.requests`、`concurrency: load.concurrency`、`agentKeepAlive: load.keepalive`（`keepalive: !values["no-keepalive"]`）。',

  "loadLine.expected":
    "レポートは負荷から始めること: 各側の行より上に、{requests} requests、concurrency {concurrency}、キープアライブはオフ（keep-alive off）を示す行。",
  "loadLine.seen":
    "{above, plural, =0 {最初の側の行より前に何もありませんでした。} other {各側の行より上の # 行のどれも、3 つすべてを示していません。}}",
  "loadLine.next":
    "最初に負荷を出力してください: `Load: $'{'load.requests'}' requests, concurrency $'{'load.concurrency'}', keep-alive $'{'load.keepalive ? \"on\" : \"off\"'}'`。",

  "speedupLine.expected": "小数点以下 2 桁の `speed-up: <x>×`（例: `speed-up: 1.84×`）。",
  "speedupLine.seen":
    "{printed, select, none {レポートに × の付いた speed-up がありません。} other {`{printed}`。}}",
  "speedupLine.next": "`speed-up: $'{'speedup.toFixed(2)'}'×` と出力してください。",

  "bars.expected":
    "大きいほうの req/s に合わせた棒: {large} req/s が █ 40 個、{small} req/s がその割合で █ {expected} 個（±1）。",
  "bars.seen": "棒は █ {longer} 個と {shorter} 個でした。",
  "bars.next":
    '各側に `"█".repeat(Math.max(1, Math.round((40 * rps) / Math.max(single.rps, cluster.rps))))` を使ってください。',

  "percentile.expected":
    "{side}: p50Ms 3、p90Ms 7、p99Ms null。このチェックの loadTest の代役は percentiles '{' 50: 3, 90: 7, 99: false '}' を返しました。loadtest は届かなかったパーセンタイルを false にします。",
  "percentile.seen": "p50Ms {p50}、p90Ms {p90}、p99Ms {p99}。",
  "percentile.next":
    "`Number(result.percentiles[99] || Number.NaN)` と書いてください。?? では false が通り、Number(false) は 0 です。NaN は JSON で null になります。",

  "notCalled.expected":
    "compare.ts が loadTest を呼ぶこと（このチェックの代役は、負荷をかけずに毎回すぐ失敗します）。",
  "notCalled.seen": "loadTest を呼ばずに終了しました。",
  "notCalled.next":
    "各サーバーを「loadtest」パッケージの loadTest で計測してください（The script）。",

  "throwLeftovers.expected":
    "loadTest が失敗しても（このチェックの代役は毎回すぐ失敗します）、負荷をかけていたサーバーは停止されること。",
  "throwLeftovers.seen": "起動したサーバーが、終了後も動いたままでした: {servers}。",
  "throwLeftovers.next":
    "loadTest を囲む finally ブロックでサーバーを停止してください（`await server.stop()`）。finally ブロックは loadTest が解決しても例外を投げても実行されます。",

  "report.expected":
    "人が読むレポート: 両側の完了したリクエスト数、エラー数、時間、リクエスト/秒、平均・p50・p90・p99 のレイテンシー、高速化の倍率、各側の棒。",
  "report.seen": "足りないもの: {missing}。",
  "report.next":
    "各側 1 行ずつ出力し、続けて `speed-up: <x>×`、そして大きいほうのリクエスト/秒に合わせて縮尺した █ の棒を各側 1 本ずつ出力してください。",

  "impossible.expected":
    "使える CPU {cpus} 個ではおよそ {usable}× まで。コアの数を超える働きはできません。",
  "impossible.seen": "{speedup}× でした（各回: {runs}）。",
  "impossible.next":
    "各側について loadtest 自身の rps を報告し、クラスターの値を単一プロセスの値で割ってください。",

  "singleSide.expected":
    "比較のシングル側は index.ts 単独であること: そのリクエストが、クラスターのワーカーではない index.ts のプロセスに届くこと。",
  "singleSide.seen":
    "すべてのリクエストがクラスターのワーカー（{workers} 個）に届き、単独で動く index.ts には 1 件も届きませんでした。",
  "singleSide.next":
    'シングル側は index.ts 単独を、クラスター側は primary.ts を測ってください。クラスターを 2 回測るのではありません: `const single = await measure("./index.ts", 1);`',

  "belowThreshold.expected":
    "{threshold}× 以上。このマシンでたったいま、ワークショップの参照クラスター（あなたの index.ts を {workers} 個のワーカーで実行）が index.ts 単体の {reference}× に達したので、その向上分の 4 分の 1 です。",
  "belowThreshold.seen":
    "{speedup}× でした（各回: {runs}）。いまはほかのプログラムがマシンの CPU の {share}% を使っています。",
  "belowThreshold.next":
    "{advice}単一プロセスには index.ts を、もう一方にはクラスター（primary.ts）を測り（同じサーバーを 2 回ではなく）、すべてのワーカーが待ち受けを始めてから負荷をかけてください。",

  "agreement.expected":
    "compare.ts の数値が、チェック自身の数値と許容範囲内で一致すること（リクエスト/秒は ×/÷ {rpsTolerance}、高速化の倍率は ×/÷ {speedupTolerance} の範囲）。",
  "agreement.seen":
    "単一プロセスは {rps} req/s に対して {harnessRps} req/s、高速化の倍率は {speedup}× に対して {harnessSpeedup}× でした（compare.ts は {runs} 回の中央値）。いまはほかのプログラムがマシンの CPU の {share}% を使っています。",
  "agreement.next":
    "{advice}各サーバーで loadtest が計測した値を報告してください。単一プロセスは index.ts の /heavy、クラスターは primary.ts の /heavy です。",

  "figure.wallTime": "compare.ts の実行時間",
  "figure.overlap": "両方のサーバーに同時に負荷がかかった時間",
  "figure.overlapThreshold": "短いほうの実行の {share}% 以下",
  "figure.speedup": "compare.ts が報告した高速化の倍率（{count} 回の中央値）",
  "figure.speedupThreshold":
    "{min}× 以上（チュートリアルの負荷での参照クラスターの向上分の 4 分の 1）、{max}× 以下",
  "figure.speedupUnjudged": "なし: 参照クラスターがいまは高速化を示していません",
  "figure.speedupDetail":
    "各回 {runs}。このマシンでたったいま、ワークショップの参照クラスター（あなたの index.ts を {workers} 個のワーカーで実行）は index.ts 単体の {reference}× に達しました",
  "figure.reference": "参照クラスターの高速化の倍率（あなたの index.ts、ワーカー {workers} 個）",
  "figure.referenceThreshold": "{min}× 以上で高速化を判定",
  "figure.referenceDetail": "チェック自身の計測、32 本の接続で {rounds} ラウンド",
  "figure.rpsRatio": "単一プロセスのリクエスト/秒、compare.ts ÷ チェック",
  "figure.rpsDetail": "{rps}（compare.ts の {runs} 回の中央値）対 {harness} req/s",
  "figure.speedupRatio": "高速化の倍率、compare.ts ÷ チェック",
  "figure.speedupRatioDetail": "{speedup}×（compare.ts の {runs} 回の中央値）対 {harness}×",
};
