#!/usr/bin/env bash
# The steps whose checks depend on a container's CPU limits (`container` in their
# checkpoints/step.ts, scripts/workshop/step-facts.ts) as a container runs them: every checkpoint
# passes on the solution, and the starter fails, inside (a) a cpuset cgroup without CPU 0, as
# `docker run --cpuset-cpus=1` makes, and (b) a cgroup with a CPU quota of 1.5 CPUs, as
# `docker run --cpus=1.5` makes (Linux kernel docs: "cpusets", "CFS Bandwidth Control", "Control
# Group v2"). Runs as root, with cgroup v1 or v2; the cgroups are removed whatever happens. Skips (exit 0), saying why, on fewer than 2 CPUs or where no cgroup
# can be created. Exits 1 when a run fails.
#
#   sudo bash scripts/ci/in-container.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

say() { printf 'in-container: %s\n' "$*"; }
skip() {
  say "skipped: $*"
  exit 0
}

ROOT=/sys/fs/cgroup
NAME="workshop-ci-$$"
made=()

# Stops whatever still runs in a cgroup this script made (all of it started here: SIGTERM, then
# SIGKILL after 5 s), then removes the cgroup (rmdir fails while a process is in it, and may for
# a moment after its last one exited).
remove_group() {
  local dir=$1 signal=TERM
  [ -d "$dir" ] || return 0
  for i in $(seq 100); do
    [ "$i" = 50 ] && signal=KILL
    xargs -r kill -s "$signal" <"$dir/cgroup.procs" 2>/dev/null || true
    rmdir "$dir" 2>/dev/null && return 0
    sleep 0.1
  done
  say "could not remove $dir"
}
cleanup() {
  for dir in "${made[@]}"; do remove_group "$dir"; done
}
trap cleanup EXIT
# A signal ends the script at once (the cleanup then stops the run in progress): bash runs a trap
# only once the foreground command ends, so the runs go in the background and are waited for.
trap "exit 130" INT TERM

[ "$(id -u)" = 0 ] || skip "needs root to create cgroups (run it with sudo)"
read -r allowed < <(awk '/^Cpus_allowed_list:/ { print $2 }' /proc/self/status)
cpus=$(nproc)
[ "$cpus" -ge 2 ] || skip "this machine gives 1 CPU ($allowed); a cpuset without CPU 0 needs 2 or more"
# The last CPU of the affinity ("0-3" gives 3, "0,2" gives 2): never CPU 0 with 2 CPUs or more.
last_cpu=$(tr ',' '\n' <<<"$allowed" | tail -1 | cut -d- -f2)

if [ -f "$ROOT/cgroup.controllers" ]; then
  version=v2
  cpuset_base=$ROOT
  cpu_base=$ROOT
else
  version=v1
  cpuset_base=$ROOT/cpuset
  cpu_base=$ROOT/cpu
fi
say "cgroup $version; this process may run on CPUs $allowed"

# Creates the cgroup $1/$NAME-$2 as $group (or says why not) and remembers it for the cleanup.
make_group() {
  group="$1/$NAME-$2"
  if ! mkdir "$group" 2>/dev/null; then
    say "cannot create a cgroup under $1 (a read-only cgroup file system, as in most containers?)"
    return 1
  fi
  made+=("$group")
}

# Runs those steps' two directions with every process inside the cgroup $1.
run_inside() {
  local dir=$1
  say "running in $dir: npm run selftest -- --container"
  sh -c 'echo $$ >"$1/cgroup.procs" && shift && exec "$@"' sh "$dir" \
    npm run -s selftest -- --container &
  wait $!
}

failed=0
ran=0

# (a) a cpuset without CPU 0.
if [ "$version" = v2 ] && ! grep -qw cpuset "$ROOT/cgroup.controllers"; then
  say "(a) skipped: the cpuset controller is not available here"
elif [ "$version" = v2 ] && ! grep -qw cpuset "$ROOT/cgroup.subtree_control" &&
  ! echo +cpuset >"$ROOT/cgroup.subtree_control" 2>/dev/null; then
  say "(a) skipped: cannot enable the cpuset controller (no cgroup write access)"
elif make_group "$cpuset_base" cpuset; then
  # v1 wants the memory nodes set before any process joins; v2 inherits them.
  [ "$version" = v2 ] || cat "$cpuset_base/cpuset.mems" >"$group/cpuset.mems"
  echo "$last_cpu" >"$group/cpuset.cpus"
  say "(a) cpuset $group: CPU $last_cpu only (as docker run --cpuset-cpus=$last_cpu)"
  ran=$((ran + 1))
  run_inside "$group" || failed=$((failed + 1))
fi

# (b) a quota of 1.5 CPUs: 150 ms of CPU time per 100 ms period.
if [ "$version" = v2 ] && ! grep -qw cpu "$ROOT/cgroup.subtree_control" &&
  ! echo +cpu >"$ROOT/cgroup.subtree_control" 2>/dev/null; then
  say "(b) skipped: cannot enable the cpu controller (no cgroup write access)"
elif make_group "$cpu_base" quota; then
  if [ "$version" = v2 ]; then
    echo "150000 100000" >"$group/cpu.max"
  else
    echo 100000 >"$group/cpu.cfs_period_us"
    echo 150000 >"$group/cpu.cfs_quota_us"
  fi
  say "(b) cgroup $group: a CPU quota of 1.5 CPUs (as docker run --cpus=1.5)"
  ran=$((ran + 1))
  run_inside "$group" || failed=$((failed + 1))
fi

[ "$ran" -gt 0 ] || skip "no cgroup could be created here"
say "$ran run(s), $failed failed"
[ "$failed" = 0 ]
