#!/usr/bin/env bash
# Builds the documentation of KeysmithCore, KeysmithUIKit and KeysmithLexicons with the toolchain's
# `docc`: the catalogues in Sources/*/*.docc and the doc comments of the public API, one archive per
# module in .build/docs. Any warning (a broken ``Symbol`` link, an undocumented parameter among
# documented ones) fails the build. No package dependency is involved, so apps adding Keysmith
# resolve none.
#
# KeysmithUIKit compiles only where UIKit exists; its symbol graph comes from the type-check against
# the stand-in UIKit (scripts/typecheck-ios.sh). It re-exports KeysmithCore, so its archive holds
# KeysmithCore's symbols too and its pages link to them.
#
# To read an archive, serve its folder with any static web server (`python3 -m http.server -d
# .build/docs/KeysmithCore.doccarchive`) and open /documentation/keysmithcore.
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/docs
graphs="$out/symbol-graphs"
rm -rf "$out"
mkdir -p "$graphs/KeysmithCore"

echo "-- KeysmithCore: build and extract its symbol graph"
swift build --target KeysmithCore >/dev/null
triple="$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)"
swift-symbolgraph-extract -module-name KeysmithCore -target "$triple" -I "$(swift build --show-bin-path)/Modules" \
    -minimum-access-level public -output-dir "$graphs/KeysmithCore"

echo "-- KeysmithUIKit: type-check against the stand-in UIKit, which emits its symbol graph"
./scripts/typecheck-ios.sh >/dev/null
cp -R .build/ios-typecheck/symbol-graphs "$graphs/KeysmithUIKit"

echo "-- KeysmithLexicons: build and extract its symbol graph"
mkdir -p "$graphs/KeysmithLexicons"
swift build --target KeysmithLexicons >/dev/null
swift-symbolgraph-extract -module-name KeysmithLexicons -target "$triple" -I "$(swift build --show-bin-path)/Modules" \
    -minimum-access-level public -output-dir "$graphs/KeysmithLexicons"

for module in KeysmithCore KeysmithUIKit KeysmithLexicons; do
    echo "-- $module.doccarchive"
    docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs/$module" \
        --output-dir "$out/$module.doccarchive" --warnings-as-errors | sed '/^$/d'
done
echo "documentation built in $out"
