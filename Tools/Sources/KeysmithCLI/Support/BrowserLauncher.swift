import Foundation

/// Opens a URL in the person's browser with the system's opener, if there is one.
enum BrowserLauncher {
    static func open(_ url: String) {
        guard let opener = ExecutableSearch.find("xdg-open") ?? ExecutableSearch.find("open") else {
            printError("note: no xdg-open or open to start a browser with; open \(url) yourself")
            return
        }
        let process = Process()
        process.executableURL = opener
        process.arguments = [url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            printError("note: \(opener.lastPathComponent) could not start a browser; open \(url) yourself")
        }
    }
}
