import LayoutConstraints
import LayoutCore

/// The constraints of an EverLayout tree in a Cassowary solver, and the frames it gives.
/// Each view has four variables (left, top, width, height, in the root's coordinates); the
/// root fills the canvas; labels, buttons and images want their intrinsic size (hugging at
/// priority 250, compression resistance at 750, as Auto Layout installs them); and every
/// frame is pulled, at the weakest strength, towards its parent's origin plus `stay` and a
/// size of `stay`, so that frames nothing decides still get a value (solving twice with two
/// stays finds them).
///
/// The constraints are written into a `LinearSystem` (variables by number, no object per
/// constraint). Most layouts decide every frame without the stays: those are solved by
/// propagation (`ConstraintPropagation`), in time and memory in proportion to the views, and
/// are known not to be ambiguous. Only the others are turned into the solver's variables and
/// constraints, installed kind by kind for the whole tree (intrinsic sizes, then the written
/// constraints, then the stays): with the sizes already in the tableau a chain of views adds
/// short rows, and with the stays last nothing pivots around them.
struct ConstraintSystem {
  private(set) var frames: [Rect] = []
  private(set) var installed: [EverLayoutSolver.InstalledConstraint] = []
  private(set) var warnings: [Diagnostic] = []
  /// Whether the constraints decided every frame without the stays: the frames are then the
  /// same for any stay, and the layout is not ambiguous.
  private(set) var isDetermined = false

  /// Where a constraint of the system came from, for the solver's messages.
  private enum Origin {
    /// The root filling the canvas, labelled as it reads.
    case canvas(String)
    /// A view's intrinsic size.
    case intrinsicSize
    /// A written constraint: its entry and its number among `installed`.
    case written(EverLayoutDocument.ConstraintEntry, installed: Int)
  }

  private let tree: EverLayoutTree
  /// The ids of the tree's views, made once rather than for each constraint.
  private let knownIDs: Set<String>
  private let content: IntrinsicContent
  /// The constraints before the stays, in the order they go to the solver.
  private var system = LinearSystem()
  /// Each constraint's origin, by its number in `system`.
  private var origins: [Origin] = []
  /// Each view's frame variables, by its index in the tree.
  private var variables: [FrameVariables] = []
  /// Size classes from the canvas: regular from 600 points wide and 500 high.
  private let horizontal: WrittenConstraint.SizeClass
  private let vertical: WrittenConstraint.SizeClass

  init(tree: EverLayoutTree, canvas: Size, content: IntrinsicContent, stay: Double)
    throws(DiagnosticError)
  {
    self.tree = tree
    knownIDs = Set(tree.ids.keys)
    self.content = content
    horizontal = canvas.width >= 600 ? .regular : .compact
    vertical = canvas.height >= 500 ? .regular : .compact
    system.reserveCapacity(constraints: tree.nodes.count * 8, termsEach: 3)
    variables.reserveCapacity(tree.nodes.count)
    for _ in tree.nodes.indices { variables.append(FrameVariables(in: &system)) }
    addRoot(canvas)
    for index in tree.nodes.indices { addIntrinsicSize(index) }
    for index in tree.nodes.indices {
      for entry in tree.nodes[index].constraints {
        for written in entry.constraints { try install(written, of: index, entry: entry) }
      }
    }
    var values = ConstraintPropagation.solve(system, leftOutBelow: Self.stayStrength)
    isDetermined = values != nil
    if values == nil { values = try solveWithStays(stay) }
    frames = variables.map { frame in
      Rect(
        x: values![frame.left], y: values![frame.top], width: values![frame.width],
        height: values![frame.height])
    }
  }

  /// Solves the system with the Cassowary solver: its constraints in order (labelled as they
  /// were written), then the stays. Answers the values by variable number.
  private func solveWithStays(_ stay: Double) throws(DiagnosticError) -> [Double] {
    let solver = ConstraintSolver()
    solver.shouldStop = RenderBudget.current.map { budget in { budget.isExhausted } }
    let attributes = ["left", "top", "width", "height"]
    let named = (0..<system.variableCount).map { number in
      Variable(tree.nodes[number / 4].view.id, attributes[number % 4])
    }
    for number in 0..<system.count {
      let constraint = system.constraint(number, over: named)
      switch origins[number] {
      case .canvas(let label): try add(labelled(constraint, label), to: solver)
      case .intrinsicSize: try add(constraint, to: solver)
      case .written(let entry, let installed):
        try add(labelled(constraint, self.installed[installed]), to: solver, writtenAt: entry)
      }
    }
    for index in tree.nodes.indices { try addStays(index, stay, named, solver) }
    solver.updateVariables()
    return named.map(\.value)
  }

