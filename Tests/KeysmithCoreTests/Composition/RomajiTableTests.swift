import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Romaji: the table, っ, ん and the long vowel")
struct RomajiTableTests {
    let table: RomajiTable

    init() throws {
        table = try #require(RomajiTable.embedded)
    }

    func keys(_ letters: String) -> [String] { letters.map(String.init) }

    /// The kana `letters` type, with a last `n` as ん, as a reading is converted.
    func kana(_ letters: String) -> String {
        table.kana(of: keys(letters), finishing: true).map(\.text).joined()
    }

    @Test("every spelling of the table types its kana")
    func everySpelling() {
        #expect(table.spellings.count >= 200)
        for (spelling, kana) in table.spellings {
            #expect(self.kana(spelling) == kana, "\(spelling)")
        }
    }

    @Test("Hepburn and kunrei-shiki spellings type the same kana")
    func spellingSystems() {
        for (hepburn, kunrei) in [("shi", "si"), ("tsu", "tu"), ("chi", "ti"), ("fu", "hu"), ("ji", "zi")] {
            #expect(kana(hepburn) == kana(kunrei))
        }
        #expect(["ja", "zya", "jya"].map(kana).allSatisfy { $0 == "じゃ" })
        #expect(["sha", "sya"].map(kana).allSatisfy { $0 == "しゃ" })
        #expect(["xtu", "ltu", "xtsu", "ltsu"].map(kana).allSatisfy { $0 == "っ" })
        #expect(kana("xa") == "ぁ" && kana("lyo") == "ょ")
    }

    @Test(
        "sequences read as Japanese input methods read them",
        arguments: [
            ("kitte", "きって"), ("konnnichiha", "こんにちは"), ("shinbun", "しんぶん"), ("kyouha", "きょうは"),
            ("matte", "まって"), ("zasshi", "ざっし"), ("kon'ya", "こんや"), ("konya", "こにゃ"), ("ra-men", "らーめん"),
            ("nihongo,", "にほんご、"), ("[hai].", "「はい」。"), ("onna", "おんあ"), ("sanpo", "さんぽ"),
        ])
    func sequences(letters: String, expected: String) {
        #expect(kana(letters) == expected)
    }

    @Test("keys still waiting for more are shown as letters, and a last n stays n until converted")
    func pending() {
        #expect(table.kana(of: keys("ky")).map(\.text).joined() == "ky")
        #expect(table.kana(of: keys("shinbun")).map(\.text).joined() == "しんぶn")
        #expect(table.kana(of: keys("kq")).map(\.text).joined() == "kq")
        let pieces = table.kana(of: keys("kyatto"))
        #expect(pieces.map(\.text) == ["きゃ", "っ", "と"])
        #expect(pieces.map(\.keyCount) == [3, 4, 6])
    }

    @Test("hiragana is spelled as a person types it, and the spelling reads back")
    func spelling() throws {
        #expect(table.keys(spelling: "きって")?.joined() == "kitte")
        #expect(table.keys(spelling: "しんぶん")?.joined() == "shinbunn")
        #expect(table.keys(spelling: "こんや")?.joined() == "konnya")
        #expect(table.keys(spelling: "きゃっと")?.joined() == "kyatto")
        #expect(table.keys(spelling: "漢") == nil)
        for text in ["にほんごをかきます", "きょうはいいてんきですね", "らーめん", "ちょっとまって", "ぁゃっ"] {
            let keys = try #require(table.keys(spelling: text))
            #expect(table.kana(of: keys, finishing: true).map(\.text).joined() == text, "\(text)")
        }
    }

    @Test("a damaged table is an error, not a crash")
    func damaged() {
        #expect(throws: KanaDictionaryError.self) { try RomajiTable(data: Data("{".utf8)) }
        #expect(throws: KanaDictionaryError.self) {
            try RomajiTable(data: Data(#"{"spellings": [["a"]]}"#.utf8))
        }
    }
}
