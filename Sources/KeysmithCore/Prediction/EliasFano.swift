import Foundation

/// A non-decreasing sequence of integers from 0 to a largest value, in Elias–Fano code (Elias 1974,
/// Fano 1971), as a language model file stores where each n-gram's continuations start.
///
/// Each value is split into its low `l` bits, stored bit-packed, and the rest, its high part h. The
/// high parts are stored in unary in one bit vector: value i sets bit h + i. With l = ⌊log₂(u / n)⌋
/// for n values up to u, the sequence takes about 2 + log₂(u / n) bits a value, where bit-packing
/// takes log₂ u: about 2.5 bits rather than 16 for a model's bigram contexts. To find value i without
/// scanning the bit vector, the position of every 64th set bit is stored too.
///
/// In the file, a sequence is three sections: the samples, ⌈n / 64⌉ × u32, the position of set bit
/// 64·k for each k; the high bits, as u64 words; and the low bits, bit-packed with their padding.
enum EliasFano {
    /// Every how many set bits of the high part the position of one is stored.
    static let sampleInterval = 64

    /// Where a sequence's sections lie, and the width of its low parts.
    struct Layout: Sendable, Hashable {
        /// The number of values.
        var count: Int
        /// The width of each value's low part.
        var lowBits: Int
        var samples: Int
        var high: Int
        /// The number of 64-bit words of the high part.
        var highWords: Int
        var low: Int

        /// The layout of `count` values up to `largest`, taking each section's bytes with `take`,
        /// which returns where they start.
        init(count: Int, largest: Int, take: (Int) -> Int) {
            self.count = count
            let quotient = count > 0 ? largest / count : 0
            lowBits = quotient > 0 ? Int.bitWidth - quotient.leadingZeroBitCount - 1 : 0
            highWords = (count + (largest >> lowBits) + 64) / 64
            samples = take(4 * ((count + EliasFano.sampleInterval - 1) / EliasFano.sampleInterval))
            high = take(8 * highWords)
            low = take(LanguageModelFormat.Sections.packedSize(count: count, bits: lowBits))
        }
    }

    /// Writes `values`, non-decreasing, no larger than the largest `layout` was made for, into
    /// `bytes`, zero where the layout lies.
    static func write(_ values: [Int], _ layout: Layout, into bytes: inout [UInt8]) {
        let lowMask = (1 << layout.lowBits) - 1
        for (index, value) in values.enumerated() {
            let position = (value >> layout.lowBits) + index
            bytes[layout.high + position / 8] |= UInt8(1 << (position % 8))
            if index % sampleInterval == 0 {
                let sample = layout.samples + 4 * (index / sampleInterval)
                withUnsafeBytes(of: UInt32(position).littleEndian) {
                    bytes.replaceSubrange(sample..<(sample + 4), with: $0)
                }
            }
            let low = value & lowMask
            let bit = index * layout.lowBits
            for shift in 0..<layout.lowBits where low >> shift & 1 == 1 {
                bytes[layout.low + (bit + shift) / 8] |= UInt8(1 << ((bit + shift) % 8))
            }
        }
    }
}

extension LanguageModel.View {
    /// Values `index` and `index + 1` of the Elias–Fano sequence laid out as `layout` says. The
    /// sequence must have passed ``validateEliasFano(_:_:)``, and `index + 1` be below its count.
    func eliasFanoPair(_ layout: EliasFano.Layout, _ index: Int) -> (Int, Int) {
        let sample = Int(u32(layout.samples + 4 * (index / EliasFano.sampleInterval)))
        var wordIndex = sample >> 6
        var bits = highWord(layout, wordIndex) & (~0 << UInt64(sample & 63))
        var skipped = index % EliasFano.sampleInterval
        while skipped >= bits.nonzeroBitCount {
            skipped -= bits.nonzeroBitCount
            wordIndex += 1
            bits = highWord(layout, wordIndex)
        }
        for _ in 0..<skipped { bits &= bits - 1 }
        let first = (wordIndex << 6) + bits.trailingZeroBitCount
        bits &= bits - 1
        while bits == 0 {
            wordIndex += 1
            bits = highWord(layout, wordIndex)
        }
        let second = (wordIndex << 6) + bits.trailingZeroBitCount
        return (
            eliasFanoValue(layout, index, highPosition: first), eliasFanoValue(layout, index + 1, highPosition: second)
        )
    }

    /// Reads the whole sequence in order, handing each index and value to `body`, and checks that
    /// its high part holds as many set bits as it has values and that every sample is where the
    /// set bit it names is. Throws `damaged` where they are not.
    func validateEliasFano(
        _ layout: EliasFano.Layout, damaged: LanguageModelError, _ body: (Int, Int) throws -> Void
    ) throws {
        var index = 0
        for wordIndex in 0..<layout.highWords {
            var bits = highWord(layout, wordIndex)
            while bits != 0 {
                let position = (wordIndex << 6) + bits.trailingZeroBitCount
                bits &= bits - 1
                guard index < layout.count else { throw damaged }
                if index % EliasFano.sampleInterval == 0,
                    Int(u32(layout.samples + 4 * (index / EliasFano.sampleInterval))) != position
                {
                    throw damaged
                }
                try body(index, eliasFanoValue(layout, index, highPosition: position))
                index += 1
            }
        }
        guard index == layout.count else { throw damaged }
    }

    private func highWord(_ layout: EliasFano.Layout, _ index: Int) -> UInt64 {
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: layout.high + 8 * index, as: UInt64.self))
    }

    private func eliasFanoValue(_ layout: EliasFano.Layout, _ index: Int, highPosition: Int) -> Int {
        ((highPosition - index) << layout.lowBits) | packed(layout.low, bits: layout.lowBits, index)
    }
}
