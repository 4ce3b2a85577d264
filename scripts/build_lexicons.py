#!/usr/bin/env python3
"""Rebuilds the lexicons of the KeysmithLexicons product from wordfreq's word frequencies.

    python3 scripts/build_lexicons.py [--check] [--languages fr,de,…] [--words 50000] [--keysmith PATH] [--cldr PATH]

For each language it ranks words by frequency with the Python package wordfreq (3.1.1, the version
these lexicons were built with: `pip install wordfreq==3.1.1`), keeps the most frequent words that
the language's hunspell dictionary accepts (Debian's `hunspell-*` packages, in
/usr/share/hunspell) or, for Danish, Greek and Finnish, the words written in the language's letters
and at least as frequent as a floor (below), writes them as a `word<TAB>count` list (the count is wordfreq's frequency per
thousand million words) and builds it with `keysmith lexicon build` into

    Sources/KeysmithLexicons/Lexicons/<language>.lexicon
    Sources/KeysmithLexicons/Lexicons/NOTICE.md

The hunspell dictionaries are only a filter: nothing of them is copied into the lexicons. Words are
checked one at a time through libhunspell (`Hunspell_spell`), which checks exactly the string given,
where the `hunspell` command would first split it into tokens by the dictionary's own rules.

Which words are kept:

- Letters of the language's script only (Latin, or Cyrillic for Russian and Ukrainian) and
  combining marks, with apostrophes and hyphens inside a word; wordfreq splits words at hyphens, so
  in practice no hyphenated word reaches the list.
- Casing: wordfreq folds case, so a word is tried as it gives it (lower case), then Capitalised,
  and the first spelling the dictionary accepts is kept: German nouns come out capitalised, `Paris`
  as written, `i` in English as `I`. Failing both, it is kept in capitals when the dictionary lists
  it so (`USA`, `SPD`), not when it only accepts the capitals of another word (`WEISS` for `weiß`).
  In German a word that is a noun and another word as well is kept once, as the noun (`Zeit`, not
  the preposition `zeit`), unless it looks like an infinitive (`essen`), since every verb has a noun
  made of it, or is one of the common words listed in GERMAN_NOT_NOUNS (`gut`, `mal`, `bitte`); a
  lexicon holds one spelling per word, and wordfreq's count covers both.
- German `ß`: wordfreq's case folding writes it `ss`, so `strasse` is also tried as `straße` (and
  `Straße`); the first spelling the dictionary accepts is kept (`muss`, `dass`, `Straße`, `groß`).
- One-letter words only where they are words of the language (`a`, `à` and `y` in French, none in
  German); dictionaries accept any letter alone.
- Apostrophes: the typographic `’` becomes `'` (the engine matches either). Words the dictionary
  accepts with an apostrophe are kept (`aujourd'hui`, `quelqu'un`, Dutch `foto's`), except elided
  articles and pronouns glued to the next word (French `l'homme`, `qu'il`, Italian `dell'anno`):
  those are two words, the second of which is in the list on its own (wordfreq already splits most
  of them), and every article would otherwise double the list; a keyboard looks the word after the
  elided article up on its own.
- Turkish: capitals follow its rules (`istanbul` is tried as `İstanbul`, `ılık` as `Ilık`).
- Portuguese: a word that either the pt_PT or the pt_BR dictionary accepts, so one lexicon serves
  both spellings.

Danish, Greek and Finnish are filtered by their letters instead: see scripts/lexicon_letters.py.

English is not built by default: the English lexicon ships in KeysmithCore from SymSpell's MIT list
(scripts/build_english_lexicon.py); `--languages en --output FOLDER` builds a wordfreq one to
compare. The script builds Tools' release `keysmith` first; pass a built one with `--keysmith`. The
build is deterministic for a given wordfreq, set of dictionaries and CLDR: `--check` rebuilds the
lexicons asked for and NOTICE.md without writing them and fails, naming each file, when a committed
one differs.
"""

import argparse
import ctypes
import ctypes.util
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import unicodedata

from dictionary_builds import release_keysmith, write_or_check
from lexicon_letters import (CLDR, EXEMPLAR_LANGUAGES, EXEMPLAR_MINIMUM_WORDS, cldr_notice, exemplar_letters,
                             select_by_letters)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "KeysmithLexicons", "Lexicons")
DICTIONARIES = "/usr/share/hunspell"
WORDFREQ_VERSION = "3.1.1"
MAXIMUM_BYTES = 4 * 1024 * 1024

