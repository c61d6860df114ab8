/// An unknown of a constraint system, such as a view's left edge. A reference: constraints
/// name the same variable by identity, and the solver writes its value back into it.
///
/// Sendable so that constraints can travel in errors: its name never changes, and its value is
/// written only by `updateVariables()` of the solver that owns it, which, like a renderer,
/// belongs to one thread at a time.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// A name for messages and dumps (`title.left`).
  public let name: String
  /// The value the last `ConstraintSolver.updateVariables()` gave it.
  public internal(set) var value: Double = 0

  public init(_ name: String) {
    self.name = name
  }

  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  public var description: String { name }
}
