#!/usr/bin/env python3
"""Writes what libhangul, the reference Hangul input library, types for random key sequences of the
2-set (두벌식) keyboard, for the Korean composer's property test to check itself against.

    python3 scripts/hangul_reference.py            # write Tests/.../Fixtures/Hangul/libhangul-2set.json
    python3 scripts/hangul_reference.py --check    # exit 1 when libhangul disagrees with that file

The sequences come from a seeded generator, so the file is the same on every run: jamo keys (the
shifted tense consonants and ㅒ ㅖ among them), weighted towards the consonants that make double
finals and the vowels that make compound vowels, with a backspace now and then. For each sequence
the file holds the text libhangul committed and its preedit (the syllable being composed). A
backspace with nothing being composed deletes the last character committed, as the host's field
does when a keyboard sends deleteBackward.

libhangul (LGPL-2.1, Debian's `libhangul1`) is only run, through ctypes, never shipped; the script
installs it with apt-get when it is missing, and exits with status 3 when it cannot.
"""
import ctypes
import ctypes.util
import json
import os
import random
import shutil
import subprocess
import sys

FIXTURE = os.path.join(
    os.path.dirname(__file__), "..", "Tests", "KeysmithCoreTests", "Fixtures", "Hangul", "libhangul-2set.json"
)
SEED = 25
CASES = 3000
BACKSPACE = "⌫"

# The 2-set keyboard: each jamo and the ASCII key libhangul's keyboard "2" reads for it.
KEYS = {
    "ㅂ": "q", "ㅈ": "w", "ㄷ": "e", "ㄱ": "r", "ㅅ": "t", "ㅛ": "y", "ㅕ": "u", "ㅑ": "i", "ㅐ": "o", "ㅔ": "p",
    "ㅁ": "a", "ㄴ": "s", "ㅇ": "d", "ㄹ": "f", "ㅎ": "g", "ㅗ": "h", "ㅓ": "j", "ㅏ": "k", "ㅣ": "l",
    "ㅋ": "z", "ㅌ": "x", "ㅊ": "c", "ㅍ": "v", "ㅠ": "b", "ㅜ": "n", "ㅡ": "m",
    "ㅃ": "Q", "ㅉ": "W", "ㄸ": "E", "ㄲ": "R", "ㅆ": "T", "ㅒ": "O", "ㅖ": "P",
}
# Drawn more often: the keys of double finals and compound vowels.
FAVOURED = list("ㄱㄴㄹㅂㅅㅈㅎㅁㅌㅍㅗㅜㅡㅏㅐㅓㅔㅣ")


# The exit status when libhangul is missing and cannot be installed, which scripts/test.sh reports as
# a check not run (and, in CI, a failure).
NOT_INSTALLED = 3


class NotInstalled(Exception):
    pass


def load_libhangul():
    name = ctypes.util.find_library("hangul") or "libhangul.so.1"
    try:
        return ctypes.CDLL(name)
    except OSError:
        pass
    sudo = [] if os.geteuid() == 0 else (["sudo", "-n"] if shutil.which("sudo") else [])
    if not shutil.which("apt-get"):
        raise NotInstalled("libhangul is not installed and there is no apt-get to install it")
    print("installing libhangul1 with apt-get", file=sys.stderr)
    installed = subprocess.run(
        sudo + ["apt-get", "install", "-y", "libhangul1"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    try:
        return ctypes.CDLL("libhangul.so.1")
    except OSError:
        raise NotInstalled("apt-get could not install libhangul1: " + installed.stderr.strip()[-300:])


class InputContext:
    def __init__(self, lib):
        self.lib = lib
        lib.hangul_ic_new.restype = ctypes.c_void_p
        lib.hangul_ic_new.argtypes = [ctypes.c_char_p]
        for function in ("hangul_ic_get_preedit_string", "hangul_ic_get_commit_string"):
            getattr(lib, function).restype = ctypes.POINTER(ctypes.c_uint32)
            getattr(lib, function).argtypes = [ctypes.c_void_p]
        lib.hangul_ic_process.argtypes = [ctypes.c_void_p, ctypes.c_int]
        lib.hangul_ic_process.restype = ctypes.c_bool
        lib.hangul_ic_backspace.argtypes = [ctypes.c_void_p]
        lib.hangul_ic_backspace.restype = ctypes.c_bool
        lib.hangul_ic_reset.argtypes = [ctypes.c_void_p]
        lib.hangul_ic_delete.argtypes = [ctypes.c_void_p]
        self.context = lib.hangul_ic_new(b"2")

    @staticmethod
    def string(pointer):
        characters = []
        index = 0
        while pointer[index]:
            characters.append(chr(pointer[index]))
            index += 1
        return "".join(characters)

    def type(self, keys):
        """The text committed and the preedit after typing `keys`."""
        self.lib.hangul_ic_reset(self.context)
        text = ""
        for key in keys:
            if key == BACKSPACE:
                if not self.lib.hangul_ic_backspace(self.context):
                    text = text[:-1]
            else:
                self.lib.hangul_ic_process(self.context, ord(KEYS[key]))
                text += self.string(self.lib.hangul_ic_get_commit_string(self.context))
        return text, self.string(self.lib.hangul_ic_get_preedit_string(self.context))


def sequences():
    generator = random.Random(SEED)
    every = list(KEYS)
    for _ in range(CASES):
        keys = []
        for _ in range(generator.randint(1, 14)):
            roll = generator.random()
            if roll < 0.08:
                keys.append(BACKSPACE)
            elif roll < 0.6:
                keys.append(generator.choice(FAVOURED))
            else:
                keys.append(generator.choice(every))
        yield "".join(keys)


def reference():
    context = InputContext(load_libhangul())
    cases = []
    for keys in sequences():
        committed, composing = context.type(keys)
        cases.append({"keys": keys, "text": committed + composing, "composing": composing})
    return {
        "about": "What libhangul's 2-set keyboard types for random key sequences; written by "
        "scripts/hangul_reference.py (seed %d). ⌫ is backspace." % SEED,
        "cases": cases,
    }


def dumps(value):
    lines = ",\n".join("    " + json.dumps(case, ensure_ascii=False) for case in value["cases"])
    return '{\n  "about": %s,\n  "cases": [\n%s\n  ]\n}\n' % (json.dumps(value["about"], ensure_ascii=False), lines)


def main(arguments):
    try:
        text = dumps(reference())
    except NotInstalled as problem:
        print(f"libhangul: {problem}", file=sys.stderr)
        return NOT_INSTALLED
    if "--check" in arguments:
        with open(FIXTURE, encoding="utf-8") as file:
            if file.read() != text:
                print(f"libhangul disagrees with {os.path.relpath(FIXTURE)}: run scripts/hangul_reference.py")
                return 1
        print(f"libhangul agrees with all {CASES} sequences of {os.path.relpath(FIXTURE)}")
        return 0
    os.makedirs(os.path.dirname(FIXTURE), exist_ok=True)
    with open(FIXTURE, "w", encoding="utf-8") as file:
        file.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
