/// The binary lexicon file, version 2: the same words and searches as version 1 (``LexiconFormat``)
/// in about a fifth of the bytes. Every number is little-endian and every section starts on a
/// multiple of 8 bytes; the file is read into one buffer (or mapped) and queried in place.
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 4 | magic `KSLX` |
/// | 4 | 4 | format version (2) |
/// | 8 | 4 | word count W |
/// | 12 | 4 | alphabet size A (1…255) |
/// | 16 | 4 | forward trie node count F |
/// | 20 | 4 | backward trie node count B |
/// | 24 | 4 | length of the longest word, in Unicode scalars (at most 64) |
/// | 28 | 4 | lowest word score: the score of level 0 |
/// | 32 | 8 | payload length: the file's length less the 64-byte header |
/// | 40 | 8 | checksum of the payload (``LexiconFormat/checksum(_:)``) |
/// | 48 | 4 | score step: how much each level adds to the lowest score (1…65,535) |
/// | 52 | 4 | forward tail length TF: the bytes of the forward trie's tails |
/// | 56 | 4 | backward tail length TB |
/// | 60 | 4 | zero |
///
/// The payload follows, section after section, each padded with zeros to a multiple of 8 bytes:
///
/// 1. the alphabet, A × u32, as in version 1;
/// 2. the forward trie (below) of F nodes and TF tail bytes, with its word ranks, then the best
///    level of each node, F × u8, then the level of each word, W × u8, in the order of the word
///    nodes;
/// 3. the backward trie of B nodes and TB tail bytes, over the words spelt backwards, without ranks
///    or levels.
///
/// **Tries.** A trie is stored as LOUDS, the level-order unary degree sequence that marisa-trie
/// also uses: its nodes are numbered in breadth-first order (node 0 the root, a node's children
/// consecutive and sorted by symbol), and one bit string gives the shape, each node in turn adding
/// a 1 per child and then a 0. Node i's run of bits starts just after the i-th 0, and its first
/// child is numbered one more than the 1s before that, so that two bits a node replace version 1's
/// child count and four-byte child index. The sections of a trie of N nodes are:
///
/// 1. the shape, ⌈(2N − 1) / 64⌉ + 1 little-endian u64 words, bit k of the string being bit k % 64
///    of word k / 64; the last word, and every bit past the string, are 0;
/// 2. the select samples, ⌈N / 64⌉ × u32: the position in the shape of every 64th 0 (the 0th, the
///    64th…), which bound the search for the i-th 0 to a few words;
/// 3. the word bits, ⌈N / 64⌉ u64 words: bit i set when a word ends at node i;
/// 4. forward only, the word ranks, one u32 per 256 nodes: how many word bits are set before the
///    block, so that a word's index among the word nodes (and so its level) takes one lookup and a
///    few population counts;
/// 5. the symbols, N × u8 (the root's is 0);
/// 6. the tail bits, ⌈N / 64⌉ u64 words: bit i set when node i has a tail (below);
/// 7. the tail starts, ⌈N / 64⌉ × u32: where in the tail bytes the tails of the nodes from 64 × k on
///    start, for each k;
/// 8. the tail ends, ⌈T / 64⌉ u64 words for T tail bytes: bit k set when tail byte k is the last of
///    its tail;
/// 9. the tail bytes, T × u8: the tails, one after another in the order of their nodes.
///
/// **Tails.** A chain of nodes that each have one child and end no word is stored as one node, as
/// marisa-trie does: the node's edge spells the chain's symbols, the first in the symbols and the
/// others in its *tail*. So a node has a tail only when it would otherwise have had a single child
/// and ended no word, and the node where the chain ends (a word, a leaf or a fork) carries the rest
/// of the trie: its word bit, its children and its best level. Most deep nodes of both tries are in
/// such chains (half to two thirds of them), which the tails remove. Node i's tail is found from
/// the tail start of its block of 64, skipping one tail for each tail bit set before i in the block.
///
/// **Scores.** Frequencies are kept as 8-bit levels: level q stands for the word score
/// `lowest + q × step`, on version 1's scale (`1 + round(1000 × ln(count))`), with the step the
/// smallest whole number that spans the lexicon's scores in 255 steps, and each word taking the
/// nearest level. On English the step is 57 thousandths of a nat, so that a level's count is within
/// 3 % of the word's. A node's best level is the highest level of a word in its subtree, which
/// completion's best-first search needs.
enum LexiconFormatV2 {
    /// The version this file describes.
    static let version: UInt32 = 2
    /// The number of samples, words and blocks of a trie's sections are all computed per this many
    /// nodes or zeros.
    static let sampleInterval = 64
    /// Nodes per word-rank entry.
    static let rankBlock = 256

