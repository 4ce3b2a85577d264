import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Typing conventions: smart quotes, French spacing and Greek final sigma")
struct TypingConventionsTests {
    /// What typing each character of `keys` in turn gives, by `conventions`, from `start`.
    private func typed(_ keys: String, with conventions: TypingConventions, from start: String = "") -> String {
        var text = start
        for key in keys {
            let typing = conventions.typing(String(key), after: text)
            #expect(text.hasSuffix(typing.replacing))
            text = String(text.dropLast(typing.replacing.count)) + typing.replacement + typing.text
        }
        return text
    }

    private func smart(_ locale: String, frenchSpacing: Bool = false) -> TypingConventions {
        TypingConventions(
            locale: locale, settings: KeyboardSettings(smartQuotes: true, frenchSpacing: frenchSpacing))
    }

    @Test(
        "smart quotes open and close in the language's style",
        arguments: [
            ("en_US", #"He said "it's 'fine'"."#, "He said “it’s ‘fine’”."),
            ("de_DE", #"Er sagte "es ist 'gut'"."#, "Er sagte „es ist ‚gut‘“."),
            ("de_CH", #"Er sagte "gut"."#, "Er sagte «gut»."),
            ("fr_CH", #"Il a dit "bien"."#, "Il a dit «bien»."),
            ("pl", #"Powiedział "dobrze"."#, "Powiedział „dobrze”."),
            ("nl", #"Hij zei "goed" en 'ja'."#, "Hij zei “goed” en ‘ja’."),
            ("sv", #"Han sa "bra"."#, "Han sa ”bra”."),
            ("fi", #"Hän sanoi "hyvä"."#, "Hän sanoi ”hyvä”."),
            ("ru", #"Он сказал "хорошо"."#, "Он сказал «хорошо»."),
            ("uk", #"Він сказав "добре"."#, "Він сказав «добре»."),
            ("cs", #"Řekl "dobře"."#, "Řekl „dobře“."),
            ("da", #"Han sagde "godt"."#, "Han sagde “godt”."),
            ("nb", #"Han sa "bra"."#, "Han sa «bra»."),
        ])
    func smartQuotes(locale: String, keys: String, result: String) {
        #expect(typed(keys, with: smart(locale)) == result)
    }

    @Test("an apostrophe inside a word stays an apostrophe, written ’", arguments: ["en", "fr", "de", "it"])
    func apostrophe(locale: String) {
        #expect(typed("l'homme d'Etat", with: smart(locale)) == "l’homme d’Etat")
    }

    @Test("with smart quotes off, quotes are typed as they are")
    func smartQuotesOff() {
        let plain = TypingConventions(locale: "de", settings: .defaults)
        #expect(typed(#"Er sagte "gut" 'ja'."#, with: plain) == #"Er sagte "gut" 'ja'."#)
    }

    @Test("quotes open after an opening bracket or mark, and at the start of a line")
    func openingPositions() {
        let english = smart("en")
        #expect(typed(#"("a")"#, with: english) == "(“a”)")
        #expect(typed(#""'a'""#, with: english) == "“‘a’”")
        #expect(typed("\"", with: english, from: "x\n") == "x\n“")
    }

    @Test("French spacing: a narrow no-break space before ; : ! ? after a word, in place of a typed space")
    func frenchSpacing() {
        let french = TypingConventions(locale: "fr_FR", settings: KeyboardSettings(frenchSpacing: true))
        #expect(
            typed("Quoi? Oui! Non; ah: bon", with: french) == "Quoi\u{202F}? Oui\u{202F}! Non\u{202F}; ah\u{202F}: bon")
        #expect(typed("Quoi ?", with: french) == "Quoi\u{202F}?")
        // Not after a space alone, nor in a time or a link.
        #expect(typed(" ?", with: french) == " ?")
        #expect(typed("?!", with: french, from: "Quoi\u{202F}?") == "Quoi\u{202F}??!")
        // Only on a French keyboard.
        let english = TypingConventions(locale: "en", settings: KeyboardSettings(frenchSpacing: true))
        #expect(typed("What?", with: english) == "What?")
    }

    @Test("French smart quotes are guillemets, spaced inside when French spacing is on")
    func guillemets() {
        #expect(typed(#"Il dit "oui"."#, with: smart("fr")) == "Il dit «oui».")
        #expect(
            typed(#"Il dit "oui" !"#, with: smart("fr", frenchSpacing: true))
                == "Il dit «\u{202F}oui\u{202F}»\u{202F}!")
        #expect(typed(#"Il dit "oui "."#, with: smart("fr", frenchSpacing: true)) == "Il dit «\u{202F}oui\u{202F}».")
    }

    @Test("Greek: a σ that ends a word becomes ς when a space or punctuation follows")
    func greekFinalSigma() {
        let greek = TypingConventions(locale: "el", settings: .defaults)
        #expect(typed("καλοσ και σοφοσ, οδοσ. σ ", with: greek) == "καλος και σοφος, οδος. σ ")
        #expect(typed("ΟΔΟΣ ", with: greek) == "ΟΔΟΣ ")
        #expect(typed("σ'", with: greek, from: "") == "σ'")
        let english = TypingConventions(locale: "en", settings: .defaults)
        #expect(typed("οδοσ ", with: english) == "οδοσ ")
    }
}
