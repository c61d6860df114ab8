import Dispatch
import Foundation
import LayoutConstraints

/// `layout bench --constraints N`: the constraint solver on a layout of N constraints, four
/// per view, views nested five to a parent as a screen's views are: each view's left edge is
/// its parent's plus 8 and its width at most its parent's less 16 (required), at least 4
/// (required) and 400 if it can (priority 250, as hugging is); the root is as wide as a
/// container whose width is an edit variable. It is solved from scratch, then re-solved after
/// the container's width is suggested anew.
enum ConstraintBenchmark {
  struct Timings {
    var build: [Double] = []
    var resolve: [Double] = []
  }

  /// Medians in milliseconds of building and solving, and of one suggestion's re-solve.
  static func run(constraints: Int, rounds: Int) throws(ConstraintError) -> (Double, Double) {
    var timings = Timings()
    for round in 0...rounds {
      let start = DispatchTime.now().uptimeNanoseconds
      let (solver, container) = try build(constraints: constraints)
      solver.updateVariables()
      let built = DispatchTime.now().uptimeNanoseconds
      try solver.suggestValue(Double(800 + round % 7 * 40), for: container)
      solver.updateVariables()
      let resolved = DispatchTime.now().uptimeNanoseconds
      guard round > 0 else { continue }
      timings.build.append(Double(built - start) / 1_000_000)
      timings.resolve.append(Double(resolved - built) / 1_000_000)
    }
    return (median(timings.build), median(timings.resolve))
  }

  /// A solver holding `constraints` constraints (four per view) and the container's width.
  static func build(constraints: Int) throws(ConstraintError) -> (ConstraintSolver, Variable) {
    let solver = ConstraintSolver()
    let container = Variable("container.width")
    try solver.addEditVariable(container, strength: .strong)
    try solver.suggestValue(1_000, for: container)
    var lefts: [Variable] = []
    var widths: [Variable] = []
    for index in 0..<max(1, constraints / 4) {
      let left = Variable("v\(index).left")
      let width = Variable("v\(index).width")
      if index == 0 {
        try solver.add(Constraint(.init(left), .equal, .init([], constant: 0)))
        try solver.add(Constraint(.init(width), .equal, .init(container)))
      } else {
        let parent = (index - 1) / 5
        try solver.add(Constraint(.init(left), .equal, .init(lefts[parent]) + 8))
        try solver.add(Constraint(.init(width), .lessOrEqual, .init(widths[parent]) - 16))
      }
      try solver.add(Constraint(.init(width), .greaterOrEqual, .init([], constant: 4)))
      try solver.add(
        Constraint(.init(width), .equal, .init([], constant: 400), strength: .priority(250)))
      lefts.append(left)
      widths.append(width)
    }
    return (solver, container)
  }

  private static func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
  }
}
