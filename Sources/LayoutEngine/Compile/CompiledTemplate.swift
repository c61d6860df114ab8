import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutSyntax
import LayoutViews

/// A template whose every expression is parsed and type-checked: the reusable result of
/// loading. Rendering it with new state re-evaluates, re-solves and re-paints only.
public struct CompiledTemplate: Sendable {
  /// Nodes in depth-first order; the root is at index 0.
  package internal(set) var nodes: [CompiledNode]
  package var file: String?
  /// Located warnings found while compiling (errors are thrown instead).
  package internal(set) var warnings: [Diagnostic]
  /// What each symbol of the template's expressions refers to, by its `SymbolTable` number.
  let symbols: [SymbolBinding]
  /// The cell templates of the UITableView and UICollectionView nodes, by node index.
  package internal(set) var lists: [Int: ListTemplates] = [:]
  /// Whether any node declares a `<macro>` (most templates have none).
  package var hasMacros: Bool { nodes.contains { !$0.macros.isEmpty } }
  /// Whether any node declares a `<param>`.
  var hasParameters: Bool { nodes.contains { !$0.parameters.isEmpty } }

  package var root: CompiledNode { nodes[0] }

  /// Whether the root's frame is the same on any canvas (`ParentDependence.ignoresCanvas`),
  /// so that a solve on a provisional canvas stands for the real one.
  package var rootIgnoresCanvas: Bool { ParentDependence.ignoresCanvas(root) }

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
///
/// Sendable by that rule: its few `var`s (children, sibling position, cache base, macro
/// variants) are `internal(set)` and written only by `NodeCompiler` before the template is
/// returned; compiled templates are then shared by renderers on several threads
/// (`ThreadedRenderTests`, the golden runner's workers).
package final class CompiledNode: @unchecked Sendable {
  package let index: Int
  package let parent: Int?
  package internal(set) var children: [Int] = []
  /// The node's position among its parent's children.
  package internal(set) var siblingPosition: Int = 0
  package let viewClass: ViewClass
  /// The kind's layout traits, copied out of `viewClass` so that solving reads them without
  /// copying the whole kind.
  package let arrangesChildren: Bool
  /// For a LayoutComposer box, which one.
  package let box: BoxKind?
  package let isScrollContainer: Bool
  package let intrinsicContent: IntrinsicContent
  /// For a navigation or tab bar controller, how it shows its child controllers.
  let containment: ControllerContainment?
  /// Whether the node is a view controller.
  let isController: Bool
  /// The image-valued properties besides `image` that the template sets (a tab's icon, a
  /// layer's contents), resolved when the node is solved.
  let otherImageProperties: [String]
  /// Every property the node's class accepts, inherited ones included.
  package let properties: PropertyTable
  package let id: String?
  /// The literal `outlet` attribute, if any.
  package let outlet: String?
  /// An `outlet` written as an expression (`{label.outlet}`), which must read constants only.
  var outletExpression: (expression: CompiledExpression, range: SourceRange)?
  package let path: NodePath
  /// Compiled expressions by property name, in source order.
  package let expressions: [NodeExpression]
  /// `<macro>` declarations of this node, by name; descendants see them too.
  package internal(set) var macros: [String: CompiledMacro]
  /// `<param>` declarations of this node, by name, with their values; descendants see them.
  package let parameters: [String: CompiledParameter]
  package let range: SourceRange
  /// The file the element came from, when not the template's own (`xml=`, `template=`).
  package let file: String?
  /// For an element of an included file: where the file was included, innermost first.
  package let includedFrom: [Diagnostic]
  /// The texts the kind draws besides a label's, its ancestors' when it declares none.
  package let textProperties: [TextProperties]
  /// The properties the template sets, or sets members of, in property order: a solve caches
  /// their values, numbered from 0 within the node; the others have their default value.
  let slots: [ValueSlot]
  /// Where this node's slots start in a solve's flat value cache.
  var cacheBase = 0
  /// Painted values known before solving that the template sets (constant expressions), in
  /// property order; the others are the kind's defaults (`PropertyTable.paintedDefaults`),
  /// which every node of the kind shares.
  let paintedConstants: [(property: Int, value: Value)]
  /// The numbers of the painted properties evaluated at each solve.
  let paintedDynamic: [Int]
  /// Whether the node's size or position on each axis comes from its parent's size, which
  /// keeps it out of its parent's `auto` size.
  private(set) var followsParent: (horizontal: Bool, vertical: Bool) = (false, false)
  /// A text kind's style when it is known before solving.
  private(set) var constantTextStyle: TextStyle?
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
    parameters: [String: CompiledParameter] = [:], macros: [String: CompiledMacro],
    range: SourceRange, file: String? = nil, includedFrom: [Diagnostic] = [],
    textProperties: [TextProperties] = []
  ) {
    self.textProperties = textProperties
    self.parameters = parameters
    self.file = file
    self.includedFrom = includedFrom
    self.index = index
    self.parent = parent
    self.viewClass = viewClass
    arrangesChildren = viewClass.arrangesChildren
    box = viewClass.box
    isScrollContainer = viewClass.isScrollContainer
    intrinsicContent = viewClass.intrinsicContent
    isController = viewClass.controller != nil
    containment = viewClass.controller.flatMap { $0.containment == .none ? nil : $0.containment }
    otherImageProperties = expressions.compactMap { expression in
      guard expression.property != "image", let number = expression.number(in: properties),
        properties.specs[number].type == .image
      else { return nil }
      return expression.property
    }
    self.properties = properties
    self.id = id
    self.outlet = outlet
    self.path = path
    self.expressions = expressions
    self.macros = macros
    self.range = range
    var layoutExpressions = [CompiledExpression?](repeating: nil, count: LayoutProperty.slotCount)
    for expression in expressions {
      if let property = expression.layoutProperty(in: properties) {
        layoutExpressions[property.slot] = expression.expression
      }
    }
    self.layoutExpressions = layoutExpressions
    slots = ValueSlot.assign(properties, expressions)
    (paintedConstants, paintedDynamic) = ValueSlot.painted(properties, slots)
    followsParent = (
      ParentDependence.follows(self, axis: .horizontal),
      ParentDependence.follows(self, axis: .vertical)
    )
    constantTextStyle = makeConstantTextStyle()
  }

