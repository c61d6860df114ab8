import LayoutExpressions

/// Shares the painted values known before solving (`ValueSlot.painted`) among the nodes of one
/// kind that set the same properties, the constant ones to occurrences of the same compiled
/// expression: a thousand rows then hold one array of values instead of a copy each.
final class PaintedBases {
  private var known: [[Int]: (base: [Value], dynamic: [Int])] = [:]

  /// `ValueSlot.painted(table, slots)`, shared with the earlier nodes that gave the same.
  func painted(_ table: PropertyTable, _ slots: [ValueSlot]) -> (base: [Value], dynamic: [Int]) {
    let key = Self.key(table, slots)
    if let shared = known[key] { return shared }
    let painted = ValueSlot.painted(table, slots)
    known[key] = painted
    return painted
  }

  /// The table and, for each painted slot, its property and the identity of its constant
  /// expression's compiled form (-1 for one evaluated at each solve).
  private static func key(_ table: PropertyTable, _ slots: [ValueSlot]) -> [Int] {
    var key = [Int(bitPattern: ObjectIdentifier(table))]
    key.reserveCapacity(1 + 2 * slots.count)
    for slot in slots where !table.isLayoutProperty[slot.property] {
      key.append(slot.property)
      guard let expression = slot.expression, expression.hasConstantValue, !slot.hasMembers
      else {
        key.append(-1)
        continue
      }
      key.append(Int(bitPattern: expression.compiledForm))
    }
    return key
  }
}
