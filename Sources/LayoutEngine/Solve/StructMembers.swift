import LayoutCore
import LayoutExpressions

/// Struct properties written member by member (`contentInset.top="8"`): the struct's own
/// expression applies first, then each member's (Behaviour.md §b8).
enum StructMembers {
  static func apply(
    to value: Value, of name: String, node: CompiledNode,
    member read: (String) throws(DiagnosticError) -> Value
  ) throws(DiagnosticError) -> Value {
    switch value {
    case .point(var point):
      if let x = try number(name + ".x", node, read) { point.x = x }
      if let y = try number(name + ".y", node, read) { point.y = y }
      return .point(point)
    case .size(var size):
      if let width = try number(name + ".width", node, read) { size.width = width }
      if let height = try number(name + ".height", node, read) { size.height = height }
      return .size(size)
    case .insets(var insets):
      if let top = try number(name + ".top", node, read) { insets.top = top }
      if let left = try number(name + ".left", node, read) { insets.left = left }
      if let bottom = try number(name + ".bottom", node, read) { insets.bottom = bottom }
      if let right = try number(name + ".right", node, read) { insets.right = right }
      return .insets(insets)
    default:
      return value
    }
  }

  private static func number(
    _ member: String, _ node: CompiledNode, _ read: (String) throws(DiagnosticError) -> Value
  ) throws(DiagnosticError) -> Double? {
    guard node.has(member) else { return nil }
    return try read(member).numericValue
  }
}
