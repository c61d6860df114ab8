import Glibc
import LayoutConstraints
import LayoutCore

/// One axis of a ConstraintLayout as linear constraints: each child's start and size, the
/// layout's size, and what the children's parameters say of them (see
/// `ConstraintLayoutAlgorithm`). Solved by propagation when that decides every value, else by
/// the Cassowary solver, the constraints added in order (a required one that cannot hold with
/// those before it is left out, as ConstraintLayout's own solver gives way).
struct AxisSystem {
  let view: AndroidView
  let horizontal: Bool
  let spec: MeasureSpec
  /// Where the barriers on this axis are, by child index (nil: at the start).
  let barriers: [Int: Double]
  /// The flows and placeholders, and where the flows put their views on this axis.
  let virtual: ConstraintVirtualLayouts
  let pins: [Int: ConstraintVirtualLayouts.Pin]

  private let parentSize: Variable
  private let starts: [Variable]
  private let sizes: [Variable]
  private let ids: [String: Int]
  private var constraints: [Constraint] = []

  init(
    view: AndroidView, horizontal: Bool, spec: MeasureSpec, barriers: [Int: Double],
    virtual: ConstraintVirtualLayouts, pins: [Int: ConstraintVirtualLayouts.Pin]
  ) {
    self.view = view
    self.horizontal = horizontal
    self.spec = spec
    self.barriers = barriers
    self.virtual = virtual
    self.pins = pins
    let names = view.children.indices.map { Self.name(of: view, $0) }
    let (start, size) = horizontal ? ("left", "width") : ("top", "height")
    parentSize = Variable("parent", size)
    starts = names.map { Variable($0, start) }
    sizes = names.map { Variable($0, size) }
    var ids: [String: Int] = [:]
    for (index, child) in view.children.enumerated() {
      if let id = child.id, ids[id] == nil { ids[id] = index }
    }
    self.ids = ids
  }

  /// A child's name in the constraints: its id, else its class and place.
  private static func name(of view: AndroidView, _ index: Int) -> String {
    let child = view.children[index]
    return child.id ?? "\(child.className)[\(index + 1)]"
  }

  private var startSide: ConstraintSide { horizontal ? .left : .top }
  private var endSide: ConstraintSide { horizontal ? .right : .bottom }
  private var paddingStart: Double { horizontal ? view.padding.left : view.padding.top }
  private var paddingEnd: Double { horizontal ? view.padding.right : view.padding.bottom }

  // MARK: - Solving

  consuming func solve() -> ConstraintLayoutAlgorithm.AxisSolution {
    addParentSize()
    let chains = ConstraintChains(
      view: view, horizontal: horizontal, ids: ids, excluding: virtual.isPlacedByHelper)
    for (index, child) in view.children.enumerated() where !chains.isMember(index) {
      addChild(index, child)
    }
    for chain in chains.chains { addChain(chain) }
    let variables = starts + sizes + [parentSize]
    view.constraintSystem[horizontal ? 0 : 1] = constraints
    var conflicts: [ConstraintText] = []
    if !ConstraintPropagation.solve(constraints, variables: variables, leftOutBelow: .weak) {
      let solver = ConstraintSolver()
      for constraint in constraints {
        do {
          try solver.add(constraint)
        } catch {
          conflicts.append(ConstraintText(constraint))
        }
      }
      solver.updateVariables()
    }
    view.constraintConflicts[horizontal ? 0 : 1] = conflicts
    return .init(
      starts: starts.map { Self.snapped($0.value) }, sizes: sizes.map { Self.snapped($0.value) },
      parentSize: Self.snapped(parentSize.value))
  }

  /// A value snapped to six decimals when it is within 1e-9 of them (the solver's rounding:
  /// 50.000000000000014 is 50).
  private static func snapped(_ value: Double) -> Double {
    let near = (value * 1e6).rounded() / 1e6
    return abs(value - near) < 1e-9 ? near : value
  }

  /// The layout's size: the spec's when exact, else the smallest that holds every child.
  private mutating func addParentSize() {
    if spec.mode == .exactly {
      require(.init(parentSize), equals: .init([], constant: spec.size))
      return
    }
    for (index, child) in view.children.enumerated() where isLaidOut(index, child) {
      let (before, after) = margins(of: child)
      let start = LinearExpression(starts[index])
      add(
        Constraint(
          start - before, .greaterOrEqual, .init([], constant: paddingStart), strength: .strong))
      add(
        Constraint(
          start + LinearExpression(sizes[index]) + after + paddingEnd, .lessOrEqual,
          .init(parentSize)))
    }
    add(Constraint(.init(parentSize), .equal, .init([], constant: 0), strength: .medium))
  }

