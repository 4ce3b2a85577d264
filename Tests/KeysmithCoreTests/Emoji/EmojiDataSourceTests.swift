import Foundation
import Testing

/// The embedded emoji data against its sources: `scripts/build_emoji.py --check` rebuilds it from
/// Unicode's `emoji-test.txt` (Debian's `unicode-data`) and CLDR's annotations (`unicode-cldr-core`)
/// and fails when the files in the repository differ. Skipped where the sources are not installed,
/// except in CI, where their absence is a failure.
@Suite("The emoji data's sources")
struct EmojiDataSourceTests {
    static let emojiTest = URL(fileURLWithPath: "/usr/share/unicode/emoji/emoji-test.txt")
    static let cldrAnnotations = CLDRExemplars.commonFolder.appendingPathComponent("annotations/en.xml")

    static var isInstalled: Bool {
        FileManager.default.fileExists(atPath: emojiTest.path)
            && FileManager.default.fileExists(atPath: cldrAnnotations.path)
    }

    static var installAdvice: String {
        "emoji-test.txt or CLDR's annotations are missing: install them (Debian: sudo apt-get install unicode-data unicode-cldr-core)"
    }

    @Test(
        "the embedded data is what scripts/build_emoji.py makes of emoji-test.txt and CLDR",
        .enabled(
            if: SkippedChecks.unless(
                isInstalled, check: "the embedded emoji data against emoji-test.txt and CLDR (EmojiDataSourceTests)",
                advice: installAdvice) || CLDRExemplars.isRequired, "\(installAdvice)"))
    func upToDate() throws {
        #expect(Self.isInstalled, "\(Self.installAdvice)")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", root.appendingPathComponent("scripts/build_emoji.py").path, "--check",
            "--emoji-test", Self.emojiTest.path, "--cldr", CLDRExemplars.commonFolder.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("up to date"), "\(text)")
    }
}
