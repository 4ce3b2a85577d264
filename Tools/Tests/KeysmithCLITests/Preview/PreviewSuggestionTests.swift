import Foundation
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithCLI

extension PreviewFixtures {
    /// What `keysmith preview` suggests with by default: Keysmith's lexicons (English, on the
    /// embedded keyboard).
    static func english() throws -> SuggestionSource {
        SuggestionSource()
    }

    /// A five-word lexicon built by `keysmith lexicon build` in a new folder; its path.
    static func smallLexicon() throws -> String {
        let folder = try Tool.temporaryFolder()
        try "hello\t900\nhelp\t800\nhelpful\t700\ndon't\t1000\ndone\t500\n"
            .write(to: folder.appendingPathComponent("words.tsv"), atomically: true, encoding: .utf8)
        let build = try Tool.run(["lexicon", "build", "words.tsv", "-o", "words.lexicon"], in: folder)
        #expect(build.status == 0, "\(build.standardError)")
        return folder.appendingPathComponent("words.lexicon").path
    }
}

extension PageDriver {
    /// The cells of the suggestion bar; empty when the slot shows something else.
    var suggestionCells: [RenderedSuggestion] {
        if case .suggestions(let cells) = model.toolbarSlot.content { cells } else { [] }
    }

    /// Whether the toolbar slot shows the toolbar's buttons.
    var showsToolbar: Bool {
        if case .toolbar = model.toolbarSlot.content { true } else { false }
    }

    /// Taps the suggestion that would put `text` in the field, in picture coordinates (the slot is at
    /// the top of the picture).
    mutating func tapSuggestion(_ text: String) throws {
        guard let cell = suggestionCells.first(where: { $0.text == text }) else {
            throw PreviewTestFailure("no suggestion \(text) in the bar; it shows \(suggestionCells.map(\.title))")
        }
        tapPicture(at: cell.frame.center)
    }

    /// Taps the keys of `word`, one letter after another.
    mutating func tapLetters(_ word: String) throws {
        for letter in word { try tap(String(letter)) }
    }
}

@Suite("keysmith preview: suggestions")
struct PreviewSuggestionTests {
    @Test(
        "a word being typed shows the suggestion bar; space autocorrects it, and delete right after puts it back and learns it"
    )
    func autocorrectAndUndo() throws {
        var page = PageDriver(try PreviewFixtures.embedded(), suggestions: try PreviewFixtures.english())
        #expect(page.open().contains { if case .welcome(let welcome) = $0 { welcome.suggestions } else { false } })
        #expect(page.showsToolbar, "without a word the toolbar shows")
        page.send(.document(text: "I said ", selection: 7..<7))
        try page.tapLetters("recieve")
        #expect(page.text == "I said recieve")
        #expect(page.suggestionCells.first?.title == "“recieve”")
        #expect(page.suggestionCells.first { $0.isAutocorrection }?.text == "receive")
        #expect(page.log.frames.last?.svg.contains(#"<g class="suggestions">"#) == true)

        try page.tap("space")
        #expect(page.text == "I said receive ")
        #expect(page.showsToolbar)
        #expect(!page.session.learnedWords.contains("recieve"))

        try page.tap("Delete")
        #expect(page.text == "I said recieve")
        #expect(page.session.learnedWords.contains("recieve"))
        #expect(page.session.state.learnedWords == page.session.learnedWords)
        #expect(page.log.effects.contains(.saveLearnedWords(page.session.learnedWords)))
        #expect(page.suggestionCells.first?.title == "recieve", "a learned word is shown without quotes")

        // Learned, it is no longer corrected.
        try page.tap("space")
        #expect(page.text == "I said recieve ")
    }

    @Test("tapping h, e, l, o shows hello in the bar; tapping it types it and a space")
    func tapHello() throws {
        var page = PageDriver(try PreviewFixtures.embedded(), suggestions: try PreviewFixtures.english())
        _ = page.open()
        page.send(.document(text: "I said ", selection: 7..<7))
        try page.tapLetters("helo")
        #expect(page.log.frames.last?.svg.contains("<title>hello</title>") == true)
        try page.tapSuggestion("hello")
        #expect(page.text == "I said hello ")
        #expect(page.showsToolbar)
    }

