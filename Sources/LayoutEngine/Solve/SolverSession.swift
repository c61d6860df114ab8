import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutViews

/// The mutable state of one solve: caches, and the stack of symbols being evaluated, which
/// detects cycles.
final class SolverSession {
  let template: CompiledTemplate
  let input: SolveInput
  /// Solved layout values, `LayoutProperty.slotCount` per node; NaN when not solved yet.
  private let layoutCache: SlotBuffer<Double>
  /// Values of the properties nodes set, at `CompiledNode.cacheBase` + slot.
  private let valueCache: SlotBuffer<Value>
  /// Whether each `valueCache` slot holds its value yet (a separate flag: testing an optional
  /// `Value` for nil went through a runtime call).
  private let valueCached: SlotBuffer<Bool>
  /// Text laid out per node, by the width it was laid out at (-1: unwrapped).
  var textCache: [[(width: Double, metrics: TextMetrics)]]
  var styleCache: [TextStyle?]
  /// Children's frames by stack view.
  private var stackFrames: [Int: [Int: Rect]] = [:]
  /// `isHidden` by node, read for every sibling and child walk.
  private let hiddenCache: SlotBuffer<Bool?>
  /// The symbols being evaluated, outermost first (for cycle paths), and the same as a set
  /// (for fast cycle checks).
  private(set) var evaluating: [SymbolKey] = []
  private var inProgress: Set<SymbolKey> = []
  /// Names of the quantities keyed `.named`.
  private var names: [String] = []
  /// Layout slots being solved, flat like `layoutCache`.
  private let layoutInProgress: SlotBuffer<Bool>
  /// Value slots being evaluated, flat like `valueCache`.
  private let valueInProgress: SlotBuffer<Bool>
  /// Made once evaluation gets deep, to stop it before the thread's stack runs out.
  private var stackGuard: StackDepthGuard?
  /// Names of the macros being expanded, innermost last.
  var macrosInUse: [String] = []
  /// Whether the template has macros at all.
  let hasMacros: Bool
  /// Whether any node declares parameters.
  let hasParameters: Bool
  /// Parameter values by declaring node and name.
  private var parameterCache: [Int: [String: Value]] = [:]
  /// For a list row's session: the state and constants its list node sees, read behind the
  /// row's own.
  let outerData: ((String) -> Value?)?
  /// The solved and placed rows of list nodes, by node index.
  var listContents: [Int: ListContent] = [:]
  /// Items' frames by outermost box (LayoutComposer's boxes).
  private var boxSolutions: [Int: BoxArrangement.Solution] = [:]
  /// Warnings found while solving (what boxes could not do).
  private(set) var warnings: [Diagnostic] = []

  init(
    template: CompiledTemplate, input: SolveInput, outerData: ((String) -> Value?)? = nil
  ) {
    self.template = template
    self.input = input
    self.outerData = outerData
    hasMacros = template.hasMacros
    hasParameters = template.hasParameters
    layoutCache = SlotBuffer(
      repeating: .nan, count: template.nodes.count * LayoutProperty.slotCount)
    layoutInProgress = SlotBuffer(repeating: false, count: layoutCache.count)
    valueCache = SlotBuffer(repeating: .null, count: template.cacheSize)
    valueCached = SlotBuffer(repeating: false, count: template.cacheSize)
    valueInProgress = SlotBuffer(repeating: false, count: template.cacheSize)
    hiddenCache = SlotBuffer(repeating: nil, count: template.nodes.count)
    textCache = Array(repeating: [], count: template.nodes.count)
    styleCache = Array(repeating: nil, count: template.nodes.count)
  }

  func solve() throws(DiagnosticError) -> SolvedLayout {
    var solved: [SolvedNode] = []
    solved.reserveCapacity(template.nodes.count)
    for node in template.nodes {
      solved.append(try solveNode(node))
    }
    if !template.lists.isEmpty { try ListPlacement(session: self).append(to: &solved) }
    var layout = SolvedLayout(canvas: input.canvas, solvedNodes: solved)
    layout.warnings = warnings
    return layout
  }

