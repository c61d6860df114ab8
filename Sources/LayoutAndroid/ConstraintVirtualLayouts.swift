import LayoutCore

/// A ConstraintLayout's helpers that place other children: flows (which place the views they
/// reference, their own constraints set aside) and placeholders (whose `content` view takes
/// the placeholder's frame instead of its own). By child index.
struct ConstraintVirtualLayouts {
  /// Where a flow puts one of its views on an axis: from the flow's start, and how long.
  struct Pin: Equatable {
    var flow: Int
    var offset: Double
    var size: Double
  }

  /// Each flow's views that are not gone, in the order it references them.
  private(set) var flows: [Int: [Int]] = [:]
  /// The flow placing a view (gone ones too, which it places nowhere).
  private(set) var flowOf: [Int: Int] = [:]
  /// The placeholder a view is the content of.
  private(set) var placeholderOf: [Int: Int] = [:]

  init(_ view: AndroidView) {
    var ids: [String: Int] = [:]
    for (index, child) in view.children.enumerated() {
      if let id = child.id, ids[id] == nil { ids[id] = index }
    }
    for (index, child) in view.children.enumerated() {
      let params = child.params.constraint
      switch params.helper {
      case .flow:
        let members = params.referencedIDs.compactMap { ids[$0] }.filter {
          $0 != index && flowOf[$0] == nil && view.children[$0].params.constraint.helper == nil
        }
        flows[index] = members.filter { !view.children[$0].isGone }
        for member in members { flowOf[member] = index }
      case .placeholder:
        if let id = params.placeholderContent, let content = ids[id], content != index,
          view.children[content].params.constraint.helper == nil
        {
          placeholderOf[content] = index
        }
      default: break
      }
    }
  }

  /// Whether a child is placed by a flow or a placeholder rather than by its constraints.
  func isPlacedByHelper(_ index: Int) -> Bool {
    flowOf[index] != nil || placeholderOf[index] != nil
  }

  // MARK: - Measuring

  /// Measures each flow for its specs (its views already measured) and each placeholder at
  /// its content's size where it wraps it; a placeholder without content that is `gone` when
  /// empty is gone.
  func measure(_ view: AndroidView, spec: (AndroidView, Bool) -> MeasureSpec) {
    for (index, _) in flows.sorted(by: { $0.key < $1.key }) {
      let flow = view.children[index]
      let width = spec(flow, true)
      let height = spec(flow, false)
      let content = arrangement(view, index, width: width, height: height).contentSize
      flow.measured = Size(
        width: Self.resolve(width, content.width), height: Self.resolve(height, content.height))
    }
    measurePlaceholders(view, spec: spec)
  }

  /// Placeholders wrap their content's measured size.
  func measurePlaceholders(_ view: AndroidView, spec: (AndroidView, Bool) -> MeasureSpec) {
    let contents = Dictionary(placeholderOf.map { ($1, $0) }) { first, _ in first }
    for (index, child) in view.children.enumerated()
    where child.params.constraint.helper == .placeholder {
      guard let content = contents[index] else {
        if child.params.constraint.placeholderEmptyIsGone { child.visibility = .gone }
        child.measured = Size(
          width: Self.resolve(spec(child, true), 0), height: Self.resolve(spec(child, false), 0))
        continue
      }
      let size = view.children[content].measured
      child.measured = Size(
        width: Self.resolve(spec(child, true), size.width, wraps: child.params.width),
        height: Self.resolve(spec(child, false), size.height, wraps: child.params.height))
    }
  }

  /// A size for a spec: the spec's when exact, else the content's (within an at-most).
  private static func resolve(_ spec: MeasureSpec, _ content: Double, wraps: SizeParam? = nil)
    -> Double
  {
    switch spec.mode {
    case .exactly: spec.size
    case .atMost where wraps == .exactly(0): spec.size
    case .atMost: min(content, spec.size)
    case .unspecified: content
    }
  }

  /// How a flow arranges its views for its specs.
  func arrangement(_ view: AndroidView, _ index: Int, width: MeasureSpec, height: MeasureSpec)
    -> FlowArrangement
  {
    let flow = view.children[index]
    let vertical = flow.orientationIsVertical
    let along = vertical ? height : width
    let padding =
      vertical
      ? flow.padding.top + flow.padding.bottom : flow.padding.left + flow.padding.right
    let elements = (flows[index] ?? []).map { member in
      let child = view.children[member]
      return FlowArrangement.Element(
        index: member, size: child.measured, baseline: child.baseline,
        fillsLine: (vertical ? child.params.height : child.params.width) == .exactly(0))
    }
    return FlowArrangement(
      params: flow.params.constraint.flow, vertical: vertical, padding: flow.padding,
      elements: elements, limit: along.mode == .unspecified ? nil : max(0, along.size - padding))
  }

  // MARK: - Solving

  /// Where each flow's views go on an axis, for the flows' sizes in `solution` (the other
  /// axis at the flow's measured size).
  func pins(
    _ view: AndroidView, horizontal: Bool, _ solution: ConstraintLayoutAlgorithm.AxisSolution,
    otherSpec: (AndroidView) -> MeasureSpec
  ) -> [Int: Pin] {
    var pins: [Int: Pin] = [:]
    for (index, _) in flows {
      let flow = view.children[index]
      let length = solution.sizes[index]
      let width = horizontal ? MeasureSpec.exactly(length) : .exactly(flow.measured.width)
      let height = horizontal ? otherSpec(flow) : .exactly(length)
      let size =
        horizontal
        ? Size(width: length, height: flow.measured.height)
        : Size(width: flow.measured.width, height: length)
      for (member, frame) in arrangement(view, index, width: width, height: height).frames(
        in: size)
      {
        pins[member] = Pin(
          flow: index, offset: horizontal ? frame.x : frame.y,
          size: horizontal ? frame.width : frame.height)
      }
    }
    return pins
  }
}
