import LayoutCore
import LayoutExpressions

/// Resolves the symbols of one expression of one node: its own properties, `parent.`,
/// `previous.` and `next.` layout values, then state over constants.
struct NodeContext: EvaluationContext {
  let session: SolverSession
  let key: SymbolKey

  private var node: CompiledNode { session.template.nodes[key.node] }

  func value(of symbol: String) throws -> Value? {
    if let dot = symbol.firstIndex(of: "."),
      let relative = try relativeValue(
        prefix: symbol[..<dot], name: String(symbol[symbol.index(after: dot)...]))
    {
      return relative
    }
    if let macro = try macroValue(symbol) { return macro }
    if symbol != key.name, let own = try ownValue(node.index, symbol) {
      return own
    }
    if let data = dataValue(symbol) { return data }
    if symbol == key.name {
      throw Diagnostic(
        .error, code: "self-reference",
        message: "Expression for \(symbol) references a nonexistent symbol of the same name "
          + "(expressions cannot reference themselves)")
    }
    return nil
  }

  /// A `<macro>` of this node or its nearest ancestor, evaluated in this node's context. A
  /// macro that reads its own name reads the state or constant of that name instead.
  private func macroValue(_ name: String) throws -> Value? {
    var index: Int? = node.index
    while let current = index {
      let compiled = session.template.nodes[current]
      if let macro = compiled.macros[name] {
        if session.macrosInUse.contains(name) {
          if let data = dataValue(name) { return data }
          throw Diagnostic(
            .error, code: "self-reference",
            message: "Macro \(name) references a nonexistent symbol of the same name "
              + "(macros cannot reference themselves)")
        }
        session.macrosInUse.append(name)
        defer { session.macrosInUse.removeLast() }
        return try macro.evaluate(in: self)
      }
      index = compiled.parent
    }
    return nil
  }

  /// State over constants, by whole key or by key path into a struct value; then
  /// `strings.Key` from the localized strings.
  private func dataValue(_ symbol: String) -> Value? {
    let input = session.input
    if let value = KeyPathResolver.resolve(symbol, lookup: { input.state[$0] ?? input.constants[$0] }) {
      return value
    }
    if symbol.hasPrefix("strings."), let text = input.strings[String(symbol.dropFirst(8))] {
      return .string(text)
    }
    return nil
  }

  func percentReference(_ axis: PercentAxis) throws -> Double {
    try session.containerSize(of: node.index, axis: axis)
  }

  func autoSize(_ axis: PercentAxis) throws -> Double {
    try FrameDefaults(session: session, node: node.index).autoSize(axis)
  }

  var knownSymbols: [String] {
    let properties = ViewClassRegistry.standard.properties(of: node.viewClass).keys
    let data =
      Array(session.input.state.keys) + Array(session.input.constants.keys)
      + session.input.strings.keys.map { "strings." + $0 }
    return Array(properties) + data + LayoutProperty.allCases.map { "parent.\($0.rawValue)" }
  }

  /// A property of `index` by name: layout properties are solved, others evaluated.
  private func ownValue(_ index: Int, _ name: String) throws -> Value? {
    if let property = LayoutProperty(rawValue: name) {
      return .number(try session.layout(index, property))
    }
    let compiled = session.template.nodes[index]
    guard ViewClassRegistry.standard.properties(of: compiled.viewClass)[name] != nil else {
      return nil
    }
    return try session.value(index, name)
  }

  private func relativeValue(prefix: Substring, name: String) throws -> Value? {
    switch prefix {
    case "parent": return try parentValue(name)
    case "previous": return try siblingValue(name, offset: -1)
    case "next": return try siblingValue(name, offset: 1)
    default: return nil
    }
  }

  /// `parent.X` in this node's coordinate space: the parent's left and top are 0, its right
  /// and bottom are its width and height.
  private func parentValue(_ name: String) throws -> Value? {
    guard let parent = node.parent else {
      let canvas = session.input.canvas
      switch LayoutProperty(rawValue: name) {
      case .left?, .top?: return .number(0)
      case .width?, .right?: return .number(canvas.width)
      case .height?, .bottom?: return .number(canvas.height)
      case nil: return nil
      }
    }
    switch LayoutProperty(rawValue: name) {
    case .left?, .top?: return .number(0)
    case .width?, .right?: return .number(try session.layout(parent, .width))
    case .height?, .bottom?: return .number(try session.layout(parent, .height))
    case nil: return try ownValue(parent, name)
    }
  }

  /// `previous.X` / `next.X`: the nearest visible sibling's value; 0 for layout properties
  /// when there is none.
  private func siblingValue(_ name: String, offset: Int) throws -> Value? {
    let isLayout = LayoutProperty(rawValue: name) != nil
    guard let parent = node.parent else { return isLayout ? .number(0) : nil }
    let siblings = session.template.nodes[parent].children
    guard var position = siblings.firstIndex(of: node.index) else { return nil }
    while true {
      position += offset
      guard siblings.indices.contains(position) else { return isLayout ? .number(0) : nil }
      if try !session.isHidden(siblings[position]) { break }
    }
    return try ownValue(siblings[position], name)
  }
}
