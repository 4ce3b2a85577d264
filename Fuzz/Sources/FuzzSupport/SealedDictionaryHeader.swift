@testable import KeysmithCore

/// Writes the payload's length and checksum into the header of a composer's dictionary file (pinyin,
/// kana; see `DictionaryFile`) at least a header long, so that a mutated file passes those checks
/// and reaches the checks of its sections and entries.
public func sealDictionaryHeader(_ bytes: inout [UInt8]) {
    let header = DictionaryFile.headerSize
    guard bytes.count >= header else { return }
    let payloadLength = UInt64(bytes.count - header)
    let checksum = bytes.withUnsafeBytes { LexiconFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[header...])) }
    for index in 0..<8 {
        bytes[32 + index] = UInt8(truncatingIfNeeded: payloadLength >> (8 * UInt64(index)))
        bytes[40 + index] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(index)))
    }
}
