import Foundation

/// Writes a language model file (see `LanguageModelFormat`) from a table of n-grams.
enum LanguageModelWriter {
    /// The bytes of the model file of `table`. Throws when the table is not a trie: an n-gram whose
    /// first words are not an n-gram of the order below.
    static func write(_ table: NGramTable) throws -> [UInt8] {
        let counts = table.levels.map(\.count)
        let vocabulary = table.vocabulary.map { Array($0.utf8) }
        let textLength = vocabulary.reduce(0) { $0 + $1.count }
        guard textLength <= UInt32.max, counts.allSatisfy({ $0 < UInt32.max }) else {
            throw LanguageModelError("the model is too large for the file format")
        }
        let likeliest = likeliestUnigrams(table)
        let sections = LanguageModelFormat.Sections(
            counts: counts, vocabularyTextLength: textLength, likeliestUnigramCount: likeliest.count)
        var bytes = [UInt8](repeating: 0, count: sections.end)

        func put32(_ value: UInt32, at offset: Int) {
            withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(offset..<(offset + 4), with: $0) }
        }
        func putFloat(_ value: Float, at offset: Int) { put32(value.bitPattern, at: offset) }
        func putPacked(_ values: [Int], bits: Int, at offset: Int) {
            for (index, value) in values.enumerated() {
                let bit = index * bits
                for shift in 0..<bits where value >> shift & 1 == 1 {
                    bytes[offset + (bit + shift) / 8] |= UInt8(1 << ((bit + shift) % 8))
                }
            }
        }

        var textOffset = 0
        for (index, word) in vocabulary.enumerated() {
            put32(UInt32(textOffset), at: sections.vocabularyOffsets + 4 * index)
            bytes.replaceSubrange(
                (sections.vocabularyText + textOffset)..<(sections.vocabularyText + textOffset + word.count), with: word
            )
            textOffset += word.count
        }
        put32(UInt32(textOffset), at: sections.vocabularyOffsets + 4 * vocabulary.count)
        for (index, unigram) in table.levels[0].enumerated() {
            putFloat(unigram.log10Probability, at: sections.unigramProbabilities + 4 * index)
            if let backoffs = sections.unigramBackoffs { putFloat(unigram.log10Backoff, at: backoffs + 4 * index) }
        }
        for (index, number) in likeliest.enumerated() { put32(number, at: sections.likeliestUnigrams + 4 * index) }

        for (index, level) in sections.levels.enumerated() {
            let entries = table.levels[index]
            if let continuations = level.continuations {
                let starts = try continuationStarts(of: entries, in: table.levels[index + 1], order: index + 1)
                putPacked(starts, bits: level.continuationBits, at: continuations)
            }
            guard index > 0 else { continue }
            putPacked(entries.map { Int($0.words.last!) }, bits: sections.wordBits, at: level.words!)
            let probabilities = Quantizer(entries.map(\.log10Probability), keepingZero: false)
            for (slot, value) in probabilities.values.enumerated() {
                putFloat(value, at: level.probabilityValues! + 4 * slot)
            }
            for (position, entry) in entries.enumerated() {
                bytes[level.probabilities! + position] = probabilities.index(of: entry.log10Probability)
            }
            if let backoffValues = level.backoffValues, let backoffIndices = level.backoffs {
                let backoffs = Quantizer(entries.map(\.log10Backoff), keepingZero: true)
                for (slot, value) in backoffs.values.enumerated() { putFloat(value, at: backoffValues + 4 * slot) }
                for (position, entry) in entries.enumerated() {
                    bytes[backoffIndices + position] = backoffs.index(of: entry.log10Backoff)
                }
            }
        }

        bytes.replaceSubrange(0..<4, with: LanguageModelFormat.magic)
        put32(LanguageModelFormat.version, at: 4)
        put32(UInt32(counts.count), at: 8)
        put32(UInt32(textLength), at: 12)
        for (index, count) in counts.enumerated() { put32(UInt32(count), at: 16 + 4 * index) }
        put32(UInt32(likeliest.count), at: 40)
        let payloadLength = UInt64(bytes.count - LanguageModelFormat.headerSize)
        let checksum = bytes.withUnsafeBytes {
            LanguageModelFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[LanguageModelFormat.headerSize...]))
        }
        withUnsafeBytes(of: payloadLength.littleEndian) { bytes.replaceSubrange(48..<56, with: $0) }
        withUnsafeBytes(of: checksum.littleEndian) { bytes.replaceSubrange(56..<64, with: $0) }
        return bytes
    }

    /// Where the continuations of each of `contexts` start among `entries`, the n-grams one order up;
    /// one more index than contexts, the last `entries.count`.
    private static func continuationStarts(
        of contexts: [NGramTable.Entry], in entries: [NGramTable.Entry], order: Int
    ) throws -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(contexts.count + 1)
        var position = 0
        for context in contexts {
            starts.append(position)
            while position < entries.count, entries[position].words.dropLast().elementsEqual(context.words) {
                position += 1
            }
        }
        guard position == entries.count else {
            throw LanguageModelError(
                "an \(order + 1)-gram continues a context that is not an \(order)-gram: "
                    + "its first words are not in the model")
        }
        starts.append(position)
        return starts
    }

    /// The words to predict among unigrams, most likely first.
    private static func likeliestUnigrams(_ table: NGramTable) -> [UInt32] {
        let excluded = Set(
            [NGramTable.sentenceStart, NGramTable.sentenceEnd, NGramTable.unknownWord].compactMap(table.number(of:)))
        let ranked = table.levels[0].filter { !excluded.contains($0.words[0]) }
            .sorted { ($0.log10Probability, $1.words[0]) > ($1.log10Probability, $0.words[0]) }
        return ranked.prefix(LanguageModelFormat.likeliestUnigramLimit).map { $0.words[0] }
    }
}
