import Foundation
@_spi(Tooling) import KeysmithCore

/// The page's pointers and the engine touches they are. Engine touch ids are the session's own, so
/// that a pointer id the page reuses never confuses two touches.
struct PreviewTouchTable {
    /// The most pointers down at once.
    static let limit = 20

    /// A pointer down on the toolbar slot or an open panel.
    struct ChromeTouch: Equatable {
        var start: Point
        var inSlot: Bool
    }

    private var engineIDs: [Int: Int] = [:]
    private var onToolbar: [Int: ChromeTouch] = [:]
    private var next = 1_000

    /// A new engine touch for the pointer; nil when too many are down.
    mutating func begin(_ pointer: Int) -> Int? {
        guard engineIDs.count + onToolbar.count < Self.limit else { return nil }
        let id = nextEngineID()
        engineIDs[pointer] = id
        return id
    }

    /// A pointer that went down on the toolbar slot or an open panel, at `start` (picture points).
    mutating func beginOnChrome(_ pointer: Int, at start: Point, inSlot: Bool) {
        guard engineIDs.count + onToolbar.count < Self.limit else { return }
        onToolbar[pointer] = ChromeTouch(start: start, inSlot: inSlot)
    }

    /// The pointer's touch on the toolbar slot or a panel, if it went down there.
    func chromeTouch(_ pointer: Int) -> ChromeTouch? { onToolbar[pointer] }

    /// The engine touch of a pointer that is down on the keys.
    func engineID(_ pointer: Int) -> Int? { engineIDs[pointer] }

    /// Lets go of the pointer; its engine touch, if it was on the keys.
    mutating func end(_ pointer: Int) -> Int? {
        onToolbar[pointer] = nil
        return engineIDs.removeValue(forKey: pointer)
    }

    /// An engine touch id no pointer uses.
    mutating func nextEngineID() -> Int {
        defer { next = next == Int.max ? 1_000 : next + 1 }
        return next
    }

    mutating func removeAll() {
        engineIDs.removeAll()
        onToolbar.removeAll()
    }
}
