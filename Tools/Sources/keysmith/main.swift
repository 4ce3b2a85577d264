import KeysmithCLI

await KeysmithCommand.main(arguments: Array(CommandLine.arguments.dropFirst()))
