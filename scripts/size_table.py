#!/usr/bin/env python3
"""Writes benchmarks/size.md: what each product and each embedded language adds to an app.

    python3 scripts/size_table.py [--skip-build] [--output benchmarks/size.md]

Code: a release build of the package on this machine, in a scratch path of its own
(`.build/size`), with the stand-in Apple modules of StandIns/ so that KeysmithUIKit builds on Linux
(KEYSMITH_STAND_INS=1, as scripts/test-shells.sh does). Each target's compiled size is the sum of
`size`'s text and data over its object files, the stand-ins' own excluded: on iOS they are the
system's. It stands in for the size an iOS app's binary grows by, which the same Swift code
compiled for arm64 by Xcode approaches but does not equal.

Resources: the bytes of the files each target copies into its bundle, read from the sources, so
the table follows every change of the lexicons, the emoji data or the layouts when it is
regenerated. Per language (one row a folder of Sources/KeysmithCore/Resources/Languages):

- its layouts, the folder's files;
- its lexicon, `<code>.lexicon` of KeysmithLexicons, or KeysmithCore's `English.lexicon` for `en`;
- its emoji annotations, the language's file of Resources/Emoji/Annotations (any extension), plus
  the region's file when the locale has one (`en_GB` reads `en` and `en_GB`);
- its composing dictionaries, the files of KeysmithCore's Resources/Lexicons its composer reads, as
  `KeyboardEngine.composer(for:)` chooses it: Japanese `Romaji.json` and `Kana.dictionary` (and
  `KanaKeypad.json` for the kana keypad, `ja_Hrkt`), Chinese `Pinyin.dictionary`, or
  `PinyinTraditional.dictionary` for the Traditional script (whose Zhuyin table is code); Korean
  composes Hangul by rule and reads none;
- its base language model, KeysmithCore's `English.model` for `en`, which a keyboard reads only
  when the app opts in (`LanguageDataLookup.baseModels`): a column of its own, out of the total.

KeysmithCore's resources are also broken down by part (layouts, emoji, English lexicon, base model,
each composing dictionary…), each with the keyboards that read it.

Exit status: 0 when the table is written, 1 when the build or a measurement fails.
"""

import argparse
import os
import pathlib
import platform
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCRATCH = ROOT / ".build" / "size"
CORE = ROOT / "Sources" / "KeysmithCore"
CORE_RESOURCES = ["Resources/Defaults", "Resources/Emoji", "Resources/Languages", "Resources/Lexicons",
                  "Resources/OffensiveWords"]
CORE_LEXICONS = CORE / "Resources" / "Lexicons"
LEXICONS = ROOT / "Sources" / "KeysmithLexicons" / "Lexicons"
LANGUAGES = CORE / "Resources" / "Languages"
ANNOTATIONS = CORE / "Resources" / "Emoji" / "Annotations"
TARGETS = ["KeysmithCore", "KeysmithUIKit", "KeysmithLexicons"]


def build():
    """Builds the products in release with the stand-ins; returns the folder of the build's products."""
    environment = dict(os.environ, KEYSMITH_STAND_INS="1")
    command = ["swift", "build", "-c", "release", "--scratch-path", str(SCRATCH)]
    for target in ["KeysmithUIKit", "KeysmithLexicons"]:
        subprocess.run(command + ["--target", target], cwd=ROOT, env=environment, check=True)
    found = subprocess.run(
        command + ["--show-bin-path"], cwd=ROOT, env=environment, check=True, capture_output=True, text=True
    )
    return pathlib.Path(found.stdout.strip())


def code_size(products, target):
    """The text and data bytes of `target`'s object files in the release build at `products`."""
    objects = sorted((products / f"{target}.build").rglob("*.o"))
    if not objects:
        raise RuntimeError(f"{target}: no object files in the release build; run without --skip-build")
    listed = subprocess.run(["size", *map(str, objects)], check=True, capture_output=True, text=True)
    total = 0
    for line in listed.stdout.splitlines()[1:]:
        text, data = line.split()[:2]
        total += int(text) + int(data)
    return total


def folder_bytes(path):
    """The bytes of every file under `path`."""
    return sum(file.stat().st_size for file in path.rglob("*") if file.is_file())


def annotation_files(locale):
    """The emoji annotation files the keyboard of `locale` reads: its language's, and its region's."""
    code = locale.split("_")[0]
    files = sorted(ANNOTATIONS.glob(f"{code}.*"))
    if locale != code:
        files += sorted(ANNOTATIONS.glob(f"{locale}.*"))
    return files


