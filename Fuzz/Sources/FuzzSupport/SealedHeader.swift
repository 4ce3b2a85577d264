@testable import KeysmithCore

/// Writes the payload's length and checksum into the header of a binary file of Keysmith's at least
/// a header long, so that a mutated file passes those checks and reaches the checks of its sections
/// and entries. The defaults are the lexicon's layout, which the composers' dictionaries share
/// (`DictionaryFile`): a 64-byte header with the length at byte 32 and the checksum, the lexicon's
/// unless `checksum` is another, at byte 40.
public func sealHeader(
    _ bytes: inout [UInt8], size: Int = 64, lengthAt lengthOffset: Int = 32, checksumAt checksumOffset: Int = 40,
    checksum: ((UnsafeRawBufferPointer) -> UInt64)? = nil
) {
    let checksum = checksum ?? LexiconFormat.checksum
    guard bytes.count >= size else { return }
    let payloadLength = UInt64(bytes.count - size)
    let sum = bytes.withUnsafeBytes { checksum(UnsafeRawBufferPointer(rebasing: $0[size...])) }
    for index in 0..<8 {
        bytes[lengthOffset + index] = UInt8(truncatingIfNeeded: payloadLength >> (8 * UInt64(index)))
        bytes[checksumOffset + index] = UInt8(truncatingIfNeeded: sum >> (8 * UInt64(index)))
    }
}