# Language code: (name, hunspell dictionaries, one-letter words, elided words glued to the next).
# German also capitalises nouns and writes ß, which wordfreq folds to ss (see GERMAN_LIKE).
LANGUAGES = {
    "en": ("English", ["en_US"], {"a", "I"}, set()),
    "fr": ("French", ["fr_FR"], {"a", "à", "y", "ô"},
           {"l", "d", "j", "m", "n", "s", "t", "c", "qu", "lorsqu", "puisqu", "quoiqu"}),
    "de": ("German", ["de_DE"], set(), set()),
    "es": ("Spanish", ["es_ES"], {"a", "e", "o", "u", "y"}, set()),
    "it": ("Italian", ["it_IT"], {"a", "e", "è", "i", "o"},
           {"l", "d", "c", "s", "m", "t", "v", "un", "dell", "all", "dall", "nell", "sull", "coll", "pell",
            "quest", "quell", "anch", "com", "cos", "dov", "tutt", "bell", "buon", "sant", "nessun",
            "qualcun", "ciascun", "alcun", "grand", "senz", "mezz"}),
    "pt": ("Portuguese", ["pt_PT", "pt_BR"], {"a", "e", "o", "à", "é"}, set()),
    "nl": ("Dutch", ["nl_NL"], {"u"}, set()),
    "pl": ("Polish", ["pl_PL"], {"a", "i", "o", "u", "w", "z"}, set()),
    "sv": ("Swedish", ["sv_SE"], {"i", "å", "ö"}, set()),
    "ru": ("Russian", ["ru_RU"], {"а", "в", "и", "к", "о", "с", "у", "я"}, set()),
    "nb": ("Norwegian Bokmål", ["nb_NO"], {"i", "å"}, set()),
    "cs": ("Czech", ["cs_CZ"], {"a", "i", "k", "o", "s", "u", "v", "z"}, set()),
    "uk": ("Ukrainian", ["uk_UA"], {"а", "в", "і", "й", "з", "о", "у", "я"}, set()),
    "tr": ("Turkish", ["tr_TR"], {"o", "a", "e"}, set()),
}
DEFAULT_LANGUAGES = [code for code in LANGUAGES if code != "en"] + list(EXEMPLAR_LANGUAGES)
# Languages that capitalise nouns and whose ß wordfreq's case folding turns into ss.
GERMAN_LIKE = {"de"}
# German words that are nouns as well, but more often something else (`gut`, not the noun `Gut`):
# the most frequent such words of wordfreq's list, checked by hand.
GERMAN_NOT_NOUNS = {
    "all", "alter", "arm", "bar", "bitte", "breite", "extra", "falle", "fest", "gerade", "glaube", "gut",
    "hab", "halt", "hoch", "junge", "laut", "leid", "los", "macht", "mal", "null", "näher", "perfekt",
    "recht", "reich", "sage", "schau", "schwere", "sein", "stand", "stolz", "sucht", "tat", "tief", "tritt",
    "trotz", "tun", "weg", "weise", "wohl", "würde", "wünsche",
}
# Languages written in Cyrillic; the others are written in Latin letters. A word in another script
# is left out, whatever the dictionary says (the Ukrainian one accepts any word in Latin letters).
CYRILLIC = {"ru", "uk"}
# Languages whose capital of i is İ, and of ı is I.
DOTTED_I = {"tr", "az"}


