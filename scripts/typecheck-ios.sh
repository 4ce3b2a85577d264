#!/usr/bin/env bash
# Type-checks the iOS shells (Sources/KeysmithUIKit) and the examples (Examples/) on any machine, Linux
# included, against the stand-in UIKit in StandIns/: every `#if canImport(UIKit)` block is compiled
# for real, so a misspelt UIKit or WebKit method, a wrong type or a main-actor mistake fails here. The
# stand-ins declare Apple's signatures (see StandIns/apple-api.txt and scripts/check_stand_ins.py).
#
# Objective-C interop is switched on for the type-check, so that `@objc`, `#selector` and Objective-C
# optional protocol requirements mean what they mean on iOS (the stand-ins' `#if _runtime(_ObjC)`
# branches). Nothing here is linked or run: scripts/test-shells.sh runs the shells on the stand-ins,
# without interop, which Swift on Linux cannot link.
#
# The stand-ins are compiled in a package of their own, and the shells and examples outside it, so that
# the stand-ins' `package` test support (making touches, reading what was drawn) is out of their reach.
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/ios-typecheck
mkdir -p "$out"
interop=(-Xfrontend -enable-objc-interop)

echo "-- KeysmithCore and KeysmithLexicons (for Linux)"
swift build --target KeysmithCore >/dev/null
swift build --target KeysmithLexicons >/dev/null
core_modules="$(swift build --show-bin-path)/Modules"

echo "-- stand-in modules: ObjectiveC, QuartzCore, UIKit, WebKit"
for module in ObjectiveC QuartzCore UIKit WebKit; do
    swiftc -emit-module -parse-as-library -swift-version 5 "${interop[@]}" -module-name "$module" -package-name KeysmithStandIns \
        -I "$out" "StandIns/$module/"*.swift -emit-module-path "$out/$module.swiftmodule"
done

shells=()
while IFS= read -r file; do shells+=("$file"); done < <(find Sources/KeysmithUIKit -name '*.swift' | sort)

echo "-- Sources/KeysmithUIKit (${#shells[@]} files)"
swiftc -typecheck -swift-version 6 "${interop[@]}" -module-name KeysmithUIKit -I "$out" -I "$core_modules" "${shells[@]}"
# The module's symbol graph (with KeysmithCore's, which it re-exports) is what scripts/docs.sh documents.
rm -rf "$out/symbol-graphs" && mkdir -p "$out/symbol-graphs"
swiftc -emit-module -parse-as-library -swift-version 6 "${interop[@]}" -module-name KeysmithUIKit -I "$out" -I "$core_modules" \
    "${shells[@]}" -emit-module-path "$out/KeysmithUIKit.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$out/symbol-graphs"

# Examples/KeysmithDemo is an Xcode project of two targets: each is a module of its own, made of the
# Swift files its project.yml `sources` name (scripts/check_demo_project.py holds this list to it).
demo_modules=(
    "KeysmithDemo Examples/KeysmithDemo/App Examples/WebView/WebViewController.swift"
    "KeysmithDemoKeyboard Examples/KeysmithDemo/Extension"
)

for example in Examples/*/; do
    name="$(basename "$example")"
    [ "$name" != KeysmithDemo ] || continue
    files=()
    while IFS= read -r file; do files+=("$file"); done < <(find "$example" -name '*.swift' | sort)
    [ "${#files[@]}" -gt 0 ] || continue
    echo "-- Examples/$name (${#files[@]} files)"
    swiftc -typecheck -swift-version 6 "${interop[@]}" -module-name "$name" -I "$out" -I "$core_modules" "${files[@]}"
done

for module in "${demo_modules[@]}"; do
    read -r name paths <<<"$module"
    files=()
    # shellcheck disable=SC2086 # the paths are split on purpose
    while IFS= read -r file; do files+=("$file"); done < <(find $paths -name '*.swift' | sort)
    echo "-- Examples/KeysmithDemo: $name (${#files[@]} files)"
    swiftc -typecheck -swift-version 6 "${interop[@]}" -module-name "$name" -I "$out" -I "$core_modules" "${files[@]}"
done

# The check must be able to fail: a call to a method UIKit or WebKit does not have is rejected.
echo "-- a misspelt UIKit call is rejected"
probe="$out/MisspeltCall.swift"
printf 'import UIKit\n@MainActor func probe(_ controller: UIInputViewController) { controller.advanceToNextInputMod() }\n' >"$probe"
if swiftc -typecheck -swift-version 6 "${interop[@]}" -I "$out" "$probe" 2>/dev/null; then
    echo "error: the stand-in UIKit accepted a call to a method that does not exist" >&2
    exit 1
fi
echo "-- a misspelt WebKit call is rejected"
printf 'import WebKit\n@MainActor func probe(_ webView: WKWebView, _ page: URL) { _ = webView.loadFileUrl(page, allowingReadAccessTo: page) }\n' >"$probe"
if swiftc -typecheck -swift-version 6 "${interop[@]}" -I "$out" "$probe" 2>/dev/null; then
    echo "error: the stand-in WebKit accepted a call to a method that does not exist" >&2
    exit 1
fi
echo "iOS shells and examples type-check"
