@_spi(Tooling) @testable import KeysmithCore

extension Array where Element == KeyboardEffect {
    /// The feedback among these effects, in order.
    var feedback: [KeyFeedback] {
        compactMap { if case .feedback(let kind, _) = $0 { kind } else { nil } }
    }

    /// The edits among these effects, in order.
    var edits: [TextEdit] {
        compactMap { if case .edit(let edit) = $0 { edit } else { nil } }
    }

    /// These effects without edits and feedback: what the shell does besides typing and clicking.
    var actions: [KeyboardEffect] {
        filter {
            switch $0 {
            case .edit, .feedback: false
            default: true
            }
        }
    }
}
