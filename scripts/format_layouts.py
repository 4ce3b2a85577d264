#!/usr/bin/env python3
"""Rewrites keyboard layout and set files in the house style: strict JSON, two-space indent, one key
per line in a layout's rows, the key's fields in the order they were written.

    python3 scripts/format_layouts.py FILE.json...      # rewrite in place
    python3 scripts/format_layouts.py --check FILE...   # exit 1 when a file would change
"""
import json
import sys


def dumps(value):
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def format_layout(layout):
    rows = layout["rows"] if isinstance(layout, dict) else layout
    body = ",\n".join(
        "    [\n" + ",\n".join("      " + dumps(key) for key in row) + "\n    ]" for row in rows
    )
    if not isinstance(layout, dict):
        return "[\n" + body.replace("\n  ", "\n") + "\n]\n"
    head = [f"  {dumps(name)}: {dumps(value)}" for name, value in layout.items() if name != "rows"]
    return "{\n" + ",\n".join(head + ["  \"rows\": [\n" + body + "\n  ]"]) + "\n}\n"


def format_file(text):
    value = json.loads(text)
    if isinstance(value, list) or (isinstance(value, dict) and "rows" in value):
        return format_layout(value)
    return json.dumps(value, ensure_ascii=False, indent=2) + "\n"


def main(arguments):
    check = "--check" in arguments
    changed = []
    for path in (a for a in arguments if a != "--check"):
        with open(path, encoding="utf-8") as file:
            text = file.read()
        formatted = format_file(text)
        if formatted != text:
            changed.append(path)
            if not check:
                with open(path, "w", encoding="utf-8") as file:
                    file.write(formatted)
    if check and changed:
        print("not in the house style (run scripts/format_layouts.py on them):\n  " + "\n  ".join(changed))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
