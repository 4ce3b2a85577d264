import Testing

@_spi(Tooling) @testable import KeysmithCore

/// The word and the sentence around the cursor are found by walking out from the cursor; these tests
/// hold them to the definitions over whole arrays of characters they replaced, on random tricky text.
@Suite("Words and sentences found from the cursor agree with their definitions over the whole text")
struct WordsFromTheCursorTests {
    /// Characters that decide words and sentences, with the clusters that break naive text code.
    static let pool = Tricky.pool + ["’", "l", "!", "?", "…", "»", ")", "\t", "\u{301}", "σ"]

    /// Mostly ASCII, which the walks read byte by byte, with what makes them give way to walking
    /// characters: an accent that joins the letter before it, `\r\n`, a typographic apostrophe and
    /// closing quote, a letter and an emoji beyond ASCII.
    static let mostlyASCII =
        [
            "a", "Z", "7", "b", " ", " ", "'", "'", ".", "!", "?", "\"", ")", "]", "\t", "\n", ",", ";",
        ] + ["\u{301}", "\r\n", "’", "”", "é", "❤️"]

    /// A string of up to `maxClusters` characters of `pool`.
    static func text(_ generator: inout SplitMix64, maxClusters: Int = 14, from pool: [String] = pool) -> String {
        let count = Int.random(in: 0..<maxClusters, using: &generator)
        return (0..<count).map { _ in pool.randomElement(using: &generator) ?? "" }.joined()
    }

    /// The word around the cursor by its definition: the run of word characters through the cursor
    /// in the two texts read as one array, an apostrophe counting only between two letters.
    static func word(before: String, after: String) -> WordAroundCursor? {
        let characters = Array(before) + Array(after)
        let cursor = Array(before).count
        func isInWord(_ index: Int) -> Bool {
            guard characters.indices.contains(index) else { return false }
            if characters[index].isWordLetter { return true }
            return characters[index].isApostrophe && index > 0 && characters[index - 1].isWordLetter
                && index + 1 < characters.count && characters[index + 1].isWordLetter
        }
        var start = cursor
        while start > 0, isInWord(start - 1) { start -= 1 }
        var end = cursor
        while end < characters.count, isInWord(end) { end += 1 }
        if start == end { return nil }
        return WordAroundCursor(
            beforeCursor: String(characters[start..<cursor]), afterCursor: String(characters[cursor..<end]))
    }

    /// The sentence before the cursor by its definition: from the last line break, or whitespace
    /// after a terminator and any closing marks, without leading whitespace.
    static func sentence(before: String, terminators: Set<Character>) -> String {
        let characters = Array(before)
        let closers: Set<Character> = ["\"", "'", "”", "’", "“", "‘", "»", "›", ")", "]", "}"]
        func endsSentence(_ end: Int) -> Bool {
            var index = end
            while index > 0, closers.contains(characters[index - 1]) { index -= 1 }
            return index > 0 && terminators.contains(characters[index - 1])
        }
        var start = 0
        for index in stride(from: characters.count, to: 0, by: -1) {
            let character = characters[index - 1]
            if character.isNewline || (character.isHorizontalWhitespace && endsSentence(index - 1)) {
                start = index
                break
            }
        }
        return String(characters[start...].drop { $0.isWhitespace })
    }

    @Test("the word around the cursor, on 3,000 random texts on both sides of it")
    func wordAroundCursor() {
        var generator = SplitMix64(seed: 24)
        for _ in 0..<3_000 {
            let before = Self.text(&generator)
            let after = Self.text(&generator)
            let context = TextContext(beforeInput: before, afterInput: after)
            #expect(context.wordAroundCursor == Self.word(before: before, after: after), "\(before)‸\(after)")
        }
    }

    @Test("the sentence before the cursor and whether it starts there, with and without Greek's `;`")
    func sentenceBeforeCursor() {
        var generator = SplitMix64(seed: 25)
        let greek = TextContext.terminators.union([";"])
        for _ in 0..<3_000 {
            let before =
                Self.text(&generator) + (Bool.random(using: &generator) ? ";" : "")
                + Self.text(&generator, maxClusters: 4)
            let context = TextContext(beforeInput: before)
            for terminators in [TextContext.terminators, greek] {
                let sentence = Self.sentence(before: before, terminators: terminators)
                #expect(context.sentenceBeforeCursor(endingAfter: terminators) == sentence, "\(before)")
                #expect(context.isAtSentenceStart(terminators: terminators) == sentence.isEmpty, "\(before)")
            }
            #expect(
                context.isAtSentenceStart == Self.sentence(before: before, terminators: TextContext.terminators).isEmpty
            )
        }
    }

    @Test("the ASCII walks agree with the definitions, and give way where the text is not ASCII")
    func asciiWalks() {
        var generator = SplitMix64(seed: 26)
        let greek = TextContext.terminators.union([";"])
        var answeredInBytes = 0
        for _ in 0..<3_000 {
            let before = Self.text(&generator, from: Self.mostlyASCII)
            let after = Self.text(&generator, from: Self.mostlyASCII)
            let context = TextContext(beforeInput: before, afterInput: after)
            let word = Self.word(before: before, after: after)
            #expect(context.wordAroundCursor == word, "\(before)‸\(after)")
            if let extent = context.asciiWordExtent() {
                answeredInBytes += 1
                #expect(extent.before == word?.beforeCursor.utf8.count ?? 0, "\(before)‸\(after)")
                #expect(extent.after == word?.afterCursor.utf8.count ?? 0, "\(before)‸\(after)")
            } else {
                // The bytes give way only to a character beyond ASCII.
                let isASCII = (before + after).allSatisfy { $0.isASCII }
                #expect(!isASCII, "\(before)‸\(after)")
            }
            for terminators in [TextContext.terminators, greek] {
                let isStart = Self.sentence(before: before, terminators: terminators).isEmpty
                #expect(context.isAtSentenceStart(terminators: terminators) == isStart, "\(before)")
                if let answer = context.asciiIsAtSentenceStart(terminators: terminators) {
                    #expect(answer == isStart, "\(before)")
                }
            }
        }
        // Most of these texts are ASCII near the cursor: the bytes answer for them.
        #expect(answeredInBytes > 1_000)
    }
}
