#!/usr/bin/env bash
# The self-test as an ordinary user runs it: by default every step (each solution passes and each
# starter fails), checked by an unprivileged user in a clone of this repository that the user
# owns, with its own npm ci. CI and the developers' machines run as root; learners do not. As
# root, it creates the user (LEARNER_USER, "learner" by default) when missing, clones the
# committed HEAD into a fresh folder of the user's home, runs npm ci and then
# `npm run selftest -- --steps` there as the user, removes the clone, and exits with the
# self-test's code. Arguments, when given, go to the self-test in place of --steps:
#
#   sudo bash scripts/ci/as-learner.sh                      # every step, both directions
#   sudo bash scripts/ci/as-learner.sh --steps --only 09-   # one step
#   sudo bash scripts/ci/as-learner.sh --simulate-cpus 8    # the simulated machine's parts
#   sudo LEARNER_NODE_MAJOR=22 bash scripts/ci/as-learner.sh  # on Node.js 22 (scripts/with-node.sh)
set -euo pipefail

say() { printf 'as-learner: %s\n' "$*"; }

if [ "$(id -u)" != 0 ]; then
  say "needs root, to create a user and run as it (sudo bash $0)"
  exit 1
fi
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
user=${LEARNER_USER:-learner}

if id -u "$user" >/dev/null 2>&1; then
  say "user $user exists (uid $(id -u "$user"))"
else
  useradd --create-home --shell /bin/bash "$user"
  say "created the user $user (uid $(id -u "$user")), without sudo"
fi
home=$(getent passwd "$user" | cut -d: -f6)

# The user's own HOME (npm's cache and config live there), the same PATH and Node.js as the
# caller's: a Node.js the user cannot run is this machine's problem, said at once.
as_user() { runuser -u "$user" -- env HOME="$home" "$@"; }
if ! as_user node --version >/dev/null 2>&1; then
  say "$user cannot run $(command -v node) (is it under /root?): install Node.js where every user can"
  exit 1
fi

clone=$(mktemp -d "$home/node-cluster-workshop-XXXXXX")
trap 'rm -rf "$clone"' EXIT
git -c advice.detachedHead=false clone --quiet --no-hardlinks "$repo" "$clone"
say "cloned $(git -C "$clone" log -1 --format='%h %s' | cut -c1-60) into $clone"
chown -R "$user:" "$clone"
[ -z "$(git -C "$repo" status --porcelain --untracked-files=no)" ] ||
  say "note: the clone is of HEAD; uncommitted changes in $repo are not in it"

cd "$clone"
say "npm ci as $user, Node.js $(as_user node --version)"
as_user npm ci --no-audit --no-fund --loglevel=error
# LEARNER_NODE_MAJOR: run the steps on that Node.js, installed by the user into its own clone.
run=()
[ -n "${LEARNER_NODE_MAJOR:-}" ] && run=(bash scripts/with-node.sh "$LEARNER_NODE_MAJOR")
args=("$@")
[ ${#args[@]} -gt 0 ] || args=(--steps)
say "npm run selftest -- ${args[*]} as $user"
status=0
as_user "${run[@]}" npm run -s selftest -- "${args[@]}" || status=$?
say "the self-test as $user exited with $status"
exit "$status"
