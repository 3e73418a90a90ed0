#!/usr/bin/env bash
# Fresh clone to the first page (ADR 057): clones the repository at HEAD into a temporary
# directory and runs the README's first command there with an EMPTY pnpm store, npm cache and
# XDG dirs (all under that temporary directory: the machine's own caches are neither used nor
# touched), then prints how long it took until `GET /` answered 200, and the install's output
# lines that a newcomer would read as a warning.
#
#   bench/first-page/measure.sh [repository, default: this checkout] [port, default 4391]
set -euo pipefail
repo="${1:-$(git -C "$(dirname "$0")" rev-parse --show-toplevel)}"
port="${2:-4391}"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/atelier-first-page-XXXXXX")"
export npm_config_cache="$tmp/npm-cache"
export XDG_CACHE_HOME="$tmp/xdg-cache" XDG_DATA_HOME="$tmp/xdg-data" XDG_STATE_HOME="$tmp/xdg-state" XDG_CONFIG_HOME="$tmp/xdg-config"
export PORT="$port"
git clone -q "$repo" "$tmp/clone"
log="$tmp/command.log"
started=$(date +%s.%N)
# The README's first command, in its own process group so that it can be stopped whole.
( cd "$tmp/clone" && exec setsid bash -c 'npx -y pnpm@10.34.9 install && npx -y pnpm@10.34.9 start' ) >"$log" 2>&1 &
leader=$!
stop() { kill -TERM -- "-$leader" 2>/dev/null || true; wait "$leader" 2>/dev/null || true; }
trap stop EXIT
installed=""
until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/" || true)" = 200 ]; do
  if ! kill -0 "$leader" 2>/dev/null; then cat "$log"; echo "the command ended before the page answered" >&2; exit 1; fi
  if [ -z "$installed" ] && grep -q '^Done in' "$log"; then installed=$(echo "$(date +%s.%N) - $started" | bc); fi
  sleep 0.25
done
ended=$(date +%s.%N)
echo "--- install output (warnings a newcomer reads) ---"
grep -inE 'warn|ignored|fail|error|deprecated' "$log" | grep -v '"level"' || echo "(none)"
echo "--- packages ---"
grep -E '^(Packages|Progress): ' "$log" | tail -1 || true
grep -E '^Done in' "$log" || true
printf 'install done after: %s s\n' "${installed:-?}"
printf 'first page 200 after: %.1f s\n' "$(echo "$ended - $started" | bc)"
echo "log: $log (the temporary directory $tmp is left for inspection; rm -rf it after)"
