import LayoutViews

/// A key for one solved quantity of a node: a layout property, a property the node sets, or
/// something else the session names. Plain integers, so the evaluation stack copies it freely.
struct SymbolKey: Hashable {
  enum Quantity: Hashable {
    case layout(LayoutProperty)
    /// A property held in the value cache, by its flat and its node-local slot.
    case value(flat: Int, local: Int)
    /// A quantity named in `SolverSession.names`.
    case named(Int)
  }

  var node: Int
  var quantity: Quantity

  /// The key of a layout property.
  static func layout(_ node: Int, _ property: LayoutProperty) -> SymbolKey {
    SymbolKey(node: node, quantity: .layout(property))
  }

  /// The flat layout cache slot, for layout properties.
  var layoutSlot: Int? {
    guard case .layout(let property) = quantity else { return nil }
    return node * LayoutProperty.slotCount + property.slot
  }
}
