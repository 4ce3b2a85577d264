/// An element of a ``MinimumHeap``: what decides which comes out first.
protocol HeapOrdered {
    /// Whether this element comes out of the heap before `other`.
    func precedes(_ other: Self) -> Bool
}

/// A binary min-heap: the element that precedes every other comes out first. The conversions'
/// best-first searches keep their frontiers in one (the pinyin candidates' runs of words, the kana
/// lattice's partial paths).
struct MinimumHeap<Element: HeapOrdered> {
    private var elements: [Element] = []

    mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0, elements[child].precedes(elements[(child - 1) / 2]) {
            elements.swapAt(child, (child - 1) / 2)
            child = (child - 1) / 2
        }
    }

    /// The first element, taken from the heap; nil when it is empty.
    mutating func popFirst() -> Element? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let first = elements.removeLast()
        var parent = 0
        while true {
            var earliest = parent
            for child in (2 * parent + 1)...(2 * parent + 2)
            where child < elements.count && elements[child].precedes(elements[earliest]) {
                earliest = child
            }
            guard earliest != parent else { return first }
            elements.swapAt(parent, earliest)
            parent = earliest
        }
    }
}
