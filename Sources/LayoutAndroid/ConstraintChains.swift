/// The chains of a ConstraintLayout on one axis: views linked both ways (`a` end to `b`
/// start and `b` start to `a` end), from the head (whose start is not linked back) to the
/// tail. Gone views are left out of a chain, as ConstraintLayout skips them.
struct ConstraintChains {
  private(set) var chains: [[Int]] = []
  private var members: Set<Int> = []

  /// The chains of the views not `excluding` (views a flow or a placeholder places).
  init(
    view: AndroidView, horizontal: Bool, ids: [String: Int], excluding: (Int) -> Bool
  ) {
    let (startSide, endSide): (ConstraintSide, ConstraintSide) =
      horizontal ? (.left, .right) : (.top, .bottom)
    var next: [Int: Int] = [:]
    var previous: Set<Int> = []
    for (index, child) in view.children.enumerated() where !excluding(index) {
      guard let anchor = child.params.constraint.anchors[endSide], anchor.side == startSide,
        let id = anchor.target, let other = ids[id], other != index, !excluding(other),
        let back = view.children[other].params.constraint.anchors[startSide],
        back.side == endSide, back.target != nil, back.target == child.id
      else { continue }
      next[index] = other
      previous.insert(other)
    }
    for head in view.children.indices where next[head] != nil && !previous.contains(head) {
      var chain = [head]
      var seen: Set<Int> = [head]
      while let following = next[chain.last!], seen.insert(following).inserted {
        chain.append(following)
      }
      let shown = chain.filter { !view.children[$0].isGone }
      guard !shown.isEmpty else { continue }
      chains.append(shown)
      members.formUnion(shown)
    }
  }

  func isMember(_ index: Int) -> Bool { members.contains(index) }
}
