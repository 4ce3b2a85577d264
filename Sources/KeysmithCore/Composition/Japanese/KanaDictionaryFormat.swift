import Foundation

/// The binary kana–kanji dictionary file, version 2, which `scripts/build_kana_dictionary.py`
/// writes: every number little-endian, every section starting on a multiple of 4 bytes.
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 4 | magic `KSKN` |
/// | 4 | 4 | format version (2) |
/// | 8 | 4 | entry count E |
/// | 12 | 4 | reading pool length R, in bytes (a multiple of 4) |
/// | 16 | 4 | word pool length W, in bytes |
/// | 20 | 4 | left class count CL (at most 65,536) |
/// | 24 | 4 | right class count CR (at most 65,536) |
/// | 28 | 4 | connection step S: the cost of one unit of the connection matrix |
/// | 32 | 8 | payload length: the file's length less the 64-byte header |
/// | 40 | 8 | checksum of the payload (``LexiconFormat/checksum(_:)``) |
/// | 48 | 16 | zero |
///
/// The payload follows:
///
/// 1. the entries: E records of 16 bytes (reading offset u32 and word offset u32, in bytes;
///    reading length u8 and word length u8, in bytes; cost u16, Mozc's word cost; left class u16
///    and right class u16), sorted by the reading's UTF-8, then by cost, so that the words of a
///    reading are a range, cheapest first;
/// 2. the connection matrix: CL × CR bytes, then zeros to a multiple of 4. The byte at
///    `left × CR + right`, times S, is the cost of a word of left class `left` following a word of
///    right class `right`: Mozc's connection costs between parts of speech, with the parts of
///    speech the dictionary uses clustered into classes whose costs are alike. Class 0, on either
///    side, is the start or end of the reading's sentence;
/// 3. the reading pool: R bytes, the readings' UTF-8 (hiragana), each reading once;
/// 4. the word pool: W bytes, the words' UTF-8, each word once.
enum KanaDictionaryFormat {
    /// `KSKN`.
    static let magic: [UInt8] = [0x4B, 0x53, 0x4B, 0x4E]
    /// The version this Keysmith writes and reads.
    static let version: UInt32 = 2
    /// The size of the header before the payload.
    static let headerSize = DictionaryFile.headerSize
    /// The bytes of one entry record.
    static let entrySize = 16

    /// The header's numbers, and where each section starts.
    struct Header: Sendable {
        var entryCount: Int
        var readingBytes: Int
        var wordBytes: Int
        var leftClasses: Int
        var rightClasses: Int
        /// The cost of one unit of the connection matrix.
        var connectionStep: Int
        var entries: Int { headerSize }
        var connections: Int { entries + entryCount * entrySize }
        /// The connection matrix's bytes, with the zeros that pad it.
        var connectionBytes: Int { (leftClasses * rightClasses + 3) / 4 * 4 }
        var readings: Int { connections + connectionBytes }
        var words: Int { readings + readingBytes }
        var end: Int { words + wordBytes }

        /// Reads and checks the header of `data`: its magic, version, sizes and checksum.
        init(_ data: Data) throws {
            let fields = try DictionaryFile.headerFields(
                of: data, magic: magic, version: version, kind: "kana dictionary", failure: KanaDictionaryError.self)
            entryCount = fields[0]
            readingBytes = fields[1]
            wordBytes = fields[2]
            leftClasses = fields[3]
            rightClasses = fields[4]
            connectionStep = fields[5]
            guard (1...65_536).contains(leftClasses), (1...65_536).contains(rightClasses) else {
                throw KanaDictionaryError(
                    "the file has \(leftClasses) left and \(rightClasses) right classes; each must be 1 to 65,536")
            }
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
                guard view.leftClass(entry) < header.leftClasses, view.rightClass(entry) < header.rightClasses else {
                    throw KanaDictionaryError("entry \(entry) has a class outside the connection matrix")
                }
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
        @inline(__always) func leftClass(_ entry: Int) -> Int {
            Int(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: record(entry) + 12, as: UInt16.self)))
        }
        @inline(__always) func rightClass(_ entry: Int) -> Int {
            Int(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: record(entry) + 14, as: UInt16.self)))
        }
        /// The cost of a word of left class `left` after one of right class `right`, both inside
        /// the matrix.
        @inline(__always) func connectionCost(left: Int, right: Int) -> Int {
            Int(bytes[header.connections + left * header.rightClasses + right]) * header.connectionStep
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
