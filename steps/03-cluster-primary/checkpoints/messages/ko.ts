/** Step 03's checkpoint messages in Korean: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ko: Record<MessageKey, string> = {
  "name.forks":
    "primary.ts가 사용 가능한 CPU마다 워커를 하나씩 포크하고, 모든 워커가 받은 포트에서 응답한다",

  "banner.expected": 'primary.ts가 "Primary pid={pid}"(자기 pid)를 출력해야 합니다.',
  "banner.seen":
    '{printed, select, none {"Primary pid=<pid>" 줄이 없습니다.} other {Primary pid={printed}}}',
  "banner.next": "primary.ts 맨 위에서 `Primary pid=$'{process.pid}'`를 출력하세요.",

  "cpuCount.expected":
    'primary.ts가 CPU 수({cpus})를 출력해야 합니다. 예: "Number of CPUs is {cpus}".',
  "cpuCount.seen": "CPU와 그 숫자를 함께 담은 줄이 없습니다.",
  "cpuCount.next": "포크하기 전에 `Number of CPUs is $'{availableParallelism()}'`를 출력하세요.",

  "workerCount.expected": "사용 가능한 CPU마다 워커 하나: 프라이머리의 자식 프로세스 {accepted}개.",
  "workerCount.seen": "워커가 {count}개였습니다.",
  "workerCount.next":
    "availableParallelism()까지 도는 루프에서 CPU 하나당 cluster.fork()를 한 번 호출하세요.",
};
