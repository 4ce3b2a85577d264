import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The engine by language: shift, labels, auto-capitalisation, final sigma and punctuation")
struct LanguageBehaviourTests {
    @Test("Turkish: shift on i types and shows İ; on ı, I", arguments: DocumentMode.allCases)
    func turkishShift(mode: DocumentMode) throws {
        var session = try TouchSession(mode, configuration: LanguageFixtures.turkish())
        // Shift is on at the start of the text: the keys show capitals by Turkish rules.
        #expect(session.label(of: .showing("İ")) == "İ")
        #expect(session.label(of: .showing("I")) == "I")
        session.tap(.showing("İ"))
        session.tap(.showing("s"))
        session.tap(.shift)
        session.tap(.showing("I"))
        session.tap(.showing("ı"))
        session.tap(.showing("i"))
        #expect(session.settle() == "İsIıi‸")
        #expect(session.label(of: .showing("i")) == "i")
    }

    @Test("the alternates panel and the callout show letters in the language's capitals")
    func turkishAlternates() throws {
        var configuration = try LanguageFixtures.turkish()
        var layout = try #require(configuration.layouts["English"])
        for row in layout.rows.indices {
            for index in layout.rows[row].indices where layout.rows[row][index].text == "u" {
                layout.rows[row][index].modifiers = ["u", "i", "ı"]
            }
        }
        configuration.layouts["English"] = layout
        var session = try TouchSession(configuration: configuration)
        let finger = session.press(.showing("U"))
        session.wait(0.6)
        #expect(session.model.alternates?.labels == ["U", "İ", "I"])
        session.move(finger, toAlternate: "İ")
        session.release(finger)
        #expect(session.settle() == "İ‸")
    }

    @Test("German: a shifted ß key shows and types ẞ", arguments: DocumentMode.allCases)
    func sharpS(mode: DocumentMode) throws {
        var session = try TouchSession(mode, configuration: LanguageFixtures.german())
        #expect(session.label(of: .showing("ẞ")) == "ẞ")
        session.tap(.showing("ẞ"))
        session.tap(.showing("ß"))
        #expect(session.settle() == "ẞß‸")
    }

