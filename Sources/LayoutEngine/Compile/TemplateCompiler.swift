import LayoutCore
import LayoutExpressions
import LayoutSyntax
import LayoutViews

/// The Compile stage's entry point: compiles a read template against the view-class registry.
package enum TemplateCompiler {
  /// Compiles every node and expression, collecting all errors before throwing them together.
  package static func compile(
    _ template: Template, registry: ViewClassRegistry = .standard
  ) throws(DiagnosticError) -> CompiledTemplate {
    var compiler = NodeCompiler(
      templateFile: template.file, file: template.file, registry: registry)
    compiler.compile(template.root, parent: nil, path: NodePath(), ordinal: 1)
    let compiled = compiler.finish()
    guard let compiled else { throw DiagnosticError(compiler.diagnostics) }
    return compiled
  }
}

/// Attributes that configure the node rather than set a view property: its name, and the
/// bindings to the app's code (outlet, delegate, data source), which draw nothing.
private func isNodeAttribute(_ name: String) -> Bool {
  switch name {
  case "id", "outlet", "delegate", "dataSource": return true
  default: return false
  }
}
/// Attributes that `TemplateComposition` resolves before compiling.
private func isCompositionAttribute(_ name: String) -> Bool {
  name == "xml" || name == "template"
}

/// What a node's property table depends on: its class, and whether it is an item of a box.
struct PropertyTableKey: Hashable {
  let className: String
  let isBoxItem: Bool
}

struct NodeCompiler {
  let templateFile: String?
  /// The file of the element or attribute being compiled, for messages.
  var file: String?
  let registry: ViewClassRegistry
  /// Merged property tables by class name and whether the node is a box's item (which takes
  /// the box options too), built once per class.
  var propertyTables: [PropertyTableKey: PropertyTable] = [:]
  /// What compiling reads about each class, gathered once per class.
  var kindFacts: [String: KindFacts] = [:]
  /// Numbers the symbols of every expression of the template.
  let symbols: SymbolTable
  /// Compiles each repeated expression text once, sharing it among its attributes.
  let expressionCache: ExpressionCache
  var nodes: [CompiledNode] = []
  var diagnostics: [Diagnostic] = []
  /// The cell templates of list nodes, by node index.
  var lists: [Int: ListTemplates] = [:]
  /// The outlets named so far, with the path of the node naming each.
  var outlets: [String: NodePath] = [:]

  init(templateFile: String?, file: String?, registry: ViewClassRegistry) {
    self.templateFile = templateFile
    self.file = file
    self.registry = registry
    symbols = SymbolTable()
    expressionCache = ExpressionCache(symbols: symbols)
  }

  /// The compiled template, nil when there were errors (in `diagnostics`). Numbers the value
  /// cache slots and looks for cycles of layout expressions.
  mutating func finish() -> CompiledTemplate? {
    compileMacroVariants()
    var cacheBase = 0
    for node in nodes {
      node.cacheBase = cacheBase
      cacheBase += node.slots.count
    }
    if diagnostics.allSatisfy({ $0.severity != .error }),
      let cycle = DependencyGraph(nodes: nodes).cycle()
    {
      diagnostics.append(cycleError(cycle))
    }
    guard diagnostics.allSatisfy({ $0.severity != .error }), !nodes.isEmpty else { return nil }
    let tables = propertyTables.values.sorted { $0.number < $1.number }
    return CompiledTemplate(
      nodes: nodes, file: templateFile, warnings: diagnostics,
      symbols: symbols.names.map { SymbolBinding($0, tables: tables) }, lists: lists)
  }

  /// Compiles `node` and its descendants; the problems found in an included file's elements
  /// note where it was included.
  mutating func compile(_ node: TemplateNode, parent: Int?, path: NodePath, ordinal: Int) {
    let first = diagnostics.count
    compileNode(node, parent: parent, path: path, ordinal: ordinal)
    guard !node.includedFrom.isEmpty, first < diagnostics.count else { return }
    let found = DiagnosticError(Array(diagnostics[first...]))
      .noting(node.includedFrom) { $0.file == node.file }
    diagnostics[first...] = found.diagnostics[...]
  }

