import Foundation
import FuzzSupport
@_spi(Tooling) import KeysmithCore

/// Messages from the preview page over its WebSocket, as the preview session reads each one:
/// every text is a message or an error with a stable code and a sentence.
@_cdecl("FuzzPreviewMessages_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}

private let decoder = JSONDecoder()

private func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    if case .failure(let error) = ClientMessage.decode(text, with: decoder) {
        require(!error.code.isEmpty && !error.message.isEmpty, "an error without a code or a sentence")
    }
    return 0
}
