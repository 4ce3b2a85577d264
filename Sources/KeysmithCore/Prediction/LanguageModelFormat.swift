import Foundation

/// The binary language model file, version 1: a back-off n-gram model of order 1 to 6 stored as a
/// trie of sorted arrays, after KenLM's quantised trie. Every number is little-endian and every
/// section starts on a multiple of 8 bytes. The file is mapped and queried in place; loading checks
/// it whole, and allocates nothing per word or n-gram.
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 4 | magic `KSLM` |
/// | 4 | 4 | format version (1) |
/// | 8 | 4 | order N (1…6) |
/// | 12 | 4 | length of the vocabulary's text, in bytes |
/// | 16 | 24 | the number of n-grams of each order, 1 to 6, as 6 × u32 (0 above N); V, the number of unigrams, is the vocabulary's size |
/// | 40 | 4 | length T of the list of likeliest unigrams |
/// | 44 | 4 | zero |
/// | 48 | 8 | payload length: the file's length less the 64-byte header |
/// | 56 | 8 | checksum of the payload (``LanguageModelFormat/checksum(_:)``) |
///
/// The payload follows, section after section, each padded with zeros to a multiple of 8 bytes:
///
/// 1. the vocabulary: (V + 1) × u32 offsets into its text, then the text, the words' UTF-8 bytes one
///    after another, in NFC. The words are sorted by their bytes, and a word's number is its rank.
///    `<s>`, `</s>` and `<unk>` are words; `<unk>` must be one.
/// 2. the unigrams' log₁₀ probabilities, V × f32, then their log₁₀ back-off weights, V × f32 (when
///    N > 1). As in KenLM, unigrams are not quantised: they are few, and the likeliest of them are
///    the predictions after an unknown context.
/// 3. the T likeliest words that can be predicted (all but `<s>`, `</s>` and `<unk>`), T × u32, most
///    likely first, ties by number: the start of every prediction's search among unigrams.
/// 4. for each order n from 2 to N, the 256 log₁₀ probabilities an n-gram's quantised probability
///    picks from, 256 × f32, ascending; then for each order from 2 to N − 1, the 256 back-off weights.
/// 5. for each order n from 1 to N − 1, where each n-gram's continuations start among the
///    (n + 1)-grams: (count + 1) bit-packed indices, the last the number of (n + 1)-grams.
/// 6. for each order n from 2 to N, the last word of each n-gram, bit-packed, in as many bits as the
///    largest word number needs. An n-gram's other words are the path to it: the n-grams that
///    continue one context are consecutive, sorted by their last word.
/// 7. for each order n from 2 to N, each n-gram's quantised probability, one byte each; then for each
///    order from 2 to N − 1, each n-gram's quantised back-off weight.
///
/// A bit-packed array of width w holds element i in bits i·w ..< (i + 1)·w, counting from the least
/// significant bit of byte 0, and is followed by 8 zero bytes, so that any element can be read with
/// one unaligned 64-bit load.
enum LanguageModelFormat {
    /// `KSLM`.
    static let magic: [UInt8] = [0x4B, 0x53, 0x4C, 0x4D]
    /// The version this Keysmith writes and reads.
    static let version: UInt32 = 1
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
            var probabilities: Int?
            var backoffs: Int?
            var probabilityValues: Int?
            var backoffValues: Int?
            var continuations: Int?
            /// The width of a continuation's index.
            var continuationBits: Int
        }

        var vocabularyOffsets: Int
        var vocabularyText: Int
        var unigramProbabilities: Int
        var unigramBackoffs: Int?
        var likeliestUnigrams: Int
        var likeliestUnigramCount: Int
        var vocabularyTextLength: Int
        /// `levels[n - 1]` for order n.
        var levels: [Level]
        /// The width of a word's number.
        var wordBits: Int
        /// The offset just past the last section: the file's length.
        var end: Int

        /// The sections of a model with `counts[n - 1]` n-grams of each order n (V = `counts[0]`).
        init(counts: [Int], vocabularyTextLength: Int, likeliestUnigramCount: Int) {
            var offset = LanguageModelFormat.headerSize
            func take(_ length: Int) -> Int {
                let start = offset
                offset += (length + 7) & ~7
                return start
            }
            func takePacked(count: Int, bits: Int) -> Int { take((count * bits + 7) / 8 + 8) }
            let order = counts.count
            let vocabularySize = counts[0]
            wordBits = LanguageModelFormat.bitWidth(max(0, vocabularySize - 1))
            vocabularyOffsets = take(4 * (vocabularySize + 1))
            vocabularyText = take(vocabularyTextLength)
            unigramProbabilities = take(4 * vocabularySize)
            unigramBackoffs = order > 1 ? take(4 * vocabularySize) : nil
            likeliestUnigrams = take(4 * likeliestUnigramCount)
            self.likeliestUnigramCount = likeliestUnigramCount
            self.vocabularyTextLength = vocabularyTextLength
            var levels = counts.indices.map { index in
                Level(
                    count: counts[index],
                    continuationBits: index + 1 < order ? LanguageModelFormat.bitWidth(counts[index + 1]) : 0)
            }
            let levelSize = 4 * LanguageModelFormat.quantizationLevels
            for index in levels.indices.dropFirst() { levels[index].probabilityValues = take(levelSize) }
            for index in levels.indices.dropFirst().dropLast() { levels[index].backoffValues = take(levelSize) }
            for index in levels.indices.dropLast() {
                levels[index].continuations = takePacked(count: counts[index] + 1, bits: levels[index].continuationBits)
            }
            for index in levels.indices.dropFirst() {
                levels[index].words = takePacked(count: counts[index], bits: wordBits)
            }
            for index in levels.indices.dropFirst() { levels[index].probabilities = take(counts[index]) }
            for index in levels.indices.dropFirst().dropLast() { levels[index].backoffs = take(counts[index]) }
            self.levels = levels
            end = offset
        }
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