  // MARK: - Built-in constraints

  private mutating func addRoot(_ canvas: Size) {
    let root = variables[0]
    for (variable, name, value) in [
      (root.left, "left", 0), (root.top, "top", 0), (root.width, "width", canvas.width),
      (root.height, "height", canvas.height),
    ] {
      system.write(LinearSum(variable), .equal, LinearSum(constant: value))
      let id = tree.nodes[0].view.id
      origins.append(.canvas("\(id).\(name) == \(formatted(value)) (the canvas)"))
    }
  }

  /// The stays' strength, below every other constraint's.
  private static let stayStrength = Strength(weight: 1e-3)

  private func addStays(
    _ index: Int, _ stay: Double, _ named: [Variable], _ solver: ConstraintSolver
  ) throws(DiagnosticError) {
    let frame = variables[index]
    let parent = tree.nodes[index].parent.map { variables[$0] }
    let origins = [(frame.left, parent?.left), (frame.top, parent?.top)]
    for (variable, base) in origins {
      let target =
        base.map { LinearExpression(named[$0]) + stay } ?? .init([], constant: stay)
      try add(
        Constraint(.init(named[variable]), .equal, target, strength: Self.stayStrength),
        to: solver)
    }
    for variable in [frame.width, frame.height] {
      try add(
        Constraint(
          .init(named[variable]), .equal, .init([], constant: stay), strength: Self.stayStrength),
        to: solver)
    }
  }

  private mutating func addIntrinsicSize(_ index: Int) {
    guard let size = content.sizes[index] else { return }
    let frame = variables[index]
    for (variable, value) in [(frame.width, size.width), (frame.height, size.height)] {
      let intrinsic = LinearSum(constant: value)
      system.write(LinearSum(variable), .lessOrEqual, intrinsic, strength: .priority(250))
      system.write(LinearSum(variable), .greaterOrEqual, intrinsic, strength: .priority(750))
      origins += [.intrinsicSize, .intrinsicSize]
    }
  }

  // MARK: - Written constraints

  private mutating func install(
    _ written: WrittenConstraint, of index: Int, entry: EverLayoutDocument.ConstraintEntry
  ) throws(DiagnosticError) {
    if let name = written.target, name != "super", tree.ids[name] == nil {
      throw unknownTarget(name, at: entry)
    }
    if let size = written.horizontalSizeClass, size != horizontal { return }
    if let size = written.verticalSizeClass, size != vertical { return }
    let (targetName, targetAttribute) = written.resolved(knownIDs: knownIDs)
    var target: Int?
    if targetName == "super" {
      guard let parent = tree.nodes[index].parent else {
        warn("The root has no superview: '\(entry.attributes)' does nothing", at: entry.range)
        return
      }
      target = parent
    } else if let targetName {
      target = tree.ids[targetName]
    }
    guard written.multiplier.isFinite else {
      warn("A multiplier of /0 breaks the constraint", at: entry.range)
      return
    }
    var rhs = LinearSum(constant: written.constant)
    if let target, let targetAttribute {
      rhs = sum(targetAttribute, of: target) * written.multiplier + written.constant
    }
    let item = tree.nodes[index].view.id
    let toItem = target.map { $0 == tree.nodes[index].parent ? "super" : tree.nodes[$0].view.id }
    // Unlabelled: the label is written only if the constraint goes to the solver.
    system.write(
      sum(written.attribute, of: index), relation(written.relation), rhs,
      strength: written.priority.map(Strength.priority) ?? .required)
    origins.append(.written(entry, installed: installed.count))
    installed.append(
      EverLayoutSolver.InstalledConstraint(
        item: item, attribute: written.attribute.rawValue, relation: written.relation.rawValue,
        toItem: toItem, toAttribute: toItem == nil ? nil : targetAttribute?.rawValue,
        multiplier: written.multiplier, constant: written.constant,
        priority: written.priority ?? 1000))
  }

  /// A written constraint labelled as it was written, for the solver's messages
  /// (`title.top == super.bottom × 1 + 8`).
  private func labelled(_ constraint: Constraint, _ written: EverLayoutSolver.InstalledConstraint)
    -> Constraint
  {
    var label = "\(written.item).\(written.attribute) \(written.relation) "
    if let toItem = written.toItem, let toAttribute = written.toAttribute {
      label += "\(toItem).\(toAttribute) × \(formatted(written.multiplier)) + "
    }
    label += formatted(written.constant)
    return labelled(constraint, label)
  }

