import Foundation

/// The binary language model file, version 3: a back-off n-gram model of order 1 to 6 stored as a
/// trie of sorted arrays, after KenLM's quantised trie, with every weight quantised to one byte,
/// every index bit-packed or Elias–Fano coded, the vocabulary front coded in its own alphabet, and
/// the last words of trigrams and up stored as suffix keys. Every number is little-endian and every
/// section starts on a multiple of 8 bytes. The file is mapped and queried in place; loading checks
/// it whole, and allocates nothing per word or n-gram.
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 4 | magic `KSLM` |
/// | 4 | 4 | format version (3) |
/// | 8 | 4 | order N (1…6) |
/// | 12 | 4 | length of the vocabulary's front-coded text, in bytes |
/// | 16 | 24 | the number of n-grams of each order, 1 to 6, as 6 × u32 (0 above N); V, the number of unigrams, is the vocabulary's size |
/// | 40 | 4 | length T of the list of likeliest unigrams |
/// | 44 | 4 | size A of the vocabulary's alphabet (0…256); 0 when its words are UTF-8 |
/// | 48 | 8 | payload length: the file's length less the 64-byte header |
/// | 56 | 8 | checksum of the payload (``LanguageModelFormat/checksum(_:)``) |
///
/// The payload follows, section after section, each padded with zeros to a multiple of 8 bytes:
///
/// 1. 8 bytes, byte n − 1 the width of order n's suffix keys (section 7): 0 for orders 1 and 2 and
///    above N; for the orders from 3 all 0 when the file stores word numbers there, or all at most
///    the width of a word number.
/// 2. the alphabet: A Unicode scalar values, 4 bytes each, ascending
///    (``LanguageModelFormat/StoredVocabulary``).
/// 3. the vocabulary: where each block of 16 words starts in the text, (⌈V / 16⌉ + 1) × u32, the
///    last the text's length; then the text. The words are NFC, sorted by their UTF-8 bytes, and a
///    word's number is its rank; `<s>`, `</s>` and `<unk>` are words, and `<unk>` must be one. A
///    word is its UTF-8 bytes when A is 0, and otherwise the index in the alphabet of each of its
///    scalars, a byte each, which sorts the same. Each block is front coded
///    (``LanguageModelFormat/frontCoded(_:)``): every word is the bytes it shares with the word
///    before it in its block, then the rest.
/// 4. the 256 log₁₀ values a quantised weight picks from, 256 × f32, ascending: for each order n
///    from 1 to N, its probabilities', then for each order from 1 to N − 1, its back-off weights'.
/// 5. the T likeliest words that can be predicted (all but `<s>`, `</s>` and `<unk>`), bit-packed,
///    most likely first, ties by number: the start of every prediction's search among unigrams.
/// 6. for each order n from 1 to N − 1, where each n-gram's continuations start among the
///    (n + 1)-grams: (count + 1) indices, the last the number of (n + 1)-grams, Elias–Fano coded
///    (``EliasFano``).
/// 7. for each order n from 2 to N, what each n-gram is stored under among its context's
///    continuations, bit-packed: at order 2, and at every order when the widths of section 1 are 0,
///    its last word's number, in as many bits as the largest word number needs; otherwise its suffix
///    key, the index of its suffix (its words but the first, an (n − 1)-gram) among the
///    continuations of the suffix's own context, in the width section 1 gives. An n-gram's other
///    words are the path to it: the n-grams that continue one context are consecutive, sorted by
///    their last word, which sorts their suffix keys the same way. A word follows another in a few
///    thousand ways at most, where a vocabulary has tens of thousands of words: suffix keys take 10
///    or 11 bits in a model of 13,000 to 28,000 words, rather than 14 or 15 (Pibiri and Venturini's
///    context-based identifiers, 2017). The writer stores word numbers when some n-gram's suffix is
///    not in the model.
/// 8. for each order n from 1 to N, each n-gram's quantised probability, one byte each, a unigram's
///    index its word's number; then for each order from 1 to N − 1, each n-gram's quantised
///    back-off weight.
///
/// A bit-packed array of width w holds element i in bits i·w ..< (i + 1)·w, counting from the least
/// significant bit of byte 0, and is followed by 8 zero bytes, so that any element can be read with
/// one unaligned 64-bit load.
///
/// Version 2 is version 3 without sections 1 and 2: its words are UTF-8 and every order stores word
/// numbers; this Keysmith reads it. Version 1 stored each word whole behind a 32-bit offset, unigram
/// weights as 32-bit floats, and continuation indices bit-packed; this Keysmith refuses it, naming
/// the commands that make the file again.
enum LanguageModelFormat {
    /// `KSLM`.
    static let magic: [UInt8] = [0x4B, 0x53, 0x4C, 0x4D]
    /// The version this Keysmith writes.
    static let version = 3
    /// The versions this Keysmith reads: version 2 is version 3 without an alphabet, byte for byte.
    static let readableVersions = 2...3
    /// The size of the header before the payload.
    static let headerSize = 64
    /// The most unigrams the list of likeliest ones holds.
    static let likeliestUnigramLimit = 256
    /// The number of values a quantised probability or back-off weight picks from.
    static let quantizationLevels = 256

