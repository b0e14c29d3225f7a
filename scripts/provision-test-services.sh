#!/usr/bin/env bash
# Makes sure everything `npm test` needs outside node_modules is there: Debian's Chromium (for
# Playwright, which cannot download its own browsers here), PostgreSQL on 127.0.0.1:5432 and Redis
# on 127.0.0.1:6379. It uses what is already running, starts what is installed but stopped and
# installs what is missing. It never skips: anything it cannot provide stops the run with a message.
#
# Idempotent. Run it on its own (`bash scripts/provision-test-services.sh`) or source it (as
# scripts/test.sh does) to also get TEST_DATABASE_URL and TEST_REDIS_URL exported. When those are
# already set, the servers they name are checked instead of local ones being started.
set -euo pipefail

CHROMIUM_BINARY=/usr/bin/chromium
LOCAL_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres
LOCAL_REDIS_URL=redis://127.0.0.1:6379
# Used only when the machine has no PostgreSQL cluster of its own.
THROWAWAY_POSTGRES_DIR=/tmp/opinio-test-postgres
APT_LOG=/tmp/opinio-provision-apt.log

provision_log() { echo "[provision] $*" >&2; }
provision_fail() {
  echo "" >&2
  echo "[provision] FAILED: $*" >&2
  exit 1
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo -n "$@" || provision_fail "'sudo $*' failed (passwordless sudo is needed to install system packages)"
  else
    provision_fail "installing system packages needs root or sudo; run as root or install them yourself: $*"
  fi
}

apt_updated=no
apt_install() {
  command -v apt-get >/dev/null 2>&1 || provision_fail "apt-get not found: install $* yourself (this script knows Debian only)"
  if [ "$apt_updated" = no ]; then
    provision_log "apt-get update"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q >>"$APT_LOG" 2>&1 \
      || { tail -n 30 "$APT_LOG" >&2; provision_fail "apt-get update failed (full log: $APT_LOG)"; }
    apt_updated=yes
  fi
  provision_log "apt-get install $* (log: $APT_LOG)"
  if ! as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$@" >>"$APT_LOG" 2>&1; then
    tail -n 30 "$APT_LOG" >&2
    provision_fail "apt-get install $* failed (full log: $APT_LOG)"
  fi
}

wait_until() {
  local description=$1 seconds=$2
  shift 2
  local waited=0
  until "$@" >/dev/null 2>&1; do
    [ "$waited" -ge "$seconds" ] && provision_fail "$description did not come up within ${seconds}s"
    sleep 1
    waited=$((waited + 1))
  done
}

provision_chromium() {
  if [ ! -x "$CHROMIUM_BINARY" ]; then
    provision_log "Chromium missing at $CHROMIUM_BINARY: installing Debian's chromium (takes a few minutes)"
    local started=$SECONDS
    # Recommends would pull in desktop services; only the fonts matter, so text renders the
    # same on every machine.
    apt_install chromium fonts-liberation
    provision_log "Chromium installed in $((SECONDS - started))s"
  fi
  [ -x "$CHROMIUM_BINARY" ] || provision_fail "$CHROMIUM_BINARY still missing after installing chromium"
  local version
  version=$("$CHROMIUM_BINARY" --version 2>/dev/null) || provision_fail "$CHROMIUM_BINARY does not run (try: $CHROMIUM_BINARY --version)"
  provision_log "chromium: $version"
}

postgres_bin_dir() {
  # The newest installed major version's binaries (Debian keeps them off PATH).
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; return; fi
  command -v initdb >/dev/null 2>&1 && dirname "$(command -v initdb)"
}

postgres_machine_cluster() {
  # "<version> main" for the machine's own cluster, if there is one.
  local version
  for version in $(ls /etc/postgresql 2>/dev/null | sort -V -r); do
    if [ -f "/etc/postgresql/$version/main/postgresql.conf" ]; then echo "$version main"; return; fi
  done
}

