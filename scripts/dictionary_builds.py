"""What the scripts that build the composing keyboards' data files share.

Each of them runs itself again inside a virtual environment of its own with its pinned packages
(`run_inside`), seals its binary file with the checksum every Keysmith data file carries (`fnv`), and
either writes what it built or, with --check, fails when a committed file differs from it
(`write_or_check`).
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


def write_or_check(files, check, root):
    """Writes each `(path, bytes)` of `files`, or with `check` exits with an error naming the first
    committed file that differs. Returns whether the files were written."""
    for path, content in files:
        if check:
            with open(path, "rb") as file:
                if file.read() != content:
                    sys.exit(f"{os.path.relpath(path, root)} differs from the file its sources build")
        else:
            with open(path, "wb") as file:
                file.write(content)
    if check:
        names = " and ".join(os.path.relpath(path, root) for path, _ in files)
        print(f"{names} {'is' if len(files) == 1 else 'are'} up to date")
    return not check
