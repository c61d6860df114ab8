import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// The Solve stage's output: every node's frame and the property values painting needs.
public struct SolvedLayout: Sendable {
  /// A layout solved by a front-end: its nodes in pre-order, node 0 the root. What nodes
  /// inherit (tint, direction) is filled in here, as `LayoutSolver` does for its own.
  public init(canvas: Size, nodes: [SolvedNode], layoutDirection: LayoutDirection = .leftToRight) {
    self.canvas = canvas
    self.nodes = nodes
    self.layoutDirection = layoutDirection
    InheritedValues.fill(&self)
  }

  /// The Layout solver's own: inherited values are filled in once list rows are placed.
  package init(canvas: Size, solvedNodes nodes: [SolvedNode]) {
    self.canvas = canvas
    self.nodes = nodes
  }

  /// The canvas size in points.
  public var canvas: Size
  /// Nodes in the same order as the compiled template's.
  public var nodes: [SolvedNode]
  /// The direction of views whose `semanticContentAttribute` does not force one.
  public var layoutDirection: LayoutDirection = .leftToRight
  /// The appearance it was solved in, which the default tint and the kinds' own colours
  /// follow.
  public var appearance = Appearance.light
  /// What is drawn behind the root, in canvas coordinates: an Android window's background.
  public var background: [DisplayItem] = []
  /// Located warnings found while solving, such as what a box had to leave out.
  public var warnings: [Diagnostic] = []

  public var root: SolvedNode { nodes[0] }
}

/// Where a node's text is written: the file, the attribute and where its value is (the
/// element's tag when the text is not written in an attribute of its own).
public struct TextSource: Sendable {
  public var file: String?
  public var attribute: String
  public var range: SourceRange?

  public init(file: String?, attribute: String, range: SourceRange?) {
    self.file = file
    self.attribute = attribute
    self.range = range
  }
}

/// One node with its solved frame (in its parent's coordinates) and evaluated properties.
public struct SolvedNode: Sendable {
  public var index: Int
  public var children: [Int]
  public var className: String
  public var id: String?
  public var outlet: String?
  public var path: NodePath
  public var frame: Rect
  public var isHidden: Bool
  /// The value of every property the view kind declares with a default or the template sets.
  public var properties: PropertyValues
  /// The label text style, for text-drawing kinds.
  public var textStyle: TextStyle?
  /// The image view's image (the key the backend draws it by) and size, when it has one.
  public var image: (key: String, size: Size)?
  /// Whether `image` asks to be drawn in the tint colour when the rendering mode is
  /// `automatic` (an asset catalog's template rendering intent).
  public var isTemplateImage = false
  /// The kind's own drawing, for custom kinds.
  public var draw: DrawFunction?
  /// What the kind draws above its children (a container controller's bars).
  public var drawAbove: ChromeDrawFunction?
  /// The outline a view that clips its content clips it to, in its bounds, where it is not
  /// its (rounded) bounds: a shape whose corners are cut.
  public var clipOutline: [PathItem.Element]?
  /// Whether the node is a view controller (its view, as it is drawn).
  public var isController = false
  /// Images besides `image` that the kind draws (a tab's icon), by property name.
  public var images: [String: (key: String, size: Size)] = [:]
  /// The texts the kind draws besides a label's (`ViewClass.textProperties`, inherited).
  public var textProperties: [TextProperties] = []
  /// Whether children scroll: moved by `contentOffset` and clipped to the bounds.
  public var isScrollContainer: Bool = false
  /// The tint colour the node draws with: its `tintColor`, else its nearest ancestor's, else
  /// UIKit's blue.
  public var tint: Color = SystemColors.tint
  /// Whether the node lays out right to left (by its `semanticContentAttribute`, else the
  /// layout's direction), which mirrors controls.
  public var isRightToLeft = false
  /// Whether the layout is solved in the dark appearance, whose colours the kinds' own
  /// drawing (cells, bars, controls) takes.
  public var isDark = false
  /// Where the node's drawn text is written, for the warnings about its glyphs: set by the
  /// front-ends whose solved nodes keep no compiled node to find it in.
  public var textSource: TextSource?

