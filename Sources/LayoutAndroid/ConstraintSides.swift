/// A value for each side of a view a ConstraintLayout constraint can hold, or none: what a
/// dictionary by side would hold, without one for every view.
struct ConstraintSides<Value> {
  private var left: Value?
  private var right: Value?
  private var top: Value?
  private var bottom: Value?
  private var baseline: Value?

  subscript(side: ConstraintSide) -> Value? {
    get {
      switch side {
      case .left: left
      case .right: right
      case .top: top
      case .bottom: bottom
      case .baseline: baseline
      }
    }
    set {
      switch side {
      case .left: left = newValue
      case .right: right = newValue
      case .top: top = newValue
      case .bottom: bottom = newValue
      case .baseline: baseline = newValue
      }
    }
  }

  /// The sides that hold a value, in `ConstraintSide`'s order.
  var entries: [(key: ConstraintSide, value: Value)] {
    ConstraintSide.allCases.compactMap { side in self[side].map { (side, $0) } }
  }
}