  /// Refuses a text the node would draw that is longer than `TextLimit.maximumBytes`.
  private func checkTextLength(of node: CompiledNode, _ values: some Sequence<Value>)
    throws(DiagnosticError)
  {
    for value in values {
      let text: String
      switch value {
      case .string(let string): text = string
      case .attributed(let attributed): text = attributed.string
      default: continue
      }
      try TextLimit.checkDrawn(
        text, file: node.file ?? template.file, range: node.range, nodePath: node.path)
    }
  }

  private func solveNode(_ node: CompiledNode) throws(DiagnosticError) -> SolvedNode {
    try RenderBudget.check()
    var evaluated = node.paintedConstants
    if !node.paintedDynamic.isEmpty {
      evaluated.reserveCapacity(evaluated.count + node.paintedDynamic.count)
      for property in node.paintedDynamic {
        evaluated.append((property, try value(node.index, property: property)))
      }
    }
    try checkTextLength(of: node, evaluated.lazy.map(\.value))
    let properties = PropertyValues(table: node.properties, evaluated: evaluated)
    let frame = Rect(
      x: try layout(node.index, .left), y: try layout(node.index, .top),
      width: try layout(node.index, .width), height: try layout(node.index, .height))
    let isText = if case .text = node.intrinsicContent { true } else { false }
    var solved = SolvedNode(
      index: node.index, children: node.children, className: node.viewClass.name, id: node.id,
      outlet: node.outlet, path: node.path, frame: frame, isHidden: try isHidden(node.index),
      properties: properties, textStyle: isText ? try textStyle(node.index) : nil,
      draw: node.viewClass.draw, isScrollContainer: node.isScrollContainer)
    solved.textProperties = node.textProperties
    if node.properties["image"] != nil, let image = try image(node.index) {
      solved.image = image
      solved.isTemplateImage = input.images.isTemplateImage(image.key)
    }
    for property in node.otherImageProperties {
      solved.images[property] = try image(node.index, property)
    }
    if let (expression, range) = node.outletExpression {
      solved.outlet = try outlet(of: node, expression, at: range)
    }
    if node.isScrollContainer {
      solved.properties = try ScrollInsets(session: self, node: node.index).showing(properties)
    }
    if input.appearance == .dark {
      solved.properties = DarkAppearance.darkDefaults(solved.properties, isSet: node.has)
    }
    if node.isController {
      solved.isController = true
      solved.drawAbove = node.viewClass.drawAbove
    }
    return solved
  }

  // MARK: - Values

  /// The value of a non-layout property: its expression, else the kind's default; struct
  /// properties take member expressions (`contentInset.top`) on top. `.null` for a property
  /// the kind does not have.
  func value(_ node: Int, _ name: String) throws(DiagnosticError) -> Value {
    guard let property = template.nodes[node].properties.index(of: name) else {
      return BuiltInViewClasses.viewDefault(name)
    }
    return try value(node, property: property)
  }

  /// The value of a property the solver reads often, as `value(node, name)` reads it.
  func value(_ node: Int, _ property: FrequentProperty) throws(DiagnosticError) -> Value {
    guard let number = template.nodes[node].properties.number(of: property) else {
      return BuiltInViewClasses.viewDefault(property.name)
    }
    return try value(node, property: number)
  }

  /// The value of a property by its number in the node's property table.
  func value(_ node: Int, property: Int) throws(DiagnosticError) -> Value {
    let compiled = template.nodes[node]
    guard let slot = compiled.valueSlot(of: property) else {
      return compiled.properties.defaults[property]
    }
    let flat = compiled.cacheBase + slot
    if valueCached[flat] { return valueCache[flat] }
    let spec = compiled.slots[slot]
    var result: Value
    if let expression = spec.expression {
      result = try evaluate(
        expression, of: SymbolKey(node: node, quantity: .value(flat: flat, local: slot)))
    } else {
      result = compiled.properties.defaults[property]
    }
    if spec.hasMembers {
      result = try StructMembers.apply(to: result, of: spec.name, node: compiled) {
        (member) throws(DiagnosticError) in try value(node, member)
      }
    }
    valueCache[flat] = result
    valueCached[flat] = true
    return result
  }

