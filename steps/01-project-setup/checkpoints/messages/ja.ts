/** Step 01's checkpoint messages in Japanese: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ja: Record<MessageKey, string> = {
  "step.builds":
    "自分のプロジェクトの `package.json`: ES モジュール、express 5、start スクリプト。チェックは Node.js と CPU も確認します",

  // environment.test.ts
  "name.node": "Node.js が 20.6 以上である",
  "name.dependencies":
    "ワークショップの依存関係が、各ステップで使うバージョンでインストールされている",
  "name.cpus": "このマシンで使える CPU の数がわかっている",

  "node.expected":
    "Node.js 20.6 以上（TypeScript を実行する module.register は 20.6 で追加されました）。",
  "node.seen": "Node.js v{version} です。",
  "node.next":
    "Node.js の現行の LTS リリースをインストールし（たとえば nvm なら `nvm install --lts`）、そのあと npm install をもう一度実行してください。",

  "dependencies.expected": "{wanted} がインストールされていること。",
  "dependencies.seen": "インストールされているもの: {found}。",
  "dependencies.next":
    "ワークショップのフォルダー（README.md があるフォルダー）で `npm install` を実行してから、もう一度チェックしてください。",
  "dependencies.item": "{name}: {version, select, none {未インストール} other {{version}}}",
  "dependencies.separator": "、",
  "dependencies.comma": "、",

  "figure.physicalCores": "物理コア",
  "figure.physicalCores.unknown": "ここでは不明",
  "figure.physicalCores.detail":
    "{machine}。{uneven, select, yes {SMT の兄弟スレッドや高効率コアは、1 つで丸ごと 1 コア分には届きません。CPU 1 個あたりの伸びは 1× 未満と見込んでください。} other {}}高速化のチェックは、あなたのクラスターを、同じマシンで同時に計測した参照クラスターと比べます（docs/speedup-rule.md）。",
  "figure.usableCpus": "使える CPU",
  "figure.usableCpus.detail":
    "os.availableParallelism() = {available}、os.cpus().length = {host}{quota, select, none {} other {、cgroup クォータ {quota}}}。{several, select, yes {CPU {usable} 個: {usable} 個のワーカーからなるクラスターは、1 プロセスの最大 {usable}× のリクエスト/秒をさばけます。ただし、同じマシンで動く負荷生成側が使う分だけ下がります。} other {CPU 1 個: ここではクラスターは 1 プロセスに勝てません。各ステップでは、速くなったかではなく、コードが正しいかを確かめます。}}",

  "cpus.expected":
    "Node.js から CPU が少なくとも 1 個見えること（os.cpus() と os.availableParallelism()）。",
  "cpus.seen": "os.cpus().length = {host}、os.availableParallelism() = {available} でした。",
  "cpus.next":
    "このプラットフォームは Node.js から CPU を隠しています（一部のコンテナーやサンドボックスがそうします）。通常のマシンか VM でワークショップを実行してください。このままでは、CPU ごとに 1 つのワーカーを起動するよう指示された pm2 は、ワーカーを 1 つも起動しません。",

  // project.test.ts
  "name.esModules": 'package.json でプロジェクトを ES モジュールにしている（"type": "module"）',
  "name.express": "package.json が express 5 に依存している",
  "name.startScript": "package.json に index.ts を実行する start スクリプトがある",

  "json.expected": "package.json が有効な JSON であること。",
  "json.seen": "パースできません: 「{error}」",
  "json.next":
    "その行の JSON を直してください。カンマの抜け、末尾の余分なカンマ（trailing comma）、引用符の抜けがないか確かめてください。",
  "json.quote": "JSON パーサーが示している箇所",

  "esModules.expected":
    'package.json に "type": "module" があり、どのファイルでも import/export が使えること。',
  "esModules.seen":
    '{type, select, none {"type" フィールドがありません（その場合、Node.js は .js ファイルを CommonJS として扱います）。} other {"type": {type}。}}',
  "esModules.next":
    "ステップのフォルダーで `npm pkg set type=module` を実行するか、フィールドを手で追加してください。",

  "express.expected": '"dependencies" に express 5 があること。例: "express": "^5.1.0"。',
  "express.seen":
    '{range, select, none {express の依存関係がありません。} other {"express": {range}{open, select, yes { は express 6 以降のメジャーバージョンも許します} other {}}。}}',
  "express.next":
    '自分のプロジェクトなら `npm install express@5` を、ここでは `npm pkg set dependencies.express="^5.1.0"` を実行してください。',

  "startScript.expected":
    'index.ts を tsx で実行する "start" スクリプトがあること。例: "node --import tsx index.ts"。',
  "startScript.seen":
    '{start, select, none {start スクリプトがありません。} other {"start": {start}{problem, select, noIndex {。これは index.ts を実行しません} other {。これは tsx なしで .ts ファイルを実行します{native, select, yes {。お使いの Node.js {version} は自分で型を取り除けますが、このワークショップがサポートする Node.js 20.6〜22.17 と 23.0〜23.5 ではできません} other {}}}}。}}',
  "startScript.next":
    '`npm pkg set scripts.start="node --import tsx index.ts"` を実行してください{native, select, yes {。または、型を自分で取り除ける Node.js がプロジェクトに必要だと宣言してください: "engines": \'{\' "node": "^22.18 || >=23.6" \'}\'} other {}}。',
  "tsxCli.expected":
    "index.ts を 1 つのプロセスで実行する start スクリプトがあること。tsx を読み込んだ Node.js そのものが実行するので、その pid がサーバーの pid になります。",
  "tsxCli.seen":
    '"start": {start}。これは tsx の CLI を実行します。tsx はサーバーを 2 つ目の Node.js プロセスで起動するので、その pid は起動されたプロセスの pid ではありません。',
  "tsxCli.next":
    '`npm pkg set scripts.start="node --import tsx index.ts"` を実行してください。Node.js が index.ts を自分で実行し、tsx は --import で読み込まれます。',
};
