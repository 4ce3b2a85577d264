import Foundation
import Testing

@testable import KeysmithCLI

@Suite("keysmith render")
struct RenderCommandTests {
    /// The checked-in pictures, in the test target's ExpectedRenders folder.
    static let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ExpectedRenders")

    /// Renders with `arguments` and compares the SVG with the checked-in picture `name`. With
    /// `KEYSMITH_RECORD_RENDERS=1` in the environment, the pictures are written anew instead.
    func expectRender(_ arguments: [String], matches name: String) throws {
        let folder = try Tool.temporaryFolder()
        let output = folder.appendingPathComponent(name).path
        let run = try Tool.run(["render"] + arguments + ["-o", output])
        #expect(run.status == 0, "\(run.standardError)")
        let actual = try String(contentsOfFile: output, encoding: .utf8)
        let expectedFile = Self.expected.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["KEYSMITH_RECORD_RENDERS"] == "1" {
            try actual.write(to: expectedFile, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: expectedFile, encoding: .utf8)
        #expect(
            actual == expected,
            "\(name) differs from the checked-in picture; compare \(output) with \(expectedFile.path), and run with KEYSMITH_RECORD_RENDERS=1 if the change is intended"
        )
    }

    @Test(
        "the embedded keyboard on every device class matches its checked-in picture",
        arguments: ["iphone-portrait", "iphone-landscape", "ipad-portrait", "ipad-landscape"])
    func deviceClasses(device: String) throws {
        try expectRender(["--device", device], matches: "English-\(device).svg")
    }

    @Test("dark appearance, the number pad field and the markup layout match their pictures")
    func variants() throws {
        try expectRender(["--appearance", "dark"], matches: "English-iphone-portrait-dark.svg")
        try expectRender(["--keyboard-type", "numberPad", "--globe"], matches: "NumberPad-iphone-portrait-globe.svg")
        try expectRender(["--keyboard", "Markup"], matches: "Markup-iphone-portrait.svg")
    }

    /// A toolbar file of four buttons: a social hub with an icon asset that is missing (drawn as
    /// its type's icon, tinted), GIFs, a deep link and a web link.
    static let toolbarFile = """
        [
          {"order": 1, "buttonType": "socialHub", "useTint": true, "iconResource": "kb_toolbar_items_repository_3",
           "include": ["twitch", "tiktok", "facebook", "instagram", "rss"], "title": "social hub title"},
          {"order": 2, "buttonType": "gifs", "title": "GIFs"},
          {"order": 3, "buttonType": "deeplink", "useTint": true, "title": "Search", "url": "myapp://search?q=[[KB_TEXT]]"},
          {"order": 4, "buttonType": "webLink", "title": "Google", "url": "https://www.google.com"}
        ]
        """

    @Test("--toolbar draws a toolbar file's buttons in the slot, a missing icon asset as its type's icon")
    func toolbarFile() throws {
        let folder = try Tool.temporaryFolder()
        let file = folder.appendingPathComponent("KBToolbar.json")
        try Self.toolbarFile.write(to: file, atomically: true, encoding: .utf8)
        try expectRender(["--toolbar", file.path], matches: "English-iphone-portrait-toolbar-file.svg")
        try expectRender(
            ["--toolbar", file.path, "--panel", "social"], matches: "English-iphone-portrait-social-bar.svg")
    }

    @Test(
        "--compose draws the candidate bar with its expand control; --all-candidates draws the grid in place of the keys"
    )
    func candidateGrid() throws {
        let output = try Tool.temporaryFolder().appendingPathComponent("grid.svg").path
        let bar = try Tool.run(["render", "--keyboard", "zh_Hans", "--compose", "shi", "-o", output])
        #expect(bar.status == 0, "\(bar.standardError)")
        let barSVG = try String(contentsOfFile: output, encoding: .utf8)
        #expect(barSVG.contains("class=\"candidate-button expand\""))
        #expect(!barSVG.contains("class=\"panel candidates\""))
        let grid = try Tool.run([
            "render", "--keyboard", "zh_Hans", "--compose", "shi", "--all-candidates", "--candidate-page", "2", "-o",
            output,
        ])
        #expect(grid.status == 0, "\(grid.standardError)")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains("class=\"panel candidates\""))
        #expect(svg.contains("class=\"candidate-button collapse\""))
        #expect(svg.contains("class=\"candidate-button previousPage\""))
        #expect(!svg.contains("<g class=\"key"))
        #expect(svg.components(separatedBy: "class=\"suggestion candidate\"").count - 1 > 10)
        // Options that do not go together, and a keyboard that does not compose, say so.
        let alone = try Tool.run(["render", "--all-candidates", "-o", output])
        #expect(alone.status != 0)
        #expect(alone.standardError.contains("--all-candidates needs --compose KEYS."))
        let english = try Tool.run(["render", "--compose", "shi", "-o", output])
        #expect(english.status != 0)
        #expect(english.standardError.contains("--compose needs a keyboard that composes"))
    }

