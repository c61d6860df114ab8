import LayoutCore
import LayoutExpressions
import LayoutViews

/// Layout's derived values for layout properties that have no expression, and `auto` sizes
/// (Behaviour.md §b9).
struct FrameDefaults {
  let session: SolverSession
  let node: Int

  private var compiled: CompiledNode { session.template.nodes[node] }
  private var isRoot: Bool { compiled.parent == nil }
  private var isLegacy: Bool { session.input.layoutMode == .legacy }

  private func has(_ property: LayoutProperty) -> Bool {
    compiled.has(property)
  }

  private func get(_ property: LayoutProperty) throws(DiagnosticError) -> Double {
    try session.layout(node, property)
  }

  private func container(_ axis: PercentAxis) throws(DiagnosticError) -> Double {
    try session.containerSize(of: node, axis: axis)
  }

  func value(of property: LayoutProperty) throws(DiagnosticError) -> Double {
    switch property {
    case .left: return try left()
    case .top: return try top()
    case .width: return try width()
    case .height: return try height()
    case .right: return try farEdge(.horizontal)
    case .bottom: return try farEdge(.vertical)
    case .centerX: return try get(.left) + get(.width) * session.anchorPoint(node).x
    case .centerY: return try get(.top) + get(.height) * session.anchorPoint(node).y
    case .leading: return try isRightToLeft ? farInset() : get(.left)
    case .trailing: return try isRightToLeft ? get(.left) : farInset()
    case .firstBaseline: return try get(.top) + baselineOffsets().first
    case .lastBaseline: return try get(.top) + baselineOffsets().last
    }
  }

  /// Legacy: the edge's position (`left + width`); modern: the inset from the parent's edge.
  private func farEdge(_ axis: PercentAxis) throws(DiagnosticError) -> Double {
    let (origin, size): (LayoutProperty, LayoutProperty) =
      axis == .horizontal ? (.left, .width) : (.top, .height)
    let edge = try get(origin) + get(size)
    return isLegacy ? edge : try container(axis) - edge
  }

  /// The distance from the node's right edge to its parent's.
  private func farInset() throws(DiagnosticError) -> Double {
    try container(.horizontal) - get(.left) - get(.width)
  }

  /// Whether `leading` is the right side (Behaviour.md §b9: leading and trailing mirror in RTL).
  private var isRightToLeft: Bool {
    get throws(DiagnosticError) { try session.isRightToLeft(node) }
  }

  /// An inset from the parent's left edge, given as `leading` or `trailing`.
  private func leftFromInset(_ property: LayoutProperty, measuredFromRight: Bool)
    throws(DiagnosticError) -> Double
  {
    let inset = try get(property)
    return measuredFromRight ? try container(.horizontal) - inset - get(.width) : inset
  }

  private func left() throws(DiagnosticError) -> Double {
    if has(.leading) { return try leftFromInset(.leading, measuredFromRight: isRightToLeft) }
    if has(.right) {
      let right = try get(.right)
      let width = try get(.width)
      return isLegacy ? right - width : try container(.horizontal) - right - width
    }
    if has(.trailing) { return try leftFromInset(.trailing, measuredFromRight: !isRightToLeft) }
    if has(.centerX) { return try get(.centerX) - get(.width) * session.anchorPoint(node).x }
    return 0
  }

  private func top() throws(DiagnosticError) -> Double {
    if has(.bottom) {
      let bottom = try get(.bottom)
      let height = try get(.height)
      return isLegacy ? bottom - height : try container(.vertical) - bottom - height
    }
    if has(.centerY) { return try get(.centerY) - get(.height) * session.anchorPoint(node).y }
    if has(.firstBaseline) { return try get(.firstBaseline) - baselineOffsets().first }
    if has(.lastBaseline) { return try get(.lastBaseline) - baselineOffsets().last }
    return 0
  }

  private func width() throws(DiagnosticError) -> Double {
    if has(.leading) && has(.trailing) {
      return try container(.horizontal) - get(.leading) - get(.trailing)
    }
    if has(.left) && has(.right) {
      let (left, right) = (try get(.left), try get(.right))
      return isLegacy ? right - left : try container(.horizontal) - right - left
    }
    return try intrinsicOrFill(.horizontal)
  }

