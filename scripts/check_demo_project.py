#!/usr/bin/env python3
"""Checks Examples/KeysmithDemo/project.yml, the XcodeGen spec of the demo app and its keyboard.

XcodeGen and Xcode do not run on Linux, so this reads the spec as XcodeGen reads it and checks what
would otherwise fail only on a Mac, in `xcodegen generate`, in the build or on the device:

1. every file and folder the spec names exists: the local package (with its Package.swift), each
   target's sources, Info.plist and entitlements; and every package product a target depends on is
   a library of that package;
2. the committed Info.plists and entitlements hold exactly what XcodeGen writes from `info` and
   `entitlements` (its generated keys included), so that generating leaves them as they are;
3. there is one application and one app extension, and the application embeds the extension;
4. the extension is a keyboard: its `NSExtension` has `NSExtensionPointIdentifier`
   `com.apple.keyboard-service`, an `NSExtensionPrincipalClass` its sources declare, and
   `NSExtensionAttributes` with `RequestsOpenAccess` and `PrimaryLanguage`; it links
   KeysmithLexicons; the application's scene delegate is declared in its sources;
5. both targets have the same App Group in their entitlements
   (`com.apple.security.application-groups`), and name it as `KeysmithAppGroup` in their Info.plist,
   which is where KeysmithUIKit and the app read it;
6. the application bundles the web view's files, path-configuration.json included;
7. every Swift file of the demo belongs to a target, and scripts/typecheck-ios.sh type-checks each
   target as one module made of exactly the Swift files its sources name.

Usage: check_demo_project.py [DEMO_FOLDER]   (default: Examples/KeysmithDemo)
Prints one line per check and closes with 'N passed, N failed'; exits 1 when a check failed.
"""
import pathlib
import plistlib
import re
import shlex
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
TYPECHECK = ROOT / "scripts" / "typecheck-ios.sh"

# What XcodeGen adds to every Info.plist it writes (InfoPlistGenerator), and by product type.
XCODEGEN_INFO = {
    "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
    "CFBundleInfoDictionaryVersion": "6.0",
    "CFBundleName": "$(PRODUCT_NAME)",
    "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)",
    "CFBundleShortVersionString": "1.0",
    "CFBundleVersion": "1",
    "CFBundleExecutable": "$(EXECUTABLE_NAME)",
}
XCODEGEN_PACKAGE_TYPE = {"application": "APPL", "app-extension": "XPC!"}
APP_GROUPS = "com.apple.security.application-groups"


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, message, why=""):
        if ok:
            self.passed += 1
            print(f"ok: {message}")
        else:
            self.failed += 1
            print(f"FAILED: {message}" + (f": {why}" if why else ""))
        return ok


def expected_info(target):
    """The Info.plist XcodeGen writes for `target`: its generated keys under the spec's properties."""
    plist = dict(XCODEGEN_INFO)
    if target.get("type") in XCODEGEN_PACKAGE_TYPE:
        plist["CFBundlePackageType"] = XCODEGEN_PACKAGE_TYPE[target["type"]]
    plist.update(target.get("info", {}).get("properties", {}))
    return plist


def sources_of(target):
    """The target's sources as (path, type) pairs, in XcodeGen's two spellings."""
    sources = target.get("sources", [])
    if isinstance(sources, (str, dict)):
        sources = [sources]
    return [(s, None) if isinstance(s, str) else (s.get("path"), s.get("type")) for s in sources]


def swift_files(demo, target):
    """The Swift files XcodeGen compiles for `target`: those under its sources, except folder references."""
    files = set()
    for path, kind in sources_of(target):
        full = (demo / path).resolve()
        if kind == "folder" or not full.exists():
            continue
        found = [full] if full.is_file() else full.rglob("*.swift")
        files |= {f for f in found if f.suffix == ".swift"}
    return files


