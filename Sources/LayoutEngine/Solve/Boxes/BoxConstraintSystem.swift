import LayoutConstraints
import LayoutCore
import LayoutExpressions
import LayoutViews

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
/// The constraints are written into a `LinearSystem` (variables by number, no object per
/// constraint). A tree whose constraints decide every frame without the stays (the usual one)
/// is solved by propagation (`ConstraintPropagation`), in time and memory in proportion to
/// its items; only the others are turned into the solver's variables and constraints, added
/// in the order above.
struct BoxConstraintSystem {
  /// What one box of the tree holds: its node, its kind and its items.
  struct Box {
    let node: Int
    let kind: BoxKind
    let align: BoxAlignment
    let pack: String
    var items: [BoxItem]
  }

  /// Frames by node, in the outermost box's coordinates.
  private(set) var frames = NodeTable<Rect>()
  /// Placements left out because they conflicted, as (box node, what it could not do).
  private(set) var conflicts: [(box: Int, purpose: String)] = []
  /// Whether the constraints decided every frame without the stays: the frames are then the
  /// same for any stay, and no item is ambiguous.
  private(set) var isDetermined = false

  /// The constraints before the stays, in the order they go to the solver.
  private var system = LinearSystem()
  /// Per constraint, the box and what it does when it is required (nil for preferred ones).
  private var purposes: [(box: Int, purpose: Purpose)?] = []
  /// Each view's frame by node.
  private var variables = NodeTable<FrameVariables>()
  /// Per variable number, the node it belongs to and its attribute, to name it for the solver.
  private var owners: [(node: Int, attribute: String)] = []
  private let names: (Int) -> String

