/// A sum of variables times coefficients, plus a constant: `2 * a.width - b.left + 8`.
package struct LinearExpression: CustomStringConvertible, Sendable {
  /// One variable and its coefficient.
  package struct Term: Sendable {
    package var variable: Variable
    package var coefficient: Double

    package init(_ variable: Variable, _ coefficient: Double = 1) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  package var terms: [Term]
  package var constant: Double

  package init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  package init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  package var description: String {
    var parts = terms.map { term in
      term.coefficient == 1 ? term.variable.name : "\(term.coefficient) * \(term.variable.name)"
    }
    if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
    return parts.joined(separator: " + ")
  }

  /// The terms of `lhs - rhs` with each variable once, in the order variables first appear.
  static func combined(_ lhs: [Term], minus rhs: [Term]) -> [Term] {
    // Layout constraints have a handful of terms: combined in one array, without hashing.
    guard lhs.count + rhs.count > 16 else {
      var combined: [Term] = []
      combined.reserveCapacity(lhs.count + rhs.count)
      func add(_ term: Term, _ sign: Double) {
        if let at = combined.firstIndex(where: { $0.variable === term.variable }) {
          combined[at].coefficient += sign * term.coefficient
        } else {
          combined.append(Term(term.variable, sign * term.coefficient))
        }
      }
      for term in lhs { add(term, 1) }
      for term in rhs { add(term, -1) }
      return combined
    }
    var order: [Variable] = []
    var sums: [Variable: Double] = [:]
    for (terms, sign) in [(lhs, 1.0), (rhs, -1.0)] {
      for term in terms {
        if sums[term.variable] == nil { order.append(term.variable) }
        sums[term.variable, default: 0] += sign * term.coefficient
      }
    }
    return order.map { Term($0, sums[$0]!) }
  }
}

// Building expressions as they are written: `a + 2 * b - 10`.
extension LinearExpression {
  package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant + rhs)
  }

  package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + rhs * -1
  }

  package static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + -rhs
  }

  package static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(
      lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  package static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs * lhs
  }

  package static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs * (1 / rhs)
  }
}
