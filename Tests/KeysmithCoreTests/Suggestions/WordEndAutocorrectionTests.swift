import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

/// A word end that comes before the deferred answer for its word works the autocorrection out in
/// its own key-up, with `SuggestionProvider.autocorrection(for:taps:keys:host:letterCase:elisions:)`,
/// which skips what only the bar shows. It must decide exactly as the full search would have.
@Suite("A word end before its answer autocorrects as the answer would have")
struct WordEndAutocorrectionTests {
    /// The English lexicon with a model of sentences, learned words and phrases, and text
    /// replacements: every source of an autocorrection or of a known word.
    static func provider() throws -> SuggestionProvider {
        var learned = LearnedWords(learned: ["keysmith"])
        for _ in 0..<3 { learned.notePhrase(["<s>", "we", "drive", "my", "car"], host: .standard) }
        var provider = SuggestionProvider(
            lexicon: try Lexicon.english(), learnedWords: learned,
            textReplacements: [
                TextReplacement(userInput: "omw", documentText: "on my way"),
                TextReplacement(userInput: "Keysmith", documentText: "Keysmith"),
            ])
        provider.languageModel = try PredictionFixtures.model(PredictionFixtures.english)
        return provider
    }

    /// The letter key on the right of each letter key of the English layout; the last of each row
    /// is its own.
    static let rightNeighbour: [Character: Character] = Dictionary(
        uniqueKeysWithValues: ["qwertyuiop", "asdfghjkl", "zxcvbnm"].flatMap { row in
            zip(row, row.dropFirst() + [row.last!])
        })

    /// `word` and the slips of a finger on it: each letter left out, each pair of neighbours
    /// swapped, each letter doubled, and each letter replaced by the key to its right.
    static func slips(of word: String) -> [String] {
        let letters = Array(word)
        var slips = [word]
        for index in letters.indices {
            var dropped = letters
            dropped.remove(at: index)
            var doubled = letters
            doubled.insert(letters[index], at: index)
            var replaced = letters
            replaced[index] = Self.rightNeighbour[letters[index]] ?? letters[index]
            slips += [String(dropped), String(doubled), String(replaced)]
            if index + 1 < letters.count {
                var swapped = letters
                swapped.swapAt(index, index + 1)
                slips.append(String(swapped))
            }
        }
        return Array(Set(slips)).sorted()
    }

