/** Step 02's checkpoint messages in Japanese: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ja: Record<MessageKey, string> = {
  "step.builds":
    "`index.ts`: `PORT` で待ち受け、CPU バウンドな `GET /heavy` を持つ Express。単一プロセスの基準です",

  "name.starts": "index.ts が起動し、自身の pid と渡されたポートを出力する",
  "name.heavy": "GET /heavy が 200 で 5,000,000 回のループの結果を返す",
  "name.oneProcess": "1 つのプロセスが /heavy に応答し、リクエストのたびに CPU 時間を使う",
  "name.portTaken": "ポートが使用中であることを報告し、準備完了の行で隠さない",

  "pid.expected": "「worker pid={pid}」という行（チェックが起動したプロセスの pid）があること。",
  "pid.seen":
    "{printed, select, none {「worker pid=<pid>」の行がありません。} other {出力されたのは「worker pid={printed}」でした。}}",
  "pid.next": "listen のコールバックで `worker pid=$'{process.pid}'` を出力してください。",

  "heavy.expected": "GET /heavy が 200 {body} と応答すること。",
  "heavy.seen": "{answer} という応答でした。",
  "heavy.next":
    'ループを実行し、数えた結果を入れたその文を res.send() で返す app.get("/heavy", …) を追加してください。',

  "children.expected": "単一のプロセスであること。ステップ 03 で上回ることになるベースラインです。",
  "children.seen": "子プロセスを {count} 個起動しています: {pids}。",
  "children.next":
    "index.ts は普通の Express サーバーのままにしてください。ワーカーのフォークはステップ 03（primary.ts）の役目です。",

  "figure.singleProcess": "単一プロセス",
  "figure.cpuPerRequest": "/heavy リクエスト 1 件あたりの CPU 時間",

  "underLoad.expected": "負荷をかけても GET /heavy が応答すること（1 s で少なくとも {min} 件）。",
  "underLoad.seen": "応答したリクエストは {count} 件でした。",
  "underLoad.next":
    "ルートがすべてのリクエストに応答するようにしてください。ハンドラーの最後で res.send(...) を呼びます。",

  "errors.expected": "負荷をかけても、すべてのリクエストに 200 で応答すること。",
  "errors.seen": "{requests} 件中 {errors} 件が失敗しました（{codes}）。",
  "errors.next":
    "サーバーを自分で起動してブラウザーでルートを試し、サーバーが出力するエラーを探してください。",

  "cpuTime.expected":
    "/heavy のリクエストごとにサーバーが CPU 時間を使うこと（少なくとも {floor} ms。このマシンで 5,000,000 回のループ単体にかかる時間の半分）。つまり、ループがリクエストごとに実行されること。",
  "cpuTime.seen":
    "{requests} 件のリクエストで、1 件あたりの CPU 時間は {ms} ms でした（アイドル時の使用分は差し引き済み）。",
  "cpuTime.next":
    "5,000,000 回のループをルートハンドラーの中で、リクエストのたびに実行してください。結果をキャッシュしたり、値を直接書き込んだりしないでください。",

  "ignoresPort.expected":
    "サーバーが PORT で渡されたポート（{port}。チェックが使用中にしています）で待ち受けようとすること。",
  "ignoresPort.seen":
    "「App listening on port {other}」と出力しました。PORT を無視しているため、このチェックポイントでは確かめられません。",
  "ignoresPort.next":
    "`const port = Number(process.env.PORT ?? 3000)` でポート番号を読み取り、そのポートで待ち受けてください。",

  "listenError.expected":
    "ポート {port} がすでに使われているとき、サーバーが listen のエラーを出力し、待ち受けていると主張せずに、失敗を示す終了コードで終了すること。",
  "listenError.seen":
    "{outcome, select, claimed {別のプログラムがポートを使っているのに「App listening on port {port}」と出力しました。} silent {エラーを出力せずに終了しました（{signal, select, none {終了コード {code}} other {{signal}}}）。} neither {10 s 以内に EADDRINUSE を報告せず、終了もしませんでした。} zero {エラーを出力しましたが、終了コード {code} で終了しました。失敗を示すには 0 以外のコードが必要です。} other {エラーを出力しましたが、{seconds} s 後も何も処理しないまま動き続けていました。}}",
  "listenError.next":
    "{outcome, select, claimed {Express 5 は listen のエラーを throw せず、app.listen のコールバックに渡します。そこで `error` 引数を受け取り、値があればそれを出力して、準備完了の行より前に終了コード 1 で終了してください。準備完了の行は、そのコールバックの中でチェックのあとに出力します。} other {app.listen のコールバックが受け取るエラー（メッセージに EADDRINUSE が含まれます）を出力し、終了コード 1 で終了してください（process.exit(1)）。}}",

  "errorOnStdout.expected":
    "待ち受けのエラーを stderr（console.error）に出力すること。サーバーを起動した側は失敗を stderr で探します。",
  "errorOnStdout.seen": "エラーを stdout（console.log）に出力しました。",
  "errorOnStdout.next": "console.log ではなく console.error でエラーを出力してください。",

  "limit.wsl1":
    "ポート使用中のチェックポイントはスキップされます: WSL1 では 2 つのプログラムが 1 つのポートで待ち受けられてしまいます（WSL2 なら確かめられます）",
};
