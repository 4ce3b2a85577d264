import Foundation

extension LanguageModelFormat {
    /// The most characters a vocabulary's own alphabet holds: each is coded as one byte.
    static let alphabetLimit = 256

    /// A model's vocabulary as its file stores it: the words in the model's own alphabet when that
    /// is smaller, front coded in blocks (``frontCoded(_:)``).
    ///
    /// The alphabet is every Unicode scalar the words use, ascending, and a word is stored as the
    /// index of each of its scalars in it, one byte each. Scalars compare as their UTF-8 bytes do, so
    /// the words keep their order, and their numbers. Cyrillic, Greek or accented letters then take
    /// one byte rather than two: a Russian vocabulary takes about 40 % fewer bytes. When the words
    /// use more than ``alphabetLimit`` scalars (Chinese, Japanese), or the alphabet would not pay
    /// for its table (English), the words are stored as their UTF-8 bytes and the alphabet is empty.
    struct StoredVocabulary: Sendable, Hashable {
        /// The alphabet's scalars, ascending; empty when the words are stored as UTF-8.
        var alphabet: [UInt32]
        /// The front-coded text.
        var text: [UInt8]
        /// Where each block of ``LanguageModelFormat/wordsPerBlock`` words starts in ``text``, and
        /// its length last.
        var blockStarts: [Int]

        /// `words`, sorted by their UTF-8 bytes, as the file stores them.
        init(_ words: [String]) {
            let utf8 = words.map { Array($0.utf8) }
            let plain = LanguageModelFormat.frontCoded(utf8)
            let scalars = Set(words.lazy.flatMap(\.unicodeScalars).map(\.value)).sorted()
            alphabet = []
            (text, blockStarts) = plain
            guard scalars.count <= LanguageModelFormat.alphabetLimit else { return }
            let codes = Dictionary(uniqueKeysWithValues: scalars.enumerated().map { ($1, UInt8($0)) })
            let coded = LanguageModelFormat.frontCoded(words.map { $0.unicodeScalars.map { codes[$0.value]! } })
            guard Self.padded(4 * scalars.count) + Self.padded(coded.text.count) < Self.padded(plain.text.count)
            else { return }
            alphabet = scalars
            (text, blockStarts) = coded
        }

        private static func padded(_ length: Int) -> Int { (length + 7) & ~7 }
    }
}

extension LanguageModel.View {
    /// The number of scalars in the vocabulary's alphabet; 0 when its words are stored as UTF-8.
    var alphabetSize: Int { sections.alphabetSize }

    /// The scalar value coded as `code` in the vocabulary's alphabet.
    func alphabetScalar(_ code: Int) -> UInt32 { u32(sections.alphabet + 4 * code) }

    /// The code of `scalar` in the vocabulary's alphabet, by binary search; `nil` when no word uses
    /// it.
    func alphabetCode(of scalar: UInt32) -> UInt8? {
        var low = 0
        var high = alphabetSize
        while low < high {
            let middle = (low + high) / 2
            let found = alphabetScalar(middle)
            if found == scalar { return UInt8(middle) }
            if found < scalar { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The UTF-8 bytes `utf8` as the vocabulary stores them; `nil` when they are not UTF-8 or use a
    /// scalar no word of the model does, so that no word is, or starts with, them.
    func stored(_ utf8: [UInt8]) -> [UInt8]? {
        guard alphabetSize > 0 else { return utf8 }
        var isStored = true
        let coded = utf8.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: source.count) { buffer, count in
                if let length = store(source, into: buffer) { count = length } else { isStored = false }
            }
        }
        return isStored ? coded : nil
    }

    /// ``stored(_:)`` of `utf8` written into `buffer`, which has room for `utf8.count` bytes (a
    /// scalar is one code, and at least one byte), for a caller with no array to spare: the number
    /// of bytes written, or `nil`. Only for a vocabulary with an alphabet.
    func store(_ utf8: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var count = 0
        var decoder = UTF8()
        var bytes = utf8.makeIterator()
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar):
                guard let code = alphabetCode(of: scalar.value) else { return nil }
                buffer[count] = code
                count += 1
            case .emptyInput:
                return count
            case .error:
                return nil
            }
        }
    }

    /// The UTF-8 bytes of a word as the vocabulary stores it, `stored`, whose codes are all within
    /// the alphabet.
    func utf8(ofStored stored: [UInt8]) -> [UInt8] {
        guard alphabetSize > 0 else { return stored }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(2 * stored.count)
        for code in stored {
            guard let scalar = Unicode.Scalar(alphabetScalar(Int(code))) else { continue }
            UTF8.encode(scalar) { utf8.append($0) }
        }
        return utf8
    }

    /// Whether `stored`, a word as the vocabulary stores it, is one: UTF-8, or codes within the
    /// alphabet.
    func isWord(_ stored: [UInt8]) -> Bool {
        guard alphabetSize > 0 else { return String(validating: stored, as: UTF8.self) != nil }
        return stored.allSatisfy { Int($0) < alphabetSize }
    }

    /// Checks the alphabet: scalar values that are Unicode scalars, strictly ascending.
    func validateAlphabet() throws {
        var previous: UInt32?
        for code in 0..<alphabetSize {
            let value = alphabetScalar(code)
            guard Unicode.Scalar(value) != nil, previous.map({ $0 < value }) ?? true else {
                throw LanguageModelError("the vocabulary's alphabet is damaged")
            }
            previous = value
        }
    }
}
