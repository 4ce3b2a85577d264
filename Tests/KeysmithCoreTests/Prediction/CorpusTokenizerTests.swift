import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("Splitting text into sentences and words to count")
struct CorpusTokenizerTests {
    let lowerCaseWords: Set<String> = ["the", "we", "je", "il", "homme", "l'", "c'est"]

    func tokenizer(_ locale: String) -> CorpusTokenizer {
        CorpusTokenizer(
            elisions: Elisions(locale: locale), letterCase: LetterCase(locale: locale),
            isListedInLowerCase: { lowerCaseWords.contains($0) })
    }

    @Test("sentences end at terminators followed by a space, as on the keyboard, and at the end of the line")
    func sentences() {
        let english = tokenizer("en")
        #expect(
            english.sentences(in: "The cat sat. We saw it! Did you? It cost 3.5 pounds, e.g. today…")
                == [
                    ["the", "cat", "sat"], ["we", "saw", "it"], ["Did", "you"],
                    ["It", "cost", "3", "5", "pounds", "e", "g"], ["today"],
                ])
        #expect(english.sentences(in: "  ... !! ").isEmpty)
        #expect(english.sentences(in: "no end") == [["no", "end"]])
    }

    @Test("a hard-wrapped sentence's lines are joined; a terminator, an empty line or a capital ends it")
    func wrappedLines() {
        var wrapped = CorpusTokenizer.WrappedLines(tokenizer: tokenizer("es"))
        let lines = [
            "La Comisión tiene a", "honra emitir un informe", "del proyecto.", "el siguiente", "", "además de",
            "Carlos dijo", "que no", "  ", "fin",
        ]
        var texts = lines.compactMap { wrapped.add($0) }
        texts += [wrapped.finish()].compactMap { $0 }
        #expect(
            texts == [
                "La Comisión tiene a honra emitir un informe del proyecto.", "el siguiente", "", "además de",
                "Carlos dijo que no", "  ", "fin",
            ])
        #expect(wrapped.finish() == nil)
    }

    @Test("apostrophes inside words stay, straightened; others separate")
    func apostrophes() {
        let english = tokenizer("en")
        #expect(
            english.sentences(in: "I don’t know 'why' the dogs' bowls") == [
                ["I", "don't", "know", "why", "the", "dogs", "bowls"]
            ])
    }

    @Test("a sentence's first word is in lower case only when that spelling is a word")
    func firstWord() {
        let english = tokenizer("en")
        #expect(
            english.sentences(in: "The end. Paris is big. I am. THE END") == [
                ["the", "end"], ["Paris", "is", "big"], ["I", "am"], ["THE", "END"],
            ])
    }

    @Test("elisions are words of their own, as the lexicons list them")
    func elisions() {
        let french = tokenizer("fr")
        #expect(
            french.sentences(in: "L’homme qu’il voit. Je l'aime") == [
                ["l'", "homme", "qu'", "il", "voit"], ["je", "l'", "aime"],
            ])
        #expect(tokenizer("en").sentences(in: "l'homme") == [["l'homme"]])
    }

    @Test("Greek asks with a semicolon, which ends its sentences")
    func greek() {
        #expect(tokenizer("el").sentences(in: "Τι κάνεις; Καλά") == [["Τι", "κάνεις"], ["Καλά"]])
    }

    @Test("the model is asked with the words the tokenizer counts: the sentence so far, without the word being typed")
    func contextWords() {
        let english = tokenizer("en")
        #expect(english.contextWords(before: "", limit: 3) == ["<s>"])
        #expect(english.contextWords(before: "Hello there. ", limit: 3) == ["<s>"])
        #expect(english.contextWords(before: "Hello there. Th", limit: 3) == ["<s>"])
        #expect(english.contextWords(before: "The cat ", limit: 3) == ["<s>", "the", "cat"])
        #expect(english.contextWords(before: "The cat sat on", limit: 3) == ["the", "cat", "sat"])
        #expect(english.contextWords(before: "I don’t ", limit: 2) == ["I", "don't"])
        #expect(english.contextWords(before: "It cost 3.5 ", limit: 2) == ["3", "5"])
        #expect(english.contextWords(before: "first line\nThe ", limit: 3) == ["<s>", "the"])
        #expect(tokenizer("fr").contextWords(before: "Je vois l’hom", limit: 3) == ["je", "vois", "l'"])
        #expect(tokenizer("fr").contextWords(before: "Je vois l’homme ", limit: 2) == ["l'", "homme"])
    }

    @Test("in a long line only its end is read, and the words are those of reading it all")
    func contextWordsOfLongLines() {
        let english = tokenizer("en")
        var generator = SplitMix64(seed: 23)
        let pieces = ["the", "The", "cat", "we", "We", "Paris", "don’t", "l'homme", "3.5", ".", "!", ",", "…"]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 0...160, using: &generator) {
                text += pieces.randomElement(using: &generator)! + (Bool.random(using: &generator) ? " " : "")
            }
            if Int.random(in: 0..<4, using: &generator) == 0 { text += "\nSecond line " }
            // Reading the whole last line: its open sentence is the last one counted of the line
            // with a word after it, less that word.
            let line = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).last ?? ""
            var open = Array(english.sentences(in: line + " x").last?.dropLast() ?? [])
            if let last = line.last, last.isWordLetter || last.isApostrophe, !open.isEmpty { open.removeLast() }
            for limit in 1...3 {
                #expect(
                    english.contextWords(before: text, limit: limit, includingLastWord: true)
                        == english.contextWords(before: text + " ", limit: limit), "\(text)")
                #expect(
                    english.contextWords(before: text, limit: limit) == Array((["<s>"] + open).suffix(limit)), "\(text)"
                )
            }
        }
        let long = String(repeating: "word ", count: 100)
        #expect(english.contextWords(before: long + "The cat ", limit: 3) == ["word", "The", "cat"])
        #expect(english.contextWords(before: long + "end. The cat ", limit: 3) == ["<s>", "the", "cat"])
    }
}
