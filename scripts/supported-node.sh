# Sourced by `npm start` and `npm test`: puts a supported Node first on PATH for everything they
# run (the server, vitest's workers, Playwright's web server). Supported: Node 22.15 or newer
# (22 and 24 are the LTS lines; some dependencies need 22.15). The machine's node is used when it
# is one of those; otherwise Node 24 comes from the npm registry's `node` package, which npx
# caches after the first download.
supported_node_check='const [major, minor] = process.versions.node.split(".").map(Number); process.exit(major > 22 || (major === 22 && minor >= 15) ? 0 : 1)'
if ! node -e "$supported_node_check" 2>/dev/null; then
  machine_node_version=$(node -v 2>/dev/null || echo none)
  # npx takes seconds to resolve the package on every call: the path it gave is kept (next to the
  # project's installed packages, so `npm ci` forgets it) and used while it still runs.
  supported_node_path_file="$(dirname "${BASH_SOURCE[0]}")/../node_modules/.cache/opinio-supported-node"
  supported_node_binary=$(cat "$supported_node_path_file" 2>/dev/null || true)
  if [ -z "$supported_node_binary" ] || ! "$supported_node_binary" -e "$supported_node_check" 2>/dev/null; then
    supported_node_binary=$(npx --yes node@24 -p process.execPath) || {
      echo "Node $machine_node_version is not supported (22.15 or newer is) and Node 24 could not be fetched with 'npx node@24'" >&2
      return 1 2>/dev/null || exit 1
    }
    mkdir -p "$(dirname "$supported_node_path_file")" 2>/dev/null && echo "$supported_node_binary" > "$supported_node_path_file" 2>/dev/null || true
  fi
  export PATH="$(dirname "$supported_node_binary"):$PATH"
  echo "Node $machine_node_version is older than 22.15: using Node $(node -v) from the npm registry"
fi
node -e "$supported_node_check" || { echo "no supported Node on PATH" >&2; return 1 2>/dev/null || exit 1; }
echo "Node $(node -v)"
