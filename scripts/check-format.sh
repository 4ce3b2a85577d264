#!/usr/bin/env bash
# Checks that every Swift file is formatted as `swift format` (the toolchain's) formats it with the
# configuration in .swift-format, and fails on any file it would change or any rule it reports.
# With --fix, formats those files in place instead.
#
# StandIns/ is left out: its declarations copy Apple's, names and line lengths included, and each
# ends with the signature it was checked against (see scripts/check_stand_ins.py).
set -euo pipefail
cd "$(dirname "$0")/.."

fix=false
case "${1:-}" in
    "") ;;
    --fix) fix=true ;;
    *) echo "usage: $0 [--fix]" >&2; exit 2 ;;
esac

files=()
while IFS= read -r file; do files+=("$file"); done < <(
    find . \( -name '.build*' -o -name '.swiftpm' -o -name '.git' -o -path ./StandIns \) -prune \
        -o -name '*.swift' -print | sed 's|^\./||' | sort)

if $fix; then
    swift format format --in-place --parallel "${files[@]}"
    echo "formatted ${#files[@]} files"
else
    swift format lint --strict --parallel "${files[@]}"
    echo "${#files[@]} files formatted as .swift-format says"
fi
