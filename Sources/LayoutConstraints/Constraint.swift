/// `expression relation 0` at a strength: `a.left + a.width - b.left == -8`, written with the
/// operators of `LinearExpression` as `a.left + a.width == b.left - 8`.
package final class Constraint: Hashable, CustomStringConvertible, Sendable {
  package enum Relation: String, Sendable {
    case equal = "=="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
  }

  /// The left side less the right side.
  package let expression: LinearExpression
  package let relation: Relation
  package let strength: Strength
  /// What the constraint came from, for messages (`title.top == @super.top + 8`).
  package let label: String?

  package init(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
    strength: Strength = .required, label: String? = nil
  ) {
    expression = LinearExpression(
      LinearExpression.combined(lhs.terms, minus: rhs.terms), constant: lhs.constant - rhs.constant)
    self.relation = relation
    self.strength = strength
    self.label = label
  }

  package static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  package var description: String {
    label ?? "\(expression) \(relation.rawValue) 0 (\(strength))"
  }

  /// The variables the constraint reads.
  var variables: [Variable] { expression.terms.map(\.variable) }
}
