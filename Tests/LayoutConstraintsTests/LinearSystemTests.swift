import LayoutConstraints
import Testing

/// A system written term by term by variable number says what the same constraints written
/// as `Constraint`s say, to propagation and to the solver.
@Suite struct LinearSystemTests {
  /// A column of two views: the first pinned at 10 and 20 high, the second below it with a
  /// gap of 8 and 30 high; a's height written as two terms that combine.
  static func column() -> LinearSystem {
    var system = LinearSystem()
    let first = system.addVariables(2)
    let second = system.addVariables(2)
    #expect((first, second, system.variableCount) == (0, 2, 4))
    system.add(first)
    system.close(constant: -10, relation: .equal)
    system.add(first + 1, 0.5)
    system.add(first + 1, 0.5)
    system.close(constant: -20, relation: .equal)
    // second.top == first.top + first.height + 8
    system.add(second)
    system.add(first, -1)
    system.add(first + 1, -1)
    system.close(constant: -8, relation: .equal)
    system.add(second + 1)
    system.close(constant: -30, relation: .equal, strength: .strong)
    return system
  }

  @Test func propagationGivesEachVariableByNumber() throws {
    let values = try #require(
      ConstraintPropagation.solve(Self.column(), leftOutBelow: Strength(weight: 1e-3)))
    #expect(values == [10, 20, 38, 30])
  }

  @Test func aVariableWrittenTwiceInOneConstraintIsOneTerm() {
    let system = Self.column()
    let variables = (0..<system.variableCount).map { Variable("v\($0)") }
    let height = system.constraint(1, over: variables)
    #expect(height.expression.terms.count == 1)
    #expect(height.expression.terms.first?.coefficient == 1)
    #expect(height.description == "v1 + -20.0 == 0 (required)")
  }

  @Test func theSolverGivesWhatPropagationGives() throws {
    let system = Self.column()
    let variables = (0..<system.variableCount).map { Variable("v\($0)") }
    let solver = ConstraintSolver()
    for number in 0..<system.count { try solver.add(system.constraint(number, over: variables)) }
    solver.updateVariables()
    #expect(variables.map(\.value) == [10, 20, 38, 30])
  }

  @Test func anUndecidedVariableLeavesItToTheSolver() {
    var system = LinearSystem()
    let width = system.addVariables(2)
    system.add(width)
    system.add(width + 1, -1)
    system.close(constant: 0, relation: .equal)
    #expect(ConstraintPropagation.solve(system, leftOutBelow: Strength(weight: 1e-3)) == nil)
  }

  /// Sums written as `lhs relation rhs` make the same system as writing the terms by hand:
  /// the column again, with frames' variables, ends and scaled sums.
  @Test func sumsWriteTheSameConstraintsAsTerms() throws {
    var system = LinearSystem()
    let first = FrameVariables(in: &system)
    let second = FrameVariables(in: &system)
    #expect((first.left, first.height, second.left) == (0, 3, 4))
    system.write(LinearSum(first.top), .equal, LinearSum(constant: 10))
    system.write(LinearSum(first.height) * 2, .equal, LinearSum(constant: 40))
    system.write(
      LinearSum(second.top), .equal, LinearSum(first.top, plus: first.height, times: 1) + 8)
    system.write(LinearSum(second.height), .equal, LinearSum(constant: 30), strength: .strong)
    for variable in [first.left, first.width, second.left, second.width] {
      system.write(LinearSum(variable), .equal, LinearSum(constant: 0) - 1)
    }
    let values = try #require(ConstraintPropagation.solve(system, leftOutBelow: .weak))
    #expect([values[first.top], values[first.height]] == [10, 20])
    #expect([values[second.top], values[second.height]] == [38, 30])
    #expect(values[first.left] == -1)
  }

  @Test func aVariableMadeWithAnAttributeIsNamedWithBoth() {
    #expect(Variable("title", "left").name == "title.left")
    #expect(Variable("title.left").name == "title.left")
  }
}
