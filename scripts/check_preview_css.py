#!/usr/bin/env python3
"""Checks the syntax of the preview page's style sheet, as `node --check` checks its script: every rule
and every declaration must parse, and every block must close. A browser drops what it cannot parse
without a word, so a typo would only show as a wrong-looking page."""

import sys
from pathlib import Path

import tinycss2

STYLE = Path(__file__).resolve().parent.parent / "Tools/Sources/KeysmithCLI/Resources/PreviewPage/preview.css"


def problems(css: str) -> list[str]:
    found: list[str] = []

    def report(node, what: str) -> None:
        found.append(f"{STYLE.name}:{node.source_line}:{node.source_column}: {what}: {node.message}")

    def check_declarations(content, context: str) -> None:
        for node in tinycss2.parse_blocks_contents(content, skip_whitespace=True, skip_comments=True):
            if node.type == "error":
                report(node, f"a declaration in {context}")
            elif node.type == "qualified-rule":
                # A nested rule: CSS nesting.
                check_declarations(node.content, tinycss2.serialize(node.prelude).strip())

    for rule in tinycss2.parse_stylesheet(css, skip_whitespace=True, skip_comments=True):
        if rule.type == "error":
            report(rule, "a rule")
        elif rule.type == "qualified-rule":
            check_declarations(rule.content, tinycss2.serialize(rule.prelude).strip())
        elif rule.type == "at-rule" and rule.content is not None:
            # @media and @supports hold rules; check theirs.
            for inner in tinycss2.parse_rule_list(rule.content, skip_whitespace=True, skip_comments=True):
                if inner.type == "error":
                    report(inner, f"a rule in @{rule.lower_at_keyword}")
                elif inner.type == "qualified-rule":
                    check_declarations(inner.content, tinycss2.serialize(inner.prelude).strip())
    return found


def main() -> int:
    found = problems(STYLE.read_text(encoding="utf-8"))
    for problem in found:
        print(problem, file=sys.stderr)
    if found:
        return 1
    print(f"{STYLE.name}: every rule and declaration parses")
    return 0


if __name__ == "__main__":
    sys.exit(main())