  /// A node of a tree solved by a front-end other than Layout XML's solver (which hands the
  /// display list builder the same values): the kind's drawing and traits are taken from
  /// `kind`; `index` and `children` number the nodes of the layout in pre-order.
  public init(
    index: Int, children: [Int] = [], kind: ViewClass, in registry: ViewClassRegistry,
    path: NodePath, frame: Rect, properties: PropertyValues, isHidden: Bool = false,
    textStyle: TextStyle? = nil, image: (key: String, size: Size)? = nil
  ) {
    self.init(
      index: index, children: children, className: kind.name, path: path, frame: frame,
      isHidden: isHidden, properties: properties, textStyle: textStyle, image: image,
      draw: kind.draw, isScrollContainer: kind.isScrollContainer)
    textProperties = registry.textProperties(of: kind)
  }

  package init(
    index: Int, children: [Int], className: String, id: String? = nil, outlet: String? = nil,
    path: NodePath, frame: Rect, isHidden: Bool, properties: PropertyValues,
    textStyle: TextStyle?, image: (key: String, size: Size)? = nil, draw: DrawFunction?,
    isScrollContainer: Bool
  ) {
    self.index = index
    self.children = children
    self.className = className
    self.id = id
    self.outlet = outlet
    self.path = path
    self.frame = frame
    self.isHidden = isHidden
    self.properties = properties
    self.textStyle = textStyle
    self.image = image
    self.draw = draw
    self.isScrollContainer = isScrollContainer
  }

  public func number(_ name: String) -> Double? {
    if case .number(let value) = properties[name] { return value }
    return nil
  }

  public func color(_ name: String) -> Color? {
    if case .color(let value) = properties[name] { return value }
    return nil
  }

  /// Whether children are clipped to the bounds (`clipsToBounds` or `layer.masksToBounds`).
  public var clipsContent: Bool {
    properties["clipsToBounds"] == .bool(true) || properties["layer.masksToBounds"] == .bool(true)
  }

  /// What a label shows: its attributed text when set, else its plain text.
  public var displayedText: AttributedText? {
    if case .attributed(let text)? = properties["attributedText"] { return text }
    return string("text").map(AttributedText.init(plain:))
  }

  public func string(_ name: String) -> String? {
    if case .string(let value) = properties[name] { return value }
    return nil
  }

  /// Whether `image` draws in the tint colour under the rendering mode `property` sets:
  /// `alwaysTemplate`, or `automatic` when the image asks for it (or `automatically` is true,
  /// as for system buttons).
  public func drawsImageAsTemplate(mode property: String, automatically: Bool = false) -> Bool {
    switch string(property) {
    case "alwaysTemplate": return true
    case "alwaysOriginal": return false
    default: return automatically || isTemplateImage
    }
  }
}

extension SolvedLayout {
  /// A text dump of the tree: one line per node, indented by depth, with its class, `#id` or
  /// `@outlet`, path in brackets and frame (`x y width height` in the parent's coordinates).
  public func framesDump() -> String {
    var lines: [String] = []
    func visit(_ index: Int, depth: Int) {
      let node = nodes[index]
      var label = node.className
      if let id = node.id {
        label += "#\(id)"
      } else if let outlet = node.outlet {
        label += "@\(outlet)"
      }
      if node.isHidden { label += " (hidden)" }
      lines.append(
        String(repeating: "  ", count: depth) + "\(label) [\(node.path)] \(node.frame)")
      for child in node.children { visit(child, depth: depth + 1) }
    }
    visit(0, depth: 0)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The tree as JSON: each node `{"class","id","outlet","path","frame":[x,y,width,height],
  /// "children":[…]}`, frames in the parent's coordinates, two spaces of indentation a level.
  public func framesJSON() -> String {
    jsonObject(for: 0, indent: "") + "\n"
  }

  private func jsonObject(for index: Int, indent: String) -> String {
    let node = nodes[index]
    let inner = indent + "  "
    func text(_ string: String?) -> String { string.map { Value.string($0).jsonText } ?? "null" }
    let frame = [node.frame.x, node.frame.y, node.frame.width, node.frame.height]
      .map { Value.number($0).jsonText }.joined(separator: ", ")
    var members = [
      "\"class\": \(text(node.className))", "\"id\": \(text(node.id))",
      "\"outlet\": \(text(node.outlet))", "\"path\": \(text(node.path.description))",
      "\"frame\": [\(frame)]",
    ]
    if node.isHidden { members.append("\"hidden\": true") }
    let children = node.children.map { inner + "  " + jsonObject(for: $0, indent: inner + "  ") }
    members.append(
      children.isEmpty
        ? "\"children\": []"
        : "\"children\": [\n" + children.joined(separator: ",\n") + "\n" + inner + "]")
    return "{\n" + members.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + "}"
  }
}
