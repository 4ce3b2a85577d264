#!/usr/bin/env bash
# Runs the tests of KeysmithCore, and with --tools those of the `keysmith` tool too, under
# AddressSanitizer (with LeakSanitizer) and ThreadSanitizer, and fails on any report, even when every
# test passed.
#
#   ./scripts/sanitizers.sh                    # both, on KeysmithCore (as CI runs them)
#   ./scripts/sanitizers.sh address            # AddressSanitizer and LeakSanitizer only
#   ./scripts/sanitizers.sh thread             # ThreadSanitizer only
#   ./scripts/sanitizers.sh all --tools        # both, on KeysmithCore and on Tools/
#
# KeysmithCore is where the unsafe code is: the file formats read through raw pointers, and the
# caches and queues shared between threads behind locks. The tool has no unsafe code and is built in
# the Swift 6 language mode, whose compiler checks it for data races (docs/development.md names its
# one `@unchecked Sendable`), so CI leaves its two long sanitizer builds (Hummingbird and SwiftNIO
# included) to --tools.
#
# Each sanitizer builds in its own scratch folder (.build-asan, .build-tsan, and the same inside
# Tools/), so the plain build is left alone and a second run rebuilds only what changed. The
# suppressions in scripts/sanitizers/ name third-party frames only, each with the reason.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

usage="usage: $0 [address|thread|all] [--tools]"
sanitizers=(address thread)
packages=(.)
for argument in "$@"; do
    case "$argument" in
        all) sanitizers=(address thread) ;;
        address | thread) sanitizers=("$argument") ;;
        --tools) packages=(. Tools) ;;
        *) echo "$usage" >&2; exit 2 ;;
    esac
done

# LeakSanitizer comes with AddressSanitizer on Linux and fails the run on any leak not suppressed.
# On macOS it is not supported, and the toolchain says so; there AddressSanitizer runs alone.
leaks=1
if [ "$(uname)" = Darwin ]; then leaks=0; fi
asan_options="detect_leaks=$leaks:detect_stack_use_after_return=1:check_initialization_order=1:strict_string_checks=1"
export LSAN_OPTIONS="suppressions=$root/scripts/sanitizers/leaks.supp:print_suppressions=0"
tsan_options="suppressions=$root/scripts/sanitizers/races.supp:second_deadlock_stack=1"

# The sanitizers make the tests about five times slower. A test that only runs code paths others run,
# over more data, is left to the plain run: ExemplarTypingTests types every letter CLDR lists for
# each embedded keyboard on two devices, by the same typing as LanguageSentenceTests' sentence in each
# language (a fifth of the core's tests' time).
repeating='^KeysmithCoreTests\.ExemplarTypingTests/'

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
failed=()

run() { # sanitizer, package folder, scratch folder
    local sanitizer=$1 package=$2 scratch=$3
    # Every report is written to a file of its own, so that one from a process a test started
    # (a `keysmith` whose standard error the test reads) fails the run as one of `swift test`'s does.
    local reports="$logs/$sanitizer-${package//\//_}"
    mkdir -p "$reports"
    export ASAN_OPTIONS="$asan_options:log_path=$reports/report:log_exe_name=1"
    export TSAN_OPTIONS="$tsan_options:log_path=$reports/report:log_exe_name=1"
    echo "== $sanitizer: swift test --package-path $package (in $scratch)"
    local start=$SECONDS status=0
    swift build --build-tests --package-path "$package" --scratch-path "$scratch" \
        --sanitize="$sanitizer" || status=$?
    if [ $status = 0 ]; then
        swift test --skip-build --package-path "$package" --scratch-path "$scratch" \
            --sanitize="$sanitizer" --skip "$repeating" || status=$?
    fi
    local report
    for report in "$reports"/*; do
        [ -e "$report" ] || continue
        echo "-- $(basename "$report")"
        cat "$report"
        # A `keysmith preview` that a test stops with a signal exits with its connections' tasks
        # still suspended, and LeakSanitizer counts what only they hold as leaked: in the tool's own
        # processes leaks are listed, and only memory errors fail. Leaks fail everywhere else (the
        # test processes, which run KeysmithCore and the tool's library in-process).
        if [ "$sanitizer" = address ] && [[ $(basename "$report") == report.keysmith.* ]] \
            && ! grep -q 'ERROR: AddressSanitizer' "$report"; then
            echo "(leaks at the exit of a keysmith process: listed, not failed)"
        else
            status=1
        fi
    done
    if [ $status != 0 ]; then echo "the tests failed, or the sanitizer reported the problems above"; fi
    echo "== $sanitizer, $package: $([ $status = 0 ] && echo passed || echo FAILED) in $((SECONDS - start)) s"
    if [ $status != 0 ]; then failed+=("$sanitizer: $package"); fi
}

for sanitizer in "${sanitizers[@]}"; do
    suffix=${sanitizer/address/asan}
    suffix=${suffix/thread/tsan}
    for package in "${packages[@]}"; do
        run "$sanitizer" "$package" "$package/.build-$suffix"
    done
done

if [ ${#failed[@]} != 0 ]; then
    printf 'sanitizer runs that failed: %s\n' "${failed[@]}" >&2
    exit 1
fi
echo "no sanitizer report"
