/// Reads a region's annotations (`Annotations/en_GB.txt`): a first `@parent <language>` line, then
/// only what differs from the language's file, `<index><TAB><name><TAB><keywords>` per emoji (its
/// position in the catalog), then `@variants` and `<index><TAB><names>` per emoji whose toned forms'
/// names differ, each written `<n>+<text>` (a region's file has no suffixes of its own).
/// `scripts/build_emoji.py` layers CLDR's regional files over their parents' (en_GB over en_001
/// over en) and writes the difference.
extension EmojiDataFormat {
    /// The language a region's file is layered over: its `@parent` line; nil for a language's own
    /// file.
    static func parentLanguage(of text: String) -> String? {
        for line in text.split(separator: "\n", maxSplits: 8).prefix(8) where line.hasPrefix("@parent ") {
            return String(line.dropFirst("@parent ".count))
        }
        return nil
    }

    /// `base`, the annotations of the region's language, with the region's lines of `text` in place
    /// of its own.
    static func readRegion(_ text: String, over base: EmojiAnnotations, emoji: [Emoji], file: String) throws
        -> EmojiAnnotations
    {
        var annotations = base
        var inVariants = false
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            func error(_ message: String) -> EmojiDataError {
                EmojiDataError(file: file, line: offset + 1, column: 1, message: message)
            }
            if line.isEmpty || line.hasPrefix("# ") || line.hasPrefix("@parent ") { continue }
            if line == "@variants" {
                inVariants = true
                continue
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard let index = fields.first.flatMap({ Int($0) }), emoji.indices.contains(index) else {
                throw error("expected the position of an emoji of the catalog, from 0 to \(emoji.count - 1)")
            }
            if !inVariants {
                guard fields.count == 3 else { throw error("expected a position, a name and keywords") }
                annotations.names[index] = fields[1].isEmpty ? nil : String(fields[1])
                annotations.keywords[index] = fields[2].split(separator: "|")
                continue
            }
            let encoded = fields.count == 2 ? fields[1].split(separator: "|", omittingEmptySubsequences: false) : []
            guard encoded.count == emoji[index].toneVariants.count, !encoded.isEmpty else {
                throw error("expected a position and the names of the \(emoji[index].toneVariants.count) toned forms")
            }
            annotations.variantNames[index] = try encoded.map {
                try decodeVariantName($0, base: annotations.names[index], suffixes: [], error: error)
            }
        }
        return annotations
    }
}
