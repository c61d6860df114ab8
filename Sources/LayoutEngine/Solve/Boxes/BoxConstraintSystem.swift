import LayoutConstraints
import LayoutCore
import LayoutExpressions

/// The constraints of a tree of boxes in a Cassowary solver, as LayoutComposer installs them
/// on Auto Layout (Behaviour.md §boxes), and the frames they give.
///
/// Every view of the tree has four variables (left, top, width, height) in the outermost
/// box's coordinates. Installed in order, so that what comes first wins a conflict: the
/// outermost box's size; the items' own sizes; flex ratios; then each box's placement of its
/// items; then intrinsic sizes (hugging at priority 250, compression resistance at 750); and
/// last, at the weakest strength, every frame pulled towards its box's origin plus `stay` and
/// a size of `stay`, so that frames nothing decides still get one (two stays find them). A
/// placement that conflicts with what came before is left out with a warning.
///
/// A tree whose constraints decide every frame without the stays (the usual one) is solved by
/// propagation (`ConstraintPropagation`), in time and memory in proportion to its items;
/// the others by the solver, the constraints added in the order above.
struct BoxConstraintSystem {
  /// What one box of the tree holds: its node, its kind and its items.
  struct Box {
    let node: Int
    let kind: BoxKind
    let align: String
    let pack: String
    var items: [BoxItem]
  }

  /// A view's variables, and its edges as linear expressions.
  struct Frame {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
      (left, top) = (Variable(name + ".left"), Variable(name + ".top"))
      (width, height) = (Variable(name + ".width"), Variable(name + ".height"))
    }

    func start(_ axis: PercentAxis) -> LinearExpression {
      LinearExpression(axis == .horizontal ? left : top)
    }
    func size(_ axis: PercentAxis) -> LinearExpression {
      LinearExpression(axis == .horizontal ? width : height)
    }
    func end(_ axis: PercentAxis) -> LinearExpression { start(axis) + size(axis) }
    func center(_ axis: PercentAxis) -> LinearExpression { start(axis) + size(axis) * 0.5 }

    /// The solved frame, each value snapped to six decimals when it is within 1e-9 of them
    /// (the solver's rounding: 90.80000000000003 is 90.8).
    var rect: Rect {
      Rect(
        x: Self.snapped(left.value), y: Self.snapped(top.value),
        width: Self.snapped(width.value), height: Self.snapped(height.value))
    }

