import LayoutCore
import LayoutExpressions

/// What a render supplies besides the template: canvas, data and the text measurer.
public struct SolveInput {
  public var canvas: Size
  public var state: [String: Value]
  public var constants: [String: Value]
  /// Localized strings by key, read by `strings.Key` symbols.
  public var strings: [String: String]
  public var layoutMode: LayoutMode
  /// State and constants set on individual nodes (by node index), which shadow those of their
  /// ancestors; `state` and `constants` above belong to the root.
  public var nodeData: [Int: NodeData]
  public var measurer: any TextMeasuring
  public var images: any ImageProviding

  public init(
    canvas: Size, state: [String: Value] = [:], constants: [String: Value] = [:],
    strings: [String: String] = [:], layoutMode: LayoutMode = .legacy,
    nodeData: [Int: NodeData] = [:], measurer: any TextMeasuring,
    images: any ImageProviding = NoImages()
  ) {
    self.images = images
    self.canvas = canvas
    self.state = state
    self.constants = constants
    self.strings = strings
    self.layoutMode = layoutMode
    self.nodeData = nodeData
    self.measurer = measurer
  }
}

/// State and constants of one node.
public struct NodeData: Sendable {
  public var state: [String: Value]
  public var constants: [String: Value]

  public init(state: [String: Value] = [:], constants: [String: Value] = [:]) {
    self.state = state
    self.constants = constants
  }
}

/// The Solve stage's entry point: evaluates a compiled template's expressions against state and
/// constants and solves every frame.
public enum LayoutSolver {
  public static func solve(_ template: CompiledTemplate, _ input: SolveInput)
    throws(Diagnostic) -> SolvedLayout
  {
    let session = SolverSession(template: template, input: input)
    return try session.solve()
  }

  /// Evaluates an expression as if it were written on `node` for `property`, with the node's
  /// properties, relatives, state and constants in scope (what `layout eval` does).
  public static func evaluate(
    _ expression: CompiledExpression, property: String, node: Int = 0,
    in template: CompiledTemplate, _ input: SolveInput
  ) throws(Diagnostic) -> Value {
    let session = SolverSession(template: template, input: input)
    return try session.evaluate(expression, of: SymbolKey(node: node, name: property))
  }
}

/// A key for one solved quantity: a node's layout property or other property.
struct SymbolKey: Hashable {
  var node: Int
  var name: String
  /// The flat cache slot, for layout properties.
  var layoutSlot: Int?

  init(node: Int, name: String) {
    self.node = node
    self.name = name
  }

  /// The key of a layout property.
  static func layout(_ node: Int, _ property: LayoutProperty) -> SymbolKey {
    var key = SymbolKey(node: node, name: property.name)
    key.layoutSlot = node * LayoutProperty.slotCount + property.slot
    return key
  }
}

/// The mutable state of one solve: caches, and the stack of symbols being evaluated, which
/// detects cycles.
final class SolverSession {
  let template: CompiledTemplate
  let input: SolveInput
  /// Solved layout values, `LayoutProperty.slotCount` per node; NaN when not solved yet.
  private var layoutCache: [Double]
  private var valueCache: [[String: Value]]
  private var textCache: [Int: [Double: TextMetrics]] = [:]
  private var styleCache: [Int: TextStyle] = [:]
  /// Children's frames by stack view.
  private var stackFrames: [Int: [Int: Rect]] = [:]
  /// `isHidden` by node, read for every sibling and child walk.
  private var hiddenCache: [Bool?]
  /// The symbols being evaluated, outermost first (for cycle paths), and the same as a set
  /// (for fast cycle checks).
  private(set) var evaluating: [SymbolKey] = []
  private var inProgress: Set<SymbolKey> = []
  /// Layout slots being solved, flat like `layoutCache`.
  private var layoutInProgress: [Bool]
  /// Names of the macros being expanded, innermost last.
  var macrosInUse: [String] = []
  /// Whether the template has macros at all.
  let hasMacros: Bool

  init(template: CompiledTemplate, input: SolveInput) {
    self.template = template
    self.input = input
    hasMacros = template.hasMacros
    layoutCache = Array(repeating: .nan, count: template.nodes.count * LayoutProperty.slotCount)
    layoutInProgress = Array(repeating: false, count: layoutCache.count)
    valueCache = Array(repeating: [:], count: template.nodes.count)
    hiddenCache = Array(repeating: nil, count: template.nodes.count)
  }

  func solve() throws(Diagnostic) -> SolvedLayout {
    var solved: [SolvedNode] = []
    solved.reserveCapacity(template.nodes.count)
    for node in template.nodes {
      solved.append(try solveNode(node))
    }
    return SolvedLayout(canvas: input.canvas, nodes: solved)
  }

