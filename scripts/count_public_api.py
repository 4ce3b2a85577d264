#!/usr/bin/env python3
"""Counts KeysmithCore's public API, so that its size can be followed from change to change.

Two measures:

- symbols, from the symbol graph (`swift package dump-symbol-graph --minimum-access-level public
  --include-spi-symbols`): the public ones an app sees, the `@_spi(Tooling)` ones only the `keysmith`
  tool and the tests see, and apart from both the members the compiler synthesizes (`Equatable`,
  `Codable`… and protocol extension members inherited by conforming types);
- declaration lines in Sources/KeysmithCore that start with `public` or `open` (after plain attributes
  such as `@discardableResult`), and those that start with `@_spi(…)`.

Usage: python3 scripts/count_public_api.py [KeysmithCore.symbols.json]
Without a file, the symbol graph is dumped first (which builds the package).
"""

import json
import pathlib
import re
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
MODULE = "KeysmithCore"
PUBLIC_LINE = re.compile(r"^\s*(@[A-Za-z]+ )*(public|open) ")
SPI_LINE = re.compile(r"^\s*(@[A-Za-z]+ )*@_spi\([A-Za-z]+\) (@[A-Za-z]+ )*(public|open) ")


def dump_symbol_graph() -> pathlib.Path:
    """Dumps the package's symbol graphs and returns the path of the module's.

    The command also tries the test targets, which have no module to read on Linux, and then exits
    with an error; only the library's graph matters here, so it is enough that it was written.
    """
    started = time.time()
    result = subprocess.run(
        ["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public", "--include-spi-symbols"],
        cwd=ROOT, capture_output=True, text=True,
    )
    found = [p for p in ROOT.glob(f".build/**/symbolgraph/{MODULE}.symbols.json") if p.stat().st_mtime >= started]
    if not found:
        output = (result.stderr or result.stdout).strip().splitlines()
        sys.exit("error: swift package dump-symbol-graph wrote no " + f"{MODULE}.symbols.json:\n" + "\n".join(output[-20:]))
    return max(found, key=lambda p: p.stat().st_mtime)


def count_symbols(path: pathlib.Path) -> dict[str, int]:
    """Public, SPI and synthesized symbols of the module.

    A synthesized member (an `Equatable` `!=`, an `Error`'s `localizedDescription`…) counts as SPI
    when the type it belongs to is SPI.
    """
    symbols = [s for s in json.loads(path.read_text())["symbols"] if s.get("accessLevel") in ("public", "open")]
    spi_paths = {tuple(s["pathComponents"]) for s in symbols if s.get("spi", False)}
    counts = {"public": 0, "spi": 0, "synthesized public": 0, "synthesized spi": 0}
    for symbol in symbols:
        components = tuple(symbol["pathComponents"])
        synthesized = "::SYNTHESIZED::" in symbol["identifier"]["precise"]
        spi = any(components[:n] in spi_paths for n in range(1, len(components) + 1))
        key = ("synthesized " if synthesized else "") + ("spi" if spi else "public")
        counts[key] += 1
    return counts


def count_lines() -> dict[str, int]:
    """Declaration lines that say `public` or `open`, and those marked `@_spi`."""
    counts = {"public": 0, "spi": 0}
    for source in sorted((ROOT / "Sources" / MODULE).rglob("*.swift")):
        for line in source.read_text().splitlines():
            if PUBLIC_LINE.match(line):
                counts["public"] += 1
            elif SPI_LINE.match(line):
                counts["spi"] += 1
    return counts


def main() -> None:
    path = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else dump_symbol_graph()
    symbols = count_symbols(path)
    lines = count_lines()
    print(f"{MODULE} symbols (symbol graph, not synthesized):")
    print(f"  public      {symbols['public']:5}")
    print(f"  SPI         {symbols['spi']:5}")
    print(f"{MODULE} synthesized symbols:")
    print(f"  public      {symbols['synthesized public']:5}")
    print(f"  SPI         {symbols['synthesized spi']:5}")
    print(f"{MODULE} declaration lines:")
    print(f"  public      {lines['public']:5}   (lines starting with `public` or `open`; members of SPI types included)")
    print(f"  SPI         {lines['spi']:5}   (lines starting with `@_spi(...)`)")


if __name__ == "__main__":
    main()
