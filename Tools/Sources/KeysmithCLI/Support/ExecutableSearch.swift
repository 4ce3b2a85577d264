import Foundation

/// Finds the programs the tool starts (rsvg-convert, a browser opener) on the `PATH`.
enum ExecutableSearch {
    /// The first executable file called `name` in a folder of the `PATH`, if there is one.
    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
