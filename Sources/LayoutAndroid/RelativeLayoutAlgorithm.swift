import LayoutCore

/// RelativeLayout: each child placed by rules against its siblings and the layout's
/// edges, horizontally then vertically in dependency order, as Android's
/// `RelativeLayout.onMeasure` does: the rules set edges, the child is measured to fit them,
/// the edges it does not have follow from its size; a wrap_content layout then takes its
/// children's extent, re-centres centred children and moves parent-aligned ones, and its
/// `gravity` moves the block of children (all but `ignoreGravity`).
struct RelativeLayoutAlgorithm {
  let pass: LayoutPass

  func measure(_ view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec) {
    let myWidth: Double? = width.mode == .unspecified ? nil : width.size
    let myHeight: Double? = height.mode == .unspecified ? nil : height.size
    var horizontalOffsets = false
    var verticalOffsets = false
    for index in view.horizontalOrder where !view.children[index].isGone {
      let child = view.children[index]
      applyHorizontalRules(child, in: view, myWidth)
      measureHorizontally(child, in: view, myWidth, myHeight)
      if positionHorizontally(child, in: view, myWidth, wraps: width.mode != .exactly) {
        horizontalOffsets = true
      }
    }
    for index in view.verticalOrder where !view.children[index].isGone {
      let child = view.children[index]
      applyVerticalRules(child, in: view, myHeight)
      measureBoth(child, in: view, myWidth, myHeight)
      if positionVertically(child, in: view, myHeight, wraps: height.mode != .exactly) {
        verticalOffsets = true
      }
      alignBaseline(child, in: view)
    }
    let size = Size(
      width: resolvedSize(view, width, horizontal: true),
      height: resolvedSize(view, height, horizontal: false))
    view.measured = size
    if horizontalOffsets { offsetHorizontally(view, width: size.width) }
    if verticalOffsets { offsetVertically(view, height: size.height) }
    applyGravity(view)
  }

  // MARK: - Rules

  /// The anchor a rule names; a gone anchor passes the rule on to its own anchor by the
  /// same rule, as in Android.
  private func anchor(_ rule: AnchorRule, of child: AndroidView, in view: AndroidView)
    -> AndroidView?
  {
    var current = child
    var steps = 0
    while let id = current.params.anchors[rule]?.id, steps <= view.children.count {
      guard let found = view.children.first(where: { $0.id == id }), found !== current else {
        return nil
      }
      if !found.isGone { return found }
      current = found
      steps += 1
    }
    return nil
  }

  /// Whether a rule the child gives has no anchor shown and the child then aligns with the
  /// parent (`layout_alignWithParentIfMissing`), as `RelativeLayout` applies it.
  private func alignsWithParent(_ rule: AnchorRule, _ child: AndroidView, in view: AndroidView)
    -> Bool
  {
    child.params.alignsWithParentIfMissing && child.params.anchors[rule] != nil
      && anchor(rule, of: child, in: view) == nil
  }

  private func applyHorizontalRules(_ child: AndroidView, in view: AndroidView, _ myWidth: Double?)
  {
    let margins = child.params.margins
    var edges = RuleEdges(top: child.edges.top, bottom: child.edges.bottom)
    let parentRight = myWidth.map { $0 - view.padding.right - margins.right }
    if let anchor = anchor(.toLeftOf, of: child, in: view), let left = anchor.edges.left {
      edges.right = left - (anchor.params.margins.left + margins.right)
    } else if alignsWithParent(.toLeftOf, child, in: view), let parentRight {
      edges.right = parentRight
    }
    if let anchor = anchor(.toRightOf, of: child, in: view), let right = anchor.edges.right {
      edges.left = right + anchor.params.margins.right + margins.left
    } else if alignsWithParent(.toRightOf, child, in: view) {
      edges.left = view.padding.left + margins.left
    }
    if let anchor = anchor(.alignLeft, of: child, in: view), let left = anchor.edges.left {
      edges.left = left + margins.left
    } else if alignsWithParent(.alignLeft, child, in: view) {
      edges.left = view.padding.left + margins.left
    }
    if let anchor = anchor(.alignRight, of: child, in: view), let right = anchor.edges.right {
      edges.right = right - margins.right
    } else if alignsWithParent(.alignRight, child, in: view), let parentRight {
      edges.right = parentRight
    }
    let rules = child.params.parentRules
    if rules.contains(.alignParentLeft) { edges.left = view.padding.left + margins.left }
    if rules.contains(.alignParentRight), let myWidth {
      edges.right = myWidth - view.padding.right - margins.right
    }
    child.edges = edges
  }

