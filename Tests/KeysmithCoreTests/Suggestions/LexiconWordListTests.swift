import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Word lists: word<TAB>count lines and their problems")
struct LexiconWordListTests {
    func read(_ text: String) -> LexiconWordList.Reading {
        LexiconWordList.read(Array(text.utf8), fileName: "words.tsv")
    }

    @Test("tabs, spaces, CRLF, blank lines and comments")
    func goodLines() {
        let reading = read("# English\nthe\t100\r\n\nof 90\n  and    80  \ncafé\t7\nzero\t0\n")
        #expect(reading.diagnostics.isEmpty)
        #expect(
            reading.entries == [
                LexiconEntry(word: "the", count: 100), LexiconEntry(word: "of", count: 90),
                LexiconEntry(word: "and", count: 80),
                LexiconEntry(word: "café", count: 7), LexiconEntry(word: "zero", count: 0),
            ])
    }

    @Test("every bad line is reported with its line and column, and the good lines are kept")
    func badLines() {
        let text = [
            "good\t1",
            "nocount",
            "word\tmany",
            "word\t12x",
            "a b c",
            "two words\t3",
            "good\t2",
            "\t5",
            "huge\t99999999999999999999999",
            "empty\t",
            "fine 4",
        ].joined(separator: "\n")
        let reading = read(text)
        #expect(
            reading.diagnostics.map(\.description) == [
                "words.tsv:2:8: error: expected a count after \"nocount\" (word<TAB>count)",
                "words.tsv:3:6: error: the count \"many\" is not a whole number of 0 or more",
                "words.tsv:4:8: error: the count \"12x\" is not a whole number of 0 or more",
                "words.tsv:5:5: error: expected two fields, a word and a count, but found 3",
                "words.tsv:6:4: error: a word cannot contain spaces; put a tab between the word and its count",
                "words.tsv:7:1: error: \"good\" is already listed on line 1",
                "words.tsv:8:1: error: expected a word before the count",
                "words.tsv:9:6: error: the count 99999999999999999999999 is too large (at most 18446744073709551615)",
                "words.tsv:10:7: error: expected a count after the tab",
            ])
        #expect(reading.entries == [LexiconEntry(word: "good", count: 1), LexiconEntry(word: "fine", count: 4)])
    }

    @Test("a line that is not UTF-8, and a word that is too long")
    func encodingAndLength() {
        var bytes = Array("ok\t1\n".utf8)
        bytes += [0x66, 0xFF, 0x09, 0x31, 0x0A]
        bytes += Array((String(repeating: "x", count: 65) + "\t1\n").utf8)
        let reading = LexiconWordList.read(bytes, fileName: "w.txt")
        #expect(
            reading.diagnostics.map(\.description) == [
                "w.txt:2:1: error: the line is not valid UTF-8",
                "w.txt:3:1: error: the word is longer than 64 characters",
            ])
        #expect(reading.entries == [LexiconEntry(word: "ok", count: 1)])
    }
}
