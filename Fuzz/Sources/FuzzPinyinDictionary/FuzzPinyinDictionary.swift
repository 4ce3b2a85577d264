import Foundation
import FuzzSupport
@_spi(Tooling) @testable import KeysmithCore

/// The pinyin dictionary reader and the composer over it. The input is a dictionary file whose
/// header the harness seals — it writes the payload's length and checksum — so that mutated files
/// pass those checks and reach the checks of the syllables and entries. A dictionary that loads
/// answers every search, and the composer converts runs of letters over it, without crashing.
@_cdecl("FuzzPinyinDictionary_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}

private func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: start, count: count))
    sealHeader(&bytes, size: DictionaryFile.headerSize)
    guard let dictionary = try? PinyinDictionary(data: Data(bytes)) else { return 0 }
    for syllable in dictionary.syllables.indices {
        for (_, entries) in dictionary.children(of: dictionary.everyEntry, depth: 0, in: syllable..<(syllable + 1)) {
            _ = dictionary.words(in: entries, length: 1)
            _ = dictionary.children(of: entries, depth: 1, in: 0..<dictionary.syllables.count)
        }
    }
    let composer = PinyinComposer(dictionary: dictionary)
    for letters in ["nihao", "nh", "xi'an", "zhongguoren", "a'''b", "iiiiiiii"] {
        let composition = composer.compose(letters.map(String.init))
        require(
            composition.candidates.allSatisfy { (1...letters.count).contains($0.keyCount) },
            "a candidate of \(letters) covers keys it does not have")
    }
    return 0
}
