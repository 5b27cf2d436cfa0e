/** Step 04's checkpoint messages in Korean: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ko: Record<MessageKey, string> = {
  "step.builds":
    "`compare.ts`: 튜토리얼의 `loadtest -n 1200 -c 200 -k`를 loadtest의 API로 두 서버에 실행하고, 수치와 속도 향상, 막대그래프를 보여 줍니다",

  "name.tutorialRun":
    "compare.ts가 두 서버에 튜토리얼의 부하를 걸고, 끝까지 실행되며, 아무것도 실행 중으로 남기지 않는다",
  "name.consistent": "수치가 모두 있고 서로 맞아떨어진다",
  "name.report": "출력된 보고서에 양쪽, 속도 향상, 막대 그래프가 있고 --requests를 따른다",
  "name.speedup": "속도 향상이 이 컴퓨터가 지금 보여 줄 수 있는 기준을 넘는다",
  "name.agreement": "수치가 같은 서버를 검사 자체가 측정한 결과와 일치한다",
  "name.missingPercentile":
    "loadtest가 도달하지 못한 백분위수를 0이 아니라 빠진 값(null)으로 보고한다",
  "name.throwStops": "loadtest가 실패해도 compare.ts는 시작한 서버를 멈춘다",
  noJsonLine: "출력의 어느 줄도 JSON 객체가 아닙니다.",

  busyAdvice:
    "컴퓨터가 다른 프로그램으로 바빠서 비교 결과가 왜곡됩니다. 무거운 프로그램(빌드, 화상 통화, 다른 검사)을 닫고 다시 검사하세요. 한가한 컴퓨터에서도 실패한다면 다음을 확인하세요. ",
  "list.separator": ", ",
  "missing.word": '"{word}"',
  "missing.requests": '각 쪽 줄의 "{requests} requests"(--requests 재지정)',
  "missing.bars": "█ 막대 두 개(한쪽마다 하나)",

  "stuck.expected": "compare.ts가 {seconds} s 안에 끝나고, 결과를 출력하면 종료해야 합니다.",
  "stuck.seen":
    "종료했어야 할 때에도 아직 실행 중이었고, 시작한 서버들도 실행 중이었습니다: {servers}.",
  "stuck.next":
    "끝나지 않는 부하 테스트가 있거나(요청 수를 정하려면 maxSeconds가 아니라 maxRequests를 쓰세요), 서버를 멈추지 않아 스크립트가 끝나지 못하는 것입니다. 각 서버를 `finally` 블록에서 멈추세요(`await server.stop()`).",

  "exit.expected": "compare.ts가 종료 코드 0으로 끝나야 합니다.",
  "exit.seen":
    "{signal, select, none {종료 코드 {code}(으)로 끝났습니다.} other {{signal}(으)로 끝났습니다.}}",
  "exit.next":
    "아래 출력의 오류를 읽어 보세요. 전체를 보려면 `node --import tsx compare.ts`를 직접 실행하세요.",

  "json.expected": "--json을 주면 JSON 한 줄: `'{ load, single, cluster, speedup }'`(레슨 참고).",
  "json.seen": "{problem}",
  "json.next":
    "--json이 주어지면 `JSON.stringify('{ load, single, cluster, speedup }')`를 출력하고, 그 줄에는 다른 것을 아무것도 출력하지 마세요.",

  "leftovers.expected": "compare.ts가 시작한 서버를 종료하기 전에 모두 멈춰야 합니다.",
  "leftovers.seen": "시작한 서버들이 종료 후에도 실행 중이었습니다: {servers}.",
  "leftovers.next":
    "오류 때문에 건너뛰는 일이 없도록, 각 서버를 `finally` 블록에서 멈추세요(`await server.stop()`).",

  "overlap.expected": "서버를 하나씩 차례로 측정해, 부하 테스트마다 컴퓨터를 혼자 써야 합니다.",
  "overlap.seen":
    "두 서버가 동시에 부하를 받은 시간이 {both} s였습니다(단일 프로세스는 {single} s, 클러스터는 {cluster} s). CPU를 나눠 썼으므로 어느 수치도 그 서버가 낼 수 있는 값이 아닙니다.",
  "overlap.next":
    "첫 번째 측정을 await한 다음 두 번째를 시작하세요(두 측정을 Promise.all로 묶지 마세요).",

  "workersReached.expected":
    "compare.ts가 클러스터에 부하를 걸어, 요청이 primary.ts의 워커(2개 이상)에 도착해야 합니다.",
  "workersReached.seen":
    "요청이 도착한 곳은 클러스터 워커 {workers}개와 단일 프로세스 {singles}개였습니다.",
  "workersReached.next":
    "클러스터 쪽에서는 (index.ts를 두 번이 아니라) primary.ts를 시작하고, 모든 워커가 리슨한 뒤에 부하를 거세요.",

  "loadedEarly.expected":
    "클러스터에는 워커 {workers}개가 모두 대기하기 시작한 뒤에 부하를 겁니다(이 검사는 노트북의 느린 코어처럼 두 번째 워커를 {lateMs} ms 늦게 시작합니다).",
  "loadedEarly.seen": "워커 {late}개가 대기하기 전에 loadTest가 시작됐습니다(최대 {ms} ms 전).",
  "loadedEarly.next":
    '모든 워커가 대기한 뒤에 클러스터에 부하를 거세요. startServer는 리스너마다 "App listening" 한 줄을 기다리므로 리스너 수로 availableParallelism()을 넘기세요: `measure("./primary.ts", availableParallelism())`.',

  "concurrencyPassed.expected":
    "{side}: loadTest가 클라이언트 {concurrency}개를 동시에 돌려야 합니다: 옵션에 concurrency: {concurrency}.",
  "concurrencyPassed.seen":
    "{given, select, none {loadTest가 concurrency 없이 호출됐습니다(그러면 loadtest는 클라이언트 10개로 돕니다).} other {loadTest가 concurrency {given}(으)로 호출됐습니다.}}",
  "concurrencyPassed.next": "loadTest에 `concurrency: load.concurrency`를 넘기세요.",

  "load.expected":
    "기본값은 튜토리얼의 부하: 요청 {requests}개, 동시성 {concurrency}, 킵얼라이브 켜짐(`loadtest -n 1200 -c 200 -k`).",
  "load.seen": "부하: {load}.",
  "load.next": "parseArgs에서 --requests, --concurrency, --no-keepalive에 그 기본값을 주세요.",

  "keepalive.expected":
    "{side, select, single {단일 프로세스} other {클러스터}}: 보고서에 적힌 대로 킵얼라이브로, 요청 {requests}개에 연결 약 {concurrency}개를 재사용해야 합니다.",
  "keepalive.seen":
    "{side, select, single {단일 프로세스} other {클러스터}} 서버는 요청 {served}개에 연결 {connections}개를 받았습니다. 거의 요청마다 새 연결을 열었으므로, 킵얼라이브가 꺼져 있었습니다.",
  "keepalive.next":
    "loadTest에 `agentKeepAlive: load.keepalive`를 넘기세요(loadtest의 -k). 넘기지 않으면 요청마다 자기 연결을 새로 엽니다.",

  "completed.expected":
    "{side, select, single {단일 프로세스} other {클러스터}}: 요청 {requests}개가 모두 완료되고 오류는 0개여야 합니다.",
  "completed.seen": "요청 {done}개, 오류 {errors}개였습니다.",
  "completed.next":
    "loadTest에서 (maxSeconds가 아니라) maxRequests를 쓰고, 각 서버의 /heavy 라우트에 부하를 걸고(loadtest는 400 이상의 응답을 모두 오류로 셉니다), 각 서버가 준비된 뒤에 부하를 거세요.",

  "rps.expected":
    "{side, select, single {단일 프로세스} other {클러스터}}: req/s = 완료된 요청 수 ÷ 총 시간(오차 10% 이내).",
  "rps.seen":
    "보고된 값은 {rps} req/s입니다. 그러나 요청 {requests}개를 {seconds} s에 처리했다면 {computed} req/s입니다.",
  "rps.next":
    "직접 계산하거나 적어 넣지 말고, loadtest 결과의 필드(`rps`, `totalTimeSeconds`, `totalRequests`)를 그대로 보고하세요.",

  "latencies.expected":
    "{side, select, single {단일 프로세스} other {클러스터}}: 말이 되는 지연 시간. 평균 > 0이고 p50 <= p90 <= p99.",
  "latencies.seen": "평균 {mean}, p50 {p50}, p90 {p90}, p99 {p99} ms였습니다.",
  "latencies.next":
    "result.meanLatencyMs와 `result.percentiles[50]`, `[90]`, `[99]`에서 읽어 오세요.",

  "fromResult.expected":
    "{side}: 각 수치는 loadtest가 {side} 서버에서 측정한 그대로({field} = result.{source}).",
  "fromResult.seen":
    "{field}은(는) {value}였지만, 그 서버에 대한 loadtest의 결과에서 {source}은(는) {actual}였습니다{swapped, select, yes {. {side} 수치는 다른 서버 측정의 것입니다} other {}}.",
  "fromResult.next":
    "result.{source}을(를) 바꾸지 말고 {field}(으)로 돌려주고, 각 쪽에는 그쪽 자신의 loadTest 호출 수치를 쓰세요.",

  "unrounded.expected":
    "JSON의 속도 향상은 반올림하지 않습니다: 클러스터의 rps ÷ 단일 프로세스의 rps 그대로.",
  "unrounded.seen": "speedup은 {speedup}였지만, 나눗셈 결과는 {ratio}입니다.",
  "unrounded.next":
    "`cluster.rps / single.rps`를 그대로 JSON에 넣으세요. 반올림은 사람이 읽는 보고서에서만 합니다(toFixed(2)).",

  "formula.expected": "속도 향상 = 클러스터의 req/s ÷ 단일 프로세스의 req/s.",
  "formula.seen":
    "보고된 속도 향상은 {speedup}입니다. 그러나 {cluster} ÷ {single} = {ratio}입니다.",
  "formula.next": "출력하는 두 rps 수치로 계산하세요.",

  "reportExit.expected":
    "`compare.ts --requests {requests} --concurrency 20`이 종료 코드 0으로 끝나야 합니다.",
  "reportExit.seen":
    "{signal, select, none {종료 코드 {code}(으)로 끝났습니다.} other {{signal}(으)로 끝났습니다.}}",
  "reportExit.next": "오류를 보려면 그 명령을 직접 실행하세요.",

  "override.expected":
    "{side}: compare.ts --requests 100 --concurrency 20 --no-keepalive는 정확히 그 부하를 걸어야 합니다: 요청 100개, 동시에 클라이언트 20개, 킵얼라이브 꺼짐.",
  "override.seen":
    "loadtest는 요청 {done}개를 실행했고, loadTest에는 concurrency {concurrency}와 agentKeepAlive {keepalive}가 넘겨졌습니다.",
  "override.next":
    '파싱한 부하를 그대로 넘기세요: `maxRequests: load.requests`, `concurrency: load.concurrency`, `agentKeepAlive: load.keepalive`(`keepalive: !values["no-keepalive"]`).',

  "loadLine.expected":
    "보고서는 부하로 시작합니다: 각 쪽 줄보다 위에 {requests} requests, concurrency {concurrency}, 킵얼라이브 꺼짐(keep-alive off)을 보여 주는 줄.",
  "loadLine.seen":
    "{above, plural, =0 {첫 번째 쪽 줄 앞에 아무것도 없었습니다.} other {각 쪽 줄 위의 #줄 중 어느 것도 셋을 모두 보여 주지 않습니다.}}",
  "loadLine.next":
    "부하를 먼저 출력하세요: `Load: $'{'load.requests'}' requests, concurrency $'{'load.concurrency'}', keep-alive $'{'load.keepalive ? \"on\" : \"off\"'}'`.",

  "speedupLine.expected": "소수점 두 자리의 `speed-up: <x>×`(예: `speed-up: 1.84×`).",
  "speedupLine.seen":
    "{printed, select, none {보고서에 ×가 붙은 speed-up이 없습니다.} other {`{printed}`.}}",
  "speedupLine.next": "`speed-up: $'{'speedup.toFixed(2)'}'×`를 출력하세요.",

  "bars.expected":
    "더 큰 req/s에 맞춘 막대: {large} req/s는 █ 40개, {small} req/s는 그 비율로 █ {expected}개(±1).",
  "bars.seen": "막대는 █ {longer}개와 {shorter}개였습니다.",
  "bars.next":
    '각 쪽에 `"█".repeat(Math.max(1, Math.round((40 * rps) / Math.max(single.rps, cluster.rps))))`를 쓰세요.',

  "percentile.expected":
    "{side}: p50Ms 3, p90Ms 7, p99Ms null. 이 검사의 loadTest 대역은 percentiles '{' 50: 3, 90: 7, 99: false '}'를 돌려줬고, loadtest는 도달하지 못한 백분위수를 false로 둡니다.",
  "percentile.seen": "p50Ms {p50}, p90Ms {p90}, p99Ms {p99}.",
  "percentile.next":
    "`Number(result.percentiles[99] || Number.NaN)`으로 쓰세요. ??로는 false가 통과하고 Number(false)는 0입니다. NaN은 JSON에서 null이 됩니다.",

  "notCalled.expected":
    "compare.ts가 loadTest를 호출해야 합니다(이 검사의 대역은 부하 없이 매번 바로 실패합니다).",
  "notCalled.seen": "loadTest를 호출하지 않고 끝났습니다.",
  "notCalled.next": '각 서버를 "loadtest" 패키지의 loadTest로 측정하세요(The script).',

  "throwLeftovers.expected":
    "loadTest가 실패해도(이 검사의 대역은 매번 바로 실패합니다) 부하를 걸던 서버는 멈춰야 합니다.",
  "throwLeftovers.seen": "시작한 서버들이 종료 후에도 실행 중이었습니다: {servers}.",
  "throwLeftovers.next":
    "loadTest를 감싸는 finally 블록에서 서버를 멈추세요(`await server.stop()`). finally 블록은 loadTest가 성공해도 예외를 던져도 실행됩니다.",

  "report.expected":
    "사람이 읽을 보고서: 양쪽의 완료된 요청 수, 오류, 시간, req/s, 평균·p50·p90·p99 지연 시간, 속도 향상, 한쪽마다 막대 하나.",
  "report.seen": "빠진 것: {missing}.",
  "report.next":
    "한쪽마다 한 줄씩 출력한 다음 `speed-up: <x>×`를 출력하고, 더 큰 req/s에 맞춰 길이를 정한 █ 막대를 한쪽마다 하나씩 출력하세요.",

  "impossible.expected":
    "사용 가능한 CPU {cpus}개에서는 최대 약 {usable}×. 코어가 더 많아도 그 이상은 할 수 없습니다.",
  "impossible.seen": "{speedup}×였습니다(실행별: {runs}).",
  "impossible.next":
    "양쪽마다 loadtest 자체의 rps를 보고하고, 클러스터의 값을 단일 프로세스의 값으로 나누세요.",

  "singleSide.expected":
    "비교의 단일 쪽은 index.ts 단독일 것: 그 요청이 클러스터 워커가 아닌 index.ts 프로세스에 닿을 것.",
  "singleSide.seen":
    "모든 요청이 클러스터의 워커({workers}개)에 닿았고, 단독으로 실행되는 index.ts에는 하나도 닿지 않았습니다.",
  "singleSide.next":
    '단일 쪽은 index.ts 단독을, 클러스터 쪽은 primary.ts를 측정하세요. 클러스터를 두 번 측정하지 마세요: `const single = await measure("./index.ts", 1);`',

  "belowThreshold.expected":
    "{threshold}× 이상: 방금 이 컴퓨터에서 워크숍의 기준 클러스터(여러분의 index.ts를 워커 {workers}개로 실행)가 index.ts 단독 대비 {reference}×에 이르렀으므로, 그 이득의 4분의 1입니다.",
  "belowThreshold.seen":
    "{speedup}×였습니다(실행별: {runs}). 지금 다른 프로그램들이 컴퓨터 CPU의 {share}%를 쓰고 있습니다.",
  "belowThreshold.next":
    "{advice}단일 프로세스는 index.ts로, 다른 쪽은 클러스터(primary.ts)로 측정하고(같은 서버를 두 번이 아니라), 모든 워커가 리슨한 뒤에 부하를 거세요.",

  "agreement.expected":
    "compare.ts의 수치가 검사 자체의 수치와 허용 범위 안에서 일치해야 합니다(req/s는 ×/÷ {rpsTolerance}, 속도 향상은 ×/÷ {speedupTolerance} 범위).",
  "agreement.seen":
    "단일 프로세스 {rps} 대 {harnessRps} req/s, 속도 향상 {speedup}× 대 {harnessSpeedup}×였습니다(compare.ts는 {runs}번 실행의 중앙값). 지금 다른 프로그램들이 컴퓨터 CPU의 {share}%를 쓰고 있습니다.",
  "agreement.next":
    "{advice}각 서버에서 loadtest가 측정한 값을 보고하세요. 단일 프로세스는 index.ts의 /heavy, 클러스터는 primary.ts의 /heavy입니다.",

  "figure.wallTime": "compare.ts 실행 시간",
  "figure.overlap": "두 서버가 동시에 부하를 받은 시간",
  "figure.overlapThreshold": "더 짧은 쪽 실행의 {share}% 이하",
  "figure.speedup": "compare.ts가 보고한 속도 향상({count}번 실행의 중앙값)",
  "figure.speedupThreshold":
    "{min}× 이상(튜토리얼 부하에서 기준 클러스터가 얻은 이득의 4분의 1), {max}× 이하",
  "figure.speedupUnjudged": "없음: 지금은 기준 클러스터가 속도 향상을 보여 주지 않습니다",
  "figure.speedupDetail":
    "실행별 {runs}. 방금 이 컴퓨터에서 워크숍의 기준 클러스터(여러분의 index.ts를 워커 {workers}개로 실행)는 index.ts 단독의 {reference}×에 이르렀습니다",
  "figure.reference": "기준 클러스터의 속도 향상(여러분의 index.ts, 워커 {workers}개)",
  "figure.referenceThreshold": "{min}× 이상이면 속도 향상을 판정",
  "figure.referenceDetail": "검사 자체의 측정, 연결 32개로 {rounds}라운드",
  "figure.rpsRatio": "단일 프로세스 req/s, compare.ts ÷ 검사",
  "figure.rpsDetail": "{rps}(compare.ts의 {runs}번 실행 중앙값) 대 {harness} req/s",
  "figure.speedupRatio": "속도 향상, compare.ts ÷ 검사",
  "figure.speedupRatioDetail": "{speedup}×(compare.ts의 {runs}번 실행 중앙값) 대 {harness}×",
};
