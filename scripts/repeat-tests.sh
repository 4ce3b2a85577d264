#!/usr/bin/env bash
# Runs the tests several times in a row, to find the tests that fail only sometimes.
#
#     ./scripts/repeat-tests.sh [RUNS]    # 3 runs by default
#
# It builds from a clean folder of its own, .build-repeat (removed first; .build is left alone), then
# runs the tests of KeysmithCore and of the keysmith tool, and the browser test of `keysmith preview`
# where Chromium is installed, RUNS times. The last run is made with every processor core kept busy
# by a busy loop of its own, which it starts for that run and always stops. At the end it lists every test
# that failed, by name, with the runs it failed in; the exit status is 1 if any did. The output of
# each step is kept in .build-repeat/logs.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-3}
if ! [[ $runs =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: $0 [RUNS]   (RUNS a whole number from 1)" >&2
    exit 2
fi

scratch=$PWD/.build-repeat
logs=$scratch/logs
failures=$scratch/failures.txt
busy_pids=()
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)

stop_busy_loops() {
    for pid in ${busy_pids[@]+"${busy_pids[@]}"}; do
        kill "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
    busy_pids=()
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
}
trap stop_busy_loops EXIT
trap 'exit 130' INT TERM

start_busy_loops() {
    for _ in $(seq 1 "$cores"); do
        yes >/dev/null &
        busy_pids+=("$!")
    done
}

# Appends "run N: step: name" to the failure list for each failed test case of the xUnit files
# $3*.xml; when the step failed without a failed test case (a crash, a build error), the step itself.
record_failures() {
    local run=$1 step=$2 xunit=$3 status=$4
    local names
    names=$(python3 - "$xunit" <<'PYTHON'
import glob, sys, xml.etree.ElementTree as ElementTree
for path in sorted(glob.glob(sys.argv[1] + "*.xml")):
    for case in ElementTree.parse(path).iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            print(f"{case.get('classname')}.{case.get('name')}")
PYTHON
    )
    if [ -n "$names" ]; then
        while IFS= read -r name; do echo "run $run: $step: $name" >>"$failures"; done <<<"$names"
    elif [ "$status" != 0 ]; then
        echo "run $run: $step: the whole run (exit status $status, no failed test named)" >>"$failures"
    fi
}

swift_tests() {
    local run=$1 name=$2
    shift 2
    local log=$logs/run$run-$name.log xunit=$logs/run$run-$name
    local status=0
    echo "   $name: swift test $*"
    swift test --skip-build --scratch-path "$scratch/$name" --xunit-output "$xunit.xml" "$@" >"$log" 2>&1 || status=$?
    record_failures "$run" "$name" "$xunit" "$status"
    tail -n 1 "$log" | sed 's/^/   /'
}

browser_test() {
    local run=$1
    local log=$logs/run$run-e2e.log status=0
    echo "   e2e: scripts/e2e_preview.py"
    "$PYTHON" scripts/e2e_preview.py --keysmith "$keysmith" >"$log" 2>&1 || status=$?
    grep -E '^  FAIL ' "$log" | sed -E "s/^  FAIL  ([^:]*):.*/run $run: e2e: \1/" >>"$failures" || true
    if [ "$status" != 0 ] && ! grep -q '^  FAIL ' "$log"; then
        echo "run $run: e2e: the whole run (exit status $status, no failed check named)" >>"$failures"
    fi
    tail -n 1 "$log" | sed 's/^/   /'
}

echo "== Clean build in $scratch"
rm -rf "$scratch"
mkdir -p "$logs"
: >"$failures"
started=$SECONDS
swift build --build-tests --scratch-path "$scratch/core" >"$logs/build-core.log" 2>&1 \
    || { tail -n 30 "$logs/build-core.log"; echo "the build of KeysmithCore's tests failed" >&2; exit 1; }
swift build --build-tests --package-path Tools --scratch-path "$scratch/tools" >"$logs/build-tools.log" 2>&1 \
    || { tail -n 30 "$logs/build-tools.log"; echo "the build of the tool's tests failed" >&2; exit 1; }
keysmith="$(swift build --package-path Tools --scratch-path "$scratch/tools" --show-bin-path)/keysmith"
echo "   built in $((SECONDS - started)) s"

browser=yes
source scripts/python-env.sh
if ! python_env "$scratch/python" >"$logs/python.log" 2>&1; then
    browser="no: the Python environment could not be made ($logs/python.log)"
elif ! command -v chromedriver >/dev/null 2>&1; then
    browser="no: chromedriver is not installed (Debian: sudo apt-get install chromium chromium-driver)"
fi

for run in $(seq 1 "$runs"); do
    busy=""
    if [ "$run" = "$runs" ]; then
        start_busy_loops
        busy=", with $cores busy loops keeping every core busy"
    fi
    echo "== Run $run of $runs$busy"
    started=$SECONDS
    swift_tests "$run" core
    swift_tests "$run" tools --package-path Tools
    if [ "$browser" = yes ]; then browser_test "$run"; fi
    stop_busy_loops
    echo "   took $((SECONDS - started)) s"
done

if [ "$browser" != yes ]; then echo "The browser test was not run ($browser)."; fi
if [ -s "$failures" ]; then
    echo "== Tests that failed ($(wc -l <"$failures") failures in $runs runs; each run's logs are in $logs)"
    awk '{
        match($0, /^run [0-9]+: /)
        run = substr($0, 5, RLENGTH - 6)
        name = substr($0, RLENGTH + 1)
        runs[name] = runs[name] (runs[name] ? ", " : "") run
    } END { for (name in runs) print "   " name "   (failed in run " runs[name] ")" }' "$failures" | sort
    exit 1
fi
echo "== Every test passed in all $runs runs"
