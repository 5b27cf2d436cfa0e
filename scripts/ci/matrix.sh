#!/usr/bin/env bash
# The rest of CI's Node.js matrix, after npm test on ci.test and the machine's Node.js
# (scripts/node-versions.json): every step (solutions pass, starters fail) on each version of
# ci.steps, and every step as an ordinary user, in a clone that user owns, on each of
# ci.stepsAsLearner (scripts/ci/as-learner.sh). The harness's unit tests run on the floor and on
# ci.test, which bracket these versions, so that CI stays under 55 minutes. One after another:
# each of them measures load, and two load measurements at once on the same cores would both be
# wrong.
set -euo pipefail
cd "$(dirname "$0")/../.."
versions() { node -p "require('./scripts/node-versions.json').ci.$1.join(' ')"; }
lap() { echo "== $1 took $((SECONDS - $2)) s"; }
for major in $(versions steps); do
  t=$SECONDS
  echo "== every step on Node.js $major"
  bash scripts/with-node.sh "$major" npm run -s selftest -- --steps
  lap "every step on Node.js $major" "$t"
done
for major in $(versions stepsAsLearner); do
  t=$SECONDS
  echo "== every step on Node.js $major, as an ordinary user"
  LEARNER_NODE_MAJOR="$major" bash scripts/ci/as-learner.sh
  lap "every step on Node.js $major as an ordinary user" "$t"
done
