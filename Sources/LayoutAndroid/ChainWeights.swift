/// How a ConstraintLayout chain's `0dp` views share its room, as ConstraintLayout weighs
/// them: each by its `layout_constraint…_weight`, one without a weight as 1 when none of them
/// has one; but when some have weights and others do not, those without take no room (a
/// spacer `Space` beside a weighted text), and a weight of 0 takes none either. A view whose
/// size a dimension ratio has fixed does not share.
enum ChainWeights {
  /// Each chain view's share of the room (nil for one that does not share: a fixed, content
  /// or ratio size).
  static func shares(of children: [AndroidView], horizontal: Bool) -> [Double?] {
    let sharing = children.map { isSharing($0, horizontal: horizontal) }
    let weights = children.map { $0.params.constraint[axis: horizontal].weight }
    let weighed = zip(sharing, weights).filter(\.0).map(\.1)
    let mixed = weighed.contains { $0 != nil } && weighed.contains { $0 == nil }
    return zip(sharing, weights).map { isSharing, weight in
      guard isSharing else { return nil }
      return max(weight ?? (mixed ? 0 : 1), 0)
    }
  }

  /// The views (by index) whose dimension ratio on two `0dp` sides makes their width follow
  /// their height: in a horizontal chain where they take no room by weight (ConstraintLayout
  /// holds their width at nothing only as firmly as it keeps the ratio, which wins), held
  /// top and bottom, so their height is the room between.
  static func widthsFollowingHeights(
    _ view: AndroidView, chains: @autoclosure () -> ConstraintChains
  ) -> Set<Int> {
    // Most layouts have no such view: their chains are not looked for.
    guard view.children.contains(where: AxisSystem.ratioFitsBoth) else { return [] }
    let chains = chains()
    var followers: Set<Int> = []
    for chain in chains.chains {
      let children = chain.shown.map { view.children[$0] }
      for (position, share) in shares(of: children, horizontal: true).enumerated()
      where share == 0 {
        let child = children[position]
        let anchors = child.params.constraint.anchors
        guard AxisSystem.ratioFitsBoth(child),
          child.params.constraint.horizontal.weight == nil,
          anchors[.top] != nil, anchors[.bottom] != nil
        else { continue }
        followers.insert(chain.shown[position])
      }
    }
    return followers
  }

  /// A `0dp` view that shares the room: one whose size no dimension ratio has fixed.
  private static func isSharing(_ child: AndroidView, horizontal: Bool) -> Bool {
    (horizontal ? child.params.width : child.params.height) == .exactly(0)
      && child.ratioSize == nil
  }
}
