#!/usr/bin/env bash
# Counts the instructions of correction and completion in lexicon file version 2 and version 1 under
# callgrind, which counts the same on a busy machine as on an idle one:
#
#     scripts/callgrind_lexicon.sh [--language CODE] [--rounds N] [--work "rank words completion"]
#         [--binary PATH] [--keep DIR] [--branch-sim]
#
# Builds keysmith-bench in release mode (unless --binary names one) and runs `keysmith-bench lexicon
# --count-only` under `valgrind --tool=callgrind`, collecting only inside the call that runs one
# work's queries in one version (LexiconVersionBenchmark.callgrindMeasured), after one round of all
# of them to warm up, with a dump after each call (callgrind.out.1, .2, … in call order). Prints
# each work's instructions per query in version 1 and version 2 and their ratio; exits with status 1
# when version 2 is over issue #24's budget: 1.2× version 1 for rank and words, 1.0× for completion.
# --keep DIR keeps callgrind's output there, for callgrind_annotate. --branch-sim has callgrind
# simulate a branch predictor too and prints the mispredicted branches (conditional and indirect) per
# query beside the instructions: a walk whose branches the processor guesses wrong more often takes
# longer than its instructions say. Installs valgrind when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

language=en
rounds=1
work="rank words completion"
binary=""
keep=""
branch_sim=no
while [[ $# -gt 0 ]]; do
    case "$1" in
        --language) language="$2"; shift 2 ;;
        --rounds) rounds="$2"; shift 2 ;;
        --work) work="$2"; shift 2 ;;
        --binary) binary="$2"; shift 2 ;;
        --keep) keep="$2"; shift 2 ;;
        --branch-sim) branch_sim=yes; shift ;;
        *) echo "usage: $0 [--language CODE] [--rounds N] [--work \"rank words completion\"] [--binary PATH] [--keep DIR] [--branch-sim]" >&2; exit 2 ;;
    esac
done

# shellcheck source=scripts/callgrind_common.sh
source scripts/callgrind_common.sh
callgrind_require_valgrind
binary="$(callgrind_bench_binary "$binary")"
out="${keep:-$(mktemp -d)}"
mkdir -p "$out"
callgrind_stripped_copy "$binary"
# Callgrind dumps after a function named exactly, not by a pattern: the mangled name of
# LexiconVersionBenchmark.callgrindMeasured, the one function of that name (the optimiser may have
# specialised it for its one closure, which renames it).
mapfile -t symbols < <(nm --defined-only "$stripped" | awk '$2 ~ /^[tT]$/ && $3 ~ /callgrindMeasured/ { print $3 }')
if [[ ${#symbols[@]} -ne 1 ]]; then
    echo "expected one function named callgrindMeasured in $binary, found ${#symbols[@]}" >&2
    exit 1
fi
# shellcheck disable=SC2086
valgrind --tool=callgrind --branch-sim="$branch_sim" --toggle-collect="${symbols[0]}" --dump-after="${symbols[0]}" \
    --callgrind-out-file="$out/callgrind.out" \
    "$stripped" lexicon --count-only --language "$language" --rounds "$rounds" --work $work \
    >"$out/stdout" 2>"$out/valgrind.log"

# One dump per work and version (v1, then v2, for each work), in the order the counts are printed.
mapfile -t lines < <(grep ' queries: ' "$out/stdout")
versions=2
status=0
header_extra=""
[[ "$branch_sim" == yes ]] && header_extra="$(printf '%12s %12s %7s' "v1 missed" "v2 missed" "v2÷v1")"
printf '%-12s %12s %12s %7s  %-18s%s\n' work "v1 / query" "v2 / query" "v2÷v1" budget "$header_extra"
for ((index = 0; index < ${#lines[@]}; index += versions)); do
    name="${lines[index]%% *}"
    queries="${lines[index]##*: }"
    counts=()
    missed=()
    for ((part = index + 1; part <= index + versions; part++)); do
        file="$out/callgrind.out.$part"
        # The events are Ir, then with --branch-sim Bc Bcm Bi Bim (conditional and indirect
        # branches, and how many of each were mispredicted).
        totals="$(sed -n 's/^summary: //p; s/^totals: //p' "$file" 2>/dev/null | tail -n 1)"
        instructions="$(cut -d' ' -f1 <<<"$totals")"
        if [[ -z "$instructions" || "$queries" -eq 0 ]]; then
            echo "callgrind counted nothing for $name; see $out/valgrind.log" >&2
            exit 1
        fi
        counts+=("$((instructions / queries))")
        if [[ "$branch_sim" == yes ]]; then
            missed+=("$(awk -v q="$queries" '{ printf "%d", ($3 + $5) / q }' <<<"$totals")")
        fi
    done
    budget=1.2
    [[ "$name" == completion ]] && budget=1.0
    ratio="$(awk -v a="${counts[0]}" -v b="${counts[1]}" 'BEGIN { printf "%.3f", b / a }')"
    verdict="$(awk -v r="$ratio" -v b="$budget" 'BEGIN { print (r <= b ? "within" : "OVER") }')"
    [[ "$verdict" == OVER ]] && status=1
    extra=""
    if [[ "$branch_sim" == yes ]]; then
        extra="$(printf '%12s %12s %7s' "${missed[0]}" "${missed[1]}" \
            "$(awk -v a="${missed[0]}" -v b="${missed[1]}" 'BEGIN { printf "%.3f", (a > 0 ? b / a : 0) }')")"
    fi
    printf '%-12s %12s %12s %7s  %-18s%s\n' "$name" "${counts[0]}" "${counts[1]}" "$ratio" "≤ $budget×: $verdict" "$extra"
done
echo "($language lexicon, $rounds round(s) of each work's queries after one to warm up; instructions per query$([[ "$branch_sim" == yes ]] && echo "; mispredicted branches per query, simulated"))"
if [[ -z "$keep" ]]; then rm -r "$out"; fi
exit "$status"
