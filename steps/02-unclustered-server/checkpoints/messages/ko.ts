/** Step 02's checkpoint messages in Korean: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ko: Record<MessageKey, string> = {
  "step.builds":
    "`index.ts`: `PORT`에서 리슨하고 CPU 바운드 `GET /heavy`가 있는 Express, 즉 단일 프로세스 기준선",

  "name.starts": "index.ts가 시작되고 자기 pid와 받은 포트를 출력한다",
  "name.heavy": "GET /heavy가 5,000,000번 도는 루프의 결과와 함께 200으로 응답한다",
  "name.oneProcess": "프로세스 하나가 /heavy에 응답하며 요청마다 CPU 시간을 쓴다",
  "name.portTaken": "이미 사용 중인 포트를 보고하고, 준비 완료 줄 뒤에 숨기지 않는다",

  "pid.expected": '"worker pid={pid}" 줄(검사가 시작한 프로세스의 pid)이 있어야 합니다.',
  "pid.seen":
    '{printed, select, none {"worker pid=<pid>" 줄이 없습니다.} other {출력된 줄은 "worker pid={printed}"입니다.}}',
  "pid.next": "listen 콜백에서 `worker pid=$'{process.pid}'`를 출력하세요.",

  "heavy.expected": "GET /heavy가 다음과 같이 응답해야 합니다: 200 {body}.",
  "heavy.seen": "실제 응답: {answer}",
  "heavy.next":
    '루프를 실행하고, 센 값을 넣은 그 문장을 res.send()로 보내는 app.get("/heavy", …)를 추가하세요.',

  "children.expected": "단일 프로세스여야 합니다. 03단계가 넘어서야 할 베이스라인입니다.",
  "children.seen": "자식 프로세스를 {count}개 시작했습니다: {pids}.",
  "children.next":
    "index.ts는 평범한 Express 서버로 두세요. 워커를 포크하는 것은 03단계(primary.ts)의 일입니다.",

  "figure.singleProcess": "단일 프로세스",
  "figure.cpuPerRequest": "/heavy 요청당 CPU 시간",

  "underLoad.expected": "부하 속에서도 GET /heavy가 응답해야 합니다(1 s 동안 최소 {min}건).",
  "underLoad.seen": "응답한 요청이 {count}건이었습니다.",
  "underLoad.next":
    "라우트가 모든 요청에 응답하게 하세요. 핸들러 끝에서 res.send(...)를 호출합니다.",

  "errors.expected": "부하 속에서도 모든 요청에 200으로 응답해야 합니다.",
  "errors.seen": "요청 {requests}건 중 {errors}건이 실패했습니다({codes}).",
  "errors.next":
    "서버를 직접 실행하고 브라우저에서 라우트를 열어 보세요. 서버가 출력하는 오류를 살펴보세요.",

  "cpuTime.expected":
    "/heavy 요청마다 서버가 CPU 시간을 써야 합니다(최소 {floor} ms, 이 컴퓨터에서 5,000,000번 도는 루프만 실행할 때 드는 시간의 절반). 즉, 루프가 요청마다 실행되어야 합니다.",
  "cpuTime.seen":
    "요청 {requests}건에서 요청당 CPU 시간이 {ms} ms였습니다(유휴 상태의 사용량은 뺐습니다).",
  "cpuTime.next":
    "5,000,000번 도는 루프를 라우트 핸들러 안에서 요청마다 실행하세요. 결과를 캐시하거나 코드에 직접 적어 넣지 마세요.",

  "ignoresPort.expected":
    "서버가 PORT로 받은 포트({port}, 검사가 점유하고 있는 포트)에서 리슨을 시도해야 합니다.",
  "ignoresPort.seen":
    '"App listening on port {other}"라는 줄을 출력했습니다. PORT를 무시하므로 이 체크포인트로는 검사할 수 없습니다.',
  "ignoresPort.next":
    "`const port = Number(process.env.PORT ?? 3000)`으로 포트를 읽고 그 포트에서 리슨하세요.",

  "listenError.expected":
    "{port}번 포트가 이미 사용 중이면, 서버는 리슨 오류를 출력하고 리슨한다고 알리지 않은 채 실패를 나타내는 종료 코드로 종료해야 합니다.",
  "listenError.seen":
    '{outcome, select, claimed {다른 프로그램이 그 포트를 쓰고 있는데도 "App listening on port {port}"라는 줄을 출력했습니다.} silent {오류를 출력하지 않고 종료했습니다({signal, select, none {종료 코드 {code}} other {{signal}}}).} neither {10 s 안에 EADDRINUSE를 보고하지도, 종료하지도 않았습니다.} zero {오류를 출력한 뒤 종료했지만 종료 코드가 {code}입니다. 실패를 나타내려면 0이 아닌 코드가 필요합니다.} other {오류를 출력했지만 {seconds} s 뒤에도 아무것도 처리하지 않은 채 계속 실행 중이었습니다.}}',
  "listenError.next":
    "{outcome, select, claimed {Express 5는 리슨 오류를 예외로 던지지 않고 app.listen 콜백에 전달합니다. 콜백에서 `error` 인자를 받고, 값이 있으면 준비 완료 줄보다 먼저 그 오류를 출력한 뒤 종료 코드 1로 종료하세요. 준비 완료 줄은 그 콜백 안에서 검사 뒤에 출력합니다.} other {app.listen 콜백이 받은 오류(메시지에 EADDRINUSE가 들어 있습니다)를 출력한 다음 종료 코드 1로 종료하세요(process.exit(1)).}}",

  "errorOnStdout.expected":
    "리슨 오류는 stderr(console.error)로 출력해야 합니다. 서버를 시작한 쪽은 실패를 stderr에서 찾습니다.",
  "errorOnStdout.seen": "오류를 stdout(console.log)으로 출력했습니다.",
  "errorOnStdout.next": "console.log 대신 console.error로 오류를 출력하세요.",

  "limit.wsl1":
    "포트 점유 체크포인트는 건너뜁니다: WSL1에서는 두 프로그램이 한 포트에서 대기할 수 있습니다(WSL2에서는 확인할 수 있습니다)",
};
