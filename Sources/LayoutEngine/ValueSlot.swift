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
    var structsWithMembers: Set<String> = []
    for expression in expressions {
      if let dot = expression.property.lastIndex(of: ".") {
        structsWithMembers.insert(String(expression.property[..<dot]))
      }
    }
    var byProperty = Array(repeating: -1, count: table.count)
    var slots: [ValueSlot] = []
    for (number, name) in table.names.enumerated() {
      let expression = index[name].map { expressions[$0].expression }
      let hasMembers = structsWithMembers.contains(name)
      guard expression != nil || hasMembers else { continue }
      byProperty[number] = slots.count
      slots.append(
        ValueSlot(property: number, name: name, expression: expression, hasMembers: hasMembers))
    }
    return (byProperty, slots)
  }

  /// The painted values known before solving, and the numbers of the painted properties that
  /// each solve evaluates. Layout properties are solved, not painted.
  static func painted(_ table: PropertyTable, _ byProperty: [Int], _ slots: [ValueSlot])
    -> (base: [Value], dynamic: [Int])
  {
    var base = Array(repeating: Value.null, count: table.count)
    var dynamic: [Int] = []
    for number in 0..<table.count where LayoutProperty.named(table.names[number]) == nil {
      let slot = byProperty[number]
      guard slot >= 0 else {
        base[number] = table.specs[number].defaultValue ?? .null
        continue
      }
      if let constant = slots[slot].expression?.constantValue, !slots[slot].hasMembers {
        base[number] = constant
      } else {
        dynamic.append(number)
      }
    }
    return (base, dynamic)
  }
}
