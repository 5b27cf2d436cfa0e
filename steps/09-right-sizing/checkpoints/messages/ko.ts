/** Step 09's checkpoint messages in Korean: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ko: Record<MessageKey, string> = {
  "step.builds":
    "실제로 쓸 수 있는 CPU마다 워커를 하나씩 포크하는 `primary.ts`: `os.cpus()`와 pm2의 `instances: 0`이 무시하는 CPU 어피니티(`taskset`)와 컨테이너의 cgroup CPU 쿼터",

  "name.pinned":
    "taskset으로 CPU 하나에 고정하면, os.cpus()가 더 많이 세더라도 프라이머리는 워커를 하나만 포크한다",
  "name.quota3":
    "cgroup CPU 쿼터(1, 0.5, 1.5 CPU를 cgroup v1과 v2 파일로 제시) 아래에서 프라이머리는 온전한 CPU 하나마다 워커를 하나씩, 최소 하나 포크한다",
  "name.quota4":
    "cgroup CPU 쿼터(1, 0.5, 1.5, 2.5 CPU를 cgroup v1과 v2 파일로 제시) 아래에서 프라이머리는 온전한 CPU 하나마다 워커를 하나씩, 최소 하나 포크한다",
  "name.workers": "WORKERS로 워커 수를 정하되, 실제로 쓸 수 있는 CPU 수를 넘지 않는다",

  "figure.notPinned": "워커 수(고정 없음)",
  "figure.pinned": "{pinned} 아래 워커 수",

  "freeCount.expected": "제한이 없으면 사용 가능한 CPU마다 워커 하나: {usable}개.",
  "freeCount.seen": "워커가 {count}개였습니다.",
  "freeCount.next":
    "`availableParallelism()`(쿼터가 있으면 쿼터도)을 기준으로 CPU마다 워커를 하나씩 포크하세요.",

  "pinnedCount.expected": "`{pinned}` 아래(허용된 CPU 하나)에서는 워커 하나.",
  "pinnedCount.seen":
    "워커가 {count}개였습니다. 워커 수가 호스트의 모든 CPU를 나열하는 `os.cpus()`({cpus})를 따르고 있습니다.",
  "pinnedCount.next":
    "`os.availableParallelism()`으로 세세요. `taskset`(또는 컨테이너의 cpuset)이 정하는 CPU 어피니티를 따릅니다.",

  "skip.unsupported": "CPU 쿼터를 시험할 수 없습니다({reason})",
  "skip.noCpuLine":
    "CPU 쿼터를 시험하려면 /proc/self/cgroup에 cgroup v1 cpu 줄이나 v2 줄이 있어야 합니다",

  "figure.quota": "CPU {cpus}개 쿼터 아래 워커 수(cgroup {layout} 파일)",
  "figure.neverReady": "없음: 프라이머리가 준비 완료되지 않았습니다",

  "quotaCount.expected":
    "CPU 쿼터가 있으면 그 안의 온전한 CPU 하나마다 워커 하나, 최소 하나: {pairs}.",
  "quotaCount.seen":
    "CPU {cpus}개 쿼터(cgroup {layout} 파일) 아래에서: {ready, select, no {프라이머리가 준비 완료되지 않았습니다(리슨한 워커가 없음)} other {워커가 {count}개였습니다}}.",

  "quotaCount.next": "{advice}",

  "name.quotaLayouts":
    "1 CPU 쿼터가 /proc/self/cgroup이 가리키는 경로에 있든, cpu,cpuacct 줄에 있든, 쿼터 파일이 없는 줄 다음에 있든, 프라이머리는 워커를 1개 포크한다",
  "figure.quotaLayout":
    "1 CPU 쿼터{layout, select, namedPath {가 /proc/self/cgroup이 가리키는 경로에 있을 때(v2)} sharedController {가 cpu,cpuacct 줄에 있을 때(v1)} other {가 cpu.max 없는 v2 줄 다음에 있을 때(하이브리드)}}의 워커 수",
  "quotaLayout.expected":
    "1 CPU 쿼터에서는 워커 1개. /proc/self/cgroup이 어디로 이끌든 같습니다: 그 줄이 가리키는 경로(계층의 루트만이 아니라), cpu,cpuacct 줄, 쿼터 파일이 없는 줄 다음.",
  "quotaLayout.seen":
    '/proc/self/cgroup이 "{cgroup}"이고 {layout, select, namedPath {쿼터가 /sys/fs/cgroup/demo/cpu.max에 있고 루트는 "max"} sharedController {쿼터가 /sys/fs/cgroup/cpu,cpuacct/demo에 있고 루트는 -1} other {v2 줄은 cpu.max가 없는 곳을, cpu,cpuacct 줄은 쿼터를 가리킴}}일 때: {ready, select, no {프라이머리가 준비 완료되지 않았습니다(리슨한 워커가 없음)} other {워커 {count}개}}.',
  "quotaLayout.next":
    '{layout, select, namedPath {/proc/self/cgroup이 가리키는 경로의 쿼터 파일을 읽으세요. "0::/demo"라면 `/sys/fs/cgroup$\'{dir}\'/cpu.max`입니다. 계층의 루트만 읽어서는 안 됩니다.} sharedController {쉼표로 구분된 컨트롤러 목록에서 `cpu`를 찾으세요(`controllers.split(",").includes("cpu")`). 파일은 /sys/fs/cgroup/cpu,cpuacct/<path> 아래에 있습니다.} other {어떤 줄의 쿼터 파일이 없으면 return하지 말고 다음 줄로 넘어가세요. 쿼터 없음으로 다룹니다(`?? "max"`).}}',

  "advice.atLeastOne":
    "쿼터가 CPU 절반이어도 워커는 하나 포크하세요: 워커 수를 `Math.max(1, …)`로 감쌉니다.",
  "advice.quotaOverPeriod": "쿼터를 주기로 나누세요(quota ÷ period). 반대로 나누면 안 됩니다.",
  "advice.floor":
    "온전한 CPU만 세세요: quota ÷ period를 내림한 `Math.floor(quota / period)`, 최소 1(cgroup v2에서 Node 22.12 이상이 하는 방식).{used, select, none {} other { `{used}`이(가) 아닙니다.}}",
  "advice.notCounted":
    '쿼터를 세지 않았습니다: {layout, select, v1 {/proc/self/cgroup("<n>:cpu…:/<path>")을 읽은 다음 /sys/fs/cgroup/<controllers>/<path> 아래의 cpu.cfs_quota_us와 cpu.cfs_period_us를 읽으세요(-1은 쿼터 없음)} other {/proc/self/cgroup("0::/<path>")을 읽은 다음 /sys/fs/cgroup/<path>/cpu.max("<quota> <period>" 또는 "max")를 읽으세요}}. quota ÷ period를 내림하고 최소 1로 한 값이 워커 수의 상한입니다.',
  "advice.readFiles":
    '{layouts, select, v1 {v1 파일도 읽으세요: /proc/self/cgroup("<n>:cpu…:/<path>")을 읽은 다음 /sys/fs/cgroup/<controllers>/<path> 아래의 cpu.cfs_quota_us와 cpu.cfs_period_us를 읽습니다(-1은 쿼터 없음)} v2 {v2 파일도 읽으세요: /proc/self/cgroup("0::/<path>")을 읽은 다음 /sys/fs/cgroup/<path>/cpu.max("<quota> <period>" 또는 "max")를 읽습니다} other {v2와 v1 파일도 읽으세요: /proc/self/cgroup("0::/<path>")을 읽은 다음 /sys/fs/cgroup/<path>/cpu.max("<quota> <period>" 또는 "max")를 읽습니다. 또 /proc/self/cgroup("<n>:cpu…:/<path>")을 읽은 다음 /sys/fs/cgroup/<controllers>/<path> 아래의 cpu.cfs_quota_us와 cpu.cfs_period_us를 읽습니다(-1은 쿼터 없음)}}.',

  "figure.workers1": "WORKERS=1일 때 워커 수",
  "figure.workers4": "{pinned} 아래 WORKERS=4일 때 워커 수",

  "workers1.expected": "WORKERS=1이면 워커를 하나 포크해야 합니다.",
  "workers1.seen": "워커가 {count}개였습니다.",
  "workers1.next": "`process.env.WORKERS`를 읽으세요. 양의 정수이면 그 값이 워커 수가 됩니다.",

  "workers4.expected":
    "사용 가능한 CPU가 하나이면 WORKERS=4여도 워커는 하나만 포크해야 합니다: 워커가 CPU보다 많아서는 안 됩니다.",
  "workers4.seen": "워커가 {count}개였습니다.",
  "workers4.next":
    "워커 수에 상한을 두세요: `Math.min(requested, usable)`. 상한을 적용했다는 것도 출력하세요.",

  "cpuCount.expected":
    '`{pinned}` 아래에서 primary.ts가 센 CPU 수, 즉 사용 가능한 1을 출력해야 합니다("Number of CPUs is 1").',
  "cpuCount.seen":
    '{lines, select, none {CPU를 언급하는 프라이머리의 줄이 없습니다.} other {CPU를 언급하는 줄이 다른 수를 보여 줍니다: "{lines}"}}',
  "cpuCount.next":
    "어피니티와 쿼터를 반영해 포크에 쓰는 수를 출력하세요: `Number of CPUs is $'{usable}'`.",

  "capSaid.expected":
    "`{pinned}` 아래에서 WORKERS=4일 때, 요청된 4보다 적게 포크한다는 것을 프라이머리의 줄이 알려야 합니다.",
  "capSaid.seen":
    "WORKERS가 요청한 4를 언급하는 프라이머리의 줄이 없습니다. 상한 적용을 알리지 않았습니다.",
  "capSaid.next":
    "상한을 적용할 때는 `Math.min(requested, usable)` 앞에서 그렇다고 알리세요: `WORKERS=$'{requested}', but only $'{usable}' CPU(s) are usable: forking $'{usable}'`.",

  "figure.invalidWorkers": "WORKERS={setting}일 때 워커 수",
  "invalidWorkers.expected":
    "양의 정수가 아닌 WORKERS={setting}이면 WORKERS가 없을 때처럼 사용 가능한 CPU마다 워커가 하나({usable}개)여야 합니다.",
  "invalidWorkers.seen": "워커가 {count}개였습니다.",
  "invalidWorkers.next":
    "6단계처럼 WORKERS를 엄격하게 읽으세요. `Number.isInteger(requested)`이고 1 이상일 때만 쓰고, 그 밖에는 사용 가능한 CPU마다 워커를 하나씩 포크합니다. ||로 만든 기본값은 0이 아닌 어떤 수든 남깁니다. 0.5면 워커 1개, -1이면 워커를 하나도 포크하지 않습니다. 숫자로만 되어 있는지 보는 판정은 0을 남깁니다.",

  "limit.quota": "CPU 쿼터 체크포인트는 건너뜁니다: root나 비특권 사용자 네임스페이스가 필요합니다",
  "limit.platform":
    "taskset과 CPU 쿼터 체크포인트는 건너뛰고, WORKERS는 상한 없이(WORKERS=1, 0, 0.5, -1로) 확인합니다: {reason}",
};