    private static func snapped(_ value: Double) -> Double {
      let near = (value * 1e6).rounded() / 1e6
      return abs(value - near) < 1e-9 ? near : value
    }
  }

  /// Frames by node, in the outermost box's coordinates.
  private(set) var frames: [Int: Rect] = [:]
  /// Placements left out because they conflicted, as (box node, what it could not do).
  private(set) var conflicts: [(box: Int, purpose: String)] = []
  /// Whether the constraints decided every frame without the stays: the frames are then the
  /// same for any stay, and no item is ambiguous.
  private(set) var isDetermined = false

  private let solver = ConstraintSolver()
  private var variables: [Int: Frame] = [:]
  /// The variables of the centring spacers.
  private var spacers: [Variable] = []
  /// The constraints before the stays in the order they go to the solver, the required ones
  /// with the box and what it does, worded only if it conflicts (nil for the preferred ones).
  private var pending: [(constraint: Constraint, purpose: (box: Int, () -> String)?)] = []
  private let names: (Int) -> String

  /// Solves `boxes` (the outermost first) with the outermost box `size` wide and high, an
  /// axis it leaves nil sized to the items.
  init(
    boxes: [Box], size: (width: Double?, height: Double?), stay: Double,
    names: @escaping (Int) -> String
  ) {
    self.names = names
    solver.shouldStop = RenderBudget.current.map { budget in { budget.isExhausted } }
    for box in boxes {
      variables[box.node] = variables[box.node] ?? Frame(names(box.node))
      for item in box.items { variables[item.node] = Frame(names(item.node)) }
    }
    let outer = boxes[0]
    pinOutermost(outer, size)
    for box in boxes { for item in box.items { addOwnSize(item) } }
    for box in boxes where box.kind.isStack { addFlex(box) }
    for box in boxes {
      // Out of time: the caller throws the budget's error rather than read the frames.
      if RenderBudget.shouldStop { return }
      place(box)
    }
    for box in boxes { for item in box.items { addIntrinsicSize(item) } }
    for (axis, free) in [
      (PercentAxis.horizontal, size.width == nil), (.vertical, size.height == nil),
    ]
    where free {
      contain(outer, axis)
    }
    let all = variables.values.flatMap { [$0.left, $0.top, $0.width, $0.height] } + spacers
    isDetermined = ConstraintPropagation.solve(
      pending.map(\.constraint), variables: all, leftOutBelow: Self.stayStrength)
    if !isDetermined {
      solveIncrementally()
      for box in boxes { for item in box.items { addStays(item.node, in: box.node, stay) } }
      solver.updateVariables()
    }
    for (node, frame) in variables { frames[node] = frame.rect }
  }

  /// Adds the constraints to the solver in order: a required one that cannot hold with those
  /// before it is left out and noted; the preferred ones never conflict.
  private mutating func solveIncrementally() {
    for (constraint, purpose) in pending {
      do {
        try solver.add(constraint)
      } catch {
        if let (box, purpose) = purpose { conflicts.append((box, purpose())) }
      }
    }
  }

  // MARK: - Sizes

  private mutating func pinOutermost(_ box: Box, _ size: (width: Double?, height: Double?)) {
    let frame = variables[box.node]!
    require(LinearExpression(frame.left), equals: 0, box: box.node, "stay at its origin")
    require(LinearExpression(frame.top), equals: 0, box: box.node, "stay at its origin")
    if let width = size.width {
      require(LinearExpression(frame.width), equals: width, box: box.node, "keep its width")
    }
    if let height = size.height {
      require(LinearExpression(frame.height), equals: height, box: box.node, "keep its height")
    }
  }

  /// The sizes an item's `width` and `height` set, installed on the item itself.
  private mutating func addOwnSize(_ item: BoxItem) {
    let frame = variables[item.node]!
    if let width = item.width {
      require(LinearExpression(frame.width), equals: width, box: item.node, "keep its width")
    }
    if let height = item.height {
      require(LinearExpression(frame.height), equals: height, box: item.node, "keep its height")
    }
  }

  /// Flex: every flexed item's size is the first smallest flex's size times the ratio.
  private mutating func addFlex(_ box: Box) {
    let axis = Self.mainAxis(box.kind)
    let flexed = box.items.filter { $0.flex != nil }
    guard var smallest = flexed.first else { return }
    for item in flexed where item.flex! < smallest.flex! { smallest = item }
    let base = variables[smallest.node]!.size(axis)
    for item in flexed where item.node != smallest.node {
      add(
        Constraint(
          variables[item.node]!.size(axis), .equal, base * (item.flex! / smallest.flex!)),
        box: box.node, "share its space by flex")
    }
  }

  private mutating func addIntrinsicSize(_ item: BoxItem) {
    let frame = variables[item.node]!
    let sizes: [(Variable, Double?, Double?)] = [
      (frame.width, item.intrinsicWidth, item.width),
      (frame.height, item.intrinsicHeight, item.height),
    ]
    for (variable, intrinsic, fixed) in sizes where fixed == nil {
      guard let intrinsic else { continue }
      let value = LinearExpression([], constant: intrinsic)
      prefer(Constraint(.init(variable), .lessOrEqual, value, strength: .priority(250)))
      prefer(Constraint(.init(variable), .greaterOrEqual, value, strength: .priority(750)))
    }
  }

  /// An outermost box sized by its items on `axis`: every item inside it with its margins,
  /// and the box as small as that allows.
  private mutating func contain(_ box: Box, _ axis: PercentAxis) {
    let frame = variables[box.node]!
    for item in box.items {
      let itemFrame = variables[item.node]!
      let (before, after) = Self.margins(item.margins, axis)
      add(
        Constraint(itemFrame.start(axis) - before, .greaterOrEqual, frame.start(axis)),
        box: box.node, "hold its items")
      add(
        Constraint(itemFrame.end(axis) + after, .lessOrEqual, frame.end(axis)), box: box.node,
        "hold its items")
    }
    prefer(Constraint(frame.size(axis), .equal, LinearExpression([], constant: 0), strength: .weak))
  }

  /// The stays' strength, below every other constraint's.
  private static let stayStrength = Strength(weight: 1e-3)

  /// Pulls an item's frame towards its box's origin plus `stay` and a size of `stay`, added
  /// straight to the solver (each is new, so adding it cannot fail).
  private func addStays(_ node: Int, in box: Int, _ stay: Double) {
    let frame = variables[node]!
    let parent = variables[box]!
    let weakest = Self.stayStrength
    var stays = [(frame.left, parent.left), (frame.top, parent.top)].map { variable, base in
      Constraint(.init(variable), .equal, LinearExpression(base) + stay, strength: weakest)
    }
    for variable in [frame.width, frame.height] {
      stays.append(
        Constraint(.init(variable), .equal, LinearExpression([], constant: stay), strength: weakest)
      )
    }
    for constraint in stays { _ = try? solver.add(constraint) }
  }

  // MARK: - Placement

  private mutating func place(_ box: Box) {
    switch box.kind {
    case .vbox, .hbox: placeAlongAxis(box)
    case .relative: for item in box.items { placeRelative(item, in: box) }
    case .fit:
      for item in box.items {
        for axis in [PercentAxis.horizontal, .vertical] { pinBothEdges(item, in: box, axis) }
      }
    }
  }

  /// VBox and HBox: the items in a chain along the axis (each after the previous one and both
  /// their margins), anchored by `pack` (both ends when
  /// any item has flex or with `fit`; the first, the last, or two equal spacers otherwise),
  /// each placed across the axis by its `align`.
  private mutating func placeAlongAxis(_ box: Box) {
    guard let first = box.items.first, let last = box.items.last else { return }
    let axis = Self.mainAxis(box.kind)
    let container = variables[box.node]!
    let (firstFrame, lastFrame) = (variables[first.node]!, variables[last.node]!)
    let start = Self.margins(first.margins, axis).before
    let end = Self.margins(last.margins, axis).after
    // The chain first: when the box cannot also hold both ends, its far end is left out and
    // the items stay at the start.
    for (previous, item) in zip(box.items, box.items.dropFirst()) {
      let gap = Self.margins(previous.margins, axis).after + Self.margins(item.margins, axis).before
      add(
        Constraint(
          variables[item.node]!.start(axis), .equal, variables[previous.node]!.end(axis) + gap),
        box: box.node, "chain its items")
    }
    let pinStart = Constraint(firstFrame.start(axis), .equal, container.start(axis) + start)
    let pinEnd = Constraint(lastFrame.end(axis), .equal, container.end(axis) - end)
    if box.items.contains(where: { $0.flex != nil }) || box.pack == "fit" {
      add(pinStart, box: box.node, "place its first item at its \(Self.startName(axis))")
      add(pinEnd, box: box.node, "fit its items to its \(Self.sizeName(axis))")
    } else if box.pack == "end" {
      add(pinEnd, box: box.node, "place its last item at its \(Self.endName(axis))")
    } else if box.pack == "center" {
      // Two invisible spacers of equal size, without the outer margins (as the original).
      let before = Variable(names(box.node) + ".spacerBefore")
      let after = Variable(names(box.node) + ".spacerAfter")
      spacers += [before, after]
      add(
        Constraint(
          firstFrame.start(axis), .equal, container.start(axis) + LinearExpression(before)),
        box: box.node, "centre its items")
      add(
        Constraint(lastFrame.end(axis), .equal, container.end(axis) - LinearExpression(after)),
        box: box.node, "centre its items")
      add(Constraint(.init(before), .equal, .init(after)), box: box.node, "centre its items")
    } else {
      add(pinStart, box: box.node, "place its first item at its \(Self.startName(axis))")
    }
    let cross: PercentAxis = axis == .horizontal ? .vertical : .horizontal
    for item in box.items { alignAcross(item, in: box, cross) }
  }

  /// An item across a VBox or HBox: at the start or end edge with its margin, centred
  /// (margins ignored), or stretched between both edges — centred instead when it sets its
  /// size on that axis.
  private mutating func alignAcross(_ item: BoxItem, in box: Box, _ axis: PercentAxis) {
    let align = item.align ?? box.align
    let hasSize = (axis == .horizontal ? item.width : item.height) != nil
    switch align {
    case "start": pin(item, in: box, axis, edge: .start)
    case "end": pin(item, in: box, axis, edge: .end)
    case "stretch" where !hasSize: pinBothEdges(item, in: box, axis)
    default: center(item, in: box, axis)
    }
  }

  /// Relative: each axis on its own, by `halign` and `valign`; with neither, centred when
  /// the item sets its size on that axis, else stretched between the edges.
  private mutating func placeRelative(_ item: BoxItem, in box: Box) {
    for axis in [PercentAxis.horizontal, .vertical] {
      let choice = axis == .horizontal ? item.halign : item.valign
      let hasSize = (axis == .horizontal ? item.width : item.height) != nil
      switch choice {
      case "left"?, "top"?: pin(item, in: box, axis, edge: .start)
      case "right"?, "bottom"?: pin(item, in: box, axis, edge: .end)
      case "center"?: center(item, in: box, axis)
      default:
        if hasSize { center(item, in: box, axis) } else { pinBothEdges(item, in: box, axis) }
      }
    }
  }

  private enum Edge { case start, end }

  private mutating func pin(_ item: BoxItem, in box: Box, _ axis: PercentAxis, edge: Edge) {
    let frame = variables[item.node]!
    let container = variables[box.node]!
    let (before, after) = Self.margins(item.margins, axis)
    let constraint =
      edge == .start
      ? Constraint(frame.start(axis), .equal, container.start(axis) + before)
      : Constraint(frame.end(axis), .equal, container.end(axis) - after)
    let (side, names) = (edge == .start ? Self.startName(axis) : Self.endName(axis), names)
    add(constraint, box: box.node, "place \(names(item.node)) at its \(side)")
  }

  private mutating func pinBothEdges(_ item: BoxItem, in box: Box, _ axis: PercentAxis) {
    pin(item, in: box, axis, edge: .start)
    pin(item, in: box, axis, edge: .end)
  }

  private mutating func center(_ item: BoxItem, in box: Box, _ axis: PercentAxis) {
    let names = names
    add(
      Constraint(variables[item.node]!.center(axis), .equal, variables[box.node]!.center(axis)),
      box: box.node, "centre \(names(item.node))")
  }

  // MARK: - Adding

  private mutating func require(
    _ expression: LinearExpression, equals value: Double, box: Int, _ purpose: String
  ) {
    add(Constraint(expression, .equal, LinearExpression([], constant: value)), box: box, purpose)
  }

  /// A constraint below required, which is satisfied as well as it can be: it never
  /// conflicts.
  private mutating func prefer(_ constraint: Constraint) {
    pending.append((constraint, nil))
  }

  /// A required constraint; one that cannot hold with those before it is left out and noted.
  private mutating func add(
    _ constraint: Constraint, box: Int, _ purpose: @autoclosure @escaping () -> String
  ) {
    pending.append((constraint, (box, purpose)))
  }

  // MARK: - Axes

  static func mainAxis(_ kind: BoxKind) -> PercentAxis {
    kind == .hbox ? .horizontal : .vertical
  }

  /// The margins before and after an item on an axis.
  static func margins(_ margins: EdgeInsets, _ axis: PercentAxis) -> (before: Double, after: Double)
  {
    axis == .horizontal ? (margins.left, margins.right) : (margins.top, margins.bottom)
  }

  private static func startName(_ axis: PercentAxis) -> String {
    axis == .horizontal ? "left" : "top"
  }
  private static func endName(_ axis: PercentAxis) -> String {
    axis == .horizontal ? "right" : "bottom"
  }
  private static func sizeName(_ axis: PercentAxis) -> String {
    axis == .horizontal ? "width" : "height"
  }
}
