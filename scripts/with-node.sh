#!/usr/bin/env bash
# Runs a command with another Node.js major version first on PATH, e.g.
# `bash scripts/with-node.sh 26 npm test`. Node.js comes from the npm registry as the `node`
# package (a real binary, no other download), installed once into .workshop/node<major>
# (git-ignored).
set -euo pipefail
major="${1:?usage: with-node.sh <major> <command...>}"
shift
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="$root/.workshop/node$major"
if [ ! -x "$prefix/node_modules/node/bin/node" ]; then
  mkdir -p "$prefix"
  npm install --no-save --no-audit --no-fund --prefix "$prefix" "node@$major" >/dev/null
fi
export PATH="$prefix/node_modules/node/bin:$PATH"
echo "Node.js $(node --version) from $prefix"
exec "$@"
