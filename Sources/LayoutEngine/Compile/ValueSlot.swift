import LayoutExpressions

/// A property of one node whose value a solve evaluates and caches: one the template sets, or
/// sets members of (`contentInset.top`).
struct ValueSlot {
  /// The property's number in the node's `PropertyTable`.
  var property: Int
  var name: String
  var expression: CompiledExpression?
  /// Where that expression is among the node's expressions.
  var position: Int?
  /// Whether member expressions (`contentInset.top`) refine the value.
  var hasMembers: Bool

  /// Numbers the properties a node sets: returns each property's slot (or -1) and the slots.
  static func assign(_ table: PropertyTable, _ expressions: [NodeExpression])
    -> (byProperty: [Int], slots: [ValueSlot])
  {
    // First marks each property set: -1 where none is; else bit 0 says whether members of
    // it are set, and the other bits the position of its expression plus one (0 for none),
    // the last one written.
    var byProperty = Array(repeating: -1, count: table.count)
    for (position, expression) in expressions.enumerated() {
      if let number = expression.number(in: table) {
        byProperty[number] = ((position + 1) << 1) | (max(byProperty[number], 0) & 1)
      }
      if let dot = expression.property.utf8.lastIndex(of: UInt8(ascii: ".")),
        let base = table.index(of: String(expression.property[..<dot]))
      {
        byProperty[base] = max(byProperty[base], 0) | 1
      }
    }
    var slots: [ValueSlot] = []
    slots.reserveCapacity(expressions.count)
    for number in byProperty.indices where byProperty[number] >= 0 {
      let mark = byProperty[number]
      let position = (mark >> 1) - 1
      byProperty[number] = slots.count
      slots.append(
        ValueSlot(
          property: number, name: table.names[number],
          expression: position >= 0 ? expressions[position].expression : nil,
          position: position >= 0 ? position : nil, hasMembers: (mark & 1) == 1))
    }
    return (byProperty, slots)
  }

  /// The painted values known before solving, and the numbers of the painted properties that
  /// each solve evaluates. Layout properties are solved, not painted.
  static func painted(_ table: PropertyTable, _ slots: [ValueSlot]) -> (
    base: [Value], dynamic: [Int]
  ) {
    var base = table.paintedDefaults
    var dynamic: [Int] = []
    for slot in slots where !table.isLayoutProperty[slot.property] {
      if let constant = slot.expression?.constantValue, !slot.hasMembers {
        base[slot.property] = constant
      } else {
        base[slot.property] = .null
        dynamic.append(slot.property)
      }
    }
    return (base, dynamic)
  }
}
