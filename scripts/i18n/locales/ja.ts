/**
 * The workshop's messages in Japanese: the keys and placeholders of ./en.ts (../translate.test.ts),
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
  "home.status.notTried": "○ 未着手",
  "home.notRun": "このマシンでは実行できなかったチェックポイント {count} 件: {names}",
  "home.failing": "失敗: {name}",
  "home.nextAdvice": "次に: {advice}",
  "home.finished": "最後のステップまで終わりました。",
  "home.stillOpen": "未完了のステップ: {steps}。いつでも npm run check stepN で確認できます。",
  "home.nextStep": "次のステップ: step{number}「{title}」",
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
  "check.fixAndSave": "上に出た最初の失敗を直して保存すると、もう一度チェックします。",
  "check.fixAndRerun": "上に出た最初の失敗を直してから、同じコマンドをもう一度実行してください。",
  "check.stuck": "行き詰まったら: npm run hint step{number} でヒントを 1 つずつ表示できます。",
  "check.correctnessOnly":
    "正しさのみ判定 (--correctness-only): 上の高速化率は計測して表示しましたが、合否には使っていません。",
  "check.recheckChanged": "合格後にファイルが変わったステップをもう一度チェックします: {steps}",
  "check.everyStepDone":
    "すべてのステップが完了しました。全体の進み具合は npm start で確認できます。",
  "check.failing":
    "前回のチェックで失敗したステップ: {steps}（理由は npm run check stepN で確認できます）。",
  "check.notAttempted":
    "未着手のステップ: {steps}。好きなときに戻ってきてください。一覧は npm start で表示されます。",

  "figure.needs": "（基準 {threshold}{judged, select, met {: 達成} notMet {: 未達} other {}}）",

  "report.sameFailure": "上の「{name}」と同じ失敗です。",
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
    "Windows: ワークショップは WSL2 か dev container の中で実行してください（README）",
  "doctor.recommendedNode": "Node.js {majors}",
  "doctor.or": " か ",
  "doctor.nodeUnsupported":
    "Node.js {version} は {range} を満たしません: {recommended} をインストールしてください",
  "doctor.needs": "{tools} が必要です: {advice}",
  "doctor.oneCpu":
    "使える CPU が 1 個です: どのステップも動きますが、ここではクラスターが単一プロセスを上回れないので、チェックは正しさだけを確かめます。",
  "doctor.wsl1": "WSL1: WSL2 に切り替えてください（wsl --set-version <distro> 2）。",
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
  "doctor.row.quota": "cgroup の CPU 上限",
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
  "option.hint.all": "新しいヒントを出さずに、これまで見たヒントをすべてもう一度表示する",
  "option.diff.dir": "ステップのフォルダーの代わりに別のフォルダーのファイルを比べる",
  "option.reset.yes": "確認しない",
  "option.reset.from": "スターターを取り出す git のリビジョン（既定: origin/HEAD）",
  "option.roomJoin.name": "教室に表示される名前（既定: あなたのユーザー名）",
};
