import Foundation
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithCLI

@Suite("keysmith preview: reloading")
struct PreviewReloadTests {
    @Test("saving a good change shows the new keyboard, keeping the layout on screen and the document")
    func goodChange() throws {
        let folder = try PreviewFixtures.defaultsCopy()
        var loader = PreviewConfigurationLoader(location: try KeyboardLocation.locate(folder.path))
        let first = try loader.loaded(after: nil)
        #expect(first.status == .current && first.revision == 1 && first.diagnostics.isEmpty)
        var page = PageDriver(first)
        _ = page.open()
        try page.key("H")
        try page.key("4")

        try PreviewFixtures.edit(
            folder.appendingPathComponent("English-Numbers.json"), replacing: #"{"text": "7"}"#, with: #"{"text": "⁊"}"#
        )
        let second = try loader.loaded(after: first)
        #expect(second.revision == 2 && second.status == .current)
        let messages = page.session.reload(second)
        #expect(messages.types == ["config", "settings", "frame"])
        #expect(messages.frames.first?.svg.contains(">⁊</text>") == true)
        #expect(messages.frames.first?.layout == "English-Numbers")
        #expect(page.text == "H4")
        try page.key("⁊")
        #expect(page.text == "H4⁊")
    }

    @Test("a broken file keeps the last good keyboard on screen and lists the problem with its file, line and column")
    func brokenFile() throws {
        let folder = try PreviewFixtures.defaultsCopy()
        var loader = PreviewConfigurationLoader(location: try KeyboardLocation.locate(folder.path))
        let first = try loader.loaded(after: nil)
        var page = PageDriver(first)
        _ = page.open()

        // Line 7 of English.json is `{"text": "q"},`; without its comma the next key is unexpected.
        let english = folder.appendingPathComponent("English.json")
        try PreviewFixtures.edit(english, replacing: #"{"text": "q"},"#, with: #"{"text": "q"}"#)
        let broken = try loader.loaded(after: first)
        #expect(broken.status == .lastGood)
        #expect(broken.revision == 1)
        let texts = broken.diagnostics.map(\.description)
        #expect(texts.contains { $0.hasPrefix("\(folder.path)/English.json:8:7: error: ") }, "\(texts)")
        #expect(Set(texts).count == texts.count, "the linter's and the loader's reports of one problem are shown once")

        let messages = page.session.reload(broken)
        #expect(messages.types == ["config"])
        #expect(messages.configs.first?.status == .lastGood)
        try page.tap("Q")
        #expect(page.text == "Q")

        // Fixed again: the keyboard is current, and the problems are gone.
        try PreviewFixtures.edit(english, replacing: #"{"text": "q"}"#, with: #"{"text": "q"},"#)
        let fixed = try loader.loaded(after: broken)
        #expect(fixed.status == .current && fixed.revision == 2 && fixed.diagnostics.isEmpty)
        #expect(page.session.reload(fixed).configs.first?.diagnostics.isEmpty == true)
        #expect(page.text == "Q")
    }

    @Test(
        "a folder named with a trailing slash, as the README writes it, lists each problem once, named as without it",
        arguments: ["/", "//", "/./"])
    func trailingSlash(ending: String) throws {
        let folder = try PreviewFixtures.defaultsCopy()
        try PreviewFixtures.edit(
            folder.appendingPathComponent("English.json"), replacing: #"{"text": "q"},"#, with: #"{"text": "q"}"#)
        var loader = PreviewConfigurationLoader(location: try KeyboardLocation.locate(folder.path + ending))
        let loaded = try loader.loaded(after: nil)
        #expect(loaded.source == folder.path)
        let texts = loaded.diagnostics.map(\.description)
        let problem = texts.filter { $0.contains("English.json:8:7: error: ") }
        #expect(problem.count == 1, "\(texts)")
        #expect(problem.first?.hasPrefix("\(folder.path)/English.json:8:7: error: ") == true, "\(texts)")
        #expect(!texts.contains { $0.contains("//") || $0.contains("/./") }, "\(texts)")
    }

    @Test("a folder that does not load at first shows the embedded set, then its own keyboard once fixed")
    func neverLoaded() throws {
        let folder = try PreviewFixtures.defaultsCopy()
        let numbers = folder.appendingPathComponent("NumberPad.json")
        try PreviewFixtures.edit(numbers, replacing: #""rows""#, with: #""rowz""#)
        var loader = PreviewConfigurationLoader(location: try KeyboardLocation.locate(folder.path))
        let first = try loader.loaded(after: nil)
        #expect(first.status == .embeddedDefaults)
        #expect(first.diagnostics.contains { $0.file.hasSuffix("NumberPad.json") && $0.severity == .error })
        let again = try loader.loaded(after: first)
        #expect(again.status == .embeddedDefaults && again.revision == first.revision)
        try PreviewFixtures.edit(numbers, replacing: #""rowz""#, with: #""rows""#)
        let fixed = try loader.loaded(after: again)
        #expect(fixed.status == .current && fixed.revision == first.revision + 1)
    }

    @Test("a folder is pinned to its manifest once loaded: a broken manifest does not turn it into loose layouts")
    func pinnedManifest() throws {
        let folder = try PreviewFixtures.defaultsCopy()
        var loader = PreviewConfigurationLoader(location: try KeyboardLocation.locate(folder.path))
        let first = try loader.loaded(after: nil)
        try "{ \"name\": ".write(to: folder.appendingPathComponent("Keyboard.json"), atomically: false, encoding: .utf8)
        let broken = try loader.loaded(after: first)
        #expect(broken.status == .lastGood)
        #expect(broken.diagnostics.contains { $0.file.hasSuffix("/Keyboard.json") && $0.severity == .error })
    }

    @Test("a folder of JACKeyboard layouts without a manifest shows the layout the others are named after")
    func jackeyboardFolder() throws {
        let folder = Tool.jackeyboardFixtures.appendingPathComponent("English (QWERTY)")
        let location = try KeyboardLocation.locate(folder.path)
        let loaded = location.load()
        #expect(loaded.result.cleanValue?.set.layouts == ["English"])
        #expect(loaded.resolved == .layout(folder: folder, name: "English", displayPrefix: folder.path))
        let simulated = try Tool.run(["simulate", "--keyboard", folder.path, "--type", "Ça va? 100%."])
        #expect(simulated.standardOutput == "Ça va? 100%.\n")
    }

    @Test("the watcher publishes a saved change to every subscriber, polling four times a second")
    func watcher() async throws {
        let folder = try PreviewFixtures.defaultsCopy()
        var loader = PreviewConfigurationLoader(location: try KeyboardLocation.locate(folder.path))
        let loadedFolder = FolderFingerprint(folder: folder)
        let first = try loader.loaded(after: nil)
        let feed = PreviewConfigurationFeed(first)
        let (_, updates) = await feed.subscribe()
        let watcher = PreviewConfigurationWatcher(
            folder: folder, loader: loader, feed: feed, loadedFolder: loadedFolder)
        #expect(watcher.interval <= .milliseconds(250), "a saved file shows within a second on an idle machine")
        // Saved before the watching starts: the watcher compares with the folder it was loaded from,
        // so no test has to wait for the task to start.
        try PreviewFixtures.edit(
            folder.appendingPathComponent("English.json"), replacing: #"{"text": "w"}"#, with: #"{"text": "ẁ"}"#)
        let watching = Task { await watcher.run() }
        defer { watching.cancel() }

        // A generous ceiling for a busy machine; on an idle one it takes about a quarter of a second.
        let next = await Self.first(of: updates, within: .seconds(60))
        let update = try #require(next, "no configuration was published within 60 seconds")
        #expect(update.revision == 2)
        #expect(update.keyboard.layouts["English"]?.rows.first?.contains { $0.text == "ẁ" } == true)
        #expect(await feed.current.revision == 2)
    }

    /// The stream's first element, or nil after `limit`.
    static func first(of stream: AsyncStream<PreviewConfiguration>, within limit: Duration) async
        -> PreviewConfiguration?
    {
        await withTaskGroup(of: PreviewConfiguration?.self) { group in
            group.addTask {
                for await element in stream { return element }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: limit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}
