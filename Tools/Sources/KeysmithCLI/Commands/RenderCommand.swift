import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// `keysmith render`: a picture of a keyboard, from the same render model the phone draws.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a keyboard as a standalone SVG (or PNG) picture.",
        discussion: """
            The picture comes from the engine's render model, the value the iOS shell draws, in the \
            set's theme (the embedded Classic theme when the keyboard has none), with the set's toolbar \
            (or --toolbar) in the slot above the keys. --panel opens a panel in place of the keys, by \
            tapping the toolbar button that opens it (through More when it is there); --panel emoji \
            opens the emoji page by tapping the layout's emoji key. --compose taps keys on a keyboard \
            that composes (as `keysmith compose --keys` does), so that the bar shows the candidates; \
            --all-candidates then taps the bar's expand control, and the grid of every candidate is \
            drawn in place of the keys (--candidate-page turns it).

            Images (key images, toolbar icons, stickers) come from --assets, else from the set's \
            Images folder; a missing icon is drawn as its type's built-in icon.
            """
    )

    @Option(help: "A keyboard set folder or manifest, or an embedded language.", completion: .directory)
    var set: String?

    @OptionGroup var keyboardOptions: KeyboardOptions
    var keyboard: String? { keyboardOptions.keyboard }

    @OptionGroup var deviceOptions: DeviceOptions
    var device: DeviceClass { deviceOptions.device }

    @Option(help: "light or dark.")
    var appearance: Appearance = .light

    @Option(
        help:
            "The field's keyboard type, which picks the layout: \(FieldKeyboardType.allCases.map(\.rawValue).joined(separator: ", "))."
    )
    var keyboardType: FieldKeyboardType = .default

    @Option(help: "The theme to use, by name (the set's first theme by default).")
    var theme: String?

    @Option(help: "A folder of key images (PNG) named by the layout's image fields.", completion: .directory)
    var assets: String?

    @Flag(help: "Show the keyboard's own globe key, as when the host has several keyboards and shows no globe.")
    var globe = false

    @Option(
        help: "A toolbar file (KBToolbar.json format) to show instead of the set's toolbar.",
        completion: .file(extensions: ["json"]))
    var toolbar: String?

    @Option(help: "Open a panel for the picture: \(PanelChoice.allCases.map(\.rawValue).joined(separator: ", ")).")
    var panel: PanelChoice?

    @Option(
        help: ArgumentHelp(
            "Keys to tap on a keyboard that composes (Korean, Chinese, Japanese), one character each: the bar shows the candidates.",
            valueName: "keys"))
    var compose: String?

    @Option(
        help: ArgumentHelp(
            "Hold a finger on the flick key that types TEXT, moved the way that types it (on the key for its tap): the picture shows the flick guide.",
            valueName: "text"))
    var flick: String?

    @Flag(help: "With --compose, open the grid of every candidate in place of the keys.")
    var allCandidates = false

    @Option(help: ArgumentHelp("With --all-candidates, the page of the grid to draw, from 1.", valueName: "n"))
    var candidatePage: Int?

    @Flag(
        help:
            "Draw the keyboard with full access, as stickers, GIFs and web pages need. GIFs are placeholders; nothing is fetched."
    )
    var fullAccess = false

    @Option(
        help: ArgumentHelp(
            "Text before the cursor: the suggestion bar shows the suggestions of the keyboard's language for its last word.",
            valueName: "text"))
    var typed: String?

    @Option(
        name: .shortAndLong, help: "Where to write the picture (.svg); - writes it to standard output.",
        completion: .file(extensions: ["svg"]))
    var output: String

    @Flag(
        help:
            "Also write a PNG beside the SVG, at twice its size: with Chromium, emoji in colour (with a colour emoji font such as Debian's fonts-noto-color-emoji); else with rsvg-convert (Debian's librsvg2-bin), emoji in one colour."
    )
    var png = false

    /// What `--panel` opens: a panel by its ``PanelKind`` name, the More section or the social bar.
    enum PanelChoice: String, ExpressibleByArgument, CaseIterable {
        case gifs, stickers, themes, settings, quickReplies, embeddedBrowser, more, social, emoji

        /// Whether tapping an item with `action` opens this.
        func isOpened(by action: ToolbarAction) -> Bool {
            switch (self, action) {
            case (.more, .showMore), (.social, .showSocialBar): true
            case (_, .openPanel(let kind)): kind.name == rawValue
            default: false
            }
        }
    }

    func validate() throws {
        if set != nil && keyboard != nil { throw ValidationError("Give --set or --keyboard, not both.") }
        // The picture is an SVG; a PNG is written beside it, so an -o ending in .png would be overwritten.
        if (output as NSString).pathExtension.lowercased() == "png" {
            let svgPath = (output as NSString).deletingPathExtension + ".svg"
            throw ValidationError(
                "-o names the SVG file: give -o \(svgPath)\(png ? "" : " --png"), and the PNG is written beside it as \(output)."
            )
        }
        if let assets, !FileManager.default.fileExists(atPath: assets) {
            throw ValidationError("No such folder: \(assets)")
        }
        if let toolbar, !FileManager.default.fileExists(atPath: toolbar) {
            throw ValidationError("No such file: \(toolbar)")
        }
        if compose != nil && panel != nil { throw ValidationError("Give --compose or --panel, not both.") }
        if allCandidates && compose == nil { throw ValidationError("--all-candidates needs --compose KEYS.") }
        if let candidatePage {
            guard allCandidates else { throw ValidationError("--candidate-page needs --all-candidates.") }
            guard candidatePage >= 1 else { throw ValidationError("--candidate-page counts from 1.") }
        }
    }

    func run() throws {
        let scene = try scene()
        let picture = KeyboardPicture(model: scene.model, images: scene.images)
        let svg = picture.svg()
        if output == "-" {
            guard !png else { throw ValidationError("--png needs a file to write beside: give -o a path, not -.") }
            print(svg, terminator: "")
            return
        }
        do {
            try svg.write(toFile: output, atomically: true, encoding: .utf8)
        } catch {
            throw ToolError.unreadable("cannot write \(output): \(error.localizedDescription)")
        }
        if png { try writePNG(size: (picture.size.width, picture.size.height)) }
    }

    /// What the options describe: the render model (which carries the palette it is drawn in) and
    /// the images it may name. The picture is its ``DisplayList``, the list the iOS view draws.
    func scene() throws -> (model: KeyboardRenderModel, images: [String: Data]) {
        let source = try KeyboardSource.load(set ?? keyboard)
        var configuration = source.configuration.withThemesToDraw()
        if let toolbar { configuration.toolbar = try ToolbarFile.load(toolbar) }
        let provider = typed == nil ? nil : try LanguageLexicons.suggestionProvider(for: configuration)
        let engine = KeyboardEngine(configuration: configuration, suggestionProvider: provider)
        let host = HostContext(
            keyboardType: keyboardType, needsInputModeSwitchKey: globe, hasFullAccess: fullAccess,
            colorScheme: appearance == .dark ? .dark : .light)
        try configuration.checkTheme(named: theme)
        let state = engine.initialState(
            host: host, deviceClass: device, document: TextContext(beforeInput: typed ?? ""),
            layoutName: source.startLayout,
            settings: KeyboardSettings(themeName: theme))
        // GIF searches are answered by the sample provider's placeholders; nothing is fetched.
        let session = KeyboardSession(
            engine: engine, state: state, document: InMemoryTextDocument(before: typed ?? ""),
            services: SessionServices(scheduler: ImmediateScheduler(), gifProvider: InMemoryGIFProvider.sample))
        if let panel { try open(panel, in: session) }
        if let compose { try type(compose, in: session) }
        if let flick { try hold(flick, in: session) }
        return (session.model, imageFolder.map(ImageFolder.images(in:)) ?? [:])
    }

    /// Taps the toolbar button that opens `choice`, going through More when it is there.
    private func open(_ choice: PanelChoice, in session: KeyboardSession<InMemoryTextDocument>) throws {
        if choice == .emoji { return try openEmojiPage(in: session) }
        let toolbar = session.state.toolbar ?? ResolvedToolbar(main: [], more: [])
        if let index = toolbar.main.firstIndex(where: { choice.isOpened(by: $0.action) }) {
            session.send(.toolbar(.tapItem(index)))
        } else if let index = toolbar.more.firstIndex(where: { choice.isOpened(by: $0.action) }),
            let moreButton = toolbar.main.firstIndex(where: { $0.kind == .more })
        {
            session.send(.toolbar(.tapItem(moreButton)))
            session.send(.toolbar(.tapMoreItem(index)))
        } else {
            throw ValidationError("The toolbar has no button that opens \(choice.rawValue).")
        }
    }

    /// Puts a finger on the flick key that types `text` and moves it half the key's size the way
    /// that types it (not at all for the key's tap), and leaves it there.
    private func hold(_ text: String, in session: KeyboardSession<InMemoryTextDocument>) throws {
        let keys = session.state.geometry.keys
        for laidOut in keys where laidOut.isTouchable {
            guard let flicks = laidOut.key.flicks else { continue }
            let direction = flicks.assigned.first { $0.text == text }?.direction
            guard direction != nil || (laidOut.key.inputText ?? laidOut.text) == text else { continue }
            let frame = laidOut.frame
            let start = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
            var end = start
            switch direction {
            case .left?: end.x -= frame.width / 2
            case .right?: end.x += frame.width / 2
            case .up?: end.y -= frame.height / 2
            case .down?: end.y += frame.height / 2
            case nil: break
            }
            session.send(.touchBegan(TouchPoint(id: 1, location: start, time: 0)))
            session.send(.touchMoved(TouchPoint(id: 1, location: end, time: 0.05)))
            return
        }
        throw ValidationError("--flick: no flick key of this layout types \"\(text)\".")
    }

    /// Taps `keys` as `keysmith compose` does, then the bar's expand control and the grid's page
    /// buttons as `--all-candidates` and `--candidate-page` ask.
    private func type(_ keys: String, in session: KeyboardSession<InMemoryTextDocument>) throws {
        guard session.engine.composer(for: session.state) != nil else {
            throw ValidationError(
                "--compose needs a keyboard that composes: its keys type their text as it is (try --keyboard ko or zh_Hans)."
            )
        }
        var typist = Typist(engine: session.engine, state: session.state)
        do {
            try typist.typeKeys(keys)
        } catch {
            throw ValidationError("--compose: \(error)")
        }
        for event in typist.events { session.send(event) }
        guard allCandidates else { return }
        guard let toggle = session.model.toolbarSlot.candidateToggle else {
            throw ValidationError(
                "--all-candidates: the bar holds every candidate of \"\(keys)\"; there is no grid to open.")
        }
        session.send(toggle.event)
        for _ in 1..<(candidatePage ?? 1) {
            guard case .candidates(let grid)? = session.model.panel?.content, let next = grid.nextPageButton,
                let event = grid.event(at: next.center)
            else {
                throw ValidationError("--candidate-page: the grid of \"\(keys)\" has fewer pages.")
            }
            session.send(event)
        }
    }

    /// Taps the layout's emoji key, as a person opens the emoji page.
    private func openEmojiPage(in session: KeyboardSession<InMemoryTextDocument>) throws {
        guard let key = session.model.keys.first(where: { $0.type == .emoji }) else {
            throw ValidationError("The layout \(session.state.layoutName) has no emoji key (a key of type emoji).")
        }
        let centre = key.frame.center
        session.send(.touchBegan(TouchPoint(id: 1, location: centre, time: 0)))
        session.send(.touchEnded(TouchPoint(id: 1, location: centre, time: 0.05)))
    }

    /// Where images are read from: `--assets`, else the `Images` folder of the set, else (for the
    /// embedded set) the embedded images.
    private var imageFolder: String? {
        if let assets { return assets }
        if let set {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: set, isDirectory: &isFolder) else { return nil }
            let folder = isFolder.boolValue ? set : (set as NSString).deletingLastPathComponent
            let images = (folder as NSString).appendingPathComponent("Images")
            return FileManager.default.fileExists(atPath: images) ? images : nil
        }
        if let keyboard, FileManager.default.fileExists(atPath: keyboard) { return nil }
        return EmbeddedDefaults.imagesFolder?.path
    }

    private func writePNG(size: (width: Double, height: Double)) throws {
        let pngPath = (output as NSString).deletingPathExtension + ".png"
        guard let program = PNGConverter.find() else {
            printError(
                "error: --png needs Chromium (emoji in colour, with a colour emoji font such as Debian's fonts-noto-color-emoji) or rsvg-convert (emoji in one colour), and neither is installed (Debian: apt-get install chromium fonts-noto-color-emoji, or librsvg2-bin); the SVG was written to \(output)"
            )
            throw ExitCode(1)
        }
        do {
            try PNGConverter.convert(svgPath: output, size: size, to: pngPath, with: program)
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
    }
}
