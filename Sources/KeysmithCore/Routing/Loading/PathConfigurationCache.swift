import Foundation

/// Keeps the last good document downloaded from each server URL.
public protocol PathConfigurationCache: Sendable {
    /// The copy kept for `url`, or nil when there is none.
    func cachedDocument(for url: URL) throws -> Data?
    /// Keeps `data` for `url`, replacing any earlier copy.
    func store(_ data: Data, for url: URL) throws
}

/// Keeps each server's document as a file in a folder, replacing it atomically so that a crash
/// mid-write never leaves half a document.
public struct FileCache: PathConfigurationCache {
    /// The folder holding the copies; made when the first copy is stored.
    var folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// The file holding the copy for `url`: `path-configuration-` and a hash of the whole URL.
    func fileURL(for url: URL) -> URL {
        folder.appendingPathComponent("path-configuration-\(Self.fingerprint(url.absoluteString)).json")
    }

    public func cachedDocument(for url: URL) throws -> Data? {
        let file = fileURL(for: url)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try Data(contentsOf: file)
    }

    public func store(_ data: Data, for url: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: fileURL(for: url), options: .atomic)
    }

    /// 64-bit FNV-1a of the UTF-8 bytes, in hexadecimal: stable across launches and platforms.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
