/// Solves a system whose constraints decide its variables one at a time, without a tableau:
/// the strongest constraint with one unknown left gives that unknown its value, until every
/// variable has one. Layouts are mostly such systems (a view's top is the one above's bottom
/// plus a gap, its height its text's), and solved this way they take time and memory in
/// proportion to their size, where a Cassowary tableau for a column of n views holds n² cells
/// (each top depends on every height above it).
///
/// An equality decides its last unknown; inequalities decide one when an upper and a lower
/// bound meet (a label's hugging and compression resistance at its intrinsic size). A
/// constraint that ends up unsatisfied is accepted only when every constraint that decided
/// its variables, directly or through others, is stronger than it: the values are then the
/// one solution that no stronger constraint would trade away, which is the optimum the
/// solver's strengths describe (a thousand times apart). Otherwise, or when a required
/// constraint fails, or a variable is left undecided, `solve` answers false and changes
/// nothing: the caller solves the system with `ConstraintSolver`.
package enum ConstraintPropagation {
  /// Gives every variable of `variables` and of `constraints` its value and answers true, or
  /// answers false when propagation cannot decide them all. Constraints left out of
  /// `constraints` (stays pulling undecided frames somewhere) must be weaker than
  /// `leftOutBelow`: when a variable is decided only through constraints no stronger than
  /// that, the answer is false, since those left out could have moved it.
  package static func solve(
    _ constraints: [Constraint], variables: [Variable], leftOutBelow: Strength
  ) -> Bool {
    let (system, numbered) = numbered(constraints, variables)
    guard let values = solve(system, leftOutBelow: leftOutBelow) else { return false }
    for (variable, value) in zip(numbered, values) { variable.value = value }
    return true
  }

  /// The constraints as a `LinearSystem`, and its variables by number: `variables` first, then
  /// any other the constraints read.
  private static func numbered(_ constraints: [Constraint], _ variables: [Variable])
    -> (LinearSystem, [Variable])
  {
    // Slots left by an earlier propagation over some of these variables are cleared first.
    for variable in variables { variable.propagationSlot = -1 }
    for constraint in constraints {
      for term in constraint.expression.terms { term.variable.propagationSlot = -1 }
    }
    var numbered: [Variable] = []
    numbered.reserveCapacity(variables.count)
    func number(_ variable: Variable) {
      guard variable.propagationSlot < 0 else { return }
      variable.propagationSlot = numbered.count
      numbered.append(variable)
    }
    for variable in variables { number(variable) }
    for constraint in constraints {
      for term in constraint.expression.terms { number(term.variable) }
    }
    var system = LinearSystem()
    _ = system.addVariables(numbered.count)
    system.reserveCapacity(constraints: constraints.count, termsEach: 2)
    for constraint in constraints {
      for term in constraint.expression.terms {
        system.add(term.variable.propagationSlot, term.coefficient)
      }
      system.close(
        constant: constraint.expression.constant, relation: constraint.relation,
        strength: constraint.strength)
    }
    return (system, numbered)
  }

  /// The value of each variable of `system` (by number), or nil when propagation cannot decide
  /// them all; `leftOutBelow` as for the constraints above.
  package static func solve(_ system: LinearSystem, leftOutBelow: Strength) -> [Double]? {
    var propagation = PropagationSystem(system)
    propagation.propagate()
    return propagation.checkedValues(floor: leftOutBelow.weight)
  }
}

/// The working state of one propagation: constraints as index lists, how many unknowns each
/// has left, the bounds inequalities have set, and the decisions queued by strength. Terms and
/// readers are kept in flat arrays (an item's terms are `terms[termStarts[i]..<termStarts[i+1]]`),
/// so that thousands of constraints take a few allocations rather than one each.
private struct PropagationSystem {
  struct Term {
    let variable: Int
    let coefficient: Double
  }

  struct Item {
    let constant: Double
    let relation: Constraint.Relation
    let weight: Double
    let isRequired: Bool
  }

  /// A bound an inequality with one unknown sets on it, and the variable's bound set before
  /// it (-1 for none).
  struct Bound {
    let value: Double
    let isLower: Bool
    let item: Int
    let previous: Int
  }

