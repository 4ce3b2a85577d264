import Foundation

/// The binary kana–kanji dictionary file, version 1, which `scripts/build_kana_dictionary.py`
/// writes: every number little-endian, every section starting on a multiple of 4 bytes.
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 4 | magic `KSKN` |
/// | 4 | 4 | format version (1) |
/// | 8 | 4 | entry count E |
/// | 12 | 4 | reading pool length R, in bytes (a multiple of 4) |
/// | 16 | 4 | word pool length W, in bytes |
/// | 20 | 12 | zero |
/// | 32 | 8 | payload length: the file's length less the 64-byte header |
/// | 40 | 8 | checksum of the payload (``LexiconFormat/checksum(_:)``) |
/// | 48 | 16 | zero |
///
/// The payload follows:
///
/// 1. the entries: E records of 12 bytes (reading offset u32 and word offset u32, in bytes;
///    reading length u8 and word length u8, in bytes; cost u16, Mozc's word cost), sorted by the
///    reading's UTF-8, then by cost, so that the words of a reading are a range, cheapest first;
/// 2. the reading pool: R bytes, the readings' UTF-8 (hiragana), each reading once;
/// 3. the word pool: W bytes, the words' UTF-8, each word once.
enum KanaDictionaryFormat {
    /// `KSKN`.
    static let magic: [UInt8] = [0x4B, 0x53, 0x4B, 0x4E]
    /// The version this Keysmith writes and reads.
    static let version: UInt32 = 1
    /// The size of the header before the payload.
    static let headerSize = DictionaryFile.headerSize
    /// The bytes of one entry record.
    static let entrySize = 12

    /// The header's numbers, and where each section starts.
    struct Header: Sendable {
        var entryCount: Int
        var readingBytes: Int
        var wordBytes: Int
        var entries: Int { headerSize }
        var readings: Int { entries + entryCount * entrySize }
        var words: Int { readings + readingBytes }
        var end: Int { words + wordBytes }

        /// Reads and checks the header of `data`: its magic, version, sizes and checksum.
        init(_ data: Data) throws {
            let fields = try DictionaryFile.headerFields(
                of: data, magic: magic, version: version, kind: "kana dictionary", failure: KanaDictionaryError.self)
            entryCount = fields[0]
            readingBytes = fields[1]
            wordBytes = fields[2]
            guard readingBytes % 4 == 0, end == data.count else {
                throw KanaDictionaryError("the file's section sizes do not add up to its length")
            }
        }
    }

    /// Checks every entry of a file whose header is `header`: that it points inside the file, that
    /// its reading and word are UTF-8, and that the entries are in order.
    static func validate(_ data: Data, header: Header) throws {
        try data.withUnsafeBytes { bytes in
            let view = View(bytes: bytes, header: header)
            for entry in 0..<header.entryCount {
                guard view.readingLength(entry) > 0,
                    view.readingOffset(entry) + view.readingLength(entry) <= header.readingBytes,
                    view.wordLength(entry) > 0, view.wordOffset(entry) + view.wordLength(entry) <= header.wordBytes
                else { throw KanaDictionaryError("entry \(entry) points outside the file") }
                guard String(validating: view.readingBytes(entry), as: UTF8.self) != nil,
                    String(validating: view.wordBytes(entry), as: UTF8.self) != nil
                else { throw KanaDictionaryError("entry \(entry)'s reading or word is not UTF-8") }
                if entry > 0 {
                    let order = view.readingBytes(entry - 1).lexicographicallyPrecedes(view.readingBytes(entry))
                    guard order || view.readingBytes(entry - 1).elementsEqual(view.readingBytes(entry)) else {
                        throw KanaDictionaryError("entry \(entry) is out of order")
                    }
                }
            }
        }
    }

    /// The file's bytes seen as its sections, for a file that has passed ``validate(_:header:)``.
    struct View {
        let bytes: UnsafeRawBufferPointer
        let header: Header

        @inline(__always) private func record(_ entry: Int) -> Int { header.entries + entry * entrySize }
        @inline(__always) private func uint32(_ offset: Int) -> Int {
            Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }
        @inline(__always) func readingOffset(_ entry: Int) -> Int { uint32(record(entry)) }
        @inline(__always) func wordOffset(_ entry: Int) -> Int { uint32(record(entry) + 4) }
        @inline(__always) func readingLength(_ entry: Int) -> Int { Int(bytes[record(entry) + 8]) }
        @inline(__always) func wordLength(_ entry: Int) -> Int { Int(bytes[record(entry) + 9]) }
        @inline(__always) func cost(_ entry: Int) -> Int {
            Int(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: record(entry) + 10, as: UInt16.self)))
        }
        /// The UTF-8 of `entry`'s reading.
        func readingBytes(_ entry: Int) -> Slice<UnsafeRawBufferPointer> {
            let start = header.readings + readingOffset(entry)
            return bytes[start..<(start + readingLength(entry))]
        }
        /// The UTF-8 of `entry`'s word.
        func wordBytes(_ entry: Int) -> Slice<UnsafeRawBufferPointer> {
            let start = header.words + wordOffset(entry)
            return bytes[start..<(start + wordLength(entry))]
        }
    }
}

/// Why a kana dictionary file, or the romaji table, cannot be read.
public struct KanaDictionaryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in a sentence.
    public var message: String

    init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
