/// Values by node number for the nodes of one box tree, in an array from the lowest number
/// set: a tree's nodes are numbered together (its root, then its descendants), so reading one
/// is an index where a dictionary would hash.
struct NodeTable<Value> {
  private var base = 0
  private var values: [Value?] = []

  subscript(node: Int) -> Value? {
    get {
      let index = node - base
      return values.indices.contains(index) ? values[index] : nil
    }
    set {
      if values.isEmpty { base = node }
      if node < base {
        values.insert(contentsOf: repeatElement(nil, count: base - node), at: 0)
        base = node
      }
      let index = node - base
      if index >= values.count {
        values.append(contentsOf: repeatElement(nil, count: index - values.count + 1))
      }
      values[index] = newValue
    }
  }

  /// Calls `body` with each node that has a value and the value, in number order.
  func forEachEntry(_ body: (Int, Value) -> Void) {
    for (index, value) in values.enumerated() {
      if let value { body(base + index, value) }
    }
  }
}
