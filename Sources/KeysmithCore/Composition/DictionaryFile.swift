import Foundation

/// An error a dictionary file of the composers gives when it does not load: what is wrong, in a
/// sentence.
protocol DictionaryFileError: Error {
    init(_ message: String)
    var message: String { get }
}

extension PinyinDictionaryError: DictionaryFileError {}
extension KanaDictionaryError: DictionaryFileError {}

/// What the composers' dictionary files (pinyin, kana) share: a 64-byte header — magic (4 bytes),
/// format version (u32), six numbers of the format's own (u32 each), the payload's length (u64) and
/// its checksum (u64, ``LexiconFormat/checksum(_:)``), then 16 zero bytes — and a file mapped into
/// memory rather than read.
enum DictionaryFile {
    /// The size of the header before the payload.
    static let headerSize = 64

    /// The six numbers of the header of `data`, once its magic, version, length and checksum are
    /// checked; `kind` names the file in the errors ("pinyin dictionary").
    static func headerFields<Failure: DictionaryFileError>(
        of data: Data, magic: [UInt8], version: UInt32, kind: String, failure: Failure.Type
    ) throws -> [Int] {
        guard data.count >= headerSize else {
            throw Failure("the file is \(data.count) bytes, shorter than a \(kind)'s header")
        }
        let (fields, payloadLength, storedChecksum, checksum) = data.withUnsafeBytes { bytes in
            let fields = (0..<8).map {
                Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 4 * $0, as: UInt32.self)))
            }
            let length = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 32, as: UInt64.self))
            let stored = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 40, as: UInt64.self))
            return (
                fields, length, stored, LexiconFormat.checksum(UnsafeRawBufferPointer(rebasing: bytes[headerSize...]))
            )
        }
        guard data.prefix(4).elementsEqual(magic) else {
            throw Failure(
                "the file is not a \(kind) (it does not start with \(String(decoding: magic, as: UTF8.self)))")
        }
        guard fields[1] == version else {
            throw Failure("the file is version \(fields[1]) of the \(kind) format, not \(version)")
        }
        guard payloadLength == UInt64(data.count - headerSize) else {
            throw Failure(
                "the file is \(data.count) bytes, but its header says \(payloadLength + UInt64(headerSize)): it is cut short or has bytes added"
            )
        }
        guard storedChecksum == checksum else {
            throw Failure("the file's checksum does not match its contents: it is damaged")
        }
        return Array(fields[2...])
    }

    /// Makes a value with `read` from the file at `url`, mapped into memory: its pages are the
    /// file's, clean, and cost no heap. An error names the file.
    static func read<Value, Failure: DictionaryFileError>(
        _ url: URL, failure: Failure.Type, with read: (Data) throws -> Value
    ) throws -> Value {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw Failure("cannot read \(url.lastPathComponent): \(error.localizedDescription)")
        }
        do {
            return try read(data)
        } catch let error as Failure {
            throw Failure("\(url.lastPathComponent): \(error.message)")
        }
    }
}
