import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// `keysmith lexicon`: make and inspect the binary word lists suggestions and autocorrection use.
struct LexiconCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lexicon",
        abstract: "Build and inspect lexicons, the word lists behind suggestions and autocorrection.",
        subcommands: [Build.self, Info.self]
    )

    /// `keysmith lexicon build WORDS.tsv -o FILE`, or `keysmith lexicon build OLD.lexicon -o FILE`.
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build a lexicon file from a list of words and counts, or upgrade an older lexicon file.",
            discussion: """
                Each line of the list is a word, a tab and how often the word occurs (word<TAB>count); \
                a word and a count separated by spaces also work. Blank lines and lines starting \
                with # are skipped. Every bad line is reported as file:line:column: error: …, and \
                nothing is written if there is one.

                Given a lexicon file instead of a list, the command writes its words and counts in \
                the current format (version 2): this is how a version 1 file, which Keysmith no \
                longer reads, is upgraded.

                Exit status: 0 when the lexicon was written, 1 when the list has problems, 2 when \
                the command line is wrong or a file cannot be read or written.
                """
        )

        @Argument(help: "The word list, or a lexicon file to upgrade.", completion: .file())
        var wordList: String

        @Option(name: .shortAndLong, help: "The lexicon file to write.", completion: .file())
        var output: String

        func run() throws {
            guard let data = FileManager.default.contents(atPath: wordList) else {
                printError("\(wordList): error: cannot read the file")
                throw ExitCode(KeysmithCommand.usageExitCode)
            }
            // A lexicon file of any version starts with its magic, `KSLX`; a word list cannot.
            if data.starts(with: Array("KSLX".utf8)) {
                try write(try upgraded(data), describing: "upgraded")
                return
            }
            let reading = LexiconWordList.read(Array(data), fileName: wordList)
            for diagnostic in reading.diagnostics { print(diagnostic) }
            if !reading.diagnostics.isEmpty {
                printError(
                    "\(reading.diagnostics.count) bad line\(reading.diagnostics.count == 1 ? "" : "s") in \(wordList); \(output) was not written"
                )
                throw ExitCode(1)
            }
            let bytes: [UInt8]
            do {
                bytes = try LexiconBuilder.build(reading.entries)
            } catch {
                print("\(wordList): error: \(error)")
                throw ExitCode(1)
            }
            try write(bytes, describing: "\(reading.entries.count) words")
        }

        /// The version 2 file of the lexicon file `data`; exits with status 1 when it is damaged.
        private func upgraded(_ data: Data) throws -> [UInt8] {
            do {
                return try LexiconBuilder.upgrade(data)
            } catch {
                print("\(wordList): error: \(error)")
                throw ExitCode(1)
            }
        }

        /// Writes `bytes` to the output file and says so, `what` first.
        private func write(_ bytes: [UInt8], describing what: String) throws {
            do {
                try Data(bytes).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                printError("\(output): error: cannot write the file: \(error.localizedDescription)")
                throw ExitCode(KeysmithCommand.usageExitCode)
            }
            printError("\(what), \(bytes.count) bytes written to \(output)")
        }
    }

    /// `keysmith lexicon info FILE`.
    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Check a lexicon file and print its size, the size of each of its parts and its most frequent words.",
            discussion: "Exit status: 0 for a good lexicon, 1 for a damaged one, 2 when it cannot be read."
        )

        @Argument(help: "The lexicon file.", completion: .file())
        var lexicon: String

        @Flag(help: "Also print the bytes of each part of the file, a line each.")
        var parts = false

        func run() throws {
            guard FileManager.default.fileExists(atPath: lexicon) else {
                printError("\(lexicon): error: no such file")
                throw ExitCode(KeysmithCommand.usageExitCode)
            }
            let loaded: Lexicon
            do {
                loaded = try Lexicon(contentsOf: URL(fileURLWithPath: lexicon))
            } catch {
                print("\(lexicon): error: \(error)")
                throw ExitCode(1)
            }
            let top = loaded.completions(of: "", limit: 10).map(\.word).joined(separator: ", ")
            let perWord = Double(loaded.byteCount) / Double(loaded.wordCount)
            print(
                "\(lexicon): \(loaded.wordCount) words, \(loaded.byteCount) bytes (\(String(format: "%.2f", perWord)) a word); most frequent: \(top)"
            )
            if parts {
                for part in loaded.partSizes { print("  \(part.part): \(part.bytes) bytes") }
            }
        }
    }
}