  private func height() throws(DiagnosticError) -> Double {
    if has(.top) && has(.bottom) {
      let (top, bottom) = (try get(.top), try get(.bottom))
      return isLegacy ? bottom - top : try container(.vertical) - bottom - top
    }
    return try intrinsicOrFill(.vertical)
  }

  /// The root keeps the canvas; views with an intrinsic size (not scroll views) take it,
  /// widths capped at the parent's; other views fill their parent.
  private func intrinsicOrFill(_ axis: PercentAxis) throws(DiagnosticError) -> Double {
    if let box = compiled.box { return try boxSize(box, axis) }
    // A stack view's size is `auto` by default.
    if compiled.arrangesChildren { return try autoSize(axis) }
    guard !isRoot, compiled.intrinsicContent.hasIntrinsicSize,
      !compiled.isScrollContainer, axis == .vertical || !compiled.viewClass.fillsWidth
    else { return try container(axis) }
    let intrinsic = try autoSize(axis)
    guard axis == .horizontal, !parentWidthIsBeingSolved else { return intrinsic }
    let available = try container(axis)
    return available > 0 ? min(intrinsic, available) : intrinsic
  }

  /// A box not placed by another fills its parent, except along the axis of a VBox or HBox
  /// with `pack="fit"`, where it takes its items' size.
  private func boxSize(_ box: BoxKind, _ axis: PercentAxis) throws(DiagnosticError) -> Double {
    guard box.isStack, BoxConstraintSystem.mainAxis(box) == axis,
      try session.value(node, "pack") == .string("fit")
    else { return try container(axis) }
    return try autoSize(axis)
  }

  /// While a parent sizes itself to its children, their container width reads as 0, so an
  /// intrinsic width is taken whole (Behaviour.md §b10). The parent ends at least that wide, so
  /// the value stays right once the parent is solved.
  private var parentWidthIsBeingSolved: Bool {
    guard let parent = compiled.parent else { return false }
    return session.isEvaluating(.layout(parent, .width))
  }

  // MARK: - auto

  /// The value of `auto` on an axis: the intrinsic size for kinds that have one, else the
  /// bounding box of the visible children that do not size themselves from this node plus its
  /// content insets; a view with no such children fills its parent.
  func autoSize(_ axis: PercentAxis) throws(DiagnosticError) -> Double {
    if compiled.box != nil { return try session.boxContentSize(node, axis) }
    if compiled.arrangesChildren {
      return try StackLayout(session: session, stack: node).autoSize(axis)
    }
    switch compiled.intrinsicContent {
    case .text: return try textSize(axis)
    case .image: return try imageSize(axis)
    case .custom(let function):
      return try customSize(function, axis, maxWidth: axis == .vertical ? try get(.width) : nil)
    case .none:
      // A list row's built-in labels and image (Behaviour.md §lists.cells).
      if axis == .vertical, isRoot, let parts = try session.listRowPartsHeight() {
        return max(parts, try childrenExtent(axis) ?? 0)
      }
      if let extent = try childrenExtent(axis) { return try extent + insetSum(axis) }
      return try container(axis)
    }
  }

  /// The intrinsic size on an axis, with text wrapped at `width` for the vertical one (a
  /// stack view's arrangement gives it before the child's frame exists).
  func intrinsicSize(_ axis: PercentAxis, width: Double?) throws(DiagnosticError) -> Double {
    if case .text = compiled.intrinsicContent, axis == .vertical {
      return try session.textMetrics(node, maxWidth: width).size.height
    }
    if compiled.box != nil { return try autoSize(axis) }
    if compiled.arrangesChildren, axis == .vertical {
      // A stack inside a stack: its width comes from the outer arrangement, which is being
      // worked out, so it is measured at the width given, else at its natural width.
      let stack = try StackLayout(session: session, stack: node)
      let natural: Double
      if let width { natural = width } else { natural = try stack.autoSize(.horizontal) }
      return try stack.autoSize(.vertical, atWidth: natural)
    }
    if !compiled.intrinsicContent.hasIntrinsicSize
      && !compiled.arrangesChildren
    {
      return try childrenExtent(axis) ?? 0
    }
    return try autoSize(axis)
  }

