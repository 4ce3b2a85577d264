#!/usr/bin/env python3
"""Checks that `keysmith render --panel emoji --png` draws the emoji page's emoji in colour.

    python3 scripts/check_emoji_png.py --keysmith PATH/TO/keysmith

It renders the emoji page into a temporary folder and checks, first, that the SVG names a colour
emoji font for every emoji it writes (a renderer otherwise takes a black outline of the emoji from
the first font that has one, or draws a box); then, where headless Chromium and a colour emoji font
(Debian's fonts-noto-color-emoji) are installed, that the PNG's first emoji cells are in colour: a
black outline, a box with the code point in it or a blank cell has no coloured pixels, a smiley has
many. Without Chromium or the font the PNG part is skipped (recorded for scripts/test.sh's list),
unless KEYSMITH_E2E_REQUIRED=1, where it fails. Exit status: 0 passed or skipped, 1 failed.
"""

import argparse
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
import zlib

import skipped_checks

SVG = "{http://www.w3.org/2000/svg}"
COLOUR_EMOJI_FONT = "'Noto Color Emoji'"
CELLS = 10  # the emoji cells looked at, the first of the grid: smileys, every one mostly yellow
COLOURED = 40  # a pixel whose channels differ by more than this is coloured, not grey
CHECK = "emoji in colour in keysmith render --png (scripts/check_emoji_png.py)"


def is_emoji(text):
    return any(0x1F000 <= ord(c) <= 0x1FAFF or 0x2600 <= ord(c) <= 0x27BF for c in text)


def emoji_cells(svg_path):
    """Each emoji text of the picture: (text, font-family, (left, top, right, bottom) in points)."""
    cells = []

    def walk(element, scale, dx, dy):
        # Points inside map to (dx + scale * x, dy + scale * y); the writer uses translate and scale only.
        transform = element.get("transform", "")
        for kind, values in re.findall(r"(\w+)\(([^)]*)\)", transform):
            numbers = [float(value) for value in values.replace(",", " ").split()]
            if kind == "translate":
                dx, dy = dx + scale * numbers[0], dy + scale * (numbers[1] if len(numbers) > 1 else 0)
            elif kind == "scale" and (len(numbers) == 1 or numbers[0] == numbers[1]):
                scale *= numbers[0]
            else:
                raise SystemExit(f"check_emoji_png: cannot follow the transform {transform!r}")
        if element.tag == SVG + "text" and element.text and is_emoji(element.text):
            size = float(element.get("font-size")) * scale
            x, y = dx + scale * float(element.get("x")), dy + scale * float(element.get("y"))
            left = x - size / 2 if element.get("text-anchor") == "middle" else x
            cells.append((element.text, element.get("font-family", ""), (left, y - size, left + size, y + size * 0.2)))
        for child in element:
            walk(child, scale, dx, dy)

    walk(ElementTree.parse(svg_path).getroot(), 1.0, 0.0, 0.0)
    return cells


def read_png(path):
    """(width, height, rows of (r, g, b) tuples) of an 8-bit RGB or RGBA PNG."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"check_emoji_png: {path} is not a PNG")
    position, header, compressed = 8, None, b""
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        position += 12 + length
    width, height, depth, colour_type, _, _, interlace = header
    if depth != 8 or colour_type not in (2, 6) or interlace:
        raise SystemExit(f"check_emoji_png: {path}: only 8-bit RGB or RGBA PNGs without interlacing are read")
    channels = 3 if colour_type == 2 else 4
    raw = zlib.decompress(compressed)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                a, b, c = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                line[i] = (line[i] + (left if a <= b and a <= c else up if b <= c else corner)) & 0xFF
        rows.append([tuple(line[i:i + 3]) for i in range(0, stride, channels)])
        previous = line
    return width, height, rows


def coloured_share(rows, box, scale):
    left, top, right, bottom = (round(value * scale) for value in box)
    pixels = [rows[y][x] for y in range(max(top, 0), min(bottom, len(rows)))
              for x in range(max(left, 0), min(right, len(rows[0])))]
    coloured = sum(1 for pixel in pixels if max(pixel) - min(pixel) > COLOURED)
    return coloured / len(pixels) if pixels else 0.0


def has_colour_emoji_font():
    if shutil.which("fc-list") is None:
        return False
    families = subprocess.run(["fc-list", ":charset=1f600", "family"], capture_output=True, text=True).stdout
    return "color emoji" in families.lower()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keysmith", required=True, help="the keysmith executable")
    arguments = parser.parse_args()
    required = os.environ.get("KEYSMITH_E2E_REQUIRED") == "1"
    with tempfile.TemporaryDirectory(prefix="keysmith-emoji-png-") as folder:
        svg = os.path.join(folder, "emoji.svg")
        subprocess.run([arguments.keysmith, "render", "--panel", "emoji", "-o", svg], check=True)
        cells = emoji_cells(svg)
        unnamed = [text for text, family, _ in cells if COLOUR_EMOJI_FONT not in family]
        if len(cells) < CELLS or unnamed:
            print(f"check_emoji_png: FAILED: {len(cells)} emoji in the SVG; without {COLOUR_EMOJI_FONT}: {unnamed[:5]}")
            return 1
        print(f"check_emoji_png: the SVG names {COLOUR_EMOJI_FONT} for all its {len(cells)} emoji")

        browser = next((shutil.which(name) for name in ("chromium", "chromium-browser", "google-chrome")
                        if shutil.which(name)), None)
        missing = [what for what, there in (("Chromium", browser), ("a colour emoji font", has_colour_emoji_font()))
                   if not there]
        if missing:
            advice = (f"{' and '.join(missing)} not installed (Debian: sudo apt-get install chromium "
                      "fonts-noto-color-emoji); rsvg-convert draws emoji in one colour")
            print(f"check_emoji_png: {'FAILED' if required else 'skipped'}: the PNG: {advice}")
            if required:
                return 1
            skipped_checks.record(CHECK, advice)
            return 0

        subprocess.run([arguments.keysmith, "render", "--panel", "emoji", "--png", "-o", svg], check=True)
        width, _, rows = read_png(os.path.join(folder, "emoji.png"))
        scale = width / float(ElementTree.parse(svg).getroot().get("width"))
        shares = [coloured_share(rows, box, scale) for _, _, box in cells[:CELLS]]
        grey = [text for (text, _, _), share in zip(cells, shares) if share < 0.05]
        if len(grey) > 1:
            print(f"check_emoji_png: FAILED: these emoji came out grey, a box or blank in the PNG: {' '.join(grey)} "
                  f"(coloured share of each cell: {', '.join(f'{share:.2f}' for share in shares)})")
            return 1
        print(f"check_emoji_png: the PNG's first {CELLS} emoji are in colour "
              f"(coloured share of each cell: {', '.join(f'{share:.2f}' for share in shares)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
