#!/usr/bin/env python3
"""Holds the stand-in Apple modules (StandIns/) to their manifest (StandIns/apple-api.txt).

The stand-ins were written by hand from Apple's documentation. The type-check
(scripts/typecheck-ios.sh) proves that everything the shells and examples use is declared in a
stand-in. This check proves the converse, and that every declaration names the page it was read
from. It checks consistency, between the stand-ins, the manifest and the shells: not the stand-ins
against Apple's SDK, which does not run on Linux, so a signature misread from a page, or behaviour
a page does not describe, passes here and shows only in a build with Xcode and a run on a device:

1. every public declaration of a stand-in is listed in the manifest with Apple's signature, and the
   manifest lists nothing the stand-ins do not declare (so neither can drift from the other);
2. every manifest line says where its signature was looked up (a URL). A line whose signature no
   authoritative page could confirm ends with a fifth field, `unverified: <why>`; such lines are
   counted and reported (they do not fail the check), so that the team sees what is left to confirm;
3. every declaration is used by Sources/KeysmithUIKit, Examples/ or the shells' tests
   (Tests/KeysmithUIKitTests), so that the stand-ins cannot grow API that nothing needs.

The stand-ins also run (scripts/test-shells.sh): their bodies carry behaviour modelled from Apple's
documentation. Only public declarations are Apple's API; the `package` declarations (the test support
of the `+TestSupport.swift` files, and what the stand-in modules share) and internal ones are the
stand-ins' own and are not listed. Swift on Linux runs them without Objective-C interop, so where a
declaration needs interop (`@objc`, an optional requirement) the file gives it in an
`#if _runtime(_ObjC)` branch, which is checked, and the runnable spelling in the `#else` branch (or an
`#if !_runtime(_ObjC)` block), which is not: it gives the same API to callers, as its comment says.

A stand-in declaration becomes its manifest signature by fixed rules: access modifiers and `@objc`
go, a property's body becomes `{ get set }` when it has a setter and `{ get }` otherwise, a function's
or an initialiser's body goes, an enum case loses its raw value, a stored
constant its initial value, and a class, structure or enumeration its inheritance clause (Apple's
pages show none); attributes such as `@MainActor` or `@available(iOS, deprecated: ...)` stay. Where
Swift source cannot spell Apple's declaration on Linux, or where Apple's page leaves out what the
Objective-C importer adds (`required`, an imported result's implicit discardability), the line ends
with `// apple: <Apple's declaration>`, which is then the signature. Lines ending `// stand-in` are the
stand-ins' own machinery (what an unimplemented optional requirement does, the storage an OptionSet
needs, what the compiler bridges `Bool` through) and are not Apple API the shells use.

Usage rules: a function, property or constant is used when its name appears in the shells or
examples; an initialiser when each of its argument labels appears as `label:` (or, for an unlabelled
one, `Type(`); an enumeration case when `.case` appears, or when it is its enumeration's only case
(a raw-valued enumeration needs one, and the shells read its raw values); a type when its name
appears in the sources or in the signature of a used declaration.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
STAND_INS = ROOT / "StandIns"
MANIFEST = STAND_INS / "apple-api.txt"
MODULES = ["ObjectiveC", "QuartzCore", "UIKit", "WebKit"]
USERS = [ROOT / "Sources" / "KeysmithUIKit", ROOT / "Examples", ROOT / "Tests" / "KeysmithUIKitTests"]

TYPE_RE = re.compile(r"^(?P<attrs>(@\w+ )*)(?P<mods>((public|open|final) )*)(?P<kind>class|struct|enum|protocol) (?P<name>\w+)(?P<generic><[^>]*>)?(?P<inherit>:[^{]*)? \{$")
EXTENSION_RE = re.compile(r"^extension (?P<name>[\w.]+) \{$")


class Declaration:
    def __init__(self, module, container, code, apple, line, path):
        self.module = module
        self.file = path.relative_to(ROOT)
        self.container = container
        self.code = code
        self.apple = apple
        self.line = line
        self.signature = apple if apple is not None else code

    @property
    def key(self):
        return (self.module, self.container, self.signature)


def split_body(code):
    """A one-line declaration's signature and its body (between the braces), or None without one."""
    depth = 0
    for index, char in enumerate(code):
        if char in "([<":
            depth += 1
        elif char in ")]>" and not code[index - 1 : index + 1] == "->":
            depth -= 1
        elif char == "{" and depth == 0 and code[index - 1 : index] == " ":
            return code[: index - 1], code[index:]
    return code, None


