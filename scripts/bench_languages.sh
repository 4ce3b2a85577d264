#!/usr/bin/env bash
# Benchmarks corrections in every language with a lexicon, in one run, and writes the report to
# benchmarks/languages.md:
#
#     scripts/bench_languages.sh [--languages fr,de] [--words N] [--rounds N] [--seed N]
#
# For each language: its 20,000 most frequent words typed as Gaussian-noisy taps (σ = 0.33 key
# width) on its own embedded keyboard, top-1 and top-3 correction accuracy with key geometry and
# taps against plain edit distance and frequency, bytes per word, load time, and the median and p99
# of a correction. Builds keysmith-bench in release mode first (several minutes the first time).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --package-path Tools --product keysmith-bench
bin="$(swift build -c release --package-path Tools --show-bin-path)"
"$bin/keysmith-bench" languages --output benchmarks/languages.md "$@"
