import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Case by language: Turkish i, German ß, Greek sigma and accents, Dutch IJ, scripts without case")
struct LetterCaseTests {
    @Test("Turkish and Azeri: i and İ are one letter, ı and I another", arguments: ["tr", "tr_TR", "az-Latn-AZ"])
    func turkic(locale: String) {
        let rules = LetterCase(locale: locale)
        #expect(rules.keyText("i", shifted: true) == "İ")
        #expect(rules.keyText("ı", shifted: true) == "I")
        #expect(rules.keyText("İ", shifted: false) == "i")
        #expect(rules.keyText("I", shifted: false) == "ı")
        #expect(rules.uppercased("istanbul ılık") == "İSTANBUL ILIK")
        #expect(rules.lowercased("İSTANBUL ILIK") == "istanbul ılık")
        #expect(rules.capitalized("ırmak") == "Irmak")
        #expect(rules.capitalized("istanbul") == "İstanbul")
        // A decomposed dotted capital is the same letter.
        #expect(rules.lowercased("I\u{307}zmir") == "izmir")
    }

    @Test("other languages keep Unicode's mappings: i and I, and no dotless i from a shifted I")
    func standardI() {
        let english = LetterCase(locale: "en_US")
        #expect(english.keyText("i", shifted: true) == "I")
        #expect(english.keyText("I", shifted: false) == "i")
        #expect(english.uppercased("istanbul") == "ISTANBUL")
        #expect(LetterCase(locale: nil) == .standard)
    }

    @Test(
        "a shifted ß key types ẞ, one character; a word in capitals spells ß as SS", arguments: ["de", "de_CH", "en"])
    func sharpS(locale: String) {
        let rules = LetterCase(locale: locale)
        #expect(rules.keyText("ß", shifted: true) == "ẞ")
        #expect(rules.keyText("ẞ", shifted: false) == "ß")
        #expect(rules.uppercased("straße") == "STRASSE")
        #expect(rules.uppercased("STRAẞE") == "STRAẞE")
        #expect(rules.capitalized("ärger") == "Ärger")
    }

    @Test("Greek: lower case ends a word with ς; shift keeps one letter's accent")
    func greekSigma() {
        let greek = LetterCase(locale: "el_GR")
        #expect(greek.lowercased("ΟΔΟΣ") == "οδος")
        #expect(greek.lowercased("ΟΔΟΣ").last == "ς")
        #expect(greek.lowercased("ΣΟΦΟΣ ΚΑΙ ΣΟΦΟΣ.") == "σοφος και σοφος.")
        #expect(greek.lowercased("Σ") == "σ")
        #expect(greek.keyText("Σ", shifted: false) == "σ")
        #expect(greek.keyText("ς", shifted: true) == "Σ")
        #expect(greek.keyText("ά", shifted: true) == "Ά")
        #expect(greek.capitalized("άλλος") == "Άλλος")
        #expect(greek.endingWord("καλόσ") == "καλός")
        #expect(greek.endingWord("σ") == "σ")
        // Without the Greek rules, Unicode's default mapping has no final form.
        #expect(LetterCase.standard.lowercased("ΟΔΟΣ") == "οδοσ")
    }

    @Test(
        "Greek capitals drop the accent but keep the diaeresis it stood for",
        arguments: [
            ("καλός", "ΚΑΛΟΣ"), ("άυλος", "ΑΫΛΟΣ"), ("ρολόι", "ΡΟΛΟΪ"), ("αύριο", "ΑΥΡΙΟ"),
            ("διϋλιστήριο", "ΔΙΫΛΙΣΤΗΡΙΟ"), ("ΐ", "Ϊ"), ("Ελλάδα", "ΕΛΛΑΔΑ"),
        ])
    func greekCapitals(word: String, capitals: String) {
        #expect(LetterCase(locale: "el").uppercased(word) == capitals)
    }

    @Test("Dutch: a capitalised word starting with ij starts with IJ")
    func dutchIJ() {
        let dutch = LetterCase(locale: "nl_NL")
        #expect(dutch.capitalized("ijsland") == "IJsland")
        #expect(dutch.capitalized("inkt") == "Inkt")
        #expect(LetterCase.standard.capitalized("ijsland") == "Ijsland")
    }

    @Test(
        "Arabic, Hebrew, Persian and Urdu have no case: shift changes nothing", arguments: ["ar", "he_IL", "fa", "ur"])
    func uncased(locale: String) {
        let rules = LetterCase(locale: locale)
        #expect(!rules.hasCase)
        #expect(rules.keyText("ש", shifted: true) == "ש")
        #expect(rules.keyText("a", shifted: true) == "a")
        #expect(LetterCase(locale: "fr").hasCase)
    }

    @Test("a suggestion takes the case of what was typed by the language's rules")
    func caseShape() {
        let turkish = LetterCase(locale: "tr")
        #expect(CaseShape(of: "İst").apply(to: "istanbul", letterCase: turkish) == "İstanbul")
        #expect(CaseShape(of: "IŞI").apply(to: "ışık", letterCase: turkish) == "IŞIK")
        #expect(CaseShape(of: "KAL").apply(to: "καλός", letterCase: LetterCase(locale: "el")) == "ΚΑΛΟΣ")
        #expect(CaseShape(of: "STR").apply(to: "straße", letterCase: LetterCase(locale: "de")) == "STRASSE")
        #expect(CaseShape(of: "Ijs").apply(to: "ijsje", letterCase: LetterCase(locale: "nl")) == "IJsje")
    }

    @Test("the shape is judged on the letters alone: one capital, every one, or none first")
    func caseShapeOfLetters() {
        let shapes: [(String, CaseShape)] = [
            ("", .asListed), ("hel", .asListed), ("hEL", .asListed), ("'s", .asListed), ("3d", .asListed),
            ("H", .capitalized), ("Hel", .capitalized), ("HeL", .capitalized), ("HEl", .capitalized),
            ("3D", .capitalized), ("O'", .capitalized), ("O'neil", .capitalized),
            ("HE", .allCapitals), ("HEL", .allCapitals), ("O'NEIL", .allCapitals), ("H-B", .allCapitals),
            ("ÉTÉ", .allCapitals), ("Été", .capitalized), ("ΚΑΛ", .allCapitals),
        ]
        for (typed, shape) in shapes { #expect(CaseShape(of: typed) == shape, "\(typed)") }
    }
}

@Suite("Layout direction: of a language, and of the text before the cursor")
struct LayoutDirectionTests {
    @Test(
        "Arabic, Hebrew, Persian and Urdu read from right to left",
        arguments: [("he", true), ("ar_SA", true), ("fa-IR", true), ("ur", true), ("en_US", false), ("el", false)])
    func ofLocale(locale: String, rightToLeft: Bool) {
        #expect((LayoutDirection(locale: locale) == .rightToLeft) == rightToLeft)
        #expect(LayoutDirection(locale: nil) == .leftToRight)
    }

    @Test(
        "the text's direction is that of the nearest letter before the cursor on its line",
        arguments: [
            ("שלום", LayoutDirection.rightToLeft), ("hello", .leftToRight), ("hello שלום 123 ", .rightToLeft),
            ("שלום hello, ", .leftToRight), ("مرحبا ١٢٣", .rightToLeft), ("שלום\n", nil), ("123 !", nil),
            ("", nil),
        ])
    func ofText(text: String, direction: LayoutDirection?) {
        #expect(LayoutDirection.ofText(before: text) == direction)
    }
}