def typecheck_modules():
    """The demo's modules in scripts/typecheck-ios.sh: module name -> the Swift files it type-checks."""
    text = TYPECHECK.read_text()
    block = re.search(r"^demo_modules=\((.*?)^\)", text, re.S | re.M)
    modules = {}
    for entry in shlex.split(block.group(1), comments=True) if block else []:
        name, *paths = entry.split()
        files = set()
        for path in paths:
            full = (ROOT / path).resolve()
            files |= {full} if full.is_file() else set(full.rglob("*.swift"))
        modules[name] = files
    return modules


def library_products(package_folder):
    manifest = package_folder / "Package.swift"
    return set(re.findall(r'\.library\(\s*name:\s*"([^"]+)"', manifest.read_text())) if manifest.is_file() else set()


def main():
    demo = pathlib.Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT / "Examples" / "KeysmithDemo"
    checks = Checks()
    spec_path = demo / "project.yml"
    try:
        spec = yaml.safe_load(spec_path.read_text())
        checks.check(isinstance(spec, dict), f"{spec_path.name} is a YAML mapping")
    except (OSError, yaml.YAMLError) as error:
        checks.check(False, f"{spec_path.name} is read", str(error))
        spec = None
    if not isinstance(spec, dict):
        print(f"{checks.passed} passed, {checks.failed} failed")
        return 1

    def rel(path):
        return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)

    options = spec.get("options", {})
    checks.check(bool(spec.get("name")) and bool(options.get("bundleIdPrefix")), "the project has a name and a bundleIdPrefix")
    ios = str(options.get("deploymentTarget", {}).get("iOS", "0"))
    checks.check(float(ios.split(".")[0] or 0) >= 15, f"the deployment target is iOS 15 or later (iOS {ios})")

    # 1. The packages and every path the targets name.
    products = {}
    for name, package in spec.get("packages", {}).items():
        if "path" in package:
            folder = (demo / package["path"]).resolve()
            checks.check((folder / "Package.swift").is_file(), f"the local package {name} ({package['path']}) has a Package.swift")
            products[name] = library_products(folder)
    targets = spec.get("targets", {})
    for target_name, target in targets.items():
        for path, kind in sources_of(target):
            full = demo / str(path)
            exists = full.is_dir() if kind == "folder" else full.exists()
            checks.check(exists, f"{target_name}: the source {path} exists" + (" as a folder" if kind == "folder" else ""))
        for dependency in target.get("dependencies", []):
            if "package" in dependency:
                product = dependency.get("product", dependency["package"])
                checks.check(product in products.get(dependency["package"], set()),
                             f"{target_name}: {dependency['package']} has the library product {product}")
            elif "target" in dependency:
                checks.check(dependency["target"] in targets, f"{target_name}: the target it depends on, {dependency['target']}, exists")

    # 2. The Info.plists and entitlements, as XcodeGen writes them.
    info, entitlements = {}, {}
    for target_name, target in targets.items():
        for key, expected, store in (("info", expected_info(target), info),
                                     ("entitlements", target.get("entitlements", {}).get("properties", {}), entitlements)):
            path = target.get(key, {}).get("path")
            if not checks.check(bool(path), f"{target_name}: `{key}` names a file"):
                continue
            file = demo / path
            if not checks.check(file.is_file(), f"{target_name}: {rel(file)} exists"):
                continue
            try:
                committed = plistlib.loads(file.read_bytes())
            except Exception as error:  # plistlib raises several kinds
                checks.check(False, f"{target_name}: {rel(file)} is a property list", str(error))
                continue
            store[target_name] = expected
            checks.check(committed == expected, f"{target_name}: {rel(file)} holds what XcodeGen writes from `{key}`",
                         "regenerate it with `xcodegen generate`, or make it match project.yml")

    # 3. One application that embeds one keyboard extension.
    apps = [n for n, t in targets.items() if t.get("type") == "application"]
    extensions = [n for n, t in targets.items() if t.get("type") == "app-extension"]
    checks.check(len(apps) == 1 and len(extensions) == 1, "one application and one app extension",
                 f"applications {apps}, extensions {extensions}")
    app, extension = (apps or [None])[0], (extensions or [None])[0]
    if app and extension:
        embedded = [d for d in targets[app].get("dependencies", []) if d.get("target") == extension]
        checks.check(bool(embedded) and embedded[0].get("embed", True), f"{app} embeds {extension}")

    # 4. The keyboard's NSExtension, its class, its lexicons; the app's scene delegate.
    def declares(target, class_name):
        return any(re.search(rf"\bclass {re.escape(class_name)}\b", f.read_text()) for f in swift_files(demo, targets[target]))

    if extension:
        ns = info.get(extension, {}).get("NSExtension", {})
        checks.check(ns.get("NSExtensionPointIdentifier") == "com.apple.keyboard-service",
                     f"{extension}: NSExtensionPointIdentifier is com.apple.keyboard-service")
        principal = str(ns.get("NSExtensionPrincipalClass", ""))
        checks.check(principal.startswith("$(PRODUCT_MODULE_NAME).") and declares(extension, principal.split(".")[-1]),
                     f"{extension}: NSExtensionPrincipalClass names a class of its sources ({principal or 'none'})")
        attributes = ns.get("NSExtensionAttributes", {})
        checks.check(isinstance(attributes.get("RequestsOpenAccess"), bool),
                     f"{extension}: NSExtensionAttributes has RequestsOpenAccess, true or false")
        checks.check(isinstance(attributes.get("PrimaryLanguage"), str) and bool(attributes.get("PrimaryLanguage")),
                     f"{extension}: NSExtensionAttributes has PrimaryLanguage")
        checks.check(any(d.get("product") == "KeysmithLexicons" for d in targets[extension].get("dependencies", [])),
                     f"{extension}: links KeysmithLexicons")
    if app:
        configurations = info.get(app, {}).get("UIApplicationSceneManifest", {}).get("UISceneConfigurations", {})
        delegates = [c.get("UISceneDelegateClassName", "") for role in configurations.values() for c in role]
        checks.check(bool(delegates) and all(d.startswith("$(PRODUCT_MODULE_NAME).") and declares(app, d.split(".")[-1]) for d in delegates),
                     f"{app}: the scene delegate of its Info.plist is a class of its sources ({', '.join(delegates) or 'none'})")

    # 5. One App Group, shared and named.
    groups = {n: e.get(APP_GROUPS) for n, e in entitlements.items()}
    shared = set(groups.get(app) or []) & set(groups.get(extension) or [])
    checks.check(len(groups) == 2 and all(isinstance(g, list) and g for g in groups.values())
                 and groups.get(app) == groups.get(extension),
                 f"both targets' entitlements have the same {APP_GROUPS}", str(groups))
    for name in (app, extension):
        named = info.get(name, {}).get("KeysmithAppGroup")
        checks.check(bool(name) and named in shared, f"{name}: KeysmithAppGroup ({named}) is the shared App Group")

    # 6. The web view's files, with the path configuration the app loads.
    if app:
        folders = [demo / p for p, kind in sources_of(targets[app]) if kind == "folder"]
        checks.check(any((f / "path-configuration.json").is_file() and (f / "keyboard-toolbar.js").is_file() for f in folders),
                     f"{app}: bundles a folder with path-configuration.json and keyboard-toolbar.js")

    # 7. The type-check covers every Swift file of the demo, target by target.
    modules = typecheck_modules()
    in_targets = set()
    for target_name, target in targets.items():
        files = swift_files(demo, target)
        in_targets |= files
        checked = modules.get(target_name)
        missing = sorted(rel(f) for f in files - (checked or set()))
        extra = sorted(rel(f) for f in (checked or set()) - files)
        checks.check(checked is not None and not missing and not extra,
                     f"{target_name}: scripts/typecheck-ios.sh type-checks its {len(files)} Swift files as one module",
                     "not in demo_modules" if checked is None else f"missing {missing}, not in the target {extra}")
    strays = sorted(rel(f) for f in demo.rglob("*.swift") if f.resolve() not in in_targets)
    checks.check(not strays, "every Swift file of the demo belongs to a target", ", ".join(strays))

    print(f"{checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
