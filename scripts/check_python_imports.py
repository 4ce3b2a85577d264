#!/usr/bin/env python3
"""Checks that every Python script in scripts/ imports the submodules it uses.

    python3 scripts/check_python_imports.py [FILE ...]

`import importlib` followed by `importlib.util.find_spec(...)` works only where something else has
already imported `importlib.util` (an interpreter's start-up often has, a fresh virtual environment's
not), so a script fails with `AttributeError: module 'importlib' has no attribute 'util'` on some
machines only. For each `a.b` in a script where `a` is a module it imports and `a.b` is a submodule
that importing `a` alone does not load (asked of a fresh interpreter that skips `site`, which is what
preloads such modules), this reports `file:line:column: error: …` unless the script imports `a.b`
itself. Exit status: 0 when every script imports what it uses, 1 otherwise.
"""

import ast
import importlib.util
import pathlib
import subprocess
import sys

SCRIPTS = pathlib.Path(__file__).resolve().parent


def imports_of(tree):
    """The names bound to whole modules by `import a` / `import a.b`, and every dotted module imported."""
    bound, imported = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                imported.add(alias.name)
                parts = alias.name.split(".")
                imported.update(".".join(parts[:i]) for i in range(1, len(parts)))
                if alias.asname is None:
                    bound.add(parts[0])
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            imported.add(node.module)
            for alias in node.names:
                imported.add(f"{node.module}.{alias.name}")
    return bound, imported


def dotted(node):
    """`a.b.c` as "a.b.c" when the expression is only names and attributes, else None."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def uses_of(tree, bound):
    """Each `a.b` (with its position) whose `a` is a module the script imports."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            name = dotted(node)
            if name and name.split(".")[0] in bound:
                yield name, node.lineno, node.col_offset + 1


def is_submodule(name):
    """Whether `name` is a module of its own (not an attribute of its parent)."""
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError, AttributeError):
        return False


def loaded_by_parent(names):
    """For each submodule `a.b`, whether a fresh interpreter without `site` has it after `import a`."""
    probe = (
        "import importlib, sys\n"
        "parent, _, child = sys.argv[1].rpartition('.')\n"
        "print(hasattr(importlib.import_module(parent), child))\n"
    )
    # One interpreter per submodule, so that one import cannot load another's.
    return {
        name: subprocess.run(
            [sys.executable, "-I", "-S", "-c", probe, name], capture_output=True, text=True, check=True
        ).stdout.strip() == "True"
        for name in names
    }


def check(paths):
    problems = []
    needed = {}
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        bound, imported = imports_of(tree)
        for name, line, column in uses_of(tree, bound):
            parts = name.split(".")
            # The longest prefix that is a submodule: `importlib.util.find_spec` uses `importlib.util`.
            for end in range(len(parts), 1, -1):
                module = ".".join(parts[:end])
                if module not in imported and is_submodule(module):
                    needed.setdefault(module, set()).add((path, line, column))
                    break
    loaded = loaded_by_parent(sorted(needed))
    for module, places in sorted(needed.items()):
        if loaded[module]:
            continue
        for path, line, column in sorted(places):
            problems.append(
                f"{path}:{line}:{column}: error: uses {module} but does not import it "
                f"(add `import {module}`)"
            )
    return problems


def main():
    paths = [pathlib.Path(argument) for argument in sys.argv[1:]] or sorted(
        path.relative_to(pathlib.Path.cwd()) if path.is_relative_to(pathlib.Path.cwd()) else path
        for path in SCRIPTS.glob("*.py")
    )
    problems = check(paths)
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"{len(paths)} scripts, {len(problems)} missing imports")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
