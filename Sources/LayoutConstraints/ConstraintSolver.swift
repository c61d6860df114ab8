/// A Cassowary solver (Badros, Borning and Stuckey): linear equalities and inequalities at
/// strengths, solved incrementally by the simplex method on a tableau kept in solved form.
/// Required constraints must hold; the weighted errors of the others are minimised. Edit
/// variables take suggested values and re-solve from the previous solution (dual simplex).
///
/// Deterministic: every choice among symbols takes the lowest-numbered candidate (Bland's
/// rule, which also guarantees the pivoting ends), so the same constraints in the same order
/// give the same values on every run.
///
/// Sparse: a column index lists the rows each symbol appears in, and a heap the symbols the
/// objective would decrease by, so that adding a constraint touches only the rows it changes
/// rather than every row (thousands of views solve in milliseconds, not minutes).
package final class ConstraintSolver {
  private enum Kind { case external, slack, error, dummy }

  /// The symbols a constraint added: its marker (slack, error or dummy) and, for
  /// non-required constraints, a second error symbol.
  private struct Tag {
    var marker: Int
    var other: Int?
  }

  private struct EditInfo {
    var tag: Tag
    var constraint: Constraint
    var constant: Double
  }

  private var kinds: [Kind] = []
  private var rows: [Int: Row] = [:]
  /// For each symbol, the basic symbols whose rows hold it.
  private var columns: [Int: Set<Int>] = [:]
  /// While a constraint is being tried, each changed row as it was before (nil: none).
  private var journal: [Int: Row?]?
  private var constraints: [Constraint: Tag] = [:]
  /// Constraints in the order they were added, for explanations.
  private var added: [Constraint] = []
  private var variables: [Variable: Int] = [:]
  private var edits: [Variable: EditInfo] = [:]
  private var infeasible: [Int] = []
  private var objective = ObjectiveRow()
  /// Every symbol with a negative coefficient in the objective (and some that no longer have
  /// one, dropped when met).
  private var decreasing = SymbolHeap()
  private var artificial: Row?

  /// Asked as each constraint is added and between pivots whether to give up (a render's
  /// time budget ran out); when it answers true, the change in progress throws `.stopped`.
  package var shouldStop: (() -> Bool)?

  package init() {}

  // MARK: - Constraints

  /// Adds a constraint and re-solves. A required constraint that cannot hold with the
  /// required ones already added throws `.unsatisfiable`, naming it and the required
  /// constraints that share variables with it; the solver is then as it was.
  package func add(_ constraint: Constraint) throws(ConstraintError) {
    guard constraints[constraint] == nil else { throw .duplicate(constraint) }
    try checkStop()
    var (row, tag) = makeRow(constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil, row.symbols.allSatisfy({ kinds[$0] == .dummy }) {
      guard Row.isNearZero(row.constant) else { throw unsatisfiable(constraint, undoing: tag) }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, by: row)
      setRow(subject, row)
    } else {
      // A failed attempt pivots the tableau: it goes back to the solution of the constraints
      // before (only required constraints, which have no error symbols, can fail).
      journal = [:]
      objective.beginNoting()
      defer {
        journal = nil
        objective.endNoting(restoring: false)
      }
      let added = try addWithArtificialVariable(row)
      objective.endNoting(restoring: !added)
      if !added {
        restore()
        throw unsatisfiable(constraint, undoing: tag)
      }
    }
    constraints[constraint] = tag
    added.append(constraint)
    try optimize(objectiveRow: nil)
  }

  /// Removes a constraint and re-solves.
  package func remove(_ constraint: Constraint) throws(ConstraintError) {
    guard let tag = constraints.removeValue(forKey: constraint) else {
      throw .unknownConstraint(constraint)
    }
    added.removeAll { $0 === constraint }
    removeErrorEffects(tag, strength: constraint.strength)
    if rows[tag.marker] != nil {
      setRow(tag.marker, nil)
    } else {
      guard let leaving = markerLeavingSymbol(tag.marker), var row = rows[leaving] else {
        throw .internalFailure("no row holds the marker of \(constraint)")
      }
      setRow(leaving, nil)
      row.solve(for: leaving, in: tag.marker)
      substitute(tag.marker, by: row)
    }
    try optimize(objectiveRow: nil)
  }

  package func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

  // MARK: - Edit variables

  /// Makes `variable` take suggested values at `strength` (not required).
  package func addEditVariable(_ variable: Variable, strength: Strength) throws(ConstraintError) {
    guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .requiredEditVariable(variable) }
    let constraint = Constraint(
      LinearExpression(variable), .equal, LinearExpression(), strength: strength,
      label: "edit \(variable.name)")
    try add(constraint)
    edits[variable] = EditInfo(tag: constraints[constraint]!, constraint: constraint, constant: 0)
  }

  package func removeEditVariable(_ variable: Variable) throws(ConstraintError) {
    guard let info = edits.removeValue(forKey: variable) else {
      throw .unknownEditVariable(variable)
    }
    try remove(info.constraint)
  }

  /// Suggests a value for an edit variable and re-solves from the current solution.
  package func suggestValue(_ value: Double, for variable: Variable) throws(ConstraintError) {
    guard var info = edits[variable] else { throw .unknownEditVariable(variable) }
    let delta = value - info.constant
    info.constant = value
    edits[variable] = info
    let marker = info.tag.marker
    if rows[marker] != nil {
      if rows[marker]!.add(-delta) < 0 { infeasible.append(marker) }
    } else if let other = info.tag.other, rows[other] != nil {
      if rows[other]!.add(delta) < 0 { infeasible.append(other) }
    } else {
      for symbol in (columns[marker] ?? []).sorted() {
        let coefficient = rows[symbol]!.coefficient(of: marker)
        if coefficient != 0, rows[symbol]!.add(delta * coefficient) < 0,
          kinds[symbol] != .external
        {
          infeasible.append(symbol)
        }
      }
    }
    try dualOptimize()
  }

  // MARK: - Values

  /// Writes the solution into every variable of the system.
  package func updateVariables() {
    for (variable, symbol) in variables {
      variable.value = rows[symbol]?.constant ?? 0
    }
  }

  // MARK: - Building rows

  private func newSymbol(_ kind: Kind) -> Int {
    kinds.append(kind)
    return kinds.count - 1
  }

  private func symbol(for variable: Variable) -> Int {
    if let symbol = variables[variable] { return symbol }
    let symbol = newSymbol(.external)
    variables[variable] = symbol
    return symbol
  }

  /// The constraint's row, with its variables replaced by the rows that define them, and its
  /// slack, error or dummy symbols; error symbols enter the objective at the strength.
  private func makeRow(_ constraint: Constraint) -> (Row, Tag) {
    var row = Row(constant: constraint.expression.constant)
    for term in constraint.expression.terms where !Row.isNearZero(term.coefficient) {
      let symbol = symbol(for: term.variable)
      if let defined = rows[symbol] {
        row.insert(defined, term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    let weight = constraint.strength.weight
    let isRequired = constraint.strength.isRequired
    var tag: Tag
    switch constraint.relation {
    case .lessOrEqual, .greaterOrEqual:
      let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
      tag = Tag(marker: newSymbol(.slack))
      row.insert(tag.marker, sign)
      if !isRequired {
        let error = newSymbol(.error)
        tag.other = error
        row.insert(error, -sign)
        changeObjective(of: [error]) { $0.insert(error, weight) }
      }
    case .equal:
      if isRequired {
        tag = Tag(marker: newSymbol(.dummy))
        row.insert(tag.marker)
      } else {
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        tag = Tag(marker: plus, other: minus)
        row.insert(plus, -1)
        row.insert(minus, 1)
        changeObjective(of: [plus, minus]) {
          $0.insert(plus, weight)
          $0.insert(minus, weight)
        }
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol to solve a new row for: its lowest-numbered external variable, else a slack or
  /// error marker with a negative coefficient.
  private func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
    if let external = lowest(in: row, where: { symbol, _ in kinds[symbol] == .external }) {
      return external
    }
    for symbol in [tag.marker, tag.other].compactMap({ $0 })
    where kinds[symbol] == .slack || kinds[symbol] == .error {
      if row.coefficient(of: symbol) < 0 { return symbol }
    }
    return nil
  }

  /// Adds a row with no obvious subject through an artificial variable, minimised to zero;
  /// false when it cannot reach zero (the constraint cannot hold).
  private func addWithArtificialVariable(_ row: Row) throws(ConstraintError) -> Bool {
    let art = newSymbol(.slack)
    setRow(art, row)
    artificial = row
    try optimize(objectiveRow: art)
    let success = Row.isNearZero(artificial!.constant)
    artificial = nil
    if var basic = rows[art] {
      setRow(art, nil)
      if basic.isEmpty { return success }
      let pivotable = lowest(in: basic) { symbol, _ in
        kinds[symbol] == .slack || kinds[symbol] == .error
      }
      guard let entering = pivotable else { return false }
      basic.solve(for: art, in: entering)
      substitute(entering, by: basic)
      setRow(entering, basic)
    }
    for holder in columns[art] ?? [] {
      var updated = rows[holder]!
      updated.remove(art)
      setRow(holder, updated)
    }
    objective.remove(art)
    return success
  }

  /// Replaces `symbol` by `row` everywhere; rows left with a negative constant are infeasible.
  private func substitute(_ symbol: Int, by row: Row) {
    var negative: [Int] = []
    for basic in columns[symbol] ?? [] {
      var updated = rows[basic]!
      updated.substitute(symbol, by: row)
      setRow(basic, updated)
      if kinds[basic] != .external, updated.constant < 0 { negative.append(basic) }
    }
    infeasible += negative.sorted()
    if objective.contains(symbol) {
      changeObjective(of: row.symbols) { $0.substitute(symbol, by: row) }
    }
    artificial?.substitute(symbol, by: row)
  }

  // MARK: - Keeping the indexes

  /// Sets the row of `basic` (nil removes it), keeping the column index true and, while a
  /// constraint is being tried, noting the row as it was.
  private func setRow(_ basic: Int, _ row: Row?) {
    let old = rows[basic]
    if journal != nil, journal!.index(forKey: basic) == nil { journal![basic] = .some(old) }
    // Both lists are sorted: walk them together, indexing only the symbols that come or go.
    let before = old?.symbols ?? []
    let after = row?.symbols ?? []
    var (i, j) = (0, 0)
    while i < before.count || j < after.count {
      if j == after.count || (i < before.count && before[i] < after[j]) {
        columns[before[i]]?.remove(basic)
        i += 1
      } else if i == before.count || after[j] < before[i] {
        columns[after[j], default: []].insert(basic)
        j += 1
      } else {
        (i, j) = (i + 1, j + 1)
      }
    }
    rows[basic] = row
  }

  /// Changes the objective; `symbols` are those whose coefficients the change may lower.
  private func changeObjective(of symbols: [Int], _ change: (inout ObjectiveRow) -> Void) {
    change(&objective)
    for symbol in symbols where kinds[symbol] != .dummy && objective.coefficient(of: symbol) < 0 {
      decreasing.push(symbol)
    }
  }

  /// Puts back the rows as they were before a constraint was tried (the objective puts back
  /// its own cells).
  private func restore() {
    let changed = journal ?? [:]
    journal = nil
    for (basic, row) in changed { setRow(basic, row) }
    decreasing.removeAll()
    changeObjective(of: objective.symbols) { _ in }
    infeasible.removeAll()
  }

  // MARK: - Simplex

  /// Pivots until the objective (or, while adding a row, the artificial one) is minimal.
  private func optimize(objectiveRow artificialSymbol: Int?) throws(ConstraintError) {
    var steps = 0
    while true {
      let entering =
        artificialSymbol == nil ? enteringSymbol() : artificialEnteringSymbol(artificial!)
      guard let entering else { return }
      guard let leaving = leavingSymbol(entering) else {
        throw .internalFailure("the objective is unbounded")
      }
      pivot(leaving, entering)
      steps += 1
      guard steps < 100_000 else { throw .internalFailure("the simplex does not converge") }
      try checkStop()
    }
  }

  /// Throws `.stopped` when `shouldStop` says so (asked at every pivot: on a large system one
  /// pivot can take milliseconds).
  private func checkStop() throws(ConstraintError) {
    if let shouldStop, shouldStop() { throw .stopped }
  }

  /// Exchanges a basic symbol for a parametric one: `leaving`'s row is solved for `entering`,
  /// which replaces it everywhere.
  private func pivot(_ leaving: Int, _ entering: Int) {
    var row = rows[leaving]!
    setRow(leaving, nil)
    row.solve(for: leaving, in: entering)
    substitute(entering, by: row)
    setRow(entering, row)
  }

  /// The lowest-numbered symbol that would decrease the objective.
  private func enteringSymbol() -> Int? {
    while let symbol = decreasing.min {
      if objective.coefficient(of: symbol) < 0 { return symbol }
      decreasing.popMin()
    }
    return nil
  }

  /// The lowest-numbered symbol that would decrease the artificial objective.
  private func artificialEnteringSymbol(_ row: Row) -> Int? {
    lowest(in: row) { symbol, coefficient in coefficient < 0 && kinds[symbol] != .dummy }
  }

  /// The lowest-numbered symbol of a row whose cell passes `test` (cells are in order).
  private func lowest(in row: Row, where test: (Int, Double) -> Bool) -> Int? {
    row.cells.first { test($0.0, $0.1) }?.0
  }

  /// The basic symbol that limits how far `entering` can grow (the smallest ratio; ties to the
  /// lowest number).
  private func leavingSymbol(_ entering: Int) -> Int? {
    var best: (symbol: Int, ratio: Double)?
    for symbol in columns[entering] ?? [] where kinds[symbol] != .external {
      let row = rows[symbol]!
      let coefficient = row.coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
        best = (symbol, ratio)
      }
    }
    return best?.symbol
  }

  /// Restores feasibility after suggested values moved constants below zero.
  private func dualOptimize() throws(ConstraintError) {
    var steps = 0
    while let leaving = infeasible.popLast() {
      guard let row = rows[leaving], !Row.isNearZero(row.constant), row.constant < 0 else {
        continue
      }
      guard let entering = dualEnteringSymbol(row) else {
        throw .internalFailure("the dual simplex found no entering symbol")
      }
      pivot(leaving, entering)
      steps += 1
      guard steps < 100_000 else { throw .internalFailure("the dual simplex does not converge") }
      try checkStop()
    }
  }

  private func dualEnteringSymbol(_ row: Row) -> Int? {
    var best: (symbol: Int, ratio: Double)?
    for (symbol, coefficient) in row.cells where coefficient > 0 && kinds[symbol] != .dummy {
      let ratio = objective.coefficient(of: symbol) / coefficient
      if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
        best = (symbol, ratio)
      }
    }
    return best?.symbol
  }

  // MARK: - Removing

  private func removeErrorEffects(_ tag: Tag, strength: Strength) {
    for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[symbol] == .error {
      if let row = rows[symbol] {
        changeObjective(of: row.symbols) { $0.insert(row, -strength.weight) }
      } else {
        changeObjective(of: [symbol]) { $0.insert(symbol, -strength.weight) }
      }
    }
  }

  /// The row to pivot a constraint's marker into before removing it.
  private func markerLeavingSymbol(_ marker: Int) -> Int? {
    var first: (symbol: Int, ratio: Double)?
    var second: (symbol: Int, ratio: Double)?
    var third: Int?
    for symbol in (columns[marker] ?? []).sorted() {
      let row = rows[symbol]!
      let coefficient = row.coefficient(of: marker)
      if coefficient == 0 { continue }
      if kinds[symbol] == .external {
        third = symbol
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if first == nil || ratio < first!.ratio { first = (symbol, ratio) }
      } else {
        let ratio = row.constant / coefficient
        if second == nil || ratio < second!.ratio { second = (symbol, ratio) }
      }
    }
    return first?.symbol ?? second?.symbol ?? third
  }

  // MARK: - Explaining

  /// The error for a required constraint that cannot hold: it and the required constraints
  /// already added that share variables with it, directly or through others, in the order
  /// they were added. The symbols the failed attempt created are left unused.
  private func unsatisfiable(_ constraint: Constraint, undoing tag: Tag) -> ConstraintError {
    for symbol in [tag.marker, tag.other].compactMap({ $0 }) { objective.remove(symbol) }
    var reached = Set(constraint.variables)
    var involved: [Constraint] = []
    var changed = true
    while changed {
      changed = false
      for other in added where other.strength.isRequired && !involved.contains(other) {
        guard other.variables.contains(where: reached.contains) else { continue }
        involved.append(other)
        reached.formUnion(other.variables)
        changed = true
      }
    }
    let named = Set(involved)
    return .unsatisfiable(constraint, involving: added.filter(named.contains))
  }
}

/// What the solver could not do.
package enum ConstraintError: Error, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints named.
  case unsatisfiable(Constraint, involving: [Constraint])
  case duplicate(Constraint)
  case unknownConstraint(Constraint)
  case duplicateEditVariable(Variable)
  case unknownEditVariable(Variable)
  /// Edit variables take suggestions, which a required strength would make impossible.
  case requiredEditVariable(Variable)
  /// A state the algorithm should never reach, reported rather than trapped.
  case internalFailure(String)
  /// `shouldStop` asked the solver to give up.
  case stopped

  package var description: String {
    switch self {
    case .unsatisfiable(let constraint, let others):
      let with = others.isEmpty ? "" : " with " + others.map(\.description).joined(separator: ", ")
      return "Unsatisfiable constraint \(constraint)\(with)"
    case .duplicate(let constraint): return "Constraint \(constraint) was already added"
    case .unknownConstraint(let constraint): return "Constraint \(constraint) was never added"
    case .duplicateEditVariable(let variable): return "\(variable) is already an edit variable"
    case .unknownEditVariable(let variable): return "\(variable) is not an edit variable"
    case .requiredEditVariable(let variable):
      return "Edit variable \(variable) cannot be required"
    case .internalFailure(let reason): return "Constraint solver failure: \(reason)"
    case .stopped: return "The solve was stopped before it finished"
    }
  }
}
