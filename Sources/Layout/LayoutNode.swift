import Foundation
import LayoutCore
import LayoutEngine
import LayoutExpressions
import LayoutSyntax
import LayoutViews

/// A view in a tree built in Swift or loaded from XML, as Layout's `LayoutNode`: a class name,
/// expressions for its properties, children, and state and constants of its own.
///
/// The tree is compiled once, on first use; `setState(_:)` then only re-evaluates and
/// re-solves. A node is not thread-safe: render each tree on one thread at a time.
public final class LayoutNode {
  /// The view class, such as `UIView`, `UILabel` or a registered kind.
  public let className: String
  public let id: String?
  /// Property expressions in the order they were given.
  public let expressions: [(name: String, expression: String)]
  public let children: [LayoutNode]
  /// State values of this node; its expressions and its descendants' read them.
  public private(set) var state: [String: Value]
  /// Constants of this node; state of the same node shadows them.
  public var constants: [String: Value]
  /// The file the tree was loaded from, for messages.
  public let file: String?

  private var compiled: CompiledTemplate?
  private var cachedRenderer: Renderer?

  /// A node with expressions given as a dictionary (applied in key order).
  public init(
    class className: String = "UIView", id: String? = nil, state: [String: Value] = [:],
    constants: [String: Value] = [:], expressions: [String: String] = [:],
    children: [LayoutNode] = []
  ) {
    self.className = className
    self.id = id
    self.state = state
    self.constants = constants
    self.expressions = expressions.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    self.children = children
    self.file = nil
  }

  private init(_ node: TemplateNode, file: String?) {
    className = node.className
    id = node.id
    var expressions = node.attributes.filter { $0.name != "id" }.map { ($0.name, $0.value) }
    if let body = node.body { expressions.append(("text", body.text)) }
    self.expressions = expressions
    children = node.children.map { LayoutNode($0, file: file) }
    state = [:]
    constants = [:]
    self.file = file
  }

  /// Loads a tree from Layout XML, checking it against the built-in kinds and `registry`;
  /// `xml=` and `template=` files are read from `file`'s folder, as `access` allows.
  public static func load(
    xml: String, file: String? = nil, registry: ViewClassRegistry = .standard,
    access: TemplateAccess = TemplateAccess()
  ) throws(DiagnosticError) -> LayoutNode {
    var template = try TemplateReader.read(
      bytes: Array(xml.utf8), file: file, limits: access.xmlLimits)
    if TemplateComposition.isNeeded(template.root) {
      var composition = TemplateComposition(
        registry: registry, loader: TemplateFiles(templateFile: file, access: access))
      composition.maximumElements = access.xmlLimits.elements
      template = try composition.resolve(template)
    }
    let node = LayoutNode(template.root, file: file)
    node.compiled = try TemplateCompiler.compile(template, registry: registry)
    return node
  }

  /// Loads a tree from a Layout XML file.
  public static func load(
    contentsOfFile path: String, registry: ViewClassRegistry = .standard,
    access: TemplateAccess = TemplateAccess()
  ) throws(DiagnosticError) -> LayoutNode {
    let bytes = try FileAccess.read(path, what: "template", limit: access.fileSizeLimit)
    return try load(
      xml: String(decoding: bytes, as: UTF8.self), file: path, registry: registry,
      access: access)
  }

  // MARK: - State

  /// Merges values into this node's state, as Layout's `setState` with a dictionary does.
  /// Swift values become expression values: strings, numbers, booleans, arrays, `Value`s;
  /// nested dictionaries are reachable by key path (`user.name`); dictionaries inside arrays
  /// become `Value.object`s (rows of a list).
  public func setState(_ values: [String: Any]) throws(DiagnosticError) {
    for (key, value) in values {
      try Self.flatten(value, key: key, into: &state)
    }
  }

  /// Replaces this node's state with the fields of an `Encodable` value (nested fields by key
  /// path), as Layout's `setState` with a struct does. Dictionaries merge instead.
  public func setState<State: Encodable>(_ value: State) throws(DiagnosticError) {
    // A dictionary whose values happen to be Encodable (`["count": 12]`) still merges.
    if let dictionary = value as? [String: Any] {
      try setState(dictionary)
      return
    }
    let data: Data
    do {
      data = try JSONEncoder().encode(value)
    } catch {
      throw DiagnosticError(.error, code: .invalidState, message: "Cannot encode state: \(error)")
    }
    state = try StateFile.parse([UInt8](data), file: "<state>")
  }