  private func applyVerticalRules(_ child: AndroidView, in view: AndroidView, _ myHeight: Double?) {
    let margins = child.params.margins
    child.edges.top = nil
    child.edges.bottom = nil
    let parentBottom = myHeight.map { $0 - view.padding.bottom - margins.bottom }
    if let anchor = anchor(.above, of: child, in: view), let top = anchor.edges.top {
      child.edges.bottom = top - (anchor.params.margins.top + margins.bottom)
    } else if alignsWithParent(.above, child, in: view), let parentBottom {
      child.edges.bottom = parentBottom
    }
    if let anchor = anchor(.below, of: child, in: view), let bottom = anchor.edges.bottom {
      child.edges.top = bottom + anchor.params.margins.bottom + margins.top
    } else if alignsWithParent(.below, child, in: view) {
      child.edges.top = view.padding.top + margins.top
    }
    if let anchor = anchor(.alignTop, of: child, in: view), let top = anchor.edges.top {
      child.edges.top = top + margins.top
    } else if alignsWithParent(.alignTop, child, in: view) {
      child.edges.top = view.padding.top + margins.top
    }
    if let anchor = anchor(.alignBottom, of: child, in: view), let bottom = anchor.edges.bottom {
      child.edges.bottom = bottom - margins.bottom
    } else if alignsWithParent(.alignBottom, child, in: view), let parentBottom {
      child.edges.bottom = parentBottom
    }
    let rules = child.params.parentRules
    if rules.contains(.alignParentTop) { child.edges.top = view.padding.top + margins.top }
    if rules.contains(.alignParentBottom), let myHeight {
      child.edges.bottom = myHeight - view.padding.bottom - margins.bottom
    }
  }

  /// alignBaseline: the child's baseline on its anchor's, when both have one.
  private func alignBaseline(_ child: AndroidView, in view: AndroidView) {
    guard let anchor = anchor(.alignBaseline, of: child, in: view),
      let anchorBaseline = anchor.baseline, let baseline = child.baseline,
      let anchorTop = anchor.edges.top
    else { return }
    child.edges.top = anchorTop + anchorBaseline - baseline
    child.edges.bottom = child.edges.top! + child.measured.height
  }

  // MARK: - Measuring

  /// The first measure: the width from the horizontal rules; the height at most the
  /// layout's (exactly, for a child that matches it).
  private func measureHorizontally(
    _ child: AndroidView, in view: AndroidView, _ myWidth: Double?, _ myHeight: Double?
  ) {
    let params = child.params
    let width = spec(
      start: child.edges.left, end: child.edges.right, param: params.width,
      margins: (params.margins.left, params.margins.right),
      padding: (view.padding.left, view.padding.right), size: myWidth)
    var height = MeasureSpec.unspecified
    if let myHeight {
      let available = max(
        0,
        myHeight - view.padding.top - view.padding.bottom - params.margins.top
          - params.margins.bottom)
      height = params.height == .matchParent ? .exactly(available) : .atMost(available)
    } else if case .exactly(let size) = params.height {
      height = .exactly(size)
    }
    pass.measure(child, width, height)
  }

  private func measureBoth(
    _ child: AndroidView, in view: AndroidView, _ myWidth: Double?, _ myHeight: Double?
  ) {
    let params = child.params
    let width = spec(
      start: child.edges.left, end: child.edges.right, param: params.width,
      margins: (params.margins.left, params.margins.right),
      padding: (view.padding.left, view.padding.right), size: myWidth)
    let height = spec(
      start: child.edges.top, end: child.edges.bottom, param: params.height,
      margins: (params.margins.top, params.margins.bottom),
      padding: (view.padding.top, view.padding.bottom), size: myHeight)
    pass.measure(child, width, height)
  }

