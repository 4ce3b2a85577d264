import Foundation
import Testing

@Suite("keysmith simulate")
struct SimulateCommandTests {
    @Test(
        "types the text exactly on the embedded set, on every device class",
        arguments: ["iphone-portrait", "iphone-landscape", "ipad-portrait", "ipad-landscape"])
    func typesText(device: String) throws {
        let text = "Hello, World! 42 ünïcödé 👍🏽"
        let run = try Tool.run(["simulate", "--device", device, "--type", text])
        #expect(run.status == 0)
        #expect(run.standardOutput == text + "\n")
        #expect(run.standardError.hasPrefix("cursor at UTF-16 offset \(text.utf16.count); "))
    }

    @Test("--format json prints the text, the cursor as a UTF-16 offset, and every effect")
    func json() throws {
        let run = try Tool.run(["simulate", "--type", "Hi 👍🏽", "--format", "json"])
        #expect(run.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["text", "cursor", "effects"])
        #expect(object["text"] as? String == "Hi 👍🏽")
        #expect(object["cursor"] as? Int == 7)
        let effects = try #require(object["effects"] as? [[String: Any]])
        #expect(effects.contains { $0["insert"] as? String == "H" })
        // The emoji comes from the emoji page, with its skin tone chosen by a long press.
        #expect(effects.contains { $0["insert"] as? String == "👍🏽" })
        #expect(effects.contains { $0["feedback"] as? String == "click" })
    }

    @Test("a real JACKeyboard layout file, with its neighbours for numbers")
    func jackeyboardLayout() throws {
        let layout = Tool.jackeyboardFixtures.appendingPathComponent("English (QWERTY)/English.json").path
        let run = try Tool.run(["simulate", "--keyboard", layout, "--type", "Ça va? Oui, 100%."])
        #expect(run.standardOutput == "Ça va? Oui, 100%.\n")
        #expect(run.status == 0)
    }

    @Test("a layout of the embedded set by name, and a field type that picks the number pad")
    func layoutsByName() throws {
        #expect(try Tool.run(["simulate", "--keyboard", "Markup", "--type", " "]).status == 0)
        #expect(
            try Tool.run(["simulate", "--keyboard-type", "numberPad", "--type", "2026"]).standardOutput == "2026\n")
        let unknown = try Tool.run(["simulate", "--keyboard", "Klingon", "--type", "x"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("Klingon is neither a file, a layout of the embedded set"))
    }

    @Test("a character no key types fails, naming it")
    func untypable() throws {
        let run = try Tool.run(["simulate", "--type", "мир"])
        #expect(run.status == 1)
        #expect(run.standardError == "error: no key of this keyboard types \"м\" (U+43C)\n")
    }

    @Test("--events replays timed touches by key label or point; a bad file is reported with line and column")
    func events() throws {
        let folder = try Tool.temporaryFolder()
        let script = """
            [
              {"event": "began", "id": 2, "key": "h", "time": 0.2},
              {"event": "began", "id": 3, "key": "i", "time": 0.25},
              {"event": "ended", "id": 2, "key": "h", "time": 0.3},
              {"event": "ended", "id": 3, "key": "i", "time": 0.35},
              {"event": "began", "id": 4, "key": "e", "time": 1.0},
              {"event": "tick", "time": 1.5},
              {"event": "ended", "id": 4, "key": "e", "time": 1.6}
            ]
            """
        try script.write(to: folder.appendingPathComponent("events.json"), atomically: true, encoding: .utf8)
        let run = try Tool.run(["simulate", "--events", "events.json"], in: folder)
        // Auto-capitalisation at the start; "h" types when "i" lands (rollover); holding "e" opens
        // its alternates, and lifting without sliding types "e" itself.
        #expect(run.standardOutput == "Hie\n")
        #expect(run.status == 0)

        try #"[{"event": "began", "id": 1, "time": 0}, {"event": "tap"}]"#
            .write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let bad = try Tool.run(["simulate", "--events", "bad.json"], in: folder)
        #expect(bad.status == 1)
        #expect(bad.standardError.hasPrefix("bad.json:1:2: error: missing required field \"x\""))
        #expect(bad.standardError.contains("bad.json:1:52: error: \"event\" must be one of \"began\""))
    }

    @Test("--suggestions: a stroke from key to key types a word from the keyboard's language, then taps type on")
    func swipedWords() throws {
        let folder = try Tool.temporaryFolder()
        func stroke(_ letters: String) -> String {
            let keys = letters.map { String($0) }
            let events = keys.enumerated().map { index, key in
                let event = index == 0 ? "began" : "moved"
                return #"{"event": "\#(event)", "id": 1, "key": "\#(key)", "time": \#(Double(index) * 0.08)}"#
            }
            let last =
                #"{"event": "ended", "id": 1, "key": "\#(keys.last ?? "")", "time": \#(Double(keys.count) * 0.08)}"#
            return "[" + (events + [last]).joined(separator: ",\n") + "]"
        }
        try stroke("helo").write(to: folder.appendingPathComponent("hello.json"), atomically: true, encoding: .utf8)
        let english = try Tool.run(
            ["simulate", "--suggestions", "--events", "hello.json", "--type", " world"], in: folder)
        #expect(english.standardOutput == "Hello world\n")
        #expect(english.status == 0)
        // Without suggestions there is no lexicon to find words in: the stroke is a slide to "o".
        let plain = try Tool.run(["simulate", "--events", "hello.json"], in: folder)
        #expect(plain.standardOutput == "O\n")

        try stroke("bonjour").write(
            to: folder.appendingPathComponent("bonjour.json"), atomically: true, encoding: .utf8)
        let french = try Tool.run(
            ["simulate", "--suggestions", "--keyboard", "fr", "--events", "bonjour.json"], in: folder)
        #expect(french.standardOutput == "Bonjour\n")
    }
}