  /// A decision waiting its turn: an equality with one unknown left, or two bounds that meet.
  enum Decision {
    case equality(Int)
    case meetingBounds(variable: Int, value: Double, items: (Int, Int))
  }

  private let variableCount: Int
  private var items: [Item] = []
  private var terms: [Term] = []
  private var termStarts: [Int] = [0]
  /// For each variable, the items that read it: `readers[readerStarts[v]..<readerStarts[v+1]]`.
  private var readers: [Int] = []
  private var readerStarts: [Int] = []
  private var unknowns: [Int] = []
  private var values: [Double?] = []
  /// For each decided variable, the weakest constraint its value rests on.
  private var weakestSupport: [Double] = []
  /// Bounds set by inequalities with one unknown, each variable's as a list running back from
  /// `lastBound[variable]` (-1 for none) through `previous`.
  private var bounds: [Bound] = []
  private var lastBound: [Int] = []
  private var queue = DecisionQueue()

  init(_ system: LinearSystem) {
    variableCount = system.variableCount
    items.reserveCapacity(system.count)
    termStarts.reserveCapacity(system.count + 1)
    terms.reserveCapacity(system.terms.count)
    for (number, item) in system.items.enumerated() {
      for index in system.termStarts[number]..<system.termStarts[number + 1] {
        let term = system.terms[index]
        guard term.coefficient != 0 else { continue }
        terms.append(Term(variable: term.variable, coefficient: term.coefficient))
      }
      termStarts.append(terms.count)
      items.append(
        Item(
          constant: item.constant, relation: item.relation, weight: item.strength.weight,
          isRequired: item.strength.isRequired))
    }
    values = Array(repeating: nil, count: variableCount)
    lastBound = Array(repeating: -1, count: variableCount)
    weakestSupport = Array(repeating: .infinity, count: variableCount)
    unknowns = items.indices.map { termStarts[$0 + 1] - termStarts[$0] }
    indexReaders()
  }

  /// Lists each variable's readers, counting them first.
  private mutating func indexReaders() {
    var counts = Array(repeating: 0, count: variableCount + 1)
    for term in terms { counts[term.variable + 1] += 1 }
    for variable in 0..<variableCount { counts[variable + 1] += counts[variable] }
    readerStarts = counts
    readers = Array(repeating: 0, count: terms.count)
    var next = counts
    for item in items.indices {
      for index in termRange(of: item) {
        let variable = terms[index].variable
        readers[next[variable]] = item
        next[variable] += 1
      }
    }
  }

  /// Where an item's terms are in `terms` (indices, not a slice: a slice would retain the
  /// array once per item read).
  private func termRange(of item: Int) -> Range<Int> {
    termStarts[item]..<termStarts[item + 1]
  }

  // MARK: - Propagating

  /// Takes decisions, strongest first, until none is left.
  mutating func propagate() {
    for number in items.indices where unknowns[number] == 1 { lastUnknownLeft(in: number) }
    while let decision = queue.popStrongest() {
      switch decision {
      case .equality(let number):
        guard unknowns[number] == 1, let (variable, value, _) = solved(number) else { continue }
        decide(variable, value, resting: number)
      case .meetingBounds(let variable, let value, let (lower, upper)):
        guard values[variable] == nil else { continue }
        decide(variable, value, resting: lower, and: upper)
      }
    }
  }

  /// Queues what an item with one unknown left can decide: an equality its unknown, an
  /// inequality a bound that may meet one from the other side.
  private mutating func lastUnknownLeft(in number: Int) {
    let item = items[number]
    if item.relation == .equal {
      queue.push(.equality(number), weight: item.weight)
      return
    }
    guard let (variable, value, coefficient) = solved(number) else { return }
    // `coefficient × v + rest ≤ 0` bounds v from above when the coefficient is positive.
    let isLower = (item.relation == .lessOrEqual) != (coefficient > 0)
    var earlier = lastBound[variable]
    var meeting: [Bound] = []
    while earlier >= 0 {
      let other = bounds[earlier]
      earlier = other.previous
      if other.isLower != isLower, Self.near(other.value, value) { meeting.append(other) }
    }
    // In the order the bounds were set, as they queue within one strength.
    for other in meeting.reversed() {
      let pair = isLower ? (number, other.item) : (other.item, number)
      let weight = min(item.weight, items[other.item].weight)
      queue.push(.meetingBounds(variable: variable, value: value, items: pair), weight: weight)
    }
    bounds.append(
      Bound(value: value, isLower: isLower, item: number, previous: lastBound[variable]))
    lastBound[variable] = bounds.count - 1
  }

