import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The pinyin dictionary file: what it holds, and damaged files refused")
struct PinyinDictionaryTests {
    let bytes: [UInt8]

    init() throws {
        let url = try #require(EmbeddedLexicons.folder?.appendingPathComponent("Pinyin.dictionary"))
        bytes = Array(try Data(contentsOf: url))
    }

    /// The message of the error reading `bytes` throws; nil when it loads.
    func error(reading bytes: [UInt8]) -> String? {
        do {
            _ = try PinyinDictionary(data: Data(bytes))
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// `bytes` with the header's payload length and checksum written again, so that a change
    /// reaches the checks after them.
    func sealed(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        let header = PinyinDictionaryFormat.headerSize
        let checksum = bytes.withUnsafeBytes { LexiconFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[header...])) }
        let length = UInt64(bytes.count - header)
        for index in 0..<8 {
            bytes[32 + index] = UInt8(truncatingIfNeeded: length >> (8 * UInt64(index)))
            bytes[40 + index] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(index)))
        }
        return bytes
    }

    @Test("the embedded dictionary has the common words in their readings")
    func contents() throws {
        let dictionary = try PinyinDictionary(data: Data(bytes))
        #expect(dictionary.entryCount > 100_000)
        #expect(dictionary.syllables.contains("zhuang") && dictionary.syllables.contains("lv"))
        #expect(!dictionary.syllables.contains("ng"))
        let words = dictionary.syllable("zhong").flatMap { zhong in
            dictionary.children(of: dictionary.everyEntry, depth: 0, in: zhong..<(zhong + 1)).first
        }
        let zhong = try #require(words)
        #expect(dictionary.words(in: zhong.entries, length: 1).map(\.word).contains("中"))
        #expect(
            dictionary.syllables(startingWith: "zh").map { dictionary.syllables[$0] }.allSatisfy { $0.hasPrefix("zh") })
        #expect(dictionary.syllables(startingWith: "zzz").isEmpty)
    }

    @Test("a cut, damaged or foreign file is refused with what is wrong")
    func damaged() {
        #expect(error(reading: Array(bytes.prefix(10)))?.contains("shorter than") == true)
        #expect(error(reading: Array(bytes.dropLast(3)))?.contains("cut short") == true)
        var flipped = bytes
        flipped[bytes.count / 2] ^= 0x40
        #expect(error(reading: flipped)?.contains("checksum") == true)
        var foreign = bytes
        foreign[0] = 0x58
        #expect(error(reading: foreign)?.contains("not a pinyin dictionary") == true)
    }

    @Test("a sealed file with a bad syllable or entry is refused, not crashed on")
    func sealedDamage() throws {
        let dictionary = try PinyinDictionary(data: Data(bytes))
        let header = dictionary.header
        // A syllable out of order.
        var syllable = bytes
        syllable[PinyinDictionaryFormat.headerSize] = UInt8(ascii: "z")
        #expect(error(reading: sealed(syllable))?.contains("out of order") == true)
        // An entry whose key runs past the key pool.
        var entry = bytes
        entry[header.entries + 8] = 200
        #expect(error(reading: sealed(entry))?.contains("outside the file") == true)
        // An entry's word offset past the words.
        var word = bytes
        for index in 0..<4 { word[header.entries + 4 + index] = 0xFF }
        #expect(error(reading: sealed(word))?.contains("outside the file") == true)
        // Two entries swapped.
        var swapped = bytes
        let first = header.entries
        let last = header.entries + (header.entryCount - 1) * PinyinDictionaryFormat.entrySize
        for index in 0..<PinyinDictionaryFormat.entrySize { swapped.swapAt(first + index, last + index) }
        #expect(error(reading: sealed(swapped))?.contains("out of order") == true)
    }

    @Test("a missing file is an error that names it")
    func missing() {
        let url = URL(fileURLWithPath: "no-such-folder/Pinyin.dictionary")
        #expect(throws: PinyinDictionaryError.self) { try PinyinDictionary(contentsOf: url) }
    }
}
