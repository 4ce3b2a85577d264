/// The requests of one kind that the engine hands its shell to answer later — a suggestion search,
/// a stroke to decode, a GIF search — and the one it still waits for.
///
/// Each request gets the next identifier. An answer counts only while it answers the request
/// awaited: one that comes after a newer request was made, or after the engine stopped waiting, is
/// dropped, so a late answer never shows over a newer one.
struct AwaitedRequests<Pending: Sendable & Hashable>: Sendable, Hashable {
    private var lastID = 0
    private var awaited: Awaited?

    private struct Awaited: Sendable, Hashable {
        var id: Int
        var pending: Pending
    }

    /// The identifier of a new request: the one after the last.
    mutating func nextID() -> Int {
        lastID += 1
        return lastID
    }

    /// Waits for the answer to request `id`, keeping `pending` until it comes; a request awaited
    /// before is no longer.
    mutating func await(_ id: Int, keeping pending: Pending) {
        awaited = Awaited(id: id, pending: pending)
    }

    /// What was kept for request `id` when it is the one awaited, which then is no longer; nil for
    /// any other answer.
    mutating func answer(_ id: Int) -> Pending? {
        guard let awaited, awaited.id == id else { return nil }
        self.awaited = nil
        return awaited.pending
    }

    /// Stops waiting, and returns what was kept for the request awaited, if any.
    @discardableResult
    mutating func stopWaiting() -> Pending? {
        defer { awaited = nil }
        return awaited?.pending
    }

    /// Whether an answer is awaited.
    var isWaiting: Bool { awaited != nil }
}

/// What a request whose answer needs nothing else keeps while it is awaited.
struct NothingPending: Sendable, Hashable {}