  /// Whether a child takes room of its own: not gone, not a helper without a frame, not the
  /// content of a placeholder (which takes the placeholder's).
  private func isLaidOut(_ index: Int, _ child: AndroidView) -> Bool {
    guard !child.isGone, virtual.placeholderOf[index] == nil else { return false }
    return child.params.constraint.helper?.hasFrame ?? true
  }

  // MARK: - One child

  private mutating func addChild(_ index: Int, _ child: AndroidView) {
    let start = LinearExpression(starts[index])
    let size = LinearExpression(sizes[index])
    if placeByHelper(index, child) { return }
    if let helper = child.params.constraint.helper, !helper.hasFrame {
      require(size, equals: .init([], constant: 0))
      require(start, equals: helperPosition(index, child, helper))
      return
    }
    let params = child.params.constraint
    let axis = params[axis: horizontal]
    let (before, after) = margins(of: child)
    let leading = anchorEdge(child, startSide).map { $0 + margin(child, startSide, before) }
    let trailing = anchorEdge(child, endSide).map { $0 - margin(child, endSide, after) }
    if let (target, offset) = circleCentre(child) {
      require(size, equals: .init([], constant: measuredSize(child)))
      let targetCentre = LinearExpression(starts[target]) + LinearExpression(sizes[target]) * 0.5
      require(start + size * 0.5, equals: targetCentre + offset)
      return
    }
    if !horizontal, let baseline = baselinePosition(child) {
      require(size, equals: .init([], constant: measuredSize(child)))
      require(start, equals: baseline)
      return
    }
    let param = horizontal ? child.params.width : child.params.height
    if param == .matchParent {
      let inside = LinearExpression(parentSize) - paddingStart - paddingEnd - before - after
      require(size, equals: inside)
      require(start, equals: .init([], constant: paddingStart + before))
      return
    }
    addSize(
      index, child, axis, param: param, space: leading.flatMap { l in trailing.map { $0 - l } })
    switch (leading, trailing) {
    case (let leading?, let trailing?):
      // Between both: at the bias along the room the view leaves.
      require(start, equals: leading + (trailing - leading - size) * axis.bias)
    case (let leading?, nil): require(start, equals: leading)
    case (nil, let trailing?): require(start + size, equals: trailing)
    case (nil, nil): require(start, equals: .init([], constant: paddingStart))
    }
  }

  /// A placeholder's content takes the placeholder's frame; a flow's view goes where the
  /// flow puts it (at the flow's start until the flow's size is known). False for the others.
  private mutating func placeByHelper(_ index: Int, _ child: AndroidView) -> Bool {
    let start = LinearExpression(starts[index])
    let size = LinearExpression(sizes[index])
    if let placeholder = virtual.placeholderOf[index] {
      require(size, equals: .init(sizes[placeholder]))
      require(start, equals: .init(starts[placeholder]))
      return true
    }
    guard let flow = virtual.flowOf[index] else { return false }
    let pin = pins[index]
    require(size, equals: .init([], constant: pin?.size ?? measuredSize(child)))
    require(start, equals: LinearExpression(starts[flow]) + (pin?.offset ?? 0))
    return true
  }

  /// A child's size on the axis: its own, its content's, or (for `0dp` between two
  /// constraints) the room between them, its content's within it, or a percentage.
  private mutating func addSize(
    _ index: Int, _ child: AndroidView, _ axis: ConstraintAxisParams, param: SizeParam,
    space: LinearExpression?
  ) {
    let size = LinearExpression(sizes[index])
    let measured = LinearExpression([], constant: measuredSize(child))
    guard param == .exactly(0), child.ratioSize == nil else {
      // layout_constrainedWidth keeps a wrap_content size within its constraints, and a
      // ratio on two `0dp` sides takes the largest size that fits both (its height first
      // computed from the room across, then held within the room down).
      let fitsRoom = !horizontal && param == .exactly(0) && Self.ratioFitsBoth(child)
      guard axis.constrained && param == .wrapContent || fitsRoom, let space else {
        require(size, equals: measured)
        return
      }
      add(Constraint(size, .lessOrEqual, space))
      add(Constraint(size, .equal, measured, strength: .strong))
      return
    }
    let room: LinearExpression
    switch axis.matchDefault {
    case .percent:
      room = (LinearExpression(parentSize) - paddingStart - paddingEnd) * axis.percent
    case .spread, .wrap:
      guard let space else {
        require(size, equals: measured)
        return
      }
      room = space
    }
    if let minimum = axis.minimum {
      add(Constraint(size, .greaterOrEqual, .init([], constant: minimum)))
    }
    if axis.minimumWraps {
      add(Constraint(size, .greaterOrEqual, measured))
    }
    if let maximum = axis.maximum {
      add(Constraint(size, .lessOrEqual, .init([], constant: maximum)))
    }
    if axis.matchDefault == .wrap {
      add(Constraint(size, .lessOrEqual, room))
      add(Constraint(size, .equal, measured, strength: .strong))
    } else {
      let bounded = axis.minimum != nil || axis.maximum != nil || axis.minimumWraps
      add(Constraint(size, .equal, room, strength: bounded ? .strong : .required))
    }
  }

