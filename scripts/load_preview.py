#!/usr/bin/env python3
"""Load test of `keysmith preview`: many sessions typing at once, and bad clients beside them.

Starts `keysmith preview --port 0` on 127.0.0.1 and:

1. times one session typing alone (the answer to each `key` message: from sending it to the
   `document` message that shows the new character);
2. twice, opens SESSIONS sessions that type at once, each its own text at a quick typist's pace (a
   key every 200 ms, about 60 words a minute), while
   bad clients connect beside them: malformed messages on a session (not JSON, wrong fields,
   binary, deep nesting), a text message of invalid UTF-8 (which closes its connection with 1007),
   a message over the 1 MiB limit whole and in fragments, a
   frame that announces more than it sends, a client that sends but never reads, random bytes, an
   HTTP request cut in the middle, an idle connection, WebSocket requests from another origin and
   another host, and sessions reset with a finger down;
3. checks that every session saw its own text and nothing else in every `document` message, that
   each one's median answer stayed within LATENCY_FACTOR of the median alone (or LATENCY_SLACK
   more) and none took over LATENCY_CEILING, that
   the server's resident memory stayed within PEAK_GROWTH of before the load at its peak (the
   sessions share one reading of each lexicon), was within MEMORY_GROWTH of before after both
   rounds, and the second round added less than SECOND_ROUND_GROWTH, and that the server still answers a fresh
   session.

It uses Python's standard library only: the WebSocket client is written on sockets. Everything
stays on 127.0.0.1, every socket has a timeout, the whole run has a deadline, and the server is
stopped at the end. Exit status 0 when every check passed, 1 otherwise.

    python3 scripts/load_preview.py --keysmith "$(swift build --package-path Tools --show-bin-path)/keysmith"
"""

import argparse
import os
import platform
import statistics
import subprocess
import sys
import threading
import time

from load_preview_clients import BAD_CLIENTS
from preview_client import HOST, Closed, percentile, start_session, text_for, type_text

LATENCY_FACTOR = 4  # a session's median answer under load, against one session alone...
LATENCY_SLACK = 0.05  # ...or this many seconds more, whichever is larger
LATENCY_CEILING = 2.0  # seconds no answer may take, on a machine as busy as it may be
MEMORY_GROWTH = 32 * 1024 * 1024  # bytes the server may keep after the load, against before it
SECOND_ROUND_GROWTH = 4 * 1024 * 1024  # bytes a second, identical round may add to the first
PEAK_GROWTH = 48 * 1024 * 1024  # bytes the load may add at its peak: the sessions share their lexicon


