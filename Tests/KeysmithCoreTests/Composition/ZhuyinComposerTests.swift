import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Zhuyin: syllables, conversion and the zh_Hant_TW keyboard")
struct ZhuyinComposerTests {
    let composer: ZhuyinComposer
    let syllables = ZhuyinSyllables.shared

    init() throws {
        composer = ZhuyinComposer(
            pinyin: PinyinComposer(dictionary: try #require(PinyinDictionary.embeddedTraditional)))
    }

    func keys(_ zhuyin: String) -> [String] { zhuyin.map(String.init) }

    func candidates(_ zhuyin: String) -> [Candidate] { composer.compose(keys(zhuyin)).candidates }

    /// A session on the embedded Zhuyin keyboard.
    func zhuyin(_ mode: DocumentMode = .exact) throws -> TouchSession {
        try TouchSession(mode, document: "‸", configuration: LanguageKeyboards.configuration("zh_Hant_TW"))
    }

    @Test("every syllable of both dictionaries has one Zhuyin spelling, which reads back as that syllable alone")
    func everySyllable() throws {
        let dictionary = try #require(PinyinDictionary.embeddedTraditional)
        #expect(syllables.pinyin.count == dictionary.syllables.count)
        #expect(try #require(PinyinDictionary.embedded).syllables == dictionary.syllables)
        for syllable in dictionary.syllables {
            let spelling = try #require(syllables.zhuyin[syllable], "\(syllable) has no Zhuyin")
            #expect(syllables.units(of: keys(spelling)).map(\.letters) == [syllable], "\(spelling)")
        }
        #expect(syllables.symbols.count == 37)
    }

    @Test(
        "symbols read as syllables, longest first; a tone mark ends one; a start of one stands for its letters",
        arguments: [
            ("ㄋㄧˇㄏㄠˇ", ["ni", "hao"]), ("ㄒㄧㄢ", ["xian"]), ("ㄒㄧˉㄢ", ["xi", "an"]), ("ㄓ", ["zhi"]),
            ("ㄐㄩ", ["ju"]), ("ㄌㄩˋ", ["lv"]), ("ㄋㄏ", ["n", "h"]), ("ㄓㄨㄥㄍㄨㄛˊ", ["zhong", "guo"]),
        ])
    func units(zhuyin: String, expected: [String]) {
        #expect(syllables.units(of: keys(zhuyin)).map(\.letters) == expected)
    }

    @Test(
        "runs convert to Traditional Chinese through their pinyin",
        arguments: [("ㄋㄧˇㄏㄠˇ", "你好"), ("ㄓㄨㄥㄍㄨㄛˊ", "中國"), ("ㄊㄞˊㄨㄢ", "臺灣"), ("ㄊㄡˊㄈㄚˇ", "頭髮")])
    func conversion(zhuyin: String, expected: String) {
        #expect(candidates(zhuyin).first?.text == expected)
    }

    @Test("a candidate covers the Zhuyin keys of its syllables, tone marks included")
    func keyCounts() throws {
        let all = candidates("ㄋㄧˇㄏㄠˇㄕˋㄐㄧㄝˋ")
        #expect(all.first == Candidate(text: "你好世界", keyCount: 12))
        #expect(try #require(all.first { $0.text == "你好" }).keyCount == 6)
        #expect(all.allSatisfy { $0.keyCount > 0 && $0.keyCount <= 12 })
        // No candidate ends inside the letters of one key: ㄢ is a and n, and ㄒㄧㄚ (xia) is not
        // a stretch of ㄒㄧㄢ.
        #expect(candidates("ㄒㄧㄢ").allSatisfy { $0.keyCount == 3 })
    }

    @Test("tone marks before a syllable are typed as they are; a symbol that starts none has no candidates")
    func strayKeys() {
        let leading = composer.compose(keys("ˇㄋㄧ"))
        #expect(leading.committed == "ˇ")
        #expect(leading.composing == "ㄋㄧ")
        #expect(!leading.candidates.isEmpty)
        let stray = composer.compose(keys("ㄝ"))
        #expect(stray.composing == "ㄝ")
        #expect(stray.candidates.isEmpty)
        #expect(!composer.accepts("a"))
        #expect(composer.accepts("ˋ"))
    }

    @Test("the keys that type a text read back as its syllables, with a tone mark only where one is needed")
    func typingKeys() throws {
        #expect(composer.keys(typing: "你") == ["ㄋ", "ㄧ"])
        let xian = try #require(syllables.keys(typing: ["xi", "an"]))
        #expect(xian == ["ㄒ", "ㄧ", "˙", "ㄢ"])
        #expect(syllables.units(of: xian).map(\.letters) == ["xi", "an"])
        let (typed, count) = try #require(composer.keys(converting: "你好世界"))
        #expect(count == 4)
        #expect(composer.compose(typed).candidates.first?.text == "你好世界")
    }

    @Test("on the zh_Hant_TW keyboard: symbols compose, delete takes one back, a choice leaves the rest, space commits")
    func session() throws {
        var session = try zhuyin()
        session.type("ㄋㄧˇㄏㄠˇㄕˋㄐㄧㄝˋㄚ")
        #expect(session.state.composingText == "ㄋㄧˇㄏㄠˇㄕˋㄐㄧㄝˋㄚ")
        session.tap(.delete)
        #expect(session.state.composingText == "ㄋㄧˇㄏㄠˇㄕˋㄐㄧㄝˋ")
        #expect(session.settle() == "ㄋㄧˇㄏㄠˇㄕˋㄐㄧㄝˋ‸")
        let index = try #require(session.state.compositionCandidates.firstIndex(of: "你好"))
        session.send(.toolbar(.tapSuggestion(index)))
        #expect(session.settle() == "你好ㄕˋㄐㄧㄝˋ‸")
        #expect(session.state.compositionCandidates.first == "世界")
        session.type(" ")
        #expect(session.settle() == "你好世界‸")
        #expect(!session.state.composition.isComposing)
    }

    @Test("a word chosen from Zhuyin is learned by its pinyin and ranks first next time")
    func learning() throws {
        var session = try zhuyin()
        session.type("ㄒㄧㄢ")
        let first = try #require(session.state.compositionCandidates.first)
        let other = try #require(session.state.compositionCandidates.dropFirst().first { $0.count == 1 })
        #expect(first != other)
        let index = try #require(session.state.compositionCandidates.firstIndex(of: other))
        session.send(.toolbar(.tapSuggestion(index)))
        #expect(session.state.suggesting.learnedWords.chosenWord(forReading: "xian") == other)
        session.type("ㄒㄧㄢ")
        #expect(session.state.compositionCandidates.first == other)
    }
}
