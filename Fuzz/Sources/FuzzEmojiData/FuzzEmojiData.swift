import Foundation
import FuzzSupport
@_spi(Tooling) @testable import KeysmithCore

/// The emoji annotation readers, over a catalog of three emoji: one without skin tones, one with
/// five toned forms and one with twenty-five. The input is a language's annotation file, followed
/// after a zero byte by a region's file layered over it. Damaged files are refused with an error
/// that points inside the file; files that load give names to every toned form the file names,
/// and an index that answers searches with emoji of the catalog only.
@_cdecl("FuzzEmojiData_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}

/// The catalog the annotations name: 😀, ✋ with its 5 toned forms, 🤝 with its 25.
private let emoji: [Emoji] = {
    let tones = ["🏻", "🏼", "🏽", "🏾", "🏿"]
    let pairs = tones.flatMap { first in tones.map { "🫱\(first)\u{200D}🫲\($0)" } }
    let text = """
        # Emoji 15.0: a catalog for fuzzing
        @group smileys-emotion
        @subgroup face-smiling
        😀\t1.0\tgrinning face
        @group people-body
        @subgroup hand-fingers-open
        ✋\t0.6\traised hand\t\(tones.map { "✋\($0)" }.joined(separator: " "))\t1.0
        @subgroup person-symbol
        🤝\t3.0\thandshake\t\(pairs.joined(separator: " "))\t14.0
        """
    // The catalog is the harness's own: reading it cannot fail.
    return (try? EmojiDataFormat.readCatalog(text, file: "Emoji.txt").emoji) ?? []
}()

private func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    require(emoji.count == 3, "the harness's catalog does not read")
    let input = UnsafeBufferPointer(start: start, count: count)
    let split = input.firstIndex(of: 0) ?? input.endIndex
    let language = String(decoding: input[..<split], as: UTF8.self)
    let region = split < input.endIndex ? String(decoding: input[(split + 1)...], as: UTF8.self) : nil
    var annotations: EmojiAnnotations
    do {
        annotations = try EmojiDataFormat.readAnnotations(language, emoji: emoji, file: "xx.txt")
        if let region {
            annotations = try EmojiDataFormat.readRegion(region, over: annotations, emoji: emoji, file: "xx_YY.txt")
        }
    } catch let error as EmojiDataError {
        let lines = (error.file == "xx.txt" ? language : region ?? "").split(
            separator: "\n", omittingEmptySubsequences: false)
        require(error.line >= 1 && error.line <= lines.count, "\(error) points outside its file")
        return 0
    } catch {
        require(false, "\(error) is not an EmojiDataError")
        return 0
    }
    require(annotations.names.count == emoji.count, "\(annotations.names.count) names for \(emoji.count) emoji")
    for item in emoji {
        let names = annotations.variantNames[item.index]
        require(
            names.isEmpty || names.count == item.toneVariants.count,
            "\(names.count) names for the \(item.toneVariants.count) toned forms of \(item.characters)")
    }
    let data = EmojiLanguageData(annotations: annotations, emoji: emoji)
    let queries = ["", "a", "hand", "grinning face", "ü", "  x  y "] + annotations.names.compactMap { $0 }
    for query in queries {
        let folded = EmojiSearchIndex.fold(query)
        for match in data.index.matches(folded) {
            require(emoji.indices.contains(match.emoji), "a search found emoji \(match.emoji) of \(emoji.count)")
        }
        let exact = data.index.exactMatches(folded)
        require(
            (exact.named + exact.others).allSatisfy(emoji.indices.contains),
            "an exact match outside the catalog")
    }
    return 0
}
