#!/usr/bin/env bash
# The README's test command: lint (with the module-boundary proof), typecheck, unit + integration + story tests,
# the spec message check, and the e2e journeys in Chromium. Ends with one line summing every runner.
set -uo pipefail
cd "$(dirname "$0")/../.."
export NX_NO_CLOUD=true NX_DAEMON=false
export YIYING_TEST_TALLY="${YIYING_TEST_TALLY:-$PWD/tmp/test-tally.jsonl}"
rm -f "$YIYING_TEST_TALLY"
mkdir -p "$(dirname "$YIYING_TEST_TALLY")"
if [ -z "${TEST_DATABASE_URL:-}" ]; then echo "note: TEST_DATABASE_URL is not set: the PostgreSQL runs are skipped"; fi
if [ -z "${TEST_REDIS_URL:-}" ]; then echo "note: TEST_REDIS_URL is not set: the Redis runs are skipped"; fi

status=0
step() {
  local name=$1; shift
  echo "::: $name"
  local start=$SECONDS
  if "$@"; then echo "::: $name ok ($((SECONDS - start)) s)"; else echo "::: $name FAILED ($((SECONDS - start)) s)"; status=1; fi
}

step "nx sync check" npx nx sync:check
step "lint" npx nx run-many -t lint --parallel=2 --outputStyle=static
step "module boundaries" node tools/lint-boundaries/check.mjs
step "typecheck" npx nx run-many -t typecheck --parallel=2 --outputStyle=static
step "spec messages" node tools/check-spec-messages.mjs
step "unit, integration and story tests" npx nx run-many -t test --parallel=1 --outputStyle=static
step "build" npx nx run-many -t build --parallel=2 --outputStyle=static
step "storybook static build" node tools/ci/check-storybook.mjs
step "widgets from the packed tarball" node libs/widgets/scripts/tarball-check.mjs
step "e2e" npx nx run web-e2e:e2e --outputStyle=static
node tools/ci/summary.mjs || status=1
exit $status
