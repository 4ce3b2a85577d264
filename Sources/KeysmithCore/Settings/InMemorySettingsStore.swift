import Foundation

/// Settings kept in memory, for tests and previews. It stores the encoded JSON, as a file would, so
/// that loading reads it back through the same decoder and a damaged value can be simulated.
public final class InMemorySettingsStore: SettingsStore, @unchecked Sendable {
    // Every access to `storedText` and `saveCount` holds `lock`.
    private let lock = NSLock()
    private var storedText: String?
    private var saves = 0

    /// A store holding `settings`, or nothing.
    public init(settings: KeyboardSettings? = nil) {
        storedText = settings.map { String(decoding: $0.encoded(), as: UTF8.self) }
    }

    /// A store holding `text` as it is, such as a damaged settings file.
    init(storedText: String) {
        self.storedText = storedText
    }

    /// The name diagnostics give the stored settings.
    static let name = "settings"

    /// The JSON last saved, or given at creation.
    var text: String? { lock.withLock { storedText } }

    /// How many times ``save(_:)`` was called.
    var saveCount: Int { lock.withLock { saves } }

    public func load() -> SettingsLoadResult {
        guard let text else { return SettingsLoadResult(settings: .defaults) }
        let decoded = KeyboardSettings.decode(SourceText(name: Self.name, text: text))
        return SettingsLoadResult(settings: decoded.settings, diagnostics: decoded.diagnostics)
    }

    public func save(_ settings: KeyboardSettings) throws {
        let text = String(decoding: settings.encoded(), as: UTF8.self)
        lock.withLock {
            storedText = text
            saves += 1
        }
    }
}
