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
- Annotations/<locale>.txt, for each region of REGIONS that CLDR has annotations of its own for:
  only the lines that differ from its language's file (see below).
- Labels.txt: the names of Unicode's nine groups in each language, from CLDR's `characterLabels`
  (common/main/<language>.xml), for the emoji page's titles and category tabs.

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
    @suffixes
    <text>                                 one line per ending of the toned forms' names
    @variants
    <name>|<name>…                         one line per emoji that takes a skin tone, in order

A region's file starts with a line `@parent <language>` and lists, after it, only the emoji whose
name or keywords differ from its language's file, `<index><TAB><name><TAB><keywords>` (index: the
emoji's line in Emoji.txt, from 0), then `@variants` and `<index><TAB><names>` for the toned forms
that differ. A region's data is CLDR's: the region's own file over its parents' (parentLocales in
common/supplemental/supplementalData.xml: en_GB over en_001 over en), each annotation inherited
from the nearest file that has it.

Labels.txt:

    <language><TAB><smileys-emotion><TAB><people-body><TAB>… one field per group, in Emoji.txt's order

with one line per language of LANGUAGES but English (whose titles are Unicode's group names) and
per region whose labels differ from its language's. Unicode splits what CLDR calls `smileys_people`
in two: Smileys & Emotion takes CLDR's `smiley` and People & Body its `person`; the other groups
have labels of their own (GROUP_LABELS).

A name or keyword list left empty means CLDR 41 has none for that emoji in that language (an emoji
newer than the annotations): Keysmith then uses the English name. A variant's name is written as
`<n>*<i>`: the first n characters (Unicode scalars) of the emoji's own name followed by the i-th
line of `@suffixes` (from 0), or, in a region's file, as `<n>+<text>`, the first n characters
followed by text. Most variant names only add a tone to the emoji's name (`signe de la main : peau
claire`), and a language has about a hundred such endings, so the names of the 1,785 toned forms
take a tenth of what they would written out. The suffixes are listed in the order they are first
used.
English names of emoji newer than CLDR 41 come from emoji-test.txt.

`--check` writes nothing and fails when the files in the repository differ from what the sources
give. Nothing here depends on the time or the machine: the same sources give the same files.
"""

import argparse
import pathlib
import re
import sys
import xml.etree.ElementTree as ElementTree

from emoji_cldr import clean, cldr_version, parents, read_layered

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

# The embedded keyboards of a region whose CLDR annotations differ from their language's, with the
# code of the language file they are layered over.
REGIONS = {"de_CH": "de", "en_GB": "en", "fr_CA": "fr", "pt_PT": "pt"}

# The CLDR characterLabel of each group, in the order of GROUPS.
GROUP_LABELS = ["smiley", "person", "animals_nature", "food_drink", "travel_places", "activities", "objects",
                "symbols", "flags"]  # fmt: skip

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


def annotation_lines(language, chain, groups, cldr):
    """The lines of a language's file after its header: one per emoji, `@variants`, then one per
    emoji that takes a skin tone."""
    annotations = read_layered(cldr / "annotations", chain)
    derived = read_layered(cldr / "annotationsDerived", chain)

    def lookup(characters):
        key = characters.replace("\ufe0f", "")
        keywords, name = annotations.get(key, ([], None))
        derived_keywords, derived_name = derived.get(key, ([], None))
        return keywords or derived_keywords, name or derived_name

    english = language.split("_")[0] == "en"
    lines = []
    for entry in entries_of(groups):
        keywords, name = lookup(entry.characters)
        if name is None and english:
            name = entry.name
        entry.localised = name
        lines.append(clean(name or "") + "\t" + "|".join(clean(word) for word in keywords))
    lines.append("@variants")
    for entry in entries_of(groups):
        if not entry.ordered:
            continue
        names = []
        for variant in entry.ordered:
            _, name = lookup(variant.characters)
            if name is None and english:
                name = variant.name
            names.append(encode_variant_name(clean(name), entry.localised) if name else "")
        lines.append("|".join(names))
    return lines


def entries_of(groups):
    return [entry for _, subgroups in groups for _, items in subgroups for entry in items]


def header(what, sources, count, cldr_version):
    return [
        f"# CLDR {cldr_version} annotations, {what} ({sources}): {count}; generated by scripts/build_emoji.py, do not"
        " edit.",
        "# © Unicode, Inc., under the Unicode License (https://www.unicode.org/license.txt); see README.md.",
    ]


def annotations_text(language, source, groups, cldr, cldr_version):
    lines = with_suffix_table(annotation_lines(language, [source], groups, cldr))
    sources = f"common/annotations/{source}.xml and annotationsDerived/{source}.xml"
    return "\n".join(header(language, sources, f"{len(entries_of(groups))} emoji", cldr_version) + lines) + "\n"


def region_text(region, language, groups, cldr, cldr_version):
    """The lines of `region` that differ from its language's, or None when none does."""
    base = annotation_lines(language, [LANGUAGES[language]], groups, cldr)
    chain = parents(cldr, region)
    own = annotation_lines(region, chain, groups, cldr)
    split = base.index("@variants")
    differ = [index for index, (line, old) in enumerate(zip(own[:split], base[:split])) if line != old]
    changed = [f"{index}\t{own[index]}" for index in differ]
    # A toned form's name is written against the emoji's name: a new name rewrites its forms too.
    toned = [index for index, entry in enumerate(entries_of(groups)) if entry.ordered]
    variants = [
        f"{index}\t{line}" for index, line, old in zip(toned, own[split + 1:], base[split + 1:])
        if line != old or index in differ
    ]
    if not changed and not variants:
        return None
    sources = " over ".join(f"{locale}.xml" for locale in chain)
    what = f"{len(changed)} emoji and {len(variants)} with toned forms differ from {language}"
    lines = header(region, f"common/annotations/ and annotationsDerived/ {sources}", what, cldr_version)
    return "\n".join(lines + [f"@parent {language}"] + changed + ["@variants"] + variants) + "\n"


def labels_text(cldr, cldr_version):
    """Labels.txt: each language's CLDR characterLabels for the nine groups."""

    def labels(locale):
        found = {}
        for name in reversed(parents(cldr, locale)):
            path = cldr / "main" / f"{name}.xml"
            if path.exists():
                for element in ElementTree.parse(path).getroot().iter("characterLabel"):
                    found[element.get("type")] = clean(element.text or "")
        missing = [label for label in GROUP_LABELS if not found.get(label)]
        if missing:
            sys.exit(f"{cldr}/main/{locale}.xml: no characterLabel {', '.join(missing)}")
        return [found[label] for label in GROUP_LABELS]

    lines = [
        f"# CLDR {cldr_version} characterLabels (common/main/<language>.xml): the names of the emoji groups; generated"
        " by scripts/build_emoji.py, do not edit.",
        "# © Unicode, Inc., under the Unicode License (https://www.unicode.org/license.txt); see README.md.",
        "# language\t" + "\t".join(f"{group} ({label})" for group, label in zip(GROUPS.values(), GROUP_LABELS)),
    ]
    for language, source in LANGUAGES.items():
        if language != "en":
            lines.append("\t".join([language] + labels(source)))
    for region, language in REGIONS.items():
        if region.split("_")[0] != "en" and labels(region) != labels(LANGUAGES[language]):
            lines.append("\t".join([region] + labels(region)))
    return "\n".join(lines) + "\n"


def with_suffix_table(lines):
    """`lines` with each variant name `<n>+<text>` written `<n>*<i>`, text being the i-th line of a
    `@suffixes` section put before `@variants`, in the order of first use."""
    split = lines.index("@variants")
    suffixes = {}

    def tabled(encoded):
        if not encoded:
            return encoded
        shared, text = encoded.split("+", 1)
        if not text:
            return encoded
        return f"{shared}*{suffixes.setdefault(text, len(suffixes))}"

    variants = ["|".join(tabled(encoded) for encoded in line.split("|")) for line in lines[split + 1:]]
    return lines[:split] + ["@suffixes"] + list(suffixes) + ["@variants"] + variants


def encode_variant_name(name, base):
    """`<n>+<text>`: the first n characters of `base` followed by text."""
    shared = 0
    if base:
        while shared < min(len(name), len(base)) and name[shared] == base[shared]:
            shared += 1
    return f"{shared}+{name[shared:]}"


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
        files[f"Annotations/{language}.txt"] = annotations_text(language, source, groups, arguments.cldr, cldr)
    for region, language in REGIONS.items():
        text = region_text(region, language, groups, arguments.cldr, cldr)
        if text:
            files[f"Annotations/{region}.txt"] = text
    files["Labels.txt"] = labels_text(arguments.cldr, cldr)

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