  /// Android's `getChildMeasureSpec` of RelativeLayout: exact between two set edges, else
  /// the child's size within the room between the set edge (or the padding) and the other.
  private func spec(
    start: Double?, end: Double?, param: SizeParam, margins: (Double, Double),
    padding: (Double, Double), size: Double?
  ) -> MeasureSpec {
    guard let size else {
      if let start, let end { return .exactly(max(0, end - start)) }
      if case .exactly(let fixed) = param { return .exactly(fixed) }
      return .unspecified
    }
    let from = start ?? padding.0 + margins.0
    let to = end ?? size - padding.1 - margins.1
    let available = to - from
    if start != nil && end != nil { return .exactly(max(0, available)) }
    switch param {
    case .exactly(let fixed): return .exactly(available >= 0 ? min(available, fixed) : fixed)
    case .matchParent: return .exactly(max(0, available))
    case .wrapContent: return available >= 0 ? .atMost(available) : .unspecified
    }
  }

  // MARK: - Positions

  /// What positioning reads and writes on one axis: the child's start and end edges, its
  /// measured length, the padding and margin at the start, and the rules that centre it or
  /// put it at the far side.
  private struct Axis {
    let start: WritableKeyPath<RuleEdges, Double?>
    let end: WritableKeyPath<RuleEdges, Double?>
    let length: KeyPath<Size, Double>
    let leadingInset: KeyPath<EdgeInsets, Double>
    let trailingInset: KeyPath<EdgeInsets, Double>
    let centerRule: ParentRule
    let farRule: ParentRule

    static var horizontal: Axis {
      Axis(
        start: \.left, end: \.right, length: \.width, leadingInset: \.left,
        trailingInset: \.right, centerRule: .centerHorizontal, farRule: .alignParentRight)
    }

    static var vertical: Axis {
      Axis(
        start: \.top, end: \.bottom, length: \.height, leadingInset: \.top,
        trailingInset: \.bottom, centerRule: .centerVertical, farRule: .alignParentBottom)
    }
  }

  private func positionHorizontally(
    _ child: AndroidView, in view: AndroidView, _ myWidth: Double?, wraps: Bool
  ) -> Bool {
    position(child, in: view, on: .horizontal, myWidth, wraps: wraps)
  }

  private func positionVertically(
    _ child: AndroidView, in view: AndroidView, _ myHeight: Double?, wraps: Bool
  ) -> Bool {
    position(child, in: view, on: .vertical, myHeight, wraps: wraps)
  }

  /// Sets the edges the rules left open on one axis; returns whether the child must move once
  /// a wrap_content layout knows its size (centred, or aligned to its far side).
  private func position(
    _ child: AndroidView, in view: AndroidView, on axis: Axis, _ mySize: Double?, wraps: Bool
  ) -> Bool {
    let length = child.measured[keyPath: axis.length]
    let rules = child.params.parentRules
    switch (child.edges[keyPath: axis.start], child.edges[keyPath: axis.end]) {
    case (nil, let end?): child.edges[keyPath: axis.start] = end - length
    case (let start?, nil): child.edges[keyPath: axis.end] = start + length
    case (nil, nil):
      let centred = rules.contains(.centerInParent) || rules.contains(axis.centerRule)
      if view.rightToLeft, axis.farRule == .alignParentRight, !centred {
        // Right to left, a view without a horizontal rule starts at the right, as if aligned
        // to the parent's right (and moved there once a wrap_content layout knows its width).
        child.params.parentRules.insert(.alignParentRight)
        let end =
          mySize.map { $0 - view.padding.right - child.params.margins.right }
          ?? view.padding.left + child.params.margins.left + length
        child.edges.left = end - length
        child.edges.right = end
        return true
      }
      let start =
        centred && !wraps && mySize != nil
        ? pass.truncatedToPixels((mySize! - length) / 2)
        : view.padding[keyPath: axis.leadingInset]
          + child.params.margins[keyPath: axis.leadingInset]
      child.edges[keyPath: axis.start] = start
      child.edges[keyPath: axis.end] = start + length
      if centred { return true }
    default: break
    }
    return rules.contains(axis.farRule)
  }

