/// Failures of the tool itself, as opposed to problems in the files it checks.
package enum ToolError: Error, CustomStringConvertible {
    case unreadable(String)

    package var description: String {
        switch self {
        case .unreadable(let reason): reason
        }
    }
}
