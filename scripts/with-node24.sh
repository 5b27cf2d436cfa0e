#!/usr/bin/env bash
# Runs a command with Node.js 24 first on PATH, e.g. `bash scripts/with-node24.sh npm test`.
# Node.js 24 comes from the npm registry as the `node` package (a real binary, no other download),
# installed once into .workshop/node24 (git-ignored).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="$root/.workshop/node24"
if [ ! -x "$prefix/node_modules/node/bin/node" ]; then
  mkdir -p "$prefix"
  npm install --no-save --no-audit --no-fund --prefix "$prefix" node@24 >/dev/null
fi
export PATH="$prefix/node_modules/node/bin:$PATH"
echo "Node.js $(node --version) from $prefix"
exec "$@"