  private func solveNode(_ node: CompiledNode) throws(Diagnostic) -> SolvedNode {
    var properties: [String: Value] = [:]
    properties.reserveCapacity(node.paintedProperties.count)
    for property in node.paintedProperties {
      properties[property.name] = try paintedValue(property, of: node)
    }
    let frame = Rect(
      x: try layout(node.index, .left), y: try layout(node.index, .top),
      width: try layout(node.index, .width), height: try layout(node.index, .height))
    let isText = if case .text = node.viewClass.intrinsicContent { true } else { false }
    var solved = SolvedNode(
      index: node.index, children: node.children, className: node.viewClass.name, id: node.id,
      outlet: node.outlet, path: node.path, frame: frame, isHidden: try isHidden(node.index),
      properties: properties, textStyle: isText ? try textStyle(node.index) : nil,
      draw: node.viewClass.draw, isScrollContainer: node.viewClass.isScrollContainer)
    if node.properties["image"] != nil, let image = try image(node.index) {
      solved.image = image
    }
    return solved
  }

  // MARK: - Values

  /// The value of a non-layout property: its expression, else the kind's default; struct
  /// properties take member expressions (`contentInset.top`) on top.
  func value(_ node: Int, _ name: String) throws(Diagnostic) -> Value {
    if let cached = valueCache[node][name] { return cached }
    let compiled = template.nodes[node]
    var result: Value
    if let expression = compiled.expression(for: name) {
      result = try evaluate(expression, of: SymbolKey(node: node, name: name))
    } else {
      result = compiled.properties[name]?.defaultValue ?? .null
    }
    result = try StructMembers.apply(to: result, of: name, node: compiled) {
      (member) throws(Diagnostic) in try value(node, member)
    }
    valueCache[node][name] = result
    return result
  }

  /// A painted property's value: cached if something read it already, else evaluated
  /// straight from the node's table.
  private func paintedValue(_ property: PaintedProperty, of node: CompiledNode)
    throws(Diagnostic) -> Value
  {
    if !valueCache[node.index].isEmpty, let cached = valueCache[node.index][property.name] {
      return cached
    }
    if property.hasMemberExpressions { return try value(node.index, property.name) }
    guard let expression = property.expression else { return property.defaultValue ?? .null }
    return try evaluate(expression, of: SymbolKey(node: node.index, name: property.name))
  }

  func isHidden(_ node: Int) throws(Diagnostic) -> Bool {
    if let cached = hiddenCache[node] { return cached }
    var hidden = false
    if case .bool(true) = try value(node, "isHidden") { hidden = true }
    hiddenCache[node] = hidden
    return hidden
  }

  func number(_ node: Int, _ name: String) throws(Diagnostic) -> Double {
    try value(node, name).numericValue ?? 0
  }

  func evaluate(_ expression: CompiledExpression, of key: SymbolKey) throws(Diagnostic) -> Value {
    // A constant reads nothing, so it cannot take part in a cycle.
    if let constant = expression.constantValue { return constant }
    try enter(key)
    defer { leave() }
    let context = NodeContext(session: self, nodeIndex: key.node)
    do {
      return try expression.evaluate(in: context)
    } catch {
      throw error.located(
        file: template.file, nodePath: template.nodes[key.node].path, attribute: key.name)
    }
  }

  /// Whether a symbol is being evaluated right now.
  func isEvaluating(_ key: SymbolKey) -> Bool {
    if let slot = key.layoutSlot { return layoutInProgress[slot] }
    return inProgress.contains(key)
  }

  private func leave() {
    let key = evaluating.removeLast()
    if let slot = key.layoutSlot {
      layoutInProgress[slot] = false
    } else {
      inProgress.remove(key)
    }
  }

  private func enter(_ key: SymbolKey) throws(Diagnostic) {
    guard isEvaluating(key), let start = evaluating.lastIndex(of: key) else {
      evaluating.append(key)
      if let slot = key.layoutSlot {
        layoutInProgress[slot] = true
      } else {
        inProgress.insert(key)
      }
      return
    }
    let cycle = (evaluating[start...] + [key]).map(describe)
    let node = template.nodes[key.node]
    throw Diagnostic(
      .error, code: "layout-cycle",
      message: "Circular reference: \(cycle.joined(separator: " → "))",
      file: template.file, range: node.sourceRange(for: key.name),
      nodePath: node.path, attribute: key.name,
      hints: [
        "break the cycle by giving one of these an expression that does not depend on the others"
      ])
  }

  func describe(_ key: SymbolKey) -> String {
    let node = template.nodes[key.node]
    let name = node.id ?? node.path.components.last?.description ?? node.viewClass.name
    return "\(name).\(key.name)"
  }

  // MARK: - Text

  func textStyle(_ node: Int) throws(Diagnostic) -> TextStyle {
    if let cached = styleCache[node] { return cached }
    let style = try evaluateTextStyle(node)
    styleCache[node] = style
    return style
  }

  private func evaluateTextStyle(_ node: Int) throws(Diagnostic) -> TextStyle {
    var style = try TextProperties.label.style { (name) throws(Diagnostic) in
      try value(node, name)
    }
    if case .bool(true) = try value(node, "adjustsFontSizeToFitWidth"), style.numberOfLines == 1,
      let width = template.nodes[node].layoutExpressions[LayoutProperty.width.slot],
      !width.usesAuto
    {
      style = try shrunk(style, toFit: layout(node, .width), node: node)
    }
    return style
  }

