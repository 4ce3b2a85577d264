import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("What the shells draw and how they place it")
struct ShellSupportTests {
    @Test("the standard theme is the embedded defaults' first theme, colour for colour")
    func standardTheme() throws {
        let embedded = try #require(KeyboardConfiguration.embedded().value?.themes?.themes.first)
        #expect(Theme.standard == embedded)
    }

    func key(
        _ type: KeyType = .textEntry, style: KeyStyle = .light, label: KeyLabel = .text("a"), pressed: Bool = false,
        selected: Bool = false
    ) -> RenderedKey {
        RenderedKey(
            row: 0, index: 0, frame: Rect(x: 0, y: 0, width: 30, height: 40), style: style, type: type, label: label,
            isPressed: pressed, isSelected: selected, isLocked: false, hasHomerowIndicator: false, font: nil,
            textSize: nil,
            accessibilityLabel: "a")
    }

    @Test("a key's face comes from its style, pressed or not; shift that is on looks like a letter key")
    func faces() throws {
        let palette = Theme.standard.light
        let light = try #require(palette.keyAppearance(for: .light))
        let dark = try #require(palette.keyAppearance(for: .dark))
        #expect(palette.face(for: key()).background == light.background)
        #expect(palette.face(for: key(pressed: true)).background == light.pressedBackground)
        #expect(palette.face(for: key(.shift, style: .dark, label: .icon(.shift))).background == dark.background)
        #expect(
            palette.face(for: key(.shift, style: .dark, label: .icon(.shift), selected: true)).background
                == light.background)
        var custom = key(label: .text("return"))
        custom.font = "Menlo"
        custom.textSize = 12
        #expect(palette.face(for: custom).fontName == "Menlo")
        #expect(palette.face(for: custom).fontSize == 12)
    }

    @Test("a long label shrinks to fit its key, never below the minimum")
    func fitting() {
        let face = KeyFace(
            background: .init(red: 0, green: 0, blue: 0), foreground: .init(red: 0, green: 0, blue: 0), shadow: nil,
            fontName: nil, fontSize: 16)
        #expect(face.fittedFontSize(measuredWidth: 20, availableWidth: 40) == 16)
        #expect(abs(face.fittedFontSize(measuredWidth: 40, availableWidth: 40) - 16 * 34 / 40) < 1e-9)
        #expect(face.fittedFontSize(measuredWidth: 1000, availableWidth: 40) == KeyFace.minimumFontSize)
    }

    @Test("icons are SF Symbols; shift fills when on and locks in caps lock")
    func icons() {
        #expect(KeyIcon.shift.systemImageName(isSelected: false, isLocked: false) == "shift")
        #expect(KeyIcon.shift.systemImageName(isSelected: true, isLocked: false) == "shift.fill")
        #expect(KeyIcon.shift.systemImageName(isSelected: true, isLocked: true) == "capslock.fill")
        #expect(KeyIcon.globe.systemImageName(isSelected: false, isLocked: false) == "globe")
        #expect(
            Set(KeyIcon.allCases.map { $0.systemImageName(isSelected: false, isLocked: false) }).count
                == KeyIcon.allCases.count)
    }

    @Test("the viewport stretches x to the view and puts the keys below the toolbar slot; touches map back")
    func viewport() {
        let viewport = KeyboardViewport(modelWidth: 390, viewWidth: 430, toolbarHeight: 54)
        let rect = viewport.viewRect(Rect(x: 39, y: 10, width: 39, height: 44))
        #expect(abs(rect.x - 43) < 1e-9 && abs(rect.width - 43) < 1e-9)
        #expect(rect.y == 64 && rect.height == 44)
        let back = viewport.modelPoint(Point(x: 43, y: 64))
        #expect(abs(back.x - 39) < 1e-9 && back.y == 10)
        #expect(KeyboardViewport(modelWidth: 0, viewWidth: 0, toolbarHeight: 0).scaleX == 1)
        #expect(KeyboardViewport.viewHeight(for: .iphonePortrait) == 54 + 216)
    }

    @Test("an image fits its key keeping its proportions")
    func aspectFit() {
        let fitted = Rect(x: 0, y: 0, width: 40, height: 40).aspectFit(Size(width: 20, height: 10), inset: 4)
        #expect(fitted == Rect(x: 4, y: 12, width: 32, height: 16))
        #expect(Rect(x: 0, y: 0, width: 40, height: 40).aspectFit(Size(width: 0, height: 10)).isEmpty)
    }

    @Test("fingers get numbers that are never reused")
    func touchIdentifiers() {
        var ids = TouchIdentifiers<String>()
        let first = ids.begin("a")
        let second = ids.begin("b")
        #expect(first != second)
        #expect(ids.id(of: "a") == first)
        #expect(ids.end("a") == first)
        #expect(ids.end("a") == nil)
        #expect(ids.begin("a") != first)
        #expect(ids.removeAll().count == 2)
        #expect(ids.isEmpty)
    }

    @Test("ticks are needed while a finger is down and while the spacebar shows a name")
    func ticks() throws {
        let configuration = try #require(KeyboardConfiguration.embedded().value)
        let engine = KeyboardEngine(configuration: configuration)
        var state = engine.initialState()
        #expect(!state.needsTicks)
        let space = try #require(state.geometry.keys.first { $0.key.type == .spacebar })
        _ = engine.handle(.touchBegan(TouchPoint(id: 1, location: space.frame.center, time: 0)), state: &state)
        #expect(state.needsTicks)
        _ = engine.handle(.touchEnded(TouchPoint(id: 1, location: space.frame.center, time: 0.05)), state: &state)
        #expect(!state.needsTicks)
    }

    @Test("an app may set shift and caps lock, as JACKeyboard's capitalization property allows")
    func capitalization() throws {
        let configuration = try #require(KeyboardConfiguration.embedded().value)
        let engine = KeyboardEngine(configuration: configuration)
        var state = engine.initialState(host: HostContext(autocapitalization: .none))
        #expect(engine.handle(.setShift(.capsLock), state: &state).isEmpty)
        #expect(engine.render(state).shift == .capsLock)
        let locked = state
        #expect(engine.handle(.setShift(.capsLock), state: &state).isEmpty)
        #expect(state == locked)
    }
}

