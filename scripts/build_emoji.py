#!/usr/bin/env python3
"""Rebuilds KeysmithCore's emoji data from Unicode's emoji-test.txt and CLDR's annotations.

    python3 scripts/build_emoji.py [--emoji-test FILE] [--cldr FOLDER] [--output FOLDER] [--check]

It reads

- emoji-test.txt, Unicode's list of emoji in keyboard order (Debian's `unicode-data` package,
  /usr/share/unicode/emoji/emoji-test.txt, Emoji 15.0), and
- CLDR's annotations, the names and keywords of each emoji in each language (Debian's
  `unicode-cldr-core` package, /usr/share/unicode/cldr/common/annotations/*.xml and
  annotationsDerived/*.xml, CLDR 41),

and writes into Sources/KeysmithCore/Resources/Emoji/:

- Emoji.txt, the catalog: every fully-qualified emoji in Unicode's order, in its nine groups
  (the Component group, which holds the skin tone and hair style modifiers alone, is left out), one
  line per emoji without a skin tone, with its Emoji version, its English name and, for an emoji
  that takes a skin tone, its toned variants.
- Annotations/<language>.txt, for each language of LANGUAGES: each emoji's name (CLDR's `tts`
  annotation) and keywords, one line per line of the catalog, then the names of the toned variants.

Both formats are plain UTF-8 text read line by line (Sources/KeysmithCore/Emoji/EmojiDataFormat.swift
reads them), smaller than JSON and read in a fraction of the time.

Emoji.txt:

    @group smileys-emotion
    @subgroup face-smiling
    😀<TAB>1.0<TAB>grinning face
    👋<TAB>0.6<TAB>waving hand<TAB>👋🏻 👋🏼 👋🏽 👋🏾 👋🏿<TAB>1.0

The fourth field lists the toned variants: 5 for an emoji that takes one skin tone, in the order
light, medium-light, medium, medium-dark, dark; 25 for an emoji of two people whose tones Unicode
defines one person at a time (🤝, 🧑‍🤝‍🧑, 💏, 👩‍❤️‍👨…), ordered by the first person's tone then
the second's, the five where both are the same being the emoji's single-tone forms (🤝🏻, 💏🏻). The
fifth field holds the variants' Emoji version, one for all or one per variant.

Annotations/<language>.txt:

    # header lines
    <name><TAB><keyword>|<keyword>…        one line per emoji of Emoji.txt, in its order
    @variants
    <name>|<name>…                         one line per emoji that takes a skin tone, in order

A name or keyword list left empty means CLDR 41 has none for that emoji in that language (an emoji
newer than the annotations): Keysmith then uses the English name. A variant's name is written as
`<n>+<text>`: the first n characters (Unicode scalars) of the emoji's own name followed by text,
which keeps the file small, since most variant names only add a tone to the emoji's name.
English names of emoji newer than CLDR 41 come from emoji-test.txt.

`--check` writes nothing and fails when the files in the repository differ from what the sources
give. Nothing here depends on the time or the machine: the same sources give the same files.
"""

import argparse
import pathlib
import re
import sys
import xml.etree.ElementTree as ElementTree

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources" / "KeysmithCore" / "Resources" / "Emoji"
EMOJI_TEST = pathlib.Path("/usr/share/unicode/emoji/emoji-test.txt")
CLDR = pathlib.Path("/usr/share/unicode/cldr/common")

# The languages of the embedded keyboards (Sources/KeysmithCore/Resources/Languages), by the code
# Keysmith uses, with the CLDR file each is read from (CLDR 41 names Norwegian Bokmål `no`).
LANGUAGES = {
    "ar": "ar", "cs": "cs", "da": "da", "de": "de", "el": "el", "en": "en", "es": "es", "fi": "fi",
    "fr": "fr", "he": "he", "it": "it", "nb": "no", "nl": "nl", "pl": "pl", "pt": "pt", "ru": "ru",
    "sv": "sv", "tr": "tr", "uk": "uk",
}  # fmt: skip

# Unicode's group names and the identifiers Keysmith gives them (EmojiGroup's raw values).
GROUPS = {
    "Smileys & Emotion": "smileys-emotion",
    "People & Body": "people-body",
    "Animals & Nature": "animals-nature",
    "Food & Drink": "food-drink",
    "Travel & Places": "travel-places",
    "Activities": "activities",
    "Objects": "objects",
    "Symbols": "symbols",
    "Flags": "flags",
}