  private mutating func compileNode(
    _ node: TemplateNode, parent: Int?, path: NodePath, ordinal: Int
  ) {
    let nodeFile = node.file ?? templateFile
    file = nodeFile
    let nodePath = path.appending(
      NodePath.Component(className: node.className, id: node.id, ordinal: ordinal))
    guard let viewClass = viewClass(of: node, path: nodePath) else { return }
    let outletExpression = compileOutletExpression(of: node, path: nodePath)
    if outletExpression == nil { checkOutlet(of: node, path: nodePath) }
    let index = nodes.count
    let isBoxItem = parent.map { nodes[$0].box != nil } ?? false
    let facts = self.facts(of: viewClass)
    let properties = properties(of: viewClass, boxItem: isBoxItem)
    nodes.append(
      CompiledNode(
        index: index, parent: parent, viewClass: viewClass, properties: properties,
        id: node.id, outlet: outletExpression == nil ? node.attribute("outlet")?.value : nil,
        path: nodePath,
        expressions: compileExpressions(node, viewClass, nodePath, properties, facts),
        parameters: compileParameters(node, nodePath), macros: declaredMacros(node),
        range: node.range, file: node.file, includedFrom: node.includedFrom,
        textProperties: facts.textProperties))
    nodes[index].outletExpression = outletExpression
    file = nodeFile
    diagnostics += WebContentCheck.warnings(
      for: node, isWebView: facts.isWebView, file: file, path: nodePath)
    // A stack view places its children itself: their frame expressions are all ignored.
    if isBoxItem {
      diagnostics += BoxItemCheck.warnings(for: nodes[index], in: nodes[parent!], file: file)
    } else if !(parent.map { nodes[$0].arrangesChildren } ?? false) {
      diagnostics += RedundancyCheck.warnings(for: nodes[index], file: file)
    }
    var seen: [String: Int] = [:]
    let listKind = facts.listKind
    for child in node.children {
      let ordinal = seen.incremented(child.className)
      if let listKind, isListTemplate(child, in: listKind) {
        compileListTemplate(
          child, list: index, kind: listKind, path: nodePath, ordinal: ordinal)
        continue
      }
      let childIndex = nodes.count
      compile(child, parent: index, path: nodePath, ordinal: ordinal)
      if childIndex < nodes.count {
        nodes[childIndex].siblingPosition = nodes[index].children.count
        nodes[index].children.append(childIndex)
        if listKind == .table { fileTableView(childIndex, in: index) }
      }
    }
  }

  /// An `outlet` with a `{…}` expression (not commented out), compiled as a string.
  private mutating func compileOutletExpression(of node: TemplateNode, path: NodePath)
    -> (expression: CompiledExpression, range: SourceRange)?
  {
    guard let outlet = node.attribute("outlet"), outlet.value.contains("{"),
      !outlet.value.drop(while: \.isWhitespace).dropFirst().drop(while: \.isWhitespace)
        .hasPrefix("//")
    else { return nil }
    let nodeFile = file
    defer { file = nodeFile }
    file = outlet.file ?? nodeFile
    let expression = compileExpression(
      outlet.value, .string, at: outlet.valueRange.start, path, "outlet")
    return expression.map { ($0, outlet.valueRange) }
  }

  /// Layout binds each outlet to one view: a second view naming it is an error.
  private mutating func checkOutlet(of node: TemplateNode, path: NodePath) {
    guard let outlet = node.attribute("outlet"), !outlet.value.isEmpty else { return }
    guard let first = outlets[outlet.value] else {
      outlets[outlet.value] = path
      return
    }
    diagnostics.append(
      Diagnostic(
        .error, code: .duplicateOutlet, message: "Duplicate outlet reference '\(outlet.value)'",
        file: outlet.file ?? file, range: outlet.valueRange, nodePath: path, attribute: "outlet",
        hints: ["\(first) names it already; each outlet names one view"]))
  }

