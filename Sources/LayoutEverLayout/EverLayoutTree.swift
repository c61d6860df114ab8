import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutViews

/// The views of an EverLayout layout in drawing order: pre-order, siblings by ascending
/// z-index (document order among equals), each with its kind and its properties read into
/// the kind's property values.
struct EverLayoutTree {
  struct Node {
    var view: EverLayoutDocument.View
    var parent: Int?
    var children: [Int] = []
    var kind: ViewClass
    var path: NodePath
    var values: [String: Value] = [:]
    var textStyle: TextStyle?
    /// The image a UIImageView or a UIButton shows, by name.
    var image: String?
    /// A UIButton's background image, by name.
    var backgroundImage: String?
    /// The constraints of the view and then of its templates.
    var constraints: [EverLayoutDocument.ConstraintEntry] = []
  }

  private(set) var nodes: [Node] = []
  private(set) var warnings: [Diagnostic] = []
  /// Node indices by view id (ids are global in a layout; the first view of an id wins).
  private(set) var ids: [String: Int] = [:]
  let file: String?

  init(document: EverLayoutDocument, registry: ViewClassRegistry, file: String?) {
    self.file = file
    add(document.root, parent: nil, path: NodePath(), document: document, registry: registry)
  }

  private mutating func add(
    _ view: EverLayoutDocument.View, parent: Int?, path: NodePath,
    document: EverLayoutDocument, registry: ViewClassRegistry
  ) {
    let kind = self.kind(of: view, registry: registry)
    let ordinal = parent.map { nodes[$0].children.count } ?? 0
    let index = nodes.count
    var node = Node(
      view: view, parent: parent, kind: kind,
      path: path.appending(
        NodePath.Component(className: kind.name, id: view.id, ordinal: ordinal + 1)))
    if ids[view.id] == nil {
      ids[view.id] = index
    } else {
      warn("A second view with the id '\(view.id)'", at: view.keyRange)
    }
    let templates = view.templates.compactMap { name -> EverLayoutDocument.View? in
      if let template = document.templates[name] { return template }
      warn("Unknown template '\(name)'", at: view.keyRange)
      return nil
    }
    // The view's own properties win over its templates' (the first template over later ones).
    for source in templates.reversed() + [view] { read(source.properties, into: &node, registry) }
    node.constraints = view.constraints + templates.flatMap(\.constraints)
    nodes.append(node)
    if let parent { nodes[parent].children.append(index) }
    let ordered = view.views.enumerated().sorted {
      ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
    }
    for child in ordered {
      add(child.element, parent: index, path: node.path, document: document, registry: registry)
    }
  }

  private mutating func kind(of view: EverLayoutDocument.View, registry: ViewClassRegistry)
    -> ViewClass
  {
    let fallback = registry.viewClass(named: "UIView")!
    guard let name = view.className else { return fallback }
    if let kind = registry.viewClass(named: name) { return kind }
    warn(
      "Unknown class '\(name)': the view is a UIView", at: view.keyRange,
      hint: Suggestions.closest(to: name, in: registry.names).map { "did you mean '\($0)'?" })
    return fallback
  }

  // MARK: - Properties