/// The 256 values a quantised weight picks from, and the choice of the nearest for each weight.
///
/// The values start as KenLM's `--quantize` makes them, the means of 256 bins that each hold as many
/// of the weights as the others, so that common weights are stored closely, and are then refined by
/// Lloyd's algorithm, which halves the error in the sparse tails (on a synthetic model of 900,000
/// n-grams, trigram errors of log₁₀ 0.128 at the 99th percentile rather than 0.258, 0.0044 at the
/// median). When the weights take 256 values or fewer, they are stored exactly. A back-off weight of 0 (weight 1, the weight of every
/// n-gram that continues nothing) is always one of the values.
struct Quantizer: Sendable, Hashable {
    /// The values, ascending, 256 of them.
    let values: [Float]

    init(_ weights: [Float], keepingZero: Bool) {
        let sorted = weights.filter { !keepingZero || $0 != 0 }.sorted()
        var distinct: [Float] = []
        for weight in sorted where distinct.last != weight { distinct.append(weight) }
        let slots = LanguageModelFormat.quantizationLevels - (keepingZero ? 1 : 0)
        var values: [Float]
        if distinct.count <= slots {
            values = distinct
        } else {
            values = (0..<slots).map { bin in
                let bin = sorted[(bin * sorted.count / slots)..<((bin + 1) * sorted.count / slots)]
                return Float(bin.reduce(0.0) { $0 + Double($1) } / Double(bin.count))
            }
            values = Self.refined(values, sorted)
        }
        if keepingZero || values.isEmpty { values.append(0) }
        values.sort()
        while values.count < LanguageModelFormat.quantizationLevels { values.append(values.last!) }
        self.values = values
    }

    /// `values` moved by rounds of Lloyd's algorithm over `sorted` weights: each value becomes the
    /// mean of the weights nearest it, which lowers the squared error of every round, and moves
    /// values from crowded ranges towards the sparse tails that equal-count bins cover coarsely.
    private static func refined(_ values: [Float], _ sorted: [Float]) -> [Float] {
        var values = values.map(Double.init)
        for _ in 0..<rounds {
            var sums = [Double](repeating: 0, count: values.count)
            var counts = [Int](repeating: 0, count: values.count)
            var nearest = 0
            for weight in sorted.lazy.map(Double.init) {
                while nearest + 1 < values.count, abs(values[nearest + 1] - weight) <= abs(values[nearest] - weight) {
                    nearest += 1
                }
                sums[nearest] += weight
                counts[nearest] += 1
            }
            for index in values.indices where counts[index] > 0 { values[index] = sums[index] / Double(counts[index]) }
            values.sort()
        }
        return values.map { Float($0) }
    }

    /// The rounds of Lloyd's algorithm after equal-count bins.
    private static let rounds = 16

    /// The index of the value nearest `weight`, the lower of two as near.
    func index(of weight: Float) -> UInt8 {
        var low = 0
        var high = values.count - 1
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < weight { low = middle + 1 } else { high = middle }
        }
        var chosen = low
        while chosen > 0, values[chosen - 1] == values[chosen] { chosen -= 1 }
        if chosen > 0, weight - values[chosen - 1] <= values[low] - weight {
            chosen -= 1
            while chosen > 0, values[chosen - 1] == values[chosen] { chosen -= 1 }
        }
        return UInt8(chosen)
    }
}
