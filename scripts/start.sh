#!/usr/bin/env bash
# `npm start`: build what is missing, then serve (api/main.ts migrates, seeds an empty database and
# listens on PORT, 3000 by default). Runs on a supported Node (scripts/supported-node.sh).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/supported-node.sh
npm run build
# node with tsx's loader, not tsx's CLI: the CLI sits between the server and SIGTERM and kills it
# outright when it is slow to acknowledge, so the database would not be closed cleanly.
NODE_ENV=${NODE_ENV:-production} exec node --import tsx api/main.ts
