import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("Each layout's language, worked out once when the engine is made")
struct LayoutLanguageTests {
    /// A set whose locale is `setLocale`, with these layouts by name.
    static func engine(setLocale: String?, layouts: [String: KeyboardLayout]) -> KeyboardEngine {
        let set = KeyboardSet(
            name: "test", locale: setLocale, layouts: layouts.keys.sorted(), keyboardTypes: KeyboardTypeLayouts())
        return KeyboardEngine(configuration: KeyboardConfiguration(set: set, layouts: layouts))
    }

    /// Whether `language` decides what the locale `locale` does, read afresh.
    static func matches(_ language: LayoutLanguage, locale: String?) -> Bool {
        let fresh = LayoutLanguage(locale: locale)
        return language.locale == locale && language.letterCase == LetterCase(locale: locale)
            && language.elisions == Elisions(locale: locale) && language.direction == LayoutDirection(locale: locale)
            && language.quotationMarks == QuotationMarks(locale: locale) && language.isFrench == fresh.isFrench
            && language.keyTitles == KeyTitles.forLocale(locale)
    }

    @Test("a layout's own locale wins over the set's, and a layout without one takes the set's")
    func layoutLocaleThenSetLocale() {
        let engine = Self.engine(
            setLocale: "de_DE",
            layouts: [
                "Français": KeyboardLayout(locale: "fr_FR", rows: [[Key(text: "a")]]),
                "Türkçe": KeyboardLayout(locale: "tr", rows: [[Key(text: "ı")]]),
                "Zahlen": KeyboardLayout(rows: [[Key(text: "1")]]),
            ])
        let french = engine.layoutLanguage(ofLayout: "Français", deviceClass: .iphonePortrait)
        #expect(Self.matches(french, locale: "fr_FR"))
        #expect(french.isFrench && french.elisions.words.contains("qu"))
        let turkish = engine.layoutLanguage(ofLayout: "Türkçe", deviceClass: .iphonePortrait)
        #expect(Self.matches(turkish, locale: "tr"))
        #expect(turkish.letterCase.rules == .turkic)
        #expect(Self.matches(engine.layoutLanguage(ofLayout: "Zahlen", deviceClass: .iphonePortrait), locale: "de_DE"))
        // A name the configuration does not hold is in the set's language.
        #expect(Self.matches(engine.layoutLanguage(ofLayout: "Missing", deviceClass: .ipadPortrait), locale: "de_DE"))
    }

    @Test("an iPad variant with a locale of its own is in that language on an iPad only")
    func iPadVariant() {
        let engine = Self.engine(
            setLocale: nil,
            layouts: [
                "Letters": KeyboardLayout(locale: "en_US", rows: [[Key(text: "a")]]),
                "Letters~iPad": KeyboardLayout(locale: "he", rows: [[Key(text: "א")]]),
                "Pad~iPad": KeyboardLayout(locale: "el", rows: [[Key(text: "α")]]),
            ])
        #expect(Self.matches(engine.layoutLanguage(ofLayout: "Letters", deviceClass: .iphonePortrait), locale: "en_US"))
        let pad = engine.layoutLanguage(ofLayout: "Letters", deviceClass: .ipadPortrait)
        #expect(Self.matches(pad, locale: "he"))
        #expect(pad.direction == .rightToLeft)
        // A layout only an iPad has: on a phone it is missing, in no language.
        #expect(Self.matches(engine.layoutLanguage(ofLayout: "Pad", deviceClass: .ipadPortrait), locale: "el"))
        #expect(Self.matches(engine.layoutLanguage(ofLayout: "Pad", deviceClass: .iphonePortrait), locale: nil))
    }

    @Test("every layout of the embedded languages is in its own language")
    func embeddedLanguages() throws {
        for identifier in EmbeddedLanguages.identifiers {
            let configuration = try #require(KeyboardConfiguration.embedded(language: identifier).value)
            let engine = KeyboardEngine(configuration: configuration)
            for (name, layout) in configuration.layouts where !name.hasSuffix(KeyboardConfiguration.iPadSuffix) {
                let locale = layout.locale ?? configuration.set.locale
                #expect(
                    Self.matches(engine.layoutLanguage(ofLayout: name, deviceClass: .iphonePortrait), locale: locale),
                    "\(identifier)/\(name)")
            }
        }
    }

    @Test("the typing conventions follow the settings: smart quotes and French spacing when they are on")
    func typingConventions() {
        let french = LayoutLanguage(locale: "fr_CA")
        let on = french.typingConventions(settings: KeyboardSettings(smartQuotes: true, frenchSpacing: true))
        #expect(on.quotes == QuotationMarks(locale: "fr_CA") && on.frenchSpacing)
        let off = french.typingConventions(settings: KeyboardSettings(smartQuotes: false, frenchSpacing: false))
        #expect(off.quotes == nil && !off.frenchSpacing)
        let english = LayoutLanguage(locale: "en").typingConventions(settings: KeyboardSettings(frenchSpacing: true))
        #expect(!english.frenchSpacing)
    }

    @Test("the language a state holds resolved follows its layout and its device")
    func resolvedLanguageFollowsLayoutAndDevice() {
        let engine = Self.engine(
            setLocale: nil,
            layouts: [
                "Français": KeyboardLayout(locale: "fr_FR", rows: [[Key(text: "a")]]),
                "Français~iPad": KeyboardLayout(locale: "he", rows: [[Key(text: "א")]]),
                "Türkçe": KeyboardLayout(locale: "tr", rows: [[Key(text: "ı")]]),
            ])
        var state = engine.initialState(layoutName: "Français")
        #expect(Self.matches(engine.layoutLanguage(for: state), locale: "fr_FR"))
        var update = Update(engine: engine, state: state)
        update.setLayout("Türkçe")
        state = update.state
        #expect(Self.matches(engine.layoutLanguage(for: state), locale: "tr"))
        update = Update(engine: engine, state: state)
        update.setLayout("Français")
        state = update.state
        _ = engine.handle(.deviceChanged(.ipadPortrait), state: &state)
        #expect(state.layoutName == "Français")
        #expect(Self.matches(engine.layoutLanguage(for: state), locale: "he"))
        _ = engine.handle(.deviceChanged(.iphonePortrait), state: &state)
        #expect(Self.matches(engine.layoutLanguage(for: state), locale: "fr_FR"))
    }

    @Test("a state handed to an engine of another configuration takes that engine's language")
    func resolvedLanguageOfAnotherEngine() {
        let english = Self.engine(
            setLocale: nil, layouts: ["Letters": KeyboardLayout(locale: "en_US", rows: [[Key(text: "a")]])])
        let hebrew = Self.engine(
            setLocale: nil, layouts: ["Letters": KeyboardLayout(locale: "he", rows: [[Key(text: "א")]])])
        var state = english.initialState(host: HostContext(autocapitalization: .sentences), layoutName: "Letters")
        #expect(Self.matches(english.layoutLanguage(for: state), locale: "en_US"))
        #expect(state.shift == .once(automatic: true))
        #expect(Self.matches(hebrew.layoutLanguage(for: state), locale: "he"))
        // Hebrew has no capitals: the engine of the Hebrew layout takes the automatic shift off.
        _ = hebrew.handle(.hostChanged(HostContext(autocapitalization: .sentences)), state: &state)
        #expect(Self.matches(hebrew.layoutLanguage(for: state), locale: "he"))
        #expect(state.shift == .off)
    }
}