def lexicon_file(code):
    """The lexicon of language `code` and the product it ships in, or (None, None) when it has none."""
    if code == "en":
        return CORE / "Resources" / "Lexicons" / "English.lexicon", "KeysmithCore"
    file = LEXICONS / f"{code}.lexicon"
    return (file, "KeysmithLexicons") if file.exists() else (None, None)


def composing_files(locale):
    """The files of KeysmithCore's Resources/Lexicons the composer of `locale` reads, as
    `KeyboardEngine.composer(for:)` chooses it (Korean composes by rule: none)."""
    code, *rest = locale.split("_")
    script = next((part for part in rest if len(part) == 4), None)
    if code == "ja":
        names = ["Romaji.json", "Kana.dictionary"] + (["KanaKeypad.json"] if script == "Hrkt" else [])
    elif code == "zh":
        names = ["PinyinTraditional.dictionary" if script == "Hant" else "Pinyin.dictionary"]
    else:
        names = []
    return [CORE_LEXICONS / name for name in names]


def base_model_file(code):
    """The base language model of language `code` an app may opt into (`LanguageDataLookup.baseModels`)."""
    return CORE_LEXICONS / "English.model" if code == "en" else None


# KeysmithCore's resources by part: (part, files or folders, who reads them). Every file of its
# resource folders is in exactly one part; `core_parts` checks it.
CORE_PARTS = [
    ("layouts", ["Languages"], "the keyboard of each language, its own folder"),
    ("emoji catalog, names and annotations", ["Emoji"], "every keyboard with an emoji key"),
    ("embedded defaults", ["Defaults"], "every keyboard"),
    ("offensive words", ["OffensiveWords"], "suggestions, in the languages listed"),
    ("English lexicon", ["Lexicons/English.lexicon", "Lexicons/NOTICE.md"], "en keyboards, by default"),
    ("English base model", ["Lexicons/English.model", "Lexicons/English-model-NOTICE.md"],
     "en keyboards, only with `LanguageDataLookup.baseModels` (opt-in)"),
    ("romaji table and kana dictionary",
     ["Lexicons/Romaji.json", "Lexicons/Kana.dictionary", "Lexicons/Kana-NOTICE.md"], "ja_JP, ja_Hrkt_JP"),
    ("kana keypad", ["Lexicons/KanaKeypad.json"], "ja_Hrkt_JP"),
    ("pinyin dictionary, Simplified", ["Lexicons/Pinyin.dictionary", "Lexicons/Pinyin-NOTICE.md"], "zh_Hans"),
    ("pinyin dictionary, Traditional",
     ["Lexicons/PinyinTraditional.dictionary", "Lexicons/PinyinTraditional-NOTICE.md"], "zh_Hant, zh_Hant_TW"),
]


def core_parts():
    """(part, bytes, readers) of each of `CORE_PARTS`; raises RuntimeError when a resource file is in
    no part, or a part's file is missing."""
    resources = CORE / "Resources"
    counted, rows = set(), []
    for part, paths, readers in CORE_PARTS:
        files = []
        for path in paths:
            found = resources / path
            if not found.exists():
                raise RuntimeError(f"{found.relative_to(ROOT)}: missing; update CORE_PARTS in size_table.py")
            files += [file for file in found.rglob("*") if file.is_file()] if found.is_dir() else [found]
        counted.update(files)
        rows.append((part, sum(file.stat().st_size for file in files), readers))
    every = {file for folder in CORE_RESOURCES for file in (CORE / folder).rglob("*") if file.is_file()}
    if every - counted:
        names = ", ".join(str(file.relative_to(ROOT)) for file in sorted(every - counted))
        raise RuntimeError(f"in no part of CORE_PARTS in size_table.py: {names}")
    return rows


def kib(count):
    """`count` bytes in KiB, one decimal."""
    return f"{count / 1024:,.1f}"


def toolchain():
    """The first line of `swift --version`."""
    found = subprocess.run(["swift", "--version"], check=True, capture_output=True, text=True)
    return (found.stdout or found.stderr).splitlines()[0].strip()


