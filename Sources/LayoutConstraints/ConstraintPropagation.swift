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
public enum ConstraintPropagation {
  /// Gives every variable of `variables` and of `constraints` its value and answers true, or
  /// answers false when propagation cannot decide them all. Constraints left out of
  /// `constraints` (stays pulling undecided frames somewhere) must be weaker than
  /// `leftOutBelow`: when a variable is decided only through constraints no stronger than
  /// that, the answer is false, since those left out could have moved it.
  public static func solve(
    _ constraints: [Constraint], variables: [Variable], leftOutBelow: Strength
  ) -> Bool {
    var system = PropagationSystem(constraints, variables)
    system.propagate()
    guard let values = system.checkedValues(floor: leftOutBelow.weight) else { return false }
    for (variable, value) in zip(system.variables, values) { variable.value = value }
    return true
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

  /// A bound an inequality with one unknown sets on it.
  struct Bound {
    let value: Double
    let isLower: Bool
    let item: Int
  }

  /// A decision waiting its turn: an equality with one unknown left, or two bounds that meet.
  enum Decision {
    case equality(Int)
    case meetingBounds(variable: Int, value: Double, items: (Int, Int))
  }

  private(set) var variables: [Variable] = []
  private var index: [ObjectIdentifier: Int] = [:]
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
  /// Bounds set by inequalities with one unknown, by variable (few variables have any).
  private var bounds: [Int: [Bound]] = [:]
  private var queue = DecisionQueue()

  init(_ constraints: [Constraint], _ listed: [Variable]) {
    index.reserveCapacity(listed.count)
    variables.reserveCapacity(listed.count)
    for variable in listed { _ = number(variable) }
    items.reserveCapacity(constraints.count)
    termStarts.reserveCapacity(constraints.count + 1)
    for constraint in constraints {
      for term in constraint.expression.terms where term.coefficient != 0 {
        terms.append(Term(variable: number(term.variable), coefficient: term.coefficient))
      }
      termStarts.append(terms.count)
      items.append(
        Item(
          constant: constraint.expression.constant, relation: constraint.relation,
          weight: constraint.strength.weight, isRequired: constraint.strength.isRequired))
    }
    values = Array(repeating: nil, count: variables.count)
    weakestSupport = Array(repeating: .infinity, count: variables.count)
    unknowns = items.indices.map { termStarts[$0 + 1] - termStarts[$0] }
    indexReaders()
  }

  /// Lists each variable's readers, counting them first.
  private mutating func indexReaders() {
    var counts = Array(repeating: 0, count: variables.count + 1)
    for term in terms { counts[term.variable + 1] += 1 }
    for variable in 0..<variables.count { counts[variable + 1] += counts[variable] }
    readerStarts = counts
    readers = Array(repeating: 0, count: terms.count)
    var next = counts
    for item in items.indices {
      for term in terms[termStarts[item]..<termStarts[item + 1]] {
        readers[next[term.variable]] = item
        next[term.variable] += 1
      }
    }
  }

  private func termsOf(_ item: Int) -> ArraySlice<Term> {
    terms[termStarts[item]..<termStarts[item + 1]]
  }

  private mutating func number(_ variable: Variable) -> Int {
    let key = ObjectIdentifier(variable)
    if let known = index[key] { return known }
    index[key] = variables.count
    variables.append(variable)
    return variables.count - 1
  }

  // MARK: - Propagating

  /// Takes decisions, strongest first, until none is left.
  mutating func propagate() {
    for number in items.indices where unknowns[number] == 1 { lastUnknownLeft(in: number) }
    while let decision = queue.popStrongest() {
      switch decision {
      case .equality(let number):
        guard unknowns[number] == 1, let (variable, value) = solved(number) else { continue }
        decide(variable, value, resting: [number])
      case .meetingBounds(let variable, let value, let (lower, upper)):
        guard values[variable] == nil else { continue }
        decide(variable, value, resting: [lower, upper])
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
    guard let (variable, value) = solved(number) else { return }
    let coefficient = termsOf(number).first { $0.variable == variable }!.coefficient
    // `coefficient × v + rest ≤ 0` bounds v from above when the coefficient is positive.
    let isLower = (item.relation == .lessOrEqual) != (coefficient > 0)
    for other in bounds[variable, default: []] where other.isLower != isLower {
      guard Self.near(other.value, value) else { continue }
      let pair = isLower ? (number, other.item) : (other.item, number)
      let weight = min(item.weight, items[other.item].weight)
      queue.push(.meetingBounds(variable: variable, value: value, items: pair), weight: weight)
    }
    bounds[variable, default: []].append(Bound(value: value, isLower: isLower, item: number))
  }

  /// The unknown of an item with one left, and the value that makes the item exact.
  private func solved(_ number: Int) -> (Int, Double)? {
    var rest = items[number].constant
    var unknown: Term?
    for term in termsOf(number) {
      if let value = values[term.variable] {
        rest += term.coefficient * value
      } else {
        unknown = term
      }
    }
    guard let unknown else { return nil }
    return (unknown.variable, -rest / unknown.coefficient)
  }

  private mutating func decide(_ variable: Int, _ value: Double, resting on: [Int]) {
    values[variable] = value
    var weakest = Double.infinity
    for number in on {
      weakest = min(weakest, items[number].weight)
      for term in termsOf(number) where term.variable != variable {
        weakest = min(weakest, weakestSupport[term.variable])
      }
    }
    weakestSupport[variable] = weakest
    for reader in readerStarts[variable]..<readerStarts[variable + 1] {
      let number = readers[reader]
      unknowns[number] -= 1
      if unknowns[number] == 1 { lastUnknownLeft(in: number) }
    }
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
    for (number, item) in items.enumerated() where !Self.holds(item, termsOf(number), decided) {
      if item.isRequired { return nil }
      for term in termsOf(number) where weakestSupport[term.variable] <= item.weight {
        return nil
      }
    }
    return decided
  }

  private static func holds(_ item: Item, _ terms: ArraySlice<Term>, _ values: [Double]) -> Bool {
    var sum = item.constant
    var scale = abs(item.constant)
    for term in terms {
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
