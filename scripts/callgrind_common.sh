# What scripts/callgrind_keyup.sh and scripts/callgrind_lexicon.sh share; sourced, not run.

# Installs valgrind when it is missing, as root or with sudo.
callgrind_require_valgrind() {
    command -v valgrind >/dev/null && return
    if [[ "$(id -u)" -eq 0 ]]; then
        apt-get install -y valgrind >/dev/null
    else
        sudo apt-get install -y valgrind >/dev/null
    fi
}

# Prints the keysmith-bench to measure: the one named (the argument), or Tools' release build,
# built first.
callgrind_bench_binary() {
    if [[ -n "$1" ]]; then
        echo "$1"
        return
    fi
    swift build -c release --package-path Tools --product keysmith-bench >&2 || return 1
    echo "$(swift build -c release --package-path Tools --show-bin-path)/keysmith-bench"
}

# Valgrind cannot read the DWARF the Swift toolchain writes, and gives up; a copy without it keeps
# the symbols callgrind names functions by. Sets `stripped` to that copy of the binary named, made
# beside it, where the executable finds its resource bundles, and removed when the script exits.
callgrind_stripped_copy() {
    stripped="$1-callgrind"
    objcopy --strip-debug "$1" "$stripped"
    trap 'rm -f "$stripped"' EXIT
}
