import ArgumentParser
import Foundation
import KeysmithCore

/// `keysmith render`: a picture of a keyboard, from the same render model the phone draws.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a keyboard as a standalone SVG (or PNG) picture.",
        discussion: """
            The picture comes from the engine's render model, the value the iOS shell draws, in the \
            set's theme (the embedded Classic theme when the keyboard has none).
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

    @Option(name: .shortAndLong, help: "Where to write the picture (.svg).", completion: .file(extensions: ["svg"]))
    var output: String

    @Flag(help: "Also write a PNG beside the SVG (needs rsvg-convert, from Debian's librsvg2-bin).")
    var png = false

    func validate() throws {
        if set != nil && keyboard != nil { throw ValidationError("Give --set or --keyboard, not both.") }
        if let assets, !FileManager.default.fileExists(atPath: assets) { throw ValidationError("No such folder: \(assets)") }
    }

    func run() throws {
        let source = try KeyboardSource.load(set ?? keyboard)
        let engine = KeyboardEngine(configuration: source.configuration)
        let host = HostContext(keyboardType: keyboardType, needsInputModeSwitchKey: globe)
        let state = engine.initialState(host: host, deviceClass: device, layoutName: source.startLayout)
        let palette = try Self.palette(for: source.configuration, named: theme, appearance: appearance)
        let picture = KeyboardPicture(
            model: engine.render(state), palette: palette, images: assets.map(Self.images(in:)) ?? [:])
        let svg = picture.svg()
        do {
            try svg.write(toFile: output, atomically: true, encoding: .utf8)
        } catch {
            throw ToolError.unreadable("cannot write \(output): \(error.localizedDescription)")
        }
        if png { try writePNG() }
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

    /// Key images by name: `Globe` from `Globe@2x.png` (preferred) or `Globe.png`.
    static func images(in folder: String) -> [String: Data] {
        let url = URL(fileURLWithPath: folder)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var images: [String: Data] = [:]
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