    @Test("the autocorrection alone is the full search's, for words typed right and wrong, in sentences and fields")
    func sameDecisionAsTheFullSearch() throws {
        let provider = try Self.provider()
        let keys = try #require(SuggestionFixtures.englishGeometry.map(LetterKeys.init(geometry:)))
        let words = ["the", "car", "you", "soon", "think", "there", "because", "would", "keysmith", "2nd", "omw"]
        let sentences = ["", "it is in ", "I'll see ", "we drive my ", "So. "]
        let hosts = [
            HostContext(autocapitalization: .none), HostContext(autocapitalization: .none, allowsAutocorrection: false),
        ]
        var corrected = 0
        var kept = 0
        var turn = 0
        for word in words {
            for typed in Self.slips(of: word) + [word.capitalized] {
                // Each tap far off its key's centre, towards the key on its right, where it weighs
                // the corrections otherwise than the keys alone would.
                let taps = typed.map { letter -> Point? in
                    let key = Character(letter.lowercased())
                    guard let centre = SuggestionFixtures.centre(of: key),
                        let right = SuggestionFixtures.centre(of: Self.rightNeighbour[key] ?? key)
                    else { return nil }
                    return Point(x: centre.x + 0.45 * (right.x - centre.x), y: centre.y)
                }
                for sentence in sentences {
                    // Taps or none, and a field that turns autocorrection off, in turn.
                    turn += 1
                    let host = hosts[turn % 3 == 0 ? 1 : 0]
                    let usedTaps = turn % 2 == 0 && taps.allSatisfy { $0 != nil } ? taps.compactMap { $0 } : nil
                    let context = TextNotation.context(sentence + typed + "‸")
                    let full = provider.suggestions(for: context, taps: usedTaps, keys: keys, host: host)
                    let alone = provider.autocorrection(
                        for: context, taps: usedTaps, keys: keys, host: host, letterCase: .standard, elisions: .none)
                    #expect(
                        alone.autocorrection == full.autocorrection,
                        "\(sentence)\(typed) in a field allowing autocorrection: \(host.allowsAutocorrection)")
                    #expect(alone.word == full.word)
                    #expect(alone.suggestions.isEmpty)
                    if full.autocorrection == nil { kept += 1 } else { corrected += 1 }
                }
            }
        }
        // Both outcomes are well represented, so the comparison is not of nils alone.
        #expect(corrected > 250)
        #expect(kept > 500)
        // The text replacement, the learned word and a word in the middle of a word.
        let host = HostContext(autocapitalization: .none)
        func alone(_ written: String) -> Suggestion? {
            provider.autocorrection(
                for: TextNotation.context(written), taps: nil, keys: keys, host: host, letterCase: .standard,
                elisions: .none
            ).autocorrection
        }
        #expect(alone("omw‸")?.text == "on my way")
        #expect(alone("it is in thw‸")?.text == "the")
        #expect(alone("keysmith‸") == nil)
        #expect(alone("it is in th‸w") == nil)
    }

    @Test("with several languages, a word that needs no ranking is answered as the full search answers it")
    func severalLanguages() throws {
        // The keyboard's own lexicon knows `charm`, which neither language's lexicon does; German has
        // no lexicon, so a German sentence gets no suggestions and no text replacement.
        var provider = SuggestionProvider(
            lexicon: try SuggestionFixtures.lexicon(["charm": 100_000, "the": 5_000_000]),
            learnedWords: LearnedWords(learned: ["keysmith"]),
            textReplacements: [TextReplacement(userInput: "omw", documentText: "on my way")],
            languageLexicons: [
                "en_US": try BilingualSuggestionTests.english(), "fr_FR": try BilingualSuggestionTests.french(),
            ])
        provider.languagesWithoutLexicon = ["de_DE"]
        let engine = KeyboardEngine(configuration: try BilingualFixture.configuration(), suggestionProvider: provider)
        let hosts = [
            HostContext(autocapitalization: .none), HostContext(autocapitalization: .none, allowsAutocorrection: false),
        ]
        func request(_ written: String, language: String, host: HostContext) -> SuggestionRequest {
            SuggestionRequest(
                id: 1, document: TextNotation.context(written), taps: nil, keys: nil, host: host,
                learnedWords: provider.learnedWords, letterCase: .standard, language: language)
        }
        var answers: [String: String] = [:]
        for sentence in ["", "the cat is ", "le chat est ", "xyz "] {
            for word in ["mignon", "mignpn", "nice", "nixe", "charm", "keysmith", "omw", "chst", "a", "chat"] {
                for language in ["en_US", "fr_FR", "de_DE"] {
                    for host in hosts {
                        let asked = request(sentence + word + "‸", language: language, host: host)
                        let alone = engine.autocorrection(for: asked).result.autocorrection
                        #expect(
                            alone == engine.suggestions(for: asked).result.autocorrection,
                            "\(sentence)\(word) on \(language), autocorrection: \(host.allowsAutocorrection)")
                        if host.allowsAutocorrection { answers[sentence + word + " " + language] = alone?.text }
                    }
                }
            }
        }
        // Words of either language are kept in a sentence of the other; `charm`, which only the
        // keyboard's own lexicon knows, is corrected in an English sentence as the full search does.
        #expect(answers["le chat est nice en_US"] == nil)
        #expect(answers["the cat is mignon fr_FR"] == nil)
        #expect(answers["the cat is charm en_US"] == "chart")
        #expect(answers["le chat est mignpn en_US"] == "mignon")
        #expect(answers["omw en_US"] == "on my way")
        #expect(answers["omw de_DE"] == nil)
    }

    @Test("a tap on a bar still showing the answer for a word that has ended does nothing")
    func barOfAnEndedWord() throws {
        var session = try TouchSession(
            document: "‸", host: HostContext(autocapitalization: .none), suggestions: try Self.provider(),
            suggestionTiming: .answeredOnDemand)
        session.type("it is in th")
        session.answerSuggestions()
        let answered = session.shownSuggestions.map(\.text)
        #expect(answered.contains("the"))
        // A letter more: the bar's answer for `th` still fits the word, and a tap takes it.
        session.type("w")
        session.tapSuggestion("the")
        #expect(session.settle() == "it is in the ‸")
        // Ended before the answer for its last letter came: the bar still shows the answer for
        // `th`, which is no longer the word before the cursor.
        session.answerSuggestions()
        session.type("th")
        session.answerSuggestions()
        session.type("w ")
        #expect(session.shownSuggestions.map(\.text) == answered)
        let ended = session.settle()
        session.tapSuggestion("the")
        #expect(session.settle() == ended)
        // So is a bar whose word has given way to another, typed before any answer came.
        session.type("so")
        let typed = session.settle()
        #expect(typed == ended.dropLast() + "so‸")
        session.tapSuggestion("the")
        #expect(session.settle() == typed)
        // Once the answer for the word comes, its suggestions take taps again.
        session.answerSuggestions()
        let completion = try #require(session.shownSuggestions.first { $0.text != "so" })
        session.tapSuggestion(completion.text)
        #expect(session.settle() == typed.dropLast(3) + completion.text + " ‸")
    }

    @Test(
        "after an elided word the word is searched without it, and the correction keeps it",
        arguments: [SuggestionTiming.answeredAtOnce, .answeredOnDemand])
    func elidedWord(timing: SuggestionTiming) throws {
        let configuration = try #require(KeyboardConfiguration.embedded(language: "fr").cleanValue)
        var session = try TouchSession(
            host: HostContext(autocapitalization: .none), configuration: configuration,
            suggestions: SuggestionProvider(lexicon: try ElisionSuggestionTests.french()), suggestionTiming: timing)
        session.type("l'hpmme ")
        #expect(session.settle() == "l'homme ‸")
    }

    @Test("typed faster than every answer, a paragraph comes out as typed with every answer on time")
    func fasterThanEveryAnswer() throws {
        let paragraph = "it is in thw box teh cat sat on thw mat we drive my cxr to work omw soon "
        var texts: [String] = []
        for timing in [SuggestionTiming.answeredAtOnce, .answeredOnDemand] {
            var session = try TouchSession(
                document: "‸", host: HostContext(autocapitalization: .none), suggestions: try Self.provider(),
                suggestionTiming: timing)
            session.type(paragraph)
            texts.append(session.settle())
            if timing == .answeredOnDemand {
                // The bar waits for the words after the last word end.
                #expect(session.unansweredSuggestionRequests.last?.word == "")
                session.answerSuggestions()
                #expect(session.shownSuggestions.allSatisfy { $0.kind == .prediction })
            }
        }
        #expect(texts[0] == "it is in the box the cat sat on the mat we drive my car to work on my way soon ‸")
        #expect(texts[1] == texts[0])
    }
}