  /// Solves `boxes` (the outermost first) with the outermost box `size` wide and high, an
  /// axis it leaves nil sized to the items.
  init(
    boxes: [Box], size: (width: Double?, height: Double?), stay: Double,
    names: @escaping (Int) -> String
  ) {
    self.names = names
    let itemCount = boxes.reduce(0) { $0 + $1.items.count }
    system.reserveCapacity(constraints: itemCount * 8, termsEach: 3)
    purposes.reserveCapacity(itemCount * 8)
    owners.reserveCapacity(itemCount * 4 + 4)
    for box in boxes {
      if variables[box.node] == nil { _ = addFrame(box.node) }
      for item in box.items { _ = addFrame(item.node) }
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
    let propagated = ConstraintPropagation.solve(system, leftOutBelow: Self.stayStrength)
    isDetermined = propagated != nil
    setFrames(propagated ?? solveWithStays(boxes, stay))
  }

  private mutating func setFrames(_ values: [Double]) {
    var frames = NodeTable<Rect>()
    variables.forEachEntry { node, frame in
      frames[node] = Rect(
        x: Self.snapped(values[frame.left]), y: Self.snapped(values[frame.top]),
        width: Self.snapped(values[frame.width]), height: Self.snapped(values[frame.height]))
    }
    self.frames = frames
  }

  private mutating func addFrame(_ node: Int) -> FrameVariables {
    let frame = FrameVariables(in: &system)
    variables[node] = frame
    for attribute in ["left", "top", "width", "height"] { owners.append((node, attribute)) }
    return frame
  }

  /// A view's frame variables: every box's and item's are made before any constraint, so
  /// this only reads them; one asked for before would be made then.
  private mutating func frame(of node: Int) -> FrameVariables {
    variables[node] ?? addFrame(node)
  }

  /// A value snapped to six decimals when it is within 1e-9 of them (the solver's rounding:
  /// 90.80000000000003 is 90.8).
  private static func snapped(_ value: Double) -> Double {
    let near = (value * 1e6).rounded() / 1e6
    return abs(value - near) < 1e-9 ? near : value
  }

  /// Solves the system with the Cassowary solver: the constraints in order (a required one
  /// that cannot hold with those before it is left out and noted; the preferred ones never
  /// conflict), then every item's frame pulled towards its box's origin plus `stay` and a
  /// size of `stay`. Answers the values by variable number.
  private mutating func solveWithStays(_ boxes: [Box], _ stay: Double) -> [Double] {
    let solver = ConstraintSolver()
    solver.shouldStop = RenderBudget.current.map { budget in { budget.isExhausted } }
    let named = owners.map { Variable(names($0.node), $0.attribute) }
    for number in 0..<system.count {
      do {
        try solver.add(system.constraint(number, over: named))
      } catch {
        if let (box, purpose) = purposes[number] { conflicts.append((box, purpose.worded(names))) }
      }
    }
    for box in boxes {
      for item in box.items {
        addStays(frame(of: item.node), in: frame(of: box.node), stay, named, solver)
      }
    }
    solver.updateVariables()
    return named.map(\.value)
  }

  // MARK: - Sizes

  private mutating func pinOutermost(_ box: Box, _ size: (width: Double?, height: Double?)) {
    let frame = frame(of: box.node)
    require(LinearSum(frame.left), equals: 0, box: box.node, .stayAtOrigin)
    require(LinearSum(frame.top), equals: 0, box: box.node, .stayAtOrigin)
    if let width = size.width {
      require(LinearSum(frame.width), equals: width, box: box.node, .keepWidth)
    }
    if let height = size.height {
      require(LinearSum(frame.height), equals: height, box: box.node, .keepHeight)
    }
  }

  /// The sizes an item's `width` and `height` set, installed on the item itself.
  private mutating func addOwnSize(_ item: BoxItem) {
    let frame = frame(of: item.node)
    if let width = item.width {
      require(LinearSum(frame.width), equals: width, box: item.node, .keepWidth)
    }
    if let height = item.height {
      require(LinearSum(frame.height), equals: height, box: item.node, .keepHeight)
    }
  }

  /// Flex: every flexed item's size is the first smallest flex's size times the ratio.
  private mutating func addFlex(_ box: Box) {
    let axis = Self.mainAxis(box.kind)
    let flexed = box.items.compactMap { item in item.flex.map { (item.node, flex: $0) } }
    guard var smallest = flexed.first else { return }
    for item in flexed where item.flex < smallest.flex { smallest = item }
    let base = frame(of: smallest.0).size(axis)
    for item in flexed where item.0 != smallest.0 {
      add(
        frame(of: item.0).size(axis), .equal, base * (item.flex / smallest.flex),
        box: box.node, .shareByFlex)
    }
  }

  /// Hugging (priority 250) and compression resistance (750) at the intrinsic size.
  private static let hugging = Strength.priority(250)
  private static let compressionResistance = Strength.priority(750)

  private mutating func addIntrinsicSize(_ item: BoxItem) {
    let frame = frame(of: item.node)
    let sizes: [(Int, Double?, Double?)] = [
      (frame.width, item.intrinsicWidth, item.width),
      (frame.height, item.intrinsicHeight, item.height),
    ]
    for (variable, intrinsic, fixed) in sizes where fixed == nil {
      guard let intrinsic else { continue }
      let value = LinearSum(constant: intrinsic)
      prefer(LinearSum(variable), .lessOrEqual, value, Self.hugging)
      prefer(LinearSum(variable), .greaterOrEqual, value, Self.compressionResistance)
    }
  }

  /// An outermost box sized by its items on `axis`: every item inside it with its margins,
  /// and the box as small as that allows.
  private mutating func contain(_ box: Box, _ axis: PercentAxis) {
    let frame = frame(of: box.node)
    for item in box.items {
      let itemFrame = self.frame(of: item.node)
      let (before, after) = Self.margins(item.margins, axis)
      add(
        itemFrame.start(axis) - before, .greaterOrEqual, frame.start(axis), box: box.node,
        .holdItems)
      add(itemFrame.end(axis) + after, .lessOrEqual, frame.end(axis), box: box.node, .holdItems)
    }
    prefer(frame.size(axis), .equal, LinearSum(constant: 0), .weak)
  }

  /// The stays' strength, below every other constraint's.
  private static let stayStrength = Strength(weight: 1e-3)

  /// Pulls an item's frame towards its box's origin plus `stay` and a size of `stay`, added
  /// straight to the solver (each is new, so adding it cannot fail).
  private func addStays(
    _ frame: FrameVariables, in parent: FrameVariables, _ stay: Double, _ named: [Variable],
    _ solver: ConstraintSolver
  ) {
    let weakest = Self.stayStrength
    var stays = [(frame.left, parent.left), (frame.top, parent.top)].map { variable, base in
      Constraint(
        .init(named[variable]), .equal, LinearExpression(named[base]) + stay, strength: weakest)
    }
    for variable in [frame.width, frame.height] {
      stays.append(
        Constraint(
          .init(named[variable]), .equal, LinearExpression([], constant: stay), strength: weakest))
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
    let container = frame(of: box.node)
    let (firstFrame, lastFrame) = (frame(of: first.node), frame(of: last.node))
    let start = Self.margins(first.margins, axis).before
    let end = Self.margins(last.margins, axis).after
    // The chain first: when the box cannot also hold both ends, its far end is left out and
    // the items stay at the start.
    var previous = first
    var previousFrame = firstFrame
    for item in box.items.dropFirst() {
      let gap = Self.margins(previous.margins, axis).after + Self.margins(item.margins, axis).before
      let frame = frame(of: item.node)
      add(frame.start(axis), .equal, previousFrame.end(axis) + gap, box: box.node, .chainItems)
      (previous, previousFrame) = (item, frame)
    }
    let pinStart = (firstFrame.start(axis), container.start(axis) + start)
    let pinEnd = (lastFrame.end(axis), container.end(axis) - end)
    if box.items.contains(where: { $0.flex != nil }) || box.pack == "fit" {
      add(pinStart.0, .equal, pinStart.1, box: box.node, .placeFirst(axis))
      add(pinEnd.0, .equal, pinEnd.1, box: box.node, .fitItems(axis))
    } else if box.pack == "end" {
      add(pinEnd.0, .equal, pinEnd.1, box: box.node, .placeLast(axis))
    } else if box.pack == "center" {
      centreAlongAxis(box, axis, firstFrame, lastFrame)
    } else {
      add(pinStart.0, .equal, pinStart.1, box: box.node, .placeFirst(axis))
    }
    let cross: PercentAxis = axis == .horizontal ? .vertical : .horizontal
    for item in box.items { alignAcross(item, in: box, cross) }
  }

  /// Two invisible spacers of equal size before the first item and after the last, without
  /// the outer margins (as the original).
  private mutating func centreAlongAxis(
    _ box: Box, _ axis: PercentAxis, _ firstFrame: FrameVariables, _ lastFrame: FrameVariables
  ) {
    let container = frame(of: box.node)
    let before = system.addVariables(2)
    let after = before + 1
    owners += [(box.node, "spacerBefore"), (box.node, "spacerAfter")]
    add(
      firstFrame.start(axis), .equal, container.start(axis), box: box.node, .centreItems,
      plus: before)
    add(lastFrame.end(axis), .equal, container.end(axis), box: box.node, .centreItems, minus: after)
    add(LinearSum(before), .equal, LinearSum(after), box: box.node, .centreItems)
  }

  /// An item across a VBox or HBox: at the start or end edge with its margin, centred
  /// (margins ignored), or stretched between both edges — centred instead when it sets its
  /// size on that axis.
  private mutating func alignAcross(_ item: BoxItem, in box: Box, _ axis: PercentAxis) {
    let align = item.align ?? box.align
    let hasSize = (axis == .horizontal ? item.width : item.height) != nil
    switch align {
    case .start: pin(item, in: box, axis, atEnd: false)
    case .end: pin(item, in: box, axis, atEnd: true)
    case .stretch where !hasSize: pinBothEdges(item, in: box, axis)
    case .stretch, .center: center(item, in: box, axis)
    }
  }

  /// Relative: each axis on its own, by `halign` and `valign`; with neither, centred when
  /// the item sets its size on that axis, else stretched between the edges.
  private mutating func placeRelative(_ item: BoxItem, in box: Box) {
    for axis in [PercentAxis.horizontal, .vertical] {
      let choice = axis == .horizontal ? item.halign : item.valign
      let hasSize = (axis == .horizontal ? item.width : item.height) != nil
      switch choice {
      case .start?: pin(item, in: box, axis, atEnd: false)
      case .end?: pin(item, in: box, axis, atEnd: true)
      case .center?: center(item, in: box, axis)
      case .stretch?, nil:
        if hasSize { center(item, in: box, axis) } else { pinBothEdges(item, in: box, axis) }
      }
    }
  }

  private mutating func pin(_ item: BoxItem, in box: Box, _ axis: PercentAxis, atEnd: Bool) {
    let frame = frame(of: item.node)
    let container = self.frame(of: box.node)
    let (before, after) = Self.margins(item.margins, axis)
    let purpose = Purpose.place(item: item.node, atEnd: atEnd, axis)
    if atEnd {
      add(frame.end(axis), .equal, container.end(axis) - after, box: box.node, purpose)
    } else {
      add(frame.start(axis), .equal, container.start(axis) + before, box: box.node, purpose)
    }
  }

  private mutating func pinBothEdges(_ item: BoxItem, in box: Box, _ axis: PercentAxis) {
    pin(item, in: box, axis, atEnd: false)
    pin(item, in: box, axis, atEnd: true)
  }

  private mutating func center(_ item: BoxItem, in box: Box, _ axis: PercentAxis) {
    add(
      frame(of: item.node).center(axis), .equal, frame(of: box.node).center(axis),
      box: box.node, .centre(item: item.node))
  }

  // MARK: - Adding

  private mutating func require(
    _ sum: LinearSum, equals value: Double, box: Int, _ purpose: Purpose
  ) {
    add(sum, .equal, LinearSum(constant: value), box: box, purpose)
  }

  /// A constraint below required, which is satisfied as well as it can be: it never
  /// conflicts.
  private mutating func prefer(
    _ lhs: LinearSum, _ relation: Constraint.Relation, _ rhs: LinearSum, _ strength: Strength
  ) {
    write(lhs, relation, rhs, strength)
    purposes.append(nil)
  }

  /// A required constraint; one that cannot hold with those before it is left out and noted.
  /// `plus` and `minus` add a third variable to the right side (a centring spacer).
  private mutating func add(
    _ lhs: LinearSum, _ relation: Constraint.Relation, _ rhs: LinearSum, box: Int,
    _ purpose: Purpose,
    plus: Int? = nil, minus: Int? = nil
  ) {
    write(lhs, relation, rhs, .required, plus: plus, minus: minus)
    purposes.append((box, purpose))
  }

  /// `lhs relation rhs` as `lhs - rhs relation 0`, its terms in the order they are written.
  private mutating func write(
    _ lhs: LinearSum, _ relation: Constraint.Relation, _ rhs: LinearSum, _ strength: Strength,
    plus: Int? = nil, minus: Int? = nil
  ) {
    lhs.write(into: &system, sign: 1)
    rhs.write(into: &system, sign: -1)
    if let plus { system.add(plus, -1) }
    if let minus { system.add(minus, 1) }
    system.close(constant: lhs.constant - rhs.constant, relation: relation, strength: strength)
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
}
