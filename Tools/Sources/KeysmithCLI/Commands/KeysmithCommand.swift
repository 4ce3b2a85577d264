import ArgumentParser
import Foundation

/// `keysmith`: lint, simulate, route, render and preview Keysmith keyboard configurations.
public struct KeysmithCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "keysmith",
        abstract: "Check, try out and picture keyboards described in JSON.",
        subcommands: [
            PreviewCommand.self, LintCommand.self, SimulateCommand.self, RenderCommand.self, ToolbarCommand.self,
            RouteCommand.self,
            SuggestCommand.self, PredictCommand.self, ModelCommand.self, LexiconCommand.self, LanguagesCommand.self,
            SwipeCommand.self, EmojiCommand.self, ComposeCommand.self,
        ]
    )

    public init() {}

    /// Exit status for a command line that cannot be understood or input that cannot be read.
    public static let usageExitCode: Int32 = 2

    /// Runs the tool. Usage errors exit with status 2 (not ArgumentParser's 64), so that scripts can
    /// tell "problems found" (1) from "could not run" (2).
    public static func main(arguments: [String]) async {
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(usageExitCode)
            }
            exit(withError: error)
        }
    }
}
