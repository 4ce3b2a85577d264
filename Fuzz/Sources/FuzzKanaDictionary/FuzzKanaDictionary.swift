import Foundation
import FuzzSupport
@_spi(Tooling) @testable import KeysmithCore

/// The kana dictionary reader and the Japanese composer over it. The input is a dictionary file
/// whose header the harness seals — it writes the payload's length and checksum — so that mutated
/// files pass those checks and reach the checks of the entries and the connection matrix. A
/// dictionary that loads answers every search, prices every two of its words meeting, lists its
/// entries, and the composer converts runs of romaji over it, without crashing.
@_cdecl("FuzzKanaDictionary_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}

private func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: start, count: count))
    sealHeader(&bytes, size: DictionaryFile.headerSize)
    guard let dictionary = try? KanaDictionary(data: Data(bytes)) else { return 0 }
    let entries = dictionary.allEntries()
    for entry in entries.prefix(64) {
        let words = dictionary.words(reading: entry.reading.utf8)
        for word in words.prefix(8) {
            _ = dictionary.connectionCost(from: 0, to: word.left)
            _ = dictionary.connectionCost(from: word.right, to: 0)
            for next in words.prefix(8) { _ = dictionary.connectionCost(from: word.right, to: next.left) }
        }
        _ = dictionary.reading(of: entry.word)
    }
    guard let table = RomajiTable.embedded else { return 0 }
    let composer = KanaComposer(table: table, dictionary: dictionary)
    for romaji in ["nihongo", "kakimasu", "kitte", "nn'a", "xtsu-", "shinbun", "aaaaaaaaaaaa", "hashiwo"] {
        let keys = romaji.map(String.init).filter(composer.accepts)
        let composition = composer.compose(keys)
        require(
            composition.candidates.allSatisfy { (1...keys.count).contains($0.keyCount) },
            "a candidate of \(romaji) covers keys it does not have")
    }
    return 0
}
