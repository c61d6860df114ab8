import LayoutCore
import LayoutExpressions

/// A `<macro>`: expression text that the node and its descendants read by name, evaluated
/// where it is read (Behaviour.md §e). Its text is compiled once for each kind of property that
/// reads it, so a macro may hold what only some properties accept: `50%` or `auto` for a frame,
/// `#4f46e5` or `red` for a colour.
package struct CompiledMacro: Sendable {
  package let name: String
  /// The expression text, where it starts and the file it was written in.
  let source: String
  let start: SourceLocation
  let file: String?
  /// The text compiled for each type it is read as (`variantType(reading:)`).
  var variants: [ExpressionType: CompiledExpression] = [:]

  init(name: String, source: String, start: SourceLocation, file: String?) {
    self.name = name
    self.source = source
    self.start = start
    self.file = file
  }

  /// The type a macro is compiled as when a property of `type` reads it: the property's own
  /// for values written whole (frames with `%` and `auto`, colours, enumerations, …), and any
  /// value inside the `{…}` clauses of text, fonts and images.
  static func variantType(reading type: ExpressionType?) -> ExpressionType {
    switch type {
    case nil, .string?, .attributedString?, .font?, .image?: return .any
    case let type?: return type
    }
  }

  /// The compiled text for a property of `type`, if a compiled expression reads it so.
  func variant(reading type: ExpressionType?) -> CompiledExpression? {
    variants[Self.variantType(reading: type)]
  }
}

extension NodeCompiler {
  /// Compiles each macro for every type of property that reads it, in the nodes that can see
  /// it (its declaring node and their descendants); a macro nothing reads is compiled as any
  /// value, so that its errors are still reported, unless it is commented out (`// red`).
  mutating func compileMacroVariants() {
    guard nodes.contains(where: { !$0.macros.isEmpty }) else { return }
    for node in nodes {
      for expression in node.expressions {
        let type = node.properties[expression.property]?.type
        compileMacros(read: expression.expression, as: type, from: node.index, depth: 0)
      }
      for parameter in node.parameters.values {
        guard let value = parameter.value else { continue }
        compileMacros(read: value, as: parameter.type, from: node.index, depth: 0)
      }
    }
    for node in nodes {
      for (name, macro) in node.macros
      where macro.variants.isEmpty && !ExpressionCompiler.isAbsent(macro.source) {
        compileVariant(name, declaredBy: node.index, as: .any)
      }
    }
  }

  /// Compiles the macros `expression` reads, and those they read in turn.
  private mutating func compileMacros(
    read expression: CompiledExpression, as type: ExpressionType?, from node: Int, depth: Int
  ) {
    guard depth < 64 else { return }
    let variant = CompiledMacro.variantType(reading: type)
    for symbol in expression.symbols {
      guard let declaring = macroDeclarer(of: symbol, from: node),
        nodes[declaring].macros[symbol]?.variants[variant] == nil,
        let compiled = compileVariant(symbol, declaredBy: declaring, as: variant)
      else { continue }
      compileMacros(read: compiled, as: type, from: node, depth: depth + 1)
    }
  }

  @discardableResult
  private mutating func compileVariant(
    _ name: String, declaredBy node: Int, as type: ExpressionType
  )
    -> CompiledExpression?
  {
    guard let macro = nodes[node].macros[name] else { return nil }
    file = macro.file
    if ExpressionCompiler.isAbsent(macro.source) {
      // A commented-out macro is no expression: an error only where it is read, as in Layout.
      let empty = Diagnostic(
        .error, code: .expressionSyntax, message: "Empty expression for \(name) macro",
        range: SourceRange(start: macro.start, end: macro.start))
      diagnostics.append(located(empty, nodes[node].path, "macro \(name)"))
      return nil
    }
    let compiled = compileExpression(
      macro.source, type, at: macro.start, nodes[node].path, "macro \(name)")
    if let compiled { nodes[node].macros[name]?.variants[type] = compiled }
    return compiled
  }

  /// The node, `node` or its nearest ancestor, that declares a macro of this name.
  private func macroDeclarer(of name: String, from node: Int) -> Int? {
    var current: Int? = node
    while let index = current {
      if nodes[index].macros[name] != nil { return index }
      current = nodes[index].parent
    }
    return nil
  }
}
