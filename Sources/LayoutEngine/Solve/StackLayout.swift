import LayoutCore
import LayoutExpressions
import LayoutViews

/// UIStackView's arrangement of its visible children (Behaviour.md §c): along the axis by
/// `distribution` and `spacing`, across it by `alignment`. Children's `width` and `height`
/// expressions are size requests, their positions are ignored; without a request a child
/// takes its intrinsic size (a label's text, measured at the width the stack gives it).
///
/// Choices where UIKit decides by priorities: with `fill`, leftover or missing space goes to
/// the first child with no size request on the axis (else the last); `firstBaseline` and
/// `lastBaseline` alignments place children as `top` and `bottom` do.
///
/// With `isLayoutMarginsRelativeArrangement` the children are arranged inside `layoutMargins`,
/// and the stack's `auto` size includes them.
struct StackLayout {
  let session: SolverSession
  let stack: Int
  let isVertical: Bool
  /// `distribution` and `alignment`, UIKit's case names.
  private let distribution: String
  private let alignment: String

  /// Reads the stack's `axis`, `distribution` and `alignment`; an error in one of their
  /// expressions is the caller's.
  init(session: SolverSession, stack: Int) throws(DiagnosticError) {
    self.session = session
    self.stack = stack
    isVertical = try session.value(stack, "axis") == .string("vertical")
    distribution = try Self.enumValue(session, stack, "distribution") ?? "fill"
    alignment = try Self.enumValue(session, stack, "alignment") ?? "fill"
  }

  private var compiled: CompiledNode { session.template.nodes[stack] }

  private var axisSize: LayoutProperty { isVertical ? .height : .width }
  private var crossSize: LayoutProperty { isVertical ? .width : .height }

  private func visibleChildren() throws(DiagnosticError) -> [Int] {
    var visible: [Int] = []
    for child in compiled.children where try !session.isHidden(child) { visible.append(child) }
    return visible
  }

  /// The space kept free inside the stack's edges: `layoutMargins` when the arrangement is
  /// relative to them, else none.
  private func margins() throws(DiagnosticError) -> EdgeInsets {
    guard try session.value(stack, "isLayoutMarginsRelativeArrangement") == .bool(true),
      case .insets(let margins) = try session.value(stack, "layoutMargins")
    else { return .zero }
    return margins
  }

  /// The margins before and after the children along the axis (`along`) or across it.
  private func margins(along: Bool) throws(DiagnosticError) -> (start: Double, end: Double) {
    let margins = try margins()
    return along == isVertical ? (margins.top, margins.bottom) : (margins.left, margins.right)
  }

  private static func enumValue(_ session: SolverSession, _ stack: Int, _ name: String)
    throws(DiagnosticError) -> String?
  {
    if case .string(let value) = try session.value(stack, name) { return value }
    return nil
  }

  // MARK: - The stack's own size

  /// The stack's `auto` size on an axis: along its axis the children's sizes and the spacing
  /// between them; across it the largest child; plus the margins on that axis.
  ///
  /// - Parameter width: For a vertical stack's height, the width to measure its children at
  ///   when the stack's own width is not known yet (another stack is measuring it); nil to
  ///   read the stack's width.
  func autoSize(_ axis: PercentAxis, atWidth width: Double? = nil) throws(DiagnosticError) -> Double
  {
    let along = (axis == .vertical) == isVertical
    let margins = try margins(along: along)
    return try contentSize(along: along, atWidth: width) + margins.start + margins.end
  }

  /// The extent of the children alone, along the axis or across it.
  private func contentSize(along: Bool, atWidth width: Double?) throws(DiagnosticError) -> Double {
    let children = try visibleChildren()
    guard !children.isEmpty else { return 0 }
    if along {
      // A vertical stack measures its children at the width they will get, so wrapping text
      // counts in full. A horizontal one does not read its height: children's widths do not
      // depend on it, and a stack arranged by another stack gets its height from that one.
      var breadth: Double?
      if isVertical {
        let crossMargins = try margins(along: false)
        let full: Double
        if let width { full = width } else { full = try session.layout(stack, crossSize) }
        breadth = full - crossMargins.start - crossMargins.end
      }
      var sizes: [Double] = []
      for child in children {
        let cross = try breadth.map { (breadth) throws(DiagnosticError) in
          try crossExtent(child, breadth: breadth).size
        }
        sizes.append(try requested(child, along: true, cross: cross))
      }
      let spacing = try session.number(stack, "spacing") * Double(children.count - 1)
      // Equal sizes that each hold its content: the largest, as many times as there are
      // children (compression resistance beats hugging in UIKit).
      if distribution == "fillEqually" {
        return (sizes.max() ?? 0) * Double(sizes.count) + spacing
      }
      return sizes.reduce(0, +) + spacing
    }
    // A horizontal stack's height measures wrapping text at the width each child gets, which
    // does not depend on the height.
    let widths = isVertical ? nil : try shares(of: children)
    var largest = 0.0
    for (index, child) in children.enumerated() {
      largest = max(largest, try requested(child, along: false, cross: widths?[index]))
    }
    return largest
  }