    @Test(
        "the page's picture is the one `keysmith render --typed` draws, and tapping a suggestion types it and a space")
    func tapSuggestion() throws {
        var page = PageDriver(try PreviewFixtures.embedded(), suggestions: try PreviewFixtures.english())
        _ = page.open()
        let typed = page.send(.document(text: "so recieve", selection: 10..<10))
        let frame = try #require(typed.frames.last)

        let folder = try Tool.temporaryFolder()
        let render = try Tool.run(["render", "--typed", "so recieve", "-o", "bar.svg"], in: folder)
        #expect(render.status == 0, "\(render.standardError)")
        #expect(frame.svg == (try String(contentsOf: folder.appendingPathComponent("bar.svg"), encoding: .utf8)))

        try page.tapSuggestion("received")
        #expect(page.text == "so received ", "the third cell, not the autocorrection")
        #expect(page.showsToolbar)
    }

    @Test("a touch that slides away from a suggestion before it lifts taps nothing")
    func slideOffSuggestion() throws {
        var page = PageDriver(try PreviewFixtures.embedded(), suggestions: try PreviewFixtures.english())
        _ = page.open()
        page.send(.document(text: "so recieve", selection: 10..<10))
        let cell = try #require(page.suggestionCells.first { $0.text == "receive" })
        let pointer = page.newPointer()
        page.touch(.began, pointer, at: cell.frame.center)
        #expect(page.touch(.ended, pointer, at: Point(x: cell.frame.center.x + 40, y: cell.frame.center.y)).isEmpty)
        #expect(page.text == "so recieve")
    }

