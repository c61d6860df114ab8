import LayoutExpressions

/// A property of one node whose value a solve evaluates and caches: one the template sets, or
/// sets members of (`contentInset.top`).
struct ValueSlot {
  /// The property's number in the node's `PropertyTable`.
  var property: Int
  var name: String
  var expression: CompiledExpression?
  /// Whether member expressions (`contentInset.top`) refine the value.
  var hasMembers: Bool

  /// Numbers the properties a node sets: returns each property's slot (or -1) and the slots.
  static func assign(
    _ table: PropertyTable, _ expressions: [NodeExpression], _ index: [String: Int]
  ) -> (byProperty: [Int], slots: [ValueSlot]) {
    // The properties set, and the struct properties whose members are set, in table order.
    var numbers: Set<Int> = []
    var withMembers: Set<Int> = []
    for expression in expressions {
      if let number = table.index(of: expression.property) { numbers.insert(number) }
      if let dot = expression.property.utf8.lastIndex(of: UInt8(ascii: ".")),
        let base = table.index(of: String(expression.property[..<dot]))
      {
        numbers.insert(base)
        withMembers.insert(base)
      }
    }
    var byProperty = Array(repeating: -1, count: table.count)
    var slots: [ValueSlot] = []
    for number in numbers.sorted() {
      let name = table.names[number]
      byProperty[number] = slots.count
      slots.append(
        ValueSlot(
          property: number, name: name, expression: index[name].map { expressions[$0].expression },
          hasMembers: withMembers.contains(number)))
    }
    return (byProperty, slots)
  }

  /// The painted values known before solving, and the numbers of the painted properties that
  /// each solve evaluates. Layout properties are solved, not painted.
  static func painted(_ table: PropertyTable, _ byProperty: [Int], _ slots: [ValueSlot])
    -> (base: [Value], dynamic: [Int])
  {
    var base = table.paintedDefaults
    var dynamic: [Int] = []
    for slot in slots where LayoutProperty.named(slot.name) == nil {
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
