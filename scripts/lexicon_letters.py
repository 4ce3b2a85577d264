"""The lexicons of KeysmithLexicons filtered by a language's letters rather than a dictionary, which
scripts/build_lexicons.py builds with the others.

Danish, Greek and Finnish (EXEMPLAR_LANGUAGES): fewer than 50,000 words of wordfreq's Danish and
Greek lists pass Debian's dictionaries (wordfreq has only a small list of each), and Debian has no
Finnish dictionary. Their lexicons keep instead the words written only in the language's letters,
the main exemplar characters of Unicode CLDR (Debian's `unicode-cldr-core`, in
/usr/share/unicode/cldr/common, or `--cldr`), at least one in a million words frequent
(FREQUENCY_FLOOR), at most `--words` of them. They are smaller (Danish, Greek) and less clean: no
dictionary keeps out misspellings, names or foreign words, and words stay in the lower case wordfreq
gives them; Greek words ending in `σ` are written with the final `ς`.
"""

import os
import sys
import unicodedata

# Languages filtered by their CLDR letters and a frequency floor instead of a dictionary (see above):
# code: (name, one-letter words).
EXEMPLAR_LANGUAGES = {
    "da": ("Danish", {"i", "å"}),
    "el": ("Greek", {"ο", "η", "ή"}),
    "fi": ("Finnish", set()),
}
# The least frequency a word of EXEMPLAR_LANGUAGES needs, per thousand million words: one in a million.
FREQUENCY_FLOOR = 1000
# The fewest words such a lexicon may have: fewer means the list or the letters went wrong.
EXEMPLAR_MINIMUM_WORDS = 20_000
CLDR = "/usr/share/unicode/cldr/common"


def exemplar_letters(code, cldr):
    """The main exemplar characters of `code` in CLDR's `main/<code>.xml`: the letters the language
    is written with, in lower case (a set such as `[a b c … æ ø å]`)."""
    import xml.etree.ElementTree as ElementTree

    path = os.path.join(cldr, "main", f"{code}.xml")
    if not os.path.exists(path):
        sys.exit(f"error: {path} is missing; install Debian's unicode-cldr-core or pass --cldr")
    for element in ElementTree.parse(path).getroot().iter("exemplarCharacters"):
        if element.get("type") is None:
            text = element.text.strip()
            if not (text.startswith("[") and text.endswith("]")):
                sys.exit(f"error: {path}: unexpected exemplar set {text}")
            letters = set()
            for item in text[1:-1].split():
                if "-" in item[1:] or item.startswith(("{", "\\")):
                    sys.exit(f"error: {path}: exemplar {item} is not one character; only plain sets are read")
                letters.update(unicodedata.normalize("NFC", item).lower())
            return letters
    sys.exit(f"error: {path} has no main exemplar characters")


def with_final_sigma(word):
    """`word` with a `σ` that ends it written `ς`, as Greek writes it (wordfreq folds `ς` to `σ`)."""
    return word[:-1] + "ς" if len(word) > 1 and word.endswith("σ") else word


def select_by_letters(code, count, letters):
    """At most `count` of the most frequent words of `code` written only in `letters`, as frequent as
    FREQUENCY_FLOOR or more, with their counts."""
    import wordfreq

    _, one_letter = EXEMPLAR_LANGUAGES[code]
    wordlist = "large" if code in wordfreq.available_languages("large") else "best"
    kept, seen = [], set()
    for raw in wordfreq.iter_wordlist(code, wordlist):
        frequency = round(wordfreq.word_frequency(raw, code, wordlist=wordlist) * 1e9)
        if frequency < FREQUENCY_FLOOR:
            break
        word = unicodedata.normalize("NFC", raw)
        if not word or not set(word) <= letters:
            continue
        if len(word) == 1 and word not in one_letter:
            continue
        if code == "el":
            word = with_final_sigma(word)
        if word in seen:
            continue
        seen.add(word)
        kept.append((word, frequency))
        if len(kept) == count:
            break
    return kept


def cldr_notice(by_letters, cldr_package):
    """The section of NOTICE.md on the lexicons filtered by CLDR's letters: (code, words, bytes) each."""
    rows = "\n".join(
        f"| {code} | {EXEMPLAR_LANGUAGES[code][0]} | {words:,} | {size:,} | {cldr_package} |"
        for code, words, size in by_letters
    )
    return f"""## CLDR's letters, as a filter only

Fewer than 50,000 words of wordfreq's Danish and Greek lists pass their hunspell dictionaries, and
Debian has none for Finnish. Their lexicons keep instead the words of wordfreq written only in the
language's letters, the main exemplar characters of the Unicode Common Locale Data Repository
(CLDR, https://cldr.unicode.org, under the Unicode licence, © Unicode, Inc.), and at least one in a
million words frequent. Nothing of CLDR is included here. No dictionary checked these words: they
may hold misspellings, names and foreign words, in lower case.

| code | language | words | bytes | CLDR exemplar characters used as a filter |
|---|---|---:|---:|---|
{rows}
"""