def resident_bytes(pid):
    """The resident memory of the process `pid`, in bytes."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    out = subprocess.run(["ps", "-o", "rss=", "-p", str(pid)], capture_output=True, text=True).stdout.strip()
    return int(out) * 1024 if out else 0


# Bad clients. Each returns a sentence saying what happened; an exception is a failure.

def load_round(port, pid, options, limit, deadline):
    """SESSIONS sessions typing at once and every bad client beside them; prints the figures and
    returns the failures and the peak resident memory of the server."""
    failures = []
    results = {}
    bad_reports = []
    held = []
    peak = [resident_bytes(pid)]
    lock = threading.Lock()
    done = threading.Event()

    def typist(number):
        try:
            session = start_session(port)
            latencies, problems = type_text(session, text_for(number) * 2, options.pace)
            session.close()
        except Exception as error:  # noqa: BLE001: every failure is reported
            latencies, problems = [], [f"{type(error).__name__}: {error}"]
        with lock:
            results[number] = (latencies, problems)

    def bad_client(run):
        try:
            outcome = run(port)
            if isinstance(outcome, tuple):
                with lock:
                    held.append(outcome[0])
                outcome = outcome[1]
            with lock:
                bad_reports.append(outcome)
        except Exception as error:  # noqa: BLE001
            with lock:
                failures.append(f"{run.__name__}: {type(error).__name__}: {error}")

    def sample_memory():
        while not done.wait(0.25):
            peak[0] = max(peak[0], resident_bytes(pid))

    sampler = threading.Thread(target=sample_memory, daemon=True)
    sampler.start()
    threads = [threading.Thread(target=typist, args=(n,), daemon=True) for n in range(options.sessions)]
    threads += [threading.Thread(target=bad_client, args=(run,), daemon=True) for run in BAD_CLIENTS]
    load_started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(max(1, deadline - time.monotonic()))
    load_seconds = time.monotonic() - load_started
    for sock in held:
        sock.close()
    done.set()

    worst = []
    for number in range(options.sessions):
        latencies, problems = results.get(number, ([], ["did not finish before the deadline"]))
        failures += [f"session {number}: {p}" for p in problems]
        if latencies:
            median = statistics.median(latencies)
            worst.append((median, number, percentile(latencies, 90), max(latencies)))
            if median > limit:
                failures.append(f"session {number}: median {median * 1000:.0f} ms, over {limit * 1000:.0f} ms")
            if max(latencies) > LATENCY_CEILING:
                failures.append(f"session {number}: an answer took {max(latencies):.1f} s")
    all_latencies = [value for latencies, _ in results.values() for value in latencies]
    print(
        f"{options.sessions} sessions at once, a key every {options.pace * 1000:.0f} ms each, "
        f"{len(all_latencies)} keys in {load_seconds:.1f} s: median {statistics.median(all_latencies) * 1000:.1f} ms, "
        f"p90 {percentile(all_latencies, 90) * 1000:.1f} ms, max {max(all_latencies) * 1000:.1f} ms"
    )
    worst.sort(reverse=True)
    if worst:
        median, number, p90, largest = worst[0]
        print(
            f"  slowest session ({number}): median {median * 1000:.1f} ms, p90 {p90 * 1000:.1f} ms, "
            f"max {largest * 1000:.1f} ms (limits: {limit * 1000:.0f} ms on each session's median, "
            f"{LATENCY_CEILING:.0f} s on any answer)"
        )
    crossed = sum(1 for _, problems in results.values() if problems)
    print(f"  sessions whose document showed anything but their own text: {crossed}")
    for report in sorted(bad_reports):
        print(f"  beside them: {report}")
    return failures, peak[0]


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("--keysmith", required=True, help="the keysmith executable")
    arguments.add_argument("--sessions", type=int, default=50)
    # A key every 200 ms is a quick typist on a phone. At 100 ms, 50 sessions of the debug build
    # fill both cores of a two-core machine, and the answers then wait in a queue whose length
    # depends on how busy the machine is, not on the server.
    arguments.add_argument("--pace", type=float, default=0.2, help="seconds between one session's keys")
    arguments.add_argument("--deadline", type=float, default=300, help="seconds the whole run may take")
    options = arguments.parse_args()

    started = time.monotonic()
    server = subprocess.Popen(
        [options.keysmith, "preview", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    watchdog = threading.Timer(options.deadline, server.kill)
    watchdog.daemon = True
    watchdog.start()
    failures = []
    try:
        line = server.stdout.readline()
        if not line.startswith("Keysmith preview: "):
            print(f"the server did not start: {line!r} {server.stderr.read()}")
            return 1
        port = int(line.strip().rstrip("/").rsplit(":", 1)[1])
        print(f"Machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, {platform.platform()}")
        print(f"Server: {options.keysmith} preview on {HOST}:{port}, pid {server.pid}")

        # Warm up and measure one session alone.
        warm = start_session(port)
        type_text(warm, text_for(999), 0)
        warm.close()
        rss_before = resident_bytes(server.pid)
        alone_session = start_session(port)
        alone, problems = type_text(alone_session, text_for(998) * 2, options.pace)
        alone_session.close()
        failures += [f"alone: {p}" for p in problems]
        alone_median = statistics.median(alone)
        print(
            f"One session alone: {len(alone)} keys, median {alone_median * 1000:.1f} ms, "
            f"p90 {percentile(alone, 90) * 1000:.1f} ms, max {max(alone) * 1000:.1f} ms"
        )

        limit = max(LATENCY_FACTOR * alone_median, alone_median + LATENCY_SLACK)
        # Twice: what the first round leaves is the allocator's reach; the second must add little.
        peak = rss_before
        rss_rounds = []
        for number in (1, 2):
            print(f"Round {number}:")
            round_failures, round_peak = load_round(port, server.pid, options, limit, started + options.deadline - 30)
            failures += [f"round {number}: {f}" for f in round_failures]
            peak = max(peak, round_peak)
            rss_rounds.append(resident_bytes(server.pid))

        # The server survives and answers a fresh session.
        fresh = start_session(port)
        _, problems = type_text(fresh, "still here", 0)
        fresh.close()
        failures += [f"fresh session afterwards: {p}" for p in problems]
        if server.poll() is not None:
            failures.append(f"the server exited with status {server.returncode}")
        first, second = rss_rounds
        print(
            f"Server memory: {rss_before / 1048576:.1f} MiB before the load, peak {peak / 1048576:.1f} MiB, "
            f"{first / 1048576:.1f} MiB after the first round, {second / 1048576:.1f} MiB after the second "
            f"(limits: {PEAK_GROWTH / 1048576:.0f} MiB at the peak, {MEMORY_GROWTH / 1048576:.0f} MiB in all, "
            f"{SECOND_ROUND_GROWTH / 1048576:.0f} MiB for the second)"
        )
        if peak - rss_before > PEAK_GROWTH:
            failures.append(f"the load took the server {(peak - rss_before) / 1048576:.1f} MiB over its memory before it")
        if second - rss_before > MEMORY_GROWTH:
            failures.append(f"the server kept {(second - rss_before) / 1048576:.1f} MiB after the load")
        if second - first > SECOND_ROUND_GROWTH:
            failures.append(f"the second round added {(second - first) / 1048576:.1f} MiB")
        print(f"A fresh session afterwards typed {'and read back its text' if not problems else 'with problems'}")
    except (OSError, Closed) as error:
        failures.append(f"{type(error).__name__}: {error}")
    finally:
        watchdog.cancel()
        if server.poll() is None:
            server.terminate()
            try:
                server.wait(10)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
    print(f"Took {time.monotonic() - started:.1f} s")
    for failure in failures:
        print(f"FAIL: {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
