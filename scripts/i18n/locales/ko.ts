/**
 * The workshop's messages in Korean: the keys and placeholders of ./en.ts (`npm run dev-check`),
 * with the terms Korean Node.js writers use (클러스터, 워커 프로세스, 프라이머리, 부하 테스트,
 * 무중단 배포, 초당 요청 수). Code, commands and identifiers stay as they are in English.
 */
import type { MessageKey } from "./en.ts";

export const ko: Record<MessageKey, string> = {
  "message.expected": "기대",
  "message.seen": "실제",
  "message.next": "다음",
  "message.read": "참고",
  "message.output.program": "프로그램 출력",
  "message.output.last": "{source} (마지막 {count}줄):",
  "message.output.none": "{source}: 없음",

  "home.machine":
    "이 컴퓨터: 사용 가능한 CPU {usable}개 (os.availableParallelism() = {parallelism})",
  "home.language": "언어: {name} ({source}).",
  "home.languageChange": "바꾸려면: npm start -- --lang <ja|ko|en|auto> (auto는 LANG을 따릅니다)",
  "home.language.option": "--lang 옵션으로 지정",
  "home.language.saved": "지난번 --lang 옵션 설정",
  "home.language.environment": "{variable}={value} 기준",
  "home.language.default": "기본값",
  "home.status.done": "✓ 완료",
  "home.status.failed": "✗ {passed}/{ran} 통과",
  "home.status.changed": "↻ 바뀜",
  "home.changedSincePassed":
    "통과한 뒤에 파일이 바뀌었습니다. 다시 검사하세요: npm run check step{number}",
  "home.status.notTried": "○ 시작 전",
  "home.notRun": "이 컴퓨터에서 실행하지 못한 체크포인트 {count}개: {names}",
  "home.failing": "실패: {name}",
  "home.nextAdvice": "다음: {advice}",
  "home.finished": "마지막 단계까지 마쳤습니다.",
  "home.stillOpen":
    "아직 남은 단계: {steps}. 언제든 npm run check stepN 명령으로 확인할 수 있습니다.",
  "home.nextStep": "다음 단계: step{number}, {title}",
  "home.builds": "만드는 것: {builds}",
  "home.read": "  1. 읽기  {file}",
  "home.check":
    "  2. 검사  npm run check step{number}   (-- --watch를 붙이면 저장할 때마다 다시 검사)",
  "home.allDone": "모든 단계를 마쳤습니다. 수고하셨습니다!",
  "home.more": "그 밖의 명령: npm run hint stepN · npm run diff stepN · npm run reset stepN",

  "check.interrupted": "중단했습니다: 검사가 시작한 프로그램 {stopped}개를 멈췄습니다.",
  "check.checking": "{folder}/ 폴더의 파일을 step {number} 체크포인트로 검사합니다",
  "check.allPassed": "step {id}의 체크포인트 {total}개를 모두 통과했습니다.",
  "check.passedSkipped":
    "step {id}의 체크포인트 {total}개 중 {passed}개를 통과했습니다. {skipped}개는 건너뛰었습니다.",
  "check.compare": "정답과 비교하려면: npm run diff step{number}",
  "check.nextStep": "다음: {file} 문서를 읽은 뒤 npm run check step{number} 명령을 실행하세요.",
  "check.lastStep": "마지막 단계였습니다. 수고하셨습니다.",
  "check.failed":
    "step {id}의 체크포인트 {ran}개 중 {passed}개를 통과했습니다{skipped, plural, =0 {} other { (#개 건너뜀)}}.",
  "check.runErrors": "체크포인트 파일 {count}개는 아예 실행하지 못했습니다(위 참고).",
  "check.causes":
    "실패 {failed}건의 원인은 {causes}가지입니다. 앞의 실패에 따른 것으로 표시된 실패는 그것을 고치면 함께 사라질 수 있습니다.",
  "check.fixAndSave": "위의 첫 번째 실패를 고치고 저장하면 다시 검사합니다.",
  "check.fixAndRerun": "위의 첫 번째 실패를 고친 뒤 같은 명령을 다시 실행하세요.",
  "check.stuck": "막혔다면 npm run hint step{number} 명령으로 힌트를 하나씩 볼 수 있습니다.",
  "check.correctnessOnly":
    "정확성만 판정 (--correctness-only): 위의 속도 향상 수치는 측정해서 보여 주었지만 합격 여부에는 반영하지 않았습니다.",
  "check.simulated":
    "시뮬레이션한 머신입니다 (--simulate-cpus {cpus}): 이 검사의 모든 프로그램에 CPU가 {cpus}개로 보이고, 워커 {cpus}개는 실제로는 이 머신의 CPU {real}개에서 실행됩니다. 워커 {cpus}개짜리 클러스터를 검사가 올바르게 판정하는지는 알 수 있지만, CPU {real}개가 낼 수 있는 것 이상의 속도 향상은 보여 줄 수 없습니다. 룸으로 보내지도, 진행 상황을 기록하지도 않습니다.",
  "check.recheckChanged": "통과한 뒤에 파일이 바뀐 단계를 다시 검사합니다: {steps}",
  "check.everyStepDone":
    "모든 단계를 마쳤습니다. 전체 진행 상황은 npm start 명령으로 볼 수 있습니다.",
  "check.failing":
    "마지막 검사에서 실패한 단계: {steps} (이유는 npm run check stepN 명령으로 확인하세요).",
  "check.notAttempted":
    "시작하지 않은 단계: {steps}. 언제든 돌아와서 진행하면 됩니다. 목록은 npm start 명령으로 볼 수 있습니다.",

  "figure.needs": "(기준 {threshold}{judged, select, met {: 충족} notMet {: 미달} other {}})",

  "report.sameFailure": '위의 "{name}"와(과) 같은 실패입니다.',
  "report.knockOn": '위의 "{name}" 실패와 아마 같은 원인입니다. 그것부터 고치세요.',
  "report.skipped": "건너뜀: {reason}.",
  "report.didNotLoad": "{file}을(를) 불러오지 못했습니다",
  "report.outsideCheckpoint": "체크포인트 밖에서 난 오류",
  "report.harnessBug":
    "체크포인트 자체가 예기치 않게 실패했습니다. 워크숍의 버그이며 여러분의 실수가 아닙니다. 아래 텍스트와 함께 알려 주세요.",

  "slides.built": "슬라이드: {file}",
  "slides.open":
    "브라우저에서 여세요. 화살표 키로 이동하고, f는 전체 화면, p는 발표자 노트가 있는 발표자 보기를 엽니다.",
  "slides.measured": "이 머신에서 측정한 차트: {parts}.",
  "slides.missing":
    "아직 여기서 측정하지 않은 것: {parts}. npm run demo -- {parts} 명령을 실행한 다음 npm run slides 명령을 실행하세요.",
  "slides.notMeasured": "이 머신에서는 아직 측정하지 않았습니다",

  "hint.title": "힌트 {number}/{total}: {title}",
  "hint.none": "step {id}에는 힌트가 없습니다. {file} 문서를 읽어 보세요.",
  "hint.seenBefore":
    "이미 본 힌트 (npm run hint step{number} -- --all 명령으로 다시 볼 수 있습니다):",
  "hint.forFailure": "지난 검사에서 실패한 체크포인트: {name}",
  "hint.last": "step {number}의 마지막 힌트였습니다.",
  "hint.more": "아직 막혀 있다면 npm run hint step{number} 명령을 다시 실행해 다음 힌트를 보세요.",
  "hint.compare":
    "정답과 내 파일을 비교하려면: npm run diff step{number}. 그다음: npm run check step{number}",

  "diff.title": "{mine}/에 있는 내 파일과 {solution}/에 있는 정답 비교",
  "diff.legend": "- 내 파일에만 있는 줄   + 정답에만 있는 줄",
  "diff.same": "내 파일이 정답과 같습니다.",
  "diff.differ":
    "파일 {count}개가 다릅니다. 내 방식도 맞을 수 있습니다. 판정은 npm run check step{number}가 합니다.",
  "diff.noSolutions": "(solutions/ 폴더가 없습니다.)",
  "reset.asShipped": "{id}의 스타터 파일은 이미 배포된 그대로입니다({revision}).",
  "reset.fromHint": "다른 커밋으로 되돌리려면: --from <git revision>",
  "reset.differ": "{id}의 다음 파일이 스타터({revision})와 다릅니다:",
  "reset.question": "스타터로 바꿀까요? 각 파일의 사본은 .workshop/backups/에 남깁니다.",
  "reset.noTerminal": "아무것도 바꾸지 않았습니다. 물어볼 터미널이 없으면 -- --yes로 확정하세요.",
  "reset.nothing": "아무것도 바꾸지 않았습니다.",
  "reset.done": "파일 {count}개를 되돌렸습니다. 내 버전은 {backup}/에 있습니다.",
  "reset.noGit":
    "git에서 {id}의 스타터를 읽지 못했습니다({revision}): {error}\n리셋하려면 워크숍을 git clone으로 받아야 합니다.",
  "watch.saved": "{file}이(가) 저장되었습니다. 다시 검사합니다.",
  "watch.watching":
    "{dir}을(를) 지켜보고 있습니다({how, select, poll {폴링으로 저장 감지} other {저장할 때마다 다시 검사}}). Enter: 다시 검사 · q Enter: 끝내기 · Ctrl-C: 멈추기",
  "watch.pollHint": "저장이 감지되지 않나요(WSL, 네트워크 드라이브)? --poll을 붙이세요.",

  "doctor.windows":
    "Windows: 워크숍은 WSL2(wsl --install 후 /mnt/c 아래가 아니라 Linux 홈 폴더에 clone)나 dev container 안에서 실행하세요(README)",
  "doctor.recommendedNode": "Node.js {majors}",
  "doctor.or": " 또는 ",
  "doctor.nodeUnsupported":
    "Node.js {version}은(는) {range}를 만족하지 않습니다: {recommended}를 설치하세요",
  "doctor.needs": "{tools}이(가) 필요합니다: {advice}",
  "doctor.oneCpu":
    "사용 가능한 CPU가 1개입니다: 모든 단계가 실행되지만, 여기서는 클러스터가 단일 프로세스를 앞설 수 없으므로 검사는 정확성만 확인합니다.",
  "doctor.wsl1": "WSL1: WSL2로 바꾸세요(wsl --set-version <distro> 2).",
  "doctor.windowsWhy":
    "Windows 자체에서는 체크를 실행할 수 없습니다. 체크는 서버를 프로세스 그룹째로 멈추는데 Windows에는 프로세스 그룹이 없고(서버가 모두 남게 됩니다), 프로세스의 명령줄과 클러스터의 라운드 로빈도 Linux나 macOS처럼 읽을 수 없습니다.",
  "doctor.windowsDrive":
    "워크숍이 Windows 드라이브({drive})에 있습니다. WSL은 그곳을 네트워크 파일 시스템으로 읽기 때문에 Linux 자체 파일 시스템보다 몇 배나 느리고, 체크의 기한을 지키지 못할 수 있습니다. Linux 홈 폴더에 다시 clone하세요(cd ~ && git clone <워크숍 주소>, 그다음 그곳에서 npm ci).",
  "doctor.nginxVersion":
    "nginx {version}: {keepalive, select, yes {호스트와의 연결을 기본으로 keep-alive합니다(nginx 1.29.7 이후)} other {설정하지 않으면 요청마다 호스트와의 연결을 닫습니다(nginx 1.29.7 이전)}}",
  "doctor.step": "{nn}단계",
  "doctor.stepRange": "{first}-{last}단계",
  "doctor.stepList": "{list}단계",
  "doctor.yes": "예",
  "doctor.no": "아니요",
  "doctor.supported": "지원됨(package.json engines: {range})",
  "doctor.unsupported": "지원되지 않음: 워크숍에는 {range}가 필요합니다",
  "doctor.endOfLife": "지원 종료일({date})이 지났습니다. ",
  "doctor.recommended": "{recommended}를 권장합니다",
  "doctor.row.system": "시스템",
  "doctor.row.cpu": "CPU",
  "doctor.row.cores": "코어",
  "doctor.row.parallelism": "병렬성",
  "doctor.row.affinity": "CPU 어피니티",
  "doctor.row.quota": "cgroup CPU 쿼터",
  "doctor.row.usable": "사용 가능한 CPU",
  "doctor.row.user": "사용자",
  "doctor.affinityCpus": "{list}(CPU {count}개)",
  "doctor.unknownHere": "여기서는 알 수 없음",
  "doctor.quotaCpus": "CPU {count}개(올림)",
  "doctor.none": "없음",
  "doctor.usable": "{usable}: 검사가 세는 수",
  "doctor.root": "root",
  "doctor.ordinaryUser": "일반 사용자",
  "doctor.namespaces": "; 비특권 사용자 네임스페이스: {answer}",
  "doctor.notFound": "찾을 수 없음: {install}",
  "doctor.everyStep": "여기서는 모든 단계를 실행할 수 있습니다.",
  "doctor.blocked":
    "{total}개 중 {blocked}개 단계는 여기서 실행할 수 없습니다: 필요한 것(위)을 설치한 다음 npm run doctor 명령을 다시 실행하세요.",
  "doctor.section.node": "Node.js",
  "doctor.section.machine": "머신",
  "doctor.section.programs": "프로그램",
  "doctor.section.steps": "단계",
  "doctor.for.lsof": "어떤 프로세스가 포트를 잡고 있는지",
  "doctor.for.taskset": "프로그램을 특정 CPU에 고정",
  "doctor.for.nginx": "로드 밸런서",
  "doctor.for.chromium": "npm test: 슬라이드를 그림",
  "doctor.linuxOnly": "Linux 전용입니다. Linux 머신이나 dev container를 쓰세요",
  "doctor.installWith": "패키지 관리자로 {names}를 설치하세요(Debian 패키지: {packages})",

  "cli.description": "node:cluster와 pm2로 Express 서버를 CPU 코어 전체로 확장하는 단계별 워크숍.",
  "cli.home": "단계 목록과 끝낸 단계, 다음에 할 일(npm start)",
  "cli.doctor": "이 머신에서 모든 단계를 실행할 수 있는지: Node.js, CPU, 프로그램을 단계별로",
  "cli.check": "단계의 체크포인트를 내 파일에 대해 실행(npm run check {example})",
  "cli.hint": "단계의 다음 힌트를 실행할 때마다 하나씩 표시(npm run hint {example})",
  "cli.diff": "단계의 내 파일을 정답과 비교해 색깔 있는 diff로 표시",
  "cli.reset": "단계의 스타터 파일을 되돌림(먼저 묻고, 내 파일은 백업)",
  "cli.stepArgument": "단계: {names}",
  "cli.demo": "강사용: 이 머신에서 하는 라이브 데모(보고서와 차트 포함)",
  "cli.demoParts": "compare, scaling, shares, failover, reload(기본값: 전부)",
  "cli.slides":
    "강사용: slides/deck.md를 이 머신의 차트와 함께 slides/dist/index.html로 빌드(--lang ko: deck.ko.md)",
  "cli.room": "강사용: 교실의 라이브 대시보드(단계, 실패, 속도 향상). 수강생이 참여합니다",
  "cli.roomJoin": "앞으로 검사의 판정과 측정값을 강사의 교실로 보냄",
  "cli.roomAddress": "강사가 보여 주는 교실 주소",
  "cli.roomCode": "교실 코드",
  "cli.roomLeave": "교실로 결과 보내기를 멈춤",
  "cli.helpOption": "명령의 도움말 표시",
  "cli.title":
    "{title, select, Usage {사용법:} Options {옵션:} Commands {명령:} Arguments {인수:} other {{title}:}}",
  "option.program.lang":
    "앞으로 ja(日本語), ko(한국어), en(English) 중 어느 언어로 표시할지. auto는 LANG을 따릅니다(기본값)",
  "option.doctor.json": "같은 내용을 JSON으로 출력(교실의 답을 모으는 강사용)",
  "option.check.solution": "내 파일 대신 solutions/의 완성본을 검사",
  "option.check.dir": "다른 폴더(단계의 사본)의 파일을 검사",
  "option.check.only": "이름에 이 텍스트가 들어간 체크포인트만 실행",
  "option.check.all": "--dir <room>과 함께: 그 안의 모든 수강생 폴더를 표 하나로 채점",
  "option.check.json": "--all과 함께: 채점 결과를 JSON으로 출력",
  "option.check.watch": "단계의 파일이 저장될 때마다(또는 Enter를 누르면) 다시 검사",
  "option.check.poll": "--watch와 함께: 폴링으로 저장을 감지(WSL 드라이브, 네트워크 폴더)",
  "option.check.format": "github: 워크플로 주석과 점수 줄을 추가(CI, Classroom)",
  "option.check.correctnessOnly": "속도 향상을 측정해 보고하되 판정하지 않음(공유 CI)",
  "option.check.simulateCpus":
    "검사의 모든 프로그램에 지금 있는 CPU 위에서 CPU가 N개로 보이게 함(메인테이너용: 더 큰 머신의 시뮬레이션)",
  "option.check.bail": "처음 실패한 체크포인트에서 멈춤(메인테이너용: npm run mutate 에서 사용)",
  "option.hint.all": "새 힌트 없이 지금까지 본 힌트를 모두 다시 표시",
  "option.diff.dir": "단계 폴더 대신 다른 폴더의 파일을 비교",
  "option.reset.yes": "묻지 않음",
  "option.reset.from": "스타터를 가져올 git 리비전(기본값: origin/HEAD)",
  "option.roomJoin.name":
    "교실에 표시될 이름(기본값: 전에 참여할 때 쓴 이름, 없으면 learner K7P2 같은 익명 이름. 사용자 이름은 쓰지 않습니다)",

  // A program that does not start (scripts/harness/processes/start-diagnosis.ts).
  "start.needsEsm.expected": "{file}이(가) ES 모듈로 실행되어야 합니다.",
  "start.needsEsm.seen":
    'tsx가 이 파일을 CommonJS로 실행했습니다. CommonJS에는 최상위 `await`가 없습니다. 이 폴더에도 상위 폴더에도 `"type": "module"`을 담은 package.json이 없습니다.',
  "start.addTypeModule":
    '그 폴더에 `\'{ "type": "module" }\'`을 담은 package.json을 추가하세요(워크숍 루트의 package.json과 같습니다).',
  "start.newerApi.expected": "{file}이(가) 여기에 설치된 Node.js({node})에서 실행될 것.",
  "start.newerApi.seen":
    "{api}을(를) 호출하는데, 이것은 Node.js {since} 이후에 있는 기능이라 이 Node.js {node}에는 없습니다. 코드는 올바르며, 타입 검사는 워크숍이 권하는 Node.js에 맞춰져 있어 통과합니다.",
  "start.newerApi.next":
    "Node.js {since} 이상을 설치한 다음(예: `nvm install {since}`) 다시 체크하거나, {api} 없이 작성하세요.",
  "start.syntax.expected": "{file}이(가) TypeScript로 구문 분석되어야 합니다.",
  "start.syntax.seen": "`{at}`에 구문 오류가 있습니다: `{error}`",
  "start.syntax.next":
    "`{at}`을(를) 열어 구문을 고치세요(괄호, 따옴표, 쉼표가 빠진 경우가 흔합니다).",
  "start.primaryServes.expected":
    "{file}은 워커를 시작할 뿐 스스로 요청을 처리하지 않아야 합니다. 서버는 워커만 실행합니다.",
  "start.primaryServes.seen":
    "서버의 줄 `worker pid={pid}`가 프라이머리 자신의 pid입니다. 프라이머리도 서버를 실행해서, 워커가 공유하기 전에 포트 {port}를 차지했습니다.",
  "start.primaryServes.next":
    "{file}에 서버(index.ts)를 import하지 마세요. 워커에게는 `cluster.setupPrimary(…)`와 그 `exec` 옵션으로 서버를 가리키세요.",
  "start.portInUse.expected": "프로그램이 체크가 `PORT`로 넘긴 포트 {port}에서 리슨해야 합니다.",
  "start.portInUse.seen": "사용하려던 포트가 이미 사용 중이었습니다(EADDRINUSE).",
  "start.portInUse.next":
    "고정 포트가 아니라 `process.env.PORT`에서 리슨하세요. 그 포트를 잡고 있는 다른 서버 사본(다른 터미널에서 실행 중인 `npm start` 등)이 있으면 중지하세요.",
  "start.wrongPort.expected":
    "프로그램이 환경 변수 `PORT`로 받은 포트({port})에서 리슨해야 합니다.",
  "start.wrongPort.seen":
    '"App listening on port {wrongPort}"를 출력했습니다. `PORT`를 무시하고 있습니다.',
  "start.wrongPort.next":
    "`const port = Number(process.env.PORT ?? 3000)`로 포트를 읽고 그 포트에서 리슨하세요.",
  "start.crashLoop.expected": "모든 워커가 한 번만 시작되고 계속 실행되어야 합니다.",
  "start.crashLoop.seen":
    "크래시 루프입니다. {seconds}초 동안 워커 {count}개가 죽었고 그때마다 다시 시작되었습니다. 첫 번째 오류: `{error}`",
  "start.crashLoop.seenNoError":
    "크래시 루프입니다. {seconds}초 동안 워커 {count}개가 죽었고 그때마다 다시 시작되었습니다. 출력된 오류는 없습니다.",
  "start.crashLoop.next":
    "아래 출력에서 워커가 시작할 때 죽는 이유를 찾으세요. 워커가 primary.ts를 다시 실행한다면(`Primary pid=` 줄이 두 번 나온다면) `cluster.setupPrimary()`의 `exec` 옵션이 index.ts를 가리키게 하세요.",
  "start.ended.expected": "{file}이(가) 계속 실행되며 포트 {port}에서 HTTP를 제공해야 합니다.",
  "start.ended.seen":
    "리슨하지 않은 채 스스로 종료되었습니다(종료 코드 0). 프로그램을 계속 실행시키는 것이 없습니다.",
  "start.ended.next":
    "`app.listen(port, …)`까지 도달하는지(프라이머리라면 워커를 포크하는지) 확인하세요.",
  "start.crash.expected": "{file}이(가) 시작되어 포트 {port}에서 HTTP를 제공해야 합니다.",
  "start.crash.seen": "시작할 때 크래시했습니다({how}).",
  "start.crash.seenError": "시작할 때 크래시했습니다({how}): `{error}`",
  "start.exitCode": "종료 코드 {code}",
  "start.crash.next": "아래 출력의 오류와 그 아래의 파일:줄을 읽고 고친 뒤 다시 체크하세요.",
  "start.ipv6.expected": "서버가 127.0.0.1:{port}(IPv4 루프백)에서 연결을 받아야 합니다.",
  "start.ipv6.seen": '[::1]:{port}(IPv6)에서만 리슨합니다. "localhost"가 ::1로 해석되었습니다.',
  "start.ipv6.next": "호스트 이름 없이 `app.listen(port, …)`으로 모든 주소에서 리슨하세요.",
  "start.silent.expected":
    '"App listening on port {port}"가 출력되면 127.0.0.1:{port}에서 연결을 받아야 합니다.',
  "start.silent.seen": "그 줄은 {seconds}초 전에 출력되었지만 포트가 연결을 거부합니다.",
  "start.silent.next":
    "그 줄은 같은 포트에서 리슨한 뒤 `app.listen` 콜백에서 출력하세요. Express 5에서는 리슨에 실패하면 콜백이 `error` 인자를 받으니 그것을 확인하세요.",
  "start.noReadyLine.expected":
    '프로그램이 리슨을 시작하면 "App listening on port {port}"를 출력해야 합니다. 체크는 이 줄을 기다립니다.',
  "start.noReadyLine.seen":
    '프로그램은 아직 실행 중이고 포트 {port}는 {seconds}초 전부터 연결을 받고 있지만 준비되지 않았습니다. "App listening on port {port}"라는 줄이 없습니다.',
  "start.noReadyLine.seenNear":
    '프로그램은 아직 실행 중이고 포트 {port}는 {seconds}초 전부터 연결을 받고 있지만 준비되지 않았습니다. "App listening on port {port}"라는 줄이 없고, 가장 비슷한 줄은 "{near}"입니다.',
  "start.noReadyLine.next":
    "`App listening on port $'{port}'`를 listen 콜백에서 이 문구 그대로 출력하세요(앞뒤에 다른 말이 붙어도 괜찮습니다).",
  "start.deadline.expected":
    '프로그램이 {deadline}초 안에 "App listening on port {port}"를 출력하고 연결을 받아야 합니다.',
  "start.deadline.seen":
    "{seconds}초가 지나도 프로그램은 아직 실행 중이지만 그런 줄을 {printed}번 출력했고 준비되지 않았습니다.",
  "start.deadline.next":
    "`app.listen`까지 도달하는지, 그리고 그 콜백이 (실제 포트로) 그 줄을 출력하는지 확인하세요.",
  "start.error.express5":
    'Express 5에서는 라우트 경로 문법이 바뀌었습니다. 단독 "*"에는 이름이 있어야 하고(`app.use(…)` 또는 "/\'{*splat}\'"), "?", "(", ")"는 더 이상 특별한 의미가 없습니다. 오류가 가리키는 라우트 경로를 고치세요.',
  "start.error.tsNotFound":
    '프로그램이 `{missing}`을(를) 찾았지만 그곳에 없습니다. 프로그램을 시작한 폴더 기준의 상대 경로는 다른 곳에서 시작하면 깨집니다. 그 경로를 적은 파일 자신의 위치를 기준으로 해석하세요: `fileURLToPath(new URL("./{file}", import.meta.url))`(맨 위에 `import \'{ fileURLToPath }\' from "node:url";`를 씁니다)',
  "start.error.notFound":
    'import가 존재하지 않는 패키지나 파일을 가리킵니다. 패키지라면 워크숍 폴더에서 `npm install`을 실행하세요. 파일이라면 import하는 파일 기준의 상대 경로를 확장자까지 붙여 쓰세요("./index.ts").',
  "start.error.requireEsm":
    "ES 모듈을 `require()`하고 있습니다. 워크숍의 파일은 ES 모듈이므로 `import`를 사용하세요.",
  "start.error.unknownExtension":
    "tsx 없이 .ts 파일을 실행하려 했습니다. `node --import tsx`로 시작하고 클러스터 워커도 이를 물려받게 하세요(`setupPrimary`에서 `execArgv`를 바꾸지 마세요).",

  // A learner's file that is missing (scripts/harness/step/learner-files.ts).
  "files.missing.expected": "{dir}에 파일 {name}이(가) 있어야 합니다.",
  "files.missing.seen": "그런 파일이 없습니다.",
  "files.missing.next":
    "그곳에 {name}을(를) 만들거나(내용은 레슨에 있습니다) `--dir`로 넘긴 폴더를 확인하세요.",

  // Answers and failed requests in words (scripts/harness/tools/http-client.ts, scripts/harness/measuring/load.ts).
  "http.noAnswer": "응답 없음({error})",
  "load.dropped": "끊기거나 거부되거나 응답 없는 요청 {count}건",
  "load.noErrorCode": "오류 코드 없음",

  // Starting a learner's program (scripts/harness/processes/start.ts, launch.ts and compile-gate.ts).
  "program.tool.expected":
    "이 체크포인트가 프로그램을 실행할 때 쓰는 명령 {tool}이(가) 있어야 합니다.",
  "program.tool.seen": "이 머신에 {tool}이(가) 설치되어 있지 않습니다(`PATH`에 없음).",
  "program.tool.next": "설치한 뒤({how}) 다시 체크하세요.",
  "program.tool.taskset": "Linux 전용. Debian/Ubuntu에서는 `apt-get install util-linux`",
  "program.tool.package": "{tool}을(를) 제공하는 패키지",
  "program.compiler": "TypeScript 컴파일러의 출력",
  "program.syntax.seen": "`{at}`에 구문 오류가 있습니다",
  "program.syntax.next":
    "그 파일의 그 줄을 열어 구문을 고치세요(괄호, 따옴표, 쉼표가 빠진 경우가 흔합니다).",
  "program.types.expected": "{file}이(가) strict 모드의 TypeScript 타입 검사를 통과해야 합니다.",
  "program.types.seen": "타입 오류가 {count}개 있습니다. 첫 번째 오류 위치: `{at}`",
  "program.types.next":
    "그 파일의 그 줄에 있는 오류를 고친 뒤(에디터에도 밑줄로 표시됩니다) 다시 체크하세요.",
  "program.stuck.expected":
    "{file}이(가) {deadline}초 안에 끝나고, 결과를 출력하면 종료되어야 합니다.",
  "program.stuck.seenDeadline": "기한이 되어도 아직 실행 중이어서 중지했습니다.",
  "program.stuck.seenLinger":
    "결과는 출력했지만 {seconds}초 뒤에도 아직 실행 중이어서 중지했습니다.",
  "program.stuck.next":
    "시작한 서버를 모두 (`finally` 블록에서) 중지하는지, 그리고 끝나지 않는 것을 `await`하고 있지 않은지 확인하세요.",

  // The speed-up checkpoint (scripts/harness/measuring/speedup.ts, correctness-only.ts).
  "speedup.notDeciding":
    "판정 안 함: `--correctness-only`(공유 러너의 CPU로는 이 코드의 성능을 잴 수 없습니다)",
  "speedup.usableCpus.name": "사용 가능한 CPU",
  "speedup.usableCpus.detail":
    "CPU가 하나면 워커들이 번갈아 쓰므로 클러스터가 단일 프로세스보다 빨라질 수 없습니다. 정확성만 체크합니다",
  "speedup.simulated.name": "시뮬레이션한 CPU",
  "speedup.simulated.detail":
    "실제 CPU {real}개 위에서 CPU {cpus}개를 시뮬레이션하고 있습니다. 워커들이 실제 CPU를 나눠 쓰므로 시뮬레이션한 CPU가 {most}개(실제 CPU 하나당 {per}개)를 넘으면 속도 향상은 아무것도 보여 주지 않습니다. 정확성만 체크합니다",
  "speedup.reference.expected":
    "이 머신이 지금 낼 수 있는 성능을 재기 위해 워크숍의 기준 클러스터(워크숍의 프라이머리 아래에서 여러분의 index.ts를 워커 {workers}개로 실행)가 시작되어야 합니다.",
  "speedup.reference.seen": "시작되지 않았습니다: {seen}",
  "speedup.reference.next":
    "이것은 워크숍 측 측정의 문제이며 여러분의 프라이머리 문제가 아닙니다. 다시 체크하고, 또 실패하면 `npm run doctor` 명령을 실행해 아래 출력을 강사에게 알려 주세요.",
  "speedup.machine.usable": "{topology}, 사용 가능 {usable}개",
  "speedup.machine.others": "다른 프로그램이 머신 CPU의 {percent}%",
  "speedup.machine.othersUnknown":
    "다른 프로그램: 여기서는 알 수 없습니다(읽을 수 있는 프로세스 표가 없습니다)",
  "speedup.machine.loadGenerator": "부하 생성기가 CPU 하나의 {percent}%",
  "speedup.figure.name": "속도 향상({rounds}라운드의 중앙값)",
  "speedup.figure.detail":
    "여러분의 클러스터가 {rounds}라운드 중 {closer}라운드에서 단일 프로세스보다 기준 클러스터에 가까움. 단일 프로세스 초당 요청 수 {single}, 여러분의 클러스터 {cluster}, 기준 클러스터 {reference}",
  "speedup.referenceFigure.name": "기준 클러스터의 속도 향상(여러분의 index.ts, 워커 {workers}개)",
  "speedup.chart.title": "초당 요청 수(각 측의 중앙값 구간)",
  "speedup.side.single": "단일 프로세스",
  "speedup.side.cluster": "여러분의 클러스터",
  "speedup.side.reference": "기준 클러스터",
  "speedup.side.alone": "index.ts 단독",
  "speedup.shares.title": "클러스터 CPU 시간 중 각 워커의 비율",
  "speedup.heavy.expected": "비교 전에 {side}이(가) `GET /heavy`에 200 {body}로 응답해야 합니다.",
  "speedup.heavy.next":
    "양쪽 모두 워크숍의 /heavy 라우트를 바꾸지 않고 제공해야 합니다. index.ts 단독에서도, 모든 워커의 index.ts에서도 마찬가지입니다.",
  "speedup.resting.expected":
    "요청이 오지 않는 동안 클러스터가 CPU를 거의 쓰지 않아야 합니다(CPU 1개의 {max}%까지). 비교하는 세 쪽이 같은 머신을 나눠 쓰도록 하기 위해서입니다.",
  "speedup.resting.seen":
    "{seconds}초 동안 CPU 1개의 {percent}%. 체크가 index.ts 단독 프로세스와 기준 클러스터를 시작하기만 한 동안입니다. 이때 클러스터가 쓰는 CPU는 모든 쪽에서 빠지므로 속도 향상 수치에 드러나지 않습니다.",
  "speedup.resting.next":
    "아무 요청이 없는 동안에도 계속 일하는 루프나 타이머(헛돌며 기다리는 루프, 몇 ms마다 도는 타이머)를 없애세요. 프라이머리는 워커를 fork하고 그 이벤트(cluster.on)에 반응할 뿐이고, 워커는 요청에 답할 뿐입니다.",
  "speedup.silent.expected": "양쪽 모두 모든 구간에서 요청에 응답해야 합니다.",
  "speedup.silent.seen":
    "응답이 없는 구간이 있었습니다(단일 프로세스 초당 요청 수 {single}, 클러스터 초당 요청 수 {cluster}).",
  "speedup.silent.next":
    "양쪽 모두에서 /heavy가 모든 요청에 응답하는지(핸들러 끝의 `res.send`) 확인하세요.",
  "speedup.errors.expected": "양쪽 모두 모든 요청에 200으로 응답해야 합니다.",
  "speedup.errors.seen": "실패한 요청이 {count}건 있었습니다.",
  "speedup.errors.next": "아래 출력에서 부하를 받으면 크래시하는 워커가 있는지 살펴보세요.",
  "speedup.impossible.expected":
    "CPU {workers}개라면 최대 약 {workers}×. 코어가 늘어나도 그 이상은 나올 수 없습니다.",
  "speedup.impossible.seen":
    "{speedup}×로 {ceiling}×를 넘고, 여러분의 index.ts로 만든 워크숍 기준 클러스터 req/s의 {over}×입니다(같은 코드를 실행하는 두 프로세스 사이의 차이인 {overCeiling}×를 넘습니다). 클러스터가 index.ts 단독보다 요청당 작업을 적게 하고 있습니다.",
  "speedup.impossible.next":
    "모든 워커가 단일 프로세스와 같은 index.ts를 루프까지 포함해 그대로 실행하게 하세요. 지름길로 응답하면 안 됩니다.",
  "speedup.slow.expected":
    "여러분의 클러스터가 index.ts 단독의 {threshold}× 이상의 초당 요청 수를 처리해야 합니다. 이는 같은 라운드에서 이 머신에서 {reference}×에 도달한 워크숍 기준 클러스터(여러분의 index.ts를 워커 {workers}개로 실행)의 향상 폭의 절반입니다.",
  "speedup.slow.seen":
    "{speedup}×(라운드별: {perRound}). {rounds}라운드 중 {farther}라운드에서 기준 클러스터보다 단일 프로세스에 가까웠습니다. 머신: {machine}.",
  "speedup.slow.busy":
    "측정 중에 다른 프로그램이 CPU를 썼습니다. 무거운 프로그램(빌드, 화상 통화, 다른 체크)을 닫고 다시 체크하세요. 조용한 머신에서도 계속 실패한다면: {advice}",

  // CPU time per request (scripts/harness/measuring/cpu-per-request.ts).
  "cpu.idleSubtracted": "유휴 시 CPU 사용량을 뺀 값",

  // Running the learner's nginx configuration (scripts/harness/tools/nginx.ts).
  "nginx.missing.expected": "설정을 실행할 nginx가 설치되어 있어야 합니다.",
  "nginx.missing.seen": "`PATH`에도 /usr/sbin에도 nginx가 없습니다.",
  "nginx.missing.next":
    "설치하세요. Debian이나 Ubuntu에서는 `sudo apt-get install nginx`입니다(이 체크는 nginx를 별도 프로세스로 실행하고 끝나면 중지합니다).",
  "nginx.test.expected":
    "nginx-config.ts가 출력한 설정을 nginx가 테스트할 수 있어야 합니다(`nginx -t`).",
  "nginx.test.label": "nginx -t의 출력",
  "nginx.accept.expected": "nginx-config.ts가 출력한 설정을 nginx가 받아들여야 합니다(`nginx -t`).",
  "nginx.accept.seen": "nginx가 설정을 거부했습니다: `{error}`",
  "nginx.accept.nextPrinted":
    "설정만 출력하세요. nginx-config.ts가 설정 앞에 다른 것을 출력했습니다(디버그용 `console.log`도 nginx가 읽는 파일에 들어갑니다).",
  "nginx.accept.nextFix":
    "nginx가 가리키는 줄을 고치세요(`;`나 `'}'` 누락, 지시어를 잘못된 블록에 넣은 경우 등). `pid`, `daemon`, `error_log`는 빼세요. 체크가 설정합니다.",
  "nginx.accept.label": "출력된 설정({line}번째 줄 주변)",
  "nginx.start.expected": "설정을 받아들인 nginx가 시작되어 `PORT`에서 리슨해야 합니다.",
  "nginx.start.seen": "시작할 때 멈췄습니다: `{error}`",
  "nginx.start.next":
    "nginx 오류가 하지 못한 일을 알려 줍니다. listen 주소가 원인이라면 nginx-config.ts에 넘겨진 `PORT`, 즉 127.0.0.1:{port}에서만 리슨하세요.",
  "nginx.start.label": "nginx의 출력",
  "nginx.exitedTest": "nginx -t가 종료 코드 {code}로 종료되었습니다",
  "nginx.exitedStart": "nginx가 시작할 때 종료 코드 {code}로 종료되었습니다",
  "nginx.denied.seen":
    '{user}(으)로 실행되는 nginx가 {path}을(를) {call, select, mkdir {만들} other {열}} 수 없습니다("Permission denied"). 설정 실수가 아니라 이 머신의 권한 문제입니다.',
  "nginx.denied.next":
    "체크는 nginx 자체 파일을 전용 폴더에 두는데, {path}는 그 밖에 있습니다. 설정에 남아 있는 로그라면(Debian의 nginx는 `access_log off;`로 끄지 않는 한 /var/log/nginx/access.log에 요청을 기록합니다) 끄세요. 그렇지 않다면 {user}이(가) 그곳에 쓸 수 있게 하거나(`sudo mkdir -p {folder} && sudo chown {user} {folder}`) 체크를 root로 실행하세요.",
  "nginx.taken.seen":
    'nginx가 {address}에서 리슨하지 못했습니다. 체크가 고른 그 포트를 이 머신의 다른 프로그램이 차지하고 있었습니다("Address already in use").',
  "nginx.taken.next":
    "설정 문제가 아닙니다. 다시 체크하고, 반복되면 포트 {port}를 잡고 있는 것을 찾아(`lsof -i :{port}`) 중지하세요.",

  // The machine behind a figure, in words (scripts/platform/machine.ts, conditions.ts).
  "platform.topology.logical": "논리 CPU {count}개",
  "platform.topology.cores": "물리 코어 {cores}개, {logical}{smt, select, yes {(SMT)} other {}}",
  "platform.topology.hybrid": "{cores}; 성능 코어 {performance}개 + 효율 코어 {efficiency}개",
  "platform.topology.simulated": "시뮬레이션한 CPU {cpus}개 (실제 CPU {real}개 위: {topology})",
  "platform.conditions.clock": "클럭: 유휴 시 {idle} GHz, 부하 시 {load} GHz",
  "platform.conditions.steal": "VM 스틸 시간 {percent}%",
  "platform.conditions.battery": "배터리 사용 중",
  "platform.conditions.mains": "AC 전원 사용 중",
  "platform.conditions.profile": '전원 프로필 "{name}"',
  "platform.conditions.plan": '전원 관리 옵션 "{name}"',

  // compare.ts's JSON report, read back (scripts/harness/measuring/compare-report.ts).
  "report.noObject": '"{side}" 객체가 없습니다',
  "report.lacksNumbers": '"{side}"에 {fields}의 숫자가 없습니다',
  "report.notNumber": '"speedup"이 숫자가 아닙니다',
  "report.notNumberInstead": '"speedup"이 숫자가 아닙니다(대신 {keys}이(가) 있습니다)',
  "report.notNumberIs": '"speedup"이 숫자가 아닙니다(값은 {value}, 타입은 {type})',
  "report.inLine": "JSON 줄에서 {problems}.",
  "report.noJson": "출력에 JSON 객체로 파싱되는 줄이 없습니다.",

  "cpu.figure.threshold": ">= {floor} ms(루프 단독의 절반, 여기서는 {loop} ms)",
  "speedup.figure.threshold": ">= {threshold}×(기준 클러스터 향상분의 절반) 그리고 <= {ceiling}×",
  "speedup.figure.generatorBound":
    "없음: 부하 생성기에 여유 시간이 없었으므로 이 값은 클러스터의 속도가 아니라 부하 생성기의 한계입니다",
  "speedup.generator.name": "부하 생성기 사용률(가장 바쁜 스레드)",
  "speedup.generator.detail":
    "워커 {workers}개에 부하 생성 스레드 {threads}개. 이 머신의 부하 생성기는 워커 {largest}개까지 완전히 판정합니다",
  "speedup.figure.noThreshold": "없음: 기준 클러스터가 지금 속도 향상을 보이지 않습니다",
  "speedup.referenceFigure.threshold": ">= {min}×(속도 향상을 판정하는 조건)",
  "live.line": "{label} · 요청 {requests}건 · 초당 요청 {rps} · 오류 {errors}건",
  "live.load": "부하",
  "diff.sameFiles": "정답과 같음: {files}",

  "platform.reusePortUnsupported":
    "{platform}은(는) reusePort를 지원하지 않습니다(listen이 ENOTSUP으로 실패합니다. Linux와 일부 BSD에는 있습니다)",
  "platform.portClash":
    "WSL1에서는 두 프로그램이 같은 포트에서 대기할 수 있어서, 여기서는 사용 중인 포트에서도 EADDRINUSE가 나지 않습니다(WSL2나 Linux에서는 확인할 수 있습니다)",
  "platform.noAffinity":
    "{platform}에서는 프로그램을 CPU에 고정할 수 없습니다(CPU 어피니티와 taskset은 Linux의 기능입니다). 확인하려면 이 단계를 Linux, WSL2나 dev container에서 실행하세요",
  "platform.noCgroups":
    "{platform}에는 cgroup이 없어서 프로그램에 CPU 쿼터를 보여 줄 수 없습니다. 확인하려면 이 단계를 Linux, WSL2나 dev container에서 실행하세요",
  // The room (scripts/commands/room.ts, scripts/room/client.ts).
  "room.notAddress":
    "{text}: 주소가 아닙니다. 강사가 보여 주는 그대로 입력하세요(예: http://192.168.1.20:4800)",
  "room.notHttp": "{text}: 교실 주소는 http:// 또는 https://로 시작해야 합니다",
  "room.refusedCode":
    "교실이 코드를 거부했습니다. 표시된 코드로 다시 참여하세요(npm run room -- join {address} <code>)",
  "room.tooMany":
    "이 주소에서 보낸 요청이 너무 많아 교실이 거부했습니다. 다음 검사 때 다시 보냅니다",
  "room.full": "교실 정원이 찼습니다",
  "room.httpStatus": "교실이 HTTP {status} 응답을 보냈습니다",
  "room.timeout": "{address}의 응답이 {seconds}초 안에 오지 않았습니다",
  "room.noAnswer": "{address}의 응답이 없습니다({error})",
  "room.schema": "교실의 스키마에 맞지 않습니다: {issue}",
  "room.sent": "{address}의 교실로 보냈습니다.",
  "room.notSent": "교실로 보내지 못했습니다: {reason}.",
  "room.wouldRefuse": "이대로는 교실이 거부합니다: {issues}",
  "room.joinFailed": "참여하지 못했습니다: {reason}.",
  "room.joined": '{address}의 교실에 참여했습니다. 표시 이름: "{name}".',
  "room.joinedSends":
    "이제부터 npm run check 명령으로 내 단계를 검사할 때마다(npm run doctor 명령도 마찬가지) 판정과 측정값이 교실로 전송됩니다. 보내는 것은 숫자와 이름뿐이며 코드는 보내지 않습니다. 멈추려면 npm run room -- leave 명령을 실행하세요.",
  "room.left": "{address}의 교실에서 나왔습니다.",
  "room.notJoined": "참여한 교실이 없습니다.",
  "room.notWholeNumber": "--{name} {text}: {min} 이상의 정수가 아닙니다.",
  "room.alreadyRuns":
    "{dir}에서 이미 교실이 실행 중입니다. 그 교실을 사용하거나 먼저 멈추세요(Ctrl-C).",
  "room.open": "교실이 열렸습니다: {url}",
  "room.howToJoin": "수강생은 자기 워크숍 폴더에서 다음 명령으로 참여합니다:",
  "room.localOnly":
    "지금은 이 컴퓨터에서만 접속할 수 있습니다. 교실의 노트북에서 접속하게 하려면 npm run room -- --host 0.0.0.0 명령으로 실행하세요(신뢰할 수 있는 네트워크에서만).",
  "room.kept": "결과는 {path}에 저장되어 다시 시작해도 남습니다. Ctrl-C를 누르면 교실이 닫힙니다.",
  "room.closed": "교실이 닫혔습니다({signal}). 결과는 {path}에 남아 있습니다.",
  "room.damaged": "손상된 교실 파일을 {aside} 파일로 옮겨 두고, 빈 교실로 시작합니다.",
  "room.nameTaken":
    "그 이름은 이 교실에서 이미 쓰이고 있습니다. 다른 이름으로 다시 참여하세요(npm run room -- join {address} <code> --name <name>)",
  "room.addressFull": "이 주소에서 참여할 수 있는 인원이 다 찼습니다. 강사에게 문의하세요",
  "room.notSaved": "교실이 아직 저장하지 못했습니다. 다음 검사 때 다시 보냅니다",
  "room.redirected":
    "{address}이(가) 다른 곳으로 리디렉션했지만 따라가지 않습니다. 주소를 확인하세요",
  "room.joinArguments":
    "join의 인수가 너무 많습니다: {extra}. 이름은 다음처럼 정합니다: npm run room -- join <address> <code> --name <name>",
  "room.damagedKept":
    "손상된 교실 파일을 {aside} 파일로 남겨 두었습니다. 코드와 수강생 {kept}명은 그대로 유지되고, 항목 {lost}개는 읽지 못했습니다.",
  "room.writeFailed":
    "{path}에 교실을 저장할 수 없습니다({error}). 저장이 다시 될 때까지 수강생의 전송에는 503으로 응답합니다. 다시 시도하는 중입니다.",
  "room.writeRecovered": "{path}에 교실을 다시 저장할 수 있습니다.",
  "room.serverError": "교실 서버: {error}(계속 실행됩니다).",
  "room.instructorPage": "참여 명령과 코드가 있는 내 페이지(이 컴퓨터에서만): {url}",
  "room.viewerKey":
    "같은 페이지를 다른 화면에서 열려면: {url}(이 링크는 다른 사람에게 알려 주지 마세요)",
  "room.logJoined": "{name} 님이 참여했습니다",
  "room.logDoctor": "{name}: doctor {ready, select, yes {준비됨} other {빠진 도구 있음}}",
  "room.logCheck": "{name}: {step}단계 {passed}/{ran}",

  "list.separator": "; ",
  "speedup.workerBar": "워커 {pid}",
};
