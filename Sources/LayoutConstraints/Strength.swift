/// How much a constraint matters. Required constraints must hold; the others are satisfied as
/// well as they can be, a stronger one before any number of weaker ones in practice (the
/// weights are Cassowary's: a thousand times apart).
package struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The weight of the constraint's error in the objective the solver minimises.
  package let weight: Double

  package init(weight: Double) {
    self.weight = min(max(weight, 0), Self.required.weight)
  }

  private init(exactly weight: Double) {
    self.weight = weight
  }

  package static let required = Strength(exactly: 1_001_001_000)
  package static let strong = Strength(exactly: 1_000_000)
  package static let medium = Strength(exactly: 1_000)
  package static let weak = Strength(exactly: 1)

  /// An Auto Layout priority (1–1000): 1000 is required; below it the weight is
  /// 10^(priority / 125), tenfold every 125 points (250, the default hugging priority, weighs
  /// 100 like `medium` × 0.1; 750, the default compression resistance, 10⁶ like `strong`; 999
  /// just under 10⁸), so that priorities keep their order and a higher one outweighs any
  /// handful of lower ones.
  package static func priority(_ priority: Double) -> Strength {
    guard priority < 1000 else { return .required }
    let exponent = max(1, priority) / 125
    var power = 1.0
    for _ in 0..<Int(exponent) { power *= 10 }
    return Strength(weight: power * exp10(exponent - Double(Int(exponent))))
  }

  /// 10^x for 0 ≤ x < 1, without Foundation.
  private static func exp10(_ x: Double) -> Double {
    // e^(x ln 10) by its series: 12 terms are exact to double precision for x < 1.
    let y = x * 2.302585092994046
    var term = 1.0
    var sum = 1.0
    for n in 1...24 {
      term *= y / Double(n)
      sum += term
    }
    return sum
  }

  package var isRequired: Bool { weight >= Self.required.weight }

  package static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

  package var description: String {
    switch self {
    case .required: return "required"
    case .strong: return "strong"
    case .medium: return "medium"
    case .weak: return "weak"
    default: return "\(weight)"
    }
  }
}