@Suite("Loading the first good keyboard set")
struct KeyboardConfigurationFallbackTests {
    @Test("missing folders are skipped, a broken one is reported, and the embedded set is the last resort")
    func fallback() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("keysmith-sets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let broken = root.appendingPathComponent("Broken")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data(#"{"layouts": ["Missing"], "keyboardTypes": {}}"#.utf8).write(
            to: broken.appendingPathComponent("Keyboard.json"))
        let choice = try #require(KeyboardConfiguration.loadFirst(of: [root.appendingPathComponent("Absent"), broken]))
        #expect(choice.folder == nil)
        #expect(choice.diagnostics.containsErrors)
        #expect(choice.configuration.set.name == "keysmith-english")

        let good = try #require(EmbeddedDefaults.folder)
        let chosen = try #require(KeyboardConfiguration.loadFirst(of: [broken, good]))
        #expect(chosen.folder == good)
    }
}

@Suite("Text replacements from the supplementary lexicon")
struct TextReplacementsTests {
    let replacements = TextReplacements([
        TextReplacement(userInput: "omw", documentText: "On my way!"),
        TextReplacement(userInput: "Anna", documentText: "Anna"),
        TextReplacement(userInput: "omw", documentText: "On my way!"),
    ])

    @Test("the word before the cursor finds its replacement, in any case; names that replace themselves are dropped")
    func suggestions() {
        #expect(
            replacements.suggestions(for: TextContext(beforeInput: "I'm OMW")) == [
                TextReplacement(userInput: "omw", documentText: "On my way!")
            ])
        #expect(replacements.suggestions(for: TextContext(beforeInput: "omw ")).isEmpty)
        #expect(replacements.suggestions(for: TextContext(beforeInput: "Anna")).isEmpty)
        #expect(replacements.suggestions(for: TextContext(beforeInput: "omw", selectedText: "x")).isEmpty)
    }

    @Test("applying one deletes the typed word and inserts the text; a stale one does nothing")
    func applying() {
        let omw = TextReplacement(userInput: "omw", documentText: "On my way!")
        let context = TextContext(beforeInput: "so omw")
        let edits = replacements.edits(applying: omw, in: context)
        #expect(edits == [.deleteBackward(count: 3), .insert("On my way!")])
        #expect(context.applying(edits).beforeInput == "so On my way!")
        #expect(replacements.edits(applying: omw, in: TextContext(beforeInput: "so")).isEmpty)
    }
}
