import Foundation

/// Writes a language model file (see `LanguageModelFormat`) from a table of n-grams.
enum LanguageModelWriter {
    /// The bytes of the model file of `table`. Throws when the table is not a trie: an n-gram whose
    /// first words are not an n-gram of the order below.
    static func write(_ table: NGramTable) throws -> [UInt8] {
        let counts = table.levels.map(\.count)
        let vocabulary = LanguageModelFormat.StoredVocabulary(table.vocabulary)
        guard vocabulary.text.count <= UInt32.max, counts.allSatisfy({ $0 < UInt32.max }) else {
            throw LanguageModelError("the model is too large for the file format")
        }
        let probabilities = table.levels.map { Quantizer($0.map(\.log10Probability), keepingZero: false) }
        let backoffs = table.levels.dropLast().map { Quantizer($0.map(\.log10Backoff), keepingZero: true) }
        let likeliest = likeliestUnigrams(table, quantizer: probabilities[0])
        let starts = try table.levels.indices.dropLast().map {
            try continuationStarts(of: table.levels[$0], in: table.levels[$0 + 1], order: $0 + 1)
        }
        let keys = suffixKeys(table, continuationStarts: starts)
        let sections = LanguageModelFormat.Sections(
            counts: counts, alphabetSize: vocabulary.alphabet.count,
            suffixKeyBits: keys.map { $0.map { LanguageModelFormat.bitWidth($0.max() ?? 0) } } ?? counts.map { _ in 0 },
            vocabularyTextLength: vocabulary.text.count, likeliestUnigramCount: likeliest.count)
        var bytes = [UInt8](repeating: 0, count: sections.end)

        func put32(_ value: UInt32, at offset: Int) {
            withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(offset..<(offset + 4), with: $0) }
        }
        func putPacked(_ values: [Int], bits: Int, at offset: Int) {
            for (index, value) in values.enumerated() {
                let bit = index * bits
                for shift in 0..<bits where value >> shift & 1 == 1 {
                    bytes[offset + (bit + shift) / 8] |= UInt8(1 << ((bit + shift) % 8))
                }
            }
        }
        func putQuantized(_ weights: [Float], _ quantizer: Quantizer, values: Int, indices: Int) {
            for (slot, value) in quantizer.values.enumerated() { put32(value.bitPattern, at: values + 4 * slot) }
            for (position, weight) in weights.enumerated() { bytes[indices + position] = quantizer.index(of: weight) }
        }

        for (index, level) in sections.levels.enumerated().dropFirst(2) where sections.hasSuffixKeys {
            bytes[sections.suffixKeyWidths! + index] = UInt8(level.wordBits)
        }
        for (code, scalar) in vocabulary.alphabet.enumerated() { put32(scalar, at: sections.alphabet + 4 * code) }
        for (block, start) in vocabulary.blockStarts.enumerated() {
            put32(UInt32(start), at: sections.vocabularyBlocks + 4 * block)
        }
        bytes.replaceSubrange(
            sections.vocabularyText..<(sections.vocabularyText + vocabulary.text.count), with: vocabulary.text)
        putPacked(likeliest.map(Int.init), bits: sections.wordBits, at: sections.likeliestUnigrams)

        for (index, level) in sections.levels.enumerated() {
            let entries = table.levels[index]
            if let continuations = level.continuations {
                EliasFano.write(starts[index], continuations, into: &bytes)
            }
            if let words = level.words {
                let stored = sections.hasSuffixKeys && index >= 2 ? keys![index] : entries.map { Int($0.words.last!) }
                putPacked(stored, bits: level.wordBits, at: words)
            }
            putQuantized(
                entries.map(\.log10Probability), probabilities[index], values: level.probabilityValues,
                indices: level.probabilities)
            if let backoffValues = level.backoffValues, let backoffIndices = level.backoffs {
                putQuantized(
                    entries.map(\.log10Backoff), backoffs[index], values: backoffValues, indices: backoffIndices)
            }
        }

        bytes.replaceSubrange(0..<4, with: LanguageModelFormat.magic)
        put32(UInt32(LanguageModelFormat.version), at: 4)
        put32(UInt32(counts.count), at: 8)
        put32(UInt32(vocabulary.text.count), at: 12)
        for (index, count) in counts.enumerated() { put32(UInt32(count), at: 16 + 4 * index) }
        put32(UInt32(likeliest.count), at: 40)
        put32(UInt32(vocabulary.alphabet.count), at: 44)
        let payloadLength = UInt64(bytes.count - LanguageModelFormat.headerSize)
        let checksum = bytes.withUnsafeBytes {
            LanguageModelFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[LanguageModelFormat.headerSize...]))
        }
        withUnsafeBytes(of: payloadLength.littleEndian) { bytes.replaceSubrange(48..<56, with: $0) }
        withUnsafeBytes(of: checksum.littleEndian) { bytes.replaceSubrange(56..<64, with: $0) }
        return bytes
    }

    /// What each n-gram of order 3 or more stores in place of its last word: the index of its suffix
    /// (its words but the first) among the continuations of the suffix's own context, which is
    /// smaller than a word's number: a word follows another in a few thousand ways at most, and a
    /// vocabulary has tens of thousands. `keys[n - 1]` for order n, empty below 3; `nil` when an
    /// n-gram's suffix is not in the table (a pruned or imported model may lack one), and the file
    /// stores word numbers.
    private static func suffixKeys(_ table: NGramTable, continuationStarts: [[Int]]) -> [[Int]]? {
        guard table.order >= 3 else { return nil }
        // The index of each n-gram of orders 2 to N − 1 among its order's, by its words.
        let indices = table.levels.dropLast().enumerated().map { order, level in
            order == 0 ? [:] : Dictionary(uniqueKeysWithValues: level.enumerated().map { ($1.words, $0) })
        }
        func index(of words: ArraySlice<UInt32>) -> Int? {
            words.count == 1 ? Int(words.first!) : indices[words.count - 1][Array(words)]
        }
        var keys: [[Int]] = [[], []]
        for order in 3...table.order {
            var orderKeys: [Int] = []
            orderKeys.reserveCapacity(table.levels[order - 1].count)
            for entry in table.levels[order - 1] {
                let suffix = entry.words.dropFirst()
                guard let suffixIndex = index(of: suffix), let contextIndex = index(of: suffix.dropLast()) else {
                    return nil
                }
                orderKeys.append(suffixIndex - continuationStarts[order - 3][contextIndex])
            }
            keys.append(orderKeys)
        }
        return keys
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

    /// The words to predict among unigrams, most likely first as the file states their
    /// probabilities, quantised by `quantizer`, ties by number: the order the search for predictions
    /// reads them in.
    private static func likeliestUnigrams(_ table: NGramTable, quantizer: Quantizer) -> [UInt32] {
        let excluded = Set(
            [NGramTable.sentenceStart, NGramTable.sentenceEnd, NGramTable.unknownWord].compactMap(table.number(of:)))
        let ranked = table.levels[0].filter { !excluded.contains($0.words[0]) }
            .map { (level: quantizer.index(of: $0.log10Probability), word: $0.words[0]) }
            .sorted { ($0.level, $1.word) > ($1.level, $0.word) }
        return ranked.prefix(LanguageModelFormat.likeliestUnigramLimit).map(\.word)
    }
}
