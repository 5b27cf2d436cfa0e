/** Step 03's checkpoint messages in Korean: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ko: Record<MessageKey, string> = {
  "step.builds":
    "`primary.ts`: `node:cluster`로 CPU마다 워커를 하나씩 두고, 워커가 죽으면 다시 포크합니다. 02단계와 비교해 측정합니다",

  "name.forks":
    "primary.ts가 사용 가능한 CPU마다 워커를 하나씩 포크하고, 모든 워커가 받은 포트에서 응답한다",

  "banner.expected": 'primary.ts가 "Primary pid={pid}"(자기 pid)를 출력해야 합니다.',
  "banner.seen":
    '{printed, select, none {"Primary pid=<pid>" 줄이 없습니다.} other {Primary pid={printed}}}',
  "banner.next": "primary.ts 맨 위에서 `Primary pid=$'{process.pid}'`를 출력하세요.",

  "bannerInWorker.expected":
    '"Primary pid="는 프라이머리({pid})만 출력해야 합니다. 워커는 primary.ts가 아니라 index.ts를 실행합니다.',
  "bannerInWorker.seen":
    "Primary pid={foreign}도 출력되었습니다. 워커 {count, plural, other {#개}}가 primary.ts를 실행했습니다.",
  "bannerInWorker.next":
    "첫 `cluster.fork()`보다 먼저 cluster.setupPrimary('{ exec }')를 호출하세요. 그 전에 포크된 워커는 primary.ts를 다시 실행합니다.",

  "cpuCount.expected":
    'primary.ts가 CPU 수({cpus})를 출력해야 합니다. 예: "Number of CPUs is {cpus}".',
  "cpuCount.seen": "CPU와 그 숫자를 함께 담은 줄이 없습니다.",
  "cpuCount.next":
    "포크하기 전에 `const cpus = availableParallelism()`로 두고 `Number of CPUs is $'{cpus}'`를 출력하세요.",

  "workerCount.expected": "사용 가능한 CPU마다 워커 하나: 프라이머리의 자식 프로세스 {accepted}개.",
  "workerCount.seen": "워커가 {count}개였습니다.",
  "workerCount.next":
    "availableParallelism()까지 도는 루프에서 CPU 하나당 cluster.fork()를 한 번 호출하세요.",
  "figure.workers": "워커 수",
  "figure.workers.or": "{a} 또는 {b}",

  "silentWorkers.expected":
    '모든 워커(pid {pids})가 index.ts를 실행하고 "worker pid=<자기 pid>" 줄을 출력해야 합니다.',
  "silentWorkers.seen": "워커 {count}개({silent})가 그 줄을 출력하지 않았습니다.",
  "silentWorkers.next":
    "cluster.setupPrimary('{ exec }')에서 index.ts를 지정하세요. index.ts는 리슨을 시작하면 그 줄을 출력합니다.",

  "listening.expected":
    '워커 {count}개가 각각 "App listening on port {port}" 줄을 출력해야 합니다(모든 워커가 포트 하나를 공유합니다).',
  "listening.seen": "그런 줄이 {listening}개였습니다.",
  "listening.next":
    "index.ts는 process.env.PORT에서 리슨하도록 그대로 두세요. 워커는 프라이머리에게서 PORT를 물려받습니다.",

  "name.load": "부하가 모든 워커에 닿고, 워커가 실제로 일을 한다(부하 중 CPU 시간)",

  "figure.smallestShare": "워커별 CPU 시간 비율의 최솟값",
  "figure.smallestShare.detail": "비율 {shares}, 요청 {requests}건",
  "figure.smallestShare.simulated":
    "실제 CPU {real}개 위에서 CPU {cpus}개를 시뮬레이션합니다. 실제 CPU 하나당 {per}개를 넘으면 워커는 실제 CPU를 차례로 기다리고, 라운드 로빈은 늦게 응답하는 워커에게 연결을 적게 넘깁니다. 그래도 모든 워커가 작업의 일부를 맡아야 합니다",
  "figure.cpuPerRequest": "요청당 워커 CPU 시간",

  "noChildren.expected": "프라이머리 아래에서 실행되는 워커 프로세스.",
  "noChildren.seen":
    "프라이머리에 자식 프로세스가 없습니다. 프라이머리가 직접 요청을 처리하고 있습니다.",
  "noChildren.next":
    "cluster.fork()로 워커를 포크하세요. 프라이머리 자신은 app.listen을 호출하면 안 됩니다.",

  "loadErrors.expected": "부하 중의 모든 요청이 200으로 응답받아야 합니다(1초에 {min}건 이상).",
  "loadErrors.seen": "{requests}건 중 {errors}건이 실패했습니다({codes}).",
  "loadErrors.next":
    "아래에 나온 워커의 출력을 살펴보세요. 부하를 받다가 죽은 워커는 맡고 있던 요청을 잃습니다.",

  "cpuPerRequest.expected":
    "워커가 /heavy의 루프를 실행해야 합니다. 요청 하나당 워커의 CPU 시간이 {floor} ms 이상(이 컴퓨터에서 루프만 돌렸을 때 드는 비용의 절반)이어야 합니다.",
  "cpuPerRequest.seen":
    "요청 {requests}건에서 요청당 {ms} ms였습니다. 워커의 루프가 아닌 다른 무언가가 응답하고 있습니다.",
  "cpuPerRequest.next":
    "워커가 index.ts(그 안의 /heavy 라우트)를 실행하고 모든 요청을 처리하게 하세요. 프라이머리는 워커를 포크하고 지켜보기만 합니다.",

  "shares.expected": "각 워커가 작업의 {floor} 이상을 맡아야 합니다(공평한 몫의 절반).",
  "shares.seen": "CPU 시간 비율은 {shares}였습니다.",
  "shares.next":
    "모든 워커가 index.ts를 실행하고 같은 PORT에서 리슨하는지, 그리고 primary.ts가 리슨 중인 워커를 멈추거나 일시 정지시키지 않는지(SIGSTOP 같은 시그널, 워커를 계속 바쁘게 만드는 일) 확인하세요.",
  "sharesSimulated.expected": "각 워커가 작업의 일부를 맡아야 합니다.",
  "sharesSimulated.seen": "CPU 시간 비율은 {shares}였습니다. 작업을 하지 않은 워커가 있습니다.",
  "sharesSimulated.next":
    "모든 워커가 index.ts를 실행하고 같은 PORT에서 리슨하는지, 그리고 primary.ts가 리슨 중인 워커를 멈추거나 일시 정지시키지 않는지(SIGSTOP 같은 시그널, 워커를 계속 바쁘게 만드는 일) 확인하세요.",

  "name.speedup":
    "클러스터가 index.ts 단독보다 초당 요청 수를 더 많이 처리한다(이 컴퓨터의 CPU가 허용하는 만큼)",

  "heavyThrough.expected": "클러스터를 거친 GET /heavy가 200으로 응답해야 합니다.",
  "heavyThrough.seen": "응답: {answer}",
  "heavyThrough.next": "먼저 이 단계의 다른 체크포인트가 알려 주는 실패부터 고치세요.",

  "speedup.advice":
    "CPU마다 워커를 하나씩 포크해 각각 index.ts를 실행하게 하고, 모든 워커가 요청을 처리하게 하세요(프라이머리는 직접 아무것도 처리하지 않습니다).",

  "name.replace": "SIGKILL로 종료된 워커가 교체되고, 포트가 계속 응답한다",

  "figure.replacedAfter": "교체되어 준비되기까지",

  "noVictim.expected": "종료(kill)할 워커가 하나 이상 있어야 합니다.",
  "noVictim.seen": "프라이머리에 자식 프로세스가 없습니다.",
  "noVictim.next": "cluster.fork()로 워커를 포크하세요.",

  "replaced.expected":
    "{victim} 대신 새 워커가 포크되어 {seconds} s 안에 index.ts를 실행해야 합니다(워커 {target}개로 복귀).",
  "replaced.seen":
    "{elapsed} s 후 워커는 {count}개였습니다: {pids, select, none {없음} other {{pids}}}.",
  "replaced.next":
    '`cluster.on("exit", (worker, code, signal) => …)`로 워커의 종료를 감지해 로그로 남기고, cluster.fork()로 대신할 워커를 시작하세요.',

  "replacedSilently.expected":
    "워커가 종료되면 프라이머리가 어느 워커({victim}, 그 `worker.process.pid`)가 종료되었는지 출력해야 합니다.",
  "replacedSilently.seen": "강제 종료 후 {victim}이 들어간 줄이 없습니다.",
  "replacedSilently.next":
    '`cluster.on("exit", (worker, code, signal) => …)` 안에서 `cluster.fork()` 전에 `worker.process.pid`를 출력하세요.',

  "replacedAnswers.expected": "교체 후에도 GET /heavy가 200 {body} 응답을 돌려줘야 합니다.",
  "replacedAnswers.seen": "응답: {answer}",
  "replacedAnswers.next":
    "새 워커도 다른 워커처럼 index.ts를 실행하게 하세요(같은 setupPrimary exec).",
};
