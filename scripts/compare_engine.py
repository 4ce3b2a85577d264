#!/usr/bin/env python3
"""Compares the engine benchmarks of two builds of keysmith-bench in the same run.

    python3 scripts/compare_engine.py BASE/keysmith-bench NEW/keysmith-bench [--rounds 5] [--iterations 200]

Runs `keysmith-bench keyboard --json` of the two builds in turn, ABAB…, so that whatever else the
machine does weighs on both alike, and prints a Markdown table: for each benchmark row, the median
over the rounds of each build's median and p99, and the ratio of the new build's to the base's.
A build whose paragraph cannot be typed (exit status 2) stops the comparison; a budget missed
(exit status 1) does not, since both builds are measured the same way.

    python3 scripts/compare_engine.py BASE/keysmith-bench NEW/keysmith-bench --keyup [--rounds 5] [--iterations 200]

compares `keysmith-bench keyup --json` instead: the key-up that commits text (two languages, the
search deferred), its median, p99 and p99.9 on the wall clock and in thread CPU time, each the
median over the rounds; --iterations is then the replays of its paragraph per run.
"""

import argparse
import json
import statistics
import subprocess
import sys


def run(binary: str, iterations: int) -> dict:
    completed = subprocess.run(
        [binary, "keyboard", "--iterations", str(iterations), "--json"],
        capture_output=True, text=True, check=False)
    if completed.returncode not in (0, 1):
        sys.exit(f"{binary} failed with status {completed.returncode}:\n{completed.stderr}")
    return json.loads(completed.stdout)


def run_keyup(binary: str, rounds: int) -> dict:
    completed = subprocess.run(
        [binary, "keyup", "--rounds", str(rounds), "--json"], capture_output=True, text=True, check=False)
    if completed.returncode not in (0, 1):
        sys.exit(f"{binary} keyup failed with status {completed.returncode}:\n{completed.stderr}")
    return json.loads(completed.stdout)


def compare_keyup(base: str, new: str, rounds: int, iterations: int) -> None:
    """Prints the key-up's figures of the two builds, run in turn, as a Markdown table."""
    keys = [("wall", "median"), ("wall", "p99"), ("wall", "p999"),
            ("threadCPU", "median"), ("threadCPU", "p99"), ("threadCPU", "p999")]
    figures: dict[str, dict[tuple[str, str], list[float]]] = {"base": {}, "new": {}}
    loads: list[str] = []
    for round_number in range(rounds):
        for build, binary in (("base", base), ("new", new)):
            report = run_keyup(binary, iterations)
            loads.append(report.get("load") or "")
            for clock, figure in keys:
                value = report[clock][f"{figure}Nanoseconds"]
                figures[build].setdefault((clock, figure), []).append(value)
        print(f"round {round_number + 1} of {rounds} done", file=sys.stderr)
    print("| key up that commits text | base | new | new / base |")
    print("|---|---:|---:|---:|")
    names = {"wall": "wall clock", "threadCPU": "thread CPU time", "median": "median", "p99": "p99",
             "p999": "p99.9"}
    for clock, figure in keys:
        base_value = statistics.median(figures["base"][(clock, figure)])
        new_value = statistics.median(figures["new"][(clock, figure)])
        ratio = f"{new_value / base_value:.3f}" if base_value > 0 else "-"
        print(f"| {names[clock]}, {names[figure]} | {base_value / 1000:.1f} µs | {new_value / 1000:.1f} µs | {ratio} |")
    print(f"\nLoad while the runs wrote their reports: {loads[0]} (first); {loads[-1]} (last)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base", help="the keysmith-bench built from the commit compared against")
    parser.add_argument("new", help="the keysmith-bench built from the change")
    parser.add_argument("--rounds", type=int, default=5, help="runs of each build (default 5)")
    parser.add_argument("--iterations", type=int, default=200, help="passed to keysmith-bench (default 200)")
    parser.add_argument("--keyup", action="store_true", help="compare `keysmith-bench keyup` instead")
    options = parser.parse_args()
    if options.keyup:
        compare_keyup(options.base, options.new, options.rounds, options.iterations)
        return

    figures: dict[str, dict[str, dict[str, list[float]]]] = {"base": {}, "new": {}}
    order: list[str] = []
    for round_number in range(options.rounds):
        for build in ("base", "new"):
            report = run(getattr(options, build), options.iterations)
            parent = ""
            for result in report["results"]:
                # A row indented under another (↳ in the table) is named with it: the kinds of event
                # have a row under each engine.
                name = result["name"]
                if name.startswith(" "):
                    name = f"{parent} ↳ {name.strip()}"
                else:
                    parent = name
                if name not in order:
                    order.append(name)
                row = figures[build].setdefault(name, {"median": [], "p99": []})
                row["median"].append(result["medianNanoseconds"])
                row["p99"].append(result["p99Nanoseconds"])
        print(f"round {round_number + 1} of {options.rounds} done", file=sys.stderr)

    def micro(nanoseconds: float) -> str:
        return f"{nanoseconds / 1000:.1f} µs" if nanoseconds < 1_000_000 else f"{nanoseconds / 1e6:.2f} ms"

    print("| benchmark | base median | new median | new / base | base p99 | new p99 | new / base |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name in order:
        if name not in figures["base"] or name not in figures["new"]:
            continue
        cells = [name.strip()]
        for figure in ("median", "p99"):
            base = statistics.median(figures["base"][name][figure])
            new = statistics.median(figures["new"][name][figure])
            ratio = f"{new / base:.3f}" if base > 0 else "-"
            cells += [micro(base), micro(new), ratio]
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
