#!/usr/bin/env python3
"""Measures Keysmith's language models beside Presage on Dasher's training texts, in one run.

    python3 scripts/bench_prediction.py [--languages en,fr,...] [--order 3] [--max-size 4MB] [--kenlm] [--output FILE]

What it needs, and installs when it can (as root or with sudo): Debian's `dasher-data` (the
training texts, GPL: only read here, never committed or shipped) and `presage` (`text2ngram`,
`presage_simulator`). It builds `keysmith` and `keysmith-bench` in release mode. With --kenlm it
also fetches PyPI's `kenlm` source with pip and compiles KenLM's `build_binary` (LGPL: only run
here) under .build/kenlm.

For each language, the first 80 % of the lines of Dasher's training text train and the last 20 %
test (its first 5 kB by default, --test-bytes: Presage's simulator takes seconds of CPU per kB), in a
folder under .build/ (ignored by git):

- Keysmith: `keysmith model build --language L --corpus train.txt --order 3 -o L.model`, then
  `keysmith-bench prediction --language L --model L.model --test test.txt`, which simulates a user
  who taps one of the three suggestions as soon as it is the word being typed, and measures next-word
  top-1/top-3, size, load time, query latency, resident memory, and swipe with and without the
  sentence so far;
- Presage: `text2ngram -n 1/2/3 -f sqlite` on the same train.txt, and `presage_simulator` on the
  same test.txt with 3 suggestions, its smoothed n-gram predictor alone (no learning, no recency, no
  abbreviations), so that both learn nothing while they are tested. Its transcript is recounted as
  Keysmith counts (characters, over the whole text: `recount`), beside its own figure (bytes, over
  the words);
- with --kenlm: `keysmith model export L.model --arpa L.arpa`, then KenLM's
  `build_binary -q 8 -b 8 trie L.arpa L.kenlm`, for the size of its quantised trie of the same model.
- learning: `keysmith-bench prediction` also types test.txt twice with learning on (the phrases the
  keyboard learns as the user commits words, beside the model) and reports the keystroke savings of
  each pass and the size of the learned words file.

It prints benchmarks/prediction.md's tables and writes them to --output.

Tuning never looks at the test part. With --held-out, the first 90 % of the training part's lines
train and the first 8 kB (--test-bytes) of whole lines of its last 10 % are typed instead, under
.build/bench-prediction-held-out/, without Presage. With --sweep OPTION=V1,V2,..., the benchmark runs
once per value of one of `keysmith-bench prediction`'s options and the script prints the tuning
table (keystroke savings, swipe top-1 with the sentence, the best of each row in bold):

    python3 scripts/bench_prediction.py --held-out --languages en,es,it --sweep swipe-context-weight=0,0.5,1,1.5,2

A setting that wins there is then checked on the test part, without --held-out. The bar's
completions have no weight to tune (each word ranks by its probability after the sentence); the
model's order is --order.
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys

from bench_prediction_tables import report, sweep_report

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


def split(language, folder, test_bytes, held_out=False):
    """Writes train.txt (the first 80 % of the lines) and test.txt (the rest, up to the last whole line
    within test_bytes bytes: presage_simulator takes seconds per kB). Held out, both come from the
    training part alone: train.txt is its first 90 % and test.txt (the dev text) the rest, so that
    what is tuned on them never sees the test part."""
    with open(os.path.join(DASHER, TEXTS[language]), "rb") as text:
        lines = text.read().split(b"\n")
    cut = len(lines) * 8 // 10
    if held_out:
        lines = lines[:cut]
        cut = len(lines) * 9 // 10
    test, size = [], 0
    for line in lines[cut:]:
        if size + len(line) + 1 > test_bytes:
            break
        test.append(line)
        size += len(line) + 1
    for name, part in (("train.txt", lines[:cut]), ("test.txt", test)):
        with open(os.path.join(folder, name), "wb") as out:
            out.write(b"\n".join(part) + b"\n")


def recount(transcript):
    """The characters Presage's simulated user saves, from presage_simulator's transcript, counted as
    Keysmith's simulated user counts them: a word and its space cost the characters typed before the
    word was shown and one tap, or every character and the space when it never was.

    presage_simulator itself counts bytes of UTF-8, not characters (an accented letter is two
    keystrokes, and a suggestion can be shown after half of one), over the words alone (punctuation
    and line breaks are not typed), and adds one keystroke to the whole. The transcript lists, for
    each word, every query: `===> word`, `   > prefix` (the bytes typed so far), and the suggestions
    shown, the word last among them if it was there."""
    blocks = []  # (word, prefix, suggestions), in order
    for line in transcript.split(b"\n"):
        if line.startswith(b"============================"):
            break
        if line.startswith(b"===> "):
            blocks.append((line[5:], None, []))
        elif line.startswith(b"   > ") and blocks and blocks[-1][1] is None:
            blocks[-1] = (blocks[-1][0], line[5:], [])
        elif blocks:
            blocks[-1][2].append(line)
    saved, index = 0, 0
    while index < len(blocks):
        # A word's queries: the first before any of it is typed, then one after each byte.
        word = blocks[index][0]
        queries = [blocks[index]]
        index += 1
        while index < len(blocks) and blocks[index][0] == word and blocks[index][1]:
            queries.append(blocks[index])
            index += 1
        characters = len(word.decode("utf-8", errors="replace"))
        cost = characters + 1
        for _, prefix, shown in queries:
            if word in shown:
                cost = sum(1 for byte in prefix or b"" if byte & 0xC0 != 0x80) + 1
                break
        if word:
            saved += characters + 1 - cost
    return saved


def presage(folder):
    """Presage on test.txt with a database counted from train.txt: its own keystroke savings in
    percent, and the characters it saves counted as Keysmith's are (recount). Both are kept in
    presage.json with the digest of their inputs, and used again while they are unchanged
    (presage_simulator takes minutes)."""
    digest = hashlib.sha256(PRESAGE_CONFIG.encode())
    for name in ("train.txt", "test.txt"):
        with open(os.path.join(folder, name), "rb") as text:
            digest.update(text.read())
    kept = os.path.join(folder, "presage.json")
    if os.path.exists(kept):
        with open(kept) as stored:
            figures = json.load(stored)
        if figures.get("digest") == digest.hexdigest():
            return figures
    database = os.path.join(folder, "presage.db")
    if os.path.exists(database):
        os.remove(database)
    train = os.path.join(folder, "train.txt")
    for n in (1, 2, 3):
        run(["text2ngram", "-n", str(n), "-f", "sqlite", "-a", "-o", database, train])
    config = os.path.join(folder, "presage.xml")
    with open(config, "w") as out:
        out.write(PRESAGE_CONFIG.format(database=database))
    command = ["presage_simulator", "-c", config, os.path.join(folder, "test.txt")]
    done = subprocess.run(command, capture_output=True)
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{done.stderr.decode(errors='replace')}")
    match = re.search(rb"^KSR:\s*([0-9.]+)", done.stdout, re.MULTILINE)
    if not match:
        sys.exit("presage_simulator printed no keystroke savings:\n" + done.stdout[-2000:].decode(errors="replace"))
    figures = {"digest": digest.hexdigest(), "ksr": float(match.group(1)), "savedCharacters": recount(done.stdout)}
    with open(kept, "w") as out:
        json.dump(figures, out)
    return figures


def kenlm_build_binary():
    """KenLM's build_binary, compiled from PyPI's kenlm source distribution (LGPL: only run here,
    never committed or shipped) with the script it ships for building without Boost, in a folder
    under .build/. None when it cannot be fetched or built."""
    folder = os.path.join(ROOT, ".build", "kenlm")
    binary = os.path.join(folder, "source", "bin", "build_binary")
    if os.path.exists(binary):
        return binary
    os.makedirs(folder, exist_ok=True)
    archives = [name for name in os.listdir(folder) if name.endswith(".tar.gz")]
    if not archives:
        # Only kenlm itself as source: its build tools (CMake) come as wheels, never compiled here.
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", "kenlm", "-d", folder,
                        "kenlm==0.3.0"], capture_output=True)
        archives = [name for name in os.listdir(folder) if name.endswith(".tar.gz")]
    if not archives:
        print("KenLM: pip download kenlm failed; no comparison with its trie", file=sys.stderr)
        return None
    subprocess.run(["tar", "-xzf", os.path.join(folder, archives[0]), "-C", folder], check=True)
    source = os.path.join(folder, "source")
    shutil.rmtree(source, ignore_errors=True)
    os.rename(os.path.join(folder, archives[0][:-len(".tar.gz")]), source)
    built = subprocess.run(["bash", "compile_query_only.sh"], cwd=source, capture_output=True)
    if built.returncode != 0 or not os.path.exists(binary):
        print("KenLM: build_binary did not build; no comparison with its trie", file=sys.stderr)
        return None
    return binary


def kenlm_size(language, folder, binaries, build_binary):
    """The bytes of KenLM's trie with 8-bit quantised probabilities and back-offs
    (`build_binary -q 8 -b 8 trie`) built from the ARPA file of Keysmith's model."""
    arpa = os.path.join(folder, f"{language}.arpa")
    run([os.path.join(binaries, "keysmith"), "model", "export", os.path.join(folder, f"{language}.model"),
         "--arpa", arpa])
    output = os.path.join(folder, f"{language}.kenlm")
    run([build_binary, "-q", "8", "-b", "8", "trie", arpa, output])
    return os.path.getsize(output)