  /// The unknown of an item with one left, the value that makes the item exact, and the
  /// unknown's coefficient.
  private func solved(_ number: Int) -> (Int, Double, Double)? {
    var rest = items[number].constant
    var unknown: Term?
    for index in termRange(of: number) {
      let term = terms[index]
      if let value = values[term.variable] {
        rest += term.coefficient * value
      } else {
        unknown = term
      }
    }
    guard let unknown else { return nil }
    return (unknown.variable, -rest / unknown.coefficient, unknown.coefficient)
  }

  /// Gives `variable` its value, which rests on the item `first` (and `second`, when two
  /// bounds meet).
  private mutating func decide(
    _ variable: Int, _ value: Double, resting first: Int, and second: Int? = nil
  ) {
    values[variable] = value
    var weakest = weakestSupport(of: first, besides: variable)
    if let second { weakest = min(weakest, weakestSupport(of: second, besides: variable)) }
    weakestSupport[variable] = weakest
    for reader in readerStarts[variable]..<readerStarts[variable + 1] {
      let number = readers[reader]
      unknowns[number] -= 1
      if unknowns[number] == 1 { lastUnknownLeft(in: number) }
    }
  }

  /// The weakest of an item's own strength and what its other variables rest on.
  private func weakestSupport(of item: Int, besides variable: Int) -> Double {
    var weakest = items[item].weight
    for index in termRange(of: item) where terms[index].variable != variable {
      weakest = min(weakest, weakestSupport[terms[index].variable])
    }
    return weakest
  }

  // MARK: - Checking

  /// The values, when every variable has one, every required constraint holds, and each
  /// unsatisfied constraint is weaker than everything its variables rest on (and all of it
  /// stronger than `floor`); nil otherwise.
  func checkedValues(floor: Double) -> [Double]? {
    var decided: [Double] = []
    decided.reserveCapacity(values.count)
    for (variable, value) in values.enumerated() {
      guard let value, value.isFinite, weakestSupport[variable] > floor else { return nil }
      decided.append(value)
    }
    for (number, item) in items.enumerated()
    where !holds(item, termRange(of: number), decided) {
      if item.isRequired { return nil }
      for index in termRange(of: number)
      where weakestSupport[terms[index].variable] <= item.weight {
        return nil
      }
    }
    return decided
  }

  private func holds(_ item: Item, _ range: Range<Int>, _ values: [Double]) -> Bool {
    var sum = item.constant
    var scale = abs(item.constant)
    for index in range {
      let term = terms[index]
      let product = term.coefficient * values[term.variable]
      sum += product
      scale += abs(product)
    }
    let tolerance = 1e-9 * max(1, scale)
    switch item.relation {
    case .equal: return abs(sum) <= tolerance
    case .lessOrEqual: return sum <= tolerance
    case .greaterOrEqual: return sum >= -tolerance
    }
  }

  /// Two bounds that meet (a label's hugging and compression resistance at its size).
  private static func near(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }
}

/// Decisions by strength, strongest first, and in the order they came within one strength.
/// Layouts use a handful of strengths, so a bucket per strength is enough.
private struct DecisionQueue {
  private var weights: [Double] = []
  private var buckets: [[PropagationSystem.Decision]] = []
  private var heads: [Int] = []

  mutating func push(_ decision: PropagationSystem.Decision, weight: Double) {
    if let at = weights.firstIndex(of: weight) {
      buckets[at].append(decision)
      return
    }
    let at = weights.firstIndex { $0 < weight } ?? weights.count
    weights.insert(weight, at: at)
    buckets.insert([decision], at: at)
    heads.insert(0, at: at)
  }

  mutating func popStrongest() -> PropagationSystem.Decision? {
    for at in buckets.indices where heads[at] < buckets[at].count {
      heads[at] += 1
      return buckets[at][heads[at] - 1]
    }
    return nil
  }
}