    @Test(
        "Greek: a word that ends after σ ends with ς, typed in lower case or after shift",
        arguments: DocumentMode.allCases)
    func greekFinalSigma(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization, configuration: LanguageFixtures.greek())
        // Caps lock: capitals have no final form.
        session.tap(.shift)
        session.tap(.shift)
        for letter in ["Ο", "Δ", "Ο", "Σ"] { session.tap(.showing(letter)) }
        session.tap(.space)
        session.tap(.shift)
        #expect(session.state.shift == .off)
        session.wait(0.5)
        session.tap(.shift)
        for letter in ["ο", "δ", "ο", "σ"] { session.tap(.showing(letter, letter.uppercased())) }
        session.tap(.space)
        for letter in ["κ", "α", "λ", "ο", "σ"] { session.tap(.showing(letter)) }
        try session.typeAnywhere(",")
        #expect(session.settle() == "ΟΔΟΣ Οδος καλος,‸")
    }

    @Test(
        "Greek: delete right after a final sigma brings back σ, as it undoes an autocorrection",
        arguments: DocumentMode.allCases)
    func greekFinalSigmaUndo(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization, configuration: LanguageFixtures.greek())
        for letter in ["κ", "α", "λ", "ο", "σ"] { session.tap(.showing(letter)) }
        session.tap(.space)
        #expect(session.settle() == "καλος ‸")
        session.tap(.delete)
        #expect(session.settle() == "καλοσ‸")
        // Ending the word again gives ς again.
        session.tap(.space)
        #expect(session.settle() == "καλος ‸")
        // Only right after: anything typed since makes delete an ordinary one.
        session.tap(.showing("α"))
        session.tap(.delete)
        session.tap(.delete)
        #expect(session.settle() == "καλος‸")
        // After punctuation too.
        session.tap(.space)
        session.tap(.showing("ο"))
        session.tap(.showing("σ"))
        try session.typeAnywhere(",")
        #expect(session.settle() == "καλος ος,‸")
        session.tap(.delete)
        #expect(session.settle() == "καλος οσ‸")
    }

    @Test("Hebrew: no automatic shift at the start of a sentence, and labels never change case")
    func hebrewNoAutoShift() throws {
        var session = try TouchSession(configuration: LanguageFixtures.hebrew())
        #expect(session.state.shift == .off)
        #expect(session.label(of: .showing("ש")) == "ש")
        session.type("של")
        try session.typeAnywhere(". ")
        #expect(session.state.shift == .off)
        #expect(session.settle() == "של. ‸")
    }

    @Test("English still shifts by itself at the start of a sentence")
    func englishAutoShift() throws {
        let session = try TouchSession(configuration: LanguageFixtures.configuration(locale: "en_GB"))
        #expect(session.state.shift == .once(automatic: true))
    }

    @Test(
        "two spaces after a word type a full stop in Greek, Arabic and Hebrew as in English",
        arguments: ["el", "ar", "he", "en"])
    func doubleSpacePeriod(locale: String) throws {
        let letters = ["el": ["a": "α"], "ar": ["a": "ب"], "he": ["a": "ש"], "en": [:]][locale] ?? [:]
        let configuration = try LanguageFixtures.configuration(locale: locale, letters: letters)
        var session = try TouchSession(host: .noAutocapitalization, configuration: configuration)
        session.tap(.showing(letters["a"] ?? "a"))
        session.type("  ")
        #expect(session.settle() == "\(letters["a"] ?? "a"). ‸")
    }

    @Test("smart quotes, when the user turns them on, follow the language", arguments: DocumentMode.allCases)
    func smartQuotes(mode: DocumentMode) throws {
        var session = try TouchSession(
            mode, host: .noAutocapitalization, configuration: LanguageFixtures.german(),
            settings: KeyboardSettings(smartQuotes: true))
        try session.typeAnywhere(#""ja" "#)
        #expect(session.settle() == "„ja“ ‸")
    }

    @Test("French spacing, when the user turns it on, puts a narrow no-break space before ! after a word")
    func frenchSpacing() throws {
        var session = try TouchSession(
            host: .noAutocapitalization, configuration: LanguageFixtures.configuration(locale: "fr_FR"),
            settings: KeyboardSettings(frenchSpacing: true))
        session.type("oui")
        try session.typeAnywhere("!")
        #expect(session.settle() == "oui\u{202F}!‸")
    }

    @Test("the settings panel offers French spacing only on a French keyboard")
    func frenchSpacingToggle() throws {
        let french = try KeyboardEngine(configuration: LanguageFixtures.configuration(locale: "fr_CA"))
        let english = try KeyboardEngine(configuration: LanguageFixtures.configuration(locale: "en_US"))
        #expect(french.offers(.frenchSpacing, in: french.initialState()))
        #expect(!english.offers(.frenchSpacing, in: english.initialState()))
        #expect(english.offers(.smartQuotes, in: english.initialState()))
    }
}

@Suite("Sentence starts by language")
struct SentenceStartTests {
    @Test("in Greek, ; is a question mark: the next sentence starts with a capital")
    func greekQuestionMark() throws {
        var session = try TouchSession(configuration: LanguageFixtures.greek())
        session.tap(.showing("Κ", "κ"))
        try session.typeAnywhere("; ")
        #expect(session.state.shift == .once(automatic: true))
        var english = try TouchSession()
        english.type("a")
        try english.typeAnywhere("; ")
        #expect(english.state.shift == .off)
    }

    @Test("a German closing quote after a full stop still ends the sentence")
    func germanClosingQuote() {
        #expect(TextContext(beforeInput: "„Ja.“ ").isAtSentenceStart)
        #expect(TextContext(beforeInput: "«Oui.» ").isAtSentenceStart)
        #expect(!TextContext(beforeInput: "Ja, ").isAtSentenceStart)
    }
}
