/// The chains of a ConstraintLayout on one axis: views linked both ways (`a` end to `b`
/// start and `b` start to `a` end), from the head (whose start is not linked back) to the
/// tail. Gone views are left out of a chain, as ConstraintLayout skips them; a gone head
/// still gives the chain its start and style, a gone tail its end.
struct ConstraintChains {
  /// One chain: the views shown, and the head and tail as written (gone or not).
  struct Chain {
    var shown: [Int]
    var head: Int
    var tail: Int
  }

  private(set) var chains: [Chain] = []
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
      chains.append(Chain(shown: shown, head: head, tail: chain[chain.count - 1]))
      members.formUnion(shown)
    }
  }

  /// The chains of a layout's views by their ids (the first view of an id named), except
  /// those `excluding` leaves out.
  init(view: AndroidView, horizontal: Bool, excluding: (Int) -> Bool) {
    var ids: [String: Int] = [:]
    for (index, child) in view.children.enumerated() {
      if let id = child.id, ids[id] == nil { ids[id] = index }
    }
    self.init(view: view, horizontal: horizontal, ids: ids, excluding: excluding)
  }

  func isMember(_ index: Int) -> Bool { members.contains(index) }
}
