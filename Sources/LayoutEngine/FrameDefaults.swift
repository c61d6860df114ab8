import LayoutCore
import LayoutExpressions

/// Layout's derived values for layout properties that have no expression, and `auto` sizes.
struct FrameDefaults {
  let session: SolverSession
  let node: Int

  private var compiled: CompiledNode { session.template.nodes[node] }
  private var isRoot: Bool { compiled.parent == nil }

  private func has(_ property: LayoutProperty) -> Bool {
    compiled.expression(for: property.rawValue) != nil
  }

  func value(of property: LayoutProperty) throws(Diagnostic) -> Double {
    switch property {
    case .left: return try origin(edge: .left, far: .right, size: .width)
    case .top: return try origin(edge: .top, far: .bottom, size: .height)
    case .right: return try session.layout(node, .left) + session.layout(node, .width)
    case .bottom: return try session.layout(node, .top) + session.layout(node, .height)
    case .width: return try size(.horizontal, near: .left, far: .right)
    case .height: return try size(.vertical, near: .top, far: .bottom)
    }
  }

  /// `left` from `right - width` when only the far edge is given, else 0.
  private func origin(edge: LayoutProperty, far: LayoutProperty, size: LayoutProperty)
    throws(Diagnostic) -> Double
  {
    guard has(far) else { return 0 }
    return try session.layout(node, far) - session.layout(node, size)
  }

  private func size(_ axis: PercentAxis, near: LayoutProperty, far: LayoutProperty)
    throws(Diagnostic) -> Double
  {
    if has(near) && has(far) {
      return try session.layout(node, far) - session.layout(node, near)
    }
    let container = try session.containerSize(of: node, axis: axis)
    if isRoot { return container }
    if compiled.viewClass.intrinsicContent == .text {
      let intrinsic = try autoSize(axis)
      return axis == .horizontal && container > 0 ? min(intrinsic, container) : intrinsic
    }
    return container
  }

  /// The value of `auto` on an axis: the measured text for labels, else the bounding box of
  /// the visible children that do not size themselves from this node; a view with no such
  /// children fills its parent.
  func autoSize(_ axis: PercentAxis) throws(Diagnostic) -> Double {
    switch compiled.viewClass.intrinsicContent {
    case .text: return try textSize(axis)
    case .none: return try childrenExtent(axis)
    }
  }

  private func textSize(_ axis: PercentAxis) throws(Diagnostic) -> Double {
    let text = try session.text(node)
    let style = try session.textStyle(node)
    if axis == .horizontal {
      return session.input.measurer.measure(text, style: style, maxWidth: nil).width
    }
    let width = try session.layout(node, .width)
    return session.input.measurer.measure(text, style: style, maxWidth: width).height
  }

  private func childrenExtent(_ axis: PercentAxis) throws(Diagnostic) -> Double {
    let (origin, size): (LayoutProperty, LayoutProperty) =
      axis == .horizontal ? (.left, .width) : (.top, .height)
    var extent: Double?
    for child in compiled.children where try !session.isHidden(child) {
      let childNode = session.template.nodes[child]
      guard !dependsOnParent(childNode, size: size, origin: origin) else { continue }
      let far = try session.layout(child, origin) + session.layout(child, size)
      extent = max(extent ?? 0, far)
    }
    if let extent { return extent }
    return try session.containerSize(of: node, axis: axis)
  }

  /// Whether a child's size or position on an axis is derived from its parent's size.
  private func dependsOnParent(_ child: CompiledNode, size: LayoutProperty, origin: LayoutProperty)
    -> Bool
  {
    for property in [size, origin] {
      if let expression = child.expression(for: property.rawValue) {
        if expression.usesPercent || expression.symbols.contains(where: { $0.hasPrefix("parent.") })
        {
          return true
        }
      } else if property == size && child.viewClass.intrinsicContent == .none {
        return true
      }
    }
    return false
  }
}
