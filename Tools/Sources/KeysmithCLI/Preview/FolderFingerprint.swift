import Foundation
@_spi(Tooling) import KeysmithCore

/// The paths, sizes and modification times of the JSON files in a folder and below it. When two
/// fingerprints differ, a file was saved, added, renamed or removed.
struct FolderFingerprint: Sendable, Equatable {
    /// One file's size and modification time.
    struct Stamp: Sendable, Equatable {
        var size: Int
        var modified: Date
    }

    var files: [String: Stamp]

    /// Reads the folder now. Files that vanish while it is read are left out.
    init(folder: URL) {
        var files: [String: Stamp] = [:]
        for file in ConfigFiles.jsonFiles(at: folder, displayPath: "") {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.url.path) else { continue }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
            let modified = attributes[.modificationDate] as? Date ?? .distantPast
            files[file.url.path] = Stamp(size: size, modified: modified)
        }
        self.files = files
    }
}
