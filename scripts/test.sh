#!/usr/bin/env bash
# `npm test`: every check the project has, in the order that fails fastest and cheapest:
#   node        a supported Node first on PATH for every stage (scripts/supported-node.sh)
#   provision   Chromium, PostgreSQL and Redis (scripts/provision-test-services.sh)
#   generated   the Prisma client, and schema.graphql and the Relay artifacts are fresh
#   lint+types  eslint and tsc --noEmit, side by side
#   vitest      unit and API tests (API on PGlite and PostgreSQL, live updates through Redis)
#   build       the client bundle the e2e server serves, and its server-rendering entry
#   e2e         Playwright in Chromium
# Any failure stops the run with a non-zero exit and names the stage. Nothing is skipped because
# something is missing: provisioning supplies it or the run fails.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

stage_names=()
stage_seconds=()
current_stage=""
run_started=$EPOCHREALTIME

elapsed_since() { awk -v start="$1" -v now="$EPOCHREALTIME" 'BEGIN { printf "%.1f", now - start }'; }

print_summary() {
  local exit_code=$1 index
  echo ""
  echo "---- npm test: time per stage ----"
  for index in "${!stage_names[@]}"; do
    printf '  %-11s %7ss\n' "${stage_names[$index]}" "${stage_seconds[$index]}"
  done
  if [ "$exit_code" -ne 0 ] && [ -n "$current_stage" ]; then
    printf '  %-11s %7ss  <- FAILED here\n' "$current_stage" "$(elapsed_since "$stage_started")"
  fi
  printf '  %-11s %7ss\n' total "$(elapsed_since "$run_started")"
  if [ -n "${TEST_DB_KINDS:-}" ]; then
    echo "  NOTE: TEST_DB_KINDS=$TEST_DB_KINDS narrowed the API tests (the full run uses pglite,postgres)"
  fi
  if [ "$exit_code" -eq 0 ]; then
    echo "npm test: PASSED"
  else
    echo "npm test: FAILED in stage '${current_stage:-?}' (exit code $exit_code)" >&2
  fi
}
trap 'print_summary $?' EXIT

run_stage() {
  current_stage=$1
  shift
  echo ""
  echo "==== [$current_stage] $*"
  stage_started=$EPOCHREALTIME
  "$@"
  stage_names+=("$current_stage")
  stage_seconds+=("$(elapsed_since "$stage_started")")
  current_stage=""
}

fail() {
  echo "" >&2
  echo "FAILED: $*" >&2
  exit 1
}

check_generated_files() {
  npm run --silent generate:prisma

  # Compare with what was there before printing rather than with git's HEAD: it catches a stale
  # committed file in CI and a forgotten `npm run schema:print` locally, without failing on a
  # fresh, not yet committed schema.
  [ -f schema.graphql ] || fail "schema.graphql is missing: run 'npm run schema:print' and commit it"
  local before
  before=$(mktemp)
  cp schema.graphql "$before"
  npm run --silent schema:print
  if ! cmp -s "$before" schema.graphql; then
    diff -u "$before" schema.graphql | head -n 60 >&2 || true
    rm -f "$before"
    fail "schema.graphql was stale (the diff above); it is now rewritten: review and commit it"
  fi
  rm -f "$before"

  npx relay-compiler --validate --output quiet-with-errors \
    || fail "Relay artifacts (client/**/__generated__) are stale: run 'npm run relay' and commit them"

  # The persisted-operations list is not covered by --validate: write it afresh and compare.
  local manifest=client/relay/persisted-operations.json
  [ -f "$manifest" ] || fail "$manifest is missing: run 'npm run relay' and commit it"
  cp "$manifest" "$before"
  bash scripts/relay.sh --output quiet-with-errors
  if ! cmp -s "$before" "$manifest"; then
    rm -f "$before"
    fail "$manifest was stale (now rewritten): review and commit it"
  fi
  rm -f "$before"
}

build_client() {
  bash scripts/build-client.sh
  # A graphql`` tag left in the bundle means the Relay transform did not run: it fails only at run
  # time, in the browser, so catch it here.
  # (Only the scripts: the source maps quote the original sources, tags included.)
  if grep -rlF --include='*.js' 'graphql`' dist/client dist/ssr >/dev/null 2>&1; then
    fail "the client bundle still contains graphql\`\` tags: the Relay transform did not run (vite.config.ts)"
  fi
}

run_stage node source scripts/supported-node.sh
run_stage provision source scripts/provision-test-services.sh
run_stage generated check_generated_files
# ESLint and tsc each keep one core busy: side by side they take the time of the slower one.
# Each one's output is printed whole once it ends, so the two never interleave.
lint_and_typecheck() {
  local lint_log typecheck_log lint_status=0 typecheck_status=0
  lint_log=$(mktemp)
  typecheck_log=$(mktemp)
  npm run --silent lint >"$lint_log" 2>&1 &
  local lint_pid=$!
  npm run --silent typecheck >"$typecheck_log" 2>&1 &
  local typecheck_pid=$!
  wait "$lint_pid" || lint_status=$?
  wait "$typecheck_pid" || typecheck_status=$?
  echo "-- eslint (exit $lint_status)"
  cat "$lint_log"
  echo "-- tsc --noEmit (exit $typecheck_status)"
  cat "$typecheck_log"
  rm -f "$lint_log" "$typecheck_log"
  [ "$lint_status" -eq 0 ] || fail "eslint found problems (above)"
  [ "$typecheck_status" -eq 0 ] || fail "tsc found type errors (above)"
}

run_stage lint+types lint_and_typecheck
run_stage vitest npx vitest run
run_stage build build_client
run_stage e2e npx playwright test