TONE_NAMES = ["light skin tone", "medium-light skin tone", "medium skin tone", "medium-dark skin tone",
              "dark skin tone"]  # fmt: skip
LINE = re.compile(r"^([0-9A-F ]+?)\s*;\s*([a-z-]+)\s*#\s*(\S+) E(\d+\.\d+) (.+)$")


class Entry:
    """One fully-qualified emoji of emoji-test.txt."""

    def __init__(self, characters, version, name):
        self.characters = characters
        self.version = version
        self.name = name
        self.variants = {}  # (tone, tone) or (tone,) -> Entry


def parse_emoji_test(path):
    """Returns (Emoji version, [(group id, [(subgroup, [base Entry])])])."""
    version = None
    groups = []
    by_name = {}
    group = subgroup = None
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if raw.startswith("# Version:"):
            version = raw.split(":", 1)[1].strip()
        elif raw.startswith("# group:"):
            title = raw.split(":", 1)[1].strip()
            group = None if title == "Component" else GROUPS[title]
            if group:
                groups.append((group, []))
        elif raw.startswith("# subgroup:"):
            subgroup = (raw.split(":", 1)[1].strip(), [])
            if group:
                groups[-1][1].append(subgroup)
        elif raw and not raw.startswith("#"):
            match = LINE.match(raw)
            if not match:
                sys.exit(f"{path}:{number}:1: not a line of emoji-test.txt: {raw!r}")
            codes, status, _, emoji_version, name = match.groups()
            if status != "fully-qualified" or group is None:
                continue
            characters = "".join(chr(int(code, 16)) for code in codes.split())
            entry = Entry(characters, emoji_version, name)
            head, _, qualifiers = name.partition(": ")
            parts = qualifiers.split(", ") if qualifiers else []
            tones = tuple(TONE_NAMES.index(part) for part in parts if part in TONE_NAMES)
            if not tones:
                by_name[name] = entry
                subgroup[1].append(entry)
                continue
            rest = [part for part in parts if part not in TONE_NAMES]
            base = by_name.get(head + (": " + ", ".join(rest) if rest else "")) or by_name.get(head)
            if base is None:
                sys.exit(f"{path}:{number}:1: no emoji without a skin tone for {name!r}")
            base.variants[tones] = entry
    if version is None:
        sys.exit(f"{path}:1:1: no '# Version:' line")
    for _, subgroups in groups:
        for _, entries in subgroups:
            for entry in entries:
                normalise_variants(entry, path)
    return version, groups


def normalise_variants(entry, path):
    """Orders the variants: 5 single tones, or 25 pairs with a single tone meaning both people's."""
    if not entry.variants:
        entry.ordered = []
    elif len(entry.variants) == 5 and all(len(tones) == 1 for tones in entry.variants):
        entry.ordered = [entry.variants[(tone,)] for tone in range(5)]
    elif len(entry.variants) == 25:
        pairs = {(tones * 2 if len(tones) == 1 else tones): variant for tones, variant in entry.variants.items()}
        keys = [(first, second) for first in range(5) for second in range(5)]
        if sorted(pairs) != keys:
            sys.exit(f"{path}:1:1: the 25 toned forms of {entry.name!r} are not one per pair of tones")
        entry.ordered = [pairs[key] for key in keys]
    else:
        sys.exit(f"{path}:1:1: {entry.name!r} has {len(entry.variants)} toned forms, neither 5 nor 25")


def catalog_text(version, groups):
    base_count = sum(len(entries) for _, subgroups in groups for _, entries in subgroups)
    variant_count = sum(len(e.ordered) for _, subgroups in groups for _, entries in subgroups for e in entries)
    lines = [
        f"# Emoji {version}: {base_count + variant_count} fully-qualified emoji of emoji-test.txt, {base_count}"
        f" without a skin tone; generated by scripts/build_emoji.py, do not edit.",
        "# © Unicode, Inc., under the Unicode License (https://www.unicode.org/license.txt); see README.md.",
    ]
    for group, subgroups in groups:
        lines.append(f"@group {group}")
        for subgroup, entries in subgroups:
            lines.append(f"@subgroup {subgroup}")
            for entry in entries:
                fields = [entry.characters, entry.version, entry.name]
                if entry.ordered:
                    fields.append(" ".join(variant.characters for variant in entry.ordered))
                    versions = [variant.version for variant in entry.ordered]
                    fields.append(versions[0] if len(set(versions)) == 1 else " ".join(versions))
                lines.append("\t".join(fields))
    return "\n".join(lines) + "\n"


