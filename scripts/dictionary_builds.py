"""What the scripts that build Keysmith's data files share.

The builders of the composing keyboards' dictionaries run themselves again inside a virtual
environment of their own with their pinned packages (`run_inside`) and seal their binary files with
the checksum every Keysmith data file carries (`fnv`); the lexicon builders build theirs with Tools'
release `keysmith` (`release_keysmith`). Each either writes what it built or, with --check, fails
when a committed file differs from it (`write_or_check`).
"""

import os
import struct
import subprocess
import sys

FNV_OFFSET = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3


def environment_python(environment, packages):
    """The interpreter of the virtual environment at `environment`, created when missing, with
    `packages` installed."""
    python = os.path.join(environment, "bin", "python")
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", environment], check=True)
    subprocess.run(
        [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *packages], check=True
    )
    return python


def run_inside(script, environment, packages):
    """Runs `script` again with the interpreter of its environment and `--inside` before the
    arguments it was given, and exits with its status."""
    python = environment_python(environment, packages)
    sys.exit(subprocess.run([python, os.path.abspath(script), "--inside", *sys.argv[1:]]).returncode)


def fnv(payload):
    """FNV-1a over the payload as little-endian 64-bit words, the last one padded with zeros (the
    lexicon files' checksum, `LexiconFormat.checksum`)."""
    padded = payload + b"\0" * (-len(payload) % 8)
    value = FNV_OFFSET
    for (word,) in struct.iter_unpack("<Q", padded):
        value = ((value ^ word) * FNV_PRIME) & 0xFFFFFFFFFFFFFFFF
    return value


def release_keysmith(root):
    """Builds Tools' `keysmith` in release mode (several minutes the first time) and returns its path."""
    command = ["swift", "build", "-c", "release", "--package-path", "Tools"]
    subprocess.run([*command, "--product", "keysmith"], cwd=root, check=True)
    folder = subprocess.run([*command, "--show-bin-path"], cwd=root, check=True, capture_output=True, text=True)
    return os.path.join(folder.stdout.strip(), "keysmith")


def committed_differs(path, content):
    """Why the committed file at `path` is not `content`, or None when it is."""
    try:
        with open(path, "rb") as file:
            committed = file.read()
    except FileNotFoundError:
        return "is missing"
    if committed == content:
        return None
    return f"differs from the file its sources build ({len(committed):,} bytes committed, {len(content):,} built)"


def write_or_check(files, check, root):
    """Writes each `(path, bytes)` of `files`, or with `check` exits with an error naming every
    committed file that differs. Returns whether the files were written."""
    if check:
        differences = [(path, committed_differs(path, content)) for path, content in files]
        errors = [f"{os.path.relpath(path, root)} {why}" for path, why in differences if why]
        if errors:
            sys.exit("\n".join(errors))
    else:
        for path, content in files:
            with open(path, "wb") as file:
                file.write(content)
    if check:
        names = [os.path.relpath(path, root) for path, _ in files]
        names = " and ".join(names) if len(names) <= 2 else ", ".join(names[:-1]) + " and " + names[-1]
        print(f"{names} {'is' if len(files) == 1 else 'are'} up to date")
    return not check
