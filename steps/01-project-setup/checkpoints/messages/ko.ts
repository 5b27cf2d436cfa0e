/** Step 01's checkpoint messages in Korean: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ko: Record<MessageKey, string> = {
  "step.builds":
    "여러분 프로젝트의 `package.json`: ES 모듈, express 5, start 스크립트. 검사는 여러분의 Node.js와 CPU도 살펴봅니다",

  // environment.test.ts
  "name.node": "Node.js가 20.6 이상이다",
  "name.dependencies": "워크숍의 의존성이 각 단계에서 쓰는 버전으로 설치되어 있다",
  "name.cpus": "이 컴퓨터에서 사용할 수 있는 CPU 수를 알고 있다",

  "node.expected":
    "Node.js 20.6 이상(TypeScript를 실행하는 module.register는 20.6에서 추가되었습니다).",
  "node.seen": "Node.js v{version}입니다.",
  "node.next":
    "Node.js의 현재 LTS 릴리스를 설치한 다음(예: nvm이라면 `nvm install --lts`) npm install을 다시 실행하세요.",

  "dependencies.expected": "{wanted}가 설치되어 있어야 합니다.",
  "dependencies.seen": "설치된 상태: {found}.",
  "dependencies.next":
    "워크숍 폴더(README.md가 있는 폴더)에서 `npm install`을 실행한 다음 다시 검사하세요.",
  "dependencies.item": "{name}: {version, select, none {설치되지 않음} other {{version}}}",
  "dependencies.separator": ", ",
  "dependencies.comma": ", ",

  "figure.physicalCores": "물리 코어",
  "figure.physicalCores.unknown": "여기서는 알 수 없음",
  "figure.physicalCores.detail":
    "{machine}.{uneven, select, yes { SMT 형제 스레드와 효율 코어는 각각 코어 하나만큼의 몫을 하지 못하므로, CPU 하나당 1× 미만을 예상하세요.} other {}} 속도 향상 검사는 여러분의 클러스터를 같은 컴퓨터에서 같은 시간에 측정한 기준 클러스터와 비교합니다(docs/speedup-rule.md).",
  "figure.usableCpus": "사용 가능한 CPU",
  "figure.usableCpus.detail":
    "os.availableParallelism() = {available}, os.cpus().length = {host}{quota, select, none {} other {, cgroup 쿼터 {quota}}}. {several, select, yes {CPU {usable}개: 워커 {usable}개로 된 클러스터는 프로세스 하나가 처리하는 초당 요청 수의 최대 {usable}×까지 처리할 수 있습니다. 다만 같은 컴퓨터에서 도는 부하 생성기가 쓰는 만큼 줄어듭니다.} other {CPU 1개: 여기서는 클러스터가 프로세스 하나를 이길 수 없습니다. 각 단계는 더 빠른지가 아니라 코드가 올바른지를 검사합니다.}}",

  "cpus.expected":
    "Node.js가 CPU를 하나 이상 볼 수 있어야 합니다(os.cpus()와 os.availableParallelism()).",
  "cpus.seen":
    "Node.js가 보고한 값은 os.cpus().length = {host}, os.availableParallelism() = {available}입니다.",
  "cpus.next":
    "이 플랫폼은 Node.js로부터 CPU를 숨기고 있습니다(일부 컨테이너와 샌드박스가 그렇습니다). 일반 컴퓨터나 VM에서 워크숍을 실행하세요. 그렇지 않으면 CPU마다 워커 하나를 시작하라고 지시받은 pm2는 워커를 하나도 시작하지 않습니다.",

  // project.test.ts
  "name.esModules": 'package.json이 프로젝트를 ES 모듈로 만든다("type": "module")',
  "name.express": "package.json이 express 5에 의존한다",
  "name.startScript": "package.json에 index.ts를 실행하는 start 스크립트가 있다",

  "json.expected": "package.json이 올바른 JSON이어야 합니다.",
  "json.seen": "파싱할 수 없습니다: `{error}`",
  "json.next":
    "그 줄의 JSON을 고치세요. 빠진 쉼표, 끝에 남은 쉼표(trailing comma), 빠진 따옴표가 있는지 살펴보세요.",
  "json.quote": "JSON 파서가 가리키는 곳",

  "esModules.expected":
    'package.json에 "type": "module"이 있어서 모든 파일에서 import/export를 쓸 수 있어야 합니다.',
  "esModules.seen":
    '{type, select, none {"type" 필드가 없습니다(이 경우 Node.js는 .js 파일을 CommonJS로 취급합니다).} other {"type": {type}.}}',
  "esModules.next": "단계 폴더에서 `npm pkg set type=module`을 실행하거나 필드를 직접 추가하세요.",

  "express.expected": '"dependencies"에 express 5가 있어야 합니다. 예: "express": "^5.1.0".',
  "express.seen":
    '{range, select, none {express 의존성이 없습니다.} other {"express": {range}{open, select, yes {: express 6 이후의 메이저 버전도 허용합니다} other {}}.}}',
  "express.next":
    '내 프로젝트라면 `npm install express@5`를, 여기서는 `npm pkg set dependencies.express="^5.1.0"`를 실행하세요.',

  "startScript.expected":
    'index.ts를 tsx로 실행하는 "start" 스크립트가 있어야 합니다. 예: "node --import tsx index.ts".',
  "startScript.seen":
    '{start, select, none {start 스크립트가 없습니다.} other {"start": {start}{problem, select, noIndex {. 이 스크립트는 index.ts를 실행하지 않습니다} other {. 이 스크립트는 tsx 없이 .ts 파일을 실행합니다{native, select, yes {. 지금 쓰는 Node.js {version}은 타입을 스스로 제거하지만, 이 워크숍이 지원하는 Node.js 20.6~22.17과 23.0~23.5는 그렇게 하지 못합니다} other {}}}}.}}',
  "startScript.next":
    '`npm pkg set scripts.start="node --import tsx index.ts"`를 실행하세요{native, select, yes {. 또는 프로젝트에 타입을 직접 걷어 내는 Node.js가 필요하다고 선언하세요: "engines": \'{\' "node": "^22.18 || >=23.6" \'}\'} other {}}.',
  "tsxCli.expected":
    "index.ts를 한 프로세스에서 실행하는 start 스크립트가 있어야 합니다. tsx를 불러온 Node.js 자신이 실행하므로, 그 pid가 서버의 pid입니다.",
  "tsxCli.seen":
    '"start": {start}. 이 스크립트는 tsx CLI를 실행합니다. tsx는 서버를 두 번째 Node.js 프로세스에서 시작하므로, 그 pid는 시작된 프로세스의 pid가 아닙니다.',
  "tsxCli.next":
    '`npm pkg set scripts.start="node --import tsx index.ts"`를 실행하세요. Node.js가 index.ts를 직접 실행하고, tsx는 --import로 불러옵니다.',
};
