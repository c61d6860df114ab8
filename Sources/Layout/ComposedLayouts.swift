import LayoutCore

/// LayoutComposer's call shape in Swift: `applyLayout(VBox(), items: [`$`(view, height: 50)])`
/// builds the same tree as `<VBox><UIView height="50"/></VBox>` (Behaviour.md §boxes).
/// Swift keeps `$` for itself, so the item function is written `` `$` `` with backticks, and
/// its labels come in one order: sizes, flex, alignments, margins, then layout and items.

/// A LayoutComposer layout: which box, and its options as expressions.
public protocol ComposedLayout: Sendable {
  /// The box's element name: `VBox`, `HBox`, `Relative` or `Fit`.
  var className: String { get }
  /// The box's options as attribute expressions.
  var expressions: [String: String] { get }
}

/// Where VBox and HBox place items across their axis.
public enum BoxAlign: String, Sendable { case start, center, end, stretch }
/// Where VBox and HBox place items along their axis; `fit` sizes the box to them.
public enum BoxPack: String, Sendable { case start, center, end, fit }
/// Where Relative places an item horizontally.
public enum HorizontalAlign: String, Sendable { case left, center, right }
/// Where Relative places an item vertically.
public enum VerticalAlign: String, Sendable { case top, center, bottom }
/// Margins in LayoutComposer's order: top, left, bottom, right.
public typealias BoxMargins = (top: Double, left: Double, bottom: Double, right: Double)

/// Items stacked from the top, as `<VBox>`.
public struct VBox: ComposedLayout {
  public let expressions: [String: String]
  public var className: String { "VBox" }

  public init(
    align: BoxAlign = .stretch, pack: BoxPack = .start, defaultMargins: BoxMargins = (0, 0, 0, 0)
  ) {
    expressions = BoxExpressions.stack(align: align, pack: pack, defaultMargins: defaultMargins)
  }
}

/// Items side by side from the left, as `<HBox>`.
public struct HBox: ComposedLayout {
  public let expressions: [String: String]
  public var className: String { "HBox" }

  public init(
    align: BoxAlign = .stretch, pack: BoxPack = .start, defaultMargins: BoxMargins = (0, 0, 0, 0)
  ) {
    expressions = BoxExpressions.stack(align: align, pack: pack, defaultMargins: defaultMargins)
  }
}

/// Items pinned to a side or the centre, as `<Relative>`.
public struct Relative: ComposedLayout {
  public let expressions: [String: String]
  public var className: String { "Relative" }

  public init(defaultMargins: BoxMargins = (0, 0, 0, 0)) {
    expressions = BoxExpressions.margins(defaultMargins, as: "defaultMargins")
  }
}

/// An item filling the box, as `<Fit>`.
public struct Fit: ComposedLayout {
  public let expressions: [String: String]
  public var className: String { "Fit" }

  public init(defaultMargins: BoxMargins = (0, 0, 0, 0)) {
    expressions = BoxExpressions.margins(defaultMargins, as: "defaultMargins")
  }
}

/// One item of a box: a view (or a new transparent one) with its options.
public struct BoxComponent {
  /// The item as a node of the tree.
  public let node: LayoutNode
}

/// An item: `view` (nil for a new transparent view) with its size, flex, alignment and
/// margins; with `layout`, a box whose items are `items` (or `item`). The view's own
/// expressions are kept; a view given a layout becomes that box.
public func `$`(
  _ view: LayoutNode?, width: Double? = nil, height: Double? = nil, flex: Double? = nil,
  align: BoxAlign? = nil, halign: HorizontalAlign? = nil, valign: VerticalAlign? = nil,
  margins: BoxMargins? = nil, marginTop: Double? = nil, marginLeft: Double? = nil,
  marginBottom: Double? = nil, marginRight: Double? = nil, layout: (any ComposedLayout)? = nil,
  items: [BoxComponent] = [], item: BoxComponent? = nil
) -> BoxComponent {
  var expressions = Dictionary(
    (view?.expressions ?? []).map { ($0.name, $0.expression) }
  ) { _, last in last }
  let options: [(String, String?)] = [
    ("width", width.map(BoxExpressions.number)), ("height", height.map(BoxExpressions.number)),
    ("flex", flex.map(BoxExpressions.number)), ("align", align?.rawValue),
    ("halign", halign?.rawValue), ("valign", valign?.rawValue),
    ("marginTop", marginTop.map(BoxExpressions.number)),
    ("marginLeft", marginLeft.map(BoxExpressions.number)),
    ("marginBottom", marginBottom.map(BoxExpressions.number)),
    ("marginRight", marginRight.map(BoxExpressions.number)),
  ]
  for case (let name, let value?) in options { expressions[name] = value }
  if let margins {
    expressions.merge(BoxExpressions.margins(margins, as: "margins", always: true)) { $1 }
  }
  var children = view?.children ?? []
  if let layout {
    expressions.merge(layout.expressions) { $1 }
    children += (items + (item.map { [$0] } ?? [])).map(\.node)
  }
  let node = LayoutNode(
    class: layout?.className ?? view?.className ?? "UIView", id: view?.id,
    expressions: expressions, children: children)
  return BoxComponent(node: node)
}

/// The tree of a box and its items, as LayoutComposer's `container.applyLayout(_:items:)`.
public func applyLayout(_ layout: any ComposedLayout, items: [BoxComponent]) -> LayoutNode {
  LayoutNode(class: layout.className, expressions: layout.expressions, children: items.map(\.node))
}

/// The tree of a box with one item, as `container.applyLayout(_:item:)`.
public func applyLayout(_ layout: any ComposedLayout, item: BoxComponent) -> LayoutNode {
  applyLayout(layout, items: [item])
}

/// Options as the expressions the XML form writes.
private enum BoxExpressions {
  static func stack(align: BoxAlign, pack: BoxPack, defaultMargins: BoxMargins) -> [String: String]
  {
    var expressions = margins(defaultMargins, as: "defaultMargins")
    if align != .stretch { expressions["align"] = align.rawValue }
    if pack != .start { expressions["pack"] = pack.rawValue }
    return expressions
  }

  /// Margins as "top, left, bottom, right"; none when all are 0, unless `always` (an item's
  /// zero margins override its box's defaults).
  static func margins(_ margins: BoxMargins, as name: String, always: Bool = false)
    -> [String: String]
  {
    let sides = [margins.top, margins.left, margins.bottom, margins.right]
    guard always || sides.contains(where: { $0 != 0 }) else { return [:] }
    return [name: sides.map(number).joined(separator: ", ")]
  }

  /// A number as a template writes it: `50`, `0.5`.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
