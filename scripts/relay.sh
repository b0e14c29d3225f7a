#!/usr/bin/env bash
# `npm run relay`: the Relay artifacts and the persisted-operations list, written afresh. The
# compiler only ever adds to that list, so it starts from an empty one: the list the server
# accepts is exactly the operations of today's client.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
echo '{}' > client/relay/persisted-operations.json
# --repersist: the compiler persists only what it rewrites unless told to persist everything.
exec npx relay-compiler --repersist "$@"