  /// A parameter's value, evaluated once per solve in its declaring node.
  func parameter(_ node: Int, _ name: String, _ expression: CompiledExpression)
    throws(DiagnosticError) -> Value
  {
    if let cached = parameterCache[node]?[name] { return cached }
    let value = try evaluate(expression, of: namedKey(node, name))
    parameterCache[node, default: [:]][name] = value
    return value
  }

  func isHidden(_ node: Int) throws(DiagnosticError) -> Bool {
    if let cached = hiddenCache[node] { return cached }
    var hidden = try ControllerLayout(parentOf: node, in: self)?.hides(node) ?? false
    if let number = template.nodes[node].properties.isHiddenNumber,
      case .bool(true) = try value(node, property: number)
    {
      hidden = true
    }
    hiddenCache[node] = hidden
    return hidden
  }

  func number(_ node: Int, _ name: String) throws(DiagnosticError) -> Double {
    try value(node, name).numericValue ?? 0
  }

  func evaluate(_ expression: CompiledExpression, of key: SymbolKey) throws(DiagnosticError)
    -> Value
  {
    // A constant reads nothing, so it cannot take part in a cycle.
    if expression.hasConstantValue { return expression.constantValue! }
    try enter(key)
    defer { leave() }
    let context = NodeContext(session: self, nodeIndex: key.node)
    do {
      return try expression.evaluate(in: context)
    } catch {
      let name = self.name(of: key)
      let node = template.nodes[key.node]
      throw error.located(
        file: node.file(for: name) ?? template.file, nodePath: node.path, attribute: name
      )
      .noting(node.includedFrom) { $0.file == node.file }
    }
  }

  /// Whether a symbol is being evaluated right now.
  func isEvaluating(_ key: SymbolKey) -> Bool {
    switch key.quantity {
    case .layout: return layoutInProgress[key.layoutSlot!]
    case .value(let flat, _): return valueInProgress[flat]
    case .named: return inProgress.contains(key)
    }
  }

  func leave() {
    let key = evaluating.removeLast()
    switch key.quantity {
    case .layout: layoutInProgress[key.layoutSlot!] = false
    case .value(let flat, _): valueInProgress[flat] = false
    case .named: inProgress.remove(key)
    }
  }

  func enter(_ key: SymbolKey) throws(DiagnosticError) {
    guard isEvaluating(key), let start = evaluating.lastIndex(of: key) else {
      let depth = evaluating.count
      if depth >= StackDepthGuard.unguardedDepth { try checkStack(entering: key) }
      evaluating.append(key)
      switch key.quantity {
      case .layout: layoutInProgress[key.layoutSlot!] = true
      case .value(let flat, _): valueInProgress[flat] = true
      case .named: inProgress.insert(key)
      }
      return
    }
    let cycle = (evaluating[start...] + [key]).map { (template.nodes[$0.node], name(of: $0)) }
    throw DiagnosticError(LayoutCycle.diagnostic(cycle, file: template.file))
  }

  /// Throws when the evaluation stack has grown as deep as the thread's stack allows.
  private func checkStack(entering key: SymbolKey) throws(DiagnosticError) {
    if stackGuard == nil { stackGuard = StackDepthGuard() }
    guard stackGuard!.isNearlyExhausted() else { return }
    let node = template.nodes[key.node]
    throw DiagnosticError(
      .error, code: .evaluationTooDeep,
      message: "Expressions depend on each other \(evaluating.count) levels deep, more than "
        + "this thread's stack can hold: \(describe(evaluating[0])) → … → \(describe(key))",
      file: template.file, range: node.sourceRange(for: name(of: key)), nodePath: node.path,
      attribute: name(of: key),
      hints: [
        "a long chain of next. references is solved from its far end: read previous. "
          + "instead, so each view depends on one solved before it"
      ])
  }