    /// The number of u64 words of the shape of a trie of `nodes` nodes, the zero word included.
    static func shapeWords(nodes: Int) -> Int { (2 * nodes - 1 + 63) / 64 + 1 }

    /// The byte ranges of one trie's sections.
    struct TrieSections: Sendable, Hashable {
        var nodes: Int
        var shape: Int
        var samples: Int
        var wordBits: Int
        /// Forward only; equal to `symbols` in the backward trie, which has none.
        var ranks: Int
        var symbols: Int
        var tailBits: Int
        var tailStarts: Int
        var tailEnds: Int
        var tailBytes: Int
        /// The number of tail bytes.
        var tailLength: Int
    }

    /// Where each section lies in the file, computed from the header's counts.
    struct Sections: Sendable, Hashable {
        var alphabet: Int
        var forward: TrieSections
        var bestLevels: Int
        var wordLevels: Int
        var backward: TrieSections
        /// The offset just past the last section: the file's length.
        var end: Int

        init(
            alphabetSize: Int, words: Int, forwardNodes: Int, forwardTails: Int, backwardNodes: Int,
            backwardTails: Int
        ) {
            var offset = LexiconFormat.headerSize
            func take(_ length: Int) -> Int {
                let start = offset
                offset += (length + 7) & ~7
                return start
            }
            func trie(_ nodes: Int, tails: Int, ranked: Bool) -> TrieSections {
                let blocks = (nodes + 63) / 64
                let shape = take(8 * LexiconFormatV2.shapeWords(nodes: nodes))
                let samples = take(4 * blocks)
                let wordBits = take(8 * blocks)
                let ranks = take(ranked ? 4 * ((nodes + LexiconFormatV2.rankBlock - 1) / LexiconFormatV2.rankBlock) : 0)
                let symbols = take(nodes)
                let tailBits = take(8 * blocks)
                let tailStarts = take(4 * blocks)
                let tailEnds = take(8 * ((tails + 63) / 64))
                let tailBytes = take(tails)
                return TrieSections(
                    nodes: nodes, shape: shape, samples: samples, wordBits: wordBits, ranks: ranks, symbols: symbols,
                    tailBits: tailBits, tailStarts: tailStarts, tailEnds: tailEnds, tailBytes: tailBytes,
                    tailLength: tails)
            }
            alphabet = take(4 * alphabetSize)
            forward = trie(forwardNodes, tails: forwardTails, ranked: true)
            bestLevels = take(forwardNodes)
            wordLevels = take(words)
            backward = trie(backwardNodes, tails: backwardTails, ranked: false)
            end = offset
        }
    }

    /// The step between levels for scores from `lowest` to `highest`.
    static func scoreStep(lowest: UInt16, highest: UInt16) -> Int {
        max(1, (Int(highest) - Int(lowest) + 254) / 255)
    }

    /// The level nearest `score`.
    static func level(of score: UInt16, lowest: UInt16, step: Int) -> UInt8 {
        let offset = Int(score) - Int(lowest)
        return UInt8(min(255, (offset + step / 2) / step))
    }
}
