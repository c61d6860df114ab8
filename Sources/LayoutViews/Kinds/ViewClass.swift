import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// Reads a node's property values while it is being solved.
public struct PropertyReader {
  let read: (String) throws(DiagnosticError) -> Value
  /// The size of the image the node's `image` property names, nil without one.
  package var image: () throws(DiagnosticError) -> Size? = { nil }

  /// A reader of values a front-end other than Layout XML's holds (its properties over the
  /// kind's defaults), for the kinds' own intrinsic sizes.
  public init(
    read: @escaping (String) throws(DiagnosticError) -> Value,
    image: @escaping () throws(DiagnosticError) -> Size? = { nil }
  ) {
    self.read = read
    self.image = image
  }

  /// The value of a property (its expression, else the kind's default).
  public func callAsFunction(_ name: String) throws(DiagnosticError) -> Value {
    try read(name)
  }

  /// The size of the node's `image` as it is drawn (1 px = 1 pt), nil without one; a missing
  /// or unreadable image is an error located at the attribute.
  public func imageSize() throws(DiagnosticError) -> Size? {
    try image()
  }
}

/// A view kind's intrinsic size: the size `auto` gives, at most `maxWidth` wide when given.
public typealias IntrinsicSizeFunction =
  @Sendable (_ properties: PropertyReader, _ measurer: any TextMeasuring, _ maxWidth: Double?)
  throws -> Size

/// Draws a view kind's content inside its bounds (`node.frame.size` at the origin); the items
/// are drawn after the background and before the children.
public typealias DrawFunction = @Sendable (_ node: SolvedNode) -> [DisplayItem]

/// Draws what a container shows above its children, knowing them: a navigation controller's
/// bar reads the title of the controller it shows. `tree` holds every node of the layout, so
/// the node's children (`node.children`), hidden ones included, can be read.
public typealias ChromeDrawFunction =
  @Sendable (_ node: SolvedNode, _ tree: [SolvedNode]) -> [DisplayItem]

/// How a view controller kind shows the controllers among its children.
public enum ControllerContainment: Sendable {
  /// Its children are subviews of its view, as a UIViewController's.
  case none
  /// The children are a navigation stack: the last is shown, below a navigation bar.
  case navigation
  /// The children are tabs: the selected one is shown, above a tab bar.
  case tabs
}

/// What makes a kind a view controller: the kind of its view, the prefix its view's
/// properties are written with, and how it shows child controllers.
public struct ControllerTraits: Sendable {
  /// The kind of the controller's view, such as `UIView` or `UITableView`.
  public var viewClassName: String
  /// The prefix of the view's properties: `view` (`view.backgroundColor`) or `tableView`.
  public var viewPrefix: String
  public var containment: ControllerContainment

  public init(
    viewClassName: String = "UIView", viewPrefix: String = "view",
    containment: ControllerContainment = .none
  ) {
    self.viewClassName = viewClassName
    self.viewPrefix = viewPrefix
    self.containment = containment
  }
}

/// What a view kind intrinsically sizes itself to, when its width or height is `auto`.
public enum IntrinsicContent: Sendable {
  /// No intrinsic size: `auto` is the bounding box of the children.
  case none
  /// The size of the `text` property laid out in the `font`.
  case text
  /// The size of the `image` property's image (zero without one).
  case image
  /// A size computed by the kind itself.
  case custom(IntrinsicSizeFunction)

  package var hasIntrinsicSize: Bool {
    if case .none = self { return false }
    return true
  }
}

/// A property a view kind accepts: the type its expressions are parsed as, and its default.
public struct PropertySpec: Sendable {
  public var type: ExpressionType
  public var defaultValue: Value?
  /// Whether expressions may only read the property: setting it is an error.
  public var isReadOnly: Bool

  public init(_ type: ExpressionType, default defaultValue: Value? = nil, readOnly: Bool = false) {
    self.type = type
    self.defaultValue = defaultValue
    self.isReadOnly = readOnly
  }
}