  /// Throws when macros expanding macros have grown as deep as the thread's stack allows.
  func checkStack(expandingMacro name: String) throws(DiagnosticError) {
    if stackGuard == nil { stackGuard = StackDepthGuard() }
    guard stackGuard!.isNearlyExhausted() else { return }
    throw DiagnosticError(
      .error, code: .evaluationTooDeep,
      message: "Macros expand each other \(macrosInUse.count) levels deep, more than this "
        + "thread's stack can hold: \(macrosInUse[0]) → … → \(name)",
      hints: ["let macros name values rather than long chains of other macros"])
  }

  func describe(_ key: SymbolKey) -> String {
    LayoutCycle.describe((template.nodes[key.node], name(of: key)))
  }

  /// The property name (or other name) of a key.
  func name(of key: SymbolKey) -> String {
    switch key.quantity {
    case .layout(let property): return property.name
    case .value(_, let local): return template.nodes[key.node].slots[local].name
    case .named(let index): return names[index]
    }
  }

  /// The key of a quantity known by name only.
  func namedKey(_ node: Int, _ name: String) -> SymbolKey {
    if let index = names.firstIndex(of: name) {
      return SymbolKey(node: node, quantity: .named(index))
    }
    names.append(name)
    return SymbolKey(node: node, quantity: .named(names.count - 1))
  }

  /// The size of an image view's image, nil when it has none; a missing or unreadable image
  /// is an error located at the `image` attribute.
  func image(_ node: Int, _ property: String = "image") throws(DiagnosticError)
    -> (key: String, size: Size)?
  {
    guard case .image(let name) = try value(node, property) else { return nil }
    do {
      return try input.images.image(named: name)
    } catch {
      let compiled = template.nodes[node]
      var located = error.located(
        file: template.file, nodePath: compiled.path, attribute: property)
      located.primary.range = located.primary.range ?? compiled.sourceRange(for: property)
      throw located
    }
  }

  // MARK: - Layout

