/// Constraints over variables known by number, kept in flat arrays: a layout of thousands of
/// views builds its system without an object per variable or per constraint, and hands it to
/// `ConstraintPropagation` as it is. Only a system propagation cannot decide is turned into
/// `Variable`s and `Constraint`s for the solver (`constraints(over:)`).
///
/// A constraint is written term by term: `add(_:_:)` for each term of its left side less its
/// right side, then `close(constant:relation:strength:)`.
package struct LinearSystem: Sendable {
  /// One variable and its coefficient in a constraint.
  package struct Term: Sendable {
    package let variable: Int
    package var coefficient: Double
  }

  /// What a constraint says besides its terms.
  struct Item: Sendable {
    let constant: Double
    let relation: Constraint.Relation
    let strength: Strength
  }

  /// How many variables the system has: they are numbered from 0.
  package private(set) var variableCount = 0
  private(set) var items: [Item] = []
  private(set) var terms: [Term] = []
  /// Constraint `i`'s terms are `terms[termStarts[i]..<termStarts[i + 1]]`.
  private(set) var termStarts: [Int] = [0]

  package init() {}

  /// Room for `constraints` constraints of about `termsEach` terms each.
  package mutating func reserveCapacity(constraints: Int, termsEach: Int) {
    items.reserveCapacity(constraints)
    termStarts.reserveCapacity(constraints + 1)
    terms.reserveCapacity(constraints * termsEach)
  }

  /// Numbers `count` new variables; answers the first one's number.
  package mutating func addVariables(_ count: Int) -> Int {
    variableCount += count
    return variableCount - count
  }

  /// How many constraints the system has.
  package var count: Int { items.count }

  /// Adds `coefficient × variable` to the constraint being written; a variable it already
  /// has adds to that term, as `Constraint` combines the sides it is given.
  package mutating func add(_ variable: Int, _ coefficient: Double = 1) {
    precondition(variable >= 0 && variable < variableCount, "variable \(variable) not numbered")
    let start = termStarts[termStarts.count - 1]
    for index in start..<terms.count where terms[index].variable == variable {
      terms[index].coefficient += coefficient
      return
    }
    terms.append(Term(variable: variable, coefficient: coefficient))
  }

  /// Ends the constraint being written: its terms plus `constant`, `relation` 0.
  package mutating func close(
    constant: Double, relation: Constraint.Relation, strength: Strength = .required
  ) {
    items.append(Item(constant: constant, relation: relation, strength: strength))
    termStarts.append(terms.count)
  }

  /// Constraint `number`'s terms.
  func terms(of number: Int) -> ArraySlice<Term> {
    terms[termStarts[number]..<termStarts[number + 1]]
  }

  /// Constraint `number` over `variables` (one per number), for the solver.
  package func constraint(_ number: Int, over variables: [Variable]) -> Constraint {
    let item = items[number]
    let expression = LinearExpression(
      terms(of: number).map { LinearExpression.Term(variables[$0.variable], $0.coefficient) },
      constant: item.constant)
    return Constraint(expression, item.relation, LinearExpression(), strength: item.strength)
  }
}