/// A view kind, such as `UIView` or `UILabel`: the properties its elements may set, how it
/// sizes itself and what it draws. Kinds inherit their superclass's properties.
///
/// Every compiled and solved node holds its kind: the fields live in one shared, immutable
/// box, so that a copy is one reference (a change makes a new box).
public struct ViewClass: Sendable {
  /// The kind's fields, declared as the kind's own properties below.
  private struct Fields: Sendable {
    var name: String
    var superclassName: String?
    var ownProperties: [String: PropertySpec]
    var intrinsicContent: IntrinsicContent
    var bodyProperty: String?
    var attributedBodyProperty: String?
    var isScrollContainer: Bool
    var arrangesChildren = false
    var box: BoxKind?
    var draw: DrawFunction?
    var drawAbove: ChromeDrawFunction?
    var controller: ControllerTraits?
    var inertAttributes: Set<String> = []
    var isInferred = false
    var fillsWidth = false
    var attributeAliases: [String: String] = [:]
    var undrawnAttributes: [String: String] = [:]
    var textProperties: [TextProperties]
  }

  private final class Box: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var storage: Box

  private var fields: Fields {
    get { storage.fields }
    set { storage = Box(newValue) }
  }

  public var name: String {
    get { storage.fields.name }
    set { fields.name = newValue }
  }
  public var superclassName: String? {
    get { storage.fields.superclassName }
    set { fields.superclassName = newValue }
  }
  /// Properties declared by this kind itself (not inherited).
  public var ownProperties: [String: PropertySpec] {
    get { storage.fields.ownProperties }
    set { fields.ownProperties = newValue }
  }
  public var intrinsicContent: IntrinsicContent {
    get { storage.fields.intrinsicContent }
    set { fields.intrinsicContent = newValue }
  }
  /// The property that an element's inline text content sets, such as `text` for labels.
  public var bodyProperty: String? {
    get { storage.fields.bodyProperty }
    set { fields.bodyProperty = newValue }
  }
  /// The property that inline HTML content sets, such as `attributedText` for labels.
  public var attributedBodyProperty: String? {
    get { storage.fields.attributedBodyProperty }
    set { fields.attributedBodyProperty = newValue }
  }
  /// Whether the kind scrolls its children: they are laid out in content coordinates, moved
  /// by `contentOffset` and clipped to the bounds.
  public var isScrollContainer: Bool {
    get { storage.fields.isScrollContainer }
    set { fields.isScrollContainer = newValue }
  }
  /// Whether the kind arranges its children itself, as UIStackView and the boxes do.
  public var arrangesChildren: Bool {
    get { storage.fields.arrangesChildren }
    set { fields.arrangesChildren = newValue }
  }
  /// For LayoutComposer's boxes, which one: its items' frames come from its constraints.
  public internal(set) var box: BoxKind? {
    get { storage.fields.box }
    set {
      var changed = fields
      changed.box = newValue
      changed.arrangesChildren = newValue != nil
      fields = changed
    }
  }
  /// Extra drawing for custom kinds.
  public var draw: DrawFunction? {
    get { storage.fields.draw }
    set { fields.draw = newValue }
  }
  /// What the kind draws above its children (a controller's bars).
  public var drawAbove: ChromeDrawFunction? {
    get { storage.fields.drawAbove }
    set { fields.drawAbove = newValue }
  }
  /// For view controllers: their view's kind and how they show child controllers.
  public var controller: ControllerTraits? {
    get { storage.fields.controller }
    set { fields.controller = newValue }
  }
  /// Attributes the kind accepts that have no visual effect when rendered (actions, input
  /// traits, scroll indicator settings): they are checked to be known and otherwise ignored.
  public var inertAttributes: Set<String> {
    get { storage.fields.inertAttributes }
    set { fields.inertAttributes = newValue }
  }
  /// Whether the kind stands in for an app's class the renderer was not told about (inferred
  /// from its name): attributes it does not know are warned about and ignored, as they may be
  /// the app class's own properties.
  public var isInferred: Bool {
    get { storage.fields.isInferred }
    set { fields.isInferred = newValue }
  }
  /// Whether `auto` width fills the parent, as bars and pickers do; the intrinsic size then
  /// gives the height only.
  public var fillsWidth: Bool {
    get { storage.fields.fillsWidth }
    set { fields.fillsWidth = newValue }
  }
  /// Other names of the kind's properties (`normalTitle` for a button's `title`,
  /// `activityIndicatorViewStyle` for `style`), which set them.
  public var attributeAliases: [String: String] {
    get { storage.fields.attributeAliases }
    set { fields.attributeAliases = newValue }
  }
  /// UIKit properties with a visual effect that the renderer does not draw, each with a hint:
  /// accepted with a `not-drawn` warning, so the template still renders (Behaviour.md §c.inert).
  public var undrawnAttributes: [String: String] {
    get { storage.fields.undrawnAttributes }
    set { fields.undrawnAttributes = newValue }
  }
  /// The texts the kind draws besides a label's (a button's title, a text field's text and
  /// placeholder), checked for fonts that are not available and characters no font can draw.
  /// Empty: the superclass's.
  public var textProperties: [TextProperties] {
    get { storage.fields.textProperties }
    set { fields.textProperties = newValue }
  }

