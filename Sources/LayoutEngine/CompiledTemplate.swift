import LayoutCore
import LayoutExpressions
import LayoutSyntax

/// A template whose every expression is parsed and type-checked: the reusable result of
/// loading. Rendering it with new state re-evaluates, re-solves and re-paints only.
public struct CompiledTemplate: Sendable {
  /// Nodes in depth-first order; the root is at index 0.
  public internal(set) var nodes: [CompiledNode]
  public var file: String?
  /// Located warnings found while compiling (errors are thrown instead).
  public internal(set) var warnings: [Diagnostic]
  /// What each symbol of the template's expressions refers to, by its `SymbolTable` number.
  let symbols: [SymbolBinding]
  /// Whether any node declares a `<macro>` (most templates have none).
  public var hasMacros: Bool { nodes.contains { !$0.macros.isEmpty } }

  public var root: CompiledNode { nodes[0] }

  /// The binding of symbol `number`, if it is `name` (an expression compiled with another
  /// table may bring a number of its own).
  func symbol(_ number: Int, named name: String) -> SymbolBinding? {
    guard number >= 0, number < symbols.count, symbols[number].name == name else { return nil }
    return symbols[number]
  }

  /// The number of value cache slots of all nodes together.
  var cacheSize: Int { nodes.last.map { $0.cacheBase + $0.slots.count } ?? 0 }
}

/// One node of a compiled template. A reference type, so solving reads it without copying;
/// the compiler finishes it and nothing changes it afterwards.
public final class CompiledNode: @unchecked Sendable {
  public let index: Int
  public let parent: Int?
  public internal(set) var children: [Int] = []
  /// The node's position among its parent's children.
  public internal(set) var siblingPosition: Int = 0
  public let viewClass: ViewClass
  /// Every property the node's class accepts, inherited ones included.
  public let properties: PropertyTable
  public let id: String?
  /// The literal `outlet` attribute, if any.
  public let outlet: String?
  public let path: NodePath
  /// Compiled expressions by property name, in source order.
  public let expressions: [NodeExpression]
  /// `<macro>` declarations of this node, by name; descendants see them too.
  public let macros: [String: CompiledExpression]
  public let range: SourceRange
  /// The cache slot of each property (by its number in `properties`) that the template sets or
  /// sets members of, numbered from 0 within the node; -1 for the others, whose value is their
  /// default.
  let valueSlots: [Int]
  /// What each cache slot holds.
  let slots: [ValueSlot]
  /// Where this node's slots start in a solve's flat value cache.
  internal(set) var cacheBase = 0
  /// Painted values known before solving (defaults and constant expressions), by property
  /// number; `.null` for properties with no value and for those in `paintedDynamic`.
  let paintedBase: [Value]
  /// The numbers of the painted properties evaluated at each solve.
  let paintedDynamic: [Int]
  /// Whether the node's size or position on each axis comes from its parent's size, which
  /// keeps it out of its parent's `auto` size.
  private(set) var followsParent: (horizontal: Bool, vertical: Bool) = (false, false)
  /// A text kind's style when it is known before solving.
  private(set) var constantTextStyle: TextStyle?
  /// Expressions by property name.
  private let expressionIndex: [String: Int]
  /// Layout property expressions by `LayoutProperty.slot`, for the solver's hot path.
  let layoutExpressions: [CompiledExpression?]

  /// `isHidden` when it is known before solving (a constant or the default), else nil.
  var visibility: Value? {
    guard let expression = expression(for: "isHidden") else { return .bool(false) }
    return expression.constantValue
  }

  init(
    index: Int, parent: Int?, viewClass: ViewClass, properties: PropertyTable,
    id: String?, outlet: String?, path: NodePath, expressions: [NodeExpression],
    macros: [String: CompiledExpression], range: SourceRange
  ) {
    self.index = index
    self.parent = parent
    self.viewClass = viewClass
    self.properties = properties
    self.id = id
    self.outlet = outlet
    self.path = path
    self.expressions = expressions
    self.macros = macros
    self.range = range
    var expressionIndex: [String: Int] = [:]
    for (position, expression) in expressions.enumerated() {
      expressionIndex[expression.property] = position
    }
    self.expressionIndex = expressionIndex
    layoutExpressions = LayoutProperty.bySlot.map { property in
      expressionIndex[property.rawValue].map { expressions[$0].expression }
    }
    (valueSlots, slots) = ValueSlot.assign(properties, expressions, expressionIndex)
    (paintedBase, paintedDynamic) = ValueSlot.painted(properties, valueSlots, slots)
    followsParent = (
      ParentDependence.follows(self, axis: .horizontal),
      ParentDependence.follows(self, axis: .vertical)
    )
    constantTextStyle = makeConstantTextStyle()
  }

  /// The compiled expression for a property, if the template sets it.
  public func expression(for property: String) -> CompiledExpression? {
    expressionIndex[property].map { expressions[$0].expression }
  }

