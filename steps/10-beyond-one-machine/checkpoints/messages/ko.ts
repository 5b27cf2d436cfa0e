/** Step 10's checkpoint messages in Korean: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ko: Record<MessageKey, string> = {
  "step.builds":
    "`nginx-config.ts`: 각각 07단계 클러스터가 도는 호스트 두 대 앞에 nginx(Debian 패키지)를 둡니다. upstream, 패시브 헬스 체크, 호스트로의 킵얼라이브, 부하 중에 멈췄다가 되살아나는 호스트, 그리고 Node ≥ 22.12에서의 `reusePort` 시연",

  "name.spreads": "nginx가 설정을 받아들이고 요청을 두 호스트에 나눠 보낸다",
  "name.throughput":
    "nginx를 거치면 두 호스트가 호스트 하나 단독의 0.9× 이상의 초당 요청 수를 처리한다",
  "name.keepalive":
    "설정이 호스트와의 연결을 유지한다: upstream의 keepalive, HTTP/1.1, 빈 Connection 헤더",
  "name.retries": "호스트가 거부하거나 503으로 응답한 요청은 다른 호스트로 보내진다(부하 없음)",
  "name.failover":
    "부하 중에 호스트 하나가 멈춰도 실패는 일정 수에 그치고, 호스트가 돌아오면 트래픽도 돌아온다",

  "output.nginx": "nginx 출력",
  "output.outageErrors":
    "(그 밖에 멈춘 호스트 때문에 예상대로 생긴 connect()/recv() 오류 {count}건{count, plural, other {}})",
  "load.oneHost": "호스트 하나",
  "load.twoHosts": "nginx, 호스트 둘",
  "load.hostStops": "호스트 중단",

  "reach.expected":
    "nginx를 거친 요청이 두 호스트 모두에 닿고, 각 호스트가 {share}% 이상을 받아야 합니다.",
  "reach.seen": "{total}건 중 호스트 1이 {a}건, 호스트 2가 {b}건에 응답했습니다.",
  "reach.next":
    "HOSTS의 모든 호스트를 `upstream` 블록에 넣고(호스트마다 `server` 줄 하나), `proxy_pass`로 upstream 이름에 전달하세요. 예: `proxy_pass http://app;`",

  "chart.byHost": "nginx를 거친 요청 {requests}건(호스트별)",
  "chart.host": "호스트 {n}",
  "spreadFailed.expected": "nginx를 거친 모든 요청이 응답받아야 합니다.",
  "spreadFailed.seen": "{total}건 중 {failed}건이 실패했습니다.",
  "spreadFailed.next": "`proxy_pass`가 호스트들(HOSTS로 만든 upstream)을 가리키게 하세요.",

  "figure.throughput": "nginx를 거친 초당 요청 수 ÷ 호스트 하나 단독, 5쌍의 중앙값",
  "figure.perPair": "쌍별 {ratios}",
  "throughput.expected":
    "nginx를 거쳐 호스트 하나 단독의 {ratio}× 이상의 초당 요청 수가 나오고, 실패한 요청이 없어야 합니다.",
  "throughput.seen": "{median}×(쌍별 {ratios}), 실패 {errors}건.",
  "throughput.next":
    '{keepaliveDefault, select, yes {nginx {version}은(는) 기본으로 호스트와의 연결을 열어 둡니다. 설정에 `keepalive 0`, proxy_http_version 1.0, Connection "close" 헤더가 없는지 확인하고, 킵얼라이브 세 줄은 그대로 두세요} other {호스트와의 연결을 열어 두세요. upstream에 `keepalive`를, 그리고 `proxy_http_version 1.1`과 `proxy_set_header Connection "";`를 설정합니다(nginx {version}은(는) 세 가지가 모두 없으면 요청마다 연결을 닫습니다)}}. 작은 머신에서는 호스트가 CPU를 쓸 수 있도록 `worker_processes 1`로 하세요.',

  "retryRefused.expected":
    "살아 있는 호스트와 아무도 리슨하지 않는 포트 앞의 nginx를 거쳐, 차례로 보낸 요청 {total}개가 모두 200으로 응답받을 것.",
  "retryRefused.seen": "{total}개 중 {failed}개가 200이 아니었습니다({codes}).",
  "retryRefused.next":
    "proxy_next_upstream을 켜 두세요: 기본값인 error timeout은 호스트가 거부한 요청을 다음 호스트로 보냅니다. proxy_next_upstream off는 그 거부를 클라이언트에 넘깁니다.",
  "retry503.expected":
    "살아 있는 호스트와 모든 요청에 503으로 응답하는 호스트(재시작 중인 호스트처럼) 앞의 nginx를 거쳐, 차례로 보낸 요청 {total}개가 모두 200으로 응답받을 것.",
  "retry503.seen": "{total}개 중 {failed}개가 200이 아니었습니다({codes}).",
  "retry503.next":
    "proxy_next_upstream에 http_502 http_503을 더하세요(`proxy_next_upstream error timeout http_502 http_503;`): 502나 503으로 응답하는 호스트가 실패로 여겨지고, nginx는 요청을 다른 호스트로 보냅니다.",

  "figure.outageFailed": "호스트가 멈춘 동안 실패한 요청",
  "figure.ofTotal": "전체 {total}건 중",
  "figure.refusedAttempts": "멈춘 호스트에 대한 시도(nginx의 connect() 오류)",
  "figure.recovery": "재시작한 호스트로 트래픽이 돌아오기까지",
  "figure.noRecovery": "{seconds}초 안에 돌아오지 않음",
  "outage.expected":
    "두 호스트 중 하나가 멈추는 동안 실패한 요청이 {max}건(연결당 1건) 이하여야 합니다.",
  "outage.seen": "{total}건 중 {failed}건이 실패했습니다({codes}).",
  "outage.next":
    "nginx가 실패한 요청을 다른 호스트에서 재시도하게 하세요: `proxy_next_upstream error timeout http_502 http_503;`. 그리고 각 `server`에 `max_fails`와 `fail_timeout`을 주어 죽은 호스트가 빠지게 합니다.",
  "neverOut.expected":
    "멈춘 호스트는 그룹에서 빠져야 합니다: 없는 동안 그 호스트에 대한 시도는 많아야 {max}번(max_fails, 그다음 fail_timeout).",
  "neverOut.seen": "요청 {total}개 동안 nginx가 그 호스트를 {count}번 시도했습니다.",
  "neverOut.next":
    "각 server 줄에 max_fails=1을 주세요(0이면 호스트가 빠지지 않습니다). fail_timeout은 2s처럼 짧게 둡니다.",

  "recovery.expected":
    "호스트가 돌아온 뒤 {seconds}초 안에 nginx가 그 호스트로 다시 요청을 보내야 합니다.",
  "recovery.seen":
    "호스트가 돌아온 뒤 {seconds}초 안에 재시작한 호스트의 워커({workers, select, none {없음} other {{workers}}})에서 nginx를 거친 응답이 없었습니다.",
  "recovery.next":
    "호스트를 upstream에 그대로 두고 `fail_timeout`을 설정하세요(예: `2s`). nginx는 실패한 호스트를 `fail_timeout`이 지난 뒤 다시 시도합니다.",

  "errorLog.expected":
    "설정에 error_log가 없을 것: 오류 로그(stderr)는 체크가 nginx에 넘기고, 거기에 나온 내용을 인용합니다.",
  "errorLog.seen": "설정이 error_log {target}를 지정합니다.",
  "errorLog.next":
    "error_log 줄을 지우세요: 체크는 nginx를 -e stderr(nginx 1.19.5 이전에는 error_log stderr)로 시작하고, nginx는 오류 로그를 명령줄에서 하나 받습니다.",

  "noUpstream.expected": "proxy_pass가 호스트들의 upstream 블록 이름을 가리키는 location.",
  "noUpstream.seen": "upstream 블록으로 프록시하는 location이 없습니다.",
  "noUpstream.next":
    "먼저 TODO 1을 작성하세요: HOSTS의 호스트마다 server 줄이 있는 upstream 블록과, location의 proxy_pass http://app; 입니다.",
  "keepaliveUpstream.expected":
    "upstream 블록 {upstream}에 keepalive 줄: 호스트와의 유휴 연결을 재사용하려고 유지합니다.",
  "keepaliveUpstream.seen":
    "{count, select, none {upstream 블록 {upstream}에 keepalive 줄이 없습니다} other {upstream 블록 {upstream}은 keepalive {count}입니다}}.",
  "keepaliveUpstream.next":
    "upstream 블록 {upstream} 안, server 줄 다음에 keepalive 32;를 추가하세요.",
  "httpVersion.expected":
    "location {path}가 {upstream}으로 프록시하는 곳에서 proxy_http_version 1.1: HTTP/1.0은 응답마다 연결을 닫습니다.",
  "httpVersion.seen":
    "{version, select, none {그곳에는 proxy_http_version이 적용되지 않습니다(nginx 1.29.7 이전은 호스트와 HTTP/1.0으로 통신합니다)} other {그곳에는 proxy_http_version {version}이 적용됩니다}}.",
  "httpVersion.next": "location {path}에 proxy_http_version 1.1;을 추가하세요.",
  "connectionHeader.expected":
    "location {path}가 {upstream}으로 프록시하는 곳에서, 호스트로 가는 Connection 헤더가 비어 있을 것(proxy_set_header Connection에 빈 값).",
  "connectionHeader.seen":
    "{value, select, none {그곳에는 proxy_set_header Connection이 적용되지 않습니다(nginx 1.29.7 이전은 Connection: close를 보냅니다)} other {proxy_set_header가 Connection에 값 {value}를 줍니다}}.",
  "connectionHeader.next":
    'location {path}에 proxy_set_header Connection "";을 추가하세요. proxy_set_header가 하나라도 있는 레벨은 바깥 레벨에서 아무것도 상속하지 않으므로, 다른 proxy_set_header와 나란히 쓰세요.',

  "name.demo": "reusePort: 커널이 한 포트에서 독립된 두 프로세스에 연결을 나눠 준다",
  "demo.tooOld": "reusePort에는 Node.js {since} 이상이 필요합니다. 이 머신은 {node}입니다",
  "demo.figure": "새 연결 {requests}개(프로세스별)",
  "demo.threshold": "각각 {min} 이상",
  "demo.chart": "reusePort에서 프로세스별 연결 수(커널이 정함)",
  "demo.process": "프로세스 {n}",
  "demo.expected": "새 연결 {requests}개 중 두 프로세스가 각각 {share}% 이상에 응답해야 합니다.",
  "demo.seen": "{got}(실패 {failed}건).",
  "demo.next": "제공된 reuse-port.ts를 수정하지 않고 실행하세요. `reusePort: true`로 리스닝합니다.",

  "limit.reusePort": "reusePort 체크포인트는 건너뜁니다: {reason}",
  "limit.reusePortNode": "reusePort 체크포인트는 건너뜁니다: Node.js {since} 이상이 필요합니다",
};
