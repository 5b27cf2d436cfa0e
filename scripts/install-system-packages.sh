#!/usr/bin/env bash
# The system packages the workshop needs beyond npm (lsof, util-linux, nginx, chromium), as
# listed in scripts/platform/system-packages.json, which `npm run doctor` reads too. The first
# part of `npm test`, and the dev container's install step.
#
# All present: prints nothing, exits 0. Something missing: as root with apt-get, installs it;
# as an ordinary user, prints the one sudo command and exits 1; without apt-get (macOS, other
# distributions), names the missing tools and exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."

# One line per tool: command|folders to look in besides PATH|Debian package|what it is for.
tools=$(node -e '
  const { tools } = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
  for (const t of tools)
    console.log([t.command, (t.alsoIn ?? []).join(":"), t.package, `${t.name} (${t.for})`].join("|"));
' scripts/platform/system-packages.json)

packages=()
labels=()
while IFS='|' read -r command also_in package label; do
  if ! (PATH="$PATH${also_in:+:$also_in}" && command -v "$command" >/dev/null); then
    packages+=("$package")
    labels+=("$label")
  fi
done <<<"$tools"

[ ${#packages[@]} -eq 0 ] && exit 0

missing=$(printf '%s; ' "${labels[@]}")
missing=${missing%; }
if ! command -v apt-get >/dev/null; then
  echo "Missing: $missing. Install them with your system's package manager (Debian names: ${packages[*]}), or use the dev container (README)." >&2
  exit 1
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing: $missing. Install them, then run npm test again: sudo apt-get install -y ${packages[*]}" >&2
  exit 1
fi
echo "Installing the missing Debian packages: ${packages[*]}" >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}"
# Debian's nginx package may start a system nginx on port 80; the checks run their own.
if [[ " ${packages[*]} " == *" nginx "* ]]; then
  /usr/sbin/nginx -s quit 2>/dev/null || true
fi
