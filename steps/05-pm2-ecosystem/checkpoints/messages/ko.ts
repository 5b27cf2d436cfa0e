/** Step 05's checkpoint messages in Korean: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ko: Record<MessageKey, string> = {
  "step.builds":
    "`ecosystem.config.cjs`: 모든 CPU에서 pm2 클러스터 모드, `ready`, 그레이스풀 셧다운, 그리고 요청을 하나도 잃지 않는 `pm2 reload`",

  "name.clusterMode":
    "pm2가 모든 인스턴스를 클러스터 모드로, CPU마다 하나씩 online 상태로 실행한다",
  "name.heavy": "/heavy가 pm2를 거쳐 응답하며, CPU가 허락하는 만큼 단일 프로세스보다 빠르다",
  "name.ready": 'index.ts가 준비되었다고 pm2에 알리고(process.send("ready")), pm2가 이를 기다린다',
  "name.drain":
    "SIGINT를 받아도 index.ts가 킵얼라이브 클라이언트의 연결을 유지하고 Connection: close로 응답한다",
  "name.reload":
    "킵얼라이브 부하 아래에서 pm2 reload가 요청을 하나도 실패시키지 않고 모든 인스턴스를 교체한다",

  "output.pm2Printed": "pm2 출력",
  "output.pm2Logs": "pm2 로그",
  "output.pm2Log": "pm2 로그",

  or: "{first} 또는 {second}",
  restartCount: "{count}회",

  "startFailed.expected": "`pm2 start ecosystem.config.cjs`가 성공해야 합니다.",
  "startFailed.seen": "종료 코드 {code}로 끝났습니다.",
  "startFailed.next": "{advice}",

  "offline.expected": "pm2가 앱을 online 상태로 만들어야 합니다.",
  "offline.seen":
    '{listed, select, none {pm2 목록에 프로세스가 없습니다. ecosystem 파일에 앱이 선언되어 있지 않습니다.} other {상태: "{statuses}".}}',
  "offline.next": "{advice}",

  "notServing.expected": "인스턴스가 계속 실행되며 pm2가 넘겨준 PORT({port})에서 응답해야 합니다.",
  "notServing.seen":
    "{restarted, select, yes {pm2가 인스턴스를 재시작했습니다({restarts}). 시작할 때 크래시가 납니다} other {{seconds} s가 지나도 포트 {port}에서 연결을 받는 것이 없습니다}}{forkCount, plural, =0 {} other {. 인스턴스 #개가 {mode}로 실행되고 있습니다}}.",
  "notServing.next":
    "{forkMode, select, yes {ecosystem 파일에서 exec_mode: \"cluster\"를 설정하세요. fork 모드에서는 인스턴스마다 독립된 프로세스가 되어, 하나를 빼고는 모두 공유 포트에서 리슨에 실패합니다(EADDRINUSE).} other {{elsewhere, select, none {{advice}} other {인스턴스가 pm2가 넘긴 PORT({port})가 아니라 포트 {elsewhere}에서 리슨합니다. index.ts는 계속 process.env.PORT에서 리슨하게 두고, ecosystem 파일이 PORT를 넘겨주게 하세요: env: '{ PORT: process.env.PORT ?? 3000 }'(고정된 포트가 아니라).}}}}",

  "figure.instancesOnline": "online 인스턴스",

  "forkMode.expected":
    '모든 인스턴스가 클러스터 모드(exec_mode: "cluster")로 실행되며 포트 하나를 공유해야 합니다.',
  "forkMode.seen": "{mode} 인스턴스가 {count}개였습니다.",
  "forkMode.next":
    'ecosystem 파일에서 exec_mode: "cluster"를 설정하세요. fork 모드는 서로 독립된 프로세스를 시작하므로 포트를 공유할 수 없습니다.',

  "instanceCount.expected": "CPU마다 인스턴스가 하나씩 있고 모두 online이어야 합니다: {accepted}.",
  "instanceCount.seen": '인스턴스가 {count}개였습니다: "{instances}".',
  "instanceCount.next":
    'CPU마다 하나씩 두려면 instances: 0(또는 "max")을 설정하세요. errored 상태인 것이 있으면 아래 pm2 로그를 읽어 보세요.',
  "tsxBare.expected":
    'node_args는 tsx를 절대 경로나 file: URL로 불러와야 합니다. 예: node_args: ["--import", require.resolve("tsx")].',
  "tsxBare.seen":
    "--import {specifier}: 맨 이름입니다. Node.js는 이것을 앱의 폴더가 아니라 pm2 데몬이 시작된 폴더에서 찾습니다.",
  "tsxBare.next":
    '로더는 에코시스템 파일 자신의 폴더에서 tsx를 찾는 require.resolve("tsx")로 지정하세요: `node_args: ["--import", require.resolve("tsx")]`.',

  "notListening.expected": "pm2가 넘겨준 PORT({port})에서 앱이 연결을 받아야 합니다.",
  "notListening.seen": "그 포트에서 리슨하는 것이 없습니다.",
  "notListening.next":
    "index.ts는 계속 process.env.PORT에서 리슨하게 두고, ecosystem 파일이 PORT를 넘겨주게 하세요: env: '{ PORT: process.env.PORT ?? 3000 }'.",

  "heavyAnswer.expected": "GET /heavy가 200 {body}로 응답해야 합니다.",
  "heavyAnswer.seen": "{answer}",
  "heavyAnswer.next":
    "{held, select, yes {응답이 없었습니다. /heavy 앞의 미들웨어가 모든 경로에서 next()를 호출하지 않으면 요청이 거기서 멈춥니다. 드레인 중이든 아니든 next()를 호출하세요.} other {02단계의 /heavy 라우트를 index.ts에 그대로 두세요.}}",

  "tooFewInstances.expected":
    "속도 향상을 재기 전에, 사용 가능한 CPU({usable}개)마다 클러스터 모드 인스턴스가 하나씩 있어야 합니다.",
  "tooFewInstances.seen":
    '클러스터 모드로 online인 인스턴스는 {count}개였습니다.{others, plural, =0 {} other { 그 밖에 #개가 있습니다: "{instances}".}}',
  "tooFewInstances.next":
    '먼저 이 단계의 첫 번째 체크포인트를 고치세요: instances: 0과 exec_mode: "cluster".',

  "advice.speedup":
    'CPU마다 클러스터 모드 인스턴스를 하나씩 실행하고(instances: 0, exec_mode: "cluster"), 각 인스턴스가 /heavy 루프가 있는 index.ts를 실행하게 하세요.',

  "waitReady.expected":
    "ecosystem 파일에 wait_ready: true가 있어서, 인스턴스가 준비되었다고 알린 뒤에야 pm2가 online으로 쳐야 합니다.",
  "waitReady.seen":
    "{listed, select, none {pm2 목록에 앱이 없습니다.} other {wait_ready가 설정되어 있지 않습니다.}}",
  "waitReady.next":
    "ecosystem.config.cjs의 앱에 wait_ready: true와 listen_timeout(ms)을 추가하세요.",

  "readyMessage.expected":
    'index.ts가 리슨을 시작하면 부모 프로세스에 "ready"를 보내야 합니다: process.send("ready").',
  "readyMessage.seen":
    '{received, select, none {리슨을 시작하고 3 s 안에 메시지가 없었습니다. (pm2는 이런 앱도 online으로 표시하지만 listen_timeout이 지난 뒤에야 그렇게 하며, 새 인스턴스가 실제로 응답하기 시작한 때를 리로드가 알 수 없습니다.)} other {메시지 {messages} 중에 "ready"가 없습니다.}}',
  "readyMessage.next":
    'app.listen 콜백 안에서 로그 줄을 출력한 뒤 process.send?.("ready")를 호출하세요(process.send는 pm2 같은 부모 프로세스가 듣고 있을 때만 존재합니다).',
  "listenTimeout.expected":
    "에코시스템 파일의 listen_timeout이 {min} ms 이상이어야 합니다. pm2가 인스턴스를 포기하기 전까지 ready를 기다리는 시간입니다.",
  "listenTimeout.seen":
    "{ms, select, unset {listen_timeout이 설정되지 않았습니다. pm2는 기본값 3000 ms만 기다리며, 느린 노트북에서 tsx와 Express가 시작하기에는 빠듯합니다.} other {listen_timeout: {ms} ms.}}",
  "listenTimeout.next": "밀리초로 여유를 주세요: listen_timeout: 10000(10 s. 10이 아닙니다).",

  "drainSeen.cut": "킵얼라이브 클라이언트가 재사용하던 연결을 끊었습니다(또는 곧바로 종료했습니다)",
  "drainSeen.noCloseHeader": "그 클라이언트에 `Connection: close` 없이 계속 응답했습니다",
  "drainSeen.closeHeader": "기대한 대로 그 클라이언트에 `Connection: close`를 붙여 응답했습니다",
  "drainSeen.alone": " 단독으로 실행하면, SIGINT 이후 index.ts는 {behaviour}.",

  "advice.noCloseHeader":
    "드레인하는 동안 `Connection: close`를 붙이는 미들웨어를 라우트보다 앞에 등록하세요(app.get보다 앞에 app.use). Express는 등록된 순서대로 실행하므로, 뒤에 둔 미들웨어가 실행되기 전에 /heavy가 먼저 응답합니다.",
  "advice.drain":
    "SIGINT를 받으면 새 연결은 받지 않되 열린 연결은 유지하고(net.Server.prototype.close.call(server, …)), 연결이 모두 닫힐 때까지 `Connection: close`를 붙여 응답한 뒤 종료하세요. kill_timeout에는 드레인보다 긴 시간을 주세요.",
  "advice.killTimeoutWaited":
    "pm2는 kill_timeout({ms} ms)만큼 기다렸지만 인스턴스는 여전히 실행 중이었습니다. 닫힌 서버도 열린 연결을 모두 기다리며, 킵얼라이브 연결은 스스로 닫히지 않습니다. SIGINT를 받으면 `Connection: close`를 붙여 응답하고, 드레인이 끝나면 아직 유휴 상태인 연결을 닫으세요: server.closeIdleConnections(). 서버가 닫히면 종료하세요: net.Server.prototype.close.call(server, () => process.exit(0)). pm2 아래에서는 서버가 닫힌 뒤에도 IPC 채널이 프로세스를 살려 둡니다.",
  "advice.killTimeoutShort":
    "kill_timeout(ms)에는 드레인에 걸리는 시간보다 긴 시간을 주세요(예: 1.5 s 드레인이면 5000).",

  "drain.expected":
    "SIGINT 이후에도 킵얼라이브 클라이언트가 열린 연결로 보낸 다음 요청에 `Connection: close`를 붙여 응답해야 합니다. 서버는 닫기 전에 클라이언트를 떠나보냅니다.",
  "drain.seen": "SIGINT 이후 index.ts는 {behaviour}.",
  "drain.next": "{advice}",
  "closeBefore.expected":
    "SIGINT 전의 응답은 킵얼라이브 연결을 열어 두어야 합니다. `Connection: close`는 드레인하는 동안에만 붙입니다.",
  "closeBefore.seen":
    "SIGINT 전의 응답에 이미 `Connection: close`가 붙어 있었습니다. 클라이언트는 요청할 때마다 새 연결을 열어야 합니다.",
  "closeBefore.next":
    '드레인이 시작된 뒤에만 헤더를 설정하세요: `if (draining) res.set("Connection", "close")`.',
  "idleExit.expected":
    "SIGINT 뒤, 조용해진 킵얼라이브 클라이언트가 있어도 index.ts는 {limit} s 안에 종료해야 합니다. 드레인이 끝나면 아직 유휴 상태인 연결을 닫습니다.",
  "idleExit.seen":
    "SIGINT 뒤 {limit} s가 지나도 실행 중이었습니다. 조용한 클라이언트의 유휴 연결이 붙잡고 있습니다(Node.js가 유휴 연결을 스스로 닫는 것은 keepAliveTimeout, 기본 5 s 뒤입니다).",
  "idleExit.next":
    "드레인이 끝나면 아직 유휴 상태인 것을 닫으세요: `setTimeout(() => server.closeIdleConnections(), DRAIN_MS).unref()`.",

  "figure.reloadFailures": "pm2 reload 중 실패한 요청",
  "figure.reloadDetail": "킵얼라이브 요청 {total}개 중; 리로드에 {seconds} s 걸림",

  "notOnline.expected": "리로드할 online 인스턴스가 있어야 합니다.",
  "notOnline.seen": '상태: {count, plural, =0 {없음} other {"{statuses}"}}.',
  "notOnline.next": "먼저 이 단계의 첫 번째 체크포인트를 고치세요.",

  "reloadFailed.expected": "`pm2 reload ecosystem.config.cjs`가 성공해야 합니다.",
  "reloadFailed.seen": "종료 코드 {code}로 끝났습니다.",
  "reloadFailed.next": "아래 출력을 읽어 보세요.",

  "notReplaced.expected":
    "{count, plural, =1 {인스턴스가 새 프로세스로 교체되어야 합니다.} other {인스턴스 #개가 모두 새 프로세스로 교체되어야 합니다.}}",
  "notReplaced.seen":
    "리로드 전: {before}; 리로드 후: {after, select, none {없음} other {{after}}}.",
  "notReplaced.next":
    "리로드는 인스턴스를 모두 재시작합니다. 재시작하지 않은 인스턴스는 멈춰 있을 수 있으니 아래 pm2 로그를 읽어 보세요.",

  "sigkill.expected":
    "기존 인스턴스가 모두 드레인한 뒤 kill_timeout이 끝나기 전에 스스로 종료해야 합니다.",
  "sigkill.seen":
    "pm2가 기존 인스턴스를 SIGKILL해야 했습니다(pm2 로그에 SIGKILL 줄 {killed}개). 그 인스턴스가 아직 처리하던 것은 중간에 끊겼습니다.{alone}",
  "sigkill.next": "{advice}",

  "failedRequests.expected":
    "킵얼라이브 부하 아래에서 pm2가 앱을 리로드하는 동안 실패한 요청이 0개여야 합니다.",
  "failedRequests.seen": "요청 {total}개 중 {failed}개가 실패했습니다({codes}).{alone}",
  "failedRequests.next": "{advice}",

  "advice.pm2.tsRefused":
    "pm2 7은 실행 방법을 지정하지 않으면 Node.js < 22.6에서 .ts 스크립트를 거부합니다(메시지에는 22.18로 나옵니다). `{tsx}`를 설정하세요.",
  "advice.pm2.bun":
    "pm2가 index.ts를 bun에 넘겼지만 bun이 설치되어 있지 않습니다. `{tsx}`를 설정하세요.",
  "advice.pm2.unknownExtension":
    '이 환경의 Node.js는 혼자서는 .ts를 실행할 수 없습니다. `node_args: ["--import", require.resolve("tsx")]`를 추가하세요.',
  "advice.pm2.tsxMissing":
    '앱 폴더에서 tsx를 찾지 못했습니다. `node_args: ["--import", require.resolve("tsx")]`로 절대 경로를 지정하세요.',
  "advice.pm2.exports":
    "이 파일은 `module.exports`를 앱 목록 `apps`(각각 `name`과 `script`를 가짐)를 담은 객체로 설정해야 합니다.",
  "advice.pm2.readOutput":
    "오류는 아래 pm2 출력에서 확인하세요. 앱 자체의 오류는 `npx pm2 logs`로 볼 수 있습니다.",
};
