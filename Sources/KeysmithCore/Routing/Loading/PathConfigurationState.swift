import Foundation

/// The path configuration in force and what happened to every document offered, decided without
/// I/O: the loader reads and downloads, this decides.
///
/// A document is used only when it reads without errors (warnings and notes are fine); a document
/// with errors, or a failure to get one, leaves the configuration in force as it was. Only a good
/// document from a server is cached.
public struct PathConfigurationState: Sendable, Equatable {
    /// The rules in force: ``PathRuleSet/empty`` until a good document arrives.
    public private(set) var rules: PathRuleSet
    /// Where the rules in force came from; nil while no good document has arrived.
    private(set) var origin: PathConfigurationOrigin?
    /// The outcome of the latest document from each origin, in the order the origins first came.
    private(set) var reports: [Report]

    /// What became of the latest document from one origin.
    struct Report: Sendable, Hashable {
        var origin: PathConfigurationOrigin
        /// Whether the document is the one in force, or was until a later one replaced it.
        var isAccepted: Bool
        /// Every problem with the document, or the reason there was none.
        var diagnostics: [Diagnostic]

        init(origin: PathConfigurationOrigin, isAccepted: Bool, diagnostics: [Diagnostic]) {
            self.origin = origin
            self.isAccepted = isAccepted
            self.diagnostics = diagnostics
        }
    }

    /// Starts with no rules, or with `rules` (such as a configuration compiled into the app).
    public init(rules: PathRuleSet = .empty) {
        self.rules = rules
        self.origin = nil
        self.reports = []
    }

    /// Starts with no rules, matching query strings or not.
    public init(matchQueryStrings: Bool) {
        self.init(rules: PathRuleSet(PathConfiguration(rules: []), matchQueryStrings: matchQueryStrings))
    }

    /// Every diagnostic of every report, in report order.
    public var diagnostics: [Diagnostic] { reports.flatMap(\.diagnostics) }

    /// Takes a document, or a failure to get one, and returns the work to carry out.
    mutating func receive(_ delivery: PathConfigurationDelivery) -> [PathConfigurationEffect] {
        let origin = delivery.origin
        switch delivery {
        case .failure(let reason, _):
            record(
                Report(
                    origin: origin, isAccepted: false,
                    diagnostics: [
                        Diagnostic(
                            file: origin.description, line: 1, column: 1, pointer: "", severity: .error,
                            message: "\(reason); the path configuration in force is kept")
                    ]))
            return []
        case .document(let data, _):
            let result = PathConfiguration.load(SourceText(name: origin.description, bytes: Array(data)))
            guard let configuration = result.cleanValue else {
                record(Report(origin: origin, isAccepted: false, diagnostics: result.diagnostics))
                return []
            }
            rules = PathRuleSet(configuration, matchQueryStrings: rules.matchQueryStrings)
            self.origin = origin
            record(Report(origin: origin, isAccepted: true, diagnostics: result.diagnostics))
            if case .server(let url) = origin {
                return [.cache(data, for: url)]
            }
            return []
        }
    }

    /// Notes that a good document from `url` could not be cached, so the next start will not have it.
    mutating func cacheFailed(for url: URL, reason: String) {
        let origin = PathConfigurationOrigin.server(url)
        let warning = Diagnostic(
            file: origin.description, line: 1, column: 1, pointer: "", severity: .warning,
            message: "the configuration is in force but could not be cached for the next start: \(reason)")
        guard let index = reports.firstIndex(where: { $0.origin == origin }) else {
            reports.append(Report(origin: origin, isAccepted: true, diagnostics: [warning]))
            return
        }
        reports[index].diagnostics.append(warning)
    }

    private mutating func record(_ report: Report) {
        if let index = reports.firstIndex(where: { $0.origin == report.origin }) {
            reports[index] = report
        } else {
            reports.append(report)
        }
    }
}
