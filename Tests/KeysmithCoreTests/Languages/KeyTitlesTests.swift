import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// The spacebar and the return key are titled in the keyboard's language, as iOS titles them.
@Suite("Built-in key titles in the keyboard's language")
struct KeyTitlesTests {
    /// A set of one layout whose spacebar and return key have no text of their own.
    static func configuration(setLocale: String?, layoutLocale: String?) throws -> KeyboardConfiguration {
        func field(_ name: String, _ value: String?) -> String {
            value.map { #", "\#(name)": "\#($0)""# } ?? ""
        }
        let files = [
            "Keyboard": #"""
            {"name": "demo", "layouts": ["Letters"]\#(field("locale", setLocale)),
             "keyboardTypes": {"numberPad": "Pad", "decimalPad": "Pad"}}
            """#,
            "Pad": #"[[{"text": "1"}, {"type": "switchKeyboard", "text": "ABC", "keyboardName": "Letters"}]]"#,
            "Letters": #"""
            {"name": "Letters"\#(field("locale", layoutLocale)), "rows": [[
              {"text": "a"}, {"type": "spacebar", "style": "spacebar"}, {"type": "return", "style": "blue"}]]}
            """#,
        ]
        let result = KeyboardConfiguration.load(manifest: "Keyboard") { name in
            files[name].map { SourceText(name: name + ".json", text: $0) }
        }
        #expect(result.diagnostics.map(\.description) == [])
        return try #require(result.value)
    }

    /// The labels and VoiceOver labels of the spacebar and the return key, rendered in a field whose
    /// return key is `returnKeyType`.
    static func rendered(_ configuration: KeyboardConfiguration, returnKeyType: ReturnKeyType = .default) -> (
        space: KeyLabel?, spaceSpoken: String?, return: KeyLabel?, returnSpoken: String?
    ) {
        let engine = KeyboardEngine(configuration: configuration)
        let model = engine.render(engine.initialState(host: HostContext(returnKeyType: returnKeyType)))
        let space = model.keys.first { $0.type == .spacebar }
        let enter = model.keys.first { $0.type == .return }
        return (space?.label, space?.accessibilityLabel, enter?.label, enter?.accessibilityLabel)
    }

    @Test("English stays as it was: space and return, lower case")
    func english() throws {
        for locale in [nil, "en_US", "en-GB"] {
            let keys = Self.rendered(try Self.configuration(setLocale: locale, layoutLocale: nil))
            #expect(keys.space == .text("space") && keys.spaceSpoken == "space")
            #expect(keys.return == .text("return") && keys.returnSpoken == "return")
        }
        let send = Self.rendered(try Self.configuration(setLocale: "en_US", layoutLocale: nil), returnKeyType: .send)
        #expect(send.return == .text("send"))
    }

    @Test(
        "the set's language titles them, for VoiceOver too",
        arguments: [
            ("fr_FR", "espace", "retour"), ("fr_CA", "espace", "retour"), ("de_CH", "Leerzeichen", "Return"),
            ("es_ES", "espacio", "intro"), ("ru", "Пробел", "ввод"), ("he", "רווח", "חזור"),
            ("ar", "مسافة", "إدخال"), ("pt_BR", "espaço", "retorno"), ("pt_PT", "espaço", "enter"),
        ])
    func language(locale: String, space: String, enter: String) throws {
        let keys = Self.rendered(try Self.configuration(setLocale: locale, layoutLocale: nil))
        #expect(keys.space == .text(space) && keys.spaceSpoken == space)
        #expect(keys.return == .text(enter) && keys.returnSpoken == enter)
    }

    @Test(
        "the return key's title for the field's return key type is in the language too",
        arguments: [
            (ReturnKeyType.search, "rechercher"), (.google, "rechercher"), (.send, "envoyer"), (.go, "accéder"),
            (.done, "terminé"), (.next, "suivant"), (.join, "rejoindre"), (.route, "itinéraire"),
        ])
    func returnKeyTypes(type: ReturnKeyType, title: String) throws {
        let keys = Self.rendered(try Self.configuration(setLocale: "fr_FR", layoutLocale: nil), returnKeyType: type)
        #expect(keys.return == .text(title) && keys.returnSpoken == title)
    }

    @Test("the layout's locale wins over the set's; an unknown language falls back to English")
    func layoutLocale() throws {
        let german = Self.rendered(try Self.configuration(setLocale: "fr_FR", layoutLocale: "de"))
        #expect(german.space == .text("Leerzeichen"))
        let unknown = Self.rendered(try Self.configuration(setLocale: "haw", layoutLocale: nil), returnKeyType: .send)
        #expect(unknown.space == .text("space") && unknown.return == .text("send"))
    }

    @Test("a key's own text wins over the language's title, except the return key in a field that names its type")
    func ownText() throws {
        let configuration = try #require(KeyboardConfiguration.embedded(language: "en_US").value)
        var french = configuration
        french.set.locale = "fr_FR"
        for name in french.layouts.keys { french.layouts[name]?.locale = "fr_FR" }
        let plain = Self.rendered(french)
        #expect(plain.space == .text("space") && plain.return == .text("return"))
        #expect(Self.rendered(french, returnKeyType: .search).return == .text("rechercher"))
    }

    @Test("every language's table has a title for every return key type, none empty")
    func complete() {
        for locale in ["en", "fr", "de", "es", "it", "pt", "pt_BR", "nl", "sv", "da", "nb", "fi", "pl", "cs", "tr"]
            + ["ru", "uk", "el", "he", "ar"]
        {
            let titles = KeyTitles.forLocale(locale)
            #expect(!titles.space.isEmpty)
            for type in ReturnKeyType.allCases {
                #expect(!titles.title(for: type).isEmpty, "\(locale) \(type)")
            }
            if locale != "en" { #expect(titles != KeyTitles.english, "\(locale) has its own titles") }
        }
    }
}
