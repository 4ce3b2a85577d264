import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// `keysmith preview`: the keyboard in a browser, typing through the real engine, reloaded as its
/// files are saved.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Try a keyboard in the browser; saving its files reloads it.",
        discussion: """
            Serves a page on 127.0.0.1 (and nowhere else) showing a device with a text field and the \
            keyboard, drawn as `keysmith render` draws it. Every click, touch, tick and key goes to \
            the real engine over a WebSocket. Saved files show within a second; their problems are \
            listed on the page, and a broken file keeps the last good keyboard on screen. The page \
            loads nothing from the network.

            While a word is typed, the toolbar slot shows the suggestion bar, and space and \
            punctuation autocorrect, with the embedded English lexicon (or --lexicon). Words the \
            keyboard learns are kept for the page's session only; nothing is written to disk. With \
            --model, a language model for the keyboard's first language: between words the bar \
            shows the likeliest next words, and suggestions and swiped words are weighed by the \
            sentence so far.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "A keyboard set folder, a folder of JACKeyboard layouts, a set manifest, a layout file, or an embedded language (fr, de_CH; see `keysmith languages`).",
            discussion:
                "Without it, the embedded set. A folder of layouts without a manifest shows the layout the others are named after (the shortest name).",
            valueName: "config-dir"),
        completion: .directory)
    var configDir: String?

    @Option(help: "The port to listen on, on 127.0.0.1 only; 0 picks a free port.")
    var port: Int = 7474

    @Flag(help: "Open the page in the browser (with xdg-open or open).")
    var open = false

    @Option(
        help: ArgumentHelp(
            "A lexicon file made by `keysmith lexicon build` for the suggestion bar and autocorrection; the embedded English lexicon by default.",
            valueName: "file"),
        completion: .file())
    var lexicon: String?

    @Option(
        help: ArgumentHelp(
            "A language model file for the keyboard's first language: next-word predictions and the sentence's weight.",
            valueName: "file"),
        completion: .file())
    var model: String?

    @Flag(help: "No suggestion bar and no autocorrection: the toolbar slot always shows the toolbar.")
    var noSuggestions = false

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if noSuggestions && lexicon != nil { throw ValidationError("Give --lexicon or --no-suggestions, not both.") }
        if noSuggestions && model != nil { throw ValidationError("Give --model or --no-suggestions, not both.") }
        try LexiconOption.validate(lexicon)
        try ModelOption.validate(model)
    }

    /// Where every session's lexicons come from: Keysmith's for each keyboard's languages, with
    /// `--lexicon`'s file in place of the first language's and `--model`'s as its language model; nil
    /// with `--no-suggestions`. A `--lexicon` or `--model` file that does not load ends the command
    /// with status 1, its file and the reason printed.
    func suggestions() throws -> SuggestionSource? {
        if noSuggestions { return nil }
        if let lexicon { _ = try LexiconOption.load(lexicon) }
        if let model { _ = try ModelOption.load(model, language: nil) }
        return SuggestionSource(lexicon: lexicon, model: model)
    }

    func run() async throws {
        let page: PreviewPage
        do {
            page = try PreviewPage.bundled()
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        let suggestions = try suggestions()
        var loader = PreviewConfigurationLoader(location: try KeyboardLocation.locate(configDir))
        // Taken before the first load, so that a file saved while the keyboard loads is still a change.
        let loadedFolder = loader.location.folder.map { FolderFingerprint(folder: $0) }
        guard let initial = loader.load(after: nil) else {
            printError("error: the embedded defaults are missing from this build of keysmith")
            throw ExitCode(1)
        }
        for diagnostic in initial.diagnostics { printError(diagnostic.description) }
        if initial.status == .embeddedDefaults {
            printError("warning: \(initial.source) did not load; showing the embedded set until the files are fixed")
        }
        let feed = PreviewConfigurationFeed(initial)
        var server = PreviewServer(feed: feed, page: page, port: port, suggestions: suggestions)
        if let folder = loader.location.folder, let loadedFolder {
            server.services.append(
                PreviewConfigurationWatcher(folder: folder, loader: loader, feed: feed, loadedFolder: loadedFolder))
        }
        let openBrowser = open
        let application = server.application { port in
            let url = "http://\(PreviewServer.host):\(port)/"
            // Written unbuffered, so that a script reading the output sees it at once.
            FileHandle.standardOutput.write(Data("Keysmith preview: \(url)\n".utf8))
            if openBrowser { BrowserLauncher.open(url) }
        }
        do {
            try await application.runService()
        } catch {
            printError("error: cannot serve the preview on \(PreviewServer.host):\(port): \(error)")
            throw ExitCode(1)
        }
    }
}
