import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Effects as JSON, as keysmith simulate prints them")
struct EffectCodingTests {
    static func json(_ effect: KeyboardEffect) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(effect), as: UTF8.self)
    }

    @Test("the toolbar's and panels' effects, and feedback with what it plays")
    func newEffects() throws {
        let url = try #require(URL(string: "https://example.com/a?b=1"))
        #expect(try Self.json(.openURL(url)) == #"{"openURL":"https://example.com/a?b=1"}"#)
        #expect(try Self.json(.copyImageToPasteboard("sticker-ok")) == #"{"copyImageToPasteboard":"sticker-ok"}"#)
        #expect(
            try Self.json(.searchGIFs(GIFSearchRequest(id: 3, query: "Wow")))
                == #"{"searchGIFs":{"id":3,"query":"Wow"}}"#)
        #expect(
            try Self.json(.feedback(.delete, KeyFeedbackOutput(playsInputClick: true, haptic: .medium)))
                == #"{"feedback":"delete","haptic":"medium","playsInputClick":true}"#)
        #expect(
            try Self.json(.feedback(.click, KeyFeedbackOutput(playsInputClick: true, haptic: nil)))
                == #"{"feedback":"click","playsInputClick":true}"#)
        let saved = try Self.json(.saveSettings(KeyboardSettings(themeName: "Midnight")))
        #expect(saved.hasPrefix(#"{"saveSettings":{"#) && saved.contains(#""themeName":"Midnight""#))
    }

    @Test("a suggestion request gives its identifier and word, not the text around it")
    func suggestionRequest() throws {
        let engine = KeyboardEngine(
            configuration: try #require(KeyboardConfiguration.embedded().value),
            suggestionProvider: SuggestionProvider(lexicon: try SuggestionFixtures.lexicon(["hello": 10])),
            suggestionScheduling: .deferred)
        var state = engine.initialState(document: TextContext(beforeInput: "secret hel", afterInput: "lo there"))
        let effects = engine.handle(
            .documentChanged(TextContext(beforeInput: "secret hel", afterInput: "p there")), state: &state)
        let request = try #require(
            effects.compactMap { if case .computeSuggestions(let request) = $0 { request } else { nil } }.first)
        #expect(
            try Self.json(.computeSuggestions(request))
                == #"{"computeSuggestions":{"id":\#(request.id),"word":"help"}}"#)
    }

    @Test("an event script's host event reads the colour scheme")
    func scriptColorScheme() throws {
        let script = EventScript.load(
            SourceText(name: "s.json", text: #"[{"event": "host", "colorScheme": "dark", "hasFullAccess": true}]"#))
        #expect(script.diagnostics.isEmpty)
        #expect(script.value?.steps == [.host(HostContext(hasFullAccess: true, colorScheme: .dark))])
    }
}
