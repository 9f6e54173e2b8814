#!/usr/bin/env bash
# `pnpm test`: every check and suite. Typecheck, lint and the tooling tests first (a broken build
# fails in minutes); then the package suites and the end-to-end stories side by side. The e2e run
# waits on a browser and a store most of the time (it used about 0.8 of one core over its 24
# minutes), so the package suites' CPU fits beside it: one after the other, the two took 33
# minutes on a 2-core machine, over CI's 30.
set -euo pipefail
cd "$(dirname "$0")/.."

pnpm typecheck
pnpm lint
pnpm test:tooling

logs=$(mktemp -d)
pnpm -r --workspace-concurrency=1 --filter '!@store/e2e' --if-present test > "$logs/packages.log" 2>&1 &
packages=$!
(bash scripts/ensure-chromium.sh && pnpm --filter @store/e2e test) &
e2e=$!

status=0
wait "$packages" || status=$?
echo "── package suites ($([ "$status" = 0 ] && echo passed || echo FAILED)) ──"
cat "$logs/packages.log"
e2e_status=0
wait "$e2e" || e2e_status=$?
rm -rf "$logs"
[ "$status" = 0 ] && [ "$e2e_status" = 0 ]
