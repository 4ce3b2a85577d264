#!/usr/bin/env bash
# Runs the iOS shells (Sources/KeysmithUIKit) on Linux: builds KeysmithUIKit against the stand-in
# UIKit, QuartzCore and WebKit of StandIns/ (whose behaviour is modelled from Apple's documentation)
# without Objective-C interop, runs KeysmithUIKitTests, which drive the shells by touches as iOS
# would, and measures how much of Sources/KeysmithUIKit the tests executed. Prints that figure and
# fails below the threshold.
#
# KEYSMITH_STAND_INS=1 adds the stand-ins and the tests to the package (see Package.swift); the build
# has a scratch path of its own, so the usual build is untouched.
set -euo pipefail
cd "$(dirname "$0")/.."

threshold=80
scratch=.build/shells
export KEYSMITH_STAND_INS=1

# The build is apart, at the usual verbosity, so that every compiler warning shows; the run is quiet.
swift build --scratch-path "$scratch" --build-tests --enable-code-coverage
swift test --scratch-path "$scratch" --skip-build --enable-code-coverage --disable-xctest --no-parallel --quiet

bin="$(swift build --scratch-path "$scratch" --show-bin-path)"
profile="$bin/codecov/default.profdata"
tests="$bin/KeysmithPackageTests.xctest"
toolchain="$(dirname "$(readlink -f "$(command -v swift)")")"
llvm_cov="$toolchain/llvm-cov"
[ -x "$llvm_cov" ] || llvm_cov=llvm-cov

shells=()
while IFS= read -r file; do shells+=("$file"); done < <(find Sources/KeysmithUIKit -name '*.swift' | sort)

echo "-- lines of Sources/KeysmithUIKit executed by KeysmithUIKitTests"
report="$("$llvm_cov" report "$tests" -instr-profile="$profile" "${shells[@]}")"
echo "$report"
# The TOTAL row: regions, missed, cover, functions, missed, executed, lines, missed lines, cover...
read -r lines missed < <(echo "$report" | awk '$1 == "TOTAL" { print $8, $9 }')
if [ -z "${lines:-}" ] || [ "$lines" -eq 0 ]; then
    echo "error: llvm-cov reported no lines of Sources/KeysmithUIKit" >&2
    exit 1
fi
percent="$(awk -v lines="$lines" -v missed="$missed" 'BEGIN { printf "%.1f", 100 * (lines - missed) / lines }')"
echo "KeysmithUIKit line coverage on Linux: $percent% ($((lines - missed)) of $lines lines; at least $threshold% required)"
if awk -v percent="$percent" -v threshold="$threshold" 'BEGIN { exit !(percent < threshold) }'; then
    echo "error: the shells' tests execute less than $threshold% of Sources/KeysmithUIKit's lines" >&2
    exit 1
fi
