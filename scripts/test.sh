#!/usr/bin/env bash
# Runs every test of the project: the core library, the command-line tool (and its preview in a
# headless browser), the JSON Schemas, the web view script's messages and the preview page's script
# and style syntax (with Node.js and tinycss2, when installed), the type-check of the iOS shells against the stand-in UIKit and
# WebKit, the DocC documentation and the formatting.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== KeysmithCore and KeysmithUIKit"
swift test

echo "== keysmith (Tools/)"
swift test --package-path Tools

echo "== keysmith preview in a headless browser"
python3 scripts/e2e_preview.py --keysmith "$(swift build --package-path Tools --show-bin-path)/keysmith"

echo "== JSON Schemas"
python3 scripts/check_schemas.py

echo "== keyboard-toolbar.js: the messages it posts; preview.js: its syntax"
if command -v node >/dev/null 2>&1; then
    node scripts/check_keyboard_toolbar_js.js
    node --check Tools/Sources/KeysmithCLI/Resources/PreviewPage/preview.js
else
    echo "skipped: Node.js is not installed (https://nodejs.org); it checks Examples/WebView/keyboard-toolbar.js and the preview page's preview.js"
fi

echo "== preview.css: its syntax"
if python3 -c 'import tinycss2' 2>/dev/null; then
    python3 scripts/check_preview_css.py
else
    echo "skipped: the Python package tinycss2 is not installed (python3 -m pip install tinycss2); it checks the preview page's preview.css"
fi

echo "== iOS shells and examples, type-checked against the stand-in UIKit and WebKit"
./scripts/typecheck-ios.sh

echo "== Stand-in UIKit and WebKit: every declaration listed with Apple's signature, and used"
python3 scripts/check_stand_ins.py

echo "== Documentation: KeysmithCore and KeysmithUIKit built with DocC, warnings as errors"
./scripts/docs.sh

echo "== Formatting: swift format with .swift-format (./scripts/check-format.sh --fix formats)"
./scripts/check-format.sh
