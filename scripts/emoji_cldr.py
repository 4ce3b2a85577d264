"""Reading CLDR's XML for scripts/build_emoji.py: annotations, inheritance between locales, and
CLDR's version."""

import re
import sys
import xml.etree.ElementTree as ElementTree


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


def parents(cldr, locale):
    """`locale` and the locales it inherits from, nearest first (en_GB, en_001, en)."""
    explicit = {}
    for element in ElementTree.parse(cldr / "supplemental" / "supplementalData.xml").getroot().iter("parentLocale"):
        for child in element.get("locales", "").split():
            explicit[child] = element.get("parent")
    chain = [locale]
    while chain[-1] in explicit or "_" in chain[-1]:
        parent = explicit.get(chain[-1]) or chain[-1].rsplit("_", 1)[0]
        if parent == "root":
            break
        chain.append(parent)
    return chain


def read_layered(folder, chain):
    """The annotations of a locale: each entry of its own file, else of the nearest parent's."""
    found = {}
    for locale in reversed(chain):
        for key, (keywords, name) in read_annotations(folder / f"{locale}.xml").items():
            old_keywords, old_name = found.get(key, ([], None))
            found[key] = (keywords or old_keywords, name or old_name)
    return found


def clean(text):
    """A name or keyword as one field of a line: no tab, bar or line break."""
    return re.sub(r"[\t\n|]+", " ", text).strip()


def cldr_version(cldr):
    """CLDR's version, from common/dtd/ldml.dtd's cldrVersion attribute."""
    dtd = cldr / "dtd" / "ldml.dtd"
    match = re.search(r'cldrVersion CDATA #FIXED "([0-9.]+)"', dtd.read_text(encoding="utf-8"))
    if not match:
        sys.exit(f"{dtd}:1:1: no cldrVersion")
    return match.group(1)
