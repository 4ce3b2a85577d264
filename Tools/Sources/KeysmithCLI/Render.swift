import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// `keysmith render`: a picture of a keyboard, from the same render model the phone draws.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a keyboard as a standalone SVG (or PNG) picture.",
        discussion: """
            The picture comes from the engine's render model, the value the iOS shell draws, in the \
            set's theme (the embedded Classic theme when the keyboard has none), with the set's toolbar \
            (or --toolbar) in the slot above the keys. --panel opens a panel in place of the keys, by \
            tapping the toolbar button that opens it (through More when it is there).

            Images (key images, toolbar icons, stickers) come from --assets, else from the set's \
            Images folder; a missing icon is drawn as its type's built-in icon.
            """
    )

    @Option(help: "A keyboard set folder or manifest.", completion: .directory)
    var set: String?

    @Option(help: ArgumentHelp("A layout file, or the name of a layout of the embedded set.", valueName: "file-or-name"))
    var keyboard: String?

    @Option(help: "The device: \(DeviceClass.allCases.map(\.rawValue).joined(separator: ", ")).")
    var device: DeviceClass = .iphonePortrait

    @Option(help: "light or dark.")
    var appearance: Appearance = .light

    @Option(help: "The field's keyboard type, which picks the layout: \(FieldKeyboardType.allCases.map(\.rawValue).joined(separator: ", ")).")
    var keyboardType: FieldKeyboardType = .default

    @Option(help: "The theme to use, by name (the set's first theme by default).")
    var theme: String?

    @Option(help: "A folder of key images (PNG) named by the layout's image fields.", completion: .directory)
    var assets: String?

    @Flag(help: "Show the keyboard's own globe key, as when the host has several keyboards and shows no globe.")
    var globe = false

    @Option(help: "A toolbar file (KBToolbar.json format) to show instead of the set's toolbar.", completion: .file(extensions: ["json"]))
    var toolbar: String?

    @Option(help: "Open a panel for the picture: \(PanelChoice.allCases.map(\.rawValue).joined(separator: ", ")).")
    var panel: PanelChoice?

    @Flag(help: "Draw the keyboard with full access, as stickers, GIFs and web pages need. GIFs are placeholders; nothing is fetched.")
    var fullAccess = false

    @Option(help: ArgumentHelp(
        "Text before the cursor: the suggestion bar shows the embedded English lexicon's suggestions for its last word.",
        valueName: "text"))
    var typed: String?

    @Option(name: .shortAndLong, help: "Where to write the picture (.svg).", completion: .file(extensions: ["svg"]))
    var output: String

    @Flag(help: "Also write a PNG beside the SVG (needs rsvg-convert, from Debian's librsvg2-bin).")
    var png = false

    /// What `--panel` opens: a panel by its ``PanelKind`` name, the More section or the social bar.
    enum PanelChoice: String, ExpressibleByArgument, CaseIterable {
        case gifs, stickers, themes, settings, quickReplies, embeddedBrowser, more, social

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
        if let assets, !FileManager.default.fileExists(atPath: assets) { throw ValidationError("No such folder: \(assets)") }
        if let toolbar, !FileManager.default.fileExists(atPath: toolbar) { throw ValidationError("No such file: \(toolbar)") }
    }

    func run() throws {
        let source = try KeyboardSource.load(set ?? keyboard)
        var configuration = source.configuration
        if let toolbar { configuration.toolbar = try Self.loadToolbar(toolbar) }
        let provider = try typed.map { _ in SuggestionProvider(lexicon: try Suggest.loadLexicon(nil)) }
        let engine = KeyboardEngine(configuration: configuration, suggestionProvider: provider)
        let host = HostContext(
            keyboardType: keyboardType, needsInputModeSwitchKey: globe, hasFullAccess: fullAccess,
            colorScheme: appearance == .dark ? .dark : .light)
        let palette = try Self.palette(for: configuration, named: theme, appearance: appearance)
        var state = engine.initialState(
            host: host, deviceClass: device, document: TextContext(beforeInput: typed ?? ""), layoutName: source.startLayout,
            settings: KeyboardSettings(themeName: theme))
        if let panel { try open(panel, engine: engine, state: &state) }
        let picture = KeyboardPicture(
            model: engine.render(state), palette: palette, images: imageFolder.map(Self.images(in:)) ?? [:])
        let svg = picture.svg()
        do {
            try svg.write(toFile: output, atomically: true, encoding: .utf8)
        } catch {
            throw ToolError.unreadable("cannot write \(output): \(error.localizedDescription)")
        }
        if png { try writePNG() }
    }

    /// Taps the toolbar button that opens `choice`, going through More when it is there. A GIF search
    /// is answered with the sample provider's placeholders; nothing is fetched.
    private func open(_ choice: PanelChoice, engine: KeyboardEngine, state: inout KeyboardState) throws {
        let toolbar = state.toolbar ?? ResolvedToolbar(main: [], more: [])
        var effects: [KeyboardEffect] = []
        if let index = toolbar.main.firstIndex(where: { choice.isOpened(by: $0.action) }) {
            effects += engine.handle(.toolbar(.tapItem(index)), state: &state)
        } else if let index = toolbar.more.firstIndex(where: { choice.isOpened(by: $0.action) }),
            let moreButton = toolbar.main.firstIndex(where: { $0.kind == .more })
        {
            effects += engine.handle(.toolbar(.tapItem(moreButton)), state: &state)
            effects += engine.handle(.toolbar(.tapMoreItem(index)), state: &state)
        } else {
            throw ValidationError("The toolbar has no button that opens \(choice.rawValue).")
        }
        for case .searchGIFs(let request) in effects {
            let response = GIFSearchResponse(requestID: request.id, outcome: .results(InMemoryGIFProvider.sample.gifs))
            _ = engine.handle(.gifSearchCompleted(response), state: &state)
        }
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

    /// A toolbar file, its problems printed; errors end the command.
    static func loadToolbar(_ path: String) throws -> Toolbar {
        let result = Toolbar.load(contentsOf: URL(fileURLWithPath: path), displayName: path)
        for diagnostic in result.diagnostics.sortedByLocation() where diagnostic.severity != .note {
            printError(diagnostic.description)
        }
        guard let toolbar = result.cleanValue else { throw ExitCode(1) }
        return toolbar
    }

    /// The palette of the named theme (else the first) of the set's themes, else of the embedded ones.
    static func palette(for configuration: KeyboardConfiguration, named name: String?, appearance: Appearance) throws -> ThemePalette {
        let catalog = configuration.themes ?? KeyboardConfiguration.embedded().value?.themes
        let theme: Theme?
        if let name {
            theme = catalog?.theme(named: name)
            if theme == nil {
                throw ValidationError("No theme named \(name); the themes are \((catalog?.themes.map(\.name) ?? []).joined(separator: ", "))")
            }
        } else {
            theme = catalog?.themes.first
        }
        guard let theme else { throw ToolError.unreadable("no theme to draw with") }
        return theme.palette(for: appearance)
    }

    /// Images by name: `Globe` from `Globe@2x.png` (preferred), `Globe.png` or `Globe.svg`.
    static func images(in folder: String) -> [String: Data] {
        let url = URL(fileURLWithPath: folder)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var images: [String: Data] = [:]
        for file in files.sorted() where file.lowercased().hasSuffix(".svg") {
            if let data = FileManager.default.contents(atPath: url.appendingPathComponent(file).path) {
                images[String(file.dropLast(4))] = data
            }
        }
        for file in files.sorted() where file.lowercased().hasSuffix(".png") {
            var name = String(file.dropLast(4))
            let isRetina = name.hasSuffix("@2x")
            if isRetina { name.removeLast(3) }
            if images[name] != nil, !isRetina { continue }
            if let data = FileManager.default.contents(atPath: url.appendingPathComponent(file).path) { images[name] = data }
        }
        return images
    }

    private func writePNG() throws {
        let pngPath = (output as NSString).deletingPathExtension + ".png"
        guard let converter = Self.findExecutable("rsvg-convert") else {
            printError("error: --png needs rsvg-convert, which is not installed (Debian: apt-get install librsvg2-bin); the SVG was written to \(output)")
            throw ExitCode(1)
        }
        let process = Process()
        process.executableURL = converter
        process.arguments = ["--zoom", "2", "--output", pngPath, output]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            printError("error: rsvg-convert failed with status \(process.terminationStatus)")
            throw ExitCode(1)
        }
    }

    static func findExecutable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
