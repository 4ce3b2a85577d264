#!/usr/bin/env python3
"""Measures Keysmith's language models beside Presage on Dasher's training texts, in one run.

    python3 scripts/bench_prediction.py [--languages en,fr,...] [--order 3] [--max-size 4MB] [--output FILE]

What it needs, and installs when it can (as root or with sudo): Debian's `dasher-data` (the
training texts, GPL: only read here, never committed or shipped) and `presage` (`text2ngram`,
`presage_simulator`). It builds `keysmith` and `keysmith-bench` in release mode.

For each language, the first 80 % of the lines of Dasher's training text train and the last 20 %
test (its first 5 kB by default, --test-bytes: Presage's simulator takes seconds of CPU per kB), in a
folder under .build/ (ignored by git):

- Keysmith: `keysmith model build --language L --corpus train.txt --order 3 -o L.model`, then
  `keysmith-bench prediction --language L --model L.model --test test.txt`, which simulates a user
  who taps one of the three suggestions as soon as it is the word being typed, and measures next-word
  top-1/top-3, size, load time, query latency and resident memory;
- Presage: `text2ngram -n 1/2/3 -f sqlite` on the same train.txt, and `presage_simulator -q` on the
  same test.txt with 3 suggestions, its smoothed n-gram predictor alone (no learning, no recency, no
  abbreviations), so that both learn nothing while they are tested.

It prints benchmarks/prediction.md's tables and writes them to --output.
"""

import argparse
import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DASHER = "/usr/share/dasher"
# Each language's Dasher training text (the mixed-case one where Dasher has two).
TEXTS = {
    "en": "training_english_GB.txt",
    "fr": "training_french_FR.txt",
    "de": "training_german_DE.txt",
    "es": "training_spanish_ES.txt",
    "it": "training_italian_IT.txt",
    "nl": "training_dutch_NL.txt",
    "pl": "training_polish_PL.txt",
    "pt": "training_portuguese_BR.txt",
    "ru": "training_russian_RU.txt",
    "sv": "training_swedish_SE.txt",
}
PRESAGE_CONFIG = """<?xml version="1.0" encoding="UTF-8" standalone="no" ?>
<Presage>
  <PredictorRegistry><LOGGER>ERROR</LOGGER><PREDICTORS>DefaultSmoothedNgramPredictor</PREDICTORS></PredictorRegistry>
  <ContextTracker><LOGGER>ERROR</LOGGER><SLIDING_WINDOW_SIZE>80</SLIDING_WINDOW_SIZE>
    <LOWERCASE_MODE>no</LOWERCASE_MODE><ONLINE_LEARNING>no</ONLINE_LEARNING></ContextTracker>
  <Selector><LOGGER>ERROR</LOGGER><SUGGESTIONS>3</SUGGESTIONS><REPEAT_SUGGESTIONS>yes</REPEAT_SUGGESTIONS>
    <GREEDY_SUGGESTION_THRESHOLD>0</GREEDY_SUGGESTION_THRESHOLD></Selector>
  <PredictorActivator><LOGGER>ERROR</LOGGER><PREDICT_TIME>1000</PREDICT_TIME>
    <MAX_PARTIAL_PREDICTION_SIZE>60</MAX_PARTIAL_PREDICTION_SIZE><COMBINATION_POLICY>Meritocracy</COMBINATION_POLICY>
  </PredictorActivator>
  <ProfileManager><LOGGER>ERROR</LOGGER><AUTOPERSIST>false</AUTOPERSIST></ProfileManager>
  <Predictors>
    <DefaultSmoothedNgramPredictor><PREDICTOR>SmoothedNgramPredictor</PREDICTOR><LOGGER>ERROR</LOGGER>
      <DBFILENAME>{database}</DBFILENAME><DELTAS>0.01 0.1 0.89</DELTAS><LEARN>false</LEARN>
      <DatabaseConnector><LOGGER>ERROR</LOGGER></DatabaseConnector>
    </DefaultSmoothedNgramPredictor>
  </Predictors>
</Presage>
"""


def ensure_packages():
    """Installs dasher-data and presage from Debian when they are missing."""
    if os.path.isdir(DASHER) and shutil.which("presage_simulator") and shutil.which("text2ngram"):
        return
    command = ["apt-get", "install", "-y", "dasher-data", "presage"]
    if os.geteuid() != 0:
        if not shutil.which("sudo"):
            sys.exit("needs Debian's dasher-data and presage: " + " ".join(command))
        command = ["sudo"] + command
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)


def run(command, **options):
    """Runs a command, returning its standard output; stops with its standard error if it fails."""
    done = subprocess.run(command, capture_output=True, text=True, **options)
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{done.stderr}")
    return done.stdout


def split(language, folder, test_bytes):
    """Writes train.txt (the first 80 % of the lines) and test.txt (the rest, up to the last whole line
    within test_bytes bytes: presage_simulator takes seconds per kB)."""
    with open(os.path.join(DASHER, TEXTS[language]), "rb") as text:
        lines = text.read().split(b"\n")
    cut = len(lines) * 8 // 10
    test, size = [], 0
    for line in lines[cut:]:
        if size + len(line) + 1 > test_bytes:
            break
        test.append(line)
        size += len(line) + 1
    for name, part in (("train.txt", lines[:cut]), ("test.txt", test)):
        with open(os.path.join(folder, name), "wb") as out:
            out.write(b"\n".join(part) + b"\n")


