import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Japanese: romaji composing kana, and kana–kanji conversion with candidates")
struct KanaComposerTests {
    let composer: KanaComposer

    init() throws {
        composer = KanaComposer(
            table: try #require(RomajiTable.embedded), dictionary: try #require(KanaDictionary.embedded))
    }

    func keys(_ letters: String) -> [String] { letters.map(String.init) }

    func candidates(_ letters: String) -> [Candidate] {
        composer.compose(keys(letters)).candidates
    }

    @Test("the marked text is the kana, with the keys still waiting as letters")
    func marked() {
        #expect(composer.compose(keys("nihongo")).composing == "にほんご")
        #expect(composer.compose(keys("nihongok")).composing == "にほんごk")
        #expect(composer.compose(keys("shinbun")).composing == "しんぶn")
        #expect(composer.compose(keys("nihongo")).composingKeyCount == 7)
        #expect(composer.accepts("a") && composer.accepts("-") && composer.accepts("ー") && composer.accepts("'"))
        #expect(!composer.accepts("。") && !composer.accepts("、"))
        #expect(!composer.accepts("A") && !composer.accepts("1") && !composer.accepts("?"))
    }

    @Test(
        "a reading converts as a whole",
        arguments: [("nihongo", "日本語"), ("nihongowokakimasu", "日本語を書きます"), ("kyouhaiitenkidesune", "今日はいい天気ですね")])
    func sentences(letters: String, expected: String) {
        #expect(candidates(letters).first?.text == expected)
    }

    @Test("a reading's other words follow, cheapest first")
    func otherWords() {
        let kanji = candidates("kanji").map(\.text)
        #expect(kanji.first == "感じ")
        #expect(kanji.prefix(5).contains("漢字"))
    }

    @Test("the first stretch offers its words, its hiragana and its katakana, covering its keys")
    func firstStretch() throws {
        let all = candidates("nihongowo")
        let whole = try #require(all.first)
        #expect(whole.keyCount == 9)
        let nihongo = all.filter { $0.keyCount == 7 }.map(\.text)
        #expect(nihongo.contains("日本語") && nihongo.contains("にほんご") && nihongo.contains("ニホンゴ"))
        // The words of the first stretch come before the kana of the shorter stretches.
        // (After the whole conversions, up to `sentenceLimit` of them.)
        #expect(all.prefix(KanaComposer.sentenceLimit + 5).map(\.text).contains("日本語"))
        let texts = all.map(\.text)
        #expect(try #require(texts.firstIndex(of: "日本語")) < #require(texts.firstIndex(of: "にほん")))
        #expect(all.contains(Candidate(text: "にほんごを", keyCount: 9)))
        #expect(all.contains(Candidate(text: "ニホンゴヲ", keyCount: 9)))
        // A stretch never ends inside the keys of one kana: きゃ is typed by kya whole.
        #expect(!candidates("kyaku").contains { $0.keyCount == 2 })
    }

    @Test("a last n converts as ん, and letters that type no kana stay letters")
    func leftovers() {
        #expect(candidates("shinbun").first?.text == "新聞")
        #expect(candidates("kq").first?.text == "kq")
    }

    @Test("what the user chose ranks first")
    func learned() {
        let composer = KanaComposer(
            table: self.composer.table, dictionary: self.composer.dictionary,
            learned: { $0 == "kanji" ? "幹事" : nil })
        #expect(composer.compose(keys("kanji")).candidates.first?.text == "幹事")
    }

    @Test("the tools type words as their readings and kana as themselves")
    func typing() {
        #expect(composer.keys(typing: "ぁ") == ["x", "a"])
        #expect(composer.keys(converting: "日本語を書きます")?.keys.joined() == "nihongowokakimasu")
        #expect(composer.keys(converting: "コーヒー")?.keys.joined() == "koーhiー")
        #expect(composer.keys(converting: "。") == nil)
        #expect(composer.keys(converting: "i") == nil)
    }

    @Test("a damaged dictionary is an error, not a crash")
    func damaged() throws {
        let dictionary = try #require(KanaDictionary.embedded)
        #expect(dictionary.entryCount > 50_000)
        #expect(throws: KanaDictionaryError.self) { try KanaDictionary(data: Data("KSKN".utf8)) }
        var bytes = dictionary.data
        bytes[bytes.count - 1] ^= 0xFF
        #expect(throws: KanaDictionaryError.self) { try KanaDictionary(data: bytes) }
    }
}
