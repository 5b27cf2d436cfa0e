/**
 * The workshop's messages in Korean: the keys and placeholders of ./en.ts (../translate.test.ts),
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
  "home.status.notTried": "○ 시작 전",
  "home.notRun": "이 컴퓨터에서 실행하지 못한 체크포인트 {count}개: {names}",
  "home.failing": "실패: {name}",
  "home.nextAdvice": "다음: {advice}",
  "home.finished": "마지막 단계까지 마쳤습니다.",
  "home.stillOpen":
    "아직 남은 단계: {steps}. 언제든 npm run check stepN 명령으로 확인할 수 있습니다.",
  "home.nextStep": "다음 단계: step{number}, {title}",
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
  "check.fixAndSave": "위의 첫 번째 실패를 고치고 저장하면 다시 검사합니다.",
  "check.fixAndRerun": "위의 첫 번째 실패를 고친 뒤 같은 명령을 다시 실행하세요.",
  "check.stuck": "막혔다면 npm run hint step{number} 명령으로 힌트를 하나씩 볼 수 있습니다.",
  "check.correctnessOnly":
    "정확성만 판정 (--correctness-only): 위의 속도 향상 수치는 측정해서 보여 주었지만 합격 여부에는 반영하지 않았습니다.",
  "check.recheckChanged": "통과한 뒤에 파일이 바뀐 단계를 다시 검사합니다: {steps}",
  "check.everyStepDone":
    "모든 단계를 마쳤습니다. 전체 진행 상황은 npm start 명령으로 볼 수 있습니다.",
  "check.failing":
    "마지막 검사에서 실패한 단계: {steps} (이유는 npm run check stepN 명령으로 확인하세요).",
  "check.notAttempted":
    "시작하지 않은 단계: {steps}. 언제든 돌아와서 진행하면 됩니다. 목록은 npm start 명령으로 볼 수 있습니다.",

  "figure.needs": "(기준 {threshold}{judged, select, met {: 충족} notMet {: 미달} other {}})",

  "report.sameFailure": '위의 "{name}"와(과) 같은 실패입니다.',
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

  "doctor.windows": "Windows: 워크숍은 WSL2나 dev container 안에서 실행하세요(README)",
  "doctor.recommendedNode": "Node.js {majors}",
  "doctor.or": " 또는 ",
  "doctor.nodeUnsupported":
    "Node.js {version}은(는) {range}를 만족하지 않습니다: {recommended}를 설치하세요",
  "doctor.needs": "{tools}이(가) 필요합니다: {advice}",
  "doctor.oneCpu":
    "사용 가능한 CPU가 1개입니다: 모든 단계가 실행되지만, 여기서는 클러스터가 단일 프로세스를 앞설 수 없으므로 검사는 정확성만 확인합니다.",
  "doctor.wsl1": "WSL1: WSL2로 바꾸세요(wsl --set-version <distro> 2).",
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
  "option.hint.all": "새 힌트 없이 지금까지 본 힌트를 모두 다시 표시",
  "option.diff.dir": "단계 폴더 대신 다른 폴더의 파일을 비교",
  "option.reset.yes": "묻지 않음",
  "option.reset.from": "스타터를 가져올 git 리비전(기본값: origin/HEAD)",
  "option.roomJoin.name": "교실에 표시될 이름(기본값: 내 사용자 이름)",
};
