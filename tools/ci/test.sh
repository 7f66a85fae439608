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
  if "$@"; then
    echo "::: $name ok ($((SECONDS - start)) s)"
  else
    echo "::: $name FAILED ($((SECONDS - start)) s)"
    status=1
    # A step can fail before its runner records anything: count it, so the closing line cannot say 0 failed.
    printf '{"runner":"step","project":"%s","passed":0,"failed":1,"skipped":0}\n' "$name" >>"$YIYING_TEST_TALLY"
  fi
}

# The identity journey of tools/journeys against the built server on an empty data folder.
api_journey() {
  local dir port=4391 pid rc
  dir=$(mktemp -d)
  export REFRESH_GRACE_SECONDS=1
  DATA_DIR="$dir" PORT=$port HOST=127.0.0.1 NODE_ENV=test node apps/server/dist/main.js >"$dir/server.log" 2>&1 &
  pid=$!
  node -e "
    const url = 'http://127.0.0.1:$port/api/banner/list';
    const until = Date.now() + 60000;
    (async function poll() {
      try { if ((await fetch(url)).ok) process.exit(0); } catch {}
      if (Date.now() > until) { console.error('server did not start'); process.exit(1); }
      setTimeout(poll, 300);
    })();"
  rc=$?
  if [ $rc = 0 ]; then node tools/journeys/identity-api.mjs "http://127.0.0.1:$port"; rc=$?; fi
  kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
  [ $rc = 0 ] || tail -n 40 "$dir/server.log"
  rm -rf "$dir"
  return $rc
}

# The browser the e2e journeys drive: found, or installed when missing (see tools/browser/resolve.mjs).
use_browser() {
  local path
  path=$(node tools/browser/ensure.mjs) || return 1
  export CHROME_PATH=$path
  echo "browser: $CHROME_PATH"
}

step "browser" use_browser
step "nx sync check" npx nx sync:check
step "commit messages (Conventional Commits)" node tools/commit-msg/check.mjs --history
step "format (prettier)" npx prettier --check . --log-level warn
step "lint" npx nx run-many -t lint --parallel=2 --outputStyle=static
step "module boundaries" node tools/lint-boundaries/check.mjs
step "import cycles (type imports included)" node tools/import-cycles/check.mjs apps/server/src apps/web/src \
  libs/models/src libs/validation/src libs/api-client/src libs/chat/src libs/widgets/src libs/community-ui/src
step "source files over 400 lines say why" node tools/file-size/check.mjs
step "typecheck" npx nx run-many -t typecheck --parallel=2 --outputStyle=static
step "spec messages" node tools/check-spec-messages.mjs
step "tool tests" node --test --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=./tools/ci/node-test-tally-reporter.mjs --test-reporter-destination=stdout \
  tools/*.test.mjs tools/*/*.test.mjs
step "unit, integration and story tests" npx nx run-many -t test --parallel=1 --outputStyle=static
step "build" npx nx run-many -t build --parallel=2 --outputStyle=static
step "identity API journey on a fresh server" api_journey
step "start–load–stop with idle and forced GC" node tools/ci/start-load-stop.mjs --rounds 3 --seconds 5
step "storybook static build" node tools/ci/check-storybook.mjs
step "size per import of the UI libraries" node tools/release/size-check.mjs
step "libraries packed and used by another site" node tools/release/consumer-check.mjs --no-build
step "e2e" npx nx run web-e2e:e2e --outputStyle=static
step "durability: kill -9 under write load (short)" node tools/ci/crash.mjs --rounds 2
step "npm audit (production dependencies, high and critical)" node tools/ci/audit-check.mjs
node tools/ci/summary.mjs || status=1
exit $status
