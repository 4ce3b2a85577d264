/// Gives each finger a small number for `TouchPoint.id` for as long as it touches the screen.
///
/// A shell keys fingers by what its platform gives (in UIKit, the identity of the `UITouch`
/// object, which lives as long as the finger is down); numbers are not reused while the keyboard
/// lives, so an event that arrives late for a lifted finger can never be mistaken for a new one.
public struct TouchIdentifiers<Finger: Hashable>: Sendable where Finger: Sendable {
    private var ids: [Finger: Int] = [:]
    private var next = 1

    public init() {}

    /// The number of a finger that has just touched down.
    public mutating func begin(_ finger: Finger) -> Int {
        let id = next
        next += 1
        ids[finger] = id
        return id
    }

    /// The number of a finger that is down, or nil for one this keyboard never saw begin.
    public func id(of finger: Finger) -> Int? {
        ids[finger]
    }

    /// The number of a finger that has lifted or was cancelled; it is forgotten.
    public mutating func end(_ finger: Finger) -> Int? {
        ids.removeValue(forKey: finger)
    }

    /// Whether any finger is down.
    var isEmpty: Bool { ids.isEmpty }

    /// Forgets every finger, returning their numbers in ascending order.
    mutating func removeAll() -> [Int] {
        defer { ids.removeAll() }
        return ids.values.sorted()
    }
}
