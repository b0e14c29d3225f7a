#!/usr/bin/env bash
# `npm start`: build what is missing or stale, then serve (api/main.ts, compiled, migrates, seeds an
# empty database and listens on PORT, 3000 by default). Runs on a supported Node (scripts/supported-node.sh).
#
# A restart with nothing changed builds nothing, so the server is up in seconds: each build step
# runs only when its output is missing or one of its inputs is newer than the output. git writes
# the files a pull or checkout changes, so their times are newer than the last build's.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/supported-node.sh

# stale OUTPUT INPUT...: true when OUTPUT is missing or any file under the INPUTs is newer.
stale() {
  local output=$1
  shift
  [ -e "$output" ] || return 0
  [ -n "$(find "$@" -newer "$output" -type f -print -quit 2>/dev/null)" ]
}

# `npm ci` generates the Prisma client (postinstall); a changed prisma/schema.prisma needs it again.
if stale api/db/generated/prisma/client.ts prisma/schema.prisma package-lock.json; then
  echo "npm start: generating the Prisma client"
  npm run --silent generate:prisma
fi
# schema.graphql and the Relay artifacts are committed (npm test checks they are fresh), so the
# client's builds (the browser's and the server-rendering entry) are what a fresh clone needs. Its inputs: the client's sources and
# generated artifacts, the GraphQL schema and the build's configuration.
client_inputs=(client schema.graphql vite.config.ts relay.config.js tsconfig.json package-lock.json)
if stale dist/client/index.html "${client_inputs[@]}" || stale dist/ssr/entry-server.js "${client_inputs[@]}"; then
  echo "npm start: building the client"
  bash scripts/build-client.sh --logLevel warn
  # The build's Relay step rewrites generated files under client/ before the outputs are written,
  # but the stamps must be newer than everything the build read, whatever order it wrote in.
  touch dist/client/index.html dist/ssr/entry-server.js
else
  echo "npm start: the client build is up to date"
fi
# The server as one compiled file (scripts/build-server.ts): it starts in about half the time
# that compiling api/ on the fly takes.
if stale dist/server/main.js api scripts/build-server.ts package-lock.json; then
  echo "npm start: building the server"
  node --import tsx scripts/build-server.ts
fi
# Stack traces name the TypeScript sources.
NODE_ENV=${NODE_ENV:-production} exec node --enable-source-maps dist/server/main.js
