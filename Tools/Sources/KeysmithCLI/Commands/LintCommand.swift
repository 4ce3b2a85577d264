import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// `keysmith lint`: checks configuration files and prints every problem like a compiler does.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check keyboard, toolbar, snippet, theme, set and path-configuration files.",
        discussion: """
            A folder means every .json file inside it, recursively. Each file's kind is recognised \
            from its content, so file names are free; --kind overrides the guess. Layouts in one \
            folder form a set, so keyboardName targets are checked against their neighbours. A name \
            that is no file but an embedded language (fr, de_CH, pt-BR; see `keysmith languages`) \
            means that language's folder.

            Exit status: 0 when clean, 1 when problems were found, 2 when the command line is wrong \
            or a path cannot be read.

            With --format json, the problems as a JSON list; text prints one a line, as file:line:column: severity: message.
            """
    )

    @Argument(
        help: "Files and folders to check, or embedded languages by name.", completion: .file(extensions: ["json"]))
    var paths: [String] = []

    @Flag(help: "Check the configuration embedded in Keysmith.")
    var defaults = false

    @Option(
        help:
            "Read every file as this kind instead of recognising it: \(ConfigKind.allCases.map(\.rawValue).joined(separator: ", "))."
    )
    var kind: ConfigKind?

    @Option(
        help: "A folder of images; image, selectedImage and iconResource names must exist in it.",
        completion: .directory)
    var assets: String?

    @Flag(help: "Show notes too, and fail on warnings and notes, not only on errors.")
    var strict = false

    @OptionGroup var formatOptions: FormatOptions
    var format: OutputFormat { formatOptions.format }

    func validate() throws {
        if paths.isEmpty && !defaults {
            throw ValidationError("Name at least one file or folder to check, or pass --defaults.")
        }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            guard KeyboardLocation.embeddedLanguage(named: path) != nil else {
                throw ValidationError(
                    "No such file or folder, nor embedded language (\(EmbeddedLanguages.identifiers.joined(separator: ", "))): \(path)"
                )
            }
        }
        if let assets {
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: assets, isDirectory: &isFolder) || !isFolder.boolValue {
                throw ValidationError("--assets must name a folder: \(assets)")
            }
        }
    }

    func run() throws {
        var files = try paths.flatMap(Self.files(named:))
        if defaults {
            guard let folder = EmbeddedDefaults.folder else {
                throw ToolError.unreadable("the embedded defaults are missing from this build of keysmith")
            }
            files += ConfigFiles.jsonFiles(at: folder, displayPath: "Defaults")
        }
        // The embedded defaults bring their own images; a folder named with --assets is used otherwise.
        let assetsFolder =
            assets.map { URL(fileURLWithPath: $0) } ?? (defaults && paths.isEmpty ? EmbeddedDefaults.imagesFolder : nil)
        let linter = ConfigLinter(kind: kind, assetsFolder: assetsFolder)
        let report = linter.lint(files)

        let shown = report.diagnostics.filter { strict || $0.severity != .note }
        switch format {
        case .text:
            for diagnostic in shown { print(diagnostic) }
            FileHandle.standardError.write(Data((report.summary(strict: strict) + "\n").utf8))
        case .json:
            print(try DiagnosticJSON.encode(shown))
        }
        if !report.unreadableFiles.isEmpty {
            throw ExitCode(KeysmithCommand.usageExitCode)
        }
        if shown.contains(where: { strict || $0.severity == .error }) {
            throw ExitCode(1)
        }
    }

    /// The files `path` names: itself or the files below it, or the files of the embedded language
    /// of that name (shown as `Languages/fr_FR/…`) when there is no such file.
    private static func files(named path: String) throws -> [ConfigFileReference] {
        if FileManager.default.fileExists(atPath: path) {
            return ConfigFiles.jsonFiles(at: URL(fileURLWithPath: path), displayPath: path)
        }
        guard let identifier = KeyboardLocation.embeddedLanguage(named: path),
            let folder = EmbeddedLanguages.folder(for: identifier)
        else {
            throw ToolError.unreadable("the embedded language \(path) is missing from this build of keysmith")
        }
        return ConfigFiles.jsonFiles(at: folder, displayPath: "Languages/" + identifier)
    }
}
