import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Typing a text as a person would")
struct TypistTests {
    func typed(
        _ text: String, host: HostContext = .standard, deviceClass: DeviceClass = .iphonePortrait, late: Bool = false
    ) throws -> (InMemoryTextDocument, Typist) {
        let configuration = try #require(KeyboardConfiguration.embedded().value)
        let engine = KeyboardEngine(configuration: configuration)
        var typist = Typist(engine: engine, state: engine.initialState(host: host, deviceClass: deviceClass))
        try typist.type(text)
        var document = InMemoryTextDocument(
            text: "", selection: 0..<0, options: .init(lateApplication: late ? .allEdits : .never))
        for case .edit(let edit) in typist.effects { document.apply([edit]) }
        document.flush()
        return (document, typist)
    }

    @Test(
        "types mixed text exactly: shift, symbols and back, alternates for accents, the emoji page for a skin tone",
        arguments: DeviceClass.allCases, [false, true])
    func mixedText(deviceClass: DeviceClass, late: Bool) throws {
        let text = "Hello, World! 42 ünïcödé 👍🏽"
        let (document, typist) = try typed(text, deviceClass: deviceClass, late: late)
        #expect(document.text == text)
        #expect(document.selection == text.utf16.count..<text.utf16.count)
        // It went to the numbers layout for the comma and back to the letters.
        let layouts = typist.effects.compactMap { if case .layoutChanged(let name) = $0 { name } else { nil } }
        #expect(layouts.first == "English-Numbers")
        #expect(typist.longPresses >= 1)
        #expect(typist.state.layoutName == "English")
    }

    @Test("a letter with combining marks no key types whole is typed as the letter, then each mark")
    func combiningMarks() throws {
        let configuration = try #require(KeyboardConfiguration.embedded(language: "ar").cleanValue)
        let engine = KeyboardEngine(configuration: configuration)
        var typist = Typist(engine: engine, state: engine.initialState())
        let text = "شكرًا جزيلًا"
        try typist.type(text)
        var document = InMemoryTextDocument(text: "", selection: 0..<0)
        for case .edit(let edit) in typist.effects { document.apply([edit]) }
        #expect(document.text == text)
        // A mark no key types leaves the letter's cluster reported whole.
        let englishEngine = KeyboardEngine(configuration: try #require(KeyboardConfiguration.embedded().value))
        var english = Typist(engine: englishEngine, state: englishEngine.initialState())
        #expect(throws: Typist.UntypableCharacter(character: "a\u{0651}")) { try english.type("a\u{0651}") }
    }

    @Test("a character no layout has is reported, naming it")
    func untypable() throws {
        let configuration = try #require(KeyboardConfiguration.embedded().value)
        let engine = KeyboardEngine(configuration: configuration)
        var typist = Typist(engine: engine, state: engine.initialState())
        #expect(throws: Typist.UntypableCharacter(character: "ж")) { try typist.type("aж") }
        #expect(Typist.UntypableCharacter(character: "ж").description == "no key of this keyboard types \"ж\" (U+436)")
    }

    @Test("lower case at the start of a sentence turns the automatic shift off first")
    func lowerCaseStart() throws {
        #expect(try typed("hi there. ok").0.text == "hi there. ok")
        #expect(try typed("ALL CAPS").0.text == "ALL CAPS")
    }

    @Test("number pad and decimal pad fields type digits")
    func pads() throws {
        #expect(try typed("12.50", host: HostContext(keyboardType: .decimalPad)).0.text == "12.50")
        #expect(try typed("0451", host: HostContext(keyboardType: .numberPad)).0.text == "0451")
    }
}
