/** Step 08's checkpoint messages in Korean: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ko: Record<MessageKey, string> = {
  "step.builds":
    "상한이 있는 `/block?ms=N`과 `/health`를 갖춘 `index.ts`: 막힌 이벤트 루프는 프로세스 하나를 멈추지만 클러스터 전체를 멈추지는 않습니다. 프로세스 안의 대안으로 워커 스레드도 다룹니다",

  "name.block": "/block?ms=N은 프로세스를 N ms 동안 블로킹하고 0~5000만 받으며, /health가 응답한다",
  "name.singleWaits": "프로세스 하나에서는 /block이 실행되는 동안 /health가 기다린다",
  "name.clusterAnswers": "클러스터에서는 워커 하나가 블로킹되어도 다른 워커가 /health에 응답한다",

  "probesAnswered.expected": "/health 프로브가 모두 200으로 응답해야 합니다.",
  "probesAnswered.seen": "프로브 {total}회 중 {failed}회가 실패했습니다. 첫 실패: {first}.",
  "probesAnswered.next":
    "GET /health가 곧바로 200을 응답하게 하세요(이 단계의 첫 번째 체크포인트).",

  "health.expected": "GET /health가 200으로 응답해야 합니다.",
  "health.seen": "{answer}",
  "health.next":
    'index.ts에 `app.get("/health", (_req, res) => \'{ res.send("ok"); }\')`를 추가하세요.',

  "figure.blockTook": "GET /block?ms={ms} 소요 시간",
  "figure.serverCpu": "서버의 CPU 시간 {cpu} ms",

  "blockTime.expected": "GET /block?ms={ms}에 최소 {ms} ms가 지난 뒤 200으로 응답해야 합니다.",
  "blockTime.seen": "{took} ms 뒤에 {answer}.",
  "blockTime.next":
    "`req.query.ms`에서 `ms`를 읽고, `Date.now()`가 `ms`만큼 지날 때까지 루프를 돈 다음 응답하세요.",

  "figure.pausedBlock": "도중에 서버를 {pause} ms 멈췄을 때 GET /block?ms={ms} 소요 시간",
  "blockClock.expected":
    "도중에 서버를 {pause} ms 멈춰도(느린 CPU를 흉내 낸 것) GET /block?ms={ms}가 {limit} ms 안에 200으로 응답해야 합니다. 시계를 보는 루프라면 다시 시작할 때 이미 기한이 지나 있습니다.",
  "blockClock.seen": "{took} ms 뒤에 {answer}.",
  "blockClock.next":
    "단계 수를 세지 말고 시계를 보며 루프하세요: `while (Date.now() < until)`. 단계 수는 맞춰 둔 CPU에서, 다른 것이 아무것도 돌지 않을 때만 N ms가 됩니다.",

  "blockCpu.expected": "블로킹하는 동안 내내 서버가 CPU를 써야 합니다: CPU 시간으로 약 {ms} ms.",
  "blockCpu.seen":
    "CPU 시간이 {cpu} ms였습니다. 블로킹하지 않고 기다리기만 해서(`setTimeout`을 썼나요?) 다른 요청이 계속 처리되었습니다.",
  "blockCpu.next":
    "바쁜 대기(busy-wait)를 하세요: `while (Date.now() < until) '{}'`. CPU를 많이 쓰는 호출처럼 이벤트 루프를 붙잡아 두는 것이 핵심입니다.",

  "blockText.expected": "GET /block?ms={ms}의 응답에 그 ms가 나와야 합니다: `blocked for {ms} ms`.",
  "blockText.seen": "{answer}",
  "blockText.next":
    "루프를 돈 ms를 넣어 `blocked for <ms> ms`로 응답하세요(`ms`를 넣은 템플릿 문자열로).",

  "rejected.expected":
    "GET {request}에 곧바로 400으로 응답해야 합니다: 0~5000의 정수만 받고, ms는 꼭 있어야 합니다.",
  "rejected.seen": "{took} ms 뒤에 {answer}.",
  "rejected.next":
    "블로킹하기 전에 `ms`를 확인하고, `Number.isInteger(ms)`이면서 0~5000이 아니면 `res.status(400).send(…)`로 응답한 뒤 return하세요. ms가 없으면(`req.query.ms`가 undefined) NaN이 됩니다. 대신 쓸 기본값을 두지 마세요.",
  "rejectedEmpty.expected":
    "GET {request}가 짧은 메시지(ms가 무엇이어야 하는지)와 함께 400으로 응답해야 합니다.",
  "rejectedEmpty.seen": "본문이 비어 있는 400이었습니다.",
  "rejectedEmpty.next":
    "상태 코드와 함께 이유를 보내세요: `res.status(400).send(…)`로, 예를 들어 ms는 0~5000의 정수여야 한다고 알립니다.",
  "edgeRefused.expected":
    "GET {request}가 받아들여져야 합니다: 0~5000의 정수는 양 끝까지 포함해 받아들입니다.",
  "edgeRefused.seen": "{answer}.",
  "edgeRefused.next":
    "범위 밖만 거절하세요: `ms < 0 || ms > MAX_BLOCK_MS`이며, `MAX_BLOCK_MS`는 5000입니다.",

  "figure.singleP50": "블로킹 중 /health, 프로세스 하나: p50",
  "figure.singleP99": "블로킹 중 /health, 프로세스 하나: p99",
  "figure.probes": "프로브 {count}회 기준",

  "blockAnswers.expected": "GET /block?ms={ms}에 200으로 응답해야 합니다.",
  "blockAnswers.seen": "{answer}",
  "blockAnswers.next": "먼저 /block이 동작하게 하세요(앞의 체크포인트).",

  "singleWaits.expected":
    "/block?ms={ms} 요청이 실행되는 동안 같은 프로세스의 /health가 기다려야 합니다(중앙값 {min} ms 이상).",
  "singleWaits.seen":
    "중앙값 {p50} ms(각각: {each} ms). /block이 이벤트 루프를 붙잡고 있지 않습니다.",
  "singleWaits.next":
    "/block에서 동기 루프로 블로킹하세요(루프 안에 `await`도 `setTimeout`도 없이).",

  "figure.clusterP50": "워커 하나가 블로킹된 동안 /health, 클러스터: p50",
  "figure.clusterP99": "워커 하나가 블로킹된 동안 /health, 클러스터: p99",
  "figure.stuckWorker":
    "블로킹된 것이 알려지기 전에 그 워커에 넘겨진 프로브는 블로킹이 끝날 때까지 기다립니다",
  "chart.title": "요청이 {ms} ms 동안 블로킹하는 사이의 /health p50",
  "chart.oneProcess": "프로세스 하나",
  "chart.cluster": "클러스터",

  "clusterBlock.expected": "GET /block?ms={ms}에 클러스터를 거쳐 200으로 응답해야 합니다.",
  "clusterBlock.seen": "{answer}",
  "clusterBlock.next": "먼저 /block이 동작하게 하세요(첫 번째 체크포인트).",

  "clusterCpu.expected":
    "블로킹하는 동안 내내 워커가 CPU를 써야 합니다: 워커들의 CPU 시간으로 약 {ms} ms.",
  "clusterCpu.seen":
    "CPU 시간이 {cpu} ms였습니다. /block이 블로킹하지 않고 기다리기만 해서 격리할 것이 없었습니다.",
  "clusterCpu.next":
    "/block에서 바쁜 대기를 하세요: `while (Date.now() < until) '{}'`(첫 번째 체크포인트 참고).",

  "clusterHealth.expected":
    "워커 하나가 {ms} ms 동안 블로킹하는 사이 /health는 다른 워커가 응답해야 합니다(중앙값 {max} ms 이내).",
  "clusterHealth.seen": "중앙값 {p50} ms(각각: {each} ms).",
  "clusterHealth.next":
    "/health에는 블로킹하는 작업을 전혀 넣지 마세요. 어느 워커가 받든 곧바로 응답해야 합니다(primary.ts는 주어져 있으며 워커 2개를 실행합니다).",
};