class Dictionary:
    """A hunspell dictionary opened through libhunspell."""

    library = None

    def __init__(self, name):
        if Dictionary.library is None:
            path = ctypes.util.find_library("hunspell") or "libhunspell-1.7.so.0"
            try:
                library = ctypes.CDLL(path)
            except OSError as error:
                sys.exit(f"error: cannot load libhunspell ({error}); install Debian's libhunspell-1.7-0")
            library.Hunspell_create.restype = ctypes.c_void_p
            library.Hunspell_create.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
            library.Hunspell_spell.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
            library.Hunspell_get_dic_encoding.restype = ctypes.c_char_p
            library.Hunspell_get_dic_encoding.argtypes = [ctypes.c_void_p]
            word_list = ctypes.POINTER(ctypes.POINTER(ctypes.c_char_p))
            library.Hunspell_stem.argtypes = [ctypes.c_void_p, word_list, ctypes.c_char_p]
            library.Hunspell_free_list.argtypes = [ctypes.c_void_p, word_list, ctypes.c_int]
            Dictionary.library = library
        affix, words = (os.path.join(DICTIONARIES, f"{name}.{ext}") for ext in ("aff", "dic"))
        for path in (affix, words):
            if not os.path.exists(path):
                sys.exit(f"error: {path} is missing; install the Debian hunspell package for {name}")
        self.name = name
        self.handle = Dictionary.library.Hunspell_create(affix.encode(), words.encode())
        self.encoding = Dictionary.library.Hunspell_get_dic_encoding(self.handle).decode("ascii")

    def accepts(self, word):
        try:
            encoded = word.encode(self.encoding)
        except (UnicodeEncodeError, LookupError):
            return False
        return Dictionary.library.Hunspell_spell(self.handle, encoded) != 0

    def stems(self, word):
        """The stems the dictionary finds for `word`, as written in it."""
        try:
            encoded = word.encode(self.encoding)
        except (UnicodeEncodeError, LookupError):
            return []
        stems = ctypes.POINTER(ctypes.c_char_p)()
        count = Dictionary.library.Hunspell_stem(self.handle, ctypes.byref(stems), encoded)
        found = [stems[index].decode(self.encoding, errors="replace") for index in range(count)]
        Dictionary.library.Hunspell_free_list(self.handle, ctypes.byref(stems), count)
        return found

    def spelling(self, word, code):
        """How the dictionary accepts `word` (in lower case): as given, Capitalised or, for a stem
        written in capitals, in capitals; None when it accepts none of them.

        In German (``GERMAN_LIKE``), a word that is both a noun and another word (`Zeit` and `zeit`) is
        kept as the noun, unless it looks like an infinitive (`essen`, `Essen`: every German verb
        has a noun made of it, rarer than the verb) or is one of ``GERMAN_NOT_NOUNS`` (`gut`)."""
        capitalised = upper(word[:1], code) + word[1:]
        if self.accepts(word):
            if (code in GERMAN_LIKE and capitalised != word and word not in GERMAN_NOT_NOUNS
                    and not word.endswith(("en", "ern", "eln")) and capitalised in self.stems(capitalised)):
                return capitalised
            return word
        if self.accepts(capitalised):
            return capitalised
        capitals = upper(word, code)
        if len(word) > 1 and capitals != word and self.accepts(capitals) and capitals in self.stems(capitals):
            return capitals
        return None


def debian_package(path):
    """`name version` of the Debian package that installed `path`, or the path when unknown."""
    try:
        owner = subprocess.run(["dpkg-query", "-S", path], capture_output=True, text=True, check=True)
        name = owner.stdout.split(":")[0].strip()
        version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", name], capture_output=True, text=True,
                                 check=True).stdout.strip()
        return f"{name} {version}"
    except (OSError, subprocess.CalledProcessError):
        return os.path.basename(path)


def is_word_shaped(word, script):
    """Letters of `script` (`LATIN`, `CYRILLIC`, as Unicode names them) and combining marks, with
    apostrophes and hyphens only between letters."""
    if not word or word[0] in "'-" or word[-1] == "-":
        return False
    previous = ""
    for character in word:
        if character in "'-":
            if previous in "'-":
                return False
        elif unicodedata.category(character)[0] == "L":
            if not unicodedata.name(character, "").startswith(script + " "):
                return False
        elif unicodedata.category(character)[0] != "M":
            return False
        previous = character
    return True


def upper(text, code):
    """`text` in capitals, by the rules of the language `code`: Turkish `i` is `İ`, `ı` is `I`."""
    if code in DOTTED_I:
        text = text.replace("i", "İ").replace("ı", "I")
    return text.upper()


def sharp_s_forms(word, german):
    """`word`, then for German each way of writing its `ss` as `ß` (wordfreq folds `ß` to `ss`, so
    `strasse` stands for `Straße`): the first the dictionary accepts is kept."""
    forms = [word]
    if german:
        for index in range(len(word) - 1):
            if word[index:index + 2] == "ss":
                forms += [form[:index] + "ß" + form[index + 2:] for form in forms if form[index:index + 2] == "ss"]
    return forms


def select(code, count, dictionaries):
    """The `count` most frequent words of `code` the dictionaries accept, with their counts."""
    import wordfreq

    _, _, one_letter, elided = LANGUAGES[code]
    wordlist = "large" if code in wordfreq.available_languages("large") else "best"
    kept, seen = [], set()
    for raw in wordfreq.iter_wordlist(code, wordlist):
        word = unicodedata.normalize("NFC", raw.replace("\u2019", "'"))
        if not is_word_shaped(word, "CYRILLIC" if code in CYRILLIC else "LATIN"):
            continue
        if len(word) == 1 and word not in one_letter and word.upper() not in one_letter:
            continue
        if "'" in word and word.split("'", 1)[0] in elided:
            continue
        forms = sharp_s_forms(word, code in GERMAN_LIKE)
        accepted = next(filter(None, (d.spelling(form, code) for form in forms for d in dictionaries)), None)
        if accepted is None or accepted in seen:
            continue
        frequency = round(wordfreq.word_frequency(raw, code, wordlist=wordlist) * 1e9)
        if frequency < 1:
            break
        seen.add(accepted)
        kept.append((accepted, frequency))
        if len(kept) == count:
            break
    return kept


