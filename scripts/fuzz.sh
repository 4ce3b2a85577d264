#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ (with AddressSanitizer) and runs one of them, or each in
# turn, for a number of seconds over a copy of its committed seed corpus in Fuzz/Corpus. New
# inputs and any crashing input go to a scratch folder in the build directory, never into the
# committed corpus.
#
#   scripts/fuzz.sh TARGET SECONDS    e.g. scripts/fuzz.sh FuzzLint 60
#   scripts/fuzz.sh --all SECONDS     every target, SECONDS each
#   scripts/fuzz.sh --list            the targets
#
# Extra libFuzzer options can be given in FUZZ_OPTIONS (e.g. FUZZ_OPTIONS="-jobs=2 -workers=2").
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"

targets=(FuzzLint FuzzLexicon FuzzTemplates FuzzPathPatterns FuzzBridgeMessages FuzzPreviewMessages FuzzEngine
    FuzzLanguageModel FuzzEmojiData FuzzPinyinDictionary FuzzKanaDictionary)
usage="usage: scripts/fuzz.sh TARGET SECONDS | --all SECONDS | --list"

if [ "${1:-}" = --list ]; then
    printf '%s\n' "${targets[@]}"
    exit 0
fi
if [ $# -ne 2 ] || ! [[ "$2" =~ ^[0-9]+$ ]]; then
    echo "$usage" >&2
    exit 2
fi
if [ "$1" = --all ]; then
    chosen=("${targets[@]}")
elif printf '%s\n' "${targets[@]}" | grep -qx -- "$1"; then
    chosen=("$1")
else
    echo "no fuzz target \"$1\"; the targets are: ${targets[*]}" >&2
    exit 2
fi
seconds=$2

# The package manager names an executable's entry point after its module; each harness defines it
# and hands over to libFuzzer's driver. lld links the fuzzer runtime where gold cannot.
flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld
    -Xswiftc -enable-testing)
# One target builds only its own product; --all builds them together.
products=()
if [ ${#chosen[@]} -eq 1 ]; then
    products=(--product "${chosen[0]}")
fi
echo "== building ${chosen[*]}"
swift build "${flags[@]}" "${products[@]}"
bin=$(swift build "${flags[@]}" --show-bin-path)

# Leaks inside Foundation itself are listed in lsan.supp; the Swift runtime's crash handler is
# turned off so that libFuzzer's own report names the failing input.
export LSAN_OPTIONS="suppressions=$PWD/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export SWIFT_BACKTRACE=enable=no

status=0
for target in "${chosen[@]}"; do
    scratch=".build/fuzz/$target"
    rm -rf "$scratch"
    mkdir -p "$scratch/corpus" "$scratch/artifacts"
    cp Corpus/"$target"/* "$scratch/corpus/"
    echo "== $target, ${seconds} s"
    # shellcheck disable=SC2086
    if ! "$bin/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
        -artifact_prefix="$scratch/artifacts/" ${FUZZ_OPTIONS:-} "$scratch/corpus" 2>"$scratch/log"; then
        status=1
        tail -n 60 "$scratch/log"
        echo "$target FAILED: the input is in Fuzz/$scratch/artifacts; the log is Fuzz/$scratch/log" >&2
        continue
    fi
    grep -E '^#[0-9]+[[:space:]]+DONE' "$scratch/log" | tail -n 1 || true
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec|new_units_added)' "$scratch/log" || true
done
exit $status
