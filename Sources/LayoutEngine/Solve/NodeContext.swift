import LayoutCore
import LayoutExpressions
import LayoutViews

/// Resolves the symbols of one expression of one node (Behaviour.md §b8): macros; the node's own
/// properties; `parent.`, `previous.`, `next.` and `#id.` relatives; state over constants;
/// `strings.` keys; the asset catalog's colour sets.
///
/// Two words, so passing it as an existential allocates nothing. The property it evaluates is
/// the innermost one the session is evaluating: nested evaluations push and pop around it.
struct NodeContext: EvaluationContext {
  /// A strong reference: an `unowned` one made every access count the session, which cost
  /// a measurable part of solving.
  let session: SolverSession
  let nodeIndex: Int

  private var node: CompiledNode { session.template.nodes[nodeIndex] }
  private var key: SymbolKey { session.evaluating.last! }
  /// The name of the property being evaluated.
  private var keyName: String { session.name(of: key) }

  /// Whether the property being evaluated is `contentSize` or one of its members.
  private var evaluatesContentSize: Bool {
    if case .layout = key.quantity { return false }
    return keyName.hasPrefix("contentSize")
  }

  func value(of symbol: String) throws -> Value? {
    try resolve(SymbolBinding(symbol))
  }

  /// Symbols of the template's own expressions come bound, their names parsed and looked up
  /// once per template.
  func value(of symbol: String, number: Int) throws -> Value? {
    guard let binding = session.template.symbol(number, named: symbol) else {
      return try value(of: symbol)
    }
    return try resolve(binding)
  }

  /// Relatives first, then macros, the node's own properties (except the one being evaluated),
  /// state and constants, and `strings.` keys.
  private func resolve(_ symbol: SymbolBinding) throws -> Value? {
    if let relation = symbol.relation,
      let relative = try relativeValue(relation, symbol.member)
    {
      return relative
    }
    let isSelf = symbol.name == keyName
    if !isSelf, let macro = try macroValue(symbol.name) { return macro }
    if !isSelf, let own = try ownValue(node.index, symbol.whole) {
      return own
    }
    if session.hasParameters, let parameter = try parameterValue(symbol.name) {
      return parameter
    }
    if let data = dataValue(symbol.name) { return data }
    if isSelf { throw selfReference(symbol.name) }
    if symbol.relation == nil, let color = try colorAsset(named: symbol.name) {
      return .color(color)
    }
    return nil
  }

  /// UIKit's system colour of that name in the render's appearance, else a colour set of the
  /// render's asset catalog, read last (Behaviour.md §b6, §c.assets).
  func colorAsset(named name: String) throws -> Color? {
    if let system = SemanticColors.color(named: name, appearance: session.input.appearance) {
      return system
    }
    return try session.input.colorAssets(name)
  }

  /// An expression that reads its own name, with nothing inherited of that name to read.
  private func selfReference(_ name: String) -> DiagnosticError {
    if session.hasMacros, macroDeclaration(name) != nil {
      return DiagnosticError(
        .error, code: .selfReference,
        message: "Expression for \(name) references a macro of the same name (which is not "
          + "currently supported)",
        hints: ["rename the macro"])
    }
    return DiagnosticError(
      .error, code: .selfReference,
      message: "Expression for \(name) references a nonexistent symbol of the same name "
        + "(expressions cannot reference themselves)",
      hints: ["give the value a state or constant of that name, or use another name"])
  }

  /// Percentages refer to the parent's container size, except in `contentSize` expressions,
  /// which refer to the node's own.
  func percentReference(_ axis: PercentAxis) throws -> Double {
    if evaluatesContentSize {
      return try session.ownContainerSize(of: node.index, axis: axis)
    }
    return try session.containerSize(of: node.index, axis: axis)
  }

  /// `auto` is the intrinsic size, or for `contentSize` the children's bounding box.
  func autoSize(_ axis: PercentAxis) throws -> Double {
    let defaults = FrameDefaults(session: session, node: node.index)
    if evaluatesContentSize { return try defaults.childrenExtent(axis) ?? 0 }
    return try defaults.autoSize(axis)
  }

  func isFontFamily(_ name: String) -> Bool {
    session.input.measurer.isFontFamily(name)
  }

  var knownSymbols: [String] {
    let data =
      Array(session.input.state.keys) + Array(session.input.constants.keys)
      + session.input.strings.keys.map { "strings." + $0 }
    let relatives = ["parent", "previous", "next"].flatMap { relative in
      LayoutProperty.allCases.map { "\(relative).\($0.rawValue)" }
    }
    return node.properties.names + data + relatives
  }

