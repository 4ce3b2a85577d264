import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Typing pinyin on the zh_Hant keyboard: Traditional candidates, Taiwan's punctuation")
struct TraditionalPinyinTests {
    let composer: PinyinComposer

    init() throws {
        composer = PinyinComposer(dictionary: try #require(PinyinDictionary.embeddedTraditional))
    }

    func candidates(_ letters: String) -> [String] {
        composer.compose(letters.map(String.init)).candidates.map(\.text)
    }

    /// A session on the embedded Traditional Chinese keyboard.
    func chinese(_ mode: DocumentMode = .exact) throws -> TouchSession {
        try TouchSession(mode, document: "‸", configuration: LanguageKeyboards.configuration("zh_Hant"))
    }

    @Test(
        "runs convert to Traditional Chinese, phrase by phrase: one Simplified character is two Traditional ones",
        arguments: [
            ("zhongguo", "中國"), ("woshitaiwanren", "我是臺灣人"), ("jintiantianqihenhao", "今天天氣很好"),
            ("toufa", "頭髮"), ("fazhan", "發展"), ("houlai", "後來"), ("huanghou", "皇后"), ("ganjing", "乾淨"),
            ("ganbu", "幹部"),
        ])
    func sentences(letters: String, expected: String) {
        #expect(candidates(letters).first == expected)
    }

    @Test("the candidates of a syllable hold each Traditional character a Simplified one stands for")
    func characters() throws {
        let fa = candidates("fa")
        #expect(fa.contains("發"))
        #expect(fa.contains("髮"))
        // The Simplified character stays typable, with the least count: every ideograph is.
        #expect(try #require(fa.firstIndex(of: "發")) < (try #require(fa.firstIndex(of: "发"))))
        #expect(candidates("hou").contains("後"))
        #expect(candidates("hou").contains("后"))
    }

    @Test("the Traditional dictionary is the Simplified one converted: the same readings, about as many words")
    func sameReadings() throws {
        let simplified = try #require(PinyinDictionary.embedded)
        let traditional = try #require(PinyinDictionary.embeddedTraditional)
        #expect(traditional.syllables == simplified.syllables)
        #expect(abs(traditional.entryCount - simplified.entryCount) < simplified.entryCount / 50)
        #expect(PinyinDictionary.embedded(script: "Hant")?.entryCount == traditional.entryCount)
        #expect(PinyinDictionary.embedded(script: "Hans")?.entryCount == simplified.entryCount)
        #expect(PinyinDictionary.embedded(script: nil)?.entryCount == simplified.entryCount)
    }

    @Test(
        "space types the best Traditional candidate; punctuation commits it, then types",
        arguments: DocumentMode.allCases)
    func session(mode: DocumentMode) throws {
        var session = try chinese(mode)
        session.type("taiwan")
        #expect(session.state.compositionCandidates.first == "臺灣")
        session.type(" ")
        #expect(session.settle() == "臺灣‸")
        session.type("toufa")
        try session.typeAnywhere("，")
        #expect(session.settle() == "臺灣頭髮，‸")
        #expect(session.document.marked == nil)
    }

    @Test("the numbers layout puts Taiwan's marks first: corner brackets, the enumeration comma, the dollar")
    func punctuation() throws {
        let configuration = try LanguageKeyboards.configuration("zh_Hant")
        let numbers = try #require(configuration.layouts["Numbers"])
        let keys = Array(numbers.rows.joined())
        let texts = keys.compactMap(\.text)
        #expect(texts.contains("「"))
        #expect(texts.contains("$"))
        #expect(!texts.contains("“"))
        let comma = try #require(keys.first { $0.text == "，" })
        #expect(comma.modifiers.contains("、"))
    }
}
