import Foundation
import FuzzSupport
@_spi(Tooling) @testable import KeysmithCore

/// The language model file reader, and the ARPA reader and Kneser–Ney estimator that make files.
/// An input that starts with the magic `KSLM` is a model file as it is. Any other input is text up to
/// a zero byte, and after it damage to do to the file made of that text: pairs of a 16-bit offset and
/// a byte to exclusive-or there. Text that starts with `\data\` is read as an ARPA model; other text
/// is sentences, a line each, counted into a trigram model. Either way the harness then writes the
/// payload's length and checksum into the header, so that mutated files pass those checks and reach
/// the checks of the trie. A model that loads answers queries without crashing, its likeliest next
/// words ranked as their probabilities say; an undamaged one loads.
@_cdecl("FuzzLanguageModel_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}

private func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: start, count: count))
    var bytes: [UInt8]
    var undamaged = false
    var words: [String] = []
    if input.starts(with: LanguageModelFormat.magic) {
        bytes = input
    } else {
        let split = input.firstIndex(of: 0) ?? input.endIndex
        let text = String(decoding: input[..<split], as: UTF8.self)
        let table: NGramTable
        if text.hasPrefix("\\data\\") {
            guard let read = try? ARPAReader.read(text, file: "fuzz.arpa") else { return 0 }
            table = read
        } else {
            var counts = NGramCounts(order: 3)
            for line in text.split(separator: "\n") {
                counts.add(sentence: line.split(separator: " ").map(String.init))
            }
            table = KneserNey.estimate(counts)
        }
        guard let written = try? LanguageModelWriter.write(table) else { return 0 }
        bytes = written
        words = Array(table.vocabulary.prefix(4))
        var damage = FuzzInput(Array(input[min(split + 1, input.endIndex)...]))
        undamaged = damage.isAtEnd
        while !damage.isAtEnd {
            let offset = Int(damage.uint16()) % bytes.count
            bytes[offset] ^= damage.byte()
        }
    }
    sealHeader(
        &bytes, size: LanguageModelFormat.headerSize, lengthAt: 48, checksumAt: 56,
        checksum: LanguageModelFormat.checksum)
    guard let model = try? LanguageModel(data: Data(bytes)) else {
        require(!undamaged, "a model written from its table does not load")
        return 0
    }
    for context in [[], ["<s>"], ["the"], ["<s>", "the"], ["a", "b", "c"]] + words.map({ [$0] }) {
        for word in ["", "the", "</s>", "<unk>"] + words {
            require(model.log10Probability(of: word, after: context).isFinite, "an infinite probability")
        }
        let predicted = model.likeliestNextWords(after: context, limit: 5)
        require(predicted.count <= 5, "\(predicted.count) predictions for a limit of 5")
        require(
            zip(predicted, predicted.dropFirst()).allSatisfy { $0.log10Probability >= $1.log10Probability },
            "predictions out of order after \(context)")
    }
    return 0
}
