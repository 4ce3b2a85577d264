import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Stepping over characters in UTF-16 offsets")
struct CharacterBoundaryTests {
    // a | 👍🏽 (4 code units) | b | \r\n (one character) | c
    let document = InMemoryTextDocument(text: "a👍🏽b\r\nc", selection: 0..<0)

    @Test("a step back lands on the start of the character before, never inside a cluster")
    func before() {
        #expect([9, 8, 6, 5, 1, 0].map(document.characterBoundary(before:)) == [8, 6, 5, 1, 0, 0])
        #expect(document.characterBoundary(before: 100) == 9)
        #expect(document.characterBoundary(before: -3) == 0)
    }

    @Test("a step forward lands on the end of the character after, or the end of the text")
    func after() {
        #expect([0, 1, 5, 6, 8, 9].map(document.characterBoundary(after:)) == [1, 5, 6, 8, 9, 9])
        #expect(document.characterBoundary(after: -3) == 0)
        #expect(document.characterBoundary(after: 100) == 9)
        #expect(document.characterBoundary(after: 3) == 5)
    }
}
