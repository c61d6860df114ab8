import Foundation
import Layout
import LayoutExpressions

/// `--dump constraints`: what an EverLayout layout installed, one constraint a line as text,
/// or a JSON array of `{"item", "attr", "relation", "toItem", "toAttr", "multiplier",
/// "constant", "priority"}` (`toItem` null for a constant, "super" for the superview).
enum ConstraintDump {
  static func text(_ constraints: [EverLayoutSolver.InstalledConstraint], json: Bool) -> String {
    guard json else {
      return constraints.map { constraint in
        var line = "\(constraint.item).\(constraint.attribute) \(constraint.relation) "
        if let item = constraint.toItem, let attribute = constraint.toAttribute {
          line += "\(item).\(attribute) × \(number(constraint.multiplier)) + "
        }
        line += number(constraint.constant)
        if constraint.priority < 1000 { line += " @\(number(constraint.priority))" }
        return line
      }.joined(separator: "\n")
    }
    let objects = constraints.map { constraint in
      let members = [
        "\"item\": \(quoted(constraint.item))", "\"attr\": \(quoted(constraint.attribute))",
        "\"relation\": \(quoted(constraint.relation))",
        "\"toItem\": \(constraint.toItem.map(quoted) ?? "null")",
        "\"toAttr\": \(constraint.toAttribute.map(quoted) ?? "null")",
        "\"multiplier\": \(number(constraint.multiplier))",
        "\"constant\": \(number(constraint.constant))",
        "\"priority\": \(number(constraint.priority))",
      ]
      return "  {" + members.joined(separator: ", ") + "}"
    }
    return "[\n" + objects.joined(separator: ",\n") + "\n]"
  }

  private static func quoted(_ text: String) -> String { Value.string(text).jsonText }

  private static func number(_ value: Double) -> String { Value.number(value).jsonText }
}