  func layout(_ node: Int, _ property: LayoutProperty) throws(DiagnosticError) -> Double {
    let slot = node * LayoutProperty.slotCount + property.slot
    let cached = layoutCache[slot]
    if !cached.isNaN { return cached }
    if let value = try arrangedValue(node, property) {
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

  /// A frame value a stack view gives a child, if its parent arranges its children. The
  /// child's position and size across the stack's axis depend on the stack's breadth alone,
  /// so they are worked out without arranging the whole stack (whose lengths may depend on
  /// them: a label's height on its width).
  private func arrangedValue(_ node: Int, _ property: LayoutProperty) throws(DiagnosticError)
    -> Double?
  {
    if !template.lists.isEmpty, let placed = try TableLayout.placement(of: node, property, in: self)
    {
      return placed
    }
    if let controllers = ControllerLayout(parentOf: node, in: self),
      let frame = try controllers.frame(of: node)
    {
      return Self.frameValue(frame, property)
    }
    guard let parent = template.nodes[node].parent, template.nodes[parent].arrangesChildren
    else { return nil }
    if template.nodes[parent].box != nil {
      return Self.frameValue(try boxFrame(of: node, in: parent), property)
    }
    guard try !isHidden(node) else { return nil }
    if stackFrames[parent] == nil,
      let value = try StackLayout(session: self, stack: parent).crossValue(of: node, property)
    {
      return value
    }
    return try arrangedFrame(node, in: parent).flatMap { Self.frameValue($0, property) }
  }

  /// The frame a stack view gives a child, arranging the stack's children once.
  private func arrangedFrame(_ node: Int, in parent: Int) throws(DiagnosticError) -> Rect? {
    if let frames = stackFrames[parent] { return frames[node] }
    let key = namedKey(parent, "arrangement")
    try enter(key)
    defer { leave() }
    let frames = try StackLayout(session: self, stack: parent).frames()
    stackFrames[parent] = frames
    return frames[node]
  }

  /// The frame a box gives an item, solving the whole tree of boxes it belongs to once.
  private func boxFrame(of node: Int, in box: Int) throws(DiagnosticError) -> Rect {
    let outermost = BoxArrangement.outermost(of: box, in: template)
    if let solution = boxSolutions[outermost] { return solution.frames[node] ?? .zero }
    let width = try layout(outermost, .width)
    let height = try layout(outermost, .height)
    let key = namedKey(outermost, "box arrangement")
    try enter(key)
    defer { leave() }
    let solution = try BoxArrangement(session: self, root: outermost).solve(
      width: width, height: height)
    boxSolutions[outermost] = solution
    warnings += solution.warnings
    return solution.frames[node] ?? .zero
  }

  /// A box's size on an axis from its items (its `auto`): the other axis is the box's own
  /// when it is the outermost box and that size is not being worked out, else it is free too.
  func boxContentSize(_ box: Int, _ axis: PercentAxis) throws(DiagnosticError) -> Double {
    let other: LayoutProperty = axis == .horizontal ? .height : .width
    let isOutermost = template.nodes[box].parent.map { template.nodes[$0].box == nil } ?? true
    let otherSize: Double? =
      isOutermost && !isEvaluating(.layout(box, other)) ? try layout(box, other) : nil
    let key = namedKey(box, "box content")
    try enter(key)
    defer { leave() }
    let solution = try BoxArrangement(session: self, root: box).solve(
      width: axis == .horizontal ? nil : otherSize, height: axis == .vertical ? nil : otherSize)
    return axis == .horizontal ? solution.size.width : solution.size.height
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
  func containerSize(of node: Int, axis: PercentAxis) throws(DiagnosticError) -> Double {
    guard let parent = template.nodes[node].parent else {
      return axis == .horizontal ? input.canvas.width : input.canvas.height
    }
    return try ownContainerSize(of: parent, axis: axis)
  }

  /// A node's own size less its content insets: what its children's percentages refer to.
  func ownContainerSize(of node: Int, axis: PercentAxis) throws(DiagnosticError) -> Double {
    let size = try layout(node, axis == .horizontal ? .width : .height)
    // A table cell's content view ends before its accessory (Behaviour.md §lists.cells).
    if axis == .horizontal, node == 0, input.listCell != nil {
      return size - (try contentViewInset(of: node))
    }
    guard template.nodes[node].isScrollContainer else { return size }
    let insets = try adjustedContentInset(of: node)
    return axis == .horizontal
      ? size - insets.left - insets.right : size - insets.top - insets.bottom
  }

  /// Whether the node lays out right to left: `leading` is its right side. UIKit's rule: a
  /// forced direction wins, `playback` and `spatial` content stays left to right, and
  /// `unspecified` follows the render's direction.
  func isRightToLeft(_ node: Int) throws(DiagnosticError) -> Bool {
    var attribute: String?
    if case .string(let value) = try value(node, "semanticContentAttribute") { attribute = value }
    return input.layoutDirection.isRightToLeft(semanticContentAttribute: attribute)
  }

  /// The tint colour a node draws with: its `tintColor`, else its nearest ancestor's, else
  /// UIKit's blue (what `InheritedValues` fills in once the tree is solved).
  func tint(of node: Int) throws(DiagnosticError) -> Color {
    var current: Int? = node
    while let index = current {
      if case .color(let color) = try value(index, "tintColor") { return color }
      current = template.nodes[index].parent
    }
    return SystemColors.tint
  }

  /// `layer.anchorPoint`: the node's, else its kind's default.
  func anchorPoint(_ node: Int) throws(DiagnosticError) -> Point {
    if case .point(let point) = try value(node, "layer.anchorPoint") { return point }
    // An anchor that is not a point is UIView's default (the centre), as for a view that
    // sets none.
    guard case .point(let point) = BuiltInViewClasses.viewDefault("layer.anchorPoint") else {
      return Point(x: 0.5, y: 0.5)
    }
    return point
  }
}
