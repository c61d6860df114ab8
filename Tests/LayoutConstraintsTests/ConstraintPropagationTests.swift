import LayoutConstraints
import Testing

/// Propagation must give what the solver gives whenever it answers, and answer false rather
/// than guess when a system needs the tableau.
@Suite struct ConstraintPropagationTests {
  /// The weakest strength, pulling undecided frames somewhere, as the layouts install it.
  static let stay = Strength(weight: 1e-3)

  /// A view's four variables.
  struct Frame {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
      (left, top) = (Variable(name + ".left"), Variable(name + ".top"))
      (width, height) = (Variable(name + ".width"), Variable(name + ".height"))
    }

    var all: [Variable] { [left, top, width, height] }
    var right: LinearExpression { .init(left) + .init(width) }
    var bottom: LinearExpression { .init(top) + .init(height) }
  }

  /// A deterministic generator (SplitMix64), so a failing system can be made again.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static func constant(_ value: Double) -> LinearExpression { .init([], constant: value) }

  /// Hugging and compression resistance at a size, as Auto Layout installs them.
  static func intrinsic(_ variable: Variable, _ size: Double) -> [Constraint] {
    [
      Constraint(.init(variable), .lessOrEqual, constant(size), strength: .priority(250)),
      Constraint(.init(variable), .greaterOrEqual, constant(size), strength: .priority(750)),
    ]
  }

  /// A random tree of views placed the ways layouts place them (pinned, chained after a
  /// sibling, centred, sized by content or by a constant at a random priority), with now and
  /// then a constraint that conflicts or leaves a frame undecided; and the stays.
  static func randomLayout(_ random: inout SplitMix) -> (
    constraints: [Constraint], stays: [Constraint], frames: [Frame]
  ) {
    let count = Int.random(in: 2...8, using: &random)
    let frames = (0..<count).map { Frame("v\($0)") }
    var constraints: [Constraint] = [
      Constraint(.init(frames[0].left), .equal, constant(0)),
      Constraint(.init(frames[0].top), .equal, constant(0)),
      Constraint(.init(frames[0].width), .equal, constant(400)),
      Constraint(.init(frames[0].height), .equal, constant(600)),
    ]
    var stays: [Constraint] = []
    for index in 1..<count {
      let parent = frames[Int.random(in: 0..<index, using: &random)]
      let previous = frames[index - 1]
      let frame = frames[index]
      let axes: [(Variable, Variable, LinearExpression, Variable, Variable, LinearExpression)] = [
        (frame.left, frame.width, frame.right, parent.left, parent.width, previous.right),
        (frame.top, frame.height, frame.bottom, parent.top, parent.height, previous.bottom),
      ]
      for (start, size, end, parentStart, parentSize, previousEnd) in axes {
        let margin = Double(Int.random(in: 0...20, using: &random))
        let content = Double(Int.random(in: 10...300, using: &random))
        let parentEnd = LinearExpression(parentStart) + .init(parentSize)
        // The shapes that leave a size undecided (5 and 6) are rarer, as in layouts people write.
        let shape = Int.random(in: 0..<12, using: &random)
        switch shape < 10 ? shape / 2 : shape - 5 {
        case 0:
          constraints.append(Constraint(.init(start), .equal, .init(parentStart) + margin))
          constraints.append(Constraint(end, .equal, parentEnd - margin))
          constraints += intrinsic(size, content)
        case 1:
          constraints.append(Constraint(.init(start), .equal, previousEnd + margin))
          constraints += intrinsic(size, content)
        case 2:
          constraints.append(
            Constraint(
              .init(start) + LinearExpression(size) * 0.5, .equal,
              .init(parentStart) + LinearExpression(parentSize) * 0.5))
          constraints += intrinsic(size, content)
        case 3:
          let priority = [250.0, 500, 750, 1000].randomElement(using: &random)!
          constraints.append(Constraint(end, .equal, parentEnd - margin))
          constraints.append(
            Constraint(.init(size), .equal, constant(content), strength: .priority(priority)))
        case 4:
          // A size both from content and from a constant: one of them gives way.
          constraints.append(Constraint(.init(start), .equal, .init(parentStart) + margin))
          constraints += intrinsic(size, content)
          let priority = [500.0, 999, 1000].randomElement(using: &random)!
          constraints.append(
            Constraint(.init(size), .equal, constant(content / 2), strength: .priority(priority)))
        case 5:
          // At least a size, and an end no further than the parent's.
          constraints.append(Constraint(.init(start), .equal, .init(parentStart) + margin))
          constraints.append(Constraint(.init(size), .greaterOrEqual, constant(content)))
          constraints.append(Constraint(end, .lessOrEqual, parentEnd))
        default:
          // Only a position: the size is left to the stays.
          constraints.append(Constraint(.init(start), .equal, .init(parentStart) + margin))
        }
        stays.append(Constraint(.init(start), .equal, .init(parentStart), strength: stay))
        stays.append(Constraint(.init(size), .equal, constant(0), strength: stay))
      }
    }
    return (constraints, stays, frames)
  }

  @Test func whateverPropagationSolvesTheSolverSolvesAlike() throws {
    var random = SplitMix(state: 20_261_128)
    var (solved, declined) = (0, 0)
    for _ in 0..<2_000 {
      let (constraints, stays, frames) = Self.randomLayout(&random)
      let variables = frames.flatMap(\.all)
      guard
        ConstraintPropagation.solve(constraints, variables: variables, leftOutBelow: Self.stay)
      else {
        declined += 1
        continue
      }
      solved += 1
      let propagated = variables.map(\.value)
      let solver = ConstraintSolver()
      for constraint in constraints + stays { try solver.add(constraint) }
      solver.updateVariables()
      for (variable, value) in zip(variables, propagated) {
        #expect(
          abs(variable.value - value) < 1e-6,
          "\(variable): propagated \(value), solved \(variable.value) in \(constraints)")
      }
    }
    // Both paths are taken often enough to mean something.
    #expect(solved > 300 && declined > 300, "\(solved) solved, \(declined) declined")
  }

  @Test func aColumnOfThousandsIsDecidedTopToBottom() {
    let root = Frame("root")
    var constraints = [
      Constraint(.init(root.left), .equal, Self.constant(0)),
      Constraint(.init(root.top), .equal, Self.constant(0)),
      Constraint(.init(root.width), .equal, Self.constant(400)),
      Constraint(.init(root.height), .equal, Self.constant(600)),
    ]
    var frames = [root]
    for index in 0..<4_000 {
      let frame = Frame("v\(index)")
      let above = index == 0 ? LinearExpression(root.top) : frames.last!.bottom
      constraints += [
        Constraint(.init(frame.top), .equal, above + 4),
        Constraint(.init(frame.left), .equal, .init(root.left) + 8),
        Constraint(frame.right, .equal, .init(root.left) + .init(root.width) - 8),
      ]
      constraints += Self.intrinsic(frame.width, 50) + Self.intrinsic(frame.height, 20)
      frames.append(frame)
    }
    let solved = ConstraintPropagation.solve(
      constraints, variables: frames.flatMap(\.all), leftOutBelow: Self.stay)
    #expect(solved)
    // The labels are stretched between the margins (hugging gives way to required edges) and
    // keep their height.
    #expect(frames[4_000].top.value == 4_000 * 24 - 20)
    #expect(frames[4_000].width.value == 384 && frames[4_000].height.value == 20)
  }

  @Test func aFrameOnlyTheStaysDecideIsLeftToTheSolver() {
    let view = Frame("v")
    let constraints = [
      Constraint(.init(view.left), .equal, Self.constant(10)),
      Constraint(.init(view.top), .equal, Self.constant(10)),
      Constraint(.init(view.height), .equal, Self.constant(10)),
    ]
    #expect(
      !ConstraintPropagation.solve(constraints, variables: view.all, leftOutBelow: Self.stay))
    // Nothing was written.
    #expect(view.left.value == 0)
  }

  @Test func aRequiredConflictIsLeftToTheSolver() {
    let view = Frame("v")
    let constraints = [
      Constraint(.init(view.left), .equal, Self.constant(0)),
      Constraint(.init(view.width), .equal, Self.constant(100)),
      Constraint(view.right, .equal, Self.constant(50)),
      Constraint(.init(view.top), .equal, Self.constant(0)),
      Constraint(.init(view.height), .equal, Self.constant(10)),
    ]
    #expect(
      !ConstraintPropagation.solve(constraints, variables: view.all, leftOutBelow: Self.stay))
  }

  /// Two sizes that share a required sum, each wanting its content: which one gives way is
  /// the tableau's to decide, not the order propagation met them in.
  @Test func aStrongerConstraintBrokenByAWeakerDecisionIsLeftToTheSolver() {
    let (a, b) = (Variable("a"), Variable("b"))
    let constraints =
      [Constraint(.init(a) + .init(b), .equal, Self.constant(100))]
      + Self.intrinsic(a, 80) + Self.intrinsic(b, 30)
    #expect(!ConstraintPropagation.solve(constraints, variables: [a, b], leftOutBelow: Self.stay))
  }

  /// A label between two edges: hugging (250) gives way to the required edges, and the
  /// values are those the solver finds.
  @Test func aWeakerConstraintGivesWayToStrongerOnes() {
    let view = Frame("v")
    let constraints =
      [
        Constraint(.init(view.left), .equal, Self.constant(8)),
        Constraint(view.right, .equal, Self.constant(392)),
        Constraint(.init(view.top), .equal, Self.constant(0)),
      ] + Self.intrinsic(view.width, 50) + Self.intrinsic(view.height, 20)
    #expect(ConstraintPropagation.solve(constraints, variables: view.all, leftOutBelow: Self.stay))
    #expect(view.width.value == 384 && view.height.value == 20)
  }
}
