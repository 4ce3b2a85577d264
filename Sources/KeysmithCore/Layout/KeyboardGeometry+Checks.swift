extension KeyboardGeometry {
    /// How far, in points, frames may overlap or overhang before a check reports them: rounding
    /// leaves far less, a real fault far more.
    static let checkTolerance = 0.001

    /// Every pair of shown keys whose touch frames overlap by more than `tolerance` in both
    /// directions, in the order of `keys`. Touch frames hold the drawn frames, so drawn keys cannot
    /// overlap either when this is empty. Hidden keys take no space and are not checked.
    func overlaps(tolerance: Double = checkTolerance) -> [(LaidOutKey, LaidOutKey)] {
        let shown = keys.filter(\.isShown)
        var result: [(LaidOutKey, LaidOutKey)] = []
        for (offset, first) in shown.enumerated() {
            for second in shown[(offset + 1)...]
            where first.touchFrame.intersects(second.touchFrame, tolerance: tolerance) {
                result.append((first, second))
            }
        }
        return result
    }

    /// The shown keys whose touch frame or drawn frame reaches more than `tolerance` outside `bounds`.
    func keysOutsideBounds(tolerance: Double = checkTolerance) -> [LaidOutKey] {
        let bounds = self.bounds
        return keys.filter { key in
            guard key.isShown else { return false }
            return !bounds.contains(key.touchFrame, tolerance: tolerance)
                || !bounds.contains(key.frame, tolerance: tolerance)
        }
    }
}
