import Foundation

/// The binary lexicon file, version 1: every number little-endian, every section starting on a
/// multiple of 4 bytes. The whole file is read into one buffer (or mapped) and queried in place;
/// loading allocates nothing per word.
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 4 | magic `KSLX` |
/// | 4 | 4 | format version (1) |
/// | 8 | 4 | word count |
/// | 12 | 4 | alphabet size A (1…255) |
/// | 16 | 4 | forward trie node count F |
/// | 20 | 4 | backward trie node count B |
/// | 24 | 4 | length of the longest word, in Unicode scalars (at most 64) |
/// | 28 | 4 | lowest frequency score of any word |
/// | 32 | 8 | payload length: the file's length less the 64-byte header |
/// | 40 | 8 | checksum of the payload (``LexiconFormat/checksum(_:)``) |
/// | 48 | 16 | zero |
///
/// The payload follows, section after section, each padded with zeros to a multiple of 4 bytes:
///
/// 1. the alphabet: A × u32, the Unicode scalars the words use, in ascending order; a word is
///    stored as the indices of its scalars in this table (its *symbols*);
/// 2. the forward trie of the words: F node records of 8 bytes (symbol u8, child count u8, word
///    score u16 — 0 when no word ends at the node — and index of the first child u32);
/// 3. the best score of each forward node, F × u16: the highest word score in its subtree;
/// 4. the backward trie, the same over the words spelt backwards, without scores: B records of
///    8 bytes (symbol u8, child count u8, is-word u8 — 0 or 1 —, zero u8, first child u32).
///
/// In both tries node 0 is the root, the children of a node are consecutive records sorted by
/// symbol, and every node comes after its parent. The runs of children are placed in depth-first
/// order (a node's children, then the children of its first child, and so on), so that a walk down
/// the trie reads memory mostly forward and close by, which matters more than anything else for the
/// speed of correction.
///
/// A word score is `1 + round(1000 × ln(count))` for a count of 1 or more, and 1 for a count of 0,
/// so scores compare as counts do and differences are log-ratios in thousandths.
enum LexiconFormat {
    /// `KSLX`.
    static let magic: [UInt8] = [0x4B, 0x53, 0x4C, 0x58]
    /// The version this Keysmith writes and reads.
    static let version: UInt32 = 1
    /// The size of the header before the payload.
    static let headerSize = 64
    /// The longest word a lexicon may hold, in Unicode scalars.
    static let maximumWordLength = 64
    /// The most distinct Unicode scalars a lexicon's words may use.
    static let maximumAlphabetSize = 255

    /// The word score stored for a count.
    static func score(forCount count: UInt64) -> UInt16 {
        guard count > 1 else { return 1 }
        let scaled = (1000 * log(Double(count))).rounded()
        return UInt16(min(65_535, 1 + scaled))
    }

    /// The payload checksum: FNV-1a over the payload taken as little-endian 64-bit words (a last
    /// partial word is padded with zeros), starting from the FNV offset basis.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01B3
        let wholeWords = bytes.count / 8
        var offset = 0
        for _ in 0..<wholeWords {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            hash = (hash ^ word) &* prime
            offset += 8
        }
        if offset < bytes.count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                word |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            hash = (hash ^ word) &* prime
        }
        return hash
    }

    /// Where each section lies in the file, computed from the header's counts.
    struct Sections: Sendable, Hashable {
        var alphabet: Int
        var forwardNodes: Int
        var forwardBestScore: Int
        var backwardNodes: Int
        /// The offset just past the last section: the file's length.
        var end: Int

        init(alphabetSize: Int, forwardNodes: Int, backwardNodes: Int) {
            var offset = LexiconFormat.headerSize
            func take(_ length: Int) -> Int {
                let start = offset
                offset += (length + 3) & ~3
                return start
            }
            alphabet = take(4 * alphabetSize)
            self.forwardNodes = take(8 * forwardNodes)
            forwardBestScore = take(2 * forwardNodes)
            self.backwardNodes = take(8 * backwardNodes)
            end = offset
        }
    }
}

/// Why a lexicon file cannot be used, in a sentence a user can act on.
struct LexiconError: Error, Sendable, Hashable, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}

extension LexiconFormat {
    /// The `count` Unicode scalars of the alphabet at `offset` in `raw`, one little-endian u32
    /// each, in increasing order as every version keeps them.
    ///
    /// - Throws: `LexiconError` when one is not a scalar or they are out of order.
    static func alphabet(in raw: UnsafeRawBufferPointer, at offset: Int, count: Int) throws -> [Unicode.Scalar] {
        var alphabet: [Unicode.Scalar] = []
        alphabet.reserveCapacity(count)
        var previous: UInt32?
        for index in 0..<count {
            let value = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 4 * index, as: UInt32.self))
            guard let scalar = Unicode.Scalar(value), previous.map({ $0 < value }) ?? true else {
                throw LexiconError("the lexicon's alphabet is damaged")
            }
            alphabet.append(scalar)
            previous = value
        }
        return alphabet
    }
}

extension LexiconFormat {
    /// The 64-byte header every version of the file starts with, read once the file is long enough
    /// to hold one and starts with the magic; each version's reader then checks its own fields.
    struct HeaderFields {
        private let bytes: [UInt8]

        /// Reads the header of `data`.
        ///
        /// - Throws: `LexiconError` when the file is shorter than a header or is not a lexicon.
        init(of data: Data) throws {
            guard data.count >= LexiconFormat.headerSize else {
                throw LexiconError(
                    "the file is too short to be a Keysmith lexicon: \(data.count) bytes, less than its 64-byte header")
            }
            bytes = Array(data.prefix(LexiconFormat.headerSize))
            guard Array(bytes[0..<4]) == LexiconFormat.magic else {
                throw LexiconError("this is not a Keysmith lexicon: it does not start with \"KSLX\"")
            }
        }

        /// The format version.
        var version: Int { u32(4) }

        /// The little-endian 32-bit number at `offset`.
        func u32(_ offset: Int) -> Int {
            bytes.withUnsafeBytes {
                Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            }
        }

        /// The little-endian 64-bit number at `offset`.
        func u64(_ offset: Int) -> UInt64 {
            bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        }

        /// Checks that `data` ends where its counts put the end, `end` bytes in, as the payload
        /// length (at offset 32) also says, and that the payload's checksum (at offset 40) matches.
        ///
        /// - Throws: `LexiconError` saying which of them does not hold.
        func checkLength(of data: Data, end: Int) throws {
            guard u64(32) == UInt64(end - LexiconFormat.headerSize) else {
                throw LexiconError("the lexicon's header is damaged: its payload length does not match its counts")
            }
            guard data.count >= end else {
                throw LexiconError("the file is truncated: its header promises \(end) bytes but it has \(data.count)")
            }
            guard data.count == end else {
                throw LexiconError("the file has \(data.count - end) unexpected bytes after the lexicon's end")
            }
            let computed = data.withUnsafeBytes {
                LexiconFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[LexiconFormat.headerSize...]))
            }
            guard u64(40) == computed else {
                throw LexiconError("the file is damaged: its checksum does not match its contents")
            }
        }
    }
}