  /// The size a view's content wants on an axis without reading the view's own frame, the
  /// height at `width` (nil: text on one line); nil for kinds with no content size. What a
  /// box's constraints take as an item's intrinsic size.
  func contentSize(_ axis: PercentAxis, atWidth width: Double?) throws(DiagnosticError)
    -> Double?
  {
    switch compiled.intrinsicContent {
    case .none: return nil
    case .image: return try imageSize(axis)
    case .text:
      let metrics = try session.textMetrics(node, maxWidth: axis == .vertical ? width : nil)
      return axis == .horizontal ? metrics.size.width : metrics.size.height
    case .custom(let function):
      return try customSize(function, axis, maxWidth: axis == .vertical ? width : nil)
    }
  }

  /// An image view's intrinsic size is its image's; no image is zero-sized.
  private func imageSize(_ axis: PercentAxis) throws(DiagnosticError) -> Double {
    guard let size = try session.image(node)?.size else { return 0 }
    return axis == .horizontal ? size.width : size.height
  }

  private func textSize(_ axis: PercentAxis) throws(DiagnosticError) -> Double {
    if axis == .horizontal { return try session.textMetrics(node, maxWidth: nil).size.width }
    return try session.textMetrics(node, maxWidth: get(.width)).size.height
  }

  private func customSize(
    _ function: IntrinsicSizeFunction, _ axis: PercentAxis, maxWidth: Double?
  ) throws(DiagnosticError) -> Double {
    let session = self.session
    let node = self.node
    var reader = PropertyReader { (name) throws(DiagnosticError) in try session.value(node, name) }
    reader.image = { () throws(DiagnosticError) in try session.image(node)?.size }
    let size: Size
    do {
      size = try function(reader, session.input.measurer, maxWidth)
    } catch let diagnostic as DiagnosticError {
      throw diagnostic
    } catch {
      throw DiagnosticError(
        .error, code: .intrinsicSize,
        message: "\(compiled.viewClass.name) could not size itself: \(error)",
        nodePath: compiled.path)
    }
    return axis == .horizontal ? size.width : size.height
  }

  private func insetSum(_ axis: PercentAxis) throws(DiagnosticError) -> Double {
    guard compiled.isScrollContainer else { return 0 }
    let insets = try session.adjustedContentInset(of: node)
    return axis == .horizontal ? insets.left + insets.right : insets.top + insets.bottom
  }

  /// Whether a child's size is an `auto` that fills its parent (a view with no content, no
  /// children, rows or arrangement of its own): left out of the parent's `auto`, as Layout
  /// does, rather than a cycle.
  private func fillsParentWhenAuto(_ child: CompiledNode, _ axis: PercentAxis) -> Bool {
    let size: LayoutProperty = axis == .horizontal ? .width : .height
    guard let expression = child.layoutExpressions[size.slot], expression.usesAuto else {
      return false
    }
    return child.children.isEmpty && !child.intrinsicContent.hasIntrinsicSize
      && !child.arrangesChildren && child.box == nil && session.template.lists[child.index] == nil
  }

  /// The far edge of the visible children whose size and position on this axis do not come
  /// from this node's size, and of a list's rows; nil when there are none.
  func childrenExtent(_ axis: PercentAxis) throws(DiagnosticError) -> Double? {
    let (origin, size): (LayoutProperty, LayoutProperty) =
      axis == .horizontal ? (.left, .width) : (.top, .height)
    var extent: Double?
    if !session.template.lists.isEmpty, session.template.lists[node] != nil {
      let size = try session.listContent(node).size
      extent = axis == .horizontal ? size.width : size.height
    }
    let nodes = session.template.nodes
    for child in nodes[node].children where try !session.isHidden(child) {
      let follows = nodes[child].followsParent
      guard !(axis == .horizontal ? follows.horizontal : follows.vertical),
        !fillsParentWhenAuto(nodes[child], axis)
      else { continue }
      let far = try session.layout(child, origin) + session.layout(child, size)
      extent = max(extent ?? 0, far)
    }
    return extent
  }

  // MARK: - Baselines

  /// Where the first and last baselines are from the top: for labels, those of the text as
  /// drawn (centred vertically); for other views, the top and the bottom.
  private func baselineOffsets() throws(DiagnosticError) -> (first: Double, last: Double) {
    guard case .text = compiled.intrinsicContent else {
      return (0, try get(.height))
    }
    let height = try get(.height)
    let metrics = try session.textMetrics(node, maxWidth: get(.width))
    let top = (height - metrics.size.height) / 2
    return (top + metrics.firstBaseline, top + metrics.lastBaseline)
  }
}
