import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Backward deletion: what one deleteBackward() removes")
struct BackwardDeletionTests {
    @Test(
        "one call removes a whole cluster, or one code point of an Indic, Thai or Hebrew cluster",
        arguments: [
            // text, UTF-16 length of the last unit, calls to remove all of it
            ("", 0, 0),
            ("a", 1, 1),
            ("abc", 1, 3),
            (Tricky.thumbsUpMediumSkin, 4, 1),
            (Tricky.family, 11, 1),
            (Tricky.france + Tricky.germany, 4, 2),
            ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", 14, 1),
            (Tricky.eAcute, 2, 1),
            ("e\u{301}\u{323}", 3, 1),
            (Tricky.crlf, 2, 1),
            (Tricky.hangulJamo, 3, 1),
            ("각", 1, 1),
            ("中文", 1, 2),
            ("❤️", 2, 1),
            (Tricky.devanagariKi, 1, 2),
            ("क्ष", 1, 3),
            ("नमस्ते", 1, 6),
            ("\u{E44}\u{E01}\u{E48}", 1, 3),
            ("\u{5E9}\u{5B8}\u{5C1}", 1, 3),
            ("x" + Tricky.devanagariKi, 1, 3),
        ])
    func deletionUnits(text: String, lastUnitLength: Int, calls: Int) {
        #expect(BackwardDeletion.utf16LengthOfLastUnit(in: text) == lastUnitLength)
        #expect(BackwardDeletion.callCount(toRemove: text) == calls)
    }

    @Test("the call count removes exactly the text, in every script of the pool and beyond")
    func callCountRemovesExactly() {
        let texts = [
            "Hello " + Tricky.family + Tricky.france,
            "नमस्ते दुनिया",
            "ไก่ไข่",
            "שָׁלוֹם",
            Tricky.hangulJamo + "中" + Tricky.eAcute + Tricky.crlf,
        ]
        for text in texts {
            var document = InMemoryTextDocument(before: "x " + text, after: "y")
            document.apply([.deleteBackward(count: BackwardDeletion.callCount(toRemove: text))])
            #expect(document.contents == TextContext(beforeInput: "x ", afterInput: "y"), "\(text)")
        }
    }
}