  /// The children's sizes along a horizontal stack's axis, from its width alone.
  private func shares(of children: [Int]) throws(DiagnosticError) -> [Double] {
    let margins = try margins(along: true)
    let length = try session.layout(stack, axisSize) - margins.start - margins.end
    var sizes: [Double] = []
    for child in children { sizes.append(try requested(child, along: true, cross: nil)) }
    let spacing = try session.number(stack, "spacing")
    return distribute(sizes, children: children, length: length, spacing: spacing).map(\.1)
  }

  // MARK: - Frames

  /// Every visible child's frame in the stack.
  func frames() throws(DiagnosticError) -> [Int: Rect] {
    let children = try visibleChildren()
    guard !children.isEmpty else { return [:] }
    let (alongMargins, crossMargins) = (try margins(along: true), try margins(along: false))
    let length = try session.layout(stack, axisSize) - alongMargins.start - alongMargins.end
    let breadth = try session.layout(stack, crossSize) - crossMargins.start - crossMargins.end
    let crosses = try children.map { (child) throws(DiagnosticError) in
      try crossExtent(child, breadth: breadth)
    }
    var sizes: [Double] = []
    for (child, cross) in zip(children, crosses) {
      sizes.append(try requested(child, along: true, cross: cross.size))
    }
    let spacing = try session.number(stack, "spacing")
    let along = distribute(sizes, children: children, length: length, spacing: spacing)
    var frames: [Int: Rect] = [:]
    let mirrored = isVertical ? false : try session.isRightToLeft(stack)
    for (index, child) in children.enumerated() {
      var (position, size) = along[index]
      // Right to left, a horizontal stack starts at its right edge.
      if mirrored { position = length - position - size }
      position += alongMargins.start
      let offset = crosses[index].offset + crossMargins.start
      let cross = crosses[index].size
      frames[child] =
        isVertical
        ? Rect(x: offset, y: position, width: cross, height: size)
        : Rect(x: position, y: offset, width: size, height: cross)
    }
    return frames
  }

  /// A child's position or size across the axis (`left` or `width` in a vertical stack), as
  /// `frames()` gives it; nil for the other properties.
  func crossValue(of child: Int, _ property: LayoutProperty) throws(DiagnosticError) -> Double? {
    let position: LayoutProperty = isVertical ? .left : .top
    guard property == crossSize || property == position else { return nil }
    let crossMargins = try margins(along: false)
    let breadth = try session.layout(stack, crossSize) - crossMargins.start - crossMargins.end
    let extent = try crossExtent(child, breadth: breadth)
    return property == crossSize ? extent.size : extent.offset + crossMargins.start
  }

  /// Positions and sizes along the axis.
  private func distribute(_ sizes: [Double], children: [Int], length: Double, spacing: Double)
    -> [(Double, Double)]
  {
    let count = Double(sizes.count)
    let gaps = spacing * (count - 1)
    var sizes = sizes
    var gap = spacing
    switch distribution {
    case "fillEqually":
      sizes = sizes.map { _ in max(0, (length - gaps) / count) }
    case "fillProportionally":
      let total = sizes.reduce(0, +)
      if total > 0 { sizes = sizes.map { $0 * max(0, length - gaps) / total } }
    case "equalSpacing":
      gap = sizes.count > 1 ? max(spacing, (length - sizes.reduce(0, +)) / (count - 1)) : 0
    case "equalCentering":
      return centered(sizes, length: length)
    default:
      let extra = length - gaps - sizes.reduce(0, +)
      let flexible =
        children.firstIndex { !session.template.nodes[$0].has(axisSize) } ?? sizes.count - 1
      sizes[flexible] = max(0, sizes[flexible] + extra)
    }
    var position = 0.0
    return sizes.map { size in
      defer { position += size + gap }
      return (position, size)
    }
  }

  /// `equalCentering`: the children's centres are equally spaced, the first and last
  /// children touching the ends.
  private func centered(_ sizes: [Double], length: Double) -> [(Double, Double)] {
    guard sizes.count > 1 else { return [((length - sizes[0]) / 2, sizes[0])] }
    let first = sizes[0] / 2
    let step = (length - sizes[sizes.count - 1] / 2 - first) / Double(sizes.count - 1)
    return sizes.enumerated().map { index, size in
      (first + Double(index) * step - size / 2, size)
    }
  }

  /// A child's offset and size across the axis, by `alignment`.
  private func crossExtent(_ child: Int, breadth: Double) throws(DiagnosticError)
    -> (offset: Double, size: Double)
  {
    // Fill wins over a child's own size request, as a required constraint beats priority 999.
    if alignment == "fill" { return (0, breadth) }
    let size = try requested(child, along: false, cross: nil)
    switch alignment {
    case "center": return ((breadth - size) / 2, size)
    case "trailing", "bottom", "lastBaseline": return (breadth - size, size)
    default: return (0, size)
    }
  }

  /// A child's size request on an axis: its expression for `width` or `height`, else its
  /// intrinsic size (`cross`: the size it gets across the axis, for text that wraps).
  private func requested(_ child: Int, along: Bool, cross: Double?) throws(DiagnosticError)
    -> Double
  {
    let property = along ? axisSize : crossSize
    let node = session.template.nodes[child]
    if let expression = node.layoutExpressions[property.slot] {
      let key = SymbolKey.layout(child, property)
      return try session.evaluate(expression, of: key).numericValue ?? 0
    }
    let vertical = property == .height
    return try FrameDefaults(session: session, node: child).intrinsicSize(
      vertical ? .vertical : .horizontal, width: vertical ? cross : nil)
  }
}
