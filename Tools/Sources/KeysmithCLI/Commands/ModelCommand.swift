import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// `keysmith model`: build, import and inspect the language models behind next-word prediction.
struct ModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Build, import and inspect language models, which predict the next word.",
        subcommands: [Build.self, Import.self, Export.self, Info.self]
    )

    /// `keysmith model build --language L --corpus FILE… -o FILE`.
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build a language model from text.",
            discussion: """
                The text is any UTF-8 text, one paragraph or sentence per line. It is split into \
                sentences and words by the language's rules, as the keyboard splits what is typed: \
                letters and digits with apostrophes inside words, elisions as words of their own \
                (French l'), and a sentence's first word in lower case when the language's lexicon \
                lists it so. A line that is not valid UTF-8 is skipped and reported as \
                file:line:1: warning: …. The model is interpolated modified Kneser–Ney, pruned to \
                --max-size when given.

                Counting keeps at most --memory bytes of n-grams in memory (an estimate), writing \
                sorted runs to temporary files beyond it and merging them at the end.

                Exit status: 0 when the model was written, 1 when it cannot be built as asked (it \
                does not fit --max-size), 2 when the command line is wrong or a file cannot be read \
                or written.
                """
        )

        @Option(help: "The language of the text: its code or locale identifier (en, fr, pt-BR).")
        var language: String

        @Option(
            name: .customLong("corpus"), parsing: .upToNextOption, help: "The text files to count.",
            completion: .file())
        var corpora: [String]

        @Option(name: .shortAndLong, help: "The model file to write.", completion: .file())
        var output: String

        @Option(help: "The longest n-grams counted, 1 to \(LanguageModelBuilder.maximumOrder).")
        var order = 3

        @Option(help: "The largest the model file may be: 4000000, 4MB, 4MiB.")
        var maxSize: ByteSize?

        @Option(help: "About how much memory counting may take before it writes to temporary files.")
        var memory = ByteSize(bytes: LanguageModelBuilder.defaultMemoryLimit)

        @Flag(
            help: """
                The text is hard-wrapped: a line that does not end a sentence, followed by one that \
                starts with a lower-case letter, continues the sentence there. Without it every line \
                ends a sentence (a paragraph, message or sentence per line).
                """)
        var joinWrappedLines = false

        /// Unreadable lines reported one by one for each file; the rest are counted.
        static let reportedLineLimit = 10

        func validate() throws {
            guard (1...LanguageModelBuilder.maximumOrder).contains(order) else {
                throw ValidationError("--order must be 1 to \(LanguageModelBuilder.maximumOrder), not \(order).")
            }
            if corpora.isEmpty { throw ValidationError("Give at least one --corpus file.") }
            for corpus in corpora where !FileManager.default.fileExists(atPath: corpus) {
                throw ValidationError("No such file: \(corpus)")
            }
            guard LanguageTag(language) != nil else { throw ValidationError("Not a language: \"\(language)\".") }
        }

        func run() throws {
            let hasLexicon = LanguageLexicons.url(for: language) != nil
            let lexicon = hasLexicon ? try LexiconOption.load(nil, language: language) : nil
            if !hasLexicon {
                printError(
                    "warning: no lexicon for \"\(language)\": a sentence's capitalised first word keeps its capital")
            }
            var builder = try LanguageModelBuilder(
                tokenizer: CorpusTokenizer(language: language, lexicon: lexicon), order: order,
                memoryLimit: memory.bytes)
            builder.joinsWrappedLines = joinWrappedLines
            for corpus in corpora {
                let reading: LanguageModelBuilder.Reading
                do {
                    reading = try builder.add(contentsOf: URL(fileURLWithPath: corpus))
                } catch {
                    printError("\(corpus): error: cannot read the file: \(error.localizedDescription)")
                    throw ExitCode(KeysmithCommand.usageExitCode)
                }
                for line in reading.unreadableLines.prefix(Self.reportedLineLimit) {
                    printError("\(corpus):\(line):1: warning: not valid UTF-8; the line is skipped")
                }
                let skipped = reading.unreadableLines.count
                printError(
                    "\(corpus): \(reading.lineCount) lines, \(reading.sentenceCount) sentences, \(reading.wordCount) words"
                        + (skipped == 0 ? "" : "; \(skipped) unreadable line\(skipped == 1 ? "" : "s") skipped"))
            }
            if builder.spillCount > 0 { printError("counting used \(builder.spillCount) temporary files") }
            let bytes: [UInt8]
            do {
                bytes = try builder.build(maximumSize: maxSize?.bytes)
            } catch let error as LanguageModelError {
                printError("error: \(error)")
                throw ExitCode(1)
            } catch {
                printError("error: cannot count the text: \(error.localizedDescription)")
                throw ExitCode(KeysmithCommand.usageExitCode)
            }
            try ModelCommand.write(bytes, to: output)
        }
    }

    /// `keysmith model import --arpa FILE -o FILE`.
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Make a language model from an ARPA file that another toolkit wrote.",
            discussion: """
                KenLM's lmplz, SRILM's ngram-count and most toolkits write ARPA files. A malformed \
                file is reported as file:line:column: error: …, and nothing is written.

                Exit status: 0 when the model was written, 1 when the ARPA file has a problem or the \
                model does not fit --max-size, 2 when the command line is wrong or a file cannot be \
                read or written.
                """
        )

        @Option(help: "The ARPA file.", completion: .file())
        var arpa: String

        @Option(name: .shortAndLong, help: "The model file to write.", completion: .file())
        var output: String

        @Option(help: "The largest the model file may be: 4000000, 4MB, 4MiB.")
        var maxSize: ByteSize?

        func validate() throws {
            if !FileManager.default.fileExists(atPath: arpa) { throw ValidationError("No such file: \(arpa)") }
        }

        func run() throws {
            let bytes: [UInt8]
            do {
                bytes = try LanguageModelBuilder.importARPA(
                    contentsOf: URL(fileURLWithPath: arpa), maximumSize: maxSize?.bytes)
            } catch let error as LanguageModelError {
                printError("error: \(error)")
                throw ExitCode(1)
            } catch let error as ARPAError {
                printError("\(arpa):\(error.line):\(error.column): error: \(error.message)")
                throw ExitCode(1)
            } catch {
                printError("\(arpa): error: cannot read the file: \(error.localizedDescription)")
                throw ExitCode(KeysmithCommand.usageExitCode)
            }
            try ModelCommand.write(bytes, to: output)
        }
    }

    /// `keysmith model export FILE --arpa OUTPUT`.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a language model as an ARPA file, which other toolkits read.",
            discussion: """
                Every n-gram with the probability and back-off weight the model file gives it, \
                after quantisation: what the keyboard predicts with. KenLM's build_binary and \
                SRILM read it, and keysmith model import reads it back to the same probabilities.

                Exit status: 0 when the file was written, 1 for a damaged model, 2 when a file \
                cannot be read or written.
                """
        )

        @Argument(help: "The model file.", completion: .file())
        var model: String

        @Option(help: "The ARPA file to write.", completion: .file())
        var arpa: String

        func run() throws {
            let loaded = try ModelCommand.read(model, reportingDamage: printError)
            do {
                try Data(loaded.arpaText().utf8).write(to: URL(fileURLWithPath: arpa), options: .atomic)
            } catch {
                printError("\(arpa): error: cannot write the file: \(error.localizedDescription)")
                throw ExitCode(KeysmithCommand.usageExitCode)
            }
            printError("\(arpa): \(loaded.nGramCounts.map(String.init).joined(separator: " + ")) n-grams")
        }
    }

    /// The model file at `path`. A missing file is said on standard error and ends the command with
    /// the usage status; a damaged one is said with `report` and ends it with status 1.
    static func read(_ path: String, reportingDamage report: (String) -> Void) throws -> LanguageModel {
        guard FileManager.default.fileExists(atPath: path) else {
            printError("\(path): error: no such file")
            throw ExitCode(KeysmithCommand.usageExitCode)
        }
        do {
            return try LanguageModel(contentsOf: URL(fileURLWithPath: path))
        } catch {
            report("\(path): error: \(error)")
            throw ExitCode(1)
        }
    }

    /// `keysmith model info FILE`.
    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a language model file and print its size and what it predicts first.",
            discussion: "Exit status: 0 for a good model, 1 for a damaged one, 2 when it cannot be read."
        )

        @Argument(help: "The model file.", completion: .file())
        var model: String

        func run() throws {
            let loaded = try ModelCommand.read(model, reportingDamage: { print($0) })
            print(ModelCommand.summary(of: loaded, named: model))
            let first = loaded.likeliestNextWords(after: ["<s>"], limit: 5).map(\.word)
            let next = loaded.likeliestNextWords(after: [], limit: 5).map(\.word)
            print("sentence starts: \(first.joined(separator: ", ")); likeliest words: \(next.joined(separator: ", "))")
        }
    }

    /// `FILE: order 3, 1000 + 5000 + 7000 n-grams, 42000 bytes (3.2 bytes per n-gram)`.
    static func summary(of model: LanguageModel, named name: String) -> String {
        let total = model.nGramCounts.reduce(0, +)
        let perNGram = Double(model.byteCount) / Double(max(1, total))
        return "\(name): order \(model.order), \(model.nGramCounts.map(String.init).joined(separator: " + ")) n-grams, "
            + "\(model.byteCount) bytes (\((perNGram * 100).rounded() / 100) bytes per n-gram)"
    }

    /// Writes a model file, all or nothing, and says what was written; a file that cannot be written
    /// ends the command with status 2.
    static func write(_ bytes: [UInt8], to output: String) throws {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: output), options: .atomic)
            let model = try LanguageModel(data: Data(bytes))
            printError(summary(of: model, named: output))
        } catch {
            printError("\(output): error: cannot write the file: \(error.localizedDescription)")
            throw ExitCode(KeysmithCommand.usageExitCode)
        }
    }
}
