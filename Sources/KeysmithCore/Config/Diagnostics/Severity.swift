/// How serious a problem in a configuration file is.
///
/// - `error`: the file cannot be used as written.
/// - `warning`: the file works, but probably not the way its author meant.
/// - `note`: something Keysmith ignores or accepts only for compatibility; shown by `keysmith lint --strict`.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// Errors sort before warnings, warnings before notes.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