  /// The node's kind: the registry's, else the known kind its name ends with (with a
  /// warning saying so), else nil after an error.
  private mutating func viewClass(of node: TemplateNode, path: NodePath) -> ViewClass? {
    if let known = registry.viewClass(named: node.className) { return known }
    guard let inferred = registry.inferredClass(named: node.className) else {
      diagnostics.append(unknownClass(node, path: path))
      return nil
    }
    let base = inferred.superclassName ?? inferred.name
    diagnostics.append(
      Diagnostic(
        .warning, code: .inferredClass,
        message: "Unknown class \(node.className), drawn as a \(base)", file: file,
        range: node.classRange, nodePath: path,
        hints: [
          "declare it in layout.json beside the templates ({\"classes\": {\"\(node.className)\": "
            + "\"\(base)\"}}) or with --class \(node.className)=\(base)"
        ]))
    return inferred
  }

  /// What compiling reads about a kind, gathered once per kind.
  mutating func facts(of viewClass: ViewClass) -> KindFacts {
    if let known = kindFacts[viewClass.name] { return known }
    let gathered = KindFacts(viewClass, in: registry)
    kindFacts[viewClass.name] = gathered
    return gathered
  }

  /// The properties of a kind; an item of a box takes the box options too (its kind's own
  /// properties win a name both have: a box inside a box keeps its own `align`).
  mutating func properties(of viewClass: ViewClass, boxItem: Bool = false) -> PropertyTable {
    let key = PropertyTableKey(className: viewClass.name, isBoxItem: boxItem)
    if let table = propertyTables[key] { return table }
    var properties = registry.properties(of: viewClass)
    if boxItem { properties.merge(BoxViewClasses.itemOptions) { own, _ in own } }
    let table = PropertyTable(properties, number: propertyTables.count)
    propertyTables[key] = table
    return table
  }

  mutating func compileExpressions(
    _ node: TemplateNode, _ viewClass: ViewClass, _ path: NodePath,
    _ properties: PropertyTable, _ facts: KindFacts
  ) -> [NodeExpression] {
    let nodeFile = file
    defer { file = nodeFile }
    var compiled: [NodeExpression] = []
    compiled.reserveCapacity(node.attributes.count)
    let parameters = node.parameters.isEmpty ? [] : Set(node.parameters.map(\.name))
    let inert = facts.inertAttributes
    for written in node.attributes
    where !isNodeAttribute(written.name)
      && (parameters.isEmpty || !parameters.contains(written.name))
    {
      file = written.file ?? nodeFile
      var attribute = written
      let target = ControllerAttributes.property(for: written.name, of: viewClass, in: registry)
      attribute.name = facts.resolvingAlias(target.name)
      if target.isBareViewProperty, let prefix = viewClass.controller?.viewPrefix {
        diagnostics.append(
          ControllerAttributes.deprecation(
            written, viewClass, prefix: prefix, file: file, path: path))
      }
      let number = properties.index(of: attribute.name)
      let spec = number.map { properties.specs[$0] }
      if spec == nil, inert.contains(attribute.name) { continue }
      if spec == nil,
        let hint = registry.undrawnHint(attribute.name, of: viewClass)
      {
        diagnostics.append(
          Diagnostic(
            .warning, code: .notDrawn,
            message: "\(viewClass.name).\(attribute.name) is not drawn by this renderer",
            file: file, range: attribute.nameRange, nodePath: path, attribute: attribute.name,
            hints: [hint]))
        continue
      }
      if isCompositionAttribute(attribute.name) {
        diagnostics.append(
          located(
            Diagnostic(
              .error, code: .unresolvedComposition,
              message: "'\(attribute.name)' names a file, which only loading a template reads",
              range: attribute.valueRange,
              hints: ["load the template with LayoutTemplate(contentsOfFile:) or `layout render`"]
            ), path, attribute.name))
        continue
      }
      guard let spec, !spec.isReadOnly else {
        if !isCommentedOut(attribute.value) {
          diagnostics.append(unsettableProperty(attribute, viewClass, properties, path))
        }
        continue
      }
      if ExpressionCompiler.isAbsent(attribute.value) { continue }
      if let expression = compileExpression(
        attribute.value, spec.type, at: attribute.valueRange.start, path, attribute.name)
      {
        compiled.append(
          NodeExpression(
            property: attribute.name, expression: expression, range: attribute.valueRange,
            file: attribute.file, propertyNumber: number))
      }
    }
    if let body = node.body {
      compileBody(body, node, viewClass, path, properties, into: &compiled)
    }
    return compiled
  }