def keysmith(language, folder, binaries, order, max_size, settings=None, join_wrapped_lines=False):
    """Builds the model from train.txt and measures it on test.txt; keysmith-bench's JSON for each of
    `settings` (lists of `keysmith-bench prediction` arguments; by default one run with none)."""
    model = os.path.join(folder, f"{language}.model")
    build = [os.path.join(binaries, "keysmith"), "model", "build", "--language", language, "--corpus",
             os.path.join(folder, "train.txt"), "--order", str(order), "-o", model]
    if max_size:
        build += ["--max-size", max_size]
    if join_wrapped_lines:
        build += ["--join-wrapped-lines"]
    run(build)
    measured = [
        json.loads(run([os.path.join(binaries, "keysmith-bench"), "prediction", "--language", language,
                        "--model", model, "--test", os.path.join(folder, "test.txt")] + setting))
        for setting in settings or [[]]
    ]
    return measured if settings else measured[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--languages", default=",".join(TEXTS), help="comma-separated codes")
    parser.add_argument("--order", type=int, default=3)
    parser.add_argument("--max-size", help="prune each model to this size (keysmith model build --max-size)")
    parser.add_argument("--test-bytes", type=int,
                        help="the most of each test split used (5,000 bytes; held out, 8,000)")
    parser.add_argument("--held-out", action="store_true",
                        help="tune on the training part alone: train on its first 90 %%, type the rest "
                             "(never the test part); Presage is not run")
    parser.add_argument("--sweep", metavar="OPTION=V1,V2,...",
                        help="run keysmith-bench prediction once per value of one of its options "
                             "(e.g. swipe-context-weight=0,1,1.5) and print the tuning table")
    parser.add_argument("--join-wrapped-lines", action="store_true",
                        help="count Dasher's hard-wrapped lines as the sentences they break (keysmith model "
                             "build --join-wrapped-lines; Spanish, Polish and Swedish are wrapped). Off by "
                             "default: the test text is still read a line at a time, as the keyboard reads a "
                             "line break, and its lines' first words then meet fewer n-grams they were counted in")
    parser.add_argument("--output", help="a file to write the tables to as well")
    parser.add_argument("--kenlm", action="store_true",
                        help="also build KenLM's quantised trie from each model's ARPA file, for its size")
    arguments = parser.parse_args()
    languages = [code for code in arguments.languages.split(",") if code]
    test_bytes = arguments.test_bytes or (8_000 if arguments.held_out else 5_000)
    sweep = None
    if arguments.sweep:
        name, _, values = arguments.sweep.partition("=")
        values = [value for value in values.split(",") if value]
        if not name or not values:
            sys.exit(f"--sweep takes OPTION=V1,V2,... (got {arguments.sweep!r})")
        sweep = (name.lstrip("-"), values)
    for code in languages:
        if code not in TEXTS:
            sys.exit(f"no Dasher text for {code} (there are {', '.join(TEXTS)})")
    ensure_packages()
    tools = os.path.join(ROOT, "Tools")
    for product in ("keysmith", "keysmith-bench"):
        run(["swift", "build", "-c", "release", "--package-path", tools, "--product", product])
    binaries = run(["swift", "build", "-c", "release", "--package-path", tools, "--show-bin-path"]).strip()
    build_binary = kenlm_build_binary() if arguments.kenlm else None
    results = {}
    for language in languages:
        part = "bench-prediction-held-out" if arguments.held_out else "bench-prediction"
        folder = os.path.join(ROOT, ".build", part, language)
        os.makedirs(folder, exist_ok=True)
        split(language, folder, test_bytes, held_out=arguments.held_out)
        if sweep:
            name, values = sweep
            settings = [[f"--{name}", value] for value in values]
            results[language] = keysmith(language, folder, binaries, arguments.order, arguments.max_size, settings,
                                         arguments.join_wrapped_lines)
            print(f"{language}: " + ", ".join(f"{name}={value}: {ours['keystrokeSavingsOfText']:.2f} %"
                                              for value, ours in zip(values, results[language])), file=sys.stderr)
            continue
        ours = keysmith(language, folder, binaries, arguments.order, arguments.max_size,
                        join_wrapped_lines=arguments.join_wrapped_lines)
        if arguments.held_out:
            results[language] = (ours, None)
            print(f"{language}: Keysmith {ours['keystrokeSavingsOfText']:.2f} % (held out)", file=sys.stderr)
            continue
        theirs = presage(folder)
        if build_binary:
            ours["kenlmBytes"] = kenlm_size(language, folder, binaries, build_binary)
        results[language] = (ours, theirs)
        presage_text = 100 * theirs["savedCharacters"] / ours["textKeystrokes"]
        print(f"{language}: Keysmith {ours['keystrokeSavingsOfText']:.1f} %, Presage {presage_text:.1f} %",
              file=sys.stderr)
    if sweep:
        text = sweep_report(f"{sweep[0]}", sweep[1], results, sys.argv[1:])
    else:
        text = report(results, sys.argv[1:])
    print(text, end="")
    if arguments.output:
        with open(arguments.output, "w") as out:
            out.write(text)


if __name__ == "__main__":
    main()
