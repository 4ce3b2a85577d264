import FuzzSupport
import Foundation
@_spi(Tooling) import KeysmithCore

/// Messages from a web page to the keyboard's host app: the body a `WKScriptMessageHandler`
/// receives (a JSON string, or the dictionary WebKit makes of an object) and the fields of Hotwire
/// Native's `Message`. A message that reads encodes and reads back to itself.
@_cdecl("FuzzBridgeMessages_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}

private func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    if let message = BridgeMessage(scriptMessageBody: text) {
        let encoded = try! JSONEncoder().encode(message)
        let decoded = try! JSONDecoder().decode(BridgeMessage.self, from: encoded)
        require(decoded == message, "a message does not read back as itself: \(text)")
    }
    if let object = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) {
        _ = BridgeMessage(scriptMessageBody: object)
    }
    var input = FuzzInput(start, count: count)
    let fields = (0..<4).map { _ in input.string() }
    let message = BridgeMessage(
        id: fields[0], component: fields[1], event: fields[2], metadataURL: input.flag() ? fields[3] : nil,
        jsonData: input.rest())
    _ = try! JSONEncoder().encode(message)
    return 0
}
