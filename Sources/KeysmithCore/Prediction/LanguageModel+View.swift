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

        /// The word numbered `number` as the vocabulary stores it.
        func storedWord(_ number: Int) -> [UInt8] {
            var words = words(inBlock: number / LanguageModelFormat.wordsPerBlock)
            for _ in 0..<(number % LanguageModelFormat.wordsPerBlock) { _ = words.next() }
            return words.next() ?? []
        }

        /// The UTF-8 bytes of the word numbered `number`.
        func wordBytes(_ number: Int) -> [UInt8] { utf8(ofStored: storedWord(number)) }

        /// The number of the first word for which `isAtOrAfter` holds, and its block's words decoded
        /// up to it (``FrontCodedWords/withWord(_:)`` reads it); the vocabulary's size and nil when
        /// there is none. `isAtOrAfter` must be false for every word before some word and true from
        /// it on. A binary search of the blocks by their first words, read in place, then a scan of
        /// one block.
        func firstWord(
            where isAtOrAfter: (UnsafeRawBufferPointer) -> Bool
        ) -> (number: Int, words: FrontCodedWords?) {
            var low = 0
            var high = blockCount
            while low < high {
                let middle = (low + high) / 2
                var words = words(inBlock: middle)
                if let first = words.firstInPlace(), isAtOrAfter(first) { high = middle } else { low = middle + 1 }
            }
            if low > 0 {
                var number = (low - 1) * LanguageModelFormat.wordsPerBlock
                var words = words(inBlock: low - 1)
                while words.advance() {
                    if words.withWord(isAtOrAfter) { return (number, words) }
                    number += 1
                }
            }
            // None in the block before: the first word of block `low`, the first block whose first
            // word is at or after.
            guard low < blockCount else { return (vocabularySize, nil) }
            var words = words(inBlock: low)
            return (low * LanguageModelFormat.wordsPerBlock, words.advance() ? words : nil)
        }

        /// The number of the word spelt `utf8`, by binary search of the sorted vocabulary.
        func number(of utf8: [UInt8]) -> UInt32? {
            utf8.withUnsafeBufferPointer { number(of: $0) }
        }

        /// ``number(of:)`` of bytes in place: a word the keyboard asks about is looked up with no
        /// copy of it (its bytes coded in the alphabet on the stack).
        func number(of utf8: UnsafeBufferPointer<UInt8>) -> UInt32? {
            func search(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
                // The last block whose first word is not after the word's bytes holds them if any does.
                var low = 0
                var high = blockCount
                while low < high {
                    let middle = (low + high) / 2
                    var words = words(inBlock: middle)
                    if let first = words.firstInPlace(), bytes.lexicographicallyPrecedes(first) {
                        high = middle
                    } else {
                        low = middle + 1
                    }
                }
                guard low > 0 else { return nil }
                var words = words(inBlock: low - 1)
                return words.index(of: bytes).map { UInt32((low - 1) * LanguageModelFormat.wordsPerBlock + $0) }
            }
            guard alphabetSize > 0 else { return search(utf8) }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, utf8.count)) { buffer in
                store(utf8, into: buffer).flatMap { search(UnsafeBufferPointer(rebasing: buffer[..<$0])) }
            }
        }

        /// The numbers of the words whose UTF-8 bytes start with `utf8`: the vocabulary is sorted by
        /// bytes, so they are consecutive.
        func numbers(withPrefix utf8: [UInt8]) -> Range<UInt32> {
            guard let prefix = stored(utf8) else { return 0..<0 }
            let start = firstWord { !$0.lexicographicallyPrecedes(prefix) }.number
            let end = firstWord { !$0.lexicographicallyPrecedes(prefix) && !$0.starts(with: prefix) }.number
            return UInt32(start)..<UInt32(end)
        }

        /// The `rank`th likeliest word to predict among unigrams.
        func likeliestUnigram(_ rank: Int) -> UInt32 {
            UInt32(packed(sections.likeliestUnigrams, bits: sections.wordBits, rank))
        }

        // MARK: N-grams

        /// The n-gram `words`, oldest word first, if the model holds it.
        func node(of words: ArraySlice<UInt32>) -> Node? {
            guard let first = words.first, words.count <= order else { return nil }
            guard words.count > 1 else { return Node(order: 1, index: Int(first)) }
            guard let context = node(of: words.dropLast()), let key = key(of: words) else { return nil }
            return continuation(of: context, key: key)
        }

        /// What the n-gram `words` (2 or more) is stored under among its context's continuations:
        /// its last word's number, or from order 3 in a file with suffix keys, the index of its
        /// suffix among the continuations of the suffix's context. `nil` when the suffix is not in the
        /// model, nor then the n-gram.
        func key(of words: ArraySlice<UInt32>) -> Int? {
            guard words.count >= 3, sections.hasSuffixKeys else { return Int(words.last!) }
            guard let suffix = node(of: words.dropFirst()), let context = node(of: words.dropFirst().dropLast())
            else { return nil }
            return suffix.index - continuations(of: context).lowerBound
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

        /// What an n-gram of order 2 or more is stored under (``key(of:)``).
        func storedKey(order: Int, index: Int) -> Int {
            let level = sections.levels[order - 1]
            return packed(level.words!, bits: level.wordBits, index)
        }

        /// A function that gives the last word of each continuation of the n-gram `context`, by the
        /// continuation's index one order up.
        func lastWords(after context: ArraySlice<UInt32>) -> (Int) -> UInt32 {
            let order = context.count + 1
            guard order >= 3, sections.hasSuffixKeys else {
                return { UInt32(storedKey(order: order, index: $0)) }
            }
            // The suffix of a continuation is a continuation of the context's suffix, whose words
            // it ends with: its index is the key past where those continuations start.
            let suffixContext = context.dropFirst()
            let start = node(of: suffixContext).map { continuations(of: $0).lowerBound } ?? 0
            let suffixWords = lastWords(after: suffixContext)
            return { suffixWords(start + storedKey(order: order, index: $0)) }
        }

        /// The continuation of `node` stored under `key` (``key(of:)``), found by binary search among
        /// its continuations.
        func continuation(of node: Node, key: Int) -> Node? {
            var range = continuations(of: node)
            let order = node.order + 1
            while !range.isEmpty {
                let middle = (range.lowerBound + range.upperBound) / 2
                let found = storedKey(order: order, index: middle)
                if found == key { return Node(order: order, index: middle) }
                range = found < key ? (middle + 1)..<range.upperBound : range.lowerBound..<middle
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

        /// Checks everything a query relies on: the alphabet is Unicode scalars in order; the
        /// vocabulary's blocks lie in order within its text, and their words are valid UTF-8 or codes
        /// within the alphabet, not empty, sorted and without repeats; every quantised
        /// value is finite; the likeliest words are words; the continuations of every n-gram are a
        /// range within the next order, the ranges in order and covering it; and the last words of
        /// each n-gram's continuations are word numbers, strictly ascending.
        func validate() throws {
            try validateAlphabet()
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
            if sections.hasSuffixKeys {
                for word in 0..<vocabularySize {
                    try validateSuffixKeys(under: Node(order: 1, index: word), suffix: nil)
                }
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
                    guard isWord(word) else {
                        throw LanguageModelError("the vocabulary is damaged: word \(number) is not text")
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
                // Keys are word numbers, or suffix keys that validateSuffixKeys bounds.
                let largest = order + 1 >= 3 && sections.hasSuffixKeys ? Int.max : vocabularySize - 1
                var last: Int?
                for child in end..<start {
                    let key = storedKey(order: order + 1, index: child)
                    guard key <= largest, last.map({ $0 < key }) ?? true else {
                        throw LanguageModelError("the \(order + 1)-grams are damaged: their words are out of order")
                    }
                    last = key
                }
                end = start
            }
            guard end == next else {
                throw LanguageModelError("the \(order + 1)-grams are damaged: some continue no context")
            }
        }

        /// Checks, once every order's continuations are ranges, that each suffix key of the n-grams
        /// under `node` is a continuation of the suffix of its context, `suffix` (`nil` for a
        /// unigram). Walks the trie depth first, each n-gram once.
        func validateSuffixKeys(under node: Node, suffix: Node?) throws {
            guard node.order < order else { return }
            let children = continuations(of: node)
            let suffixContinuations = suffix.map(continuations(of:))
            for child in children {
                let key = storedKey(order: node.order + 1, index: child)
                let childSuffix: Node
                if let suffixContinuations {
                    guard key < suffixContinuations.count else {
                        throw LanguageModelError(
                            "the \(node.order + 1)-grams are damaged: a suffix is not in the model")
                    }
                    childSuffix = Node(order: node.order, index: suffixContinuations.lowerBound + key)
                } else {
                    childSuffix = Node(order: 1, index: key)
                }
                try validateSuffixKeys(under: Node(order: node.order + 1, index: child), suffix: childSuffix)
            }
        }
    }
}
