import Foundation

extension LanguageModel {
    /// An n-gram of the model: its order and its index among the n-grams of that order. A unigram's
    /// index is its word's number.
    struct Node: Hashable {
        var order: Int
        var index: Int
    }

    /// The model file's bytes, read in place. Once ``validate()`` has passed, every read stays in
    /// bounds.
    struct View {
        let raw: UnsafeRawBufferPointer
        let sections: LanguageModelFormat.Sections

        init(_ raw: UnsafeRawBufferPointer, sections: LanguageModelFormat.Sections) {
            self.raw = raw
            self.sections = sections
        }

        var order: Int { sections.levels.count }
        var vocabularySize: Int { sections.levels[0].count }

        func u32(_ offset: Int) -> UInt32 {
            UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        }

        func float(_ offset: Int) -> Float { Float(bitPattern: u32(offset)) }

        /// Element `index` of the bit-packed array of width `bits` at `offset`.
        func packed(_ offset: Int, bits: Int, _ index: Int) -> Int {
            let bit = index * bits
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + bit >> 3, as: UInt64.self))
            return Int(truncatingIfNeeded: (word >> UInt64(bit & 7)) & ((1 << UInt64(bits)) - 1))
        }

        // MARK: Words

        /// The number of front-coded blocks of the vocabulary.
        var blockCount: Int { LanguageModelFormat.blockCount(vocabularySize) }

        /// The words of block `block`, in order.
        func words(inBlock block: Int) -> FrontCodedWords {
            let start = Int(u32(sections.vocabularyBlocks + 4 * block))
            let end = Int(u32(sections.vocabularyBlocks + 4 * block + 4))
            return FrontCodedWords(raw, start: sections.vocabularyText + start, end: sections.vocabularyText + end)
        }

        /// The bytes of the word numbered `number`.
        func wordBytes(_ number: Int) -> [UInt8] {
            var words = words(inBlock: number / LanguageModelFormat.wordsPerBlock)
            for _ in 0..<(number % LanguageModelFormat.wordsPerBlock) { _ = words.next() }
            return words.next() ?? []
        }

        /// The number of the first word for which `isAtOrAfter` holds, or the vocabulary's size:
        /// `isAtOrAfter` must be false for every word before some word and true from it on. A binary
        /// search of the blocks by their first words, then a scan of one block.
        func firstNumber(where isAtOrAfter: ([UInt8]) -> Bool) -> Int {
            var low = 0
            var high = blockCount
            while low < high {
                let middle = (low + high) / 2
                var words = words(inBlock: middle)
                if let first = words.next(), isAtOrAfter(first) { high = middle } else { low = middle + 1 }
            }
            guard low > 0 else { return 0 }
            var number = (low - 1) * LanguageModelFormat.wordsPerBlock
            var words = words(inBlock: low - 1)
            while let word = words.next(), !isAtOrAfter(word) { number += 1 }
            return number
        }

        /// The number of the word spelt `bytes`, by binary search of the sorted vocabulary.
        func number(of bytes: [UInt8]) -> UInt32? {
            let number = firstNumber { !$0.lexicographicallyPrecedes(bytes) }
            return number < vocabularySize && wordBytes(number) == bytes ? UInt32(number) : nil
        }

        /// The numbers of the words that start with `prefix`: the vocabulary is sorted by bytes, so
        /// they are consecutive.
        func numbers(withPrefix prefix: [UInt8]) -> Range<UInt32> {
            let start = firstNumber { !$0.lexicographicallyPrecedes(prefix) }
            let end = firstNumber { !$0.lexicographicallyPrecedes(prefix) && !$0.starts(with: prefix) }
            return UInt32(start)..<UInt32(end)
        }

        /// The `rank`th likeliest word to predict among unigrams.
        func likeliestUnigram(_ rank: Int) -> UInt32 {
            UInt32(packed(sections.likeliestUnigrams, bits: sections.wordBits, rank))
        }

        // MARK: N-grams

        /// The n-gram `words`, oldest word first, if the model holds it.
        func node<Words: Collection<UInt32>>(of words: Words) -> Node? {
            guard let first = words.first, words.count <= order else { return nil }
            var node = Node(order: 1, index: Int(first))
            for word in words.dropFirst() {
                guard let next = continuation(of: node, by: word) else { return nil }
                node = next
            }
            return node
        }

        /// The n-grams that continue `node`, as indices among those one order up.
        func continuations(of node: Node) -> Range<Int> {
            let bounds = continuationBounds(of: node)
            return bounds.start..<bounds.end
        }

        /// The bounds of ``continuations(of:)`` as the file states them, which in a damaged file may
        /// not make a range.
        func continuationBounds(of node: Node) -> (start: Int, end: Int) {
            guard let layout = sections.levels[node.order - 1].continuations else { return (0, 0) }
            return eliasFanoPair(layout, node.index)
        }

        /// The last word of an n-gram of order 2 or more.
        func lastWord(order: Int, index: Int) -> UInt32 {
            UInt32(packed(sections.levels[order - 1].words!, bits: sections.wordBits, index))
        }

        /// `node` followed by `word`, found by binary search among its continuations.
        func continuation(of node: Node, by word: UInt32) -> Node? {
            var range = continuations(of: node)
            let order = node.order + 1
            while !range.isEmpty {
                let middle = (range.lowerBound + range.upperBound) / 2
                let found = lastWord(order: order, index: middle)
                if found == word { return Node(order: order, index: middle) }
                range = found < word ? (middle + 1)..<range.upperBound : range.lowerBound..<middle
            }
            return nil
        }

        func unigramProbability(of word: UInt32) -> Float {
            probability(of: Node(order: 1, index: Int(word)))
        }

        /// log₁₀ P(the last word of `node` | the words before it).
        func probability(of node: Node) -> Float {
            let level = sections.levels[node.order - 1]
            return float(level.probabilityValues + 4 * Int(raw[level.probabilities + node.index]))
        }

        /// log₁₀ of the back-off weight of `node` as a context; 0 at the highest order.
        func backoff(of node: Node) -> Float {
            let level = sections.levels[node.order - 1]
            guard let values = level.backoffValues, let indices = level.backoffs else { return 0 }
            return float(values + 4 * Int(raw[indices + node.index]))
        }

        // MARK: Checks

        /// Checks everything a query relies on: the vocabulary's blocks lie in order within its text,
        /// and their words are valid UTF-8, not empty, sorted and without repeats; every quantised
        /// value is finite; the likeliest words are words; the continuations of every n-gram are a
        /// range within the next order, the ranges in order and covering it; and the last words of
        /// each n-gram's continuations are word numbers, strictly ascending.
        func validate() throws {
            try validateVocabulary()
            for level in sections.levels {
                for offset in [level.probabilityValues, level.backoffValues].compactMap({ $0 }) {
                    for slot in 0..<LanguageModelFormat.quantizationLevels where !float(offset + 4 * slot).isFinite {
                        throw LanguageModelError("the quantised weights are damaged")
                    }
                }
            }
            for rank in 0..<sections.likeliestUnigramCount where Int(likeliestUnigram(rank)) >= vocabularySize {
                throw LanguageModelError("the list of likeliest words is damaged")
            }
            for contextOrder in 1..<order {
                try validateContinuations(order: contextOrder)
            }
        }

        private func validateVocabulary() throws {
            let textLength = sections.vocabularyTextLength
            var previous: [UInt8]?
            var blockEnd = 0
            for block in 0..<blockCount {
                let start = Int(u32(sections.vocabularyBlocks + 4 * block))
                let end = Int(u32(sections.vocabularyBlocks + 4 * block + 4))
                guard start == blockEnd, end > start, end <= textLength else {
                    throw LanguageModelError("the vocabulary is damaged: block \(block) has no place in its text")
                }
                blockEnd = end
                var words = words(inBlock: block)
                let first = block * LanguageModelFormat.wordsPerBlock
                for number in first..<min(first + LanguageModelFormat.wordsPerBlock, vocabularySize) {
                    guard let word = words.next() else {
                        throw LanguageModelError("the vocabulary is damaged: word \(number) cannot be read")
                    }
                    guard String(validating: word, as: UTF8.self) != nil else {
                        throw LanguageModelError("the vocabulary is damaged: word \(number) is not UTF-8")
                    }
                    guard previous.map({ $0.lexicographicallyPrecedes(word) }) ?? true else {
                        throw LanguageModelError("the vocabulary is damaged: its words are not sorted")
                    }
                    previous = word
                }
                guard words.isAtEnd else {
                    throw LanguageModelError("the vocabulary is damaged: block \(block) is longer than its words")
                }
            }
            guard blockEnd == textLength else {
                throw LanguageModelError("the vocabulary is damaged: its text is longer than its words")
            }
        }

        private func validateContinuations(order: Int) throws {
            let damaged = LanguageModelError("the \(order + 1)-grams are damaged: their contexts are out of order")
            let next = sections.levels[order].count
            var end = 0
            try validateEliasFano(sections.levels[order - 1].continuations!, damaged: damaged) { index, start in
                guard index > 0 else {
                    guard start == 0 else { throw damaged }
                    return
                }
                guard start >= end, start <= next else { throw damaged }
                var last: UInt32?
                for child in end..<start {
                    let word = lastWord(order: order + 1, index: child)
                    guard Int(word) < vocabularySize, last.map({ $0 < word }) ?? true else {
                        throw LanguageModelError("the \(order + 1)-grams are damaged: their words are out of order")
                    }
                    last = word
                }
                end = start
            }
            guard end == next else {
                throw LanguageModelError("the \(order + 1)-grams are damaged: some continue no context")
            }
        }
    }
}
