#!/usr/bin/env bash
# Runs every test of the project: the core library, the command-line tool (and its preview in a
# headless browser), the JSON Schemas, the web view script's messages and the preview page's scripts'
# and style's syntax (with Node.js and tinycss2, when installed), the type-check of the iOS shells against the stand-in UIKit and
# WebKit, the shells' own tests run on those stand-ins, the DocC documentation and the formatting.
#
# The Python packages the checks need are installed in .build/python (scripts/python-env.sh). What
# needs the system's package manager (Chromium and its driver, a colour emoji font, Node.js,
# rsvg-convert, CLDR, Unicode's emoji data) is skipped when missing, with a warning at the end that
# says how to install it; in CI (CI=true, or KEYSMITH_E2E_REQUIRED=1) a missing one fails the run.
# The warning lists what was skipped as it ran: the tests and checks that skip write what and why to
# the file named by KEYSMITH_SKIPPED_CHECKS, and this script reads it at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

# BEGIN the tests' requirements
ci=0
if [ "${CI:-}" = true ] || [ "${KEYSMITH_E2E_REQUIRED:-}" = 1 ]; then
    ci=1
    export KEYSMITH_E2E_REQUIRED=1
fi
missing=()
# What the tests and checks skipped, a line each: what is not checked, a tab, what is missing.
export KEYSMITH_SKIPPED_CHECKS="$PWD/.build/skipped-checks.tsv"
mkdir -p .build
: >"$KEYSMITH_SKIPPED_CHECKS"
# Records that a check cannot run: $1 is what is not checked, $2 what is missing and how to get it.
not_installed() {
    printf '%s\t%s\n' "$1" "$2" >>"$KEYSMITH_SKIPPED_CHECKS"
    echo "NOT RUN: $1: $2"
}
report_missing() {
    local check advice
    # Each check once, however many of its tests skipped it.
    while IFS=$'\t' read -r check advice; do
        missing+=("$check" "$advice")
    done < <(sort -u "$KEYSMITH_SKIPPED_CHECKS")
    [ ${#missing[@]} -gt 0 ] || return 0
    local bar="!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
    echo
    echo "$bar"
    if [ "$ci" = 1 ]; then
        echo "!! FAILED: in CI every check must run, and these could not:"
    else
        echo "!! WARNING: not every test ran. These checks were SKIPPED:"
    fi
    local i
    for ((i = 0; i < ${#missing[@]}; i += 2)); do
        echo "!!   - ${missing[i]}"
        echo "!!     ${missing[i + 1]}"
    done
    echo "!! Debian and Ubuntu, all at once: sudo apt-get install chromium chromium-driver fonts-noto-color-emoji nodejs librsvg2-bin unicode-cldr-core unicode-data"
    echo "$bar"
    [ "$ci" = 0 ]
}
has_browser() {
    command -v chromedriver >/dev/null 2>&1 \
        && { command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 \
            || command -v google-chrome >/dev/null 2>&1; }
}
# The warning (or, in CI, the failure) comes last, whether the tests passed or not.
trap 'status=$?; report_missing || status=1; exit $status' EXIT
source scripts/python-env.sh
python_env .build/python
# END the tests' requirements

echo "== KeysmithCore and KeysmithUIKit"
# The tests that read CLDR or Unicode's emoji data record themselves as skipped without it (and fail
# in CI). The build is apart, at the usual verbosity, so that every compiler warning shows; the run is
# quiet: each failure with its issues, then the summary. The suites use Swift Testing only, so
# XCTest's runner, which would report 0 tests, is off.
swift build --build-tests
swift test --skip-build --disable-xctest --quiet

echo "== keysmith (Tools/)"
swift build --package-path Tools --build-tests
swift test --package-path Tools --skip-build --disable-xctest --quiet

echo "== keysmith render --png: emoji drawn in colour"
"$PYTHON" scripts/check_emoji_png.py --keysmith "$(swift build --package-path Tools --show-bin-path)/keysmith"

echo "== keysmith preview in a headless browser"
if has_browser || [ "$ci" = 1 ]; then
    "$PYTHON" scripts/e2e_preview.py --keysmith "$(swift build --package-path Tools --show-bin-path)/keysmith"
else
    not_installed "the browser test of keysmith preview (scripts/e2e_preview.py)" \
        "Chromium and its driver are not installed (Debian: sudo apt-get install chromium chromium-driver)"
fi

echo "== Hangul: the Korean composer's reference file, against libhangul (which the script installs)"
hangul=0
"$PYTHON" scripts/hangul_reference.py --check || hangul=$?
if [ "$hangul" = 3 ] && [ "$ci" = 0 ]; then
    not_installed "the check of Tests/KeysmithCoreTests/Fixtures/Hangul against libhangul (scripts/hangul_reference.py)" \
        "libhangul1 could not be installed (Debian: sudo apt-get install libhangul1)"
elif [ "$hangul" != 0 ]; then
    exit "$hangul"
fi

echo "== JSON Schemas"
"$PYTHON" scripts/check_schemas.py

echo "== Examples/KeysmithDemo: the files and keys of its XcodeGen project.yml"
"$PYTHON" scripts/check_demo_project.py

echo "== Python scripts: every submodule they use imported"
"$PYTHON" scripts/check_python_imports.py

echo "== keyboard-toolbar.js: the messages it posts; the preview page's scripts: their syntax"
if command -v node >/dev/null 2>&1; then
    node scripts/check_keyboard_toolbar_js.js
    for script in Tools/Sources/KeysmithCLI/Resources/PreviewPage/*.js; do node --check "$script"; done
else
    not_installed "the messages of Examples/WebView/keyboard-toolbar.js and the syntax of the preview page's scripts" \
        "Node.js is not installed (Debian: sudo apt-get install nodejs; or https://nodejs.org)"
fi

echo "== preview.css: its syntax"
"$PYTHON" scripts/check_preview_css.py

echo "== iOS shells and examples, type-checked against the stand-in UIKit and WebKit"
./scripts/typecheck-ios.sh

echo "== iOS shells run on Linux against the stand-ins: KeysmithUIKitTests, and the share of lines they execute"
./scripts/test-shells.sh

echo "== Stand-in UIKit and WebKit: every declaration listed with Apple's signature, and used"
"$PYTHON" scripts/check_stand_ins.py

echo "== Documentation: KeysmithCore and KeysmithUIKit built with DocC, warnings as errors"
./scripts/docs.sh

echo "== Formatting: swift format with .swift-format (./scripts/check-format.sh --fix formats)"
./scripts/check-format.sh