  /// Whether the template sets this property.
  public func has(_ property: String) -> Bool {
    expressionIndex[property] != nil
  }

  /// Whether the template sets this layout property.
  func has(_ property: LayoutProperty) -> Bool {
    layoutExpressions[property.slot] != nil
  }

  /// Where the expression for a property was written.
  public func sourceRange(for property: String) -> SourceRange? {
    expressionIndex[property].map { expressions[$0].range }
  }
}

/// A property's compiled expression and where its text is.
public struct NodeExpression: Sendable {
  public var property: String
  public var expression: CompiledExpression
  public var range: SourceRange
}

/// The Evaluate stage's entry point: compiles a read template against the view-class registry.
public enum TemplateCompiler {
  /// Compiles every node and expression, collecting all errors before throwing them together.
  public static func compile(
    _ template: Template, registry: ViewClassRegistry = .standard
  ) throws(DiagnosticError) -> CompiledTemplate {
    var compiler = NodeCompiler(file: template.file, registry: registry)
    compiler.compile(template.root, parent: nil, path: NodePath(), ordinal: 1)
    var cacheBase = 0
    for node in compiler.nodes {
      node.cacheBase = cacheBase
      cacheBase += node.slots.count
    }
    if compiler.diagnostics.allSatisfy({ $0.severity != .error }),
      let cycle = DependencyGraph(nodes: compiler.nodes).cycle()
    {
      compiler.diagnostics.append(compiler.cycleError(cycle))
    }
    let errors = compiler.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else { throw DiagnosticError(compiler.diagnostics) }
    let tables = compiler.propertyTables.values.sorted { $0.number < $1.number }
    return CompiledTemplate(
      nodes: compiler.nodes, file: template.file, warnings: compiler.diagnostics,
      symbols: compiler.symbols.names.map { SymbolBinding($0, tables: tables) })
  }
}

/// Attributes that configure the node rather than set a view property.
private let nodeAttributes: Set<String> = ["id", "outlet"]
/// Attributes whose support arrives with composition.
private let compositionAttributes: Set<String> = ["xml", "template"]

private struct NodeCompiler {
  let file: String?
  let registry: ViewClassRegistry
  /// Merged property tables by class name, built once per class.
  var propertyTables: [String: PropertyTable] = [:]
  /// Numbers the symbols of every expression of the template.
  let symbols = SymbolTable()
  var nodes: [CompiledNode] = []
  var diagnostics: [Diagnostic] = []

  mutating func compile(_ node: TemplateNode, parent: Int?, path: NodePath, ordinal: Int) {
    let nodePath = path.appending(
      NodePath.Component(className: node.className, id: node.id, ordinal: ordinal))
    guard let viewClass = registry.viewClass(named: node.className) else {
      diagnostics.append(unknownClass(node, path: nodePath))
      return
    }
    let index = nodes.count
    nodes.append(
      CompiledNode(
        index: index, parent: parent, viewClass: viewClass,
        properties: properties(of: viewClass), id: node.id,
        outlet: node.attribute("outlet")?.value, path: nodePath,
        expressions: compileExpressions(node, viewClass, nodePath),
        macros: compileMacros(node, nodePath), range: node.range))
    // A stack view places its children itself: their frame expressions are all ignored.
    if !(parent.map { nodes[$0].viewClass.arrangesChildren } ?? false) {
      diagnostics += RedundancyCheck.warnings(for: nodes[index], file: file)
    }
    var seen: [String: Int] = [:]
    for child in node.children {
      seen[child.className, default: 0] += 1
      let childIndex = nodes.count
      compile(child, parent: index, path: nodePath, ordinal: seen[child.className]!)
      if childIndex < nodes.count {
        nodes[childIndex].siblingPosition = nodes[index].children.count
        nodes[index].children.append(childIndex)
      }
    }
  }

  private mutating func properties(of viewClass: ViewClass) -> PropertyTable {
    if let table = propertyTables[viewClass.name] { return table }
    let table = PropertyTable(registry.properties(of: viewClass), number: propertyTables.count)
    propertyTables[viewClass.name] = table
    return table
  }

  private mutating func compileExpressions(
    _ node: TemplateNode, _ viewClass: ViewClass, _ path: NodePath
  ) -> [NodeExpression] {
    let properties = self.properties(of: viewClass)
    var compiled: [NodeExpression] = []
    for attribute in node.attributes where !nodeAttributes.contains(attribute.name) {
      if compositionAttributes.contains(attribute.name) {
        diagnostics.append(
          located(
            Diagnostic(
              .error, code: "unsupported-attribute",
              message: "'\(attribute.name)' (template composition) is not supported yet",
              range: attribute.nameRange), path, attribute.name))
        continue
      }
      guard let spec = properties[attribute.name] else {
        if !isCommentedOut(attribute.value) {
          diagnostics.append(unknownProperty(attribute, viewClass, properties, path))
        }
        continue
      }
      if ExpressionCompiler.isAbsent(attribute.value) { continue }
      if let expression = compileExpression(
        attribute.value, spec.type, at: attribute.valueRange.start, path, attribute.name)
      {
        compiled.append(
          NodeExpression(
            property: attribute.name, expression: expression, range: attribute.valueRange))
      }
    }
    if let body = node.body {
      compileBody(body, node, viewClass, path, into: &compiled)
    }
    return compiled
  }