  /// Where the last expression for a property is among `expressions`, if the template sets
  /// it: found through the property's slot, or, for a name the kind does not have (a member
  /// such as `contentInset.top`), by looking.
  private func position(of property: String) -> Int? {
    guard let number = properties.index(of: property) else {
      return expressions.lastIndex { $0.property == property }
    }
    return valueSlot(of: number).flatMap { slots[$0].position }
  }

  /// The slot of the property with this number in the node's table, nil when the template
  /// neither sets it nor sets members of it.
  func valueSlot(of number: Int) -> Int? {
    ValueSlot.slot(of: number, in: slots)
  }

  /// The compiled expression for a property, if the template sets it.
  package func expression(for property: String) -> CompiledExpression? {
    position(of: property).map { expressions[$0].expression }
  }

  /// Whether the template sets this property.
  package func has(_ property: String) -> Bool {
    position(of: property) != nil
  }

  /// Whether the template sets this property (one the solver reads often, found by number).
  func has(_ property: FrequentProperty) -> Bool {
    guard let number = properties.number(of: property) else { return has(property.name) }
    return valueSlot(of: number).flatMap { slots[$0].position } != nil
  }

  /// Whether the template sets this layout property.
  func has(_ property: LayoutProperty) -> Bool {
    layoutExpressions[property.slot] != nil
  }

  /// Where the expression for a property was written.
  package func sourceRange(for property: String) -> SourceRange? {
    position(of: property).map { expressions[$0].range }
  }

  /// The file the expression for a property was written in, when not the template's own.
  package func file(for property: String) -> String? {
    position(of: property).flatMap { expressions[$0].file } ?? file
  }
}

/// A property's compiled expression and where its text is.
package struct NodeExpression: Sendable {
  package var property: String
  package var expression: CompiledExpression
  package var range: SourceRange
  /// The file the attribute was written in, when not its node's (one inherited from a
  /// `template=` file).
  package var file: String?
  /// The property's number in its node's `PropertyTable`, when the compiler knows it.
  var propertyNumber: Int?

  /// The property's number in `table` (its node's), if the kind has it.
  func number(in table: PropertyTable) -> Int? {
    propertyNumber ?? table.index(of: property)
  }

  /// The layout property the expression sets on a node with `table`, if it sets one.
  func layoutProperty(in table: PropertyTable) -> LayoutProperty? {
    guard let number = number(in: table) else { return LayoutProperty.named(property) }
    return table.layoutProperty(number: number)
  }
}
