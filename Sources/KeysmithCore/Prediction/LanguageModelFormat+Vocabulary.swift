import Foundation

extension LanguageModelFormat {
    /// The words of each front-coded block of the vocabulary; the last block may hold fewer.
    static let wordsPerBlock = 16

    /// The number of blocks a vocabulary of `size` words takes.
    static func blockCount(_ size: Int) -> Int { (size + wordsPerBlock - 1) / wordsPerBlock }

    /// The vocabulary's text, front coded in blocks of ``wordsPerBlock`` words, and where each block
    /// starts in it, one more start than blocks, the last the text's length.
    ///
    /// Each word is a byte whose high four bits are the number of bytes it shares with the word
    /// before it in its block (0 for a block's first word) and whose low four bits are the number of
    /// bytes that follow, then those bytes. A count of 15 or more is written as 15, and the rest of
    /// it follows the byte as an unsigned LEB128 number, the shared count's first. Sorted words
    /// share long prefixes, so that an English vocabulary takes about half the bytes its words do.
    static func frontCoded(_ words: [[UInt8]]) -> (text: [UInt8], blockStarts: [Int]) {
        var text: [UInt8] = []
        var blockStarts: [Int] = []
        var previous: [UInt8] = []
        for (number, word) in words.enumerated() {
            if number % wordsPerBlock == 0 {
                blockStarts.append(text.count)
                previous = []
            }
            let shared = zip(previous, word).prefix { $0 == $1 }.count
            let rest = word.count - shared
            text.append(UInt8(min(shared, 15) << 4 | min(rest, 15)))
            if shared >= 15 { appendLEB128(shared - 15, to: &text) }
            if rest >= 15 { appendLEB128(rest - 15, to: &text) }
            text += word[shared...]
            previous = word
        }
        blockStarts.append(text.count)
        return (text, blockStarts)
    }

    private static func appendLEB128(_ value: Int, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }
}

/// The words of one front-coded block of a model's vocabulary (``LanguageModelFormat/frontCoded(_:)``),
/// decoded one after another. Every read is checked against the block's bounds: in a damaged block,
/// ``next()`` returns `nil` and sets ``isDamaged``.
struct FrontCodedWords: IteratorProtocol {
    private let raw: UnsafeRawBufferPointer
    private var position: Int
    private let end: Int
    private var word: [UInt8] = []
    /// Whether decoding stopped at bytes that are not a word.
    private(set) var isDamaged = false

    /// The words of the block in `raw[start..<end]`; `start ... end` must lie within `raw`.
    init(_ raw: UnsafeRawBufferPointer, start: Int, end: Int) {
        self.raw = raw
        position = start
        self.end = end
    }

    /// Whether every byte of the block has been read.
    var isAtEnd: Bool { position == end }

    mutating func next() -> [UInt8]? {
        advance() ? word : nil
    }

    /// Decodes the next word, which ``withWord(_:)`` then reads without copying it; false at the
    /// block's end or at damaged bytes.
    mutating func advance() -> Bool {
        guard let (shared, rest) = nextCounts() else { return false }
        word.removeLast(word.count - shared)
        // A buffer rather than its slice, so that the bytes are copied at once.
        word.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[position..<(position + rest)]))
        position += rest
        return true
    }

    /// `body` of the word ``advance()`` decoded last.
    func withWord<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try word.withUnsafeBytes(body)
    }

    /// The block's first word, read in place: it shares no bytes with a word before it, so unlike
    /// ``next()`` this copies nothing. Nil for an empty or damaged block; only before any other
    /// word is read.
    mutating func firstInPlace() -> UnsafeRawBufferPointer? {
        // With no word read, the counts are those of a word that shares nothing.
        guard word.isEmpty, let (_, rest) = nextCounts() else { return nil }
        defer { position += rest }
        return UnsafeRawBufferPointer(rebasing: raw[position..<(position + rest)])
    }

    /// The index in the block of the word spelt `target` (bytes as the vocabulary stores them), or
    /// nil when the block lacks it or is damaged; only before any word is read.
    ///
    /// The words are compared where they are, none spelt out: each word before `target` shares
    /// some bytes with it (`matched`), and the next word, which shares `shared` bytes with that
    /// one, is still before `target` when `shared` is more, is after it when `shared` is less
    /// (where the two words part, the next one's byte is the larger, and the last one's is
    /// `target`'s), and only when they are equal is compared with `target` from there on.
    mutating func index(of target: UnsafeBufferPointer<UInt8>) -> Int? {
        guard word.isEmpty else { return nil }
        var lastLength = 0
        var matched = 0
        var index = 0
        while position < end {
            let header = raw[position]
            position += 1
            guard let shared = count(Int(header >> 4)), let rest = count(Int(header & 15)),
                shared <= lastLength, rest <= end - position, shared + rest > 0
            else {
                isDamaged = true
                return nil
            }
            let suffix = position
            position += rest
            lastLength = shared + rest
            if shared < matched { return nil }
            if shared == matched {
                var common = 0
                while common < rest, matched + common < target.count,
                    raw[suffix + common] == target[matched + common]
                {
                    common += 1
                }
                matched += common
                if common < rest {
                    // The word parts from `target` within its own bytes: past it, or still before.
                    if matched == target.count || raw[suffix + common] > target[matched] { return nil }
                } else if matched == target.count {
                    return index
                }
            }
            index += 1
        }
        return nil
    }

    /// The counts of bytes the next word shares with the last and of those that follow, read past
    /// its header; nil at the block's end, and nil with ``isDamaged`` set when they do not fit the
    /// last word and the block.
    private mutating func nextCounts() -> (shared: Int, rest: Int)? {
        guard position < end else { return nil }
        let header = raw[position]
        position += 1
        guard let shared = count(Int(header >> 4)), let rest = count(Int(header & 15)),
            shared <= word.count, rest <= end - position, shared + rest > 0
        else {
            isDamaged = true
            return nil
        }
        return (shared, rest)
    }

    /// A count whose first part is `nibble`, reading the LEB128 rest when it is 15.
    private mutating func count(_ nibble: Int) -> Int? {
        guard nibble == 15 else { return nibble }
        var value = 0
        var shift = 0
        while position < end, shift < 28 {
            let byte = raw[position]
            position += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return 15 + value }
            shift += 7
        }
        return nil
    }
}
