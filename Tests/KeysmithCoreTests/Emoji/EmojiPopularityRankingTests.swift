import Foundation
import Testing

@testable import KeysmithCore

/// `EmojiPopularity` read from text: a language's own ranking, the one over every language for the
/// others, and what a search makes of them. KeysmithLexicons' tests check the real data.
@Suite("Emoji popularity: how search ranks equal matches by it")
struct EmojiPopularityRankingTests {
    let catalog: EmojiCatalog

    init() throws {
        catalog = try EmojiCatalog.embedded()
    }

    @Test("a language's list ranks first the emoji it has, then the others in the order over every language")
    func ranks() throws {
        let popularity = try EmojiPopularity(text: "# test\n*\t😺 🐈 🐱\nfr\t🐱\n", catalog: catalog)
        #expect(popularity.languages == ["fr"])
        let position = { (emoji: String) in try #require(self.catalog.emoji(for: emoji)).index }
        let french = popularity.ranks(in: "fr_CA")
        #expect(french.count == catalog.emoji.count)
        #expect(french[try position("🐱")] == 0)
        #expect(french[try position("😺")] == 1)
        #expect(french[try position("🐈")] == 2)
        #expect(french[try position("😀")] > 2)
        // A language without a list of its own, and Norwegian written `no`, use the list over all.
        #expect(popularity.ranks(in: "de")[try position("😺")] == 0)
        #expect(popularity.ranks(in: "no") == popularity.ranks(in: "de"))
    }

    @Test("among emoji of equal match, the most used first; quality and the user's own use go before it")
    func search() throws {
        let plain = catalog.search("cat", language: "en", limit: 40)
        let keywords = plain.filter { $0.match == .keyword }.map(\.emoji.characters)
        #expect(keywords.count >= 3)
        let favourite = try #require(keywords.last)
        let popularity = try EmojiPopularity(text: "en\t\(favourite)\n", catalog: catalog)
        let ranked = catalog.search("cat", language: "en", limit: 40, popularity: popularity)
        #expect(ranked.map(\.match) == plain.map(\.match))
        #expect(ranked.filter { $0.match == .keyword }.first?.emoji.characters == favourite)
        #expect(ranked.first?.emoji.characters == plain.first?.emoji.characters)
        // Without a list for the language, nor one over every language, Unicode's order stays (none
        // of the ten most used emoji matches `cat`).
        let elsewhere = catalog.search(
            "cat", language: "en_US", limit: 40,
            popularity: try EmojiPopularity(
                text: "de\t\(favourite)\n", catalog: catalog))
        #expect(elsewhere.map(\.emoji) == plain.map(\.emoji))
        // The user's own use still comes before popularity.
        let first = try #require(keywords.first)
        let used = catalog.search(
            "cat", language: "en", limit: 40, usage: { $0.characters == first ? 3 : 0 }, popularity: popularity)
        #expect(used.filter { $0.match == .keyword }.first?.emoji.characters == first)
    }

    @Test("an emoji the catalog does not have, or a line that is not a list, is reported where it is")
    func errors() {
        do {
            _ = try EmojiPopularity(text: "# test\n*\t😀 xyz\n", catalog: catalog, file: "P.txt")
            Issue.record("no error")
        } catch let error as EmojiDataError {
            #expect(error.description == "P.txt:2:5: “xyz” is not in the catalog")
        } catch {
            Issue.record("\(error)")
        }
        #expect(throws: EmojiDataError.self) { try EmojiPopularity(text: "no tab here\n", catalog: catalog) }
    }
}
