import Foundation

/// The keys of the render model as they look with no finger on them, made once for each situation
/// the keyboard is drawn in and shared by every frame drawn in it.
///
/// A key's face (its label, whether it is selected or locked, what VoiceOver says) depends only on
/// the laid-out keys, the layout (for its language's key titles and case rules), shift, the host's
/// return key and the spacebar's momentary label. Typing a letter changes none of these, or flips
/// shift back and forth, so the frame after a key-up shares an array made before instead of copying
/// every laid-out key and its strings again. A pressed key is the only difference from the faces, and
/// `KeyboardEngine.render(_:)` marks it on its own copy.
///
/// The cache holds the last few situations, most recently used last, and is safe to share between
/// threads.
final class KeyFaceCache: @unchecked Sendable {
    /// How many situations are kept: a keyboard of two languages, each with its letters shifted and
    /// not, and the numbers and symbols layouts.
    static let capacity = 6

    /// What the faces of a keyboard's keys depend on.
    struct Situation: Equatable {
        var layoutName: String
        var deviceClass: DeviceClass
        var shift: ShiftState
        var returnKeyType: ReturnKeyType
        /// The text the spacebar shows for a moment after the layout changed.
        var spacebarLabel: String?
        /// The laid-out keys, compared last: the keys of the same geometry share their storage, which
        /// an array's `==` recognises before comparing any key.
        var keys: [LaidOutKey]
    }

    /// The drawn keys of one situation.
    struct Faces {
        /// The touchable keys, in layout order, none of them pressed.
        var keys: [RenderedKey]
        /// For each laid-out key (by its index in the geometry), the index of its face in `keys`, or
        /// -1 when it is not drawn.
        var positions: [Int]

        /// The index in `keys` of the face of the laid-out key at `index`; nil when it is not drawn.
        func position(ofKey index: Int) -> Int? {
            guard positions.indices.contains(index), positions[index] >= 0 else { return nil }
            return positions[index]
        }
    }

    private struct Entry {
        var situation: Situation
        var faces: Faces
    }

    /// Guards `entries`, most recently used last.
    private let lock = NSLock()
    private var entries: [Entry] = []

    /// The faces for `situation`: those made before, else the ones `make` makes, which are kept.
    ///
    /// `make` runs outside the lock; two threads missing the same situation at once both make it,
    /// and the faces are the same.
    func faces(for situation: Situation, make: () -> Faces) -> Faces {
        if let faces = cachedFaces(for: situation) { return faces }
        let faces = make()
        lock.lock()
        defer { lock.unlock() }
        entries.append(Entry(situation: situation, faces: faces))
        if entries.count > Self.capacity { entries.removeFirst() }
        return faces
    }

    private func cachedFaces(for situation: Situation) -> Faces? {
        lock.lock()
        defer { lock.unlock() }
        // Newest first, comparing each entry where it is rather than a copy of it.
        var index = entries.endIndex
        while index > entries.startIndex {
            entries.formIndex(before: &index)
            guard entries[index].situation == situation else { continue }
            if !entries[index].situation.keys.sharesStorage(with: situation.keys) {
                adopt(situation.keys, replacing: entries[index].situation.keys)
            }
            if index != entries.index(before: entries.endIndex) {
                entries.append(entries.remove(at: index))
            }
            return entries[entries.index(before: entries.endIndex)].faces
        }
        return nil
    }

    /// Equal keys laid out again in other storage (the keyboard laid out again alike) take over every
    /// entry of the keys they replace, the other shift and spacebar variants among them, so that the
    /// next frames find them without comparing every key.
    private func adopt(_ keys: [LaidOutKey], replacing replaced: [LaidOutKey]) {
        for index in entries.indices where entries[index].situation.keys.sharesStorage(with: replaced) {
            entries[index].situation.keys = keys
        }
    }
}

extension Array {
    /// Whether this array and `other` are the same storage, which makes them equal without
    /// comparing their elements.
    fileprivate func sharesStorage(with other: [Element]) -> Bool {
        count == other.count
            && withUnsafeBufferPointer { mine in
                other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
            }
    }
}
