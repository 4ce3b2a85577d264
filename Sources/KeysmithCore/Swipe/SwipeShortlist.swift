/// The `capacity` cheapest words seen so far, in a binary max-heap on cost, so that the dearest of
/// them, the bar a new word must beat, is read at once.
struct SwipeShortlist {
    let capacity: Int
    private(set) var costs: [Double] = []
    private(set) var words: [Int] = []

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        costs.reserveCapacity(self.capacity)
        words.reserveCapacity(self.capacity)
    }

    /// The cost a word must be below to enter: infinity until the list is full.
    var bar: Double { costs.count < capacity ? .infinity : costs[0] }

    /// Adds `word` if it is cheaper than the bar, dropping the dearest word when full.
    mutating func offer(_ word: Int, cost: Double) {
        guard cost < bar else { return }
        if costs.count < capacity {
            costs.append(cost)
            words.append(word)
            var child = costs.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard costs[parent] < costs[child] else { break }
                costs.swapAt(parent, child)
                words.swapAt(parent, child)
                child = parent
            }
        } else {
            costs[0] = cost
            words[0] = word
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var largest = parent
                if left < costs.count, costs[left] > costs[largest] { largest = left }
                if right < costs.count, costs[right] > costs[largest] { largest = right }
                guard largest != parent else { break }
                costs.swapAt(parent, largest)
                words.swapAt(parent, largest)
                parent = largest
            }
        }
    }
}