def normalize_member(code):
    code = re.sub(r"\b(public|open) ", "", code)
    code = code.replace("@objc ", "")
    code, body = split_body(code)
    head = re.sub(r"^(@\w+(\([^)]*\))? )+", "", code)  # leading attributes, e.g. @available(...)
    if re.search(r"\b(var|let)\b", head.split("(")[0]):
        code = re.sub(r" = .*$", "", code)
        if body is not None:
            code += " { get set }" if re.search(r"\bset\b", body) else " { get }"
    code = re.sub(r"^case (\S+) = \S+$", r"case \1", code)
    return code


def normalize_type(match):
    attrs = (match.group("attrs") or "").replace("@objc ", "")
    kind = match.group("kind")
    name = match.group("name") + (match.group("generic") or "")
    inherit = (match.group("inherit") or "").strip()
    signature = f"{attrs}{kind} {name}"
    if kind == "protocol" and inherit:
        signature += " : " + inherit[1:].strip()
    return signature


def read_stand_in(module):
    """The declarations of a stand-in module: those of every Swift file in its folder."""
    return [d for path in sorted((STAND_INS / module).glob("*.swift")) for d in read_stand_in_file(module, path)]


def read_stand_in_file(module, path):
    declarations = []
    # (brace depth inside the container, container name, whether the container is public)
    stack = []
    depth = 0
    skipping = []  # for each open #if: whether its current branch is the non-Objective-C spelling
    for number, raw in enumerate(path.read_text().splitlines(), start=1):
        line = raw.rstrip()
        stripped = line.strip()
        if stripped.startswith("#if"):
            skipping.append(stripped == "#if !_runtime(_ObjC)")
            continue
        if stripped == "#else":
            skipping[-1] = not skipping[-1]
            continue
        if stripped == "#endif":
            skipping.pop()
            continue
        code = stripped.split(" // ", 1)[0] if not stripped.startswith("//") else ""
        opened = code.count("{") - code.count("}")
        at_depth = depth
        depth += opened
        while stack and depth < stack[-1][0]:
            stack.pop()
        if not stripped or stripped.startswith("//") or any(skipping):
            continue
        if stack and at_depth != stack[-1][0] or not stack and at_depth != 0:
            continue  # inside a body, not a declaration of the container
        apple = None
        machinery = False
        if " // apple: " in stripped:
            stripped, apple = stripped.split(" // apple: ", 1)
        elif stripped.endswith(" // stand-in"):
            stripped = stripped[: -len(" // stand-in")]
            machinery = True
        container = stack[-1][1] if stack else ""
        container_public = stack[-1][2] if stack else True
        extension = EXTENSION_RE.match(stripped)
        if extension:
            stack.append((depth, extension.group("name"), True))
            continue
        type_match = TYPE_RE.match(stripped)
        if type_match:
            is_public = bool(re.search(r"\b(public|open)\b", type_match.group("mods") or ""))
            stack.append((depth, f"{container}.{type_match.group('name')}" if container else type_match.group("name"), is_public))
            if is_public and not machinery:
                declarations.append(Declaration(module, container, normalize_type(type_match), apple, number, path))
            continue
        if stripped.startswith(("import ", "@_exported import ")) or stripped.startswith("func standIn()"):
            continue
        is_public = (bool(re.search(r"\b(public|open)\b", stripped))
                     or (stripped.startswith("case ") and container_public)
                     or (container and container_public and is_protocol_member(path, stack)))
        if machinery or not is_public:
            continue
        declarations.append(Declaration(module, container, normalize_member(stripped), apple, number, path))
    return declarations


_protocols = {}


def is_protocol_member(path, stack):
    """Whether the innermost container is a protocol (whose requirements carry no access modifier)."""
    if path not in _protocols:
        _protocols[path] = set(re.findall(r"\bprotocol (\w+)", path.read_text()))
    return bool(stack) and stack[-1][1].split(".")[-1] in _protocols[path]


