extension SwipeDecoder {
    /// The words whose ends lie near the stroke's and whose path length is close to its, best by the
    /// cheap score first, at most `model.shortlistSize` of them.
    func shortlist(_ stroke: SwipeStroke, index: SwipeIndex) -> [Int] {
        let count = stroke.xs.count
        let keyCount = keys.count
        // The squared distance from every key to every point, which the key alignment only looks up.
        var table = [Double](repeating: 0, count: keyCount * count)
        for key in 0..<keyCount {
            for point in 0..<count {
                let dx = stroke.xs[point] - keys.xs[key], dy = stroke.ys[point] - keys.ys[key]
                table[key * count + point] = dx * dx + dy * dy
            }
        }
        let starts = nearbyKeys(table: table, point: 0, count: count)
        let ends = nearbyKeys(table: table, point: count - 1, count: count)
        let shortest = stroke.length * model.minimumLengthRatio - model.lengthSlack
        let longest = stroke.length * model.maximumLengthRatio + model.lengthSlack
        var shortlist = SwipeShortlist(capacity: model.shortlistSize)
        var running = [Double](repeating: 0, count: count)
        table.withUnsafeBufferPointer { table in
            running.withUnsafeMutableBufferPointer { running in
                index.withSpellings { spellings, keyOfSymbol in
                    for first in starts {
                        for last in ends {
                            let endCost = model.keyWeight * (table[first * count] + table[last * count + count - 1])
                            for word in index.words(from: first, to: last) {
                                let length = Double(index.lengths[word])
                                guard length >= shortest, length <= longest else { continue }
                                let difference = length - stroke.length
                                // Everything but the inner keys, a lower bound of the cost.
                                let base =
                                    endCost + model.lengthWeight * difference * difference
                                    - model.frequencyWeight * Self.logFrequency(index.scores[word])
                                let bar = shortlist.bar
                                guard base < bar else { continue }
                                let inner = Self.innerKeyAlignment(
                                    spelling: UnsafeBufferPointer(rebasing: spellings[index.spellingRange(of: word)]),
                                    keyOfSymbol: keyOfSymbol, table: table, count: count, running: running,
                                    limit: (bar - base) / model.keyWeight)
                                shortlist.offer(word, cost: base + model.keyWeight * inner)
                            }
                        }
                    }
                }
            }
        }
        return shortlist.words
    }

    /// The keys within `model.endRadius` of point `point`, or the nearest key when none is.
    private func nearbyKeys(table: [Double], point: Int, count: Int) -> [Int] {
        let radius = model.endRadius * model.endRadius
        var nearby: [Int] = []
        var nearest = 0
        for key in 0..<keys.count {
            let distance = table[key * count + point]
            if distance <= radius { nearby.append(key) }
            if distance < table[nearest * count + point] { nearest = key }
        }
        return nearby.isEmpty ? [nearest] : nearby
    }

    /// The natural log of a word's count, from its frequency score (`1 + round(1000 × ln(count))`).
    static func logFrequency(_ score: UInt16) -> Double {
        Double(Int(score) - 1) / 1000
    }

    /// The least sum of squared distances from the inner keys of the path `spelling` spells (all
    /// but its first and last) to points of the stroke in order; infinity as soon as it is sure to
    /// reach `limit`.
    ///
    /// A dynamic programme over keys and points that reads `table` (key-major squared distances) and
    /// keeps, in `running`, for each point the best cost of the keys so far with the latest at or
    /// before it; that cost never rises along the points, so its last value bounds the rest. The
    /// keys come from the symbols through `keyOfSymbol` as the programme needs them (see
    /// ``SwipeIndex/writePath(of:into:)``), each held back until the next one shows it is not the
    /// last: a word given up on after two keys costs no more of its spelling.
    static func innerKeyAlignment(
        spelling: UnsafeBufferPointer<UInt8>, keyOfSymbol: UnsafeBufferPointer<UInt8>,
        table: UnsafeBufferPointer<Double>, count: Int, running: UnsafeMutableBufferPointer<Double>, limit: Double
    ) -> Double {
        var previous = SwipeIndex.skipped
        var pending = SwipeIndex.skipped
        var keys = 0
        for symbol in spelling {
            let key = keyOfSymbol[Int(symbol)]
            guard key != SwipeIndex.skipped, key != previous else { continue }
            previous = key
            keys += 1
            // The first key is not an inner key; the second is held back, and so on.
            guard keys > 2 else {
                if keys == 2 { pending = key }
                continue
            }
            if keys == 3 { for point in 0..<count { running[point] = 0 } }
            let row = Int(pending) * count
            pending = key
            var best = Double.infinity
            for point in 0..<count {
                best = min(best, table[row + point] + running[point])
                running[point] = best
            }
            guard best < limit else { return .infinity }
        }
        return keys > 2 ? running[count - 1] : 0
    }

