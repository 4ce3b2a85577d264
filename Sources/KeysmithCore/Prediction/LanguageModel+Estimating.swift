import Foundation

extension LanguageModel {
    /// The bytes of a language model file estimated from `sentences`, each given as its words, with
    /// interpolated modified Kneser–Ney up to `order` (see `KneserNey`), and nothing pruned.
    ///
    /// Everything is counted in memory, so this is for small texts: examples, tests, and the user's
    /// own phrases. Corpora are built into a model by `keysmith model build`.
    ///
    /// - Throws: `LanguageModelError` when the model is too large for the file format.
    @_spi(Tooling) public static func fileData(estimatingFrom sentences: [[String]], order: Int = 3) throws -> Data {
        precondition(
            (1...NGramTable.maximumOrder).contains(order), "a model's order is 1 to \(NGramTable.maximumOrder)")
        var counts = NGramCounts(order: order)
        for sentence in sentences { counts.add(sentence: sentence) }
        return Data(try LanguageModelWriter.write(KneserNey.estimate(counts)))
    }
}
