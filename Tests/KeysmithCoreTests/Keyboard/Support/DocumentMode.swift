import Testing
@_spi(Tooling) @testable import KeysmithCore

/// How the host applies the edits the keyboard sends. Every session test runs in each mode and must
/// end with the same document: the engine never reads the document back, so it cannot tell them apart.
enum DocumentMode: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Every call applies at once.
    case exact
    /// Cursor moves, and every call after one, wait for the host's next run-loop turn.
    case lateCursorMoves
    /// Every call waits for the host's next run-loop turn.
    case lateAllEdits

    /// The ``InMemoryTextDocument`` option that imitates this mode.
    var lateApplication: InMemoryTextDocument.LateApplication {
        switch self {
        case .exact: .never
        case .lateCursorMoves: .cursorMoves
        case .lateAllEdits: .allEdits
        }
    }

    var testDescription: String { rawValue }
}

extension HostContext {
    /// A plain text field that capitalises nothing by itself, for sessions about something else.
    static let noAutocapitalization = HostContext(autocapitalization: .none)
}

/// When a session's engine asks for suggestions, and when the session answers.
enum SuggestionTiming: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// The engine asks the provider itself, within each event.
    case inline
    /// The engine asks through the shell, which answers right after each event, as a shell does
    /// whose search ends before the next touch.
    case answeredAtOnce
    /// The engine asks through the shell, which answers only when the test says so.
    case answeredOnDemand

    var scheduling: SuggestionScheduling {
        self == .inline ? .inline : .deferred
    }

    /// The timings whose answers always come before the next touch, under which a session must
    /// type the same text.
    static let prompt: [SuggestionTiming] = [.inline, .answeredAtOnce]

    var testDescription: String { rawValue }
}
