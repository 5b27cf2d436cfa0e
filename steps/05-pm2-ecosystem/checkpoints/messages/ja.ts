/** Step 05's checkpoint messages in Japanese: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ja: Record<MessageKey, string> = {
  "step.builds":
    "`ecosystem.config.cjs`: すべての CPU を使う pm2 のクラスターモード、`ready`、グレースフルシャットダウン、そしてリクエストを 1 つも落とさない `pm2 reload`",

  "name.clusterMode":
    "pm2 がすべてのインスタンスをクラスターモードで、CPU ごとに 1 つずつ online で動かす",
  "name.heavy": "/heavy が pm2 を通して応答し、CPU の数が許す分だけ単一プロセスより速い",
  "name.ready": 'index.ts が準備完了を pm2 に伝え（process.send("ready")）、pm2 がそれを待つ',
  "name.drain":
    "SIGINT を受けても index.ts がキープアライブのクライアントの接続を残し、Connection: close を付けて応答する",
  "name.reload":
    "キープアライブの負荷の下での pm2 reload がリクエストを 1 件も失敗させず、すべてのインスタンスを置き換える",

  "output.pm2Printed": "pm2 の出力",
  "output.pm2Logs": "pm2 のログ",
  "output.pm2Log": "pm2 のログ",

  or: "{first} または {second}",
  restartCount: "{count} 回",

  "startFailed.expected": "`pm2 start ecosystem.config.cjs` が成功すること。",
  "startFailed.seen": "終了コード {code} で終了しました。",
  "startFailed.next": "{advice}",

  "offline.expected": "pm2 がアプリを online にすること。",
  "offline.seen":
    "{listed, select, none {pm2 のプロセス一覧が空です。ecosystem ファイルにアプリが宣言されていません。} other {状態:「{statuses}」。}}",
  "offline.next": "{advice}",

  "notServing.expected": "インスタンスが動き続け、pm2 が渡した PORT（{port}）で応答すること。",
  "notServing.seen":
    "{restarted, select, yes {pm2 がインスタンスを再起動しました（{restarts}）。起動時にクラッシュしています} other {{seconds} s たっても、ポート {port} で接続を受け付けるものがありません}}{forkCount, plural, =0 {} other {。# 個のインスタンスが {mode} で動いています}}。",
  "notServing.next":
    "{forkMode, select, yes {ecosystem ファイルで exec_mode: \"cluster\" を設定してください。fork モードでは各インスタンスが互いに独立したプロセスになり、1 つを除いてすべてが共有のポートでの待ち受けに失敗します（EADDRINUSE）。} other {{elsewhere, select, none {{advice}} other {インスタンスは pm2 が渡した PORT（{port}）ではなく、ポート {elsewhere} で待ち受けています。index.ts は process.env.PORT で待ち受けたままにし、ecosystem ファイルから PORT を渡してください: env: '{ PORT: process.env.PORT ?? 3000 }'（固定のポートではなく）。}}}}",

  "figure.instancesOnline": "online のインスタンス",

  "forkMode.expected":
    'すべてのインスタンスがクラスターモード（exec_mode: "cluster"）で動き、1 つのポートを共有すること。',
  "forkMode.seen": "{mode} のインスタンスが {count} 個ありました。",
  "forkMode.next":
    'ecosystem ファイルで exec_mode: "cluster" を設定してください。fork モードでは互いに独立したプロセスが起動し、ポートを共有できません。',

  "instanceCount.expected":
    "CPU ごとにインスタンスが 1 つあり、すべて online であること: {accepted}。",
  "instanceCount.seen": "インスタンスは {count} 個でした:「{instances}」。",
  "instanceCount.next":
    'CPU ごとに 1 つにするには、instances: 0（または "max"）を設定してください。errored のものがあれば、下の pm2 のログを読んでください。',
  "tsxBare.expected":
    'node_args が tsx を絶対パスか file: URL で読み込むこと。例: node_args: ["--import", require.resolve("tsx")]。',
  "tsxBare.seen":
    "--import {specifier}: 裸の名前です。Node.js はこれを、アプリのフォルダーではなく、pm2 デーモンが起動したフォルダーから解決します。",
  "tsxBare.next":
    'ローダーは、エコシステムファイル自身のフォルダーから tsx を見つける require.resolve("tsx") で指定してください: `node_args: ["--import", require.resolve("tsx")]`。',

  "notListening.expected": "pm2 が渡した PORT（{port}）で、アプリが接続を受け付けること。",
  "notListening.seen": "そこで待ち受けているものがありません。",
  "notListening.next":
    "index.ts は process.env.PORT で待ち受けたままにし、ecosystem ファイルから PORT を渡してください: env: '{ PORT: process.env.PORT ?? 3000 }'。",

  "heavyAnswer.expected": "GET /heavy が 200 {body} で応答すること。",
  "heavyAnswer.seen": "{answer}",
  "heavyAnswer.next":
    "{held, select, yes {応答がありませんでした。/heavy より前のミドルウェアが、どの経路でも next() を呼ぶのでなければ、リクエストはそこで止まります。ドレイン中かどうかにかかわらず next() を呼んでください。} other {ステップ 02 の /heavy ルートを index.ts に残してください。}}",

  "tooFewInstances.expected":
    "高速化を計測する前に、使える CPU（{usable} 個）ごとにクラスターモードのインスタンスが 1 つあること。",
  "tooFewInstances.seen":
    "クラスターモードで online のインスタンスは {count} 個でした。{others, plural, =0 {} other {ほかに # 個あります:「{instances}」。}}",
  "tooFewInstances.next":
    'まず、このステップの最初のチェックポイントを直してください: instances: 0 と exec_mode: "cluster"。',

  "advice.speedup":
    'CPU ごとにクラスターモードのインスタンスを 1 つ動かし（instances: 0、exec_mode: "cluster"）、それぞれで /heavy のループを持つ index.ts を実行してください。',

  "waitReady.expected":
    "ecosystem ファイルに wait_ready: true があり、インスタンスが準備完了を伝えて初めて pm2 がそれを online とみなすこと。",
  "waitReady.seen":
    "{listed, select, none {pm2 のリストにアプリがありません。} other {wait_ready が設定されていません。}}",
  "waitReady.next":
    "ecosystem.config.cjs のアプリに wait_ready: true と listen_timeout（ms）を追加してください。",

  "readyMessage.expected":
    'index.ts が待ち受けを始めたら、親プロセスに "ready" を送ること: process.send("ready")。',
  "readyMessage.seen":
    '{received, select, none {待ち受けを始めてから 3 s 以内にメッセージがありませんでした。（pm2 はこうしたアプリも online にしますが、それは listen_timeout が過ぎてからです。また、新しいインスタンスが本当に応答し始めた時点をリロードが判断できません。）} other {メッセージ {messages} の中に "ready" がありません。}}',
  "readyMessage.next":
    'app.listen のコールバックの中で、ログ行を出力したあとに process.send?.("ready") を呼んでください（process.send は、pm2 のような親プロセスが待ち受けているときにだけ存在します）。',
  "listenTimeout.expected":
    "エコシステムファイルの listen_timeout が {min} ms 以上であること。pm2 がインスタンスをあきらめるまで ready を待つ時間です。",
  "listenTimeout.seen":
    "{ms, select, unset {listen_timeout が設定されていません。pm2 は既定の 3000 ms しか待たず、遅いノート PC で tsx と Express を起動するには足りないことがあります。} other {listen_timeout: {ms} ms。}}",
  "listenTimeout.next":
    "ミリ秒で余裕を持たせてください: listen_timeout: 10000（10 s。10 ではありません）。",

  "drainSeen.cut":
    "キープアライブのクライアントが再利用していた接続を切断しました（または、すぐに終了しました）",
  "drainSeen.noCloseHeader": "そのクライアントに `Connection: close` を付けずに応答し続けました",
  "drainSeen.closeHeader":
    "期待どおり、そのクライアントに `Connection: close` を付けて応答しました",
  "drainSeen.alone": "単独で実行すると、SIGINT のあと index.ts は{behaviour}。",

  "advice.noCloseHeader":
    "ドレイン中に `Connection: close` を付けるミドルウェアを、ルートより前に登録してください（app.get より前に app.use）。Express は登録順に実行するので、あとに置いたミドルウェアが実行される前に /heavy が応答してしまいます。",
  "advice.drain":
    "SIGINT を受けたら、新しい接続の受け付けはやめても、開いている接続は残してください（net.Server.prototype.close.call(server, …)）。それらが閉じるまで `Connection: close` を付けて応答し、そのあとで終了します。kill_timeout にはドレインより長い時間を与えてください。",
  "advice.killTimeoutWaited":
    "pm2 は kill_timeout（{ms} ms）待ちましたが、インスタンスはまだ動いていました。閉じたサーバーも開いている接続をすべて待ち続け、キープアライブの接続は自分からは閉じません。SIGINT を受けたら `Connection: close` を付けて応答し、ドレインのあとで、まだアイドル状態の接続を閉じてください: server.closeIdleConnections()。サーバーが閉じたら終了してください: net.Server.prototype.close.call(server, () => process.exit(0))。pm2 の下では、サーバーが閉じたあとも IPC チャネルがプロセスを生かし続けます。",
  "advice.killTimeoutShort":
    "kill_timeout（ms）には、ドレインにかかる時間より長い時間を与えてください（たとえば、1.5 s のドレインなら 5000）。",

  "drain.expected":
    "SIGINT のあとも、キープアライブのクライアントが開いている接続で送った次のリクエストに、`Connection: close` を付けて応答すること。サーバーは、閉じる前にクライアントを送り出します。",
  "drain.seen": "SIGINT のあと、index.ts は{behaviour}。",
  "drain.next": "{advice}",
  "closeBefore.expected":
    "SIGINT の前の応答は、キープアライブの接続を開いたままにすること。`Connection: close` はドレイン中だけです。",
  "closeBefore.seen":
    "SIGINT の前の応答に、すでに `Connection: close` が付いていました。クライアントはリクエストのたびに新しい接続を開かなければなりません。",
  "closeBefore.next":
    'ドレインが始まってからだけヘッダーを設定してください: `if (draining) res.set("Connection", "close")`。',
  "idleExit.expected":
    "SIGINT のあと、黙ったキープアライブのクライアントがいても、index.ts が {limit} s 以内に終了すること。ドレインのあとで、まだアイドル状態の接続を閉じます。",
  "idleExit.seen":
    "SIGINT から {limit} s たっても動いていました。黙ったクライアントのアイドル接続が引き止めています（Node.js がアイドル接続を自分で閉じるのは keepAliveTimeout、既定で 5 s のあとです）。",
  "idleExit.next":
    "ドレインのあとで、まだアイドル状態のものを閉じてください: `setTimeout(() => server.closeIdleConnections(), DRAIN_MS).unref()`。",

  "figure.reloadFailures": "pm2 reload 中に失敗したリクエスト",
  "figure.reloadDetail":
    "キープアライブのリクエスト {total} 件中。リロードにかかった時間は {seconds} s",

  "notOnline.expected": "リロードする online のインスタンスがあること。",
  "notOnline.seen": "状態{count, plural, =0 {: なし} other {:「{statuses}」}}。",
  "notOnline.next": "まず、このステップの最初のチェックポイントを直してください。",

  "reloadFailed.expected": "`pm2 reload ecosystem.config.cjs` が成功すること。",
  "reloadFailed.seen": "終了コード {code} で終了しました。",
  "reloadFailed.next": "下の出力を読んでください。",

  "notReplaced.expected":
    "{count, plural, =1 {インスタンスが新しいプロセスに置き換わること。} other {# 個のインスタンスがすべて新しいプロセスに置き換わること。}}",
  "notReplaced.seen":
    "リロード前: {before}。リロード後: {after, select, none {なし} other {{after}}}。",
  "notReplaced.next":
    "リロードはすべてのインスタンスを再起動します。再起動しなかったインスタンスは固まっているのかもしれません。下の pm2 のログを読んでください。",

  "sigkill.expected":
    "古いインスタンスがどれも、ドレインのあと kill_timeout が過ぎる前に自分で終了すること。",
  "sigkill.seen":
    "pm2 が古いインスタンスを SIGKILL しなければなりませんでした（pm2 のログに SIGKILL の行が {killed} 行）。そのインスタンスがまだ処理していたものは、途中で切られました。{alone}",
  "sigkill.next": "{advice}",

  "failedRequests.expected":
    "キープアライブの負荷の下で pm2 がアプリをリロードする間、失敗したリクエストが 0 件であること。",
  "failedRequests.seen": "{total} 件中 {failed} 件のリクエストが失敗しました（{codes}）。{alone}",
  "failedRequests.next": "{advice}",

  "advice.pm2.tsRefused":
    "pm2 7 は、実行方法を指定しない限り、Node.js < 22.6 では .ts スクリプトを拒否します（メッセージには 22.18 と出ます）。`{tsx}` を設定してください。",
  "advice.pm2.bun":
    "pm2 は index.ts を bun に渡しましたが、bun はインストールされていません。`{tsx}` を設定してください。",
  "advice.pm2.unknownExtension":
    'この環境の Node.js は単独では .ts を実行できません。`node_args: ["--import", require.resolve("tsx")]` を追加してください。',
  "advice.pm2.tsxMissing":
    'アプリのフォルダーから tsx が見つかりませんでした。`node_args: ["--import", require.resolve("tsx")]` として絶対パスで指定してください。',
  "advice.pm2.exports":
    "このファイルでは `module.exports` を、アプリの一覧 `apps`（それぞれ `name` と `script` を持つ）を含むオブジェクトにしてください。",
  "advice.pm2.readOutput":
    "エラーは下の pm2 の出力で確かめてください。アプリ自身のエラーは `npx pm2 logs` で見られます。",
};