  /// Whether a view's dimension ratio decides its size from the room on both axes: both
  /// sides `0dp` and neither named by the ratio.
  static func ratioFitsBoth(_ child: AndroidView) -> Bool {
    guard let ratio = child.params.constraint.ratio, ratio.computes == nil else { return false }
    return child.params.width == .exactly(0) && child.params.height == .exactly(0)
  }

  /// The measured size on the axis, or the one a dimension ratio computed.
  private func measuredSize(_ child: AndroidView) -> Double {
    if child.isGone { return 0 }
    if let ratio = child.ratioSize { return horizontal ? ratio.width : ratio.height }
    return horizontal ? child.measured.width : child.measured.height
  }

  // MARK: - Anchors

  /// The edge a side of a child is constrained to, nil when it is not (or names no sibling,
  /// or a side of the other axis).
  func anchorEdge(_ child: AndroidView, _ side: ConstraintSide) -> LinearExpression? {
    guard let anchor = child.params.constraint.anchors[side],
      anchor.side.isHorizontal == horizontal, anchor.side != .baseline
    else { return nil }
    guard let id = anchor.target else {
      return anchor.side == startSide
        ? .init([], constant: paddingStart) : LinearExpression(parentSize) - paddingEnd
    }
    guard let target = ids[id], view.children[target] !== child else { return nil }
    // A view held against a barrier that stands past the view itself holds nothing on that
    // side (the barrier follows the view): ConstraintLayout's solution leaves it at its
    // other constraint, where the barrier then stands.
    let barrier = view.children[target].params.constraint
    if barrier.helper == .barrier, let own = child.id, barrier.referencedIDs.contains(own) {
      return nil
    }
    let start = LinearExpression(starts[target])
    return anchor.side == startSide ? start : start + LinearExpression(sizes[target])
  }

  /// The margin on a constrained side: the `goneMargin` when the sibling is gone and has one.
  private func margin(_ child: AndroidView, _ side: ConstraintSide, _ margin: Double) -> Double {
    guard let id = child.params.constraint.anchors[side]?.target, let target = ids[id],
      view.children[target].isGone
    else { return margin }
    return child.params.constraint.goneMargins[side] ?? margin
  }

  /// A gone child's margins count as nothing.
  private func margins(of child: AndroidView) -> (before: Double, after: Double) {
    guard !child.isGone else { return (0, 0) }
    let margins = child.params.margins
    return horizontal ? (margins.left, margins.right) : (margins.top, margins.bottom)
  }

  /// Circular positioning: the sibling whose centre the view's is placed from, and the
  /// offset on this axis (angle clockwise from up: x by its sine, y against its cosine).
  private func circleCentre(_ child: AndroidView) -> (Int, Double)? {
    guard let circle = child.params.constraint.circle, let target = ids[circle.target],
      view.children[target] !== child
    else { return nil }
    let radians = circle.angle * .pi / 180
    let offset = horizontal ? circle.radius * sin(radians) : -circle.radius * cos(radians)
    return (target, offset)
  }

  /// Where a child's top goes so that its baseline is on its target's (nil when either has
  /// none).
  private func baselinePosition(_ child: AndroidView) -> LinearExpression? {
    guard let anchor = child.params.constraint.anchors[.baseline], let id = anchor.target,
      let target = ids[id], let own = child.baseline
    else { return nil }
    let other = view.children[target]
    let start = LinearExpression(starts[target])
    switch anchor.side {
    case .baseline:
      guard let theirs = other.baseline else { return nil }
      return start + (theirs - own)
    case .top: return start - own
    case .bottom: return start + LinearExpression(sizes[target]) - own
    default: return nil
    }
  }

  // MARK: - Helpers

  /// A guideline's or barrier's position on the axis (0 on the other).
  private func helperPosition(_ index: Int, _ child: AndroidView, _ helper: ConstraintHelper)
    -> LinearExpression
  {
    let params = child.params.constraint
    switch helper {
    case .guideline:
      // A vertical guideline is a line across the layout's width: a position on x.
      guard child.orientationIsVertical == horizontal else { return .init([], constant: 0) }
      if let begin = params.guideBegin { return .init([], constant: paddingStart + begin) }
      if let end = params.guideEnd { return LinearExpression(parentSize) - paddingEnd - end }
      let percent = params.guidePercent ?? 0
      let inside = LinearExpression(parentSize) - paddingStart - paddingEnd
      return inside * percent + paddingStart
    case .barrier:
      guard let direction = params.barrierDirection, direction.isHorizontal == horizontal
      else { return .init([], constant: 0) }
      return .init([], constant: barriers[index] ?? paddingStart)
    case .group, .flow, .placeholder, .appHelper:
      return .init([], constant: 0)
    }
  }