  /// Macros are expression text reused by name; they are compiled as `Any` and cast by the
  /// expression that reads them.
  private mutating func compileMacros(_ node: TemplateNode, _ path: NodePath)
    -> [String: CompiledExpression]
  {
    var macros: [String: CompiledExpression] = [:]
    for macro in node.macros {
      if let expression = compileExpression(
        macro.value.value, .any, at: macro.value.valueRange.start, path, "macro \(macro.name)")
      {
        macros[macro.name] = expression
      }
    }
    return macros
  }

  /// Text content sets the class's body property; HTML content its attributed one (research
  /// §a.3), replacing an attribute for the same property.
  private mutating func compileBody(
    _ body: TemplateBody, _ node: TemplateNode, _ viewClass: ViewClass, _ path: NodePath,
    into compiled: inout [NodeExpression]
  ) {
    let property =
      body.isHTML ? viewClass.attributedBodyProperty ?? viewClass.bodyProperty : viewClass.bodyProperty
    guard let property else {
      diagnostics.append(
        located(
          Diagnostic(
            .error, code: "unexpected-body",
            message: "\(viewClass.name) does not support inline (X)HTML content",
            range: body.range, hints: ["put text in a UILabel, or remove it"]), path, nil))
      return
    }
    let type: ExpressionType = body.isHTML ? .attributedString : .string
    compiled.removeAll { $0.property == property }
    if let expression = compileExpression(body.text, type, at: body.range.start, path, property) {
      compiled.append(NodeExpression(property: property, expression: expression, range: body.range))
    }
  }

  private mutating func compileExpression(
    _ source: String, _ type: ExpressionType, at start: SourceLocation, _ path: NodePath,
    _ attribute: String
  ) -> CompiledExpression? {
    do {
      return try ExpressionCompiler.compile(source, as: type, at: start, symbols: symbols)
    } catch {
      diagnostics.append(located(error, path, attribute))
      return nil
    }
  }

  private func located(_ diagnostic: Diagnostic, _ path: NodePath, _ attribute: String?)
    -> Diagnostic
  {
    diagnostic.located(file: file, nodePath: path, attribute: attribute)
  }

  /// A cycle of layout expressions, located at the first expression in it.
  func cycleError(_ cycle: [DependencyGraph.Vertex]) -> Diagnostic {
    let names = cycle.map { vertex -> String in
      let node = nodes[vertex.node]
      let name = node.id ?? node.path.components.last?.description ?? node.viewClass.name
      return "\(name).\(vertex.property.name)"
    }
    let first = nodes[cycle[0].node]
    return Diagnostic(
      .error, code: "layout-cycle",
      message: "Circular reference: \(names.joined(separator: " → "))", file: file,
      range: first.sourceRange(for: cycle[0].property.rawValue), nodePath: first.path,
      attribute: cycle[0].property.rawValue,
      hints: [
        "break the cycle by giving one of these an expression that does not depend on the others"
      ])
  }

  private func unknownClass(_ node: TemplateNode, path: NodePath) -> Diagnostic {
    let suggestion = Suggestions.closest(to: node.className, in: registry.names)
    return Diagnostic(
      .error, code: "unknown-class", message: "Unknown class \(node.className)", file: file,
      range: node.classRange, nodePath: path,
      hints: suggestion.map { ["did you mean '\($0)'?"] }
        ?? ["known classes: \(registry.names.joined(separator: ", "))"])
  }

  private func unknownProperty(
    _ attribute: TemplateAttribute, _ viewClass: ViewClass, _ properties: PropertyTable,
    _ path: NodePath
  ) -> Diagnostic {
    let suggestion = Suggestions.closest(to: attribute.name, in: properties.names)
    return Diagnostic(
      .error, code: "unknown-property",
      message: "Unknown property \(attribute.name) of \(viewClass.name)", file: file,
      range: attribute.nameRange, nodePath: path, attribute: attribute.name,
      hints: suggestion.map { ["did you mean '\($0)'?"] } ?? [])
  }
}

/// A value that starts with `//` (or is `{// …}`) is commented out: Layout ignores it even for
/// attributes it does not know.
private func isCommentedOut(_ value: String) -> Bool {
  var text = value.drop { $0.isWhitespace }
  if text.first == "{" { text = text.dropFirst().drop { $0.isWhitespace } }
  return text.hasPrefix("//")
}
