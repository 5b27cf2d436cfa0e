/** Step 06's checkpoint messages in Korean: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ko: Record<MessageKey, string> = {
  "step.builds":
    "`WORKERS`와 `SCHED_POLICY`를 코드에서 설정하는 `primary.ts`와 `X-Worker-Pid`: `SCHED_RR`와 `SCHED_NONE`에서의 워커별 몫, 그리고 워커 하나에 고정되는 킵얼라이브 연결",

  "name.namesWorker": "모든 응답이 처리한 워커를 X-Worker-Pid로 알린다",
  "name.workerCount": "WORKERS가 워커 수를 정하고, 없으면 사용 가능한 CPU마다 워커 하나",
  "name.policy": "스케줄링 정책을 환경에 맡기지 않고 SCHED_POLICY에 따라 코드에서 설정한다",
  "name.balance": "SCHED_RR에서 연결이 많으면 워커 4개가 각각 공정한 몫의 절반 이상을 받는다",
  "name.connections": "킵얼라이브 연결 하나는 한 워커에 머물고, 새 연결은 워커들이 차례로 받는다",

  reached: "워커 {count}개 중 {got}개가 요청을 받음",
  or: "{a} 또는 {b}",
  setting: "{setting, select, unset {WORKERS 미설정} other {WORKERS={setting}}}",
  "chart.worker": "워커 {pid}",
  "chart.perWorker": "{policy}에서 워커별 요청 수",

  "prereqWorkers.expected":
    "`WORKERS={workers}`이면 워커가 {count}개여야 합니다(이 체크포인트에 필요합니다).",
  "prereqWorkers.seen": "워커가 {count}개였습니다.",
  "prereqWorkers.next":
    '먼저 "WORKERS가 워커 수를 정하고, 없으면 사용 가능한 CPU마다 워커 하나"를 고치세요. 워커 수는 `process.env.WORKERS`에서 읽습니다.',
  "prereqHeader.expected":
    "응답이 `X-Worker-Pid`로 워커를 알려야 합니다(이 체크포인트는 그것을 셉니다).",
  "prereqHeader.seen": "`X-Worker-Pid`가 붙은 응답이 없습니다.",
  "prereqHeader.next":
    '먼저 "모든 응답이 처리한 워커를 X-Worker-Pid로 알린다"를 고치세요. 라우트보다 앞선 미들웨어에서 `res.set("X-Worker-Pid", String(process.pid))`를 호출합니다.',

  "header.expected": "`GET /heavy` 응답에 `X-Worker-Pid: <워커의 pid>` 헤더가 있어야 합니다.",
  "header.seen":
    "{described, select, missing {`X-Worker-Pid` 헤더가 없습니다.} other {{described}}}",
  "header.next":
    'index.ts에서 라우트보다 앞에 미들웨어를 추가하세요: `res.set("X-Worker-Pid", String(process.pid))`.',
  "headerPid.expected": "`X-Worker-Pid`가 워커 중 하나의 pid({workers})여야 합니다.",
  "headerPid.seen": "`X-Worker-Pid` 값이 {named}였습니다.",
  "headerPid.next": "프라이머리가 아니라 워커(index.ts) 안에서 `process.pid`로 설정하세요.",

  "headerEveryRoute.expected":
    "모든 라우트의 응답에 `X-Worker-Pid`가 있어야 합니다. 어떤 라우트도 처리하지 않는 `GET {path}`에도 있어야 합니다.",
  "headerEveryRoute.seen":
    "`GET {path}`: {described}, {named, select, none {`X-Worker-Pid` 없음} other {`X-Worker-Pid: {named}`}}.",
  "headerEveryRoute.next":
    '/heavy 라우트 안이 아니라 라우트보다 앞의 미들웨어(`app.use`)에서 `res.set("X-Worker-Pid", String(process.pid))`를 호출하세요. 그러면 나중에 추가하는 라우트까지 모든 라우트에 붙습니다.',

  "figure.workers": "{setting}일 때 워커 수",
  "invalidWorkers.expected":
    "{setting}(양의 정수가 아님)이면 WORKERS가 없을 때처럼 워커가 {accepted}개{acceptedCount, plural, other {}}여야 합니다.",
  "invalidWorkers.next":
    'WORKERS는 양의 정수일 때만 사용하세요. `const requested = Number(process.env.WORKERS)`로 읽고 `Number.isInteger(requested) && requested > 0`을 확인합니다. 어떤 수든 받아들이는 기본값은 -1을 그대로 두어 워커를 하나도 포크하지 않습니다. parseInt는 "3 workers"에서 3을 읽어 오타를 숨깁니다.',
  "invalidSaid.expected":
    "양의 정수가 아닌 {setting}이면 기본값으로 돌아가기 전에 그 사실을 알리는 줄이 로그에 있어야 합니다. WORKERS 없이 시작할 때는 출력되지 않는 줄입니다.",
  "invalidSaid.seen": "워커 수는 맞지만 WORKERS 없이 시작할 때와 같은 줄만 있습니다.",
  "invalidSaid.next":
    "WORKERS가 설정되었지만 올바르지 않으면 기본값으로 돌아가기 전에 출력하세요. 예: console.log(`WORKERS=$'{'process.env.WORKERS'}' is not a positive whole number: using the CPU count`). 오타 때문에 워커 수가 조용히 바뀌면 나중에 원인을 찾기 어렵습니다.",
  "workerCount.expected":
    "{setting}이면 워커가 {accepted}개{acceptedCount, plural, other {}}여야 합니다.",
  "workerCount.seen": "워커가 {count}개였습니다.",
  "workerCount.next":
    "{set, select, yes {포크하기 전에 `process.env.WORKERS`(양의 정수)에서 워커 수를 읽으세요. `availableParallelism()`은 값이 없거나 잘못되었을 때만 쓰세요.} other {WORKERS가 없으면 3단계처럼 `availableParallelism()`개의 워커를 포크하세요.}}",

  "figure.policy":
    "NODE_CLUSTER_SCHED_POLICY={environment} 환경에서 {setting, select, unset {SCHED_POLICY 없음} other {SCHED_POLICY={setting}}}",
  "figure.policyShown": "{policy}(워커 {count}개 중 {holding}개가 리스닝 소켓을 보유)",
  "figure.policyThreshold":
    "{wanted, select, rr {SCHED_RR: 프라이머리만} other {SCHED_NONE: 모든 워커}}",
  "policy.expected":
    "환경에 `NODE_CLUSTER_SCHED_POLICY={environment}`가 있어도 {setting, select, unset {`SCHED_POLICY`가 없으면} other {`SCHED_POLICY={setting}`이면}} {wanted, select, rr {SCHED_RR이어야 합니다. 리스닝 소켓은 프라이머리만 보유하고 프라이머리가 연결을 나눠 줍니다.} other {SCHED_NONE이어야 합니다. 모든 워커가 리스닝 소켓을 보유하고 어느 워커가 연결을 받을지는 OS가 정합니다.}}",
  "policy.seen":
    "{policy}: 워커 {count}개 중 {holding}개가 소켓을 보유합니다({pids, select, none {리스닝 중인 pid 없음} other {리스닝 중인 pid: {pids}}}, 프라이머리 {primary}).",
  "policy.next":
    'primary.ts 맨 위, `cluster.setupPrimary()`와 첫 `cluster.fork()`보다 앞에서 `process.env.SCHED_POLICY`에 따라 `cluster.schedulingPolicy`에 `cluster.SCHED_RR` 또는 `cluster.SCHED_NONE`을 설정하세요. "none"이면 SCHED_NONE, 그 밖에는 SCHED_RR입니다(`process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR`). 둘 중 어느 것이든 호출되는 순간 정책이 고정됩니다.',
  "policy.nextUnset":
    '`SCHED_POLICY`가 없으면 `cluster.SCHED_RR`을 고르세요. "none"과 비교하고 그 밖에는 라운드 로빈으로 합니다(`process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR`).',
  "policy.nextOnlyRr":
    "SCHED_NONE은 적용되지만 SCHED_RR은 기본값에 맡겨져 있어, 환경의 `NODE_CLUSTER_SCHED_POLICY=none`이 그것을 덮어씁니다. 두 경우 모두(`cluster.SCHED_RR`도) `cluster.schedulingPolicy`에 대입하세요.",

  "policySaid.expected":
    "{setting, select, unset {`SCHED_POLICY`가 없을 때} other {`SCHED_POLICY={setting}`일 때}} 고른 정책의 이름 {wanted, select, rr {SCHED_RR(또는 round-robin)} other {SCHED_NONE(또는 none)}}을 담은 줄이 로그에 있어야 합니다.",
  "policySaid.seen": "올바른 정책으로 동작하지만 그 이름을 담은 줄이 없습니다.",
  "policySaid.next":
    '정책을 설정한 뒤 그 이름을 출력하세요(예: `scheduling policy SCHED_RR`). 이름은 `cluster.schedulingPolicy === cluster.SCHED_RR ? "SCHED_RR" : "SCHED_NONE"`으로 얻습니다. 값 자체(1이나 2)로는 읽는 사람에게 아무것도 전해지지 않습니다.',

  "figure.noneForComparison":
    "{policy, select, SCHED_NONE {SCHED_NONE(비교용)} other {SCHED_POLICY=none인데 {policy}로 동작(비교용)}}",
  "figure.requestsUnit": "건",
  "figure.noneDetail": "{reached}, 비율 {shares}",
  "figure.smallestShare": "SCHED_RR에서 가장 작은 워커 비율",
  "figure.rrDetail":
    "{reached}, 킵얼라이브 연결 {connections}개로 보낸 요청 {requests}건에 대한 비율 {shares}",
  "loadErrors.expected": "모든 요청이 200으로 응답받아야 합니다.",
  "loadErrors.seen": "{requests}건 중 {errors}건이 실패했습니다({codes}).",
  "loadErrors.next": "아래 인용된 워커의 출력을 확인하세요.",
  "balance.expected":
    "`SCHED_POLICY=rr`이고 연결이 {connections}개일 때, 워커 {workers}개가 각각 요청의 {floor}% 이상에 응답해야 합니다.",
  "balance.seen": "{reached}, 비율 {shares}.",
  "balance.next":
    "`SCHED_POLICY=rr`이면 첫 포크 전에 `cluster.schedulingPolicy`에 `cluster.SCHED_RR`을 설정하고, 모든 워커가 `X-Worker-Pid`를 보내게 하세요.",

  "figure.pinned": "킵얼라이브 연결 하나로 보낸 요청 {requests}건",
  "figure.oneWorker": "워커 1개",
  "figure.fresh": "요청마다 새 연결로 보낸 요청 {requests}건",
  "figure.allWorkers": "{workers}개 모두",
  "figure.perWorker": "워커별 {counts}",
  "inTurnErrors.expected": "모든 요청이 응답받아야 합니다.",
  "inTurnErrors.seen": "요청 {total}건 중 {failed}건이 실패했습니다.",
  "inTurnErrors.next": "아래 인용된 워커의 출력을 확인하세요.",
  "pinned.expected":
    "킵얼라이브 연결 하나의 모든 요청에 같은 워커가 응답해야 합니다. 프라이머리가 나눠 주는 것은 요청이 아니라 연결입니다.",
  "pinned.seen": "{reached}(`X-Worker-Pid`별 응답 수: {counts}).",
  "pinned.next":
    "index.ts가 연결을 열어 두게 하고(`Connection: close`는 SIGINT 후 드레인하는 동안에만), 모든 응답에 `X-Worker-Pid`를 보내세요.",
  "fresh.expected":
    "요청마다 새 연결을 쓰면 라운드 로빈으로 워커 {workers}개 모두에 차례가 돌아가야 합니다.",
  "fresh.seen": "{reached}(`X-Worker-Pid`별 응답 수: {counts}).",
  "fresh.next":
    "`SCHED_POLICY=rr`이면 첫 포크 전에 `cluster.schedulingPolicy`에 `cluster.SCHED_RR`을 설정하세요.",
};
