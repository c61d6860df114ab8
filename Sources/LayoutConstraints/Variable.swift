/// An unknown of a constraint system, such as a view's left edge. A reference: constraints
/// name the same variable by identity, and the solver writes its value back into it.
///
/// Sendable so that constraints can travel in errors: its name never changes, and its value and
/// slot are written only by the solver or propagation working on its system, which, like a
/// renderer, belongs to one thread at a time.
package final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The name's first part (`title`), and its attribute (`left`) when it was made with one.
  private let owner: String
  private let attribute: String?
  /// The value the last `ConstraintSolver.updateVariables()` gave it.
  package internal(set) var value: Double = 0
  /// The variable's number in the propagation working on it (`ConstraintPropagation`), so
  /// that numbering thousands of variables needs no hashing.
  var propagationSlot = -1

  package init(_ name: String) {
    owner = name
    attribute = nil
  }

  /// A variable named `owner.attribute` (`title.left`), the name joined only when it is read:
  /// layouts make four variables a view and read their names only in messages.
  package init(_ owner: String, _ attribute: String) {
    self.owner = owner
    self.attribute = attribute
  }

  /// A name for messages and dumps (`title.left`).
  package var name: String {
    attribute.map { owner + "." + $0 } ?? owner
  }

  package static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  package var description: String { name }
}
