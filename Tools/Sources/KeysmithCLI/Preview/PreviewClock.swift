/// Maps the page's clock to the engine's. The engine's clock never runs backwards; a key typed on the
/// computer's keyboard plays taps that take time, which puts the engine's clock ahead of the page's,
/// so the page's later times are shifted by as much.
struct PreviewClock {
    private var offset = 0.0
    private var latest = -Double.greatestFiniteMagnitude

    /// The engine time of an event the page stamped `time`.
    mutating func engineTime(forPage time: Double) -> Double {
        let engineTime = max(time + offset, latest)
        latest = engineTime
        return engineTime
    }

    /// The engine's clock reached `time` by itself (planned taps); the page's clock catches up.
    mutating func ranAhead(to time: Double) {
        guard time > latest else { return }
        offset += time - latest
        latest = time
    }
}
