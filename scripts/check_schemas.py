#!/usr/bin/env python3
"""Checks the JSON Schemas in schemas/ against the files they describe.

Every schema must itself be valid draft 2020-12; every embedded default file, every configuration
file of the examples in Examples/ and every sample in schemas/samples/valid must validate against
the schema of its kind; every sample in
schemas/samples/invalid must be rejected. Prints one line per check and a closing
'N passed, N failed' line.
"""
import json
import pathlib
import sys

import jsonschema

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "schemas"
DEFAULTS = ROOT / "Sources" / "KeysmithCore" / "Resources" / "Defaults"
# The real JACKeyboard layouts, kept unchanged among the core tests' fixtures.
JACKEYBOARD = ROOT / "Tests" / "KeysmithCoreTests" / "Fixtures" / "jackeyboard"

SCHEMA_FOR_KIND = {
    "layout": "keyboard-layout.schema.json",
    "set": "keyboard-set.schema.json",
    "toolbar": "toolbar.schema.json",
    "snippets": "snippets.schema.json",
    "themes": "themes.schema.json",
    "path-configuration": "path-configuration.schema.json",
    "stickers": "stickers.schema.json",
    "quick-replies": "quick-replies.schema.json",
}


def detect_kind(document):
    """The same recognition by shape that keysmith uses (ConfigKind.detect)."""
    if isinstance(document, list):
        if not document:
            return None
        if isinstance(document[0], list):
            return "layout"
        if isinstance(document[0], dict):
            return "toolbar"
        return None
    if isinstance(document, dict):
        for field, kind in (("rows", "layout"), ("layouts", "set"), ("languages", "set"), ("rules", "path-configuration"),
                            ("snippets", "snippets"), ("themes", "themes"), ("stickerPacks", "stickers"),
                            ("quickReplies", "quick-replies"), ("buttonType", "toolbar")):
            if field in document:
                return kind
    return None


def main():
    passed, failed = 0, 0

    def check(ok, label, detail=""):
        nonlocal passed, failed
        if ok:
            passed += 1
            print(f"ok    {label}")
        else:
            failed += 1
            print(f"FAIL  {label}{': ' + detail if detail else ''}")

    validators = {}
    for kind, name in SCHEMA_FOR_KIND.items():
        path = SCHEMAS / name
        if not path.exists():
            check(False, f"schema {name}", "missing")
            continue
        schema = json.loads(path.read_text(encoding="utf-8"))
        try:
            jsonschema.Draft202012Validator.check_schema(schema)
            validators[kind] = jsonschema.Draft202012Validator(schema)
            check(True, f"schema {name} is valid draft 2020-12")
        except jsonschema.SchemaError as error:
            check(False, f"schema {name}", error.message)

    def validate_file(path, expect_valid):
        document = json.loads(path.read_text(encoding="utf-8"))
        kind = detect_kind(document)
        label = f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name} ({kind or 'unknown kind'})"
        if kind not in validators:
            check(False, label, "no schema for this kind")
            return
        errors = sorted(validators[kind].iter_errors(document), key=lambda e: list(e.path))
        if expect_valid:
            check(not errors, label + " is accepted",
                  "; ".join(f"{'/'.join(map(str, e.path))}: {e.message}" for e in errors[:5]))
        else:
            check(bool(errors), label + " is rejected", "the schema accepted it")

    defaults = sorted(DEFAULTS.glob("**/*.json"))
    check(len(defaults) > 0, "the embedded defaults exist")
    for path in defaults:
        validate_file(path, True)
    for path in sorted((ROOT / "Examples").glob("**/*.json")):
        validate_file(path, True)
    for path in sorted((SCHEMAS / "samples" / "valid").glob("*.json")):
        validate_file(path, True)
    for path in sorted((SCHEMAS / "samples" / "invalid").glob("*.json")):
        validate_file(path, False)

    # Real JACKeyboard files: those that are strict JSON (this check's reader has no lenient mode)
    # must validate against the layout schema.
    fixtures = sorted(JACKEYBOARD.glob("**/*.json"))
    check(len(fixtures) == 38, f"the 38 JACKeyboard fixtures exist in {JACKEYBOARD.name}", f"found {len(fixtures)}")
    for path in fixtures:
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError:
            continue  # trailing commas, or IPA-Vowels2.json, which is broken
        errors = list(validators["layout"].iter_errors(document)) if "layout" in validators else ["no layout schema"]
        check(not errors, f"fixture {path.parent.name}/{path.name} is accepted by the layout schema",
              "; ".join(getattr(e, "message", str(e)) for e in errors[:3]))

    print(f"schemas: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
