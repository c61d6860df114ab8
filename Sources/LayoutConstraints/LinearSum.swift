/// `a × first + b × second + constant` over a `LinearSystem`'s variables, with either variable
/// absent: each side of a layout's constraint is one (an edge, a size, a centre, a constant, a
/// share of a size).
package struct LinearSum: Sendable {
  package var first: (variable: Int, coefficient: Double)?
  package var second: (variable: Int, coefficient: Double)?
  package var constant: Double = 0

  /// One variable.
  package init(_ variable: Int) {
    first = (variable, 1)
  }

  /// `variable + share × other`: an end (a share of 1) or a centre (0.5) from a start and a
  /// size.
  package init(_ variable: Int, plus other: Int, times share: Double) {
    first = (variable, 1)
    second = (other, share)
  }

  /// A constant.
  package init(constant: Double) {
    self.constant = constant
  }

  package static func + (sum: LinearSum, constant: Double) -> LinearSum {
    var result = sum
    result.constant += constant
    return result
  }

  package static func - (sum: LinearSum, constant: Double) -> LinearSum { sum + -constant }

  package static func * (sum: LinearSum, factor: Double) -> LinearSum {
    var result = sum
    result.first?.coefficient *= factor
    result.second?.coefficient *= factor
    result.constant *= factor
    return result
  }

  /// Writes the sum's terms into the constraint `system` is writing, times `sign`.
  package func write(into system: inout LinearSystem, sign: Double) {
    if let (variable, coefficient) = first { system.add(variable, sign * coefficient) }
    if let (variable, coefficient) = second { system.add(variable, sign * coefficient) }
  }
}

/// A view's four variables in a `LinearSystem`: left, top, width and height, numbered in that
/// order from `left`.
package struct FrameVariables: Sendable {
  package let left: Int

  package var top: Int { left + 1 }
  package var width: Int { left + 2 }
  package var height: Int { left + 3 }

  /// Numbers four new variables in `system` for a view's frame.
  package init(in system: inout LinearSystem) {
    left = system.addVariables(4)
  }
}

extension LinearSystem {
  /// Adds `lhs relation rhs` at `strength`.
  package mutating func write(
    _ lhs: LinearSum, _ relation: Constraint.Relation, _ rhs: LinearSum,
    strength: Strength = .required
  ) {
    lhs.write(into: &self, sign: 1)
    rhs.write(into: &self, sign: -1)
    close(constant: lhs.constant - rhs.constant, relation: relation, strength: strength)
  }
}
