import LayoutViews

/// What a symbol read by a layout expression can refer to in the dependency graph: a layout
/// property of a relative (`previous.bottom`, `#title.top`), one of the node's own (`width`),
/// or anything else.
enum SymbolShape {
  case relative(prefix: String, property: LayoutProperty)
  case own(LayoutProperty)
  case other
}

/// Splits each distinct symbol into its shape once, however many expressions read it.
struct SymbolShapes {
  private var shapes: [String: SymbolShape] = [:]

  mutating func shape(of symbol: String) -> SymbolShape {
    if let known = shapes[symbol] { return known }
    let shape = Self.split(symbol)
    shapes[symbol] = shape
    return shape
  }

  private static func split(_ symbol: String) -> SymbolShape {
    let parts = symbol.split(separator: ".", maxSplits: 1).map(String.init)
    if parts.count == 2, let property = LayoutProperty.named(parts[1]) {
      return .relative(prefix: parts[0], property: property)
    }
    return LayoutProperty.named(symbol).map(SymbolShape.own) ?? .other
  }
}
