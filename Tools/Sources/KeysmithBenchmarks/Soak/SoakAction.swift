import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// One thing that happens to a keyboard on screen during the soak, drawn from a seeded generator:
/// what a person, the host app and the system do to a keyboard extension, in any order.
enum SoakAction {
    /// A finger goes down, moves, lifts or is taken away. Its place may be anywhere: on a key, on
    /// the toolbar slot above the keys, on an open panel, or outside the keyboard altogether.
    case touch(Phase, id: Int, at: Point)
    /// A tap on the toolbar slot (negative y) or on an open panel, which the shell turns into the
    /// event the render model names there.
    case tap(at: Point)
    /// Time passes, as the shell's frame ticks say.
    case tick(seconds: Double)
    /// The field's traits change.
    case host(HostContext)
    /// The keyboard's size class changes.
    case device(DeviceClass)
    /// A toolbar event sent as it is, whether or not the toolbar shows that item.
    case toolbar(ToolbarEvent)
    /// A panel event sent as it is, whether or not that panel is open.
    case panel(PanelEvent)
    /// The host app replaces the field's text and selection.
    case text(before: String, selected: String, after: String)
    /// The app sets the shift state.
    case shift(ShiftState)

    enum Phase: CaseIterable {
        case began, moved, ended, cancelled
    }

    /// Words the host's text changes are made of, among them clusters that span several UTF-16
    /// code units.
    private static let words = ["", "hello", "Wörld", "👍🏽", "e\u{301}", "🇫🇷", "teh", "dont", "\n", "42", "<b>", "  "]

    /// The next action: touches most often, then ticks, and every other kind now and then.
    static func random(in size: Size, using generator: inout SeededGenerator) -> SoakAction {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<8:
            return .tap(
                at: Point(
                    x: Double.random(in: 0...size.width, using: &generator),
                    y: Double.random(in: -50...size.height, using: &generator)))
        case 8..<62:
            // Touch identifiers from a small pool, so that fingers overlap, end twice and end unbegun.
            let phase = Phase.allCases.randomElement(using: &generator) ?? .began
            return .touch(phase, id: Int.random(in: 1...4, using: &generator), at: point(in: size, using: &generator))
        case 62..<84:
            return .tick(seconds: Double.random(in: 0...0.8, using: &generator))
        case 84..<87:
            return .host(randomHost(using: &generator))
        case 87..<88:
            return .device(DeviceClass.allCases.randomElement(using: &generator) ?? .iphonePortrait)
        case 88..<93:
            return .toolbar(toolbarEvent(using: &generator))
        case 93..<97:
            return .panel(panelEvent(using: &generator))
        case 97..<99:
            return .text(
                before: text(using: &generator), selected: text(using: &generator), after: text(using: &generator))
        default:
            let states: [ShiftState] = [.off, .once(automatic: false), .once(automatic: true), .capsLock]
            return .shift(states.randomElement(using: &generator) ?? .off)
        }
    }

    /// A point on the keys most of the time; otherwise anywhere in a margin around the keyboard,
    /// the toolbar slot above it (negative y) included.
    private static func point(in size: Size, using generator: inout SeededGenerator) -> Point {
        if Int.random(in: 0..<4, using: &generator) > 0 {
            return Point(
                x: Double.random(in: 0...size.width, using: &generator),
                y: Double.random(in: 0...size.height, using: &generator))
        }
        return Point(
            x: Double.random(in: -60...(size.width + 60), using: &generator),
            y: Double.random(in: -110...(size.height + 60), using: &generator))
    }

    /// A field of random traits, a password field now and then.
    static func randomHost(using generator: inout SeededGenerator) -> HostContext {
        HostContext(
            keyboardType: FieldKeyboardType.allCases.randomElement(using: &generator) ?? .default,
            returnKeyType: ReturnKeyType.allCases.randomElement(using: &generator) ?? .default,
            autocapitalization: AutocapitalizationType.allCases.randomElement(using: &generator) ?? .sentences,
            allowsAutocorrection: Bool.random(using: &generator),
            isSecureTextEntry: Int.random(in: 0..<8, using: &generator) == 0,
            needsInputModeSwitchKey: Bool.random(using: &generator),
            handlesReturnKey: Bool.random(using: &generator),
            hasFullAccess: Bool.random(using: &generator),
            colorScheme: Bool.random(using: &generator) ? .light : .dark)
    }

    private static func toolbarEvent(using generator: inout SeededGenerator) -> ToolbarEvent {
        let index = Int.random(in: -1...10, using: &generator)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: return .tapItem(index)
        case 1: return .tapMoreItem(index)
        case 2: return .tapSocialItem(index)
        case 3: return .tapSuggestion(index)
        case 4: return .close
        default: return .dismissNotice
        }
    }

    private static func panelEvent(using generator: inout SeededGenerator) -> PanelEvent {
        let index = Int.random(in: -1...6, using: &generator)
        switch Int.random(in: 0..<14, using: &generator) {
        case 0: return .chooseTheme(["Default", "Midnight", "missing"].randomElement(using: &generator) ?? "")
        case 1: return .setSnippetTemplate(snippet: "b", text: "<b>[[SELECTION]][[CURSOR]]</b>")
        case 2: return .useSelectionAsSnippetTemplate(snippet: "i")
        case 3: return .resetSnippetTemplate(snippet: "b")
        case 4:
            return .setOption(
                KeyboardOption.allCases.randomElement(using: &generator) ?? .autoCapitalization,
                Bool.random(using: &generator))
        case 5: return .chooseStickerPack(index)
        case 6: return .tapSticker(pack: "missing", sticker: "\(index)")
        case 7: return .searchGIFs(text(using: &generator))
        case 8: return .tapGIF(id: "\(index)")
        case 9: return .insertQuickReply(index)
        case 10: return .askToResetLearnedWords
        case 11: return .resetLearnedWords
        case 12: return .cancelResetOfLearnedWords
        default: return .openPageInBrowser
        }
    }

    private static func text(using generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...3, using: &generator)).map { _ in words.randomElement(using: &generator) ?? "" }
            .joined(separator: " ")
    }
}
