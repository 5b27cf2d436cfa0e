/** Step 07's checkpoint messages in Korean: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ko: Record<MessageKey, string> = {
  "step.builds":
    "비정상 종료된 워커를 교체하고, 크래시 루프에서는 재시작 간격을 늘리고, `SIGHUP`을 받으면 실패한 요청 0개로 워커를 하나씩 다시 시작하고, `SIGTERM`을 받으면 그레이스풀 셧다운하는 `primary.ts`",

  "name.rollingRestart":
    "SIGHUP을 받으면 워커를 하나씩 재시작한다: 실패한 요청 0개, 모든 pid 교체, 처리 용량 유지",
  "name.replaceKilled":
    "부하 중에 SIGKILL로 죽인 워커가 5 s 안에 교체되고, 그 워커에서 처리 중이던 요청만 실패한다",
  "name.backoff": "시작하자마자 항상 죽는 워커를 점점 더 길게 기다린 뒤 다시 포크한다(백오프)",
  "name.backoffReset":
    "워커가 리슨하면 백오프는 끝난다: 그 워커의 크래시는 바로 대체되고, 다음 크래시 루프는 첫 대기부터 다시 시작한다",
  "name.sigtermDuringRestart":
    "롤링 재시작 중의 SIGTERM이 이긴다: 그 뒤로 프라이머리는 아무것도 포크하지 않는다",
  "name.sigtermDuringBackoff":
    "다시 포크하려고 백오프를 기다리는 동안 온 SIGTERM이 이긴다: 기다리던 포크는 일어나지 않는다",
  "name.doubleSighup": "롤링 재시작 중의 두 번째 SIGHUP은 무시된다",
  "name.brokenRestart":
    "리슨하기 전에 죽은 새 워커는 롤링 재시작을 멈춘다: 옛 워커는 계속 요청을 처리하고, 프라이머리는 그 사실을 로그에 남긴다",
  "name.shutdown": "SIGTERM을 받으면 처리 중인 요청을 끝낸 뒤 워커와 프라이머리가 종료한다",
  "name.killDeadline":
    "드레인하지 못하는 워커는 5초 기한에 kill되고, 대체되지 않는다(계획된 종료이므로)",
  "name.afterRestart":
    "롤링 재시작 뒤의 새 워커는 크래시하면 곧바로 대체되고, 다음 SIGHUP은 다시 재시작한다",

  "figure.restartFailed": "롤링 재시작 중 실패한 요청",
  "figure.restartFailedDetail": "킵얼라이브 요청 {total}개 중. 재시작에 걸린 시간 {seconds} s",
  "figure.fewestServing": "동시에 응답하던 워커의 최소 수",
  "figure.mostServing": "동시에 응답하던 워커의 최대 수",
  "figure.notMeasured": "측정 안 됨: 프라이머리가 종료했습니다",
  "figure.replacedAfter": "교체되어 요청을 받기까지",
  "figure.forkedAfter": "kill부터 후속 프로세스 포크까지",
  "figure.lastDrain": "SIGTERM부터 마지막 워커가 드레인을 시작할 때까지",
  "figure.noReplacement": "{seconds} s 안에 교체되지 않음",
  "figure.killFailed": "실패한 요청",
  "figure.killFailedThreshold": "<= {bound}, 연결당 최대 1개",
  "figure.killFailedDetail": "{total}개 중",
  "figure.forks": "BROKEN_DEPLOY=1, WORKERS=1로 {seconds} s 동안 포크한 횟수",
  "figure.forksDetail":
    "크래시마다 그 뒤의 대기 시간: {waits, select, none {없음} other {{waits}}}",
  "figure.longestWait": "다시 포크하기 전 가장 긴 대기 시간",
  "figure.longestWaitThreshold": ">= {ms} ms, 대기 시간이 매번 직전 이상",
  "figure.finished": "처리 중이던 요청 중 끝난 요청",
  "figure.finishedThreshold": "{total}개 중 {total}개",
  "figure.primaryExited": "SIGTERM 뒤 프라이머리 종료",
  "figure.primaryExitedShown":
    "{exited, select, yes {종료, {seconds}} other {종료 안 됨, {deadline} s 뒤에도 실행 중}}",
  "figure.primaryExitedThreshold": "{deadline} s 이내",

  "sighupExit.expected": "프라이머리가 SIGHUP을 처리하고 계속 실행되어야 합니다.",
  "sighupExit.seen":
    "프라이머리가 종료했습니다({signal, select, none {종료 코드 {code}} other {{signal}}}): SIGHUP의 기본 동작은 프로세스를 끝내는 것입니다.",
  "sighupExit.next":
    'primary.ts에 process.on("SIGHUP", …)을 추가하고, 그 안에서 워커를 재시작하세요.',

  "restartIncomplete.expected":
    "SIGHUP 뒤 {seconds} s 안에 모든 워커({before})가 요청을 받기 시작한 새 워커로 교체되어, 모두 {count}개가 되어야 합니다.",
  "restartIncomplete.seen": "현재 워커: {now, select, none {없음} other {{now}}}.",
  "restartIncomplete.next":
    "SIGHUP을 받으면 워커를 하나씩 차례로 처리하세요: 대체 워커를 포크하고, 그 워커의 'listening' 이벤트를 기다린 다음, 기존 워커에게 종료를 요청하고(worker.send(\"shutdown\")) 그 워커의 'exit'를 기다립니다.",

  "tooManyAfter.expected": "롤링 재시작 뒤에도 워커가 전과 같이 {count}개여야 합니다.",
  "tooManyAfter.seen":
    "워커가 {most}개입니다: 프라이머리가 스스로 종료를 요청한 워커의 대체 워커까지 포크했습니다.",
  "tooManyAfter.next":
    '내보내는 워커를 Set에 담아 두고(worker.send("shutdown") 전에 leaving.add(worker)), exit 핸들러에서는 그 워커들을 위해 아무것도 포크하지 마세요.',

  "capacityDropped.expected":
    "어느 순간에도 워커 {count}개가 응답해야 합니다: 새 워커가 요청을 받기 시작한 뒤에 기존 워커가 종료를 시작합니다.",
  "capacityDropped.seen":
    '어느 순간 응답하던 워커가 {fewest}개뿐이었습니다("App listening" 줄과 "draining" 줄, 그리고 프로세스 종료로 판단).',
  "capacityDropped.next":
    "기존 워커에게 종료를 요청하기 전에 새 워커의 'listening' 이벤트를 기다리세요(fresh.once(\"listening\", …)).",

  "tooManyServing.expected":
    "워커는 한 번에 하나씩: 어느 순간에도 응답하는 워커는 최대 {max}개여야 합니다(기존 {count}개와, 곧 기존 워커를 대신할 새 워커 하나).",
  "tooManyServing.seen":
    "어느 순간 워커 {most}개가 응답했습니다: 여러 기존 워커의 대체 워커가 한꺼번에 시작되었습니다.",
  "tooManyServing.next":
    "워커를 하나씩 차례로 교체하세요: 하나를 포크하고, 그 워커의 'listening' 이벤트를 기다리고, 해당 기존 워커를 내보낸 뒤 그 'exit'를 기다리고, 그다음에야 다음 워커를 포크합니다(Promise.all이 아니라 await를 쓴 for…of 루프로).",

  "undrained.expected":
    '모든 기존 워커는 종료하기 전에 드레인해야 합니다: worker.send("shutdown")로 종료를 요청받으면 index.ts가 "worker pid=<pid> draining…"을 출력하고 킵얼라이브 클라이언트를 놓아 줍니다.',
  "undrained.seen":
    '워커 {pids}({count}개)가 드레인하지 않고 종료했습니다("draining" 줄이 없음). 유휴 킵얼라이브 연결이 클라이언트가 쓰려는 순간에 닫혔습니다.',
  "undrained.next":
    '기존 워커에게는 곧바로 worker.disconnect()나 worker.kill()을 호출하지 말고 worker.send("shutdown")로 종료를 요청하세요: 그러면 index.ts가 연결을 끊기 전에 연결을 드레인합니다(index.ts의 process.on("message", …) 핸들러가 "shutdown"에서 leave()를 부르는 한).',

  "restartFailed.expected": "롤링 재시작 중에 실패한 요청이 없어야 합니다.",
  "restartFailed.seen":
    "요청 {total}개 중 {failed}개가 실패했습니다({codes}){sigkill, select, yes {. 출력에 SIGKILL이 있습니다: 기존 워커가 기한 안에 종료하지 않았습니다} other {}}.",
  "restartFailed.next":
    '기존 워커에게 worker.send("shutdown")로 종료를 요청하세요: 그러면 index.ts가 연결을 끊기 전에 킵얼라이브 연결을 드레인합니다. 곧바로 disconnect()나 kill()을 호출하면 클라이언트가 다시 쓰려던 연결이 닫힙니다.',

  "tooManyProcesses.expected":
    "재시작 중 어느 순간에도 워커 프로세스는 드레인 중인 것을 포함해 많아야 {max}개: {count}개와 새 워커 하나.",
  "tooManyProcesses.seen": "동시에 {most}개였습니다.",
  "tooManyProcesses.next":
    "다음 새 워커를 포크하기 전에 이전 워커의 종료를 기다리세요(`await retire(worker)`).",

  "notReplaced.expected": "{victim} 대신 새 워커가 {seconds} s 안에 요청을 받기 시작해야 합니다.",
  "notReplaced.seen": "{elapsed} s 뒤의 워커: {now, select, none {없음} other {{now}}}.",
  "notReplaced.next":
    'cluster.on("exit", …)에서 계획에 없던 종료(종료를 요청한 워커가 아닌 경우)라면 대체 워커를 포크하세요. 응답하던 워커라면 곧바로 포크합니다.',

  "killFailed.expected":
    "실패한 요청은 최대 {bound}개, 죽인 워커에서 처리 중이던 요청뿐이어야 합니다.",
  "killFailed.seen": "{total}개 중 {failed}개가 실패했습니다({codes}).",
  "killFailed.next":
    "워커 하나를 교체하는 동안에도 다른 워커는 계속 실행하세요: 실패해도 되는 것은 죽인 워커의 연결뿐입니다.",

  "slowFork.expected":
    "요청을 처리하다 죽은 워커는 바로 교체해야 합니다: 후속 워커의 프로세스가 {ms} ms 안에 나타나야 합니다(대기는 대기하기 전에 죽은 워커에만 둡니다).",
  "slowFork.seen":
    "후속 워커의 프로세스는 {forked, select, NaN {나타나지 않았습니다} other {{forked} ms 뒤에 나타났습니다}}.",
  "slowFork.next":
    "기다리는 것은 시작 중 크래시 뒤에만 하세요. 대기를 시작한 뒤에 죽은 워커의 대체 워커는 기다리지 않고 바로 포크합니다.",
  "successorNotServing.expected":
    "후속 워커({successor})도 대기를 시작한 뒤에 죽으면 바로 교체해야 합니다: {ms} ms 안에 새 프로세스.",
  "successorNotServing.seen":
    "다음 프로세스는 {forked, select, NaN {나타나지 않았습니다} other {{forked} ms 뒤에 나타났습니다}}. 후속 워커가 한 번도 대기하지 않은 워커로 취급됐습니다.",
  "successorNotServing.next":
    '크래시 핸들러의 대체 워커까지 모든 워커를 worker.once("listening")를 붙이는 하나의 fork() 함수로 포크하세요. cluster.fork()를 직접 부르지 마세요.',

  "crashUnsaid.expected":
    "프라이머리가 죽인 워커({victim})와 죽은 방식(SIGKILL)을 밝히는 줄을 출력해야 합니다.",
  "crashUnsaid.seen": "kill 뒤에 {victim}과 SIGKILL을 밝히는 줄이 없습니다.",
  "crashUnsaid.next":
    "exit 핸들러에서 무슨 일이 있었는지 출력하세요: 워커의 pid, 시그널 또는 종료 코드, 시작 중이었는지, 다음 포크까지의 대기 시간.",

  "noBackoff.expected":
    "새 워커가 매번 시작하자마자 죽는 동안에도 프라이머리는 계속 다시 포크하되, 포크하기 전의 대기 시간을 점점 늘려 {seconds} s 안에 {longest} s에 이르러야 합니다.",
  "noBackoff.seen":
    "포크 {forks}번. 크래시마다 그 뒤의 대기 시간: {waits, select, none {없음} other {{waits}}}.",
  "noBackoff.next":
    "워커가 'listening' 이벤트 전에 죽었다면 시작하다가 크래시한 것입니다: 다시 포크하기 전에 기다리세요. 처음에는 1 s, 그 뒤로는 매번 두 배(1 s, 2 s, 4 s …)로 기다리고, 워커가 요청을 받기 시작하면 대기 없이 포크하는 상태로 돌아갑니다.",

  "unfinished.expected":
    "SIGTERM 시점에 처리 중이던 /slow?ms={ms} 요청 {count}개가 모두 200으로 응답받아야 합니다.",
  "unfinished.seen": "200으로 응답받은 요청은 {ok}개였습니다. 나머지: {others}.",
  "unfinished.next":
    '프라이머리에서 SIGTERM을 처리하세요: 곧바로 죽으면서 워커까지 함께 끝내지 말고, process.on("SIGTERM", …)에서 모든 워커에게 종료를 요청하고(worker.send("shutdown")) 워커들이 끝나기를 기다립니다.',

  "notExited.expected": "SIGTERM 뒤 {deadline} s 안에 프라이머리와 모든 워커가 종료해야 합니다.",
  "notExited.seen":
    "{exited, select, yes {워커 {left}개가 아직 실행 중입니다.} other {프라이머리가 아직 실행 중입니다.}}",
  "notExited.next":
    "셧다운하는 동안에는 종료하는 워커의 대체 워커를 포크하지 마세요(exit 핸들러에서 shuttingDown 플래그 확인). 모든 워커가 종료하면 process.exit(0)을 호출하세요.",

  "oneByOne.expected":
    "SIGTERM에서 모든 워커에게 한꺼번에 떠나 달라고 해야 합니다: 각 워커가 {ms} ms 안에 draining 줄을 출력해야 합니다.",
  "oneByOne.seen": "워커가 드레인을 시작한 시점: {after}.",
  "oneByOne.next":
    "모든 워커를 동시에 내보내고 모두를 기다리세요: 하나씩이 아니라 `await Promise.all(workers.map(retire))`.",

  "secondSighup.expected":
    "첫 SIGHUP 뒤 {ms} ms에 온 두 번째 SIGHUP은 재시작 중에는 무시해야 합니다: 어느 순간에도 워커 프로세스는 많아야 {max}개.",
  "secondSighup.seen": "동시에 {most}개였습니다. 두 번째 SIGHUP이 재시작을 하나 더 시작했습니다.",
  "secondSighup.next":
    "재시작을 시작할 때 플래그를 세우고, 서 있는 동안에는 SIGHUP 핸들러에서 바로 돌아오세요: `if (restarting || shuttingDown) return;`.",

  "figure.brokenForks": "망가진 버전을 배포한 뒤 SIGHUP으로 포크된 새 워커 수",
  "brokenNotTried.expected":
    "망가진 버전이 배포된 상태(이후 BROKEN_DEPLOY=1)에서 SIGHUP을 받으면 새 워커를 포크하고, 그 워커가 리슨하기 전에 죽어야 합니다.",
  "brokenNotTried.seen":
    "{seconds}초 안에 죽은 새 워커가 없었습니다: 보인 새 워커는 {fresh, select, none {없음} other {{fresh}}}.",
  "brokenNotTried.next":
    "SIGHUP에서는 먼저 새 워커를 포크하고 그 'listening' 이벤트나 종료를 기다리세요: `const ok = await listening(fresh);`.",
  "brokenOldRetired.expected":
    "새 워커 {failed}는 리슨하기 전에 죽었습니다: 재시작은 거기서 멈추고, 옛 워커는 모두 계속 요청을 처리해야 합니다.",
  "brokenOldRetired.seen":
    "{count, plural, =0 {옛 워커는 남아 있지만} other {그런데도 옛 워커 {gone}가 물러났고}} /heavy의 응답은 {answer}였습니다.",
  "brokenOldRetired.next":
    "새 워커가 리슨하기 전에 종료하면, 그 옛 워커를 물러나게 하지 말고 바로 재시작을 멈추세요(`break`). 시작할 수 없는 버전이 요청을 처리 중인 버전을 대신해서는 안 됩니다.",
  "brokenReforked.expected":
    "새 워커는 망가진 하나뿐이고, 그것이 죽은 뒤 {seconds}초 동안 다른 포크가 없어야 합니다: 재시작은 멈췄습니다.",
  "brokenReforked.seen":
    "SIGHUP 뒤 새 워커는 {count}개: 망가진 워커 {failed}를 크래시 핸들러가 대신 포크했습니다.",
  "brokenReforked.next":
    "새 워커가 리슨할 때까지 leaving 집합에 넣어 두세요(`leaving.add(fresh)`, 리슨하거나 죽으면 `leaving.delete(fresh)`). 그래야 exit 핸들러가 재시작 몰래 대신할 워커를 포크하지 않습니다.",
  "brokenUnsaid.expected":
    "새 워커 {failed}가 죽은 뒤 프라이머리 자신의 줄이 있어야 합니다: 재시작을 멈추고 옛 워커를 남겼다는.",
  "brokenUnsaid.seen":
    "그 뒤 프라이머리는 아무것도 출력하지 않았습니다. 로그에는 워커 자신의 오류만 있습니다.",
  "brokenUnsaid.next":
    "새 워커가 시작하지 못하면 재시작을 멈추기 전에 로그에 남기세요. 운영자는 배포가 실패했고 옛 버전이 아직 요청을 처리하고 있다는 것을 볼 수 있어야 합니다.",

  "figure.resetFork": "리슨한 워커가 크래시한 뒤 대신할 워커가 포크되기까지",
  "figure.resetWait": "다음 시작 시 크래시 뒤의 대기(첫 크래시 때: {first} ms)",
  "figure.noFork": "포크 없음",
  "fixNeverServed.expected":
    "시작 시 크래시 뒤 기다리는 동안 망가진 버전이 고쳐지면, 대기 뒤에 포크된 워커가 리슨해야 합니다.",
  "fixNeverServed.seen": "수정 뒤 {seconds}초 안에 리슨한 워커가 없었습니다.",
  "fixNeverServed.next":
    "시작 시 크래시 뒤에는, 그 전에 무슨 일이 있었든 대기가 끝나면 다시 포크하세요. exit 핸들러의 `setTimeout` 안에서입니다.",
  "backoffNotReset.expected":
    "워커가 리슨하면 백오프는 끝납니다: 그 워커 {pid}를 kill하면 대신할 워커가 바로({max} ms 안에) 포크되어야 합니다.",
  "backoffNotReset.seen":
    "{ms, select, none {대신할 워커가 포크되지 않았습니다} other {대신할 워커는 kill 뒤 {ms} ms에 포크되었습니다}}. 그 전 크래시 루프의 대기가 아직 남아 있었습니다.",
  "backoffNotReset.next":
    "워커가 리슨하는 즉시 대기를 초기화하세요. 그 'listening' 핸들러에서 `backoffMs = 0;`입니다.",
  "backoffNotStartedOver.expected":
    "한 번 워커가 리슨했으면 새 크래시 루프는 첫 대기부터 다시 시작해야 합니다: 다음 시작 시 크래시 뒤에는 첫 크래시 때의 대기({first} ms) 이하.",
  "backoffNotStartedOver.seen":
    "{ms, select, none {그 뒤 포크가 없었습니다} other {프라이머리는 {ms} ms를 기다렸습니다}}. 백오프가 예전 크래시 루프가 멈춘 곳에서 이어졌습니다.",
  "backoffNotStartedOver.next":
    "워커가 리슨하는 즉시 대기를 초기화하세요(그 'listening' 핸들러에서 `backoffMs = 0;`). 그래야 다음 시작 시 크래시가 다시 첫 대기만큼 기다립니다.",

  "noRestartToStop.expected": "SIGHUP에 롤링 재시작: 리슨하는 새 워커.",
  "noRestartToStop.seen": "SIGHUP 뒤 {seconds}초 안에 리슨한 새 워커가 없었습니다.",
  "noRestartToStop.next":
    "SIGHUP에서는 먼저 새 워커를 포크하고 그 'listening' 이벤트를 기다리세요: `const ok = await listening(fresh);`.",
  "forkedAfterSigterm.expected":
    "롤링 재시작 중(첫 새 워커가 리슨하고 첫 옛 워커가 드레인 중)의 SIGTERM이 이겨야 합니다: 그 뒤로 포크는 없음.",
  "forkedAfterSigterm.seen":
    "SIGTERM 뒤에 워커 {count}개({pids})가 포크되었습니다. 재시작이 다음 옛 워커로 이어졌습니다.",
  "forkedAfterSigterm.next":
    "재시작 루프의 매 회차에서 포크하기 전에 플래그를 확인하세요: `if (shuttingDown) break;`. 셧다운은 재시작의 워커까지 모든 워커를 물러나게 합니다.",

  "noPendingFork.expected":
    "망가진 버전이 배포된 상태에서 kill한 워커 {victim}가 바로 대체되고, 그 대체 워커가 시작 시 죽어야 합니다. 그 뒤 다시 포크하기까지 기다립니다.",
  "noPendingFork.seen": "{seconds}초 안에 {victim}를 대신할 워커가 포크되어 죽지 않았습니다.",
  "noPendingFork.next":
    'cluster.on("exit", …)에서 요청을 처리하던 워커에는 바로 대신할 워커를 포크하세요.',
  "backoffForkAfterSigterm.expected":
    "다시 포크하려고 백오프를 기다리는 동안 온 SIGTERM이 이겨야 합니다: 기다리던 포크는 일어나지 않습니다.",
  "backoffForkAfterSigterm.seen":
    "SIGTERM 뒤 {ms} ms에 백오프 타이머가 워커 {count}개({pids})를 포크했습니다.",
  "backoffForkAfterSigterm.next":
    "타이머 콜백에서는 셧다운이 시작되지 않았을 때만 포크하세요: `if (!shuttingDown) fork();`.",

  "figure.killedAfter": "{held}초 요청을 붙든 옛 워커가 대신할 워커의 리슨 뒤 사라지기까지",
  "figure.stillRunning": "{seconds}초 뒤에도 실행 중",
  "deadlineNotKept.expected":
    "SIGHUP에 {held}초 요청을 붙든 옛 워커 {old}가 대신할 워커가 리슨하면 물러나라는 요청을 받고, 기한에 kill되어야 합니다: {max}초 안에(기한 {deadline}초에 여유를 더해) 사라짐.",
  "deadlineNotKept.seen":
    "{ms, select, none {대신할 워커가 리슨하고 {max}초가 지나도 아직 실행 중이었습니다} other {대신할 워커가 리슨하고 {ms} ms 뒤에 종료했습니다}}. {deadline}초에 kill되지 않았습니다.",
  "deadlineNotKept.next":
    'retire()에서 "shutdown"을 보낼 때 타이머를 시작하세요. 5초 뒤 타이머가 울리면 `worker.process.kill("SIGKILL")`입니다. 워커가 종료하면 타이머를 해제하세요.',
  "killedReplaced.expected":
    "옛 워커 {old}를 기한에 kill한 뒤에는 포크가 없어야 합니다: 물러나라고 한 것은 여러분입니다.",
  "killedReplaced.seen":
    "그 종료 뒤에 워커 {count}개({pids})가 포크되었습니다. exit 핸들러가 크래시로 착각했습니다.",
  "killedReplaced.next":
    "계획된 종료는 worker.exitedAfterDisconnect가 아니라 여러분의 leaving 집합(`leaving.delete(worker)`)으로 구분하세요. 연결을 끊기 전에 kill된 워커는 그 값이 false인 채로 종료합니다.",
  "restartedNotReplaced.expected":
    "롤링 재시작이 띄워 리슨하던 워커 {pid}는 kill(SIGKILL)되면 곧바로 대체되어야 합니다: 다른 워커와 똑같이 요청을 처리합니다.",
  "restartedNotReplaced.seen":
    "kill 뒤 {ms} ms 안에 아무것도 포크되지 않았습니다. exit 핸들러가 그 종료를 계획된 것으로 착각했습니다.",
  "restartedNotReplaced.next":
    "새 워커는 리슨하자마자 leaving 집합에서 빼세요(`await listening(fresh)` 바로 뒤에 `leaving.delete(fresh)`). 그곳에 두는 것은 시작하는 동안뿐입니다.",
  "sighupOnce.expected":
    "롤링 재시작이 끝난 뒤의 SIGHUP은 재시작을 다시 시작해야 합니다: 배포할 때마다 워커를 교체합니다.",
  "sighupOnce.seen":
    "재시작이 끝난 뒤 {seconds}초 동안 SIGHUP을 {count}번 보냈지만 워커가 하나도 포크되지 않았습니다. 프라이머리는 아직 재시작 중이라고 여깁니다.",
  "sighupOnce.next":
    "루프가 끝나면 재시작 플래그를 되돌리세요. 고장 난 워커 때문에 중간에 멈출 때도 마찬가지입니다(루프 뒤에 `restarting = false`). 플래그가 SIGHUP을 무시하는 것은 재시작하는 동안뿐입니다.",
};
