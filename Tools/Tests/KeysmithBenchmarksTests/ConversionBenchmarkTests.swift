import Foundation
import Testing

@testable import KeysmithBenchmarks

@Suite("keysmith-bench pinyin and kana: the held-out clauses, their accuracy and their timings")
struct ConversionBenchmarkTests {
    /// Writes `lines` to a file of their own and reads them as the benchmarks read their clauses.
    static func clauses(_ lines: [String], keys: String = "pinyin") throws -> [PinyinBenchmark.Clause] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("clauses-\(UUID().uuidString).tsv")
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try PinyinBenchmark.clauses(fromFile: url.path, keys: keys)
    }

    @Test("a clause file with a line that is not text, keys and first word is refused at that line")
    func malformedClauses() throws {
        let good = try Self.clauses(["你好\tnihao\t你好", "中国人\tzhongguoren\t中国"])
        #expect(good.map(\.firstWord) == ["你好", "中国"])
        for (lines, line) in [(["你好\tnihao\t你好", "你好\tnihao"], 2), (["你好\tnihao\t世界"], 1)] {
            let error = #expect(throws: CompositionBenchmarkError.self) { try Self.clauses(lines, keys: "romaji") }
            #expect(
                error?.description.contains(".tsv:\(line):1: expected text, romaji and the text's first word") == true)
        }
    }

    @Test("pinyin: a clause converted right counts in top 1, a wrong reading in neither; every key is timed")
    func pinyin() throws {
        // 中国人民 read as "zhongguorenmin" converts; the second clause's keys spell another word.
        let clauses = try Self.clauses([
            "中国人民\tzhongguorenmin\t中国", "你好\tshijie\t你好", "我们都很好但是时间不多了\twomendouhenhaodanshishijianbuduole\t我们",
        ])
        let report = try PinyinBenchmark.run(clauses, rounds: 2, typed: 1)
        #expect(report.clauses == 3)
        #expect(report.accuracy.sentenceTop1 >= 1 && report.accuracy.sentenceTop1 <= 2)
        #expect(report.accuracy.sentenceTop5 >= report.accuracy.sentenceTop1 && report.accuracy.sentenceTop5 <= 2)
        #expect(
            report.accuracy.firstWordTop5 >= report.accuracy.firstWordTop1
                && report.accuracy.firstWordTop1 >= report.accuracy.sentenceTop1)
        // Only the third clause has 20 letters: timed whole and at each of its 20 keys, twice.
        #expect(report.latency.samples.count == 2)
        #expect(report.keyLatency.samples.count == 40)
        #expect(report.typedCharacters == 4)
        #expect(report.keystrokes >= "zhongguorenmin".count)
        #expect(report.dictionaryBytes > 1 << 20)
        let markdown = PinyinBenchmark.markdown(report, command: "keysmith-bench pinyin --clauses test.tsv")
        #expect(markdown.contains("keysmith-bench pinyin --clauses test.tsv"))
    }

    @Test("kana: romaji clauses converted, the wrong one in neither; every clause timed whole and key by key")
    func kana() throws {
        let clauses = try Self.clauses(["日本語\tnihongo\t日本語", "犬\tneko\t犬"], keys: "romaji")
        let report = try KanaBenchmark.run(clauses, rounds: 1)
        #expect(report.clauses == 2)
        #expect(report.accuracy.sentenceTop5 == 1)
        #expect(report.accuracy.firstWordTop5 == 1)
        #expect(
            report.accuracy.sentenceTop1 <= report.accuracy.sentenceTop5
                && report.accuracy.firstWordTop1 <= report.accuracy.firstWordTop5)
        #expect(report.latency.samples.count == 2)
        #expect(report.keyLatency.samples.count == "nihongo".count + "neko".count)
        #expect(report.dictionaryBytes > 1 << 20)
        let markdown = KanaBenchmark.markdown(report, command: "keysmith-bench kana --clauses test.tsv")
        #expect(markdown.contains("keysmith-bench kana --clauses test.tsv"))
    }

    @Test("no clauses at all is an error, not a report of zeros")
    func noClauses() {
        #expect(throws: CompositionBenchmarkError.self) { try KanaBenchmark.run([], rounds: 1) }
    }
}
