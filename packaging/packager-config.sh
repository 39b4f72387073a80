#!/usr/bin/env bash
# Prints a cargo-packager configuration (JSON, for `cargo packager -c`) that packages an
# already built binary: Cargo.toml's [package.metadata.packager] without its
# before-packaging-command, with the package's name and version and the binary's folder.
# CI packages the test build's own binary this way instead of building the `dist` profile
# again (packaging/ci-check-deb.sh).
#
#   packaging/packager-config.sh FOLDER   # FOLDER holds the binary `directory-desk`
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ne 1 ] || [ ! -x "$1/directory-desk" ]; then
  echo "usage: $0 FOLDER (with the binary directory-desk in it)" >&2
  exit 2
fi
cargo metadata --format-version 1 --no-deps --locked | python3 -c '
import json, sys
package = json.load(sys.stdin)["packages"][0]
config = package["metadata"]["packager"]
del config["before-packaging-command"]
config.update({
    "name": package["name"],
    "version": package["version"],
    "binaries": [{"path": "directory-desk", "main": True}],
    "binaries-dir": sys.argv[1],
})
print(json.dumps(config))
' "$(realpath "$1")"
