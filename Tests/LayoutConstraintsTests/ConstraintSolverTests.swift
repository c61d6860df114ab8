import LayoutConstraints
import Testing

/// The solver's contract beyond agreeing with kiwisolver: strengths, priorities, edits,
/// explanations of conflicts, and errors instead of traps.
@Suite struct ConstraintSolverTests {
  @Test func strongerConstraintsWinAndWeakerOnesGiveWay() throws {
    let width = Variable("width")
    let solver = ConstraintSolver()
    try solver.add(Constraint(.init(width), .equal, .init([], constant: 100), strength: .weak))
    try solver.add(Constraint(.init(width), .equal, .init([], constant: 200), strength: .medium))
    try solver.add(Constraint(.init(width), .lessOrEqual, .init([], constant: 150)))
    solver.updateVariables()
    #expect(width.value == 150)
  }

  @Test func autoLayoutPrioritiesKeepTheirOrder() {
    let priorities = [1.0, 100, 249, 250, 251, 500, 749, 750, 751, 999]
    let weights = priorities.map { Strength.priority($0).weight }
    #expect(weights == weights.sorted() && Set(weights).count == weights.count)
    #expect(Strength.priority(1000) == .required)
    #expect(!Strength.priority(999).isRequired)
    #expect(abs(Strength.priority(750).weight - Strength.strong.weight) < 1e-3)
  }

  @Test func aConflictNamesTheConstraintsInvolvedAndChangesNothing() throws {
    let left = Variable("a.left")
    let width = Variable("a.width")
    let other = Variable("b.left")
    let solver = ConstraintSolver()
    let pinned = Constraint(.init(left), .equal, .init([], constant: 10), label: "a.left == 10")
    let sized = Constraint(
      .init(left) + .init(width), .equal, .init([], constant: 110), label: "a.right == 110")
    let unrelated = Constraint(.init(other), .equal, .init([], constant: 5), label: "b.left == 5")
    try solver.add(pinned)
    try solver.add(sized)
    try solver.add(unrelated)
    let conflicting = Constraint(
      .init(width), .greaterOrEqual, .init([], constant: 200), label: "a.width >= 200")
    do {
      try solver.add(conflicting)
      Issue.record("a conflicting required constraint was added")
    } catch {
      guard case .unsatisfiable(let constraint, let involved) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(constraint === conflicting)
      #expect(involved.map(\.description) == ["a.left == 10", "a.right == 110"])
      #expect(
        error.description
          == "Unsatisfiable constraint a.width >= 200 with a.left == 10, a.right == 110")
    }
    #expect(!solver.contains(conflicting))
    solver.updateVariables()
    #expect(left.value == 10 && width.value == 100 && other.value == 5)
    // The solver goes on: the conflict left no trace.
    try solver.add(Constraint(.init(width), .lessOrEqual, .init([], constant: 150)))
    solver.updateVariables()
    #expect(width.value == 100)
  }

  @Test func editVariablesFollowSuggestions() throws {
    let container = Variable("container.width")
    let child = Variable("child.width")
    let solver = ConstraintSolver()
    try solver.add(Constraint(.init(child), .equal, 0.5 * LinearExpression(container) - 10))
    try solver.addEditVariable(container, strength: .strong)
    for width in [300.0, 500, 120] {
      try solver.suggestValue(width, for: container)
      solver.updateVariables()
      #expect(child.value == width / 2 - 10)
    }
  }

  @Test func misuseIsAnErrorNotATrap() throws {
    let x = Variable("x")
    let solver = ConstraintSolver()
    let constraint = Constraint(.init(x), .equal, .init([], constant: 1))
    try solver.add(constraint)
    #expect(throws: ConstraintError.self) { try solver.add(constraint) }
    try solver.remove(constraint)
    #expect(throws: ConstraintError.self) { try solver.remove(constraint) }
    #expect(throws: ConstraintError.self) { try solver.suggestValue(1, for: x) }
    #expect(throws: ConstraintError.self) { try solver.removeEditVariable(x) }
    #expect(throws: ConstraintError.self) { try solver.addEditVariable(x, strength: .required) }
    try solver.addEditVariable(x, strength: .strong)
    #expect(throws: ConstraintError.self) { try solver.addEditVariable(x, strength: .weak) }
  }

  @Test func theSameConstraintsGiveTheSameValues() throws {
    func solve() throws -> [Double] {
      let variables = (0..<6).map { Variable("v\($0)") }
      let solver = ConstraintSolver()
      for (index, variable) in variables.enumerated() {
        // Every variable is free within a band: many optima would do, the order picks one.
        try solver.add(Constraint(.init(variable), .greaterOrEqual, .init([], constant: 0)))
        try solver.add(
          Constraint(.init(variable), .lessOrEqual, .init([], constant: Double(10 + index))))
      }
      let sum = variables.dropFirst().reduce(LinearExpression(variables[0])) { $0 + .init($1) }
      try solver.add(Constraint(sum, .equal, .init([], constant: 30), strength: .medium))
      solver.updateVariables()
      return variables.map(\.value)
    }
    let first = try solve()
    for _ in 0..<5 { #expect(try solve() == first) }
  }

  @Test func theSolverGivesUpWhenAskedTo() throws {
    let solver = ConstraintSolver()
    let x = Variable("x")
    solver.shouldStop = { true }
    #expect {
      try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression([], constant: 1)))
    } throws: { error in
      if case ConstraintError.stopped = error { true } else { false }
    }
    solver.shouldStop = nil
    try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression([], constant: 1)))
    solver.updateVariables()
    #expect(x.value == 1)
  }
}
