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
/// Most layouts decide every frame without the stays: those are solved by propagation
/// (`ConstraintPropagation`), in time and memory in proportion to the views, and are known
/// not to be ambiguous. The others go to the solver, installed kind by kind for the whole
/// tree (intrinsic sizes, then the written constraints, then the stays): with the sizes
/// already in the tableau a chain of views adds short rows, and with the stays last nothing
/// pivots around them.
struct ConstraintSystem {
  private(set) var frames: [Rect] = []
  private(set) var installed: [EverLayoutSolver.InstalledConstraint] = []
  private(set) var warnings: [Diagnostic] = []
  /// Whether the constraints decided every frame without the stays: the frames are then the
  /// same for any stay, and the layout is not ambiguous.
  private(set) var isDetermined = false

  private struct Frame {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable
  }

  private let tree: EverLayoutTree
  /// The ids of the tree's views, made once rather than for each constraint.
  private let knownIDs: Set<String>
  private let content: IntrinsicContent
  private let solver = ConstraintSolver()
  private var variables: [Frame] = []
  /// The constraints before the stays, in the order they are added to the solver, each with
  /// the entry it was written at (nil for the built-in ones).
  private var pending:
    [(
      constraint: Constraint, written: (entry: EverLayoutDocument.ConstraintEntry, installed: Int)?
    )] =
      []
  /// Size classes from the canvas: regular from 600 points wide and 500 high.
  private let horizontal: WrittenConstraint.SizeClass
  private let vertical: WrittenConstraint.SizeClass

  init(tree: EverLayoutTree, canvas: Size, content: IntrinsicContent, stay: Double)
    throws(DiagnosticError)
  {
    self.tree = tree
    knownIDs = Set(tree.ids.keys)
    self.content = content
    solver.shouldStop = RenderBudget.current.map { budget in { budget.isExhausted } }
    horizontal = canvas.width >= 600 ? .regular : .compact
    vertical = canvas.height >= 500 ? .regular : .compact
    variables = tree.nodes.indices.map { index in
      let id = tree.nodes[index].view.id
      return Frame(
        left: Variable(id, "left"), top: Variable(id, "top"), width: Variable(id, "width"),
        height: Variable(id, "height"))
    }
    addRoot(canvas)
    for index in tree.nodes.indices { addIntrinsicSize(index) }
    for index in tree.nodes.indices {
      for entry in tree.nodes[index].constraints {
        for written in entry.constraints { try install(written, of: index, entry: entry) }
      }
    }
    let all = variables.flatMap { [$0.left, $0.top, $0.width, $0.height] }
    isDetermined = ConstraintPropagation.solve(
      pending.map(\.constraint), variables: all, leftOutBelow: Self.stayStrength)
    if !isDetermined {
      for (constraint, written) in pending {
        if let (entry, number) = written {
          try add(labelled(constraint, installed[number]), writtenAt: entry)
        } else {
          try add(constraint)
        }
      }
      for index in tree.nodes.indices { try addStays(index, stay) }
      solver.updateVariables()
    }
    frames = variables.map {
      Rect(x: $0.left.value, y: $0.top.value, width: $0.width.value, height: $0.height.value)
    }
  }

  // MARK: - Built-in constraints

  private mutating func addRoot(_ canvas: Size) {
    let root = variables[0]
    for (variable, value) in [
      (root.left, 0), (root.top, 0), (root.width, canvas.width), (root.height, canvas.height),
    ] {
      let label = "\(variable.name) == \(formatted(value)) (the canvas)"
      pending.append(
        (Constraint(.init(variable), .equal, .init([], constant: value), label: label), nil))
    }
  }

  /// The stays' strength, below every other constraint's.
  private static let stayStrength = Strength(weight: 1e-3)

  private func addStays(_ index: Int, _ stay: Double) throws(DiagnosticError) {
    let frame = variables[index]
    let parent = tree.nodes[index].parent.map { variables[$0] }
    let origins = [(frame.left, parent?.left), (frame.top, parent?.top)]
    for (variable, base) in origins {
      let target = base.map { LinearExpression($0) + stay } ?? .init([], constant: stay)
      try add(Constraint(.init(variable), .equal, target, strength: Self.stayStrength))
    }
    for variable in [frame.width, frame.height] {
      try add(
        Constraint(.init(variable), .equal, .init([], constant: stay), strength: Self.stayStrength))
    }
  }

  private mutating func addIntrinsicSize(_ index: Int) {
    guard let size = content.sizes[index] else { return }
    let frame = variables[index]
    for (variable, value) in [(frame.width, size.width), (frame.height, size.height)] {
      let intrinsic = LinearExpression([], constant: value)
      pending.append(
        (Constraint(.init(variable), .lessOrEqual, intrinsic, strength: .priority(250)), nil))
      pending.append(
        (Constraint(.init(variable), .greaterOrEqual, intrinsic, strength: .priority(750)), nil))
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
    var rhs = LinearExpression([], constant: written.constant)
    if let target, let targetAttribute {
      rhs = expression(targetAttribute, of: target) * written.multiplier + written.constant
    }
    let item = tree.nodes[index].view.id
    let toItem = target.map { $0 == tree.nodes[index].parent ? "super" : tree.nodes[$0].view.id }
    // Unlabelled: the label is written only if the constraint goes to the solver.
    let constraint = Constraint(
      expression(written.attribute, of: index), relation(written.relation), rhs,
      strength: written.priority.map(Strength.priority) ?? .required)
    pending.append((constraint, (entry, installed.count)))
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
    return Constraint(
      constraint.expression, constraint.relation, LinearExpression(),
      strength: constraint.strength, label: label)
  }

  /// An attribute of a view as a linear expression of its frame's variables (left to right:
  /// leading is left; margins are UIKit's default 8 points).
  private func expression(_ attribute: WrittenConstraint.Attribute, of index: Int)
    -> LinearExpression
  {
    let frame = variables[index]
    // Each case builds only the terms it reads: a layout asks this twice per constraint.
    func sum(_ start: Variable, _ size: Variable, _ share: Double, _ constant: Double = 0)
      -> LinearExpression
    {
      LinearExpression([.init(start), .init(size, share)], constant: constant)
    }
    switch attribute {
    case .left, .leading: return LinearExpression(frame.left)
    case .right, .trailing: return sum(frame.left, frame.width, 1)
    case .top: return LinearExpression(frame.top)
    case .bottom: return sum(frame.top, frame.height, 1)
    case .width: return LinearExpression(frame.width)
    case .height: return LinearExpression(frame.height)
    case .centerX, .centerXWithinMargins: return sum(frame.left, frame.width, 0.5)
    case .centerY, .centerYWithinMargins: return sum(frame.top, frame.height, 0.5)
    case .leftMargin, .leadingMargin: return LinearExpression([.init(frame.left)], constant: 8)
    case .rightMargin, .trailingMargin: return sum(frame.left, frame.width, 1, -8)
    case .topMargin: return LinearExpression([.init(frame.top)], constant: 8)
    case .bottomMargin: return sum(frame.top, frame.height, 1, -8)
    case .firstBaseline:
      let first = content.baselines[index]?.first ?? 0
      return LinearExpression([.init(frame.top)], constant: first)
    case .lastBaseline:
      guard let last = content.baselines[index]?.last else {
        return sum(frame.top, frame.height, 1)
      }
      return LinearExpression([.init(frame.top)], constant: last)
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
    _ constraint: Constraint, writtenAt entry: EverLayoutDocument.ConstraintEntry? = nil
  )
    throws(DiagnosticError)
  {
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
