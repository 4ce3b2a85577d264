import Foundation

/// Lexicons, language models and emoji popularity files already read, for every keyboard that loads
/// the same files to share one copy.
///
/// Reading a lexicon maps its file and checks every byte of it against its checksum, so each
/// reading makes the whole file resident again. A process that shows many keyboards at once — a
/// server of previews, an app with several keyboards on screen — passes one cache to
/// ``KeyboardLanguageData/load(learnedWords:textReplacements:sharing:)``, and a file is read once
/// however many keyboards use it.
///
/// A file is known by its path, its size and the time it was last changed: a file replaced on disk
/// is read again. A file that could not be read is not remembered, so the next load tries it again.
/// The cache holds at most ``capacity`` files, dropping the one used longest ago.
public final class LanguageFileCache: @unchecked Sendable {
    /// How many files the cache holds at most.
    public let capacity: Int

    private struct Key: Hashable {
        var path: String
        var size: Int
        var modified: Date?
        var kind: ObjectIdentifier
    }

    /// Guards `entries`, used longest ago first.
    private let lock = NSLock()
    private var entries: [(key: Key, value: any Sendable)] = []

    /// A cache of at most `capacity` files (at least one).
    public init(capacity: Int = 16) {
        self.capacity = max(1, capacity)
    }

    /// The number of files the cache holds now.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// The file at `url` read with `read`: the copy already read when the file has not changed since,
    /// else a new reading, which is kept.
    ///
    /// - Throws: what `read` throws; nothing is kept then.
    func value<Value: Sendable>(of url: URL, read: (URL) throws -> Value) throws -> Value {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        let key = Key(
            path: url.standardizedFileURL.path, size: (attributes?[.size] as? NSNumber)?.intValue ?? -1,
            modified: attributes?[.modificationDate] as? Date, kind: ObjectIdentifier(Value.self))
        if let cached = lookUp(key) as? Value { return cached }
        // Read outside the lock: a large file must not hold up keyboards loading other files.
        let value = try read(url)
        lock.lock()
        defer { lock.unlock() }
        if let index = entries.firstIndex(where: { $0.key == key }) {
            // Another keyboard read it meanwhile: share its copy.
            if let shared = entries[index].value as? Value { return shared }
        }
        entries.removeAll { $0.key.path == key.path && $0.key.kind == key.kind }
        entries.append((key, value))
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        return value
    }

    private func lookUp(_ key: Key) -> (any Sendable)? {
        lock.lock()
        defer { lock.unlock() }
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        let entry = entries.remove(at: index)
        entries.append(entry)
        return entry.value
    }

    /// Forgets every file, so that the next load reads each again.
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll()
    }
}