def presage(folder):
    """Presage's keystroke savings on test.txt with a database counted from train.txt, in percent.
    The figure is kept in presage.ksr with the digest of its inputs, and used again while they are
    unchanged (presage_simulator takes minutes)."""
    digest = hashlib.sha256(PRESAGE_CONFIG.encode())
    for name in ("train.txt", "test.txt"):
        with open(os.path.join(folder, name), "rb") as text:
            digest.update(text.read())
    kept = os.path.join(folder, "presage.ksr")
    if os.path.exists(kept):
        with open(kept) as ksr:
            fields = ksr.read().split()
        if len(fields) == 2 and fields[0] == digest.hexdigest():
            return float(fields[1])
    database = os.path.join(folder, "presage.db")
    if os.path.exists(database):
        os.remove(database)
    train = os.path.join(folder, "train.txt")
    for n in (1, 2, 3):
        run(["text2ngram", "-n", str(n), "-f", "sqlite", "-a", "-o", database, train])
    config = os.path.join(folder, "presage.xml")
    with open(config, "w") as out:
        out.write(PRESAGE_CONFIG.format(database=database))
    output = run(["presage_simulator", "-q", "-c", config, os.path.join(folder, "test.txt")])
    match = re.search(r"^KSR:\s*([0-9.]+)", output, re.MULTILINE)
    if not match:
        sys.exit("presage_simulator printed no keystroke savings:\n" + output)
    with open(kept, "w") as ksr:
        ksr.write(f"{digest.hexdigest()} {match.group(1)}\n")
    return float(match.group(1))


def keysmith(language, folder, binaries, order, max_size):
    """Builds the model from train.txt and measures it on test.txt; keysmith-bench's JSON."""
    model = os.path.join(folder, f"{language}.model")
    build = [os.path.join(binaries, "keysmith"), "model", "build", "--language", language, "--corpus",
             os.path.join(folder, "train.txt"), "--order", str(order), "-o", model]
    if max_size:
        build += ["--max-size", max_size]
    run(build)
    measured = run([os.path.join(binaries, "keysmith-bench"), "prediction", "--language", language, "--model", model,
                    "--test", os.path.join(folder, "test.txt")])
    return json.loads(measured)


def report(results, arguments):
    lines = [
        "| Language | Test words | KSR Keysmith (text) | KSR Presage (text) | Δ | KSR Keysmith (words) | "
        "Next word top-1 | top-3 | n-grams (1/2/3) | Size | Bytes per n-gram | Load | Query p50 | Query p95 | "
        "Resident added |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|",
    ]
    for language, (ours, theirs) in results.items():
        resident = ours.get("residentBytesAdded")
        lines.append(
            f"| {language} | {ours['words']:,} | {ours['keystrokeSavingsOfText']:.1f} % | {theirs:.1f} % | "
            f"{ours['keystrokeSavingsOfText'] - theirs:+.1f} | {ours['keystrokeSavings']:.1f} % | "
            f"{ours['nextWordTop1']:.1f} % | {ours['nextWordTop3']:.1f} % | "
            f"{' / '.join(f'{n:,}' for n in ours['nGrams'])} | {ours['modelBytes'] / 1000:,.0f} kB | "
            f"{ours['bytesPerNGram']:.2f} | {ours['loadMilliseconds']:.2f} ms | {ours['queryMedianMicroseconds']:.0f} µs | "
            f"{ours['queryP95Microseconds']:.0f} µs | "
            f"{'–' if resident is None else f'{resident / 1024:,.0f} KiB'} |")
    load = next(iter(results.values()))[0].get("loadAverage") or "load unknown"
    header = [
        f"Measured with `python3 scripts/bench_prediction.py {' '.join(arguments)}`".rstrip() + " on "
        f"{platform.machine()} {platform.system()}, {load}.",
        "",
    ]
    return "\n".join(header + lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--languages", default=",".join(TEXTS), help="comma-separated codes")
    parser.add_argument("--order", type=int, default=3)
    parser.add_argument("--max-size", help="prune each model to this size (keysmith model build --max-size)")
    parser.add_argument("--test-bytes", type=int, default=5_000, help="the most of each test split used")
    parser.add_argument("--output", help="a file to write the tables to as well")
    arguments = parser.parse_args()
    languages = [code for code in arguments.languages.split(",") if code]
    for code in languages:
        if code not in TEXTS:
            sys.exit(f"no Dasher text for {code} (there are {', '.join(TEXTS)})")
    ensure_packages()
    tools = os.path.join(ROOT, "Tools")
    for product in ("keysmith", "keysmith-bench"):
        run(["swift", "build", "-c", "release", "--package-path", tools, "--product", product])
    binaries = run(["swift", "build", "-c", "release", "--package-path", tools, "--show-bin-path"]).strip()
    results = {}
    for language in languages:
        folder = os.path.join(ROOT, ".build", "bench-prediction", language)
        os.makedirs(folder, exist_ok=True)
        split(language, folder, arguments.test_bytes)
        ours = keysmith(language, folder, binaries, arguments.order, arguments.max_size)
        theirs = presage(folder)
        results[language] = (ours, theirs)
        print(f"{language}: Keysmith {ours['keystrokeSavingsOfText']:.1f} %, Presage {theirs:.1f} %", file=sys.stderr)
    text = report(results, sys.argv[1:])
    print(text, end="")
    if arguments.output:
        with open(arguments.output, "w") as out:
            out.write(text)


if __name__ == "__main__":
    main()