  private mutating func read(
    _ properties: [(name: String, value: String, range: SourceRange)], into node: inout Node,
    _ registry: ViewClassRegistry
  ) {
    let isLabel = registry.isKind(node.kind, of: "UILabel")
    let isButton = registry.isKind(node.kind, of: "UIButton")
    for (name, text, range) in properties {
      switch name {
      case "backgroundColor", "borderColor", "textColor":
        guard let color = Self.color(text) else {
          let placeholder = text.hasPrefix("#{") && text.hasSuffix("}")
          warn(
            "Invalid colour '\(text)'", at: range,
            hint: placeholder ? "the placeholder has no value: give it one with --state" : nil)
          continue
        }
        let property =
          name == "borderColor"
          ? "layer.borderColor" : name == "textColor" && isButton ? "titleColor" : name
        node.values[property] = .color(color)
      case "cornerRadius", "borderWidth":
        node.values["layer." + name] = .number(Double(text) ?? 0)
      case "alpha": node.values["alpha"] = .number(Double(text) ?? 1)
      case "hidden": node.values["isHidden"] = .bool(text.lowercased() == "true")
      case "clipToBounds": node.values["clipsToBounds"] = .bool(text.lowercased() == "true")
      case "contentMode", "lineBreakMode", "textAlignment":
        node.values[name] = .string(text)
      case "text": node.values[isButton ? "title" : "text"] = .string(text)
      case "numberOfLines": node.values["numberOfLines"] = .number(Double(text) ?? 1)
      case "fontSize":
        let size = Double(text) ?? (isButton ? 16 : 17)
        node.values[isButton ? "titleLabel.font" : "font"] = .font(
          FontDescriptor(family: "system", size: size))
      case "image", "backgroundImage":
        node.values[name] = .image(text)
        if name == "image" { node.image = text } else { node.backgroundImage = text }
      case "placeholder": node.values["placeholder"] = .string(text)
      case "contentInset":
        let numbers = Self.numbers(text)
        guard numbers.count == 4 else { continue }
        node.values["contentInset"] = .insets(
          EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]))
      case "contentOffset":
        let numbers = Self.numbers(text)
        guard numbers.count == 2 else { continue }
        node.values["contentOffset"] = .point(Point(x: numbers[0], y: numbers[1]))
      default:
        warn(
          "Unknown property '\(name)'", at: range,
          hint: Suggestions.closest(to: name, in: Self.propertyNames).map {
            "did you mean '\($0)'?"
          })
      }
    }
    if isLabel { node.textStyle = Self.textStyle(node.values) }
  }

  /// The properties a view model may set (each kind reads those that apply to it).
  static let propertyNames = [
    "backgroundColor", "borderColor", "textColor", "cornerRadius", "borderWidth", "alpha",
    "hidden", "clipToBounds", "contentMode", "lineBreakMode", "textAlignment", "text",
    "numberOfLines", "fontSize", "image", "backgroundImage", "placeholder", "contentInset",
    "contentOffset",
  ]

  /// A label's style from its values: the system font at `fontSize` (17), its alignment,
  /// lines and line breaks.
  static func textStyle(_ values: [String: Value]) -> TextStyle {
    var style = TextStyle()
    if case .font(let font)? = values["font"] { style.font = font }
    if case .string(let name)? = values["textAlignment"],
      let alignment = TextAlignment(rawValue: name)
    {
      style.alignment = alignment
    }
    if case .number(let lines)? = values["numberOfLines"] { style.numberOfLines = Int(lines) }
    if case .string(let name)? = values["lineBreakMode"], let mode = LineBreakMode(rawValue: name) {
      style.lineBreakMode = mode
    }
    return style
  }

  /// EverLayout's colours: UIKit's basic names, else 6 or 8 hex digits (alpha last), `#`s
  /// removed.
  static func color(_ text: String) -> Color? {
    let names: [String: Color] = [
      "black": .black, "white": .white, "clear": Color(white: 0, alpha: 0),
      "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 1, blue: 0),
      "blue": Color(red: 0, green: 0, blue: 1), "cyan": Color(red: 0, green: 1, blue: 1),
      "yellow": Color(red: 1, green: 1, blue: 0), "magenta": Color(red: 1, green: 0, blue: 1),
      "orange": Color(red: 1, green: 0.5, blue: 0), "purple": Color(red: 0.5, green: 0, blue: 0.5),
      "brown": Color(red: 0.6, green: 0.4, blue: 0.2), "darkGray": Color(white: 1 / 3),
      "gray": Color(white: 0.5), "lightGray": Color(white: 2 / 3),
    ]
    if let named = names[text] { return named }
    let digits = text.filter { $0 != "#" && $0 != " " && $0 != "\n" && $0 != "\t" }
    guard digits.count == 6 || digits.count == 8 else { return nil }
    return Color(hex: "#" + digits)
  }

  /// The numbers of `"{1, 2, 3, 4}"`.
  static func numbers(_ text: String) -> [Double] {
    text.split { "{}, ".contains($0) }.compactMap { Double($0) }
  }

  private mutating func warn(_ message: String, at range: SourceRange, hint: String? = nil) {
    warnings.append(
      Diagnostic(
        .warning, code: .everLayoutIgnored, message: message, file: file, range: range,
        hints: hint.map { [$0] } ?? []))
  }

  // MARK: - The solved tree

  /// The nodes with their frames (given in the root's coordinates) in their parents'.
  func solvedNodes(frames: [Rect], content: IntrinsicContent, registry: ViewClassRegistry)
    -> [SolvedNode]
  {
    var tables = PropertyTables()
    return nodes.indices.map { index in
      let node = nodes[index]
      var frame = frames[index]
      if let parent = node.parent {
        frame.origin.x -= frames[parent].origin.x
        frame.origin.y -= frames[parent].origin.y
      }
      let isHidden = node.values["isHidden"] == .bool(true)
      var solved = SolvedNode(
        index: index, children: node.children, kind: node.kind, in: registry, path: node.path,
        frame: frame,
        properties: PropertyValues(
          table: tables.table(for: node.kind, in: registry), values: node.values),
        isHidden: isHidden, textStyle: node.textStyle, image: content.images[index])
      solved.id = node.view.id
      if let text = node.view.properties.last(where: { $0.name == "text" }) {
        solved.textSource = TextSource(file: file, attribute: "text", range: text.range)
      }
      if let background = content.backgroundImages[index] {
        solved.images["backgroundImage"] = background
      }
      return solved
    }
  }
}