    @Test("--flick holds a finger on the kana keypad's key moved toward the text: the guide's cross is drawn")
    func flickGuide() throws {
        let output = try Tool.temporaryFolder().appendingPathComponent("flick.svg").path
        let run = try Tool.run(["render", "--keyboard", "ja_Hrkt_JP", "--flick", "ゆ", "-o", output])
        #expect(run.status == 0, "\(run.standardError)")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains("class=\"flick-guide\""))
        for label in ["「", "ゆ", "」", "よ"] { #expect(svg.contains(">\(label)<"), "\(label)") }
        let none = try Tool.run(["render", "--keyboard", "ja_Hrkt_JP", "--flick", "x", "-o", output])
        #expect(none.status != 0)
        #expect(none.standardError.contains("--flick: no flick key of this layout types \"x\"."))
    }

    @Test("--panel emoji taps the emoji key: the emoji page with its category bar, only the columns in view drawn")
    func emojiPage() throws {
        try expectRender(["--panel", "emoji"], matches: "English-iphone-portrait-panel-emoji.svg")
        let output = try Tool.temporaryFolder().appendingPathComponent("emoji.svg").path
        #expect(try Tool.run(["render", "--panel", "emoji", "--device", "iphone-landscape", "-o", output]).status == 0)
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains("class=\"panel emoji\""))
        #expect(svg.components(separatedBy: "class=\"emoji-category ").count - 1 == 10)
        // Three rows held sideways: far fewer cells than the 1,870 emoji.
        let cells = svg.components(separatedBy: "<g class=\"emoji\"").count - 1
        #expect(cells > 30 && cells < 120, "\(cells) cells")
        // A layout without an emoji key says so.
        let pad = try Tool.run(["render", "--panel", "emoji", "--keyboard-type", "numberPad", "-o", output])
        #expect(pad.status != 0)
        #expect(pad.standardError.contains("has no emoji key"))
    }

    @Test("--panel opens a panel in place of the keys, through More when the button is there")
    func panels() throws {
        try expectRender(
            ["--panel", "stickers", "--full-access"], matches: "English-iphone-portrait-panel-stickers.svg")
        try expectRender(
            ["--panel", "settings", "--appearance", "dark"], matches: "English-iphone-portrait-dark-panel-settings.svg")
        let output = try Tool.temporaryFolder().appendingPathComponent("p.svg").path
        for panel in ["gifs", "themes", "quickReplies", "embeddedBrowser", "more"] {
            let run = try Tool.run(["render", "--panel", panel, "--full-access", "-o", output])
            #expect(run.status == 0, "\(panel): \(run.standardError)")
            let svg = try String(contentsOfFile: output, encoding: .utf8)
            #expect(svg.contains("class=\"panel \(panel)\""), "\(panel)")
        }
        // Without full access the GIF panel says why, and shows no searches.
        #expect(try Tool.run(["render", "--panel", "gifs", "-o", output]).status == 0)
        let gifs = try String(contentsOfFile: output, encoding: .utf8)
        #expect(gifs.contains("GIFs need Full Access."))
        #expect(!gifs.contains(">Trending</text>"))
    }

    @Test("the settings panel of a keyboard that suggests words ends with Reset Learned Words")
    func learnedWordsReset() throws {
        let output = try Tool.temporaryFolder().appendingPathComponent("settings.svg").path
        let suggesting = try Tool.run(["render", "--typed", "", "--panel", "settings", "-o", output])
        #expect(suggesting.status == 0, "\(suggesting.standardError)")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains("<g class=\"learned-words-reset\">"))
        #expect(svg.contains(">Reset Learned Words</text>"))
        // Without suggestions the keyboard learns nothing, and offers nothing to reset.
        #expect(try Tool.run(["render", "--panel", "settings", "-o", output]).status == 0)
        #expect(!(try String(contentsOfFile: output, encoding: .utf8)).contains("learned-words-reset"))
    }

