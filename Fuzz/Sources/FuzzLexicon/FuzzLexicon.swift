import Foundation
import FuzzSupport
@_spi(Tooling) @testable import KeysmithCore

/// The binary lexicon readers: the engine's (version 2) and the version 1 reader that upgrading
/// uses. An input that starts with the magic `KSLX` is a file as it is, given to both readers; any
/// other input is a list of words (a line each, with a count) that the builder makes a file of in
/// each version, followed after a zero byte by damage to do to both files: pairs of a 16-bit offset
/// and a byte to exclusive-or there. Either way the harness then writes the payload's length and
/// checksum into the header, so that mutated files pass those checks and reach the checks of the
/// tries. A lexicon that loads answers lookups, completions and corrections without crashing; a
/// version 1 file that loads upgrades to a version 2 file that loads with the same words; an
/// undamaged file holds every word it was built from.
@_cdecl("FuzzLexicon_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}

private func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: start, count: count))
    var files: [[UInt8]]
    var words: [String] = []
    if input.starts(with: LexiconFormat.magic) {
        files = [input]
    } else {
        let split = input.firstIndex(of: 0) ?? input.endIndex
        let entries = entries(String(decoding: input[..<split], as: UTF8.self))
        guard let version1 = try? LexiconBuilder.buildVersion1(entries),
            let version2 = try? LexiconBuilder.build(entries)
        else { return 0 }
        files = [version1, version2]
        var damage = FuzzInput(Array(input[min(split + 1, input.endIndex)...]))
        if damage.isAtEnd { words = entries.map(\.word) }
        while !damage.isAtEnd {
            let offset = Int(damage.uint16()), flip = damage.byte()
            for index in files.indices { files[index][offset % files[index].count] ^= flip }
        }
    }
    for var bytes in files {
        sealHeader(&bytes, size: LexiconFormat.headerSize)
        let version1 = try? LexiconVersion1(data: Data(bytes))
        let upgraded = version1.flatMap { _ in try? LexiconBuilder.upgrade(Data(bytes)) }
        let version2 = try? Lexicon(data: Data(upgraded ?? bytes))
        require(version1 == nil || upgraded != nil, "a version 1 file that loads does not upgrade")
        require(upgraded == nil || version2 != nil, "an upgraded version 1 file does not load")
        if let version1, let version2 {
            let before = version1.withSearch { $0.allWords().map(\.symbols) } ?? []
            let after = version2.withSearch { $0.allWords().map(\.symbols) } ?? []
            require(before == after, "upgrading changes the words")
        }
        require(words.isEmpty || version2 != nil, "a lexicon built from \(words) does not load")
        for word in words {
            let composed = word.precomposedStringWithCanonicalMapping
            require(version2?.contains(composed) ?? false, "a lexicon built with \"\(word)\" lacks it")
        }
        guard let version2 else { continue }
        for word in ["", "a", "the", "teh", "hello", "wörld", "zzzzzzzzzzzzzzzzzzzz"] + words.prefix(4) {
            _ = version2.contains(word)
            let completions = version2.completions(of: word, limit: 5)
            require(completions.count <= 5, "\(completions.count) completions of \"\(word)\" for a limit of 5")
            _ = version2.words(within: 2, of: word)
        }
    }
    return 0
}

/// `word count` lines; a line without a count counts 1.
private func entries(_ text: String) -> [LexiconEntry] {
    var seen = Set<String>()
    return text.split(separator: "\n").compactMap { line in
        let fields = line.split(separator: " ")
        guard let word = fields.first.map(String.init), seen.insert(word.precomposedStringWithCanonicalMapping).inserted
        else { return nil }
        return LexiconEntry(word: word, count: fields.dropFirst().first.flatMap { UInt64($0) } ?? 1)
    }
}
