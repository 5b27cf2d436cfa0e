/** Step 07's checkpoint messages in Japanese: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ja: Record<MessageKey, string> = {
  "step.builds":
    "クラッシュしたワーカーを置き換え、クラッシュループでは間隔を空け、`SIGHUP` でワーカーを 1 つずつ失敗リクエスト 0 で再起動し、`SIGTERM` でグレースフルシャットダウンする `primary.ts`",

  "name.rollingRestart":
    "SIGHUP でワーカーを 1 つずつ再起動する: 失敗リクエスト 0 件、全 pid が入れ替わり、処理能力も保たれる",
  "name.replaceKilled":
    "負荷テスト中に SIGKILL で kill されたワーカーが 5 s 以内に置き換えられ、失敗するのはそのワーカーで処理中だったリクエストだけ",
  "name.backoff":
    "起動時に必ず落ちるワーカーが、だんだん長くなる待ち時間をおいて再フォークされる（バックオフ）",
  "name.backoffReset":
    "ワーカーがリッスンしたらバックオフは終わる: そのクラッシュはすぐに置き換えられ、次のクラッシュループは最初の待ち時間からやり直す",
  "name.sigtermDuringRestart":
    "ローリングリスタート中の SIGTERM が優先される: それ以降プライマリは何もフォークしない",
  "name.sigtermDuringBackoff":
    "再フォークがバックオフの待ち中に来た SIGTERM が優先される: 待っていたフォークは行われない",
  "name.doubleSighup": "ローリングリスタート中の 2 回目の SIGHUP は無視される",
  "name.brokenRestart":
    "リッスンする前に死んだ新しいワーカーはローリングリスタートを止める: 古いワーカーは処理を続け、プライマリはそれをログに書く",
  "name.shutdown":
    "SIGTERM を受けると、処理中のリクエストを完了させてから、ワーカーとプライマリが終了する",
  "name.killDeadline":
    "ドレインできないワーカーは 5 秒の期限で kill され、置き換えられない（計画どおりの終了だから）",
  "name.afterRestart":
    "ローリングリスタートの後、新しいワーカーはクラッシュするとすぐ置き換えられ、次の SIGHUP でまたリスタートする",

  "figure.restartFailed": "ローリングリスタート中の失敗リクエスト",
  "figure.restartFailedDetail":
    "キープアライブのリクエスト {total} 件中。リスタートの所要時間は {seconds} s",
  "figure.fewestServing": "同時に応答していたワーカーの最小数",
  "figure.mostServing": "同時に応答していたワーカーの最大数",
  "figure.notMeasured": "未計測: プライマリが終了しました",
  "figure.replacedAfter": "置き換えられて待ち受けを始めるまで",
  "figure.forkedAfter": "kill から後継プロセスのフォークまで",
  "figure.lastDrain": "SIGTERM から最後のワーカーがドレインを始めるまで",
  "figure.noReplacement": "{seconds} s 以内に置き換えられませんでした",
  "figure.killFailed": "失敗リクエスト",
  "figure.killFailedThreshold": "<= {bound}、1 接続あたり最大 1 件",
  "figure.killFailedDetail": "{total} 件中",
  "figure.forks": "BROKEN_DEPLOY=1、WORKERS=1 で {seconds} s 間のフォーク回数",
  "figure.forksDetail": "各クラッシュ後の待ち時間: {waits, select, none {なし} other {{waits}}}",
  "figure.longestWait": "再フォーク前の最長の待ち時間",
  "figure.longestWaitThreshold": ">= {ms} ms、各待ち時間が前回以上であること",
  "figure.finished": "処理中だったリクエストのうち完了した数",
  "figure.finishedThreshold": "{total} 件中 {total} 件",
  "figure.primaryExited": "SIGTERM 後のプライマリの終了",
  "figure.primaryExitedShown":
    "{exited, select, yes {終了、{seconds}} other {未終了、{deadline} s 後も実行中}}",
  "figure.primaryExitedThreshold": "{deadline} s 以内",

  "sighupExit.expected": "プライマリが SIGHUP を処理し、そのまま動き続けること。",
  "sighupExit.seen":
    "プライマリが終了しました（{signal, select, none {終了コード {code}} other {{signal}}}）: SIGHUP の既定の動作はプロセスを終了させることです。",
  "sighupExit.next":
    'primary.ts に process.on("SIGHUP", …) を追加し、その中でワーカーを再起動してください。',

  "restartIncomplete.expected":
    "SIGHUP から {seconds} s 以内に、すべてのワーカー（{before}）が待ち受けを始めた新しいワーカーに置き換えられ、全部で {count} 個になること。",
  "restartIncomplete.seen": "現在のワーカー: {now, select, none {なし} other {{now}}}。",
  "restartIncomplete.next":
    "SIGHUP を受けたら、ワーカーを 1 つずつ順に処理してください: 代わりのワーカーをフォークし、その 'listening' イベントを待ってから、古いワーカーに終了を頼み（worker.send(\"shutdown\")）、その 'exit' を待ちます。",

  "tooManyAfter.expected": "ローリングリスタートの後も、ワーカーが前と同じ {count} 個であること。",
  "tooManyAfter.seen":
    "ワーカーが {most} 個になりました: プライマリが、自分で終了を頼んだワーカーの代わりまでフォークしています。",
  "tooManyAfter.next":
    '退かせるワーカーは Set に入れておき（worker.send("shutdown") の前に leaving.add(worker)）、exit ハンドラーではそれらの代わりをフォークしないでください。',

  "capacityDropped.expected":
    "どの瞬間にも {count} 個のワーカーが応答していること: 新しいワーカーが待ち受けを始めてから、古いワーカーが終了を始める。",
  "capacityDropped.seen":
    'ある瞬間、応答していたワーカーは {fewest} 個だけでした（"App listening" と "draining" の行、およびプロセスの終了から判断）。',
  "capacityDropped.next":
    "古いワーカーに終了を頼む前に、新しいワーカーの 'listening' イベントを待ってください（fresh.once(\"listening\", …)）。",

  "tooManyServing.expected":
    "ワーカーは 1 つずつ入れ替えること: どの瞬間にも応答中のワーカーは最大 {max} 個（{count} 個と、古いワーカーと入れ替わる直前の新しいワーカー 1 個）。",
  "tooManyServing.seen":
    "ある瞬間に {most} 個のワーカーが応答していました: 複数の古いワーカーの代わりが同時に起動されています。",
  "tooManyServing.next":
    "ワーカーを 1 つずつ順に入れ替えてください: 1 つフォークし、その 'listening' イベントを待ち、対応する古いワーカーを退かせてその 'exit' を待ち、それから次をフォークします（Promise.all ではなく、await を使った for…of ループで）。",

  "undrained.expected":
    '古いワーカーはすべて、終了する前にドレインすること: worker.send("shutdown") で終了を頼まれると、index.ts は「worker pid=<pid> draining…」を出力し、キープアライブのクライアントを手放します。',
  "undrained.seen":
    'ワーカー {pids}（{count} 個）はドレインせずに終了しました（"draining" の行がありません）: アイドル状態のキープアライブ接続が、クライアントが使おうとしているところで閉じられました。',
  "undrained.next":
    '古いワーカーには、いきなり worker.disconnect() や worker.kill() を呼ぶのではなく、worker.send("shutdown") で終了を頼んでください: そうすれば index.ts が切断の前に接続をドレインします（index.ts の process.on("message", …) のハンドラーが "shutdown" で leave() を呼んでいる限り）。',

  "restartFailed.expected": "ローリングリスタート中に失敗するリクエストがないこと。",
  "restartFailed.seen":
    "{total} 件中 {failed} 件のリクエストが失敗しました（{codes}）{sigkill, select, yes {。出力に SIGKILL があります: 古いワーカーが期限内に終了しませんでした} other {}}。",
  "restartFailed.next":
    '古いワーカーには worker.send("shutdown") で終了を頼んでください: そうすれば index.ts が切断の前にキープアライブ接続をドレインします。いきなり disconnect() や kill() を呼ぶと、クライアントが再利用しようとしている接続が閉じられます。',

  "tooManyProcesses.expected":
    "リスタート中のどの時点でも、ドレイン中のものも含めてワーカープロセスは多くても {max} 個: {count} 個と新しいワーカー 1 個。",
  "tooManyProcesses.seen": "同時に {most} 個ありました。",
  "tooManyProcesses.next":
    "次の新しいワーカーをフォークする前に、古いワーカーの終了を待ってください（`await retire(worker)`）。",

  "notReplaced.expected":
    "{victim} に代わる新しいワーカーが {seconds} s 以内に待ち受けを始めること。",
  "notReplaced.seen": "{elapsed} s 後のワーカー: {now, select, none {なし} other {{now}}}。",
  "notReplaced.next":
    'cluster.on("exit", …) の中で、予定外の終了（終了を頼んだワーカーではないもの）なら代わりをフォークしてください。応答中だったワーカーなら即座にフォークします。',

  "killFailed.expected":
    "失敗リクエストは最大 {bound} 件: kill されたワーカーで処理中だったものだけであること。",
  "killFailed.seen": "{total} 件中 {failed} 件が失敗しました（{codes}）。",
  "killFailed.next":
    "1 つのワーカーを置き換えている間も、他のワーカーは動かし続けてください: 失敗してよいのは kill されたワーカーの接続だけです。",

  "slowFork.expected":
    "応答中に kill されたワーカーはすぐに置き換えること: 後継のプロセスが {ms} ms 以内に現れる（待ち時間を置くのは、待ち受ける前に死んだワーカーの場合だけ）。",
  "slowFork.seen":
    "後継のプロセスは{forked, select, NaN {現れませんでした} other { {forked} ms 後に現れました}}。",
  "slowFork.next":
    "待つのは起動時のクラッシュの後だけにしてください。待ち受けを始めてから死んだワーカーの代わりは、待たずにすぐフォークします。",
  "successorNotServing.expected":
    "後継（{successor}）は、待ち受けを始めた後に死んだら、それもすぐに置き換えること: {ms} ms 以内に新しいプロセス。",
  "successorNotServing.seen":
    "次のプロセスは{forked, select, NaN {現れませんでした} other { {forked} ms 後に現れました}}。後継が、一度も待ち受けなかったワーカーとして扱われています。",
  "successorNotServing.next":
    'クラッシュハンドラーの代わりのワーカーも含め、すべてのワーカーを worker.once("listening") を付ける 1 つの fork() 関数でフォークしてください。cluster.fork() を直接呼ばないでください。',

  "crashUnsaid.expected":
    "プライマリーが、kill されたワーカー（{victim}）とその死に方（SIGKILL）を示す行を出力すること。",
  "crashUnsaid.seen": "kill の後、{victim} と SIGKILL を示す行がありません。",
  "crashUnsaid.next":
    "exit ハンドラーで何が起きたかを出力してください: ワーカーの pid、シグナルまたは終了コード、起動時かどうか、次のフォークまでの待ち時間。",

  "noBackoff.expected":
    "新しいワーカーが毎回起動時に落ちる間も、プライマリは再フォークを続け、フォークの前の待ち時間をだんだん長くして、{seconds} s 以内に {longest} s に達すること。",
  "noBackoff.seen":
    "フォーク {forks} 回。各クラッシュ後の待ち時間: {waits, select, none {なし} other {{waits}}}。",
  "noBackoff.next":
    "ワーカーが 'listening' イベントの前に終了したら、それは起動時のクラッシュです: 再びフォークする前に待ってください。1 回目は 1 s、以後は毎回 2 倍（1 s、2 s、4 s …）にし、ワーカーが待ち受けを始めたら待ち時間なしに戻します。",

  "unfinished.expected":
    "SIGTERM の時点で処理中だった /slow?ms={ms} へのリクエスト {count} 件すべてが 200 を返すこと。",
  "unfinished.seen": "200 を返したのは {ok} 件でした。残りは: {others}。",
  "unfinished.next":
    'プライマリで SIGTERM を処理してください: すぐに終了してワーカーを道連れにするのではなく、process.on("SIGTERM", …) で各ワーカーに終了を頼み（worker.send("shutdown")）、それらの終了を待ちます。',

  "notExited.expected":
    "SIGTERM から {deadline} s 以内に、プライマリとすべてのワーカーが終了すること。",
  "notExited.seen":
    "{exited, select, yes {ワーカーが {left} 個まだ動いています。} other {プライマリがまだ動いています。}}",
  "notExited.next":
    "シャットダウン中は、終了していくワーカーの代わりをフォークしないでください（exit ハンドラーで shuttingDown フラグを見る）。すべてのワーカーが終了したら process.exit(0) を呼んでください。",

  "oneByOne.expected":
    "SIGTERM ですべてのワーカーに一度に終了を頼むこと: 各ワーカーが {ms} ms 以内に draining の行を出力する。",
  "oneByOne.seen": "ワーカーがドレインを始めたのは: {after}。",
  "oneByOne.next":
    "すべてのワーカーを同時に退かせ、全員を待ってください: 1 つずつではなく `await Promise.all(workers.map(retire))`。",

  "secondSighup.expected":
    "最初の SIGHUP の {ms} ms 後の 2 回目の SIGHUP は、リスタート中は無視すること: どの時点でもワーカープロセスは多くても {max} 個。",
  "secondSighup.seen":
    "同時に {most} 個ありました。2 回目の SIGHUP が別のリスタートを始めています。",
  "secondSighup.next":
    "リスタートを始めるときにフラグを立て、立っている間は SIGHUP ハンドラーからすぐ戻ってください: `if (restarting || shuttingDown) return;`。",

  "figure.brokenForks":
    "壊れたバージョンをデプロイした後、SIGHUP でフォークされた新しいワーカーの数",
  "brokenNotTried.expected":
    "壊れたバージョンをデプロイした状態（以後 BROKEN_DEPLOY=1）で SIGHUP を受けたら、新しいワーカーをフォークし、それがリッスンする前に死ぬこと。",
  "brokenNotTried.seen":
    "{seconds} 秒以内に死んだ新しいワーカーはありませんでした: 見えた新しいワーカーは {fresh, select, none {なし} other {{fresh}}}。",
  "brokenNotTried.next":
    "SIGHUP では、まず新しいワーカーをフォークし、その 'listening' イベントか終了を待ってください: `const ok = await listening(fresh);`。",
  "brokenOldRetired.expected":
    "新しいワーカー {failed} はリッスンする前に死にました: リスタートはそこで止まり、古いワーカーはすべて処理を続けること。",
  "brokenOldRetired.seen":
    "{count, plural, =0 {古いワーカーは残っていますが、} other {それでも古いワーカー {gone} が退役させられ、}}/heavy の応答は {answer} でした。",
  "brokenOldRetired.next":
    "新しいワーカーがリッスンする前に終了したら、その古いワーカーを退役させずに、すぐリスタートを止めてください（`break`）。起動できないバージョンが、処理中のバージョンを置き換えてはいけません。",
  "brokenReforked.expected":
    "新しいワーカーは壊れた 1 つだけで、それが死んだ後の {seconds} 秒間に他のフォークはないこと: リスタートは止まっています。",
  "brokenReforked.seen":
    "SIGHUP の後の新しいワーカーは {count} 個: 壊れたワーカー {failed} がクラッシュのハンドラーで置き換えられました。",
  "brokenReforked.next":
    "新しいワーカーがリッスンするまでは leaving のセットに入れておき（`leaving.add(fresh)`、リッスンするか死んだら `leaving.delete(fresh)`）、exit のハンドラーがリスタートの裏で代わりをフォークしないようにしてください。",
  "brokenUnsaid.expected":
    "新しいワーカー {failed} が死んだ後に、プライマリ自身の行があること: リスタートを止め、古いワーカーを残したと。",
  "brokenUnsaid.seen":
    "その後プライマリは何も出力しませんでした。ログにはワーカー自身のエラーだけがあります。",
  "brokenUnsaid.next":
    "新しいワーカーが起動しなかったら、リスタートを止める前にそれをログに書いてください。運用者には、デプロイが失敗し、古いバージョンがまだ処理していることが見えなければなりません。",

  "figure.resetFork": "リッスンしたワーカーのクラッシュ後、代わりがフォークされるまで",
  "figure.resetWait": "次の起動時クラッシュ後の待ち時間（最初のクラッシュのとき: {first} ms）",
  "figure.noFork": "フォークなし",
  "fixNeverServed.expected":
    "起動時のクラッシュ後の待ちの間に壊れたバージョンが直されたら、待ちの後にフォークされたワーカーがリッスンすること。",
  "fixNeverServed.seen": "修正後 {seconds} 秒以内にリッスンしたワーカーはありませんでした。",
  "fixNeverServed.next":
    "起動時のクラッシュの後は、それまでに何があっても、待ちが終わったらもう一度フォークしてください。exit のハンドラーの `setTimeout` の中です。",
  "backoffNotReset.expected":
    "ワーカーがリッスンしたらバックオフは終わりです: そのワーカー {pid} を kill したら、代わりはすぐに（{max} ms 以内に）フォークされること。",
  "backoffNotReset.seen":
    "{ms, select, none {代わりはフォークされませんでした} other {代わりがフォークされたのは kill の {ms} ms 後でした}}。その前のクラッシュループの待ち時間がまだ残っていました。",
  "backoffNotReset.next":
    "ワーカーがリッスンしたらすぐに待ち時間をリセットしてください。その 'listening' のハンドラーで `backoffMs = 0;` です。",
  "backoffNotStartedOver.expected":
    "一度ワーカーがリッスンしたら、新しいクラッシュループは最初の待ち時間からやり直すこと: 次の起動時クラッシュの後は、最初のクラッシュのときの待ち時間（{first} ms）以下。",
  "backoffNotStartedOver.seen":
    "{ms, select, none {その後フォークはありませんでした} other {プライマリは {ms} ms 待ちました}}。バックオフが、前のクラッシュループの続きから進んでいます。",
  "backoffNotStartedOver.next":
    "ワーカーがリッスンしたらすぐに待ち時間をリセットしてください（その 'listening' のハンドラーで `backoffMs = 0;`）。次の起動時クラッシュは、また最初の待ち時間から待ちます。",

  "noRestartToStop.expected": "SIGHUP でローリングリスタート: リッスンする新しいワーカー。",
  "noRestartToStop.seen":
    "SIGHUP の後 {seconds} 秒以内にリッスンした新しいワーカーはありませんでした。",
  "noRestartToStop.next":
    "SIGHUP では、まず新しいワーカーをフォークし、その 'listening' イベントを待ってください: `const ok = await listening(fresh);`。",
  "forkedAfterSigterm.expected":
    "ローリングリスタート中（最初の新しいワーカーがリッスンし、最初の古いワーカーがドレイン中）の SIGTERM が優先されること: それ以降フォークはなし。",
  "forkedAfterSigterm.seen":
    "SIGTERM の後にワーカーが {count} 個（{pids}）フォークされました。リスタートが次の古いワーカーへ進んでいます。",
  "forkedAfterSigterm.next":
    "リスタートのループの各回で、フォークする前にフラグを確かめてください: `if (shuttingDown) break;`。シャットダウンは、リスタートのワーカーも含めてすべてのワーカーを退役させます。",

  "noPendingFork.expected":
    "壊れたバージョンをデプロイした状態で、kill したワーカー {victim} がすぐ置き換えられ、その代わりが起動時に死ぬこと。そのあと再フォークは待ちます。",
  "noPendingFork.seen":
    "{seconds} 秒以内に、{victim} の代わりがフォークされて死ぬことはありませんでした。",
  "noPendingFork.next":
    'cluster.on("exit", …) で、処理中だったワーカーにはすぐに代わりをフォークしてください。',
  "backoffForkAfterSigterm.expected":
    "再フォークがバックオフを待っている間に来た SIGTERM が優先されること: 待っていたフォークは行われません。",
  "backoffForkAfterSigterm.seen":
    "SIGTERM の {ms} ms 後に、バックオフのタイマーがワーカーを {count} 個（{pids}）フォークしました。",
  "backoffForkAfterSigterm.next":
    "タイマーのコールバックでは、シャットダウンが始まっていないときだけフォークしてください: `if (!shuttingDown) fork();`。",

  "figure.killedAfter":
    "{held} 秒のリクエストを抱えた古いワーカーが、代わりのリッスン後に消えるまで",
  "figure.stillRunning": "{seconds} 秒後もまだ動作中",
  "deadlineNotKept.expected":
    "SIGHUP で、{held} 秒のリクエストを抱えた古いワーカー {old} が、代わりがリッスンしたら退役を頼まれ、期限で kill されること: {max} 秒以内（{deadline} 秒と余裕）に消える。",
  "deadlineNotKept.seen":
    "{ms, select, none {代わりがリッスンしてから {max} 秒たってもまだ動いていました} other {代わりがリッスンしてから {ms} ms 後に終了しました}}。{deadline} 秒の時点で kill されていません。",
  "deadlineNotKept.next":
    'retire() で "shutdown" を送るときにタイマーを始めてください。5 秒後に発火したら `worker.process.kill("SIGKILL")` です。ワーカーが終了したらタイマーを解除します。',
  "killedReplaced.expected":
    "古いワーカー {old} を期限で kill した後、フォークはなし: 退役を頼んだのはあなたです。",
  "killedReplaced.seen":
    "その終了の後、ワーカーが {count} 個（{pids}）フォークされました。exit ハンドラーがクラッシュと取り違えています。",
  "killedReplaced.next":
    "計画どおりの終了は、worker.exitedAfterDisconnect ではなく、自分の leaving セット（`leaving.delete(worker)`）で見分けてください。切断する前に kill されたワーカーは、それが false のまま終了します。",
  "restartedNotReplaced.expected":
    "ローリングリスタートが起動してリッスンしたワーカー {pid} は、kill（SIGKILL）されたらすぐ置き換えられること: 他のワーカーと同じく処理を担っています。",
  "restartedNotReplaced.seen":
    "kill から {ms} ms 以内に何もフォークされませんでした。exit ハンドラーがその終了を計画どおりのものと取り違えています。",
  "restartedNotReplaced.next":
    "新しいワーカーは、リッスンしたらすぐ leaving セットから外してください（`await listening(fresh)` の直後に `leaving.delete(fresh)`）。そこに置くのは起動中だけです。",
  "sighupOnce.expected":
    "ローリングリスタートが終わった後の SIGHUP で、もう一度リスタートが始まること: デプロイのたびにワーカーを入れ替えます。",
  "sighupOnce.seen":
    "リスタートが終わってから {seconds} 秒間に SIGHUP を {count} 回送りましたが、ワーカーは 1 つもフォークされませんでした。プライマリはまだリスタート中のつもりです。",
  "sighupOnce.next":
    "ループが終わったらリスタートのフラグを戻してください。壊れたワーカーで途中で止めたときも同じです（ループの後に `restarting = false`）。フラグが SIGHUP を無視するのは、リスタートの最中だけです。",
};
