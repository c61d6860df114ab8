import LayoutExpressions
import LayoutViews

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

  /// The slots of the properties a node sets, in property order: each property's last
  /// expression, and whether member expressions (`contentInset.top`) refine it.
  static func assign(_ table: PropertyTable, _ expressions: [NodeExpression]) -> [ValueSlot] {
    // (property, position of its expression or -1, whether it has members), in any order.
    var marks: [(property: Int, position: Int, hasMembers: Bool)] = []
    marks.reserveCapacity(expressions.count)
    for (position, expression) in expressions.enumerated() {
      if let number = expression.number(in: table) {
        marks.append((number, position, false))
      }
      if let dot = expression.property.utf8.lastIndex(of: UInt8(ascii: ".")),
        let base = table.index(of: String(expression.property[..<dot]))
      {
        marks.append((base, -1, true))
      }
    }
    marks.sort { $0.property < $1.property }
    var slots: [ValueSlot] = []
    slots.reserveCapacity(marks.count)
    for mark in marks {
      if let last = slots.last, last.property == mark.property {
        slots[slots.count - 1].hasMembers = last.hasMembers || mark.hasMembers
        if mark.position > (last.position ?? -1) {
          slots[slots.count - 1].position = mark.position
          slots[slots.count - 1].expression = expressions[mark.position].expression
        }
        continue
      }
      slots.append(
        ValueSlot(
          property: mark.property, name: table.names[mark.property],
          expression: mark.position >= 0 ? expressions[mark.position].expression : nil,
          position: mark.position >= 0 ? mark.position : nil, hasMembers: mark.hasMembers))
    }
    return slots
  }

  /// The number of the slot of `property` among `slots` (in property order), nil when the
  /// node does not set it.
  static func slot(of property: Int, in slots: [ValueSlot]) -> Int? {
    var (low, high) = (0, slots.count)
    while low < high {
      let middle = (low + high) / 2
      if slots[middle].property < property { low = middle + 1 } else { high = middle }
    }
    return low < slots.count && slots[low].property == property ? low : nil
  }

  /// The painted values known before solving that differ from the kind's defaults (constant
  /// expressions), in property order, and the numbers of the painted properties each solve
  /// evaluates. Layout properties are solved, not painted.
  static func painted(_ table: PropertyTable, _ slots: [ValueSlot]) -> (
    constants: [(property: Int, value: Value)], dynamic: [Int]
  ) {
    var constants: [(property: Int, value: Value)] = []
    var dynamic: [Int] = []
    for slot in slots where !table.isLayoutProperty[slot.property] {
      if let constant = slot.expression?.constantValue, !slot.hasMembers {
        constants.append((slot.property, constant))
      } else {
        dynamic.append(slot.property)
      }
    }
    return (constants, dynamic)
  }
}
