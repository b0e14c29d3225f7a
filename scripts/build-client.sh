#!/usr/bin/env bash
# The client's two builds: the browser's bundle (dist/client) and the server's entry for rendering
# public pages (dist/ssr/entry-server.js, client/entry-server.tsx). `npm start`, `npm run build`
# and `npm test` build through here.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
npx vite build "$@"
npx vite build --ssr entry-server.tsx "$@"
