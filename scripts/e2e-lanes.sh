#!/bin/sh
# The end-to-end suite in two lanes at once, as `npm test` runs it (the build is made already). Each lane is
# a Playwright run of its own, with a server, an embedded database and stand-ins of its own on ports of its
# own (lane 1 from E2E_PORT, default 3100; lane 2 from E2E_PORT + 10; a lane uses its port and the next
# six), so no test of one lane sees another's bookings, class spots or moved clock, and each lane runs its
# specs one after another as a single run does. Lane 1: the desktop specs; lane 2: the phone project and
# the desktop specs playwright.config.ts lists in SECOND_LANE, chosen so both lanes take about as long.
# With one server on PGlite (one thread) and one browser, a single run leaves much of the second core idle.
set -eu
cd "$(dirname "$0")/.."

port="${E2E_PORT:-3100}"
exec sh scripts/run-together.sh \
  "E2E_LANE=1 E2E_PORT=$port npx playwright test --project=desktop" \
  "E2E_LANE=2 E2E_PORT=$((port + 10)) npx playwright test --project=desktop --project=mobile"
