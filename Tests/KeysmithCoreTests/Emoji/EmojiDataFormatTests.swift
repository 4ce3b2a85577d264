import Foundation
import Testing

@testable import KeysmithCore

@Suite("Reading emoji data files")
struct EmojiDataFormatTests {
    private let header = "# Emoji 15.0: test\n"

    private func catalog(_ body: String) throws -> EmojiCatalog {
        try EmojiCatalog(text: header + body, file: "Emoji.txt", annotationsFolder: nil)
    }

    private func error(_ body: String) -> String? {
        do {
            _ = try catalog(body)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("a small catalog reads")
    func reads() throws {
        let read = try catalog(
            "@group people-body\n@subgroup hand\n✋\t0.6\traised hand\t✋🏻 ✋🏼 ✋🏽 ✋🏾 ✋🏿\t1.0\n@group flags\n@subgroup flag\n🏁\t0.6\tchequered flag\n"
        )
        #expect(read.version == EmojiVersion(15, 0))
        #expect(read.emoji.map(\.characters) == ["✋", "🏁"])
        #expect(read.emoji[0].variant(.dark)?.characters == "✋🏿")
        #expect(read.emoji(in: .flags).map(\.name) == ["chequered flag"])
        #expect(read.emoji(in: .symbols).isEmpty)
        #expect(read.languages.isEmpty)
        #expect(read.name(of: "✋🏽", language: "fr") == "raised hand: medium skin tone")
        #expect(read.search("hand", language: "en").isEmpty)
    }

    @Test("a problem is reported at its file, line and column")
    func problems() {
        #expect(error("🏁\t0.6\tchequered flag\n") == "Emoji.txt:2:1: an emoji before the first @group line")
        #expect(error("@group nature\n") == "Emoji.txt:2:8: unknown emoji group “nature”")
        #expect(error("@group flags\n🏁\t0.x\tchequered flag\n") == "Emoji.txt:3:3: “0.x” is not an emoji version")
        #expect(
            error("@group flags\n🏁\t0.6\n")
                == "Emoji.txt:3:1: expected characters, version and name, then optionally variants and their versions")
        #expect(
            error("@group people-body\n✋\t0.6\traised hand\t✋🏻 ✋🏼\t1.0\n")
                == "Emoji.txt:3:19: 2 toned forms; an emoji has 5, or 25 for two people")
        #expect(
            error("@group people-body\n✋\t0.6\traised hand\t✋🏻 ✋🏼 ✋🏽 ✋🏾 ✋🏿\t1.0 1.0\n")
                == "Emoji.txt:3:29: 2 versions for 5 toned forms")
        #expect(
            error("@group flags\n🏁\t0.6\tchequered flag\n@group symbols\n@group flags\n🚩\t0.6\ttriangular flag\n")
                == "Emoji.txt:5:8: the group flags appears twice; a group's emoji are listed together")
        #expect(throws: EmojiDataError.self) {
            try EmojiCatalog(text: "@group flags\n", file: "Emoji.txt", annotationsFolder: nil)
        }
    }

    @Test("annotation files are checked against the catalog")
    func annotations() throws {
        let read = try catalog("@group people-body\n✋\t0.6\traised hand\t✋🏻 ✋🏼 ✋🏽 ✋🏾 ✋🏿\t1.0\n")
        func problem(_ text: String) -> String? {
            do {
                _ = try EmojiDataFormat.readAnnotations(text, emoji: read.emoji, file: "fr.txt")
                return nil
            } catch {
                return "\(error)"
            }
        }
        let good = "# fr\nmain levée\tmain|levée\n@variants\n10+ : peau claire|0+|10+ : peau mate|||\n"
        #expect(problem(good) == "fr.txt:4:1: 6 names for the 5 toned forms of ✋")
        let annotations = try EmojiDataFormat.readAnnotations(
            "# fr\nmain levée\tmain|levée\n@variants\n10+ : peau claire|0+x|10+ : peau mate||\n", emoji: read.emoji,
            file: "fr.txt")
        #expect(annotations.names == ["main levée"])
        #expect(annotations.keywords == [["main", "levée"]])
        #expect(annotations.variantNames == [["main levée : peau claire", "x", "main levée : peau mate", nil, nil]])
        #expect(problem("main\t\n") == "fr.txt:1:1: the file ends before naming every emoji of the catalog")
        #expect(problem("main\n") == "fr.txt:1:1: expected a name and keywords separated by a tab")
        #expect(problem("@variants\n") == "fr.txt:1:1: 0 emoji before @variants; the catalog has 1")
        #expect(problem("main\t\n@variants\n99+x||||\n") == "fr.txt:3:1: “99+x” keeps more of the name than it has")
        #expect(problem("main\t\n@variants\nx||||\n") == "fr.txt:3:1: “x” is not a variant name written <n>+<text>")
        #expect(
            problem("main\t\n@variants\n||||\n||||\n") == "fr.txt:4:1: more @variants lines than emoji with skin tones")
    }

    @Test("toned forms' names end with a suffix of the file's table, each checked")
    func suffixes() throws {
        let read = try catalog("@group people-body\n✋\t0.6\traised hand\t✋🏻 ✋🏼 ✋🏽 ✋🏾 ✋🏿\t1.0\n")
        func problem(_ text: String) -> String? {
            do {
                _ = try EmojiDataFormat.readAnnotations(text, emoji: read.emoji, file: "fr.txt")
                return nil
            } catch {
                return "\(error)"
            }
        }
        // A suffix is taken as written, its leading space and a `# ` included.
        let annotations = try EmojiDataFormat.readAnnotations(
            "# fr\nmain levée\tmain\n@suffixes\n : peau claire\n# mate\n@variants\n10*0|0*1|10+ : x|4*0|\n",
            emoji: read.emoji, file: "fr.txt")
        #expect(
            annotations.variantNames == [
                ["main levée : peau claire", "# mate", "main levée : x", "main : peau claire", nil]
            ])
        #expect(
            problem("main\t\n@suffixes\n a\n@variants\n4*1||||\n")
                == "fr.txt:5:1: “4*1” names suffix 1, and the file lists 1 after @suffixes")
        #expect(
            problem("main\t\n@suffixes\n@variants\n4*x||||\n")
                == "fr.txt:4:1: “4*x” names suffix x, and the file lists 0 after @suffixes")
        #expect(problem("@suffixes\n") == "fr.txt:1:1: 0 emoji before @suffixes; the catalog has 1")
        #expect(problem("main\t\n@variants\n@suffixes\n") == "fr.txt:3:1: @suffixes after @variants")
    }
}