  private func labelled(_ constraint: Constraint, _ label: String) -> Constraint {
    Constraint(
      constraint.expression, constraint.relation, LinearExpression(),
      strength: constraint.strength, label: label)
  }

  /// An attribute of a view as a sum of its frame's variables (left to right: leading is
  /// left; margins are UIKit's default 8 points).
  private func sum(_ attribute: WrittenConstraint.Attribute, of index: Int) -> LinearSum {
    let frame = variables[index]
    switch attribute {
    case .left, .leading: return LinearSum(frame.left)
    case .right, .trailing: return LinearSum(frame.left, plus: frame.width, times: 1)
    case .top: return LinearSum(frame.top)
    case .bottom: return LinearSum(frame.top, plus: frame.height, times: 1)
    case .width: return LinearSum(frame.width)
    case .height: return LinearSum(frame.height)
    case .centerX, .centerXWithinMargins:
      return LinearSum(frame.left, plus: frame.width, times: 0.5)
    case .centerY, .centerYWithinMargins:
      return LinearSum(frame.top, plus: frame.height, times: 0.5)
    case .leftMargin, .leadingMargin: return LinearSum(frame.left) + 8
    case .rightMargin, .trailingMargin:
      return LinearSum(frame.left, plus: frame.width, times: 1) - 8
    case .topMargin: return LinearSum(frame.top) + 8
    case .bottomMargin: return LinearSum(frame.top, plus: frame.height, times: 1) - 8
    case .firstBaseline:
      return LinearSum(frame.top) + (content.baselines[index]?.first ?? 0)
    case .lastBaseline:
      guard let last = content.baselines[index]?.last else {
        return LinearSum(frame.top, plus: frame.height, times: 1)
      }
      return LinearSum(frame.top) + last
    }
  }

  private func relation(_ relation: WrittenConstraint.Relation) -> Constraint.Relation {
    switch relation {
    case .equal: return .equal
    case .lessOrEqual: return .lessOrEqual
    case .greaterOrEqual: return .greaterOrEqual
    }
  }

  /// Adds a constraint to the solver; one that cannot hold is an error at the entry it was
  /// written at, or at the file for the built-in ones.
  private func add(
    _ constraint: Constraint, to solver: ConstraintSolver,
    writtenAt entry: EverLayoutDocument.ConstraintEntry? = nil
  ) throws(DiagnosticError) {
    do {
      try solver.add(constraint)
    } catch {
      if let entry { throw conflict(error, at: entry) }
      if case .stopped = error, let budget = RenderBudget.current { throw budget.error }
      throw DiagnosticError(
        .error, code: .unsatisfiableConstraints, message: error.description, file: tree.file)
    }
  }

  /// A constraint naming a view the layout does not have (EverLayout would relate it to the
  /// superview, hiding the typo), with the closest name and the views there are.
  private func unknownTarget(_ name: String, at entry: EverLayoutDocument.ConstraintEntry)
    -> DiagnosticError
  {
    let views = tree.ids.keys.sorted()
    var hints = ["the views: @super, " + views.map { "@" + $0 }.joined(separator: ", ")]
    if let close = Suggestions.closest(to: name, in: ["super"] + views) {
      hints.insert("did you mean '@\(close)'?", at: 0)
    }
    return DiagnosticError(
      .error, code: .unknownID,
      message: "'\(entry.attributes)' names @\(name), which is no view of the layout",
      file: tree.file, range: entry.range, hints: hints)
  }

  /// A required conflict, located at the constraint written last and naming the others.
  private func conflict(_ error: ConstraintError, at entry: EverLayoutDocument.ConstraintEntry)
    -> DiagnosticError
  {
    if case .stopped = error, let budget = RenderBudget.current { return budget.error }
    guard case .unsatisfiable(let constraint, let involved) = error else {
      return DiagnosticError(
        .error, code: .unsatisfiableConstraints, message: error.description, file: tree.file,
        range: entry.range)
    }
    let others = involved.map(\.description).joined(separator: ", ")
    return DiagnosticError(
      .error, code: .unsatisfiableConstraints,
      message: "Required constraints conflict: \(constraint)"
        + (involved.isEmpty ? "" : " cannot hold with \(others)"),
      file: tree.file, range: entry.range,
      hints: ["give one of them a priority below 1000 ($750), or remove it"])
  }

  private mutating func warn(_ message: String, at range: SourceRange) {
    warnings.append(
      Diagnostic(
        .warning, code: .everLayoutIgnored, message: message, file: tree.file, range: range))
  }

  /// A number as people write it: `8`, `0.5`.
  private func formatted(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }
}