  private static func flatten(_ value: Any, key: String, into state: inout [String: Value])
    throws(DiagnosticError)
  {
    switch value {
    case let nested as [String: Any]:
      for (member, element) in nested {
        try flatten(element, key: key + "." + member, into: &state)
      }
    default:
      state[key] = try convert(value, key: key)
    }
  }

  private static func convert(_ value: Any, key: String) throws(DiagnosticError) -> Value {
    switch value {
    case let value as Value: return value
    case let string as String: return .string(string)
    case let flag as Bool: return .bool(flag)
    case let number as Int: return .number(Double(number))
    case let number as Double: return .number(number)
    case let number as Float: return .number(Double(number))
    case let color as Color: return .color(color)
    case let array as [Any]:
      var elements: [Value] = []
      for element in array { elements.append(try convert(element, key: key)) }
      return .array(elements)
    case let dictionary as [String: Any]:
      var members: [String: Value] = [:]
      for (member, element) in dictionary {
        members[member] = try convert(element, key: key + "." + member)
      }
      return .object(members)
    case Optional<Any>.none: return .null
    default:
      throw DiagnosticError(
        .error, code: .invalidState,
        message: "State value for '\(key)' has unsupported type \(type(of: value))")
    }
  }

  // MARK: - Rendering

  /// The tree's solved frames.
  public func layout(options: RenderOptions = RenderOptions(), renderer: Renderer? = nil)
    throws(DiagnosticError) -> SolvedLayout
  {
    let renderer = try resolved(renderer)
    let (template, options) = try prepare(options, registry: renderer.registry)
    return try renderer.solve(template, options: options)
  }

  /// Renders the tree to PNG, SVG or PDF bytes (the format is in `options`).
  public func render(options: RenderOptions = RenderOptions(), renderer: Renderer? = nil)
    throws(DiagnosticError) -> [UInt8]
  {
    let renderer = try resolved(renderer)
    let (template, options) = try prepare(options, registry: renderer.registry)
    return try renderer.render(template, options: options)
  }

  /// Renders the tree to a file, atomically; the format follows `options`.
  public func render(
    to path: String, options: RenderOptions = RenderOptions(), renderer: Renderer? = nil
  ) throws(DiagnosticError) {
    try FileAccess.writeAtomically(render(options: options, renderer: renderer), to: path)
  }

  /// The given renderer, else one made on first use and kept.
  private func resolved(_ given: Renderer?) throws(DiagnosticError) -> Renderer {
    if let given { return given }
    if let cachedRenderer { return cachedRenderer }
    let created = try Renderer()
    cachedRenderer = created
    return created
  }

  /// The compiled tree, and the options with every node's state and constants added.
  private func prepare(_ options: RenderOptions, registry: ViewClassRegistry)
    throws(DiagnosticError)
    -> (LayoutTemplate, RenderOptions)
  {
    if compiled == nil {
      compiled = try TemplateCompiler.compile(
        Template(file: file, root: templateNode()), registry: registry)
    }
    var options = options
    var index = 0
    visit { node in
      if !node.state.isEmpty || !node.constants.isEmpty {
        options.nodeData[index] = NodeData(state: node.state, constants: node.constants)
      }
      index += 1
    }
    return (LayoutTemplate(compiled: compiled!), options)
  }

  /// Depth-first, parents before children: the order the compiler numbers nodes in.
  private func visit(_ body: (LayoutNode) -> Void) {
    body(self)
    for child in children { child.visit(body) }
  }

  private func templateNode() -> TemplateNode {
    let here = SourceRange(at: SourceLocation(line: 1, column: 1))
    var attributes = expressions.map {
      TemplateAttribute(name: $0.name, value: $0.expression, nameRange: here, valueRange: here)
    }
    if let id {
      let attribute = TemplateAttribute(name: "id", value: id, nameRange: here, valueRange: here)
      attributes.insert(attribute, at: 0)
    }
    return TemplateNode(
      className: className, classRange: here, attributes: attributes,
      children: children.map { $0.templateNode() }, range: here)
  }
}