  public init(
    name: String, superclassName: String? = "UIView", properties: [String: PropertySpec] = [:],
    intrinsicContent: IntrinsicContent = .none, bodyProperty: String? = nil,
    attributedBodyProperty: String? = nil, isScrollContainer: Bool = false,
    draw: DrawFunction? = nil, textProperties: [TextProperties] = []
  ) {
    storage = Box(
      Fields(
        name: name, superclassName: superclassName, ownProperties: properties,
        intrinsicContent: intrinsicContent, bodyProperty: bodyProperty,
        attributedBodyProperty: attributedBodyProperty, isScrollContainer: isScrollContainer,
        draw: draw, textProperties: textProperties))
  }
}

/// The layout properties every view has (Behaviour.md §b9).
public enum LayoutProperty: String, CaseIterable, Sendable {
  case left, top, right, bottom, width, height
  case centerX = "center.x"
  case centerY = "center.y"
  case leading, trailing, firstBaseline, lastBaseline

  package var axis: PercentAxis {
    switch self {
    case .left, .right, .width, .centerX, .leading, .trailing: return .horizontal
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: return .vertical
    }
  }

  var expressionType: ExpressionType {
    switch self {
    case .width, .height: return .dimension(axis)
    default: return .length(axis)
    }
  }

  /// The index of this property in per-node caches.
  package var slot: Int {
    switch self {
    case .left: return 0
    case .top: return 1
    case .right: return 2
    case .bottom: return 3
    case .width: return 4
    case .height: return 5
    case .centerX: return 6
    case .centerY: return 7
    case .leading: return 8
    case .trailing: return 9
    case .firstBaseline: return 10
    case .lastBaseline: return 11
    }
  }

  package static let slotCount = 12

  /// Layout properties in slot order.
  package static let bySlot: [LayoutProperty] = allCases.sorted { $0.slot < $1.slot }

  /// Names in slot order, made once (`rawValue` builds a new string each time).
  static let names: [String] = bySlot.map(\.rawValue)

  /// The property's name, without building a string.
  package var name: String { Self.names[slot] }

  /// Layout properties by name, for symbol lookups (faster than `init(rawValue:)`).
  static let byName: [String: LayoutProperty] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

  /// The layout property with this name, if it is one.
  package static func named(_ name: String) -> LayoutProperty? {
    byName[name]
  }
}

/// Which way `leading` and `trailing` point, for views whose `semanticContentAttribute` does
/// not force one.
public enum LayoutDirection: String, Sendable, CaseIterable {
  case leftToRight, rightToLeft

  /// Whether a view whose `semanticContentAttribute` is `attribute` lays out right to left in
  /// a render of this direction, by UIKit's rule: a forced direction wins, `playback` and
  /// `spatial` content stays left to right, and `unspecified` (or none) follows the render.
  public func isRightToLeft(semanticContentAttribute attribute: String?) -> Bool {
    switch attribute {
    case "forceRightToLeft": return true
    case nil, "unspecified": return self == .rightToLeft
    default: return false
    }
  }
}

/// How `right` and `bottom` are read (Behaviour.md §0.1).
public enum LayoutMode: String, Sendable, CaseIterable {
  /// Layout's default: `right` and `bottom` are the positions of the right and bottom edges in
  /// the parent (`right = left + width`).
  case legacy
  /// CSS-like: `right` and `bottom` are insets from the parent's right and bottom edges.
  case modern
}