    /// The payload checksum, the one lexicon files use (``LexiconFormat/checksum(_:)``).
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        LexiconFormat.checksum(bytes)
    }

    /// The bits a bit-packed array needs for values up to `largest`; at least 1.
    static func bitWidth(_ largest: Int) -> Int {
        max(1, Int.bitWidth - largest.leadingZeroBitCount)
    }

    /// Where each section lies, computed from the header's counts.
    struct Sections: Sendable, Hashable {
        /// Where one order's arrays lie; `nil` where the order has none.
        struct Level: Sendable, Hashable {
            var count: Int
            var words: Int?
            /// The bits of each of ``words``: a word's number's, or a suffix key's (see
            /// ``LanguageModelFormat/Sections/hasSuffixKeys``).
            var wordBits = 0
            var probabilities: Int
            var backoffs: Int?
            var probabilityValues: Int
            var backoffValues: Int?
            var continuations: EliasFano.Layout?
        }

        /// The 8 bytes that give the width of each order's suffix keys; `nil` in version 2.
        var suffixKeyWidths: Int?
        /// Whether the last words of the orders from 3 up are stored as suffix keys: the index of
        /// the n-gram's suffix (its words but the first) among the continuations of the suffix's own
        /// context, rather than the last word's number.
        var hasSuffixKeys: Bool
        var alphabet: Int
        var alphabetSize: Int
        var vocabularyBlocks: Int
        var vocabularyText: Int
        var likeliestUnigrams: Int
        var likeliestUnigramCount: Int
        var vocabularyTextLength: Int
        /// `levels[n - 1]` for order n.
        var levels: [Level]
        /// The width of a word's number.
        var wordBits: Int
        /// The offset just past the last section: the file's length.
        var end: Int

        /// The sections of a model with `counts[n - 1]` n-grams of each order n (V = `counts[0]`),
        /// whose vocabulary has an alphabet of `alphabetSize` scalars (0 for UTF-8) and a front-coded
        /// text of `vocabularyTextLength` bytes, and whose orders from 3 up store suffix keys of
        /// `suffixKeyBits[n - 1]` bits (all 0 when they store word numbers; `nil` for version 2).
        init(
            counts: [Int], alphabetSize: Int, suffixKeyBits: [Int]?, vocabularyTextLength: Int,
            likeliestUnigramCount: Int
        ) {
            var offset = LanguageModelFormat.headerSize
            func take(_ length: Int) -> Int {
                let start = offset
                offset += (length + 7) & ~7
                return start
            }
            func takePacked(count: Int, bits: Int) -> Int { take(Self.packedSize(count: count, bits: bits)) }
            let vocabularySize = counts[0]
            wordBits = LanguageModelFormat.bitWidth(max(0, vocabularySize - 1))
            suffixKeyWidths = suffixKeyBits.map { _ in take(8) }
            hasSuffixKeys = suffixKeyBits?.contains { $0 > 0 } ?? false
            alphabet = take(4 * alphabetSize)
            self.alphabetSize = alphabetSize
            vocabularyBlocks = take(4 * (LanguageModelFormat.blockCount(vocabularySize) + 1))
            vocabularyText = take(vocabularyTextLength)
            self.vocabularyTextLength = vocabularyTextLength
            let valuesSize = 4 * LanguageModelFormat.quantizationLevels
            var levels = counts.map { Level(count: $0, probabilities: 0, probabilityValues: 0) }
            for index in levels.indices { levels[index].probabilityValues = take(valuesSize) }
            for index in levels.indices.dropLast() { levels[index].backoffValues = take(valuesSize) }
            likeliestUnigrams = takePacked(count: likeliestUnigramCount, bits: wordBits)
            self.likeliestUnigramCount = likeliestUnigramCount
            for index in levels.indices.dropLast() {
                levels[index].continuations = EliasFano.Layout(
                    count: counts[index] + 1, largest: counts[index + 1], take: take)
            }
            for index in levels.indices.dropFirst() {
                let bits = hasSuffixKeys && index >= 2 ? suffixKeyBits![index] : wordBits
                levels[index].wordBits = bits
                levels[index].words = takePacked(count: counts[index], bits: bits)
            }
            for index in levels.indices { levels[index].probabilities = take(counts[index]) }
            for index in levels.indices.dropLast() { levels[index].backoffs = take(counts[index]) }
            self.levels = levels
            end = offset
        }

        /// The bytes of a bit-packed array of `count` elements of `bits` bits, with its 8 bytes of
        /// padding.
        static func packedSize(count: Int, bits: Int) -> Int { (count * bits + 7) / 8 + 8 }
    }
}

/// Why a language model file cannot be made or used, in a sentence a user can act on.
@_spi(Tooling) public struct LanguageModelError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
