import ArgumentParser
import Testing

@testable import KeysmithCLI

@Suite("Options that several commands take are declared once, with the same help everywhere")
struct SharedOptionsTests {
    /// The help of `option` in `command`'s help text: its line and the lines that continue it.
    private static func help(of option: String, in command: any ParsableCommand.Type) -> String? {
        let lines = command.helpMessage(columns: 300).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(option + " ") })
        else { return nil }
        let continuation = lines[(start + 1)...].prefix { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("-")
        }
        return ([lines[start]] + continuation).joined(separator: "\n")
    }

    @Test(
        "--keyboard, --device, --format and --language read the same in every command that takes them",
        arguments: [
            ("--keyboard", [RenderCommand.self, SimulateCommand.self, SwipeCommand.self, SuggestCommand.self]),
            ("--device", [RenderCommand.self, SimulateCommand.self, SwipeCommand.self]),
            (
                "--format",
                [
                    SimulateCommand.self, SwipeCommand.self, SuggestCommand.self, LintCommand.self,
                    LanguagesCommand.self, ToolbarCommand.self, EmojiCommand.Search.self,
                ]
            ),
            ("--language", [SwipeCommand.self, SuggestCommand.self, EmojiCommand.Search.self]),
        ] as [(String, [any ParsableCommand.Type])])
    func sameHelp(option: String, commands: [any ParsableCommand.Type]) throws {
        let helps = commands.map { Self.help(of: option, in: $0) }
        let first = try #require(helps.first ?? nil, "\(option) is missing from \(commands[0])")
        for (command, help) in zip(commands, helps) {
            #expect(help == first, "\(option) in \(command)")
        }
    }
}