  /// Macros are expression text reused by name; they are compiled as `Any` and cast by the
  /// expression that reads them.
  /// The node's `<macro>`s, compiled once the whole tree is (`compileMacroVariants`).
  private func declaredMacros(_ node: TemplateNode) -> [String: CompiledMacro] {
    var macros: [String: CompiledMacro] = [:]
    for macro in node.macros {
      macros[macro.name] = CompiledMacro(
        name: macro.name, source: macro.value.value, start: macro.value.valueRange.start,
        file: macro.value.file ?? node.file ?? templateFile)
    }
    return macros
  }

  /// Text content sets the class's body property; HTML content its attributed one (Behaviour.md
  /// §a.3), replacing an attribute for the same property.
  private mutating func compileBody(
    _ body: TemplateBody, _ node: TemplateNode, _ viewClass: ViewClass, _ path: NodePath,
    _ properties: PropertyTable, into compiled: inout [NodeExpression]
  ) {
    let property =
      body.isHTML
      ? viewClass.attributedBodyProperty ?? viewClass.bodyProperty : viewClass.bodyProperty
    guard let property else {
      diagnostics.append(
        located(
          Diagnostic(
            .error, code: .unexpectedBody,
            message: "\(viewClass.name) does not support inline (X)HTML content",
            range: body.range, hints: ["put text in a UILabel, or remove it"]), path, nil))
      return
    }
    let type: ExpressionType = body.isHTML ? .attributedString : .string
    compiled.removeAll { $0.property == property }
    if let expression = compileExpression(body.text, type, at: body.range.start, path, property) {
      compiled.append(
        NodeExpression(
          property: property, expression: expression, range: body.range,
          propertyNumber: properties.index(of: property)))
    }
  }

  /// `<param>` declarations of the node, each with the value its same-named attribute gives
  /// (compiled as the declared type), if any.
  private mutating func compileParameters(_ node: TemplateNode, _ path: NodePath)
    -> [String: CompiledParameter]
  {
    var parameters: [String: CompiledParameter] = [:]
    let nodeFile = file
    defer { file = nodeFile }
    for declaration in node.parameters {
      guard let type = ParameterTypes.expressionType(named: declaration.type) else {
        diagnostics.append(
          located(
            Diagnostic(
              .error, code: .invalidParameter,
              message: "Unknown or unsupported type \(declaration.type) in <param>. Try using "
                + "Any instead", range: declaration.range), path, nil))
        continue
      }
      var value: CompiledExpression?
      if let attribute = node.attribute(declaration.name),
        !ExpressionCompiler.isAbsent(attribute.value)
      {
        file = attribute.file ?? nodeFile
        value = compileExpression(
          attribute.value, type, at: attribute.valueRange.start, path, attribute.name)
      }
      parameters[declaration.name] = CompiledParameter(type: type, value: value)
    }
    return parameters
  }

  mutating func compileExpression(
    _ source: String, _ type: ExpressionType, at start: SourceLocation, _ path: NodePath,
    _ attribute: String
  ) -> CompiledExpression? {
    do {
      return try expressionCache.compile(source, as: type, at: start)
    } catch {
      diagnostics.append(
        contentsOf: error.located(file: file, nodePath: path, attribute: attribute).diagnostics)
      return nil
    }
  }