start_throwaway_postgres() {
  local bin_dir=$1 data_dir=$THROWAWAY_POSTGRES_DIR/data log_file=$THROWAWAY_POSTGRES_DIR/postgres.log
  # PostgreSQL refuses to run as root: as root, run it as the postgres user.
  local run_as=()
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || provision_fail "no 'postgres' user to run a throwaway PostgreSQL (PostgreSQL refuses root)"
    run_as=(su postgres -s /bin/sh -c)
  else
    run_as=(sh -c)
  fi
  mkdir -p "$THROWAWAY_POSTGRES_DIR"
  if [ "$(id -u)" -eq 0 ]; then chown postgres: "$THROWAWAY_POSTGRES_DIR"; fi
  if [ ! -f "$data_dir/PG_VERSION" ]; then
    provision_log "initdb of a throwaway cluster in $data_dir"
    "${run_as[@]}" "'$bin_dir/initdb' -D '$data_dir' -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >'$THROWAWAY_POSTGRES_DIR/initdb.log' 2>&1" \
      || provision_fail "initdb failed, see $THROWAWAY_POSTGRES_DIR/initdb.log"
  fi
  provision_log "starting the throwaway PostgreSQL on 127.0.0.1:5432 (log: $log_file)"
  "${run_as[@]}" "'$bin_dir/pg_ctl' -D '$data_dir' -l '$log_file' -w -t 60 -o \"-c listen_addresses=127.0.0.1 -p 5432 -k $THROWAWAY_POSTGRES_DIR\" start" >&2 \
    || provision_fail "the throwaway PostgreSQL did not start, see $log_file"
}

provision_postgres() {
  command -v pg_isready >/dev/null 2>&1 || apt_install postgresql-client
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    pg_isready -q -d "$TEST_DATABASE_URL" \
      || provision_fail "TEST_DATABASE_URL is set but its server does not answer: $TEST_DATABASE_URL"
    provision_log "postgres: using TEST_DATABASE_URL"
    return
  fi
  if pg_isready -q -h 127.0.0.1 -p 5432; then
    provision_log "postgres: already running on 127.0.0.1:5432"
  else
    local cluster
    cluster=$(postgres_machine_cluster)
    if [ -z "$cluster" ] && [ -z "$(postgres_bin_dir)" ]; then
      # Debian's package creates and registers a cluster, which we then start below.
      apt_install postgresql
      cluster=$(postgres_machine_cluster)
    fi
    if [ -n "$cluster" ]; then
      provision_log "postgres: starting the machine's cluster $cluster"
      # shellcheck disable=SC2086 # "<version> main" is two arguments on purpose
      as_root pg_ctlcluster --skip-systemctl-redirect $cluster start >&2 \
        || provision_fail "pg_ctlcluster $cluster start failed (its log is under /var/log/postgresql)"
    else
      start_throwaway_postgres "$(postgres_bin_dir)"
    fi
    wait_until "PostgreSQL on 127.0.0.1:5432" 60 pg_isready -q -h 127.0.0.1 -p 5432
    provision_log "postgres: running on 127.0.0.1:5432"
  fi
  export TEST_DATABASE_URL=$LOCAL_POSTGRES_URL
  # A cluster with a password or peer-only auth answers pg_isready but refuses the tests.
  if command -v psql >/dev/null 2>&1; then
    psql "$TEST_DATABASE_URL" -tAc 'SELECT 1' >/dev/null 2>&1 \
      || provision_fail "PostgreSQL on 127.0.0.1:5432 refuses $TEST_DATABASE_URL (the tests need user postgres with trust auth on 127.0.0.1, or set TEST_DATABASE_URL)"
  fi
}

provision_redis() {
  command -v redis-cli >/dev/null 2>&1 || apt_install redis-tools
  if [ "${TEST_REDIS_URL:-}" = none ]; then
    provision_fail "TEST_REDIS_URL=none would skip the Redis tests; the full run never skips: unset it or point it at a Redis server"
  fi
  if [ -n "${TEST_REDIS_URL:-}" ]; then
    [ "$(redis-cli -u "$TEST_REDIS_URL" ping 2>/dev/null)" = PONG ] \
      || provision_fail "TEST_REDIS_URL is set but its server does not answer PING: $TEST_REDIS_URL"
    provision_log "redis: using TEST_REDIS_URL"
    return
  fi
  if [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = PONG ]; then
    provision_log "redis: already running on 127.0.0.1:6379"
  else
    command -v redis-server >/dev/null 2>&1 || apt_install redis-server
    provision_log "redis: starting redis-server on 127.0.0.1:6379 (no persistence)"
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no \
      --logfile /tmp/opinio-test-redis.log >&2 || provision_fail "redis-server did not start, see /tmp/opinio-test-redis.log"
    wait_until "Redis on 127.0.0.1:6379" 30 sh -c '[ "$(redis-cli -h 127.0.0.1 -p 6379 ping)" = PONG ]'
    provision_log "redis: running on 127.0.0.1:6379"
  fi
  export TEST_REDIS_URL=$LOCAL_REDIS_URL
}

provision_test_services() {
  provision_chromium
  provision_postgres
  provision_redis
  provision_log "TEST_DATABASE_URL=$TEST_DATABASE_URL"
  provision_log "TEST_REDIS_URL=$TEST_REDIS_URL"
}

provision_test_services
