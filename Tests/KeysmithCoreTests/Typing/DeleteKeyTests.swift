import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The delete key: one cluster per tap, repeats while held, then whole words")
struct DeleteKeyTests {
    @Test(
        "one tap deletes one grapheme cluster, however many UTF-16 units it takes",
        arguments: DocumentMode.allCases,
        [
            ("a👍🏽‸", "a‸", 1),
            ("a👨‍👩‍👧‍👦‸", "a‸", 1),
            ("a🇫🇷🇩🇪‸", "a🇫🇷‸", 5),
            ("ae\u{301}‸", "a‸", 1),
            ("a\r\n‸", "a‸", 1),
            ("👍🏽‸👨‍👩‍👧‍👦", "‸👨‍👩‍👧‍👦", 0),
        ])
    func deletesOneCluster(mode: DocumentMode, example: (document: String, result: String, cursor: Int)) throws {
        var session = try TouchSession(mode, document: example.document, host: .noAutocapitalization)
        session.tap(.delete)
        #expect(session.settle() == example.result)
        #expect(session.cursor == example.cursor)
    }

    @Test("delete acts when the finger lands, and removes a selection as a whole", arguments: DocumentMode.allCases)
    func deletesSelection(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "keep «this» text", host: .noAutocapitalization)
        let finger = session.press(.delete)
        #expect(session.log.edits == [.deleteBackward(count: 1)])
        session.release(finger)
        #expect(session.settle() == "keep ‸ text")
    }

    @Test("at the start of the document delete changes nothing", arguments: DocumentMode.allCases)
    func deleteAtStart(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "‸after", host: .noAutocapitalization)
        session.tap(.delete)
        #expect(session.settle() == "‸after")
    }

    /// Forty-eight characters of short words.
    static let words = "one two three four five six seven eight nine ten‸"

    @Test(
        "held delete repeats after 0.5 s, every 0.1 s, and deletes words from 3 s on", arguments: DocumentMode.allCases)
    func heldDeleteOverTime(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: Self.words, host: .noAutocapitalization)
        let finger = session.press(.delete)
        session.wait(0.45)
        #expect(session.settle() == "one two three four five six seven eight nine te‸")
        session.wait(0.1)  // 0.55 s: the first repeat, at 0.5 s
        #expect(session.settle() == "one two three four five six seven eight nine t‸")
        session.wait(0.5)  // 1.05 s: six repeats, at 0.5 … 1.0 s
        #expect(session.settle() == "one two three four five six seven eight n‸")
        session.wait(1.9)  // 2.95 s: 25 repeats, 26 characters in all
        #expect(session.settle() == "one two three four fiv‸")
        session.wait(0.1)  // 3.05 s: the repeat at 3 s takes the rest of the word
        #expect(session.settle() == "one two three four ‸")
        session.wait(0.2)  // 3.25 s: two more words, each with its space
        #expect(session.settle() == "one two ‸")
        session.release(finger)
        session.wait(1)
        #expect(session.settle() == "one two ‸")
    }

    @Test(
        "holding delete for a given time deletes an exact number of characters",
        arguments: DocumentMode.allCases, [(0.3, 1), (0.55, 2), (0.75, 4), (1.25, 9), (2.05, 17)])
    func deletionsForHoldTime(mode: DocumentMode, hold: (seconds: Double, deletions: Int)) throws {
        let text = String(repeating: "x", count: 40)
        var session = try TouchSession(mode, document: text + "‸", host: .noAutocapitalization)
        session.longPress(.delete, for: hold.seconds)
        #expect(session.settle() == String(repeating: "x", count: 40 - hold.deletions) + "‸")
        #expect(session.log.edits.count == hold.deletions)
    }

    @Test(
        "the repeat at 3 s deletes a word whatever the clock read when the finger landed",
        arguments: DocumentMode.allCases, [0, 10, 100, 1_000, 12_345.678])
    func wordDeletionDoesNotDependOnTheClock(mode: DocumentMode, clock: Double) throws {
        var session = try TouchSession(mode, document: Self.words, host: .noAutocapitalization, clock: clock)
        session.longPress(.delete, for: 3.05)
        #expect(session.settle() == "one two three four ‸")
    }

    @Test("held delete takes emoji and flags a whole cluster per repeat", arguments: DocumentMode.allCases)
    func heldDeleteOverClusters(mode: DocumentMode) throws {
        var session = try TouchSession(
            mode, document: "ok👍🏽👨‍👩‍👧‍👦🇫🇷🇩🇪e\u{301}‸", host: .noAutocapitalization)
        session.longPress(.delete, for: 0.75)
        #expect(session.settle() == "ok👍🏽‸")
        #expect(session.cursor == 6)
    }

    @Test("each repeat plays the delete sound, like the first deletion", arguments: DocumentMode.allCases)
    func repeatFeedback(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "abcdef‸", host: .noAutocapitalization)
        session.longPress(.delete, for: 0.65)
        #expect(session.log.feedback == [.delete, .delete, .delete])
        #expect(session.settle() == "abc‸")
    }

    @Test(
        "after a stalled shell the held delete goes on at its pace instead of catching up on every missed repeat",
        arguments: DocumentMode.allCases)
    func stalledTicks(mode: DocumentMode) throws {
        let text = String(repeating: "x", count: 100)
        var session = try TouchSession(mode, document: text + "‸", host: .noAutocapitalization)
        let finger = session.press(.delete)
        session.send(.tick(time: session.now + 2))
        #expect(session.settle() == String(repeating: "x", count: 98) + "‸")
        session.release(finger)
    }

    @Test("lifting the finger stops the repeats", arguments: DocumentMode.allCases)
    func releaseStopsRepeats(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "abcdef‸", host: .noAutocapitalization)
        session.longPress(.delete, for: 0.55)
        session.wait(2)
        #expect(session.settle() == "abcd‸")
    }
}
