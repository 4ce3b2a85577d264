#!/usr/bin/env bash
# Counts the instructions of the key-up that commits text (two languages, the suggestion search
# deferred) under callgrind, which counts the same on a busy machine as on an idle one:
#
#     scripts/callgrind_keyup.sh [--rounds N] [--learned-words N] [--model [LANG=]FILE]... [--base-model]
#         [--answers-late] [--text TEXT] [--binary PATH] [--keep DIR]
#
# Builds keysmith-bench in release mode (unless --binary names one), runs `keysmith-bench keyup
# --count-only` under `valgrind --tool=callgrind`, collecting only inside the function every
# committing key-up goes through (KeyUpBenchmark.timedKeystroke: engine, effects and render model),
# after one round to warm up, and prints the instructions per key-up. --keep DIR keeps callgrind's
# output there, for callgrind_annotate; --learned-words N starts from a list of N learned words and
# phrases to their limit, as `keysmith-bench keyup --learned-words` does; --model, --base-model,
# --answers-late and --text are passed on to `keysmith-bench keyup`. Installs valgrind when it
# is missing. The build's figures are compared by running this on each (`--binary`) in the same
# session.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=20
learned=0
binary=""
keep=""
passed=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --rounds) rounds="$2"; shift 2 ;;
        --learned-words) learned="$2"; shift 2 ;;
        --binary) binary="$2"; shift 2 ;;
        --keep) keep="$2"; shift 2 ;;
        --model) passed+=(--model "$2"); shift 2 ;;
        --text) passed+=(--text "$2"); shift 2 ;;
        --base-model | --answers-late) passed+=("$1"); shift ;;
        *) echo "usage: $0 [--rounds N] [--learned-words N] [--model [LANG=]FILE]... [--base-model] [--answers-late] [--text TEXT] [--binary PATH] [--keep DIR]" >&2; exit 2 ;;
    esac
done

# shellcheck source=scripts/callgrind_common.sh
source scripts/callgrind_common.sh
callgrind_require_valgrind
binary="$(callgrind_bench_binary "$binary")"
out="${keep:-$(mktemp -d)}"
mkdir -p "$out"
callgrind_stripped_copy "$binary"
valgrind --tool=callgrind --toggle-collect='*timedKeystroke*' --callgrind-out-file="$out/callgrind.out" \
    "$stripped" keyup --count-only --rounds "$rounds" --learned-words "$learned" "${passed[@]}" >"$out/stdout" 2>"$out/valgrind.log"
count="$(sed -n 's/^key-ups measured: //p' "$out/stdout")"
instructions="$(sed -n 's/^summary: //p; s/^totals: //p' "$out/callgrind.out" | tail -n 1 | cut -d' ' -f1)"
if [[ -z "$count" || "$count" -eq 0 || -z "$instructions" ]]; then
    echo "callgrind counted nothing; see $out/valgrind.log" >&2
    exit 1
fi
echo "key-ups: $count ($rounds rounds after one to warm up)"
echo "instructions: $instructions"
echo "instructions per key-up: $((instructions / count))"
if [[ -z "$keep" ]]; then rm -r "$out"; fi