    @Test("a JACKeyboard layout with its images, drawn as alpha masks")
    func jackeyboardImages() throws {
        let folder = try Tool.temporaryFolder()
        let output = folder.appendingPathComponent("english.svg").path
        let fixtures = Tool.jackeyboardFixtures
        let run = try Tool.run([
            "render", "--keyboard", fixtures.appendingPathComponent("English (QWERTY)/English.json").path,
            "--assets", fixtures.appendingPathComponent("Images").path, "-o", output,
        ])
        #expect(run.status == 0)
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains("data:image/png;base64,"))
        #expect(svg.contains("mask=\"url(#mask-"))
        // Without the images the key shows the image's name instead.
        let bare = try Tool.run([
            "render", "--keyboard", fixtures.appendingPathComponent("English (QWERTY)/English.json").path, "-o", output,
        ])
        #expect(bare.status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains(">Delete</text>"))
    }

    @Test("--png writes a PNG where Chromium or rsvg-convert is installed, and says clearly where neither is")
    func png() throws {
        let folder = try Tool.temporaryFolder()
        let output = folder.appendingPathComponent("kb.svg").path
        let installed = ["chromium", "chromium-browser", "google-chrome", "rsvg-convert"].filter { name in
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
                .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
        }
        let run = try Tool.run(["render", "--png", "-o", output])
        if !installed.isEmpty {
            #expect(run.status == 0, "\(run.standardError)")
            let png = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent("kb.png").path))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            // Twice the picture's size: the IHDR's width, a big-endian UInt32 at byte 16.
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let svg = try String(contentsOfFile: output, encoding: .utf8)
            let svgWidth = try #require(svg.firstMatch(of: #/width="([0-9.]+)"/#).flatMap { Double($0.output.1) })
            #expect(width == Int((svgWidth * 2).rounded(.up)))
        } else {
            SkippedChecks.record(
                check: "keysmith render --png: only its message without Chromium or rsvg-convert was checked",
                advice:
                    "neither is installed (Debian: sudo apt-get install chromium fonts-noto-color-emoji, or librsvg2-bin)"
            )
            #expect(run.status == 1)
            #expect(run.standardError.contains("--png needs Chromium"))
            #expect(run.standardError.contains("or rsvg-convert"))
        }
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test("text with emoji names the colour emoji fonts first, so that no renderer takes a black outline or a box")
    func emojiFonts() throws {
        let run = try Tool.run(["render", "--panel", "emoji", "-o", "-"])
        #expect(run.status == 0)
        let texts = run.standardOutput.matches(of: #/<text [^>]*>([^<]*)</text>/#).map {
            (element: String($0.output.0), text: String($0.output.1))
        }
        let emoji = texts.filter { $0.text.unicodeScalars.contains { $0.properties.isEmojiPresentation } }
        #expect(emoji.count > 50)
        for (element, text) in emoji {
            #expect(element.contains("font-family=\"'Apple Color Emoji', 'Noto Color Emoji', "), "\(text)")
        }
        let words = try #require(texts.first { $0.text == "Search Emoji" })
        #expect(!words.element.contains("Color Emoji"))
        for text in ["😀", "👍🏽", "#️⃣", "❤️", "🇫🇷", "Hi 👋"] { #expect(DisplayListSVG.hasEmoji(text), "\(text)") }
        for text in ["A", "123", "©", "☺", "€", "ABC"] { #expect(!DisplayListSVG.hasEmoji(text), "\(text)") }
    }

    @Test("-o - writes the SVG to standard output, and nothing else; --png then asks for a file")
    func standardOutput() throws {
        let run = try Tool.run(["render", "--panel", "emoji", "-o", "-"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</svg>"))
        let png = try Tool.run(["render", "--png", "-o", "-"])
        #expect(png.status != 0)
        #expect(png.standardOutput.isEmpty)
        #expect(png.standardError.contains("--png needs a file"))
    }

    @Test("-o naming a .png is refused with the command that writes it, with or without --png, and nothing is written")
    func pngOutputPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keysmith-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("keyboard.png").path
        let svgPath = folder.appendingPathComponent("keyboard.svg").path
        for arguments in [["render", "--png", "-o", output], ["render", "-o", output]] {
            let run = try Tool.run(arguments)
            #expect(run.status != 0)
            #expect(run.standardError.contains("-o names the SVG file: give -o \(svgPath)"))
            #expect(
                run.standardError.contains(arguments.contains("--png") ? "\(svgPath), and" : "\(svgPath) --png, and"))
            #expect(!FileManager.default.fileExists(atPath: output))
        }
    }

    @Test("usage errors: both --set and --keyboard, an unknown theme, a panel no button opens")
    func usage() throws {
        let jackeyboard = Tool.jackeyboardFixtures.appendingPathComponent("English (QWERTY)/English.json").path
        let noToolbar = try Tool.run([
            "render", "--keyboard", jackeyboard, "--panel", "themes", "-o",
            try Tool.temporaryFolder().appendingPathComponent("x.svg").path,
        ])
        #expect(noToolbar.status == 2)
        #expect(noToolbar.standardError.contains("The toolbar has no button that opens themes."))
        #expect(try Tool.run(["render", "--set", ".", "--keyboard", "x", "-o", "x.svg"]).status == 2)
        let run = try Tool.run([
            "render", "--theme", "Neon", "-o", try Tool.temporaryFolder().appendingPathComponent("x.svg").path,
        ])
        #expect(run.status == 2)
        #expect(run.standardError.contains("No theme named Neon; the themes are Classic, Midnight, High Contrast"))
    }
}