    /// The full cost of word `word` for `stroke`: its keys aligned with the stroke in order, the
    /// stroke's distance to the word's path between them, SHARK2's shape channel, the difference in
    /// length and the word's frequency.
    func fullCost(of word: Int, stroke: SwipeStroke, index: SwipeIndex) -> Double {
        let path = index.path(of: word)
        let count = stroke.xs.count
        let keyXs = path.map { keys.xs[Int($0)] }, keyYs = path.map { keys.ys[Int($0)] }
        // Each point stands for its share of the stroke's independent observations.
        let coverage = model.pointWeight * stroke.length / Double(count - 1) / model.correlationLength
        func keyDistance(_ point: Int, _ key: Int) -> Double {
            let dx = stroke.xs[point] - keyXs[key], dy = stroke.ys[point] - keyYs[key]
            return dx * dx + dy * dy
        }
        var alignment: Double
        if path.count == 1 {
            alignment = model.keyWeight * (keyDistance(0, 0) + keyDistance(count - 1, 0))
            for point in 0..<count { alignment += coverage * keyDistance(point, 0) }
        } else {
            // best[point]: the cost with the latest key placed at `point`; the stroke's points
            // between two placed keys pay their distance to the segment joining them.
            var best = [Double](repeating: .infinity, count: count)
            best[0] = model.keyWeight * keyDistance(0, 0)
            for key in 1..<path.count {
                var onSegment = Double.infinity
                for point in 0..<count {
                    let segment = Self.squaredDistance(
                        x: stroke.xs[point], y: stroke.ys[point], fromX: keyXs[key - 1], fromY: keyYs[key - 1],
                        toX: keyXs[key], toY: keyYs[key])
                    onSegment = min(best[point], onSegment + coverage * segment)
                    best[point] = model.keyWeight * keyDistance(point, key) + onSegment
                }
            }
            alignment = best[count - 1]
        }
        let template = SwipeStroke.resample(xs: keyXs, ys: keyYs, count: count)
        let shape = SwipeStroke.normalisedShape(xs: template.xs, ys: template.ys)
        var shapeDistance = 0.0
        for point in 0..<count {
            let dx = stroke.shapeXs[point] - shape.xs[point], dy = stroke.shapeYs[point] - shape.ys[point]
            shapeDistance += (dx * dx + dy * dy).squareRoot()
        }
        // The mean distance back in key units, the stroke's, so that it weighs as the other terms.
        shapeDistance *= stroke.size / Double(count)
        let shapeCost = model.pointWeight * model.shapeObservations * shapeDistance * shapeDistance
        let difference = Double(index.lengths[word]) - stroke.length
        return alignment + shapeCost + model.lengthWeight * difference * difference - model.frequencyWeight
            * Self.logFrequency(index.scores[word])
    }

    /// The squared distance from (x, y) to the segment from (fromX, fromY) to (toX, toY).
    static func squaredDistance(x: Double, y: Double, fromX: Double, fromY: Double, toX: Double, toY: Double) -> Double
    {
        let dx = toX - fromX, dy = toY - fromY
        let lengthSquared = dx * dx + dy * dy
        let along = lengthSquared > 0 ? min(max(((x - fromX) * dx + (y - fromY) * dy) / lengthSquared, 0), 1) : 0
        let nearestX = fromX + along * dx - x, nearestY = fromY + along * dy - y
        return nearestX * nearestX + nearestY * nearestY
    }
}
