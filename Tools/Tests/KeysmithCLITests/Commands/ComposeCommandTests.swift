import Foundation
import Testing

@Suite("keysmith compose, and Korean in simulate")
struct ComposeCommandTests {
    @Test("--format json prints what is committed, what is being composed, and the candidates")
    func json() throws {
        let run = try Tool.run(["compose", "--keyboard", "ko", "--keys", "ㄱㅏㄱㅏㅂㅅ", "--format", "json"])
        #expect(run.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["committed", "composing", "candidates", "keystrokes"])
        #expect(object["committed"] as? String == "가")
        #expect(object["composing"] as? String == "값")
        #expect(object["candidates"] as? [String] == [])
        #expect(object["keystrokes"] as? Int == 6)
    }

    @Test("text output, with shift for a tense consonant")
    func text() throws {
        let run = try Tool.run(["compose", "--keyboard", "ko_KR", "--keys", "ㅇㅏㄴㄲ"])
        #expect(run.status == 0)
        #expect(run.standardOutput == "committed: 안\ncomposing: ㄲ\ncandidates: none\n")
    }

    @Test("a keyboard that does not compose, and a key it has not, are errors")
    func errors() throws {
        let english = try Tool.run(["compose", "--keys", "abc"])
        #expect(english.status == 1)
        #expect(english.standardError.contains("does not compose"))
        let latin = try Tool.run(["compose", "--keyboard", "ko", "--keys", "ㄱ가ж"])
        #expect(latin.status == 1)
        #expect(latin.standardError.contains("no key of this keyboard types \"ж\""))
    }

    @Test("simulate types Korean with a key for each jamo, and reports the keystrokes")
    func simulate() throws {
        let run = try Tool.run(["simulate", "--keyboard", "ko", "--type", "안녕하세요"])
        #expect(run.status == 0)
        #expect(run.standardOutput == "안녕하세요\n")
        // 안 녕 하 세 요: 3 + 3 + 2 + 2 + 2 jamo.
        #expect(run.standardError.contains("12 keystrokes for 5 characters (2.40 a character)"))
    }

    @Test("the kana keypad: each key its kana (a repeated tap cycles), ゛ voices the last, converted as romaji is")
    func kanaKeypad() throws {
        let run = try Tool.run(["compose", "--keyboard", "ja_Hrkt_JP", "--keys", "ななほわわわこ゛", "--format", "json"])
        #expect(run.status == 0, "\(run.standardError)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(object["composing"] as? String == "にほんご")
        let candidates = try #require(object["candidates"] as? [String])
        #expect(candidates.first == "日本語")
        #expect(candidates.contains("にほんご") && candidates.contains("ニホンゴ"))
    }

    @Test("simulate types Japanese on the kana keypad in fewer touches than on romaji")
    func simulateKanaKeypad() throws {
        let text = "日本語を書きます"
        let kana = try Tool.run(["simulate", "--keyboard", "ja_Hrkt_JP", "--type", text])
        let romaji = try Tool.run(["simulate", "--keyboard", "ja_JP", "--type", text])
        #expect(kana.standardOutput == "\(text)\n")
        #expect(romaji.standardOutput == "\(text)\n")
        func keystrokes(_ report: String) -> Int? {
            report.split(separator: "\n").lazy.compactMap { line in
                line.contains("keystrokes for") ? Int(line.prefix { $0.isNumber }) : nil
            }.first
        }
        let touches = try #require(keystrokes(kana.standardError))
        #expect(touches < (try #require(keystrokes(romaji.standardError))))
    }
}