def read_annotations(path):
    """Returns {characters without U+FE0F: (keywords, name)} of a CLDR annotations file."""
    found = {}
    if not path.exists():
        return found
    for element in ElementTree.parse(path).getroot().iter("annotation"):
        key = element.get("cp", "").replace("\ufe0f", "")
        keywords, name = found.get(key, ([], None))
        text = (element.text or "").strip()
        if element.get("type") == "tts":
            name = text
        else:
            keywords = [word.strip() for word in text.split("|") if word.strip()]
        found[key] = (keywords, name)
    return found


def clean(text):
    """A name or keyword as one field of a line: no tab, bar or line break."""
    return re.sub(r"[\t\n|]+", " ", text).strip()


def annotations_text(language, source, groups, cldr, cldr_version):
    annotations = read_annotations(cldr / "annotations" / f"{source}.xml")
    derived = read_annotations(cldr / "annotationsDerived" / f"{source}.xml")

    def lookup(characters):
        key = characters.replace("\ufe0f", "")
        keywords, name = annotations.get(key, ([], None))
        derived_keywords, derived_name = derived.get(key, ([], None))
        return keywords or derived_keywords, name or derived_name

    entries = [entry for _, subgroups in groups for _, items in subgroups for entry in items]
    lines = [
        f"# CLDR {cldr_version} annotations, {language} (common/annotations/{source}.xml and annotationsDerived/"
        f"{source}.xml): {len(entries)} emoji; generated by scripts/build_emoji.py, do not edit.",
        "# © Unicode, Inc., under the Unicode License (https://www.unicode.org/license.txt); see README.md.",
    ]
    named = 0
    for entry in entries:
        keywords, name = lookup(entry.characters)
        if name is None and language == "en":
            name = entry.name
        named += name is not None
        entry.localised = name
        lines.append(clean(name or "") + "\t" + "|".join(clean(word) for word in keywords))
    lines.append("@variants")
    for entry in entries:
        if not entry.ordered:
            continue
        names = []
        for variant in entry.ordered:
            _, name = lookup(variant.characters)
            if name is None and language == "en":
                name = variant.name
            names.append(encode_variant_name(clean(name), entry.localised) if name else "")
        lines.append("|".join(names))
    return "\n".join(lines) + "\n", named


def encode_variant_name(name, base):
    """`<n>+<text>`: the first n characters of `base` followed by text."""
    shared = 0
    if base:
        while shared < min(len(name), len(base)) and name[shared] == base[shared]:
            shared += 1
    return f"{shared}+{name[shared:]}"


def cldr_version(cldr):
    """CLDR's version, from common/dtd/ldml.dtd's cldrVersion attribute."""
    dtd = cldr / "dtd" / "ldml.dtd"
    match = re.search(r'cldrVersion CDATA #FIXED "([0-9.]+)"', dtd.read_text(encoding="utf-8"))
    if not match:
        sys.exit(f"{dtd}:1:1: no cldrVersion")
    return match.group(1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--emoji-test", type=pathlib.Path, default=EMOJI_TEST)
    parser.add_argument("--cldr", type=pathlib.Path, default=CLDR, help="CLDR's common folder")
    parser.add_argument("--output", type=pathlib.Path, default=OUTPUT)
    parser.add_argument("--check", action="store_true", help="compare with the files instead of writing them")
    arguments = parser.parse_args()

    version, groups = parse_emoji_test(arguments.emoji_test)
    files = {"Emoji.txt": catalog_text(version, groups)}
    cldr = cldr_version(arguments.cldr)
    for language, source in LANGUAGES.items():
        text, named = annotations_text(language, source, groups, arguments.cldr, cldr)
        files[f"Annotations/{language}.txt"] = text

    stale = []
    for relative, text in files.items():
        path = arguments.output / relative
        if arguments.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(relative)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    if stale:
        sys.exit("out of date (run scripts/build_emoji.py): " + ", ".join(stale))
    total = sum(len(text.encode("utf-8")) for text in files.values())
    print(f"Emoji {version}, CLDR {cldr}: {len(files)} files, {total:,} bytes"
          + (", up to date" if arguments.check else f", written to {arguments.output}"))


if __name__ == "__main__":
    main()