  /// Where each barrier of the axis goes after a solve: past the furthest edge of the views
  /// it references on its side, by its margin.
  static func barrierPositions(
    _ view: AndroidView, horizontal: Bool, _ solution: ConstraintLayoutAlgorithm.AxisSolution
  ) -> [Int: Double] {
    var positions: [Int: Double] = [:]
    for (index, barrier) in view.children.enumerated()
    where barrier.params.constraint.helper == .barrier {
      let params = barrier.params.constraint
      guard let direction = params.barrierDirection, direction.isHorizontal == horizontal
      else { continue }
      let towardsStart = direction == .left || direction == .top
      let edges = view.children.enumerated().compactMap { other, child -> Double? in
        guard let id = child.id, params.referencedIDs.contains(id),
          !child.isGone || params.barrierAllowsGoneWidgets
        else { return nil }
        let start = solution.starts[other]
        return towardsStart ? start : start + solution.sizes[other]
      }
      guard let furthest = towardsStart ? edges.min() : edges.max() else { continue }
      positions[index] =
        towardsStart ? furthest - params.barrierMargin : furthest + params.barrierMargin
    }
    return positions
  }

  // MARK: - Chains

  /// A chain's views one after the other between the head's start constraint and the tail's
  /// end constraint, spread, spread inside or packed by the head's style, `0dp` views sharing
  /// the room by weight.
  private mutating func addChain(_ written: ConstraintChains.Chain) {
    let chain = written.shown
    let children = chain.map { view.children[$0] }
    let (headView, tailView) = (view.children[written.head], view.children[written.tail])
    let head = headView.params.constraint[axis: horizontal]
    let style = head.chainStyle ?? .spread
    let startEdge = anchorEdge(headView, startSide).map {
      $0 + margin(headView, startSide, margins(of: headView).before)
    }
    let endEdge = anchorEdge(tailView, endSide).map {
      $0 - margin(tailView, endSide, margins(of: tailView).after)
    }
    let leading = startEdge ?? .init([], constant: paddingStart)
    let trailing = endEdge ?? LinearExpression(parentSize) - paddingEnd
    let matching = chain.indices.filter {
      (horizontal ? children[$0].params.width : children[$0].params.height) == .exactly(0)
    }
    let unit = Variable(Self.name(of: view, chain[0]), "chainUnit")
    let shares = ChainWeights.shares(of: children, horizontal: horizontal)
    for (position, index) in chain.enumerated() {
      if let share = shares[position] {
        require(.init(sizes[index]), equals: LinearExpression(unit) * share)
      } else {
        require(.init(sizes[index]), equals: .init([], constant: measuredSize(children[position])))
      }
    }
    let gap = Variable(Self.name(of: view, chain[0]), "chainGap")
    // A chain open at one end spreads nothing: each view is centred between neighbours that
    // touch it, so the views close up against the end that is held (the start when neither
    // is), as ConstraintLayout leaves such a chain.
    let isOpen = matching.isEmpty && (startEdge == nil || endEdge == nil)
    let spreads = matching.isEmpty && style != .packed && !isOpen
    let outerGap =
      spreads && (style == .spread || chain.count == 1) ? LinearExpression(gap) : LinearExpression()
    let innerGap = spreads ? LinearExpression(gap) : LinearExpression()
    let first = LinearExpression(starts[chain[0]])
    for (previous, next) in zip(chain, chain.dropFirst()) {
      let between =
        margins(of: view.children[previous]).after + margins(of: view.children[next]).before
      require(
        .init(starts[next]),
        equals: LinearExpression(starts[previous]) + LinearExpression(sizes[previous]) + between
          + innerGap)
    }
    let last =
      LinearExpression(starts[chain[chain.count - 1]])
      + LinearExpression(sizes[chain[chain.count - 1]])
    if isOpen {
      let heldAtStart = startEdge != nil || endEdge == nil
      require(heldAtStart ? first : last, equals: heldAtStart ? leading : trailing)
    } else if matching.isEmpty && style == .packed {
      // The packed views as one block, placed by the head's bias.
      require(first, equals: leading + (trailing - leading - (last - first)) * head.bias)
    } else {
      require(first, equals: leading + outerGap)
      require(last + outerGap, equals: trailing)
    }
  }

  // MARK: - Adding

  private mutating func require(_ lhs: LinearExpression, equals rhs: LinearExpression) {
    constraints.append(Constraint(lhs, .equal, rhs))
  }

  private mutating func add(_ constraint: Constraint) {
    constraints.append(constraint)
  }
}
