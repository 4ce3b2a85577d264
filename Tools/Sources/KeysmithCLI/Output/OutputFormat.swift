import ArgumentParser

/// How a command prints what it found: text for people, or JSON for scripts (`--format`).
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
