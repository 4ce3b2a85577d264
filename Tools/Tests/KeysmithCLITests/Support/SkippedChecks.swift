import Foundation

/// The record of the checks the tests skipped, which `scripts/test.sh` lists at the end: so the list
/// says what was skipped in this run, not what the script expected to be missing before it.
///
/// `scripts/test.sh` names a file in `KEYSMITH_SKIPPED_CHECKS`; each skipped check appends a line,
/// `what is not checked<TAB>what is missing and how to get it`. Without the variable nothing is written.
enum SkippedChecks {
    /// Returns `available`; when it is false, records that `check` is skipped, with `advice`.
    static func unless(_ available: Bool, check: String, advice: String) -> Bool {
        if !available { record(check: check, advice: advice) }
        return available
    }

    static func record(check: String, advice: String) {
        guard let path = ProcessInfo.processInfo.environment["KEYSMITH_SKIPPED_CHECKS"], !path.isEmpty else { return }
        let line = Array("\(flat(check))\t\(flat(advice))\n".utf8)
        // One write of the whole line to a file opened for appending, so lines of tests running at
        // the same time never mix.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    private static func flat(_ text: String) -> String {
        text.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
    }
}
