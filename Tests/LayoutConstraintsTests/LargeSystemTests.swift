import LayoutConstraints
import Testing

/// Large systems of the shapes layouts make: a chain of thousands of views, sized by weak and
/// strong preferences, refusing a conflict midway and going on, removing and re-solving. The
/// solver touches only the rows a constraint changes, so these must come out exactly as a
/// small system does.
@Suite struct LargeSystemTests {
  /// A column of `count` views below each other, each 20 high unless told otherwise (strong),
  /// at least 10 (required), with 4 between them, the first at 0.
  static func column(_ count: Int, solver: ConstraintSolver) throws -> [(Variable, Variable)] {
    var views: [(top: Variable, height: Variable)] = []
    for index in 0..<count {
      let top = Variable("v\(index).top")
      let height = Variable("v\(index).height")
      if let (previousTop, previousHeight) = views.last {
        try solver.add(
          Constraint(.init(top), .equal, .init(previousTop) + .init(previousHeight) + 4))
      } else {
        try solver.add(Constraint(.init(top), .equal, .init([], constant: 0)))
      }
      try solver.add(Constraint(.init(height), .greaterOrEqual, .init([], constant: 10)))
      try solver.add(
        Constraint(.init(height), .equal, .init([], constant: 20), strength: .strong))
      try solver.add(Constraint(.init(top), .equal, .init([], constant: 0), strength: .weak))
      views.append((top, height))
    }
    return views
  }

  @Test func aLongColumnSolvesAsAShortOneDoes() throws {
    let solver = ConstraintSolver()
    let views = try Self.column(600, solver: solver)
    solver.updateVariables()
    for (index, (top, height)) in views.enumerated() {
      #expect(top.value == Double(index) * 24 && height.value == 20)
    }
  }

  @Test func aConflictMidwayChangesNothingAndSolvingGoesOn() throws {
    let solver = ConstraintSolver()
    let views = try Self.column(120, solver: solver)
    let bottom = Constraint(
      .init(views[119].0) + .init(views[119].1), .lessOrEqual, .init([], constant: 1_000))
    #expect(throws: ConstraintError.self) { try solver.add(bottom) }
    let squeeze = Constraint(
      .init(views[119].0) + .init(views[119].1), .lessOrEqual, .init([], constant: 4_000),
      strength: .required)
    try solver.add(squeeze)
    let fit = Constraint(
      .init(views[119].0) + .init(views[119].1), .equal, .init([], constant: 2_000),
      strength: .required)
    try solver.add(fit)
    solver.updateVariables()
    // 119 gaps of 4 and 120 heights of at least 10 fill 2,000: the strong 20s give way
    // only where they must, and every required constraint holds.
    var total = 0.0
    for (index, (top, height)) in views.enumerated() {
      #expect(height.value >= 10 - 1e-6)
      if index > 0 {
        let (previousTop, previousHeight) = views[index - 1]
        #expect(abs(top.value - (previousTop.value + previousHeight.value + 4)) < 1e-6)
      }
      total += height.value
    }
    #expect(abs(total + 119 * 4 - 2_000) < 1e-6)
    try solver.remove(fit)
    solver.updateVariables()
    #expect(views.allSatisfy { abs($0.1.value - 20) < 1e-6 })
  }
}
