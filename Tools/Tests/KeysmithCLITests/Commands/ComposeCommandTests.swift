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
}
