import ArgumentParser

/// `keysmith-bench`: Keysmith's benchmarks. Build in release mode and run:
///
///     swift build -c release --package-path Tools
///     swift run -c release --package-path Tools keysmith-bench [--iterations N] [--json]
///
/// (The first line builds `keysmith` too, which the preview start-up benchmark runs.)
/// `keysmith-bench suggestions …` runs the suggestion benchmarks instead (scripts/bench_suggestions.py
/// runs them beside Hunspell, SymSpell and marisa-trie); `keysmith-bench languages` measures corrections in
/// each language with a lexicon (scripts/bench_languages.sh); `keysmith-bench soak` runs the memory
/// soak; `keysmith-bench swipe` measures swipe decoding; `keysmith-bench emoji` measures the emoji
/// catalog and its search (benchmarks/emoji.md); `keysmith-bench keyup` times the key-up that commits
/// text against issue #24's budget (scripts/callgrind_keyup.sh counts its instructions); `keysmith-bench
/// composition` measures composing Korean and `keysmith-bench pinyin` converting pinyin
/// (benchmarks/composition.md, scripts/bench_pinyin.py); `keysmith-bench prediction`
/// measures a language model on held-out text (scripts/bench_prediction.py, benchmarks/prediction.md).
@main
struct KeysmithBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keysmith-bench",
        abstract: "Measure Keysmith on this machine: loading, touch events, suggestions, the preview and memory.",
        subcommands: [
            KeyboardBenchmarkCommand.self, SuggestionBenchmarkCommand.self, LanguageBenchmarkCommand.self,
            SoakCommand.self, SwipeBenchmarkCommand.self, EmojiBenchmarkCommand.self, KeyUpBenchmarkCommand.self,
            CompositionBenchmarkCommand.self, KanaBenchmarkCommand.self, PinyinBenchmarkCommand.self,
            PredictionBenchmarkCommand.self, LexiconBenchmarkCommand.self,
        ],
        defaultSubcommand: KeyboardBenchmarkCommand.self
    )
}