  /// A property of `index` by name: layout properties are solved, others evaluated.
  private func ownValue(_ index: Int, _ member: MemberName) throws -> Value? {
    if let property = member.layout {
      return .number(try session.layout(index, property))
    }
    let compiled = session.template.nodes[index]
    if member.isContentSize, compiled.isScrollContainer {
      return try ContentSize(session: session, node: index).value(member.name)
    }
    if member.isSafeArea {
      return ScrollInsets.safeAreaValue(member.name, safeArea: session.input.safeArea)
    }
    if let number = member.number(in: compiled.properties) {
      let value = try session.value(index, property: number)
      // As UIView's getter, `tintColor` reads the nearest ancestor's, else the system tint.
      if value == .null, member.name == "tintColor" { return .color(try session.tint(of: index)) }
      return value
    }
    return member.isPath ? try structMember(index, member.name) : nil
  }

  /// `layer.anchorPoint.x` and other members of struct properties the node has.
  private func structMember(_ index: Int, _ name: String) throws -> Value? {
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
    let base = String(name[..<dot])
    guard session.template.nodes[index].properties[base] != nil else { return nil }
    return try session.value(index, base).member(String(name[name.index(after: dot)...]))
  }

  private func relativeValue(_ relation: SymbolBinding.Relation, _ member: MemberName) throws
    -> Value?
  {
    switch relation {
    case .parent: return try parentValue(member)
    case .previous: return try siblingValue(member, offset: -1)
    case .next: return try siblingValue(member, offset: 1)
    case .id(let id): return try idValue(id, member)
    }
  }

  /// `parent.X` in this node's coordinate space: the parent's left and top are 0, its width
  /// and height (and legacy right and bottom) its container size, its centre half of that.
  private func parentValue(_ member: MemberName) throws -> Value? {
    let size: (PercentAxis) throws -> Double = { axis in
      try session.containerSize(of: node.index, axis: axis)
    }
    switch member.layout {
    case .left?, .top?, .leading?: return .number(0)
    case .width?: return .number(try size(.horizontal))
    case .height?: return .number(try size(.vertical))
    case .right?, .trailing?:
      return .number(session.input.layoutMode == .legacy ? try size(.horizontal) : 0)
    case .bottom?: return .number(session.input.layoutMode == .legacy ? try size(.vertical) : 0)
    case .centerX?: return .number(try size(.horizontal) / 2)
    case .centerY?: return .number(try size(.vertical) / 2)
    case .firstBaseline?, .lastBaseline?:
      guard let parent = node.parent else { return .number(0) }
      let top = try session.layout(parent, .top)
      return .number(try session.layout(parent, member.layout!) - top)
    case nil:
      guard let parent = node.parent else { return nil }
      return try ownValue(parent, member)
    }
  }

  /// `previous.X` / `next.X`: the nearest visible sibling's value; 0 for layout properties
  /// when there is none.
  private func siblingValue(_ member: MemberName, offset: Int) throws -> Value? {
    let isLayout = member.layout != nil
    guard let parent = node.parent else { return isLayout ? .number(0) : nil }
    let siblings = session.template.nodes[parent].children
    var position = node.siblingPosition
    while true {
      position += offset
      guard siblings.indices.contains(position) else { return isLayout ? .number(0) : nil }
      if try !session.isHidden(siblings[position]) { break }
    }
    if let edge = try absoluteEdge(of: siblings[position], member.name) { return .number(edge) }
    return try ownValue(siblings[position], member)
  }

  /// In modern mode, another node's `right` or `bottom` (`previous.`, `next.`, `#id.`) read by
  /// a `left` or `top` expression is that node's far edge position, not its inset
  /// (Behaviour.md §b8).
  private func absoluteEdge(of sibling: Int, _ name: String) throws -> Double? {
    guard session.input.layoutMode == .modern,
      key.quantity == .layout(.left) || key.quantity == .layout(.top)
    else {
      return nil
    }
    switch name {
    case "right": return try session.layout(sibling, .left) + session.layout(sibling, .width)
    case "bottom": return try session.layout(sibling, .top) + session.layout(sibling, .height)
    default: return nil
    }
  }

  /// `#id.X`: the nearest node with that id — this node, its descendants, then each
  /// ancestor's subtree.
  private func idValue(_ id: String, _ member: MemberName) throws -> Value? {
    guard
      let target = NodeSearch.nearest(withID: id, from: node.index, in: session.template.nodes)
    else {
      throw DiagnosticError(
        .error, code: .unknownID, message: "Could not find node with id \(id)",
        hints: closestIDs(to: id))
    }
    if let edge = try absoluteEdge(of: target, member.name) { return .number(edge) }
    return try ownValue(target, member)
  }

  private func closestIDs(to id: String) -> [String] {
    let ids = session.template.nodes.compactMap(\.id)
    return Suggestions.closest(to: id, in: ids).map { ["did you mean '#\($0)'?"] } ?? []
  }