  /// The layout's size on one axis: exact, or its children's extent plus the padding.
  private func resolvedSize(_ view: AndroidView, _ spec: MeasureSpec, horizontal: Bool) -> Double {
    if spec.mode == .exactly { return spec.size }
    var extent = 0.0
    for child in view.children where !child.isGone {
      extent = max(
        extent,
        horizontal
          ? (child.edges.right ?? 0) + child.params.margins.right
          : (child.edges.bottom ?? 0) + child.params.margins.bottom)
    }
    extent += horizontal ? view.padding.right : view.padding.bottom
    if case .exactly(let own) = horizontal ? view.params.width : view.params.height {
      extent = max(extent, own)
    }
    return spec.resolve(max(extent, horizontal ? view.minWidth : view.minHeight))
  }

  private func offsetHorizontally(_ view: AndroidView, width: Double) {
    offset(view, size: width, on: .horizontal)
  }

  private func offsetVertically(_ view: AndroidView, height: Double) {
    offset(view, size: height, on: .vertical)
  }

  /// Moves the centred and far-aligned children once a wrap_content layout knows its size.
  private func offset(_ view: AndroidView, size: Double, on axis: Axis) {
    for child in view.children where !child.isGone {
      let rules = child.params.parentRules
      let length = child.measured[keyPath: axis.length]
      let start: Double
      if rules.contains(.centerInParent) || rules.contains(axis.centerRule) {
        start = pass.truncatedToPixels((size - length) / 2)
      } else if rules.contains(axis.farRule) {
        start =
          size - view.padding[keyPath: axis.trailingInset]
          - child.params.margins[keyPath: axis.trailingInset] - length
      } else {
        continue
      }
      child.edges[keyPath: axis.start] = start
      child.edges[keyPath: axis.end] = start + length
    }
  }

  /// `gravity`: the children's block (with margins) placed inside the padded bounds, every
  /// child but `ignoreGravity` moved with it.
  private func applyGravity(_ view: AndroidView) {
    let gravity = view.gravity
    let horizontal = gravity.horizontal != .start && gravity.horizontal != .none
    let vertical = gravity.vertical != .start && gravity.vertical != .none
    guard horizontal || vertical else { return }
    let moved = view.children.filter { !$0.isGone && ($0.id == nil || $0.id != view.ignoreGravity) }
    guard !moved.isEmpty else { return }
    let left = moved.map { ($0.edges.left ?? 0) - $0.params.margins.left }.min()!
    let top = moved.map { ($0.edges.top ?? 0) - $0.params.margins.top }.min()!
    let right = moved.map { ($0.edges.right ?? 0) + $0.params.margins.right }.max()!
    let bottom = moved.map { ($0.edges.bottom ?? 0) + $0.params.margins.bottom }.max()!
    let inner = (
      x: view.padding.left, y: view.padding.top,
      right: view.measured.width - view.padding.right,
      bottom: view.measured.height - view.padding.bottom
    )
    let dx = horizontal ? place(gravity.horizontal, right - left, inner.x, inner.right) - left : 0
    let dy = vertical ? place(gravity.vertical, bottom - top, inner.y, inner.bottom) - top : 0
    for child in moved {
      child.edges.left = (child.edges.left ?? 0) + dx
      child.edges.right = (child.edges.right ?? 0) + dx
      child.edges.top = (child.edges.top ?? 0) + dy
      child.edges.bottom = (child.edges.bottom ?? 0) + dy
    }
  }

  private func place(_ axis: GravityAxis, _ size: Double, _ start: Double, _ end: Double) -> Double
  {
    switch axis {
    case .center: return start + pass.truncatedToPixels((end - start - size) / 2)
    case .end: return end - size
    default: return start
    }
  }

  func layout(_ view: AndroidView) {
    for child in view.children where !child.isGone {
      LayoutPass.place(child, x: child.edges.left ?? 0, y: child.edges.top ?? 0)
    }
  }
}
