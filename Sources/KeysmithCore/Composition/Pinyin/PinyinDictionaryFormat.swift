import Foundation

/// The binary pinyin dictionary file, version 1, which `scripts/build_pinyin_dictionary.py` writes:
/// every number little-endian, every section starting on a multiple of 4 bytes.
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 4 | magic `KSPY` |
/// | 4 | 4 | format version (1) |
/// | 8 | 4 | syllable count S (1…65,535) |
/// | 12 | 4 | entry count E |
/// | 16 | 4 | key pool length K, in syllables (even) |
/// | 20 | 4 | word pool length W, in bytes |
/// | 24 | 4 | total score: 1000 × ln(sum of all counts) |
/// | 28 | 4 | zero |
/// | 32 | 8 | payload length: the file's length less the 64-byte header |
/// | 40 | 8 | checksum of the payload (``LexiconFormat/checksum(_:)``) |
/// | 48 | 16 | zero |
///
/// The payload follows:
///
/// 1. the syllables: S × 8 bytes, each lowercase ASCII letters padded with zeros, in strictly
///    ascending order; an entry's key is the numbers of its syllables in this table;
/// 2. the entries: E records of 12 bytes (key offset u32, in syllables; word offset u32, in bytes;
///    key length u8, 1…6; word length u8, in bytes; score u16, `1000 × ln(count)`), sorted by key,
///    syllable by syllable (a key sorts before the longer keys it starts);
/// 3. the key pool: K × u16, the syllable numbers of the keys;
/// 4. the word pool: W bytes, the words' UTF-8.
enum PinyinDictionaryFormat {
    /// `KSPY`.
    static let magic: [UInt8] = [0x4B, 0x53, 0x50, 0x59]
    /// The version this Keysmith writes and reads.
    static let version: UInt32 = 1
    /// The size of the header before the payload.
    static let headerSize = DictionaryFile.headerSize
    /// The bytes of one syllable in the syllable table.
    static let syllableWidth = 8
    /// The bytes of one entry record.
    static let entrySize = 12
    /// The most syllables a word may have.
    static let longestKey = 6

    /// The header's numbers, and where each section starts.
    struct Header: Sendable {
        var syllableCount: Int
        var entryCount: Int
        var keyUnits: Int
        var wordBytes: Int
        var totalScore: Int
        var entries: Int { headerSize + syllableCount * syllableWidth }
        var keys: Int { entries + entryCount * entrySize }
        var words: Int { keys + 2 * keyUnits }
        var end: Int { words + wordBytes }

        /// Reads and checks the header of `data`: its magic, version, sizes and checksum.
        init(_ data: Data) throws {
            let fields = try DictionaryFile.headerFields(
                of: data, magic: magic, version: version, kind: "pinyin dictionary", failure: PinyinDictionaryError.self
            )
            syllableCount = fields[0]
            entryCount = fields[1]
            keyUnits = fields[2]
            wordBytes = fields[3]
            totalScore = fields[4]
            guard (1...65_535).contains(syllableCount), keyUnits % 2 == 0, end == data.count else {
                throw PinyinDictionaryError("the file's section sizes do not add up to its length")
            }
        }
    }

    /// Checks every syllable and entry of a file whose header is `header`, and returns the
    /// syllables.
    static func validate(_ data: Data, header: Header) throws -> [String] {
        try data.withUnsafeBytes { bytes in
            var syllables: [String] = []
            for index in 0..<header.syllableCount {
                let start = headerSize + index * syllableWidth
                let letters = bytes[start..<(start + syllableWidth)].prefix { $0 != 0 }
                guard !letters.isEmpty, letters.allSatisfy({ (0x61...0x7A).contains($0) }),
                    bytes[(start + letters.count)..<(start + syllableWidth)].allSatisfy({ $0 == 0 })
                else { throw PinyinDictionaryError("syllable \(index) is not lowercase letters") }
                let syllable = String(decoding: letters, as: UTF8.self)
                if let last = syllables.last, last >= syllable {
                    throw PinyinDictionaryError("syllable \(index), \(syllable), is out of order")
                }
                syllables.append(syllable)
            }
            let view = View(bytes: bytes, header: header)
            for entry in 0..<header.entryCount {
                let keyOffset = view.keyOffset(entry)
                let keyLength = view.keyLength(entry)
                let wordOffset = view.wordOffset(entry)
                let wordLength = view.wordLength(entry)
                guard (1...longestKey).contains(keyLength), keyOffset + keyLength <= header.keyUnits,
                    wordLength > 0, wordOffset + wordLength <= header.wordBytes
                else { throw PinyinDictionaryError("entry \(entry) points outside the file") }
                guard (0..<keyLength).allSatisfy({ view.syllable(entry, $0) < header.syllableCount }) else {
                    throw PinyinDictionaryError("entry \(entry) names a syllable the file does not have")
                }
                let start = header.words + wordOffset
                guard String(validating: bytes[start..<(start + wordLength)], as: UTF8.self) != nil else {
                    throw PinyinDictionaryError("entry \(entry)'s word is not UTF-8")
                }
                if entry > 0, view.compareKeys(entry - 1, entry) > 0 {
                    throw PinyinDictionaryError("entry \(entry) is out of order")
                }
            }
            return syllables
        }
    }

    /// The file's bytes seen as its sections, for a file that has passed ``validate(_:header:)``.
    struct View {
        let bytes: UnsafeRawBufferPointer
        let header: Header

        @inline(__always) private func uint32(_ offset: Int) -> Int {
            Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }
        @inline(__always) private func record(_ entry: Int) -> Int { header.entries + entry * entrySize }
        @inline(__always) func keyOffset(_ entry: Int) -> Int { uint32(record(entry)) }
        @inline(__always) func wordOffset(_ entry: Int) -> Int { uint32(record(entry) + 4) }
        @inline(__always) func keyLength(_ entry: Int) -> Int { Int(bytes[record(entry) + 8]) }
        @inline(__always) func wordLength(_ entry: Int) -> Int { Int(bytes[record(entry) + 9]) }
        @inline(__always) func score(_ entry: Int) -> Int {
            Int(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: record(entry) + 10, as: UInt16.self)))
        }
        /// The number of the syllable at `position` of `entry`'s key.
        @inline(__always) func syllable(_ entry: Int, _ position: Int) -> Int {
            let offset = header.keys + 2 * (keyOffset(entry) + position)
            return Int(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
        }
        func word(_ entry: Int) -> String {
            let start = header.words + wordOffset(entry)
            return String(decoding: bytes[start..<(start + wordLength(entry))], as: UTF8.self)
        }
        /// The order of two entries' keys: negative, zero or positive.
        func compareKeys(_ first: Int, _ second: Int) -> Int {
            let (firstLength, secondLength) = (keyLength(first), keyLength(second))
            for position in 0..<min(firstLength, secondLength) {
                let difference = syllable(first, position) - syllable(second, position)
                if difference != 0 { return difference }
            }
            return firstLength - secondLength
        }
    }
}