def report(code):
    """The Markdown of the table from the compiled sizes `code` (by target)."""
    resources = {
        "KeysmithCore": sum(folder_bytes(CORE / folder) for folder in CORE_RESOURCES),
        "KeysmithUIKit": 0,
        "KeysmithLexicons": folder_bytes(LEXICONS),
    }
    lines = [
        "# Size: what Keysmith adds to an app",
        "",
        "Generated by `python3 scripts/size_table.py`; do not edit by hand. Regenerate it after changing",
        "the code, a lexicon, the emoji data or a layout.",
        "",
        f"Code is a release build on this machine ({platform.system()} {platform.machine()}, {toolchain()}):",
        "the text and data of each target's object files (`size`), standing in for what an iOS app's",
        "binary grows by. KeysmithUIKit is built against the stand-in Apple modules of `StandIns/`, which",
        "are not counted. Resources are the bytes of the files each product copies into its bundle.",
        "",
        "## Products",
        "",
        "| product | code (KiB) | resources (KiB) | total (KiB) |",
        "|---|---:|---:|---:|",
    ]
    for target in TARGETS:
        total = code[target] + resources[target]
        lines.append(f"| {target} | {kib(code[target])} | {kib(resources[target])} | {kib(total)} |")
    lines += [
        "",
        "KeysmithUIKit needs KeysmithCore, and KeysmithLexicons needs KeysmithCore: an app with all three",
        "adds the three rows. KeysmithCore's resources hold every embedded language's layouts and emoji",
        "annotations, the English lexicon and base model and the composing keyboards' dictionaries (by",
        "part below); KeysmithLexicons' hold the other lexicons and the emoji popularity file.",
        "",
        "## KeysmithCore's resources, by part",
        "",
        "Every part ships in KeysmithCore, whether or not an app's keyboards read it.",
        "",
        "| part | KiB | read by |",
        "|---|---:|---|",
    ]
    parts = core_parts()
    for part, size, readers in parts:
        lines.append(f"| {part} | {kib(size)} | {readers} |")
    everything = sum(size for _, size, _ in parts)
    lines.append(f"| **all of KeysmithCore's resources** | {kib(everything)} |  |")
    model = next(size for part, size, _ in parts if part == "English base model")
    lines += [
        "",
        f"The English base model is {model / everything:.0%} of them, though no keyboard reads it unless the app",
        "opts in.",
    ]
    lines += [
        "",
        "## Languages",
        "",
        "The resources each embedded language's keyboard reads: its layouts, its lexicon (in the product",
        "named), its emoji annotations (the language's file, and the region's where it has one) and its",
        "composing dictionaries (KeysmithCore: the romaji table and kana dictionary of Japanese, the",
        "pinyin dictionary of Chinese's script; Korean composes Hangul by rule). The base model",
        "(KeysmithCore's English one) is read only when the app opts in with",
        "`LanguageDataLookup.baseModels`, so it is not in the total; the last column adds it.",
        "",
        "| language | layouts (KiB) | lexicon (KiB) | lexicon in | emoji annotations (KiB) "
        "| composing dictionaries (KiB) | total (KiB) | base model, opt-in (KiB) | total with it (KiB) |",
        "|---|---:|---:|---|---:|---:|---:|---:|---:|",
    ]
    shared = [CORE / "Resources" / "Emoji" / name for name in ("Emoji.txt", "Labels.txt")]
    shared_bytes = sum(file.stat().st_size for file in shared) + folder_bytes(CORE / "Resources" / "Defaults")
    for folder in sorted(path for path in LANGUAGES.iterdir() if path.is_dir()):
        locale = folder.name
        code = locale.split("_")[0]
        layouts = folder_bytes(folder)
        lexicon, product = lexicon_file(code)
        lexicon_bytes = lexicon.stat().st_size if lexicon else 0
        emoji = sum(file.stat().st_size for file in annotation_files(locale))
        composing = sum(file.stat().st_size for file in composing_files(locale))
        model = base_model_file(code)
        model_bytes = model.stat().st_size if model else 0
        total = layouts + lexicon_bytes + emoji + composing
        lines.append(
            f"| {locale} | {kib(layouts)} | {kib(lexicon_bytes) if lexicon else '–'} | {product or 'none'} "
            f"| {kib(emoji)} | {kib(composing) if composing else '–'} | {kib(total)} "
            f"| {kib(model_bytes) if model else '–'} | {kib(total + model_bytes) if model else '–'} |"
        )
    lines += [
        "",
        f"Every language also reads what they share, {kib(shared_bytes)} KiB: the emoji catalog (`Emoji.txt`),",
        "the emoji groups' names (`Labels.txt`) and the embedded defaults (`Resources/Defaults`).",
    ]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-build", action="store_true", help="measure the release build already made")
    parser.add_argument("--output", type=pathlib.Path, default=ROOT / "benchmarks" / "size.md")
    arguments = parser.parse_args()
    try:
        if arguments.skip_build:
            products = SCRATCH / "release"
        else:
            products = build()
        code = {target: code_size(products, target) for target in TARGETS}
        text = report(code)
    except (subprocess.CalledProcessError, RuntimeError, OSError) as error:
        print(f"size_table.py: {error}", file=sys.stderr)
        return 1
    arguments.output.write_text(text, encoding="utf-8")
    print(f"wrote {arguments.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
