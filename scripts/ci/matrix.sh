#!/usr/bin/env bash
# The Node.js matrix of CI, after `npm test` on the machine's own Node.js: the whole suite on each
# version in scripts/node-versions.json's ci.full, and every step (solutions pass, starters fail)
# on each version in ci.steps. One after another: each of them measures load, and two load
# measurements at once on the same cores would both be wrong.
set -euo pipefail
cd "$(dirname "$0")/../.."
versions() { node -p "require('./scripts/node-versions.json').ci.$1.join(' ')"; }
for major in $(versions full); do
  started=$SECONDS
  echo "== npm test on Node.js $major"
  bash scripts/with-node.sh "$major" npm test
  echo "== Node.js $major: npm test took $((SECONDS - started)) s"
done
for major in $(versions steps); do
  started=$SECONDS
  echo "== every step on Node.js $major"
  bash scripts/with-node.sh "$major" npm run -s selftest -- --steps
  echo "== Node.js $major: the steps took $((SECONDS - started)) s"
done