    @Test("without a suggestion provider (--no-suggestions) the toolbar stays while typing and nothing is corrected")
    func noSuggestions() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        #expect(page.open().contains { if case .welcome(let welcome) = $0 { !welcome.suggestions } else { false } })
        page.send(.document(text: "I said ", selection: 7..<7))
        try page.tapLetters("helo")
        #expect(page.showsToolbar)
        #expect(page.log.frames.last?.svg.contains("suggestion") == false)
        try page.tap("space")
        #expect(page.text == "I said helo ")
        #expect(!page.log.effects.contains { if case .saveLearnedWords = $0 { true } else { false } })
    }

    @Test("the field's autocorrection setting turns the bar and autocorrection off, and on again")
    func autocorrectionSetting() throws {
        var page = PageDriver(try PreviewFixtures.embedded(), suggestions: try PreviewFixtures.english())
        _ = page.open()
        let off = page.send(.settings(.init(autocorrection: false)))
        #expect(off.settings.last?.autocorrection == false)
        #expect(page.session.state.host.allowsAutocorrection == false)
        page.send(.document(text: "I said ", selection: 7..<7))
        try page.tapLetters("helo")
        #expect(page.showsToolbar)
        try page.tap("space")
        #expect(page.text == "I said helo ")

        page.send(.settings(.init(autocorrection: true)))
        try page.tapLetters("recieve")
        #expect(page.suggestionCells.map(\.text).contains("receive"))
        try page.tap("space")
        #expect(page.text == "I said helo receive ")
    }

    @Test("the emoji search ranks by popularity, which comes with the lexicons, as with KeysmithLexicons on the phone")
    func emojiPopularity() throws {
        let suggesting = PageDriver(try PreviewFixtures.embedded(), suggestions: try PreviewFixtures.english())
        #expect(suggesting.session.engine.emojiPopularity != nil)
        #expect(PageDriver(try PreviewFixtures.embedded()).session.engine.emojiPopularity == nil)
    }

    @Test("the autocorrection setting travels as JSON like the others")
    func autocorrectionMessage() throws {
        var session = try #require(PreviewTextSession(suggests: true))
        let opening = session.open()
        #expect(opening.first?.contains(#""suggestions":true"#) == true)
        #expect(opening.contains { $0.contains(#""type":"settings""#) && $0.contains(#""autocorrection":true"#) })
        let replies = session.receive(#"{"v": 1, "type": "settings", "autocorrection": false}"#)
        #expect(replies.first?.contains(#""autocorrection":false"#) == true)
    }

    @Test("a reload of the files keeps the suggestion provider and the words learned in the session")
    func reloadKeepsSuggestions() throws {
        let folder = try PreviewFixtures.defaultsCopy()
        var loader = PreviewConfigurationLoader(location: try KeyboardLocation.locate(folder.path))
        let first = try loader.loaded(after: nil)
        var page = PageDriver(first, suggestions: try PreviewFixtures.english())
        _ = page.open()
        page.send(.document(text: "I said ", selection: 7..<7))
        try page.tapLetters("recieve")
        try page.tap("space")
        try page.tap("Delete")
        #expect(page.session.learnedWords.contains("recieve"))

        try PreviewFixtures.edit(
            folder.appendingPathComponent("English.json"), replacing: #"{"text": "z""#, with: #"{"text": "ʐ""#)
        let second = try loader.loaded(after: first)
        #expect(second.revision == 2)
        #expect(page.session.reload(second).frames.first?.svg.contains(">ʐ</text>") == true)
        #expect(page.session.engine.suggestionProvider != nil)
        #expect(page.session.state.learnedWords.contains("recieve"))

        // Still learned after the reload: not corrected. A new unknown word still is.
        try page.tap("space")
        #expect(page.text == "I said recieve ")
        try page.tapLetters("wprld")
        #expect(page.suggestionCells.first { $0.isAutocorrection }?.text == "world")
        try page.tap("space")
        #expect(page.text == "I said recieve world ")
    }
}

@Suite("keysmith preview: the suggestion options", .serialized)
struct PreviewSuggestionOptionTests {
    @Test("the embedded English lexicon by default, --lexicon FILE for another, --no-suggestions for none")
    func options() throws {
        let embedded = try PreviewFixtures.embedded().keyboard
        func words(_ arguments: [String]) throws -> Int? {
            try PreviewCommand.parse(arguments).suggestions()?.suggestionProvider(for: embedded)?.lexicon.wordCount
        }
        #expect(try words([]) == 82_834)
        #expect(try PreviewCommand.parse(["--no-suggestions"]).suggestions() == nil)
        let lexicon = try PreviewFixtures.smallLexicon()
        #expect(try words(["--lexicon", lexicon]) == 5)
    }

    @Test(
        "a lexicon that does not load stops the preview at start-up with its file and the reason, status 1",
        .timeLimit(.minutes(1)))
    func damagedLexicon() async throws {
        let folder = try Tool.temporaryFolder()
        let file = folder.appendingPathComponent("bad.lexicon")
        try Data("not a lexicon at all, just some text that is long enough to have a header of 64 bytes".utf8).write(
            to: file)
        let server = try ServerProcess(["preview", "--port", "0", "--lexicon", file.path])
        defer { server.stop() }
        let status = try #require(
            try await server.exitStatus(within: .seconds(20)), "the preview started with a damaged lexicon")
        #expect(status == 1)
        #expect(
            server.standardError
                == "\(file.path): error: this is not a Keysmith lexicon: it does not start with \"KSLX\"\n")
    }

    @Test(
        "a missing lexicon file, or --lexicon with --no-suggestions, is a usage error, status 2",
        .timeLimit(.minutes(1)))
    func usage() async throws {
        let lexicon = try PreviewFixtures.smallLexicon()
        for (arguments, message) in [
            (["--lexicon", "no-such.lexicon"], "No such file: no-such.lexicon"),
            (["--lexicon", lexicon, "--no-suggestions"], "Give --lexicon or --no-suggestions, not both."),
        ] {
            let server = try ServerProcess(["preview", "--port", "0"] + arguments)
            defer { server.stop() }
            let status = try #require(
                try await server.exitStatus(within: .seconds(20)), "the preview started with \(arguments)")
            #expect(status == 2)
            #expect(server.standardError.contains(message), "\(server.standardError)")
        }
    }

    @Test("the server's sessions suggest from --lexicon, and not at all with --no-suggestions", .timeLimit(.minutes(1)))
    func serverSessions() async throws {
        let lexicon = try PreviewFixtures.smallLexicon()
        for (arguments, suggests) in [(["--lexicon", lexicon], true), (["--no-suggestions"], false)] {
            let server = try ServerProcess(["preview", "--port", "0"] + arguments)
            defer { server.stop() }
            let url = try #require(
                try await server.url(within: .seconds(20)), "no URL printed: \(server.standardError)")
            let port = try #require(url.port)
            let session = try LoopbackClient(port: port)
            try session.openWebSocket("/session", port: port)
            let opening = try (0..<6).map { _ in try session.receive() }
            #expect(opening.first?.contains(#""suggestions":\#(suggests)"#) == true)
            var frames: [String] = []
            for (time, key) in "helo".enumerated() {
                try session.send(#"{"v": 1, "type": "key", "key": "\#(key)", "t": \#(time + 1)}"#)
                var replies: [String] = []
                while !replies.contains(where: { PreviewServerTests.type($0) == "document" }) {
                    replies.append(try session.receive())
                }
                frames += replies.filter { PreviewServerTests.type($0) == "frame" }
            }
            let last = try #require(frames.last)
            #expect(last.contains(#"<g class=\"suggestions\">"#) == suggests, "\(arguments)")
            // The five-word lexicon corrects "helo" to "help" or "hello", both in the bar.
            #expect((last.contains("<title>hello</title>") && last.contains("<title>help</title>")) == suggests)
        }
    }
}
