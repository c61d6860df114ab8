/// A binary min-heap of symbol numbers without duplicates: the solver's candidates for the
/// entering symbol, so that the lowest-numbered one is found without scanning the objective.
struct SymbolHeap {
  private var items: [Int] = []
  private var members: Set<Int> = []

  var min: Int? { items.first }

  /// Adds `symbol` unless it is already held.
  mutating func push(_ symbol: Int) {
    guard members.insert(symbol).inserted else { return }
    items.append(symbol)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard items[child] < items[parent] else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes the smallest symbol.
  mutating func popMin() {
    guard let first = items.first else { return }
    members.remove(first)
    let last = items.removeLast()
    guard !items.isEmpty else { return }
    items[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < items.count, items[left] < items[smallest] { smallest = left }
      if right < items.count, items[right] < items[smallest] { smallest = right }
      guard smallest != parent else { return }
      items.swapAt(parent, smallest)
      parent = smallest
    }
  }

  mutating func removeAll() {
    items.removeAll()
    members.removeAll()
  }
}