  /// `adjustsFontSizeToFitWidth`: the largest font size, down to `minimumScaleFactor` of the
  /// font's, at which the single line fits the given width.
  private func shrunk(_ style: TextStyle, toFit width: Double, node: Int) throws(Diagnostic)
    -> TextStyle
  {
    let text = try self.text(node)
    let natural = input.measurer.metrics(text, style: style, maxWidth: nil).size.width
    guard natural > width, width > 0 else { return style }
    let minimum = max(try number(node, "minimumScaleFactor"), 0.01)
    var fitted = style
    fitted.font.size = style.font.size * max(minimum, width / natural)
    // Sizes do not scale text width exactly: step down until it fits, or the minimum is hit.
    while fitted.font.size > style.font.size * minimum,
      input.measurer.metrics(text, style: fitted, maxWidth: nil).size.width > width
    {
      fitted.font.size = max(style.font.size * minimum, fitted.font.size - 0.5)
    }
    return fitted
  }

  /// The size of an image view's image, nil when it has none; a missing or unreadable image
  /// is an error located at the `image` attribute.
  func image(_ node: Int) throws(Diagnostic) -> (key: String, size: Size)? {
    guard case .image(let name) = try value(node, "image") else { return nil }
    do {
      return try input.images.image(named: name)
    } catch {
      let compiled = template.nodes[node]
      var located = error.located(file: template.file, nodePath: compiled.path, attribute: "image")
      located.range = located.range ?? compiled.sourceRange(for: "image")
      throw located
    }
  }

  /// A label's text: its attributed text when set, else its plain text.
  func text(_ node: Int) throws(Diagnostic) -> AttributedText {
    if template.nodes[node].has("attributedText"),
      case .attributed(let text) = try value(node, "attributedText")
    {
      return text
    }
    if case .string(let text) = try value(node, "text") { return AttributedText(plain: text) }
    return AttributedText(plain: "")
  }

  /// The node's text laid out at `maxWidth` (nil: unwrapped), measured once per width.
  func textMetrics(_ node: Int, maxWidth: Double?) throws(Diagnostic) -> TextMetrics {
    let key = maxWidth ?? -1
    if let cached = textCache[node]?[key] { return cached }
    let metrics = input.measurer.metrics(
      try text(node), style: try textStyle(node), maxWidth: maxWidth)
    textCache[node, default: [:]][key] = metrics
    return metrics
  }

  // MARK: - Layout

  func layout(_ node: Int, _ property: LayoutProperty) throws(Diagnostic) -> Double {
    let slot = node * LayoutProperty.slotCount + property.slot
    let cached = layoutCache[slot]
    if !cached.isNaN { return cached }
    if let frame = try arrangedFrame(node), let value = Self.frameValue(frame, property) {
      layoutCache[slot] = value
      return value
    }
    let key = SymbolKey.layout(node, property)
    let result: Double
    if let expression = template.nodes[node].layoutExpressions[property.slot] {
      result = try evaluate(expression, of: key).numericValue ?? 0
    } else {
      try enter(key)
      defer { leave() }
      result = try FrameDefaults(session: self, node: node).value(of: property)
    }
    layoutCache[slot] = result
    return result
  }

  /// The frame a stack view gives a child, if its parent arranges its children.
  private func arrangedFrame(_ node: Int) throws(Diagnostic) -> Rect? {
    guard let parent = template.nodes[node].parent,
      template.nodes[parent].viewClass.arrangesChildren, try !isHidden(node)
    else { return nil }
    if let frames = stackFrames[parent] { return frames[node] }
    let key = SymbolKey(node: parent, name: "arrangement")
    try enter(key)
    defer { leave() }
    let frames = try StackLayout(session: self, stack: parent).frames()
    stackFrames[parent] = frames
    return frames[node]
  }

  private static func frameValue(_ frame: Rect, _ property: LayoutProperty) -> Double? {
    switch property {
    case .left: return frame.x
    case .top: return frame.y
    case .width: return frame.width
    case .height: return frame.height
    default: return nil
    }
  }

  /// The size percentages refer to: the parent's size less its content insets, or the canvas
  /// for the root.
  func containerSize(of node: Int, axis: PercentAxis) throws(Diagnostic) -> Double {
    guard let parent = template.nodes[node].parent else {
      return axis == .horizontal ? input.canvas.width : input.canvas.height
    }
    return try ownContainerSize(of: parent, axis: axis)
  }

  /// A node's own size less its content insets: what its children's percentages refer to.
  func ownContainerSize(of node: Int, axis: PercentAxis) throws(Diagnostic) -> Double {
    let size = try layout(node, axis == .horizontal ? .width : .height)
    guard template.nodes[node].viewClass.isScrollContainer,
      case .insets(let insets) = try value(node, "contentInset")
    else { return size }
    return axis == .horizontal
      ? size - insets.left - insets.right : size - insets.top - insets.bottom
  }

  /// `layer.anchorPoint`, (0.5, 0.5) unless set.
  func anchorPoint(_ node: Int) throws(Diagnostic) -> Point {
    if case .point(let point) = try value(node, "layer.anchorPoint") { return point }
    return Point(x: 0.5, y: 0.5)
  }
}
