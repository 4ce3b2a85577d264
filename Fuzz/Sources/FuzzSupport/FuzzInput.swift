import Foundation

/// The fuzzer's bytes read as a stream of choices: numbers, flags, picks from lists and strings.
/// Reading past the end yields zeros and empty strings, so that every input decodes to something.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ start: UnsafePointer<UInt8>, count: Int) {
        bytes = Array(UnsafeBufferPointer(start: start, count: count))
    }

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { position >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    public mutating func flag() -> Bool { byte() & 1 == 1 }

    /// A little-endian 16-bit number.
    public mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

    /// A little-endian 64-bit number.
    public mutating func uint64() -> UInt64 {
        (0..<8).reduce(0) { value, shift in value | UInt64(byte()) << (8 * UInt64(shift)) }
    }

    /// An index below `count`, which must be positive.
    public mutating func index(below count: Int) -> Int { Int(uint16()) % count }

    public mutating func pick<Element>(_ elements: [Element]) -> Element { elements[index(below: elements.count)] }

    /// A string of up to `maximumLength` bytes of UTF-8, its invalid sequences repaired.
    public mutating func string(maximumLength: Int = 32) -> String {
        let length = min(Int(byte()) % (maximumLength + 1), bytes.count - min(position, bytes.count))
        defer { position += length }
        return String(decoding: bytes[position..<(position + length)], as: UTF8.self)
    }

    /// Every byte not read yet, as UTF-8 text.
    public mutating func rest() -> String {
        defer { position = bytes.count }
        return String(decoding: bytes[min(position, bytes.count)...], as: UTF8.self)
    }
}

/// Stops the run with a message that libFuzzer's log shows next to the input, when an invariant
/// that holds for every input does not.
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        fatalError("invariant broken: \(message())")
    }
}

/// One run of a fuzz target over its inputs.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ target: FuzzTarget
) -> CInt

/// The program's entry point: libFuzzer's driver, with the command line it was given, over
/// `target`. The package manager names an executable's entry point after its module, so each
/// harness exports one that calls this.
public func runFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ target: FuzzTarget
) -> CInt {
    var count = argc
    var arguments = argv
    return runDriver(&count, &arguments, target)
}
