import LayoutCore
import LayoutExpressions

/// Every property of one view kind, inherited ones included, numbered in name order. Compiled
/// nodes keep their expressions, and solved nodes their values, by these numbers, so solving
/// looks names up once per template rather than once per read.
public final class PropertyTable: Sendable {
  /// Property names, sorted.
  public let names: [String]
  /// The property declarations, in the order of `names`.
  public let specs: [PropertySpec]
  private let indices: [String: Int]
  /// The table's number among those of its template.
  package let number: Int
  /// Each property's default value, `.null` for none (read without copying its declaration).
  package let defaults: [Value]
  /// The number of `isHidden`, which every solve reads for every node.
  package let isHiddenNumber: Int?
  /// What painting starts from: each property's default, `.null` for layout properties (which
  /// are solved, not painted) and for those without one.
  let paintedDefaults: [Value]
  /// The numbers of the properties labels read at every solve, if the kind has them.
  package let textNumber: Int?
  package let attributedTextNumber: Int?
  /// The numbers of the properties a text kind's style is made of, for those the kind has.
  package let textStyleNumbers:
    (font: Int?, alignment: Int?, lines: Int?, lineBreak: Int?, shrinks: Int?)
  /// Whether each property is a layout property (`LayoutProperty`), which is solved, not
  /// painted.
  package let isLayoutProperty: [Bool]
  /// The layout property each property is, if it is one.
  private let layoutProperties: [LayoutProperty?]
  /// The number of each `FrequentProperty`, by its raw value; nil where the kind lacks it.
  private let frequentNumbers: [Int?]

  package init(_ properties: [String: PropertySpec], number: Int = 0) {
    self.number = number
    names = properties.keys.sorted()
    specs = names.map { properties[$0]! }
    let indices = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    self.indices = indices
    layoutProperties = names.map(LayoutProperty.named)
    isLayoutProperty = layoutProperties.map { $0 != nil }
    let paintedDefaults = zip(isLayoutProperty, specs).map { isLayout, spec in
      isLayout ? Value.null : spec.defaultValue ?? .null
    }
    self.paintedDefaults = paintedDefaults
    defaults = specs.map { $0.defaultValue ?? .null }
    isHiddenNumber = indices["isHidden"]
    frequentNumbers = FrequentProperty.names.map { indices[$0] }
    textNumber = indices["text"]
    attributedTextNumber = indices["attributedText"]
    textStyleNumbers = (
      indices["font"], indices["textAlignment"], indices["numberOfLines"],
      indices["lineBreakMode"], indices["adjustsFontSizeToFitWidth"]
    )
  }

  /// The table of every property of `kind`, inherited ones included.
  public convenience init(kind: ViewClass, in registry: ViewClassRegistry) {
    self.init(registry.properties(of: kind))
  }

  /// The number of properties.
  public var count: Int { names.count }

  /// The number of the property with this name, if the kind has it.
  public func index(of name: String) -> Int? {
    indices[name]
  }

  /// The number of a property the solver reads for every node, if the kind has it.
  package func number(of property: FrequentProperty) -> Int? {
    frequentNumbers[property.rawValue]
  }

  /// The layout property the property with this number is, if it is one.
  package func layoutProperty(number: Int) -> LayoutProperty? {
    layoutProperties[number]
  }

  /// The declaration of the property with this name, if the kind has it.
  public subscript(name: String) -> PropertySpec? {
    indices[name].map { specs[$0] }
  }
}

/// Properties the solver reads for every node of a layout (a box item's options, what a node
/// inherits), numbered once per table so that solving does not look their names up per node.
package enum FrequentProperty: Int, CaseIterable {
  case margins, marginTop, marginLeft, marginBottom, marginRight, defaultMargins, flex
  case align, halign, valign, numberOfLines, tintColor, semanticContentAttribute

  /// The properties' names, by raw value.
  static let names = allCases.map { String(describing: $0) }

  package var name: String { Self.names[rawValue] }
}

/// Property tables made once per view kind, for a front-end that solves many nodes of a few
/// kinds (a table lists every property of its kind, inherited ones included).
public struct PropertyTables {
  private var tables: [String: PropertyTable] = [:]

  public init() {}

  /// The table of `kind`, made the first time it is asked for (the registry's own for a kind
  /// it holds, which every render shares).
  public mutating func table(for kind: ViewClass, in registry: ViewClassRegistry)
    -> PropertyTable
  {
    if let table = tables[kind.name] { return table }
    let table = registry.propertyTable(of: kind)
    tables[kind.name] = table
    return table
  }
}

/// A solved node's property values, read by name: every property the view kind declares with a
/// default or the template sets (layout properties aside).
public struct PropertyValues: Sendable {
  package let table: PropertyTable
  /// The node's own values (those the template or the front-end sets), by property number;
  /// they replace the kind's defaults (`table.paintedDefaults`).
  package let evaluated: [(property: Int, value: Value)]

  /// Values for a node of `kind` solved by a front-end other than Layout XML's: `values` over
  /// the kind's defaults (inherited properties included).
  public init(kind: ViewClass, in registry: ViewClassRegistry, values: [String: Value]) {
    self.init(table: PropertyTable(kind: kind, in: registry), values: values)
  }

  /// Values for a node of the kind `table` was made for: `values` over the kind's defaults.
  /// A front-end solving many nodes makes one table per kind and shares it among them.
  public init(table: PropertyTable, values: [String: Value]) {
    self.table = table
    evaluated = values.compactMap { name, value in table.index(of: name).map { ($0, value) } }
      .sorted { $0.0 < $1.0 }
  }

  package init(table: PropertyTable, evaluated: [(property: Int, value: Value)]) {
    self.table = table
    self.evaluated = evaluated
  }

  /// The value of a property; nil when the node has none. A property the kind does not have
  /// reads as UIView's default, if it declares one.
  public subscript(name: String) -> Value? {
    guard let number = table.index(of: name) else {
      let fallback = BuiltInViewClasses.viewDefault(name)
      return fallback == .null ? nil : fallback
    }
    let value = evaluated.first { $0.property == number }?.value ?? table.paintedDefaults[number]
    if case .null = value { return nil }
    return value
  }

  /// The value of a property the solver reads often, as `self[name]` reads it.
  subscript(property: FrequentProperty) -> Value? {
    guard let number = table.number(of: property) else { return self[property.name] }
    let value = evaluated.first { $0.property == number }?.value ?? table.paintedDefaults[number]
    if case .null = value { return nil }
    return value
  }

  /// The names of the properties that have values, sorted.
  public var names: [String] {
    table.names.filter { self[$0] != nil }
  }
}