  func located(_ diagnostic: Diagnostic, _ path: NodePath, _ attribute: String?)
    -> Diagnostic
  {
    diagnostic.located(file: file, nodePath: path, attribute: attribute)
  }

  /// A cycle of layout expressions, located at the first expression in it.
  func cycleError(_ cycle: [DependencyGraph.Vertex]) -> Diagnostic {
    LayoutCycle.diagnostic(cycle.map { (nodes[$0.node], $0.property.name) }, file: file)
  }

  private func unknownClass(_ node: TemplateNode, path: NodePath) -> Diagnostic {
    if Self.nonViewClasses.contains(node.className) || node.className.hasPrefix("NS") {
      return Diagnostic(
        .error, code: .unknownClass,
        message: "\(node.className) is not a subclass of UIView or UIViewController", file: file,
        range: node.classRange, nodePath: path,
        hints: ["an element is a view or a view controller; set other objects as properties"])
    }
    let suggestion = Suggestions.closest(to: node.className, in: registry.names)
    return Diagnostic(
      .error, code: .unknownClass, message: "Unknown class \(node.className)", file: file,
      range: node.classRange, nodePath: path,
      hints: suggestion.map { ["did you mean '\($0)'?"] }
        ?? ["known classes: \(registry.names.joined(separator: ", "))"])
  }

  /// UIKit classes that are neither views nor view controllers (Foundation's `NS…` are too).
  private static let nonViewClasses: Set<String> = [
    "UIColor", "UIFont", "UIImage", "UIResponder", "UIGestureRecognizer",
    "UITapGestureRecognizer", "UIBezierPath", "UIApplication", "UIScreen", "UIWindowScene",
    "UIBarButtonItem", "UITabBarItem", "UINavigationItem", "UIDevice", "UIEvent", "UITouch",
  ]

  /// An attribute naming a property the kind does not have, one Layout makes unavailable
  /// (`frame`) or one that is read-only (`safeAreaInsets`).
  private func unsettableProperty(
    _ attribute: TemplateAttribute, _ viewClass: ViewClass, _ properties: PropertyTable,
    _ path: NodePath
  ) -> Diagnostic {
    if properties[attribute.name]?.isReadOnly == true {
      return Diagnostic(
        .error, code: .readOnlyProperty,
        message: "\(viewClass.name).\(attribute.name) is private or read-only", file: file,
        range: attribute.nameRange, nodePath: path, attribute: attribute.name,
        hints: ["expressions may read it, but no attribute can set it"])
    }
    if let message = UnavailableProperties.message(for: attribute.name, of: viewClass.name) {
      return Diagnostic(
        .error, code: .unavailableProperty, message: message, file: file,
        range: attribute.nameRange, nodePath: path, attribute: attribute.name)
    }
    return unknownProperty(attribute, viewClass, properties, path)
  }

  private func unknownProperty(
    _ attribute: TemplateAttribute, _ viewClass: ViewClass, _ properties: PropertyTable,
    _ path: NodePath
  ) -> Diagnostic {
    if viewClass.isInferred {
      return Diagnostic(
        .warning, code: .unknownProperty,
        message: "Unknown property \(attribute.name) of \(viewClass.name), ignored", file: file,
        range: attribute.nameRange, nodePath: path, attribute: attribute.name,
        hints: ["declare the class and its properties in layout.json to check and use them"])
    }
    let suggestion = Suggestions.closest(to: attribute.name, in: properties.names)
    return Diagnostic(
      .error, code: .unknownProperty,
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

extension Dictionary where Value == Int {
  /// Adds one to the count of `key` (0 when it has none) and returns it, hashing `key` once.
  fileprivate mutating func incremented(_ key: Key) -> Int {
    func increment(_ count: inout Int) -> Int {
      count += 1
      return count
    }
    return increment(&self[key, default: 0])
  }
}