def read_manifest():
    entries = []
    problems = []
    unverified = []
    for number, raw in enumerate(MANIFEST.read_text().splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [part.strip() for part in line.split(" | ")]
        if len(parts) == 5:
            if not parts[4].startswith("unverified: ") or not parts[4][len("unverified: "):].strip():
                problems.append(f"apple-api.txt:{number}: a fifth field must read 'unverified: <why>', found {parts[4]!r}")
            else:
                unverified.append(number)
            parts = parts[:4]
        if len(parts) != 4:
            problems.append(f"apple-api.txt:{number}: expected 'Module | Container | Signature | Source [| unverified: <why>]', found {line!r}")
            continue
        module, container, signature, source = parts
        container = "" if container == "-" else container
        if not source.startswith("https://"):
            problems.append(f"apple-api.txt:{number}: the source must be the https address the signature was looked up at")
        entries.append(((module, container, signature), number))
    return entries, problems, unverified


def source_text():
    texts = []
    for folder in USERS:
        for path in sorted(folder.rglob("*.swift")):
            texts.append(path.read_text())
    return "\n".join(texts)


def used(declaration, text, used_types):
    signature = declaration.code if declaration.apple is None else declaration.code
    signature = normalize_member(signature)
    type_match = re.match(r"^(@\w+ )*(class|struct|enum|protocol|typealias) (?!func |var |let )(\w+)", declaration.signature)
    if type_match:
        return type_match.group(3) in used_types
    case = re.match(r"^case `?(\w+)`?", signature)
    if case:
        return f".{case.group(1)}" in text or declaration.only_case
    init = re.search(r"\binit[?!]?\((.*)\)", signature)
    if init and not re.search(r"\bfunc\b", signature):
        labels = [p.strip().split(" ")[0].split(":")[0] for p in split_parameters(init.group(1))]
        short = declaration.container.split(".")[-1]
        if not labels:
            return f"{short}()" in text
        return all((f"{short}(" in text) if label == "_" else (f"{label}:" in text) for label in labels)
    name = re.search(r"\b(?:func|var|let) (`?\w+`?)", signature)
    if name:
        word = name.group(1).strip("`")
        return re.search(rf"\b{re.escape(word)}\b", text) is not None
    return False


def split_parameters(text):
    parts, depth, current = [], 0, ""
    for char in text:
        if char in "([<":
            depth += 1
        elif char in ")]>":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current)
    return parts


def main():
    declarations = [d for module in MODULES for d in read_stand_in(module)]
    problems = []

    # Only cases of their enumerations.
    cases = {}
    for d in declarations:
        if d.signature.startswith("case "):
            cases.setdefault((d.module, d.container), []).append(d)
    for d in declarations:
        d.only_case = len(cases.get((d.module, d.container), [])) == 1

    for d in declarations:
        if d.apple is not None and normalize_member(d.code) == d.apple:
            problems.append(f"{d.file}:{d.line}: the '// apple:' comment repeats the declaration; remove it")

    manifest, manifest_problems, unverified = read_manifest()
    problems += manifest_problems
    declared = {d.key: d for d in declarations}
    listed = {key: number for key, number in manifest}
    for key, d in declared.items():
        if key not in listed:
            problems.append(f"{d.file}:{d.line}: not in apple-api.txt: {d.module} | {d.container or '-'} | {d.signature}")
    for key, number in listed.items():
        if key not in declared:
            problems.append(f"apple-api.txt:{number}: no stand-in declares {' | '.join(k or '-' for k in key)}")
    if len(manifest) != len(listed):
        problems.append("apple-api.txt lists a declaration twice")

    text = source_text()
    used_types = set(re.findall(r"\b[A-Z]\w*\b", text))
    if "#selector" in text:
        used_types.add("Selector")
    changed = True
    used_set = set()
    while changed:
        changed = False
        for d in declarations:
            if d.key not in used_set and used(d, text, used_types):
                used_set.add(d.key)
                used_types |= set(re.findall(r"\b[A-Z]\w*\b", d.signature))
                if d.container:
                    used_types |= set(d.container.split("."))
                changed = True
    for d in declarations:
        if d.key not in used_set:
            problems.append(f"{d.file}:{d.line}: nothing in Sources/KeysmithUIKit, Examples or Tests/KeysmithUIKitTests uses {d.signature!r}; remove it")

    print(f"{len(unverified)} of {len(manifest)} apple-api.txt signatures unverified (no authoritative page found)"
          + (": lines " + ", ".join(str(n) for n in unverified) if unverified else ""))
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"{len(problems)} problem(s) with the stand-ins", file=sys.stderr)
        return 1
    print(f"{len(declarations)} stand-in declarations, each listed with Apple's signature and used")
    return 0


if __name__ == "__main__":
    sys.exit(main())