def build(keysmith, word_list, output):
    command = keysmith + ["lexicon", "build", word_list, "-o", output]
    result = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    if result.returncode != 0:
        sys.exit(f"error: {' '.join(command)} failed:\n{result.stdout}{result.stderr}")


def notice(folder, cldr):
    """The NOTICE.md of the lexicons in `folder`: every one there, not only those just built."""
    built, by_letters = [], []
    for name in sorted(os.listdir(folder)):
        code, extension = os.path.splitext(name)
        if extension != ".lexicon" or (code not in LANGUAGES and code not in EXEMPLAR_LANGUAGES):
            continue
        with open(os.path.join(folder, name), "rb") as file:
            header = file.read(12)
        words = int.from_bytes(header[8:12], "little")
        size = os.path.getsize(os.path.join(folder, name))
        if code in EXEMPLAR_LANGUAGES:
            by_letters.append((code, words, size))
            continue
        packages = [debian_package(os.path.realpath(os.path.join(DICTIONARIES, f"{dictionary}.dic")))
                    for dictionary in LANGUAGES[code][1]]
        built.append((code, words, size, packages))
    rows = "\n".join(
        f"| {code} | {LANGUAGES[code][0]} | {words:,} | {size:,} | {', '.join(packages)} |"
        for code, words, size, packages in built
    )
    cldr_package = debian_package(os.path.realpath(os.path.join(cldr, "main", "root.xml")))
    return f"""# Lexicons of KeysmithLexicons

Each `<language>.lexicon` here lists the most frequent words of a language with their frequencies,
taken from **wordfreq** {WORDFREQ_VERSION} by Robyn Speer (https://github.com/rspeer/wordfreq;
Robyn Speer, 2022, rspeer/wordfreq: v3.0, Zenodo, https://doi.org/10.5281/zenodo.7199437), and
rebuilt with `python3 scripts/build_lexicons.py`.

`EmojiPopularity.txt` ranks the emoji of KeysmithCore's catalog by how often they are used, over
all of wordfreq's languages and in each embedded keyboard's language that has enough emoji in its
word list, from the same wordfreq {WORDFREQ_VERSION} frequencies (its emoji tokens, counted mostly in its
Twitter and Reddit data); `python3 scripts/build_emoji_popularity.py` rebuilds it.

## Licence

wordfreq's code is under the Apache licence; its data files are distributed under the Creative
Commons Attribution-ShareAlike 4.0 licence (CC BY-SA 4.0,
https://creativecommons.org/licenses/by-sa/4.0/). These lexicons and the emoji ranking are derived
from that data and are under CC BY-SA 4.0 as well: they may be shared and adapted, with this
attribution, under the same licence. This is why they are a product of their own, which an app opts into, apart from
KeysmithCore and its English lexicon (MIT).

## wordfreq's sources

As wordfreq's README states, its data combines, depending on the language:

- Wikipedia, the free encyclopedia (http://www.wikipedia.org), the Leeds Internet Corpus of the
  University of Leeds Centre for Translation Studies (http://corpus.leeds.ac.uk/list.html) and
  ParaCrawl (https://paracrawl.eu), under Creative Commons licences;
- Google Books Ngrams (http://books.google.com/ngrams) and Google Books Syntactic Ngrams, whose
  terms ask for acknowledgement of the Google Books Ngram Viewer as the source;
- OPUS OpenSubtitles 2018 (http://opus.nlpl.eu/OpenSubtitles.php), from the OpenSubtitles project
  (http://www.opensubtitles.org/), used with attribution to OpenSubtitles;
- the SUBTLEX word lists (SUBTLEX-US, -UK, -CH, -DE and -NL) by Marc Brysbaert et al.
  (http://crr.ugent.be/programs-data/subtitle-frequencies), distributed in wordfreq by permission
  on the condition that the SUBTLEX authors are credited and that it stays clear that SUBTLEX is
  freely available data;
- news text from NewsCrawl 2014 and GlobalVoices, web text from the OSCAR corpus, and word
  statistics from Twitter and Reddit.

## hunspell dictionaries, as a filter only

The words were filtered with hunspell dictionaries as Debian packages them: a word of wordfreq was
kept only if the dictionary accepts it, in the casing it accepts. The dictionaries were used only
as a filter: none of their words, affixes or other data are included here.

| code | language | words | bytes | hunspell dictionaries used as a filter |
|---|---|---:|---:|---|
{rows}

{cldr_notice(by_letters, cldr_package)}"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--languages", default=",".join(DEFAULT_LANGUAGES),
                        help=f"comma-separated language codes (default: {','.join(DEFAULT_LANGUAGES)})")
    parser.add_argument("--words", type=int, default=50_000, help="words per lexicon (50,000 to 80,000)")
    parser.add_argument("--check", action="store_true",
                        help="rebuild without writing and fail when a committed file differs")
    parser.add_argument("--keysmith", help="a built keysmith command to use (default: build Tools' release one)")
    parser.add_argument("--output", default=OUTPUT,
                        help="the folder to write the lexicons and NOTICE.md to, or with --check to compare with")
    parser.add_argument("--cldr", default=os.environ.get("KEYSMITH_CLDR", CLDR),
                        help="CLDR's common folder, for the letters of Danish, Greek and Finnish (default: %(default)s)")
    arguments = parser.parse_args()

    try:
        from importlib.metadata import version

        if version("wordfreq") != WORDFREQ_VERSION:
            print(f"warning: wordfreq {version('wordfreq')} is installed; the lexicons were built with "
                  f"{WORDFREQ_VERSION}", file=sys.stderr)
    except ImportError:
        sys.exit(f"error: wordfreq is not installed (pip install wordfreq=={WORDFREQ_VERSION})")

    codes = [code.strip() for code in arguments.languages.split(",") if code.strip()]
    unknown = [code for code in codes if code not in LANGUAGES and code not in EXEMPLAR_LANGUAGES]
    if unknown:
        known = ", ".join([*LANGUAGES, *EXEMPLAR_LANGUAGES])
        sys.exit(f"error: no recipe for {', '.join(unknown)}; known: {known}")
    if not 50_000 <= arguments.words <= 80_000:
        sys.exit("error: --words must be between 50,000 and 80,000")
    keysmith = shlex.split(arguments.keysmith) if arguments.keysmith else [release_keysmith(ROOT)]
    if not arguments.check:
        os.makedirs(arguments.output, exist_ok=True)

    with tempfile.TemporaryDirectory() as folder:
        # The lexicons are built beside copies of the others already there, so that NOTICE.md lists
        # every one, and written (or compared) only once all of them are built.
        built = os.path.join(folder, "lexicons")
        os.makedirs(built)
        for name in os.listdir(arguments.output):
            if name.endswith(".lexicon"):
                shutil.copyfile(os.path.join(arguments.output, name), os.path.join(built, name))
        for code in codes:
            if code in EXEMPLAR_LANGUAGES:
                words = select_by_letters(code, arguments.words, exemplar_letters(code, arguments.cldr))
                if len(words) < EXEMPLAR_MINIMUM_WORDS:
                    sys.exit(f"error: {code}: only {len(words):,} words pass the letters and the floor, "
                             f"{EXEMPLAR_MINIMUM_WORDS:,} at least wanted")
            else:
                dictionaries = [Dictionary(name) for name in LANGUAGES[code][1]]
                words = select(code, arguments.words, dictionaries)
                if len(words) < arguments.words:
                    sys.exit(f"error: {code}: only {len(words):,} words pass the dictionary, "
                             f"{arguments.words:,} wanted")
            word_list = os.path.join(folder, f"{code}.tsv")
            with open(word_list, "w", encoding="utf-8") as file:
                file.writelines(f"{word}\t{frequency}\n" for word, frequency in words)
            output = os.path.join(built, f"{code}.lexicon")
            build(keysmith, word_list, output)
            size = os.path.getsize(output)
            if size > MAXIMUM_BYTES:
                sys.exit(f"error: {code}.lexicon is {size:,} bytes, more than {MAXIMUM_BYTES:,}")
            print(f"{code}: {len(words):,} words, {size:,} bytes", file=sys.stderr)
        files = []
        for code in codes:
            with open(os.path.join(built, f"{code}.lexicon"), "rb") as file:
                files.append((os.path.join(arguments.output, f"{code}.lexicon"), file.read()))
        text = notice(built, arguments.cldr)
    files.append((os.path.join(arguments.output, "NOTICE.md"), text.encode("utf-8")))
    write_or_check(files, arguments.check, ROOT)


if __name__ == "__main__":
    main()