  /// A `<macro>` of this node or its nearest ancestor, evaluated in this node's context. A
  /// macro that reads its own name reads the state or constant of that name instead.
  private func macroValue(_ name: String) throws -> Value? {
    guard session.hasMacros, let declared = macroDeclaration(name) else { return nil }
    if session.macrosInUse.contains(name) {
      if let data = dataValue(name) { return data }
      throw DiagnosticError(
        .error, code: .selfReference,
        message: "Macro \(name) references a nonexistent symbol of the same name "
          + "(macros cannot reference themselves)")
    }
    if session.macrosInUse.count >= StackDepthGuard.unguardedDepth {
      try session.checkStack(expandingMacro: name)
    }
    // Compiled for the type of the property being evaluated (a parameter's own type).
    let type = node.properties[keyName]?.type ?? parameterType(keyName)
    guard let macro = declared.variant(reading: type) ?? declared.variants.values.first else {
      return nil
    }
    session.macrosInUse.append(name)
    defer { session.macrosInUse.removeLast() }
    return try macro.evaluate(in: self)
  }

  /// The type of the parameter of this name that this node or its nearest ancestor declares.
  private func parameterType(_ name: String) -> ExpressionType? {
    var index: Int? = node.index
    while let current = index {
      let compiled = session.template.nodes[current]
      if let parameter = compiled.parameters[name] { return parameter.type }
      index = compiled.parent
    }
    return nil
  }

  /// The macro of this name declared on this node or its nearest ancestor.
  private func macroDeclaration(_ name: String) -> CompiledMacro? {
    var index: Int? = node.index
    while let current = index {
      let compiled = session.template.nodes[current]
      if let macro = compiled.macros[name] { return macro }
      index = compiled.parent
    }
    return nil
  }

  /// A `<param>` of this node or its nearest ancestor declaring it, as the importing node set
  /// it; one no attribute sets may come from state or constants (a template rendered on its
  /// own). A parameter's own value that reads its name reads the next one out.
  private func parameterValue(_ name: String) throws -> Value? {
    var index: Int? = node.index
    while let current = index {
      let compiled = session.template.nodes[current]
      if let parameter = compiled.parameters[name],
        !session.isEvaluating(session.namedKey(current, name))
      {
        guard let value = parameter.value else {
          if let data = dataValue(name) { return data }
          throw DiagnosticError(
            .error, code: .missingParameter, message: "Missing value for parameter \(name)",
            hints: ["set it with a \(name)=\"…\" attribute where the template is used"])
        }
        return try session.parameter(current, name, value)
      }
      index = compiled.parent
    }
    return nil
  }

  /// State over constants, the node's own first, then each ancestor's, up to the root's (the
  /// render's); by whole key or by key path into a struct value. Then `strings.Key` from the
  /// localized strings.
  private func dataValue(_ symbol: String) -> Value? {
    if let value = KeyPathResolver.resolve(symbol, lookup: inheritedData) { return value }
    if symbol.hasPrefix("strings."),
      let text = session.input.strings[String(symbol.dropFirst(8))]
    {
      return .string(text)
    }
    return nil
  }
}

extension NodeContext {
  /// The nearest node's state or constant named `key`: at each node state beats constants,
  /// and a child's values beat its ancestors'; a list row's then fall back to what its list
  /// node sees.
  func inheritedData(_ key: String) -> Value? {
    if !session.input.nodeData.isEmpty {
      var index: Int? = nodeIndex
      while let current = index {
        if let data = session.input.nodeData[current],
          let value = data.state[key] ?? data.constants[key]
        {
          return value
        }
        index = session.template.nodes[current].parent
      }
    }
    return session.input.state[key] ?? session.input.constants[key] ?? session.outerData?(key)
  }
}

/// Finds nodes by id the way Layout does.
enum NodeSearch {
  static func nearest(withID id: String, from start: Int, in nodes: [CompiledNode]) -> Int? {
    var current: Int? = start
    var skip: Int?
    while let index = current {
      if let found = search(id, in: index, skipping: skip, nodes) { return found }
      skip = index
      current = nodes[index].parent
    }
    return nil
  }

  /// Depth-first search of a subtree, not entering `skipping` (already searched).
  private static func search(
    _ id: String, in index: Int, skipping: Int?, _ nodes: [CompiledNode]
  ) -> Int? {
    let node = nodes[index]
    if node.id == id { return index }
    for child in node.children where child != skipping {
      if let found = search(id, in: child, skipping: nil, nodes) { return found }
    }
    return nil
  }
}

/// A scroll view's content size: `contentSize` and its members where given, else the
/// children's bounding box.
struct ContentSize {
  let session: SolverSession
  let node: Int

  func value(_ name: String) throws(DiagnosticError) -> Value {
    let size = Size(width: try dimension(.horizontal), height: try dimension(.vertical))
    switch name {
    case "contentSize.width": return .number(size.width)
    case "contentSize.height": return .number(size.height)
    default: return .size(size)
    }
  }

  func dimension(_ axis: PercentAxis) throws(DiagnosticError) -> Double {
    let member = axis == .horizontal ? "contentSize.width" : "contentSize.height"
    let compiled = session.template.nodes[node]
    if compiled.has(member) { return try session.number(node, member) }
    if compiled.has("contentSize"), case .size(let size) = try session.value(node, "contentSize") {
      return axis == .horizontal ? size.width : size.height
    }
    return try FrameDefaults(session: session, node: node).childrenExtent(axis) ?? 0
  }
}
