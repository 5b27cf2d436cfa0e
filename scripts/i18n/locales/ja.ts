/**
 * The workshop's messages in Japanese: the keys and placeholders of ./en.ts (`npm run dev-check`),
 * with the terms Japanese Node.js writers use (クラスター, ワーカープロセス, プライマリ, 負荷テスト,
 * ラウンドロビン, リクエスト/秒). Code, commands and identifiers stay as they are in English.
 */
import type { MessageKey } from "./en.ts";

export const ja: Record<MessageKey, string> = {
  "message.expected": "期待",
  "message.seen": "実際",
  "message.next": "次に",
  "message.read": "参照",
  "message.output.program": "プログラムの出力",
  "message.output.last": "{source}（最後の{count}行）:",
  "message.output.none": "{source}: なし",

  "home.machine":
    "このマシン: 使える CPU は {usable} 個（os.availableParallelism() = {parallelism}）",
  "home.language": "表示言語: {name}（{source}）。",
  "home.languageChange":
    "変更するには: npm start -- --lang <ja|ko|en|auto>（auto は LANG に従います）",
  "home.language.option": "--lang で指定",
  "home.language.saved": "前回の --lang の指定",
  "home.language.environment": "{variable}={value} による",
  "home.language.default": "既定",
  "home.status.done": "✓ 完了",
  "home.status.failed": "✗ {passed}/{ran} 合格",
  "home.status.changed": "↻ 変更あり",
  "home.changedSincePassed":
    "合格した後にファイルが変わりました。もう一度チェックしてください: npm run check step{number}",
  "home.status.notTried": "○ 未着手",
  "home.notRun": "このマシンでは実行できなかったチェックポイント {count} 件: {names}",
  "home.failing": "失敗: {name}",
  "home.nextAdvice": "次に: {advice}",
  "home.finished": "最後のステップまで終わりました。",
  "home.stillOpen": "未完了のステップ: {steps}。いつでも npm run check stepN で確認できます。",
  "home.nextStep": "次のステップ: step{number}「{title}」",
  "home.builds": "作るもの: {builds}",
  "home.read": "  1. 読む  {file}",
  "home.check":
    "  2. 確認  npm run check step{number}  （-- --watch を付けると保存のたびに再チェック）",
  "home.allDone": "すべてのステップが完了しました。お疲れさまでした！",
  "home.more": "ほかのコマンド: npm run hint stepN · npm run diff stepN · npm run reset stepN",

  "check.interrupted": "中断しました: チェックが起動したプログラムを {stopped} 個停止しました。",
  "check.checking": "{folder}/ のファイルを step {number} のチェックポイントで確認しています",
  "check.allPassed": "step {id} のチェックポイント {total} 件すべてに合格しました。",
  "check.passedSkipped":
    "step {id} のチェックポイント {total} 件中 {passed} 件に合格しました（{skipped} 件はスキップ）。",
  "check.compare": "解答と自分のファイルを比べるには: npm run diff step{number}",
  "check.nextStep": "次は {file} を読み、npm run check step{number} を実行してください。",
  "check.lastStep": "これが最後のステップでした。お疲れさまでした。",
  "check.failed":
    "step {id} のチェックポイント {ran} 件中 {passed} 件に合格しました{skipped, plural, =0 {} other {（# 件はスキップ）}}。",
  "check.runErrors":
    "実行すらできなかったチェックポイントファイルが {count} 個あります（上を参照）。",
  "check.causes":
    "{failed} 件の失敗の原因は {causes} つです。前の失敗に続くと示された失敗は、それを直すと一緒に消えるかもしれません。",
  "check.fixAndSave": "上に出た最初の失敗を直して保存すると、もう一度チェックします。",
  "check.fixAndRerun": "上に出た最初の失敗を直してから、同じコマンドをもう一度実行してください。",
  "check.stuck": "行き詰まったら: npm run hint step{number} でヒントを 1 つずつ表示できます。",
  "check.correctnessOnly":
    "正しさのみ判定 (--correctness-only): 上の高速化率は計測して表示しましたが、合否には使っていません。",
  "check.simulated":
    "シミュレーションしたマシンです (--simulate-cpus {cpus}): このチェックのすべてのプログラムには CPU が {cpus} 個に見え、{cpus} 個のワーカーは実際にはこのマシンの {real} 個の CPU で動きます。{cpus} 個のワーカーのクラスターをチェックが正しく判定するかは分かりますが、{real} 個の CPU で出せる以上の高速化は示せません。ルームへの送信も進捗の記録もしません。",
  "check.recheckChanged": "合格後にファイルが変わったステップをもう一度チェックします: {steps}",
  "check.everyStepDone":
    "すべてのステップが完了しました。全体の進み具合は npm start で確認できます。",
  "check.failing":
    "前回のチェックで失敗したステップ: {steps}（理由は npm run check stepN で確認できます）。",
  "check.notAttempted":
    "未着手のステップ: {steps}。好きなときに戻ってきてください。一覧は npm start で表示されます。",

  "figure.needs": "（基準 {threshold}{judged, select, met {: 達成} notMet {: 未達} other {}}）",

  "report.sameFailure": "上の「{name}」と同じ失敗です。",
  "report.knockOn": "上の「{name}」の失敗とおそらく同じ原因です。先にそちらを直してください。",
  "report.skipped": "スキップ: {reason}。",
  "report.didNotLoad": "{file} を読み込めませんでした",
  "report.outsideCheckpoint": "チェックポイントの外で起きたエラー",
  "report.harnessBug":
    "チェックポイント自体が予期せず失敗しました。これはワークショップのバグで、あなたの間違いではありません。下のテキストを添えて報告してください。",

  "slides.built": "スライド: {file}",
  "slides.open":
    "ブラウザーで開いてください。矢印キーで移動、f で全画面、p でスピーカーノート付きの発表者ビューを開きます。",
  "slides.measured": "このマシンで計測したグラフ: {parts}。",
  "slides.missing":
    "まだここで計測していないもの: {parts}。npm run demo -- {parts} を実行してから npm run slides を実行してください。",
  "slides.notMeasured": "このマシンではまだ計測していません",

  "hint.title": "ヒント {number}/{total}: {title}",
  "hint.none": "step {id} にはヒントがありません。{file} を読んでください。",
  "hint.seenBefore":
    "これまでに見たヒント（npm run hint step{number} -- --all でもう一度表示できます）:",
  "hint.forFailure": "前回のチェックで失敗したチェックポイント: {name}",
  "hint.last": "これが step {number} の最後のヒントです。",
  "hint.more":
    "まだ行き詰まっているなら、もう一度 npm run hint step{number} を実行すると次のヒントが出ます。",
  "hint.compare":
    "解答と自分のファイルを比べるには: npm run diff step{number} 。そのあと: npm run check step{number}",

  "diff.title": "{mine}/ にあるあなたのファイルと、{solution}/ にある解答の比較",
  "diff.legend": "- あなたのファイルだけにある行   + 解答だけにある行",
  "diff.same": "あなたのファイルは解答と同じです。",
  "diff.differ":
    "{count} 個のファイルが違います。あなたのやり方も正しいかもしれません。判定するのは npm run check step{number} です。",
  "diff.noSolutions": "（solutions/ フォルダーが見つかりません。）",
  "reset.asShipped": "{id} のスターターファイルは、すでに配布時のままです（{revision}）。",
  "reset.fromHint": "別のコミットに戻すには: --from <git revision>",
  "reset.differ": "{id} の次のファイルがスターター（{revision}）と違います:",
  "reset.question":
    "スターターで置き換えますか？ それぞれのコピーを .workshop/backups/ に残します。",
  "reset.noTerminal":
    "何も変更していません。確認を尋ねる端末がないときは -- --yes で確定してください。",
  "reset.nothing": "何も変更していません。",
  "reset.done": "{count} 個のファイルを元に戻しました。あなたの版は {backup}/ にあります。",
  "reset.noGit":
    "{id} のスターターを git から読めませんでした（{revision}）: {error}\nリセットには、ワークショップを git clone したものが必要です。",
  "watch.saved": "{file} が保存されました。もう一度チェックします。",
  "watch.watching":
    "{dir} を監視しています（{how, select, poll {ポーリングで保存を検出} other {保存のたびにもう一度チェック}}）。Enter: もう一度チェック · q Enter: 終了 · Ctrl-C: 停止",
  "watch.pollHint":
    "保存が検出されない（WSL、ネットワークドライブ）ときは --poll を付けてください。",

  "doctor.windows":
    "Windows: ワークショップは WSL2（wsl --install のあと、/mnt/c の下ではなく Linux のホームフォルダーに clone）か dev container の中で実行してください（README）",
  "doctor.recommendedNode": "Node.js {majors}",
  "doctor.or": " か ",
  "doctor.nodeUnsupported":
    "Node.js {version} は {range} を満たしません: {recommended} をインストールしてください",
  "doctor.needs": "{tools} が必要です: {advice}",
  "doctor.oneCpu":
    "使える CPU が 1 個です: どのステップも動きますが、ここではクラスターが単一プロセスを上回れないので、チェックは正しさだけを確かめます。",
  "doctor.wsl1": "WSL1: WSL2 に切り替えてください（wsl --set-version <distro> 2）。",
  "doctor.windowsWhy":
    "Windows そのものではチェックを実行できません。チェックはサーバーをプロセスグループごと止めますが、Windows にはプロセスグループがなく（サーバーがすべて残ってしまいます）、プロセスのコマンドラインやクラスターのラウンドロビンも Linux や macOS と同じようには読めません。",
  "doctor.windowsDrive":
    "ワークショップが Windows のドライブ（{drive}）にあります。WSL はそこをネットワークファイルシステム経由で読むので、Linux 自身のファイルシステムより何倍も遅く、チェックの期限に間に合わないことがあります。Linux のホームフォルダーに clone し直してください（cd ~ && git clone <ワークショップのアドレス>、そこで npm ci）。",
  "doctor.nginxVersion":
    "nginx {version}: {keepalive, select, yes {ホストへの接続を既定でキープアライブします（nginx 1.29.7 以降）} other {設定しない限り、リクエストごとにホストへの接続を閉じます（nginx 1.29.7 より前）}}",
  "doctor.step": "ステップ {nn}",
  "doctor.stepRange": "ステップ {first}-{last}",
  "doctor.stepList": "ステップ {list}",
  "doctor.yes": "あり",
  "doctor.no": "なし",
  "doctor.supported": "対応しています（package.json の engines: {range}）",
  "doctor.unsupported": "対応していません: ワークショップには {range} が必要です",
  "doctor.endOfLife": "サポート終了日（{date}）を過ぎています。",
  "doctor.recommended": "{recommended} をおすすめします",
  "doctor.row.system": "システム",
  "doctor.row.cpu": "CPU",
  "doctor.row.cores": "コア",
  "doctor.row.parallelism": "並列度",
  "doctor.row.affinity": "CPU アフィニティ",
  "doctor.row.quota": "cgroup CPU 上限",
  "doctor.row.usable": "使える CPU",
  "doctor.row.user": "ユーザー",
  "doctor.affinityCpus": "{list}（CPU {count} 個）",
  "doctor.unknownHere": "ここでは不明",
  "doctor.quotaCpus": "CPU {count} 個（切り上げ）",
  "doctor.none": "なし",
  "doctor.usable": "{usable}: チェックが数える数",
  "doctor.root": "root",
  "doctor.ordinaryUser": "一般ユーザー",
  "doctor.namespaces": "。非特権ユーザー名前空間: {answer}",
  "doctor.notFound": "見つかりません: {install}",
  "doctor.everyStep": "ここではすべてのステップを実行できます。",
  "doctor.blocked":
    "{total} 個中 {blocked} 個のステップはここでは実行できません: 必要なもの（上記）をインストールしてから、もう一度 npm run doctor を実行してください。",
  "doctor.section.node": "Node.js",
  "doctor.section.machine": "マシン",
  "doctor.section.programs": "プログラム",
  "doctor.section.steps": "ステップ",
  "doctor.for.lsof": "どのプロセスがポートを使っているか",
  "doctor.for.taskset": "プログラムを特定の CPU に固定する",
  "doctor.for.nginx": "ロードバランサー",
  "doctor.for.chromium": "npm test: スライドを描画する",
  "doctor.linuxOnly": "Linux 専用です。Linux マシンか dev container を使ってください",
  "doctor.installWith":
    "パッケージマネージャーで {names} をインストールしてください（Debian のパッケージ: {packages}）",

  "cli.description":
    "node:cluster と pm2 で Express サーバーを CPU コア全体にスケールさせる、ステップごとのワークショップ。",
  "cli.home": "ステップの一覧と、終わったステップ、次にすること（npm start）",
  "cli.doctor":
    "このマシンですべてのステップを実行できるか: Node.js、CPU、プログラムをステップごとに",
  "cli.check":
    "ステップのチェックポイントをあなたのファイルに対して実行する（npm run check {example}）",
  "cli.hint": "ステップの次のヒントを、実行するたびに 1 つずつ表示する（npm run hint {example}）",
  "cli.diff": "ステップのあなたのファイルを解答と比べ、色付きの差分で表示する",
  "cli.reset":
    "ステップのスターターファイルを元に戻す（先に確認し、あなたのファイルはバックアップします）",
  "cli.stepArgument": "ステップ: {names}",
  "cli.demo": "講師向け: このマシンでのライブデモ（レポートとグラフ付き）",
  "cli.demoParts": "compare、scaling、shares、failover、reload（既定: すべて）",
  "cli.slides":
    "講師向け: slides/deck.md をこのマシンのグラフ付きで slides/dist/index.html にビルドする（--lang ja: deck.ja.md）",
  "cli.room": "講師向け: 教室のライブダッシュボード（ステップ、失敗、高速化）。受講者が参加します",
  "cli.roomJoin": "これからのチェックの判定と計測値を講師の教室に送る",
  "cli.roomAddress": "講師が示す教室のアドレス",
  "cli.roomCode": "教室のコード",
  "cli.roomLeave": "教室への結果の送信をやめる",
  "cli.helpOption": "コマンドのヘルプを表示する",
  "cli.title":
    "{title, select, Usage {使い方:} Options {オプション:} Commands {コマンド:} Arguments {引数:} other {{title}:}}",
  "option.program.lang":
    "これから ja（日本語）、ko（한국어）、en（English）のどれで表示するか。auto は LANG に従います（既定）",
  "option.doctor.json": "同じ内容を JSON で出力する（教室の回答を集める講師向け）",
  "option.check.solution": "あなたのファイルの代わりに solutions/ の完成版をチェックする",
  "option.check.dir": "別のフォルダー（ステップのコピー）のファイルをチェックする",
  "option.check.only": "名前にこのテキストを含むチェックポイントだけを実行する",
  "option.check.all": "--dir <room> と一緒に: その中の全受講者のフォルダーを 1 つの表で採点する",
  "option.check.json": "--all と一緒に: 採点結果を JSON で出力する",
  "option.check.watch":
    "ステップのファイルが保存されるたびに（または Enter で）もう一度チェックする",
  "option.check.poll":
    "--watch と一緒に: ポーリングで保存を検出する（WSL のドライブ、ネットワークフォルダー）",
  "option.check.format": "github: ワークフローの注釈と得点行を加える（CI、Classroom）",
  "option.check.correctnessOnly": "高速化を計測して報告するが、判定はしない（共有 CI）",
  "option.check.simulateCpus":
    "チェックのすべてのプログラムに、いまある CPU の上で CPU を N 個に見せる（メンテナー向け: 大きなマシンのシミュレーション）",
  "option.check.bail":
    "最初に失敗したチェックポイントで止める（メンテナー向け: npm run mutate が使う）",
  "option.hint.all": "新しいヒントを出さずに、これまで見たヒントをすべてもう一度表示する",
  "option.diff.dir": "ステップのフォルダーの代わりに別のフォルダーのファイルを比べる",
  "option.reset.yes": "確認しない",
  "option.reset.from": "スターターを取り出す git のリビジョン（既定: origin/HEAD）",
  "option.roomJoin.name":
    "教室に表示される名前（既定: 前に参加したときの名前、なければ learner K7P2 のような匿名の名前。ユーザー名は使いません）",

  // A program that does not start (scripts/harness/processes/start-diagnosis.ts).
  "start.needsEsm.expected": "{file} が ES モジュールとして実行されること。",
  "start.needsEsm.seen":
    'tsx はこのファイルを CommonJS として実行しました。CommonJS にはトップレベルの `await` がありません。このフォルダーにも上位のフォルダーにも、`"type": "module"` を含む package.json がありません。',
  "start.addTypeModule":
    'そのフォルダーに `\'{ "type": "module" }\'` を含む package.json を追加してください（ワークショップのルートにある package.json と同じです）。',
  "start.newerApi.expected": "{file} がここにインストールされた Node.js（{node}）で動くこと。",
  "start.newerApi.seen":
    "{api} を呼んでいますが、これは Node.js {since} 以降にあるもので、この Node.js {node} にはありません。コードは正しく、型チェックはワークショップが勧める Node.js に合わせているので通ります。",
  "start.newerApi.next":
    "Node.js {since} 以降をインストールしてから（例: `nvm install {since}`）もう一度チェックするか、{api} を使わずに書いてください。",
  "start.syntax.expected": "{file} が TypeScript として構文解析できること。",
  "start.syntax.seen": "`{at}` に構文エラーがあります: `{error}`",
  "start.syntax.next":
    "`{at}` を開いて構文を直してください（括弧、引用符、カンマの抜けがよくある原因です）。",
  "start.primaryServes.expected":
    "{file} はワーカーを起動するだけで、自分ではリクエストを処理しないこと。サーバーを動かすのはワーカーだけです。",
  "start.primaryServes.seen":
    "サーバーの行 `worker pid={pid}` がプライマリ自身の pid を示しています。プライマリもサーバーを動かし、ワーカーが共有する前にポート {port} を取っていました。",
  "start.primaryServes.next":
    "{file} にサーバー（index.ts）を import しないでください。ワーカーには `cluster.setupPrimary(…)` とその `exec` オプションでサーバーを指定します。",
  "start.portInUse.expected":
    "プログラムが、チェックが `PORT` で渡したポート {port} で待ち受けること。",
  "start.portInUse.seen": "使おうとしたポートはすでに使用中でした（EADDRINUSE）。",
  "start.portInUse.next":
    "固定のポートではなく `process.env.PORT` で待ち受けてください。そのポートを使っているサーバーのコピー（別のターミナルで動かしている `npm start` など）があれば停止してください。",
  "start.wrongPort.expected":
    "プログラムが環境変数 `PORT` で渡されたポート（{port}）で待ち受けること。",
  "start.wrongPort.seen":
    "「App listening on port {wrongPort}」と出力しました。`PORT` を無視しています。",
  "start.wrongPort.next":
    "`const port = Number(process.env.PORT ?? 3000)` でポートを読み取り、そのポートで待ち受けてください。",
  "start.crashLoop.expected": "どのワーカーも 1 回だけ起動し、動き続けること。",
  "start.crashLoop.seen":
    "クラッシュループです。{seconds} 秒間にワーカーが {count} 個終了し、そのたびに再起動されました。最初のエラー: `{error}`",
  "start.crashLoop.seenNoError":
    "クラッシュループです。{seconds} 秒間にワーカーが {count} 個終了し、そのたびに再起動されました。エラーは出力されていません。",
  "start.crashLoop.next":
    "下の出力から、ワーカーが起動時に終了する理由を探してください。ワーカーが primary.ts をもう一度実行している（`Primary pid=` の行が 2 回出ている）なら、`cluster.setupPrimary()` の `exec` オプションで index.ts を指定してください。",
  "start.ended.expected": "{file} が動き続け、ポート {port} で HTTP を提供すること。",
  "start.ended.seen":
    "待ち受けないまま自分で終了しました（終了コード 0）。プログラムを動かし続けるものがありません。",
  "start.ended.next":
    "`app.listen(port, …)` まで到達すること（プライマリなら、ワーカーをフォークすること）を確かめてください。",
  "start.crash.expected": "{file} が起動し、ポート {port} で HTTP を提供すること。",
  "start.crash.seen": "起動時にクラッシュしました（{how}）。",
  "start.crash.seenError": "起動時にクラッシュしました（{how}）: `{error}`",
  "start.exitCode": "終了コード {code}",
  "start.crash.next":
    "下の出力にあるエラーと、その下のファイル名:行番号を読んで直し、もう一度チェックしてください。",
  "start.ipv6.expected": "サーバーが 127.0.0.1:{port}（IPv4 ループバック）で接続を受け付けること。",
  "start.ipv6.seen":
    '[::1]:{port}（IPv6）でしか待ち受けていません。"localhost" が ::1 に解決されました。',
  "start.ipv6.next":
    "ホスト名を付けずに `app.listen(port, …)` として、すべてのアドレスで待ち受けてください。",
  "start.silent.expected":
    "「App listening on port {port}」が出力されたら、127.0.0.1:{port} で接続を受け付けていること。",
  "start.silent.seen": "その行は {seconds} 秒前に出力されましたが、ポートは接続を拒否しています。",
  "start.silent.next":
    "その行は、同じポートで待ち受けた後に `app.listen` のコールバックから出力してください。Express 5 では、待ち受けに失敗するとコールバックが `error` 引数を受け取るので、それを確認してください。",
  "start.noReadyLine.expected":
    "プログラムが待ち受けを始めたら「App listening on port {port}」を出力すること。チェックはこの行を待ちます。",
  "start.noReadyLine.seen":
    "プログラムはまだ動いていて、ポート {port} は {seconds} 秒前から接続を受け付けていますが、準備完了になっていません。「App listening on port {port}」という行がありません。",
  "start.noReadyLine.seenNear":
    "プログラムはまだ動いていて、ポート {port} は {seconds} 秒前から接続を受け付けていますが、準備完了になっていません。「App listening on port {port}」という行がなく、いちばん近いのは「{near}」です。",
  "start.noReadyLine.next":
    "`App listening on port $'{port}'` を listen のコールバックから、この言葉どおりに出力してください（前後にほかの言葉があってもかまいません）。",
  "start.deadline.expected":
    "プログラムが {deadline} 秒以内に「App listening on port {port}」を出力し、接続を受け付けること。",
  "start.deadline.seen":
    "{seconds} 秒たってもプログラムはまだ動いていますが、その行の出力は {printed} 回で、準備完了になっていません。",
  "start.deadline.next":
    "`app.listen` まで到達していること、そしてそのコールバックが（実際のポート番号で）その行を出力することを確かめてください。",
  "start.error.express5":
    'Express 5 ではルートパスの書き方が変わりました。単独の "*" には名前が必要で（`app.use(…)` または "/\'{*splat}\'"）、"?"、"("、")" はもう特別な意味を持ちません。エラーが示すルートパスを直してください。',
  "start.error.tsNotFound":
    'プログラムは `{missing}` を探しましたが、そこにはありません。プログラムを起動したフォルダーからの相対パスは、別の場所から起動すると壊れます。そのパスを書いたファイル自身の位置から解決してください: `fileURLToPath(new URL("./{file}", import.meta.url))`（先頭に `import \'{ fileURLToPath }\' from "node:url";` を書きます）',
  "start.error.notFound":
    'import が存在しないパッケージかファイルを指しています。パッケージなら、ワークショップのフォルダーで `npm install` を実行してください。ファイルなら、import する側のファイルからの相対パスを拡張子付きで書いてください（"./index.ts"）。',
  "start.error.requireEsm":
    "ES モジュールを `require()` しています。ワークショップのファイルは ES モジュールなので、`import` を使ってください。",
  "start.error.unknownExtension":
    "tsx なしで .ts ファイルを実行しようとしました。`node --import tsx` で起動し、クラスターのワーカーにもそれを引き継がせてください（`setupPrimary` で `execArgv` を置き換えないでください）。",

  // A learner's file that is missing (scripts/harness/step/learner-files.ts).
  "files.missing.expected": "{dir} にファイル {name} があること。",
  "files.missing.seen": "そのファイルはありません。",
  "files.missing.next":
    "そこに {name} を作成するか（中身はレッスンに書かれています）、`--dir` で渡したフォルダーを確かめてください。",

  // Answers and failed requests in words (scripts/harness/tools/http-client.ts, scripts/harness/measuring/load.ts).
  "http.noAnswer": "応答なし（{error}）",
  "load.dropped": "切断・拒否・無応答のリクエスト {count} 件",
  "load.noErrorCode": "エラーコードなし",

  // Starting a learner's program (scripts/harness/processes/start.ts, launch.ts and compile-gate.ts).
  "program.tool.expected":
    "このチェックポイントがプログラムの実行に使うコマンド {tool} があること。",
  "program.tool.seen": "{tool} がこのマシンにインストールされていません（`PATH` にありません）。",
  "program.tool.next": "インストールしてから（{how}）、もう一度チェックしてください。",
  "program.tool.taskset": "Linux のみ。Debian/Ubuntu では `apt-get install util-linux`",
  "program.tool.package": "{tool} を含むパッケージ",
  "program.compiler": "TypeScript コンパイラの出力",
  "program.syntax.seen": "`{at}` に構文エラーがあります",
  "program.syntax.next":
    "そのファイルのその行を開いて構文を直してください（括弧、引用符、カンマの抜けがよくある原因です）。",
  "program.types.expected": "{file} が strict モードの TypeScript で型チェックを通ること。",
  "program.types.seen": "型エラーが {count} 件あります。最初のエラーは `{at}` です。",
  "program.types.next":
    "そのファイルのその行にあるエラーを直してから（エディターにも下線が表示されます）、もう一度チェックしてください。",
  "program.stuck.expected": "{file} が {deadline} 秒以内に終わり、結果を出力したら終了すること。",
  "program.stuck.seenDeadline": "期限になってもまだ動いていたので、停止しました。",
  "program.stuck.seenLinger":
    "結果は出力しましたが、{seconds} 秒後もまだ動いていたので、停止しました。",
  "program.stuck.next":
    "起動したサーバーをすべて（`finally` ブロックで）停止していること、そして決して完了しないものを `await` していないことを確かめてください。",

  // The speed-up checkpoint (scripts/harness/measuring/speedup.ts, correctness-only.ts).
  "speedup.notDeciding":
    "判定なし: `--correctness-only`（共有ランナーの CPU では、このコードの性能は測れません）",
  "speedup.usableCpus.name": "使える CPU",
  "speedup.usableCpus.detail":
    "CPU が 1 つだとワーカーが交代でそれを使うので、クラスターは単一プロセスより速くなれません。正しさだけをチェックします",
  "speedup.simulated.name": "シミュレーションした CPU",
  "speedup.simulated.detail":
    "実 CPU {real} 個の上で CPU {cpus} 個をシミュレーションしています。ワーカーは実 CPU を分け合うので、シミュレーションした CPU が {most} 個（実 CPU 1 個あたり {per} 個）を超えると高速化は何も示しません。正しさだけをチェックします",
  "speedup.reference.expected":
    "このマシンでいま何ができるかを測るため、ワークショップの参照クラスター（ワークショップ側のプライマリの下で、あなたの index.ts を {workers} 個のワーカーで動かすもの）が起動すること。",
  "speedup.reference.seen": "起動しませんでした: {seen}",
  "speedup.reference.next":
    "これはワークショップ側の測定の問題で、あなたのプライマリの問題ではありません。もう一度チェックし、また失敗したら `npm run doctor` を実行して、下の出力を講師に伝えてください。",
  "speedup.machine.usable": "{topology}、使えるのは {usable} 個",
  "speedup.machine.others": "ほかのプログラムがマシンの CPU の {percent}%",
  "speedup.machine.othersUnknown":
    "ほかのプログラム: ここでは分かりません（読めるプロセス表がありません）",
  "speedup.machine.loadGenerator": "負荷生成側が CPU 1 つの {percent}%",
  "speedup.figure.name": "速度向上（{rounds} ラウンドの中央値）",
  "speedup.figure.detail":
    "あなたのクラスターは {rounds} ラウンド中 {closer} ラウンドで、単一プロセスより参照クラスターに近い値。単一プロセス {single} リクエスト/秒、あなたのクラスター {cluster}、参照クラスター {reference}",
  "speedup.referenceFigure.name":
    "参照クラスターの速度向上（あなたの index.ts、ワーカー {workers} 個）",
  "speedup.chart.title": "リクエスト/秒（各側の中央値のウィンドウ）",
  "speedup.side.single": "単一プロセス",
  "speedup.side.cluster": "あなたのクラスター",
  "speedup.side.reference": "参照クラスター",
  "speedup.side.alone": "index.ts 単体",
  "speedup.shares.title": "クラスターの CPU 時間に占める各ワーカーの割合",
  "speedup.heavy.expected": "比較の前に、{side} が `GET /heavy` に 200 {body} で応答すること。",
  "speedup.heavy.next":
    "両方の側が、ワークショップの /heavy ルートをそのまま提供する必要があります。index.ts 単体でも、各ワーカーの index.ts でもです。",
  "speedup.resting.expected":
    "リクエストが届いていない間、あなたのクラスターが CPU をほとんど使わないこと（CPU 1 個の {max}% まで）。比較の 3 つの側が同じマシンを分け合えるようにするためです。",
  "speedup.resting.seen":
    "{seconds} 秒の間に CPU 1 個の {percent}%。チェックが index.ts 単体と参照クラスターを起動していただけの間です。このときクラスターが使う CPU はすべての側から奪われ、速度向上の数字には表れません。",
  "speedup.resting.next":
    "何も頼まれていない間も動き続けるループやタイマー（空回りして待つループ、数ミリ秒ごとのタイマー）を取り除いてください。プライマリはワーカーを fork し、そのイベントに応じる（cluster.on）だけ、ワーカーはリクエストに答えるだけです。",
  "speedup.silent.expected": "両方の側が、すべてのウィンドウでリクエストに応答すること。",
  "speedup.silent.seen":
    "応答のないウィンドウがありました（単一プロセス {single} リクエスト/秒、クラスター {cluster} リクエスト/秒）。",
  "speedup.silent.next":
    "両方の側で /heavy がすべてのリクエストに応答すること（ハンドラーの最後の `res.send`）を確かめてください。",
  "speedup.errors.expected": "両方の側で、すべてのリクエストに 200 で応答すること。",
  "speedup.errors.seen": "失敗したリクエストが {count} 件ありました。",
  "speedup.errors.next": "下の出力で、負荷がかかるとクラッシュするワーカーがないか見てください。",
  "speedup.impossible.expected":
    "CPU {workers} 個なら最大でおよそ {workers}×。コアを増やしても、それ以上にはなりません。",
  "speedup.impossible.seen":
    "{speedup}× で、{ceiling}× を超えており、あなたの index.ts によるワークショップの参照クラスターのリクエスト/秒の {over}× です（同じコードの 2 つのプロセスの差である {overCeiling}× を超えています）。クラスターは index.ts 単体よりも、リクエストごとの仕事が少なくなっています。",
  "speedup.impossible.next":
    "すべてのワーカーで、単一プロセスと同じ index.ts をループも含めてそのまま動かしてください。近道をして応答してはいけません。",
  "speedup.slow.expected":
    "あなたのクラスターのリクエスト/秒が index.ts 単体の {threshold}× 以上であること。これは、同じラウンドでこのマシンで {reference}× に達したワークショップの参照クラスター（あなたの index.ts をワーカー {workers} 個で動かしたもの）の伸びの半分です。",
  "speedup.slow.seen":
    "{speedup}×（ラウンドごと: {perRound}）。{rounds} ラウンド中 {farther} ラウンドで、参照クラスターより単一プロセスに近い値でした。マシン: {machine}。",
  "speedup.slow.busy":
    "測定中にほかのプログラムが CPU を使っていました。重いプログラム（ビルド、ビデオ通話、ほかのチェック）を閉じて、もう一度チェックしてください。静かなマシンでもまだ失敗するなら: {advice}",

  // CPU time per request (scripts/harness/measuring/cpu-per-request.ts).
  "cpu.idleSubtracted": "アイドル時の CPU 使用分を差し引いた値",

  // Running the learner's nginx configuration (scripts/harness/tools/nginx.ts).
  "nginx.missing.expected": "設定を動かすための nginx がインストールされていること。",
  "nginx.missing.seen": "`PATH` にも /usr/sbin にも nginx がありません。",
  "nginx.missing.next":
    "インストールしてください。Debian や Ubuntu では `sudo apt-get install nginx` です（このチェックは nginx を専用のプロセスとして起動し、終わったら停止します）。",
  "nginx.test.expected":
    "nginx-config.ts が出力した設定を nginx がテストできること（`nginx -t`）。",
  "nginx.test.label": "nginx -t の出力",
  "nginx.accept.expected":
    "nginx-config.ts が出力した設定を nginx が受け入れること（`nginx -t`）。",
  "nginx.accept.seen": "nginx が設定を拒否しました: `{error}`",
  "nginx.accept.nextPrinted":
    "設定だけを出力してください。nginx-config.ts は設定の前にほかのものを出力しています（デバッグ用の `console.log` も、nginx が読むファイルに入ってしまいます）。",
  "nginx.accept.nextFix":
    "nginx が示す行を直してください（`;` や `'}'` の抜け、ディレクティブを置くブロックの間違いなど）。`pid`、`daemon`、`error_log` は書かないでください。チェックが設定します。",
  "nginx.accept.label": "出力された設定（{line} 行目の前後）",
  "nginx.start.expected": "設定を受け入れた nginx が起動し、`PORT` で待ち受けること。",
  "nginx.start.seen": "起動時に停止しました: `{error}`",
  "nginx.start.next":
    "nginx のエラーが、できなかったことを示しています。listen のアドレスが原因なら、nginx-config.ts に渡された `PORT`、つまり 127.0.0.1:{port} だけで待ち受けてください。",
  "nginx.start.label": "nginx の出力",
  "nginx.exitedTest": "nginx -t が終了コード {code} で終了しました",
  "nginx.exitedStart": "nginx が起動時に終了コード {code} で終了しました",
  "nginx.denied.seen":
    '{user} として動く nginx は {path} を{call, select, mkdir {作成} other {オープン}}できません（"Permission denied"）。設定の間違いではなく、このマシンの権限の問題です。',
  "nginx.denied.next":
    "チェックは nginx 自身のファイルを専用のフォルダーに置きますが、{path} はその外にあります。設定が残しているログなら（Debian の nginx は、`access_log off;` としない限り /var/log/nginx/access.log にリクエストを記録します）、オフにしてください。そうでなければ、{user} がそこに書き込めるようにする（`sudo mkdir -p {folder} && sudo chown {user} {folder}`）か、チェックを root で実行してください。",
  "nginx.taken.seen":
    'nginx は {address} で待ち受けられませんでした。チェックが選んだそのポートを、このマシンの別のプログラムが使っていました（"Address already in use"）。',
  "nginx.taken.next":
    "設定の問題ではありません。もう一度チェックし、繰り返し起きるなら、ポート {port} を使っているものを調べて（`lsof -i :{port}`）停止してください。",

  // The machine behind a figure, in words (scripts/platform/machine.ts, conditions.ts).
  "platform.topology.logical": "論理 CPU {count} 個",
  "platform.topology.cores": "物理コア {cores} 個、{logical}{smt, select, yes {（SMT）} other {}}",
  "platform.topology.hybrid": "{cores}。高性能コア {performance} 個 + 高効率コア {efficiency} 個",
  "platform.topology.simulated":
    "シミュレーションした CPU {cpus} 個（実 CPU {real} 個の上: {topology}）",
  "platform.conditions.clock": "クロック: アイドル時 {idle} GHz、負荷時 {load} GHz",
  "platform.conditions.steal": "VM のスチール時間 {percent}%",
  "platform.conditions.battery": "バッテリー駆動",
  "platform.conditions.mains": "AC 電源駆動",
  "platform.conditions.profile": '電源プロファイル "{name}"',
  "platform.conditions.plan": '電源プラン "{name}"',

  // compare.ts's JSON report, read back (scripts/harness/measuring/compare-report.ts).
  "report.noObject": '"{side}" オブジェクトがありません',
  "report.lacksNumbers": '"{side}" に {fields} の数値がありません',
  "report.notNumber": '"speedup" が数値ではありません',
  "report.notNumberInstead": '"speedup" が数値ではありません（代わりに {keys} があります）',
  "report.notNumberIs": '"speedup" が数値ではありません（値は {value} で、型は {type} です）',
  "report.inLine": "JSON の行で、{problems}。",
  "report.noJson": "出力に、JSON オブジェクトとして解析できる行がありません。",

  "cpu.figure.threshold": ">= {floor} ms（ループ単体の半分。ここでは {loop} ms）",
  "speedup.figure.threshold": ">= {threshold}×（参照クラスターの伸びの半分）かつ <= {ceiling}×",
  "speedup.figure.generatorBound":
    "なし: 負荷生成側に空き時間がなく、これはクラスターの速さではなく負荷生成側の上限です",
  "speedup.generator.name": "負荷生成側の使用率（最も忙しいスレッド）",
  "speedup.generator.detail":
    "{workers} ワーカーに負荷生成スレッド {threads} 本。このマシンの負荷生成側が完全に判定できるのは {largest} ワーカーまでです",
  "speedup.figure.noThreshold": "なし: 参照クラスターがいま速度向上を示していません",
  "speedup.referenceFigure.threshold": ">= {min}×（速度向上を判定する条件）",
  "live.line": "{label} · リクエスト {requests} 件 · {rps} リクエスト/秒 · エラー {errors} 件",
  "live.load": "負荷",
  "diff.sameFiles": "解答と同じ: {files}",

  "platform.reusePortUnsupported":
    "{platform} は reusePort に対応していません（listen が ENOTSUP で失敗します。Linux と一部の BSD にはあります）",
  "platform.portClash":
    "WSL1 では 2 つのプログラムが同じポートで待ち受けられるので、ここでは使用中のポートでも EADDRINUSE になりません（WSL2 か Linux なら確かめられます）",
  "platform.noAffinity":
    "{platform} ではプログラムを CPU に固定できません（CPU アフィニティと taskset は Linux のものです）。確かめるには、このステップを Linux、WSL2 か dev container で実行してください",
  "platform.noCgroups":
    "{platform} には cgroup がないので、プログラムに CPU クォータを見せられません。確かめるには、このステップを Linux、WSL2 か dev container で実行してください",
  // The room (scripts/commands/room.ts, scripts/room/client.ts).
  "room.notAddress":
    "{text}: アドレスではありません。講師が示すとおりに入力してください（例: http://192.168.1.20:4800）",
  "room.notHttp": "{text}: 教室のアドレスは http:// か https:// で始まります",
  "room.refusedCode":
    "教室がコードを受け付けませんでした。表示されているコードでもう一度参加してください（npm run room -- join {address} <code>）",
  "room.tooMany":
    "このアドレスからの送信が多すぎるため、教室が受け付けませんでした。次のチェックでもう一度送ります",
  "room.full": "教室が満員です",
  "room.httpStatus": "教室が HTTP {status} を返しました",
  "room.timeout": "{address} から {seconds} 秒以内に応答がありませんでした",
  "room.noAnswer": "{address} から応答がありませんでした（{error}）",
  "room.schema": "教室のスキーマに合いません: {issue}",
  "room.sent": "{address} の教室に送信しました。",
  "room.notSent": "教室に送信できませんでした: {reason}。",
  "room.wouldRefuse": "このままでは教室に拒否されます: {issues}",
  "room.joinFailed": "参加できませんでした: {reason}。",
  "room.joined": "{address} の教室に「{name}」として参加しました。",
  "room.joinedSends":
    "これからは、自分のステップで npm run check を実行するたびに（npm run doctor も）、判定と計測値が教室に送られます。送るのは数値と名前だけで、コードは送りません。やめるには npm run room -- leave を実行してください。",
  "room.left": "{address} の教室から退出しました。",
  "room.notJoined": "教室には参加していませんでした。",
  "room.notWholeNumber": "--{name} {text}: {min} 以上の整数ではありません。",
  "room.alreadyRuns":
    "{dir} ではすでに教室が動いています。そちらを使うか、先に止めてください（Ctrl-C）。",
  "room.open": "教室を開きました: {url}",
  "room.howToJoin": "受講者は自分のワークショップのフォルダーで次のコマンドを実行して参加します:",
  "room.localOnly":
    "いまはこのマシンからしか接続できません。教室の受講者のノート PC から接続するには、npm run room -- --host 0.0.0.0 で起動してください（信頼できるネットワークでのみ）。",
  "room.kept": "結果は {path} に保存され、再起動しても残ります。Ctrl-C で教室を閉じます。",
  "room.closed": "教室を閉じました（{signal}）。結果は {path} に残っています。",
  "room.damaged": "教室のファイルが壊れていたため、{aside} として残し、空の教室として始めます。",
  "room.nameTaken":
    "その名前はこの教室ですでに使われています。別の名前でもう一度参加してください（npm run room -- join {address} <code> --name <name>）",
  "room.addressFull": "このアドレスから参加できる人数の上限に達しました。講師に相談してください",
  "room.notSaved": "教室がまだ保存できませんでした。次のチェックでもう一度送ります",
  "room.redirected":
    "{address} が別の場所へのリダイレクトを返しましたが、たどりません。アドレスを確かめてください",
  "room.joinArguments":
    "join の引数が多すぎます: {extra}。名前は次のように指定します: npm run room -- join <address> <code> --name <name>",
  "room.damagedKept":
    "教室のファイルが壊れていたため、{aside} として残しました。コードと {kept} 人の受講者はそのまま残り、{lost} 件の項目は読めませんでした。",
  "room.writeFailed":
    "{path} に教室を保存できません（{error}）。保存できるようになるまで、受講者の送信には 503 を返します。再試行しています。",
  "room.writeRecovered": "{path} への教室の保存が再びできるようになりました。",
  "room.serverError": "教室のサーバー: {error}（動作は続けます）。",
  "room.instructorPage": "参加コマンドとコードが載ったあなたのページ（このマシンからのみ）: {url}",
  "room.viewerKey": "同じページを別の画面で開くには: {url}（このリンクは人に教えないでください）",
  "room.logJoined": "{name} が参加しました",
  "room.logDoctor": "{name}: doctor {ready, select, yes {準備完了} other {足りないツールあり}}",
  "room.logCheck": "{name}: ステップ {step} {passed}/{ran}",

  "list.separator": "、",
  "speedup.workerBar": "ワーカー {pid}",
};
