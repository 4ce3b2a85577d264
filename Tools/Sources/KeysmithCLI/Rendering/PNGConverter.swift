import Foundation

/// Draws an SVG written by `keysmith render` as a PNG at twice its size, with the first program
/// installed of: headless Chromium, which draws emoji in colour from a colour emoji font (Debian's
/// fonts-noto-color-emoji), and rsvg-convert (Debian's librsvg2-bin), which draws text as outlines
/// and so every emoji in one colour.
enum PNGConverter {
    /// A program that can draw the PNG, and whether its emoji are in colour.
    enum Program {
        case browser(URL)
        case rsvgConvert(URL)
    }

    /// The program `--png` uses here, if one is installed.
    static func find() -> Program? {
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            if let url = ExecutableSearch.find(name) { return .browser(url) }
        }
        return ExecutableSearch.find("rsvg-convert").map { .rsvgConvert($0) }
    }

    /// Draws `svgPath`, `size` points wide and high, into `pngPath`; the error says what failed.
    static func convert(
        svgPath: String, size: (width: Double, height: Double), to pngPath: String, with program: Program
    )
        throws
    {
        switch program {
        case .rsvgConvert(let converter):
            try run(converter, ["--zoom", "2", "--output", pngPath, svgPath], name: "rsvg-convert")
        case .browser(let browser):
            // A profile of its own, removed afterwards, so that nothing is left in the user's.
            let profile = FileManager.default.temporaryDirectory
                .appendingPathComponent("keysmith-png-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: profile) }
            var arguments = [
                "--headless=new", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--force-device-scale-factor=2",
                "--user-data-dir=\(profile.path)",
                "--window-size=\(Int(size.width.rounded(.up))),\(Int(size.height.rounded(.up)))",
                "--screenshot=\(URL(fileURLWithPath: pngPath).standardizedFileURL.path)",
            ]
            // Chromium refuses to start as root inside its sandbox.
            if getuid() == 0 { arguments.append("--no-sandbox") }
            arguments.append(URL(fileURLWithPath: svgPath).standardizedFileURL.absoluteString)
            try? FileManager.default.removeItem(atPath: pngPath)
            try run(browser, arguments, name: browser.lastPathComponent)
            guard FileManager.default.fileExists(atPath: pngPath) else {
                throw ToolError.unreadable("\(browser.lastPathComponent) wrote no picture to \(pngPath)")
            }
        }
    }

    private static func run(_ program: URL, _ arguments: [String], name: String) throws {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        // The browser talks about its GPU and its profile; only a failure is worth showing.
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        try process.run()
        let said = log.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ToolError.unreadable(
                "\(name) failed with status \(process.terminationStatus)\(text.isEmpty ? "" : ":\n\(text)")")
        }
    }
}
