import LayoutConstraints
import LayoutExpressions

/// The pieces `BoxConstraintSystem` writes its constraints with: a view's variables by number,
/// sums of at most two of them, and what each required constraint is for.
extension BoxConstraintSystem {
  /// A view's four variables, by number in the system (left, top, width, height in order).
  struct Frame {
    let left: Int

    var top: Int { left + 1 }
    var width: Int { left + 2 }
    var height: Int { left + 3 }

    func start(_ axis: PercentAxis) -> Sum { Sum(axis == .horizontal ? left : top) }
    func size(_ axis: PercentAxis) -> Sum { Sum(axis == .horizontal ? width : height) }
    func end(_ axis: PercentAxis) -> Sum { start(axis, plusSize: 1) }
    func center(_ axis: PercentAxis) -> Sum { start(axis, plusSize: 0.5) }

    private func start(_ axis: PercentAxis, plusSize share: Double) -> Sum {
      axis == .horizontal
        ? Sum(left, plus: width, times: share) : Sum(top, plus: height, times: share)
    }
  }

  /// `a × first + b × second + constant`, with either variable absent: every side of a box
  /// constraint is one (a start, a size, an end, a centre, a constant, a share of a size).
  struct Sum {
    var first: (variable: Int, coefficient: Double)?
    var second: (variable: Int, coefficient: Double)?
    var constant: Double = 0

    init(_ variable: Int) {
      first = (variable, 1)
    }

    init(_ variable: Int, plus other: Int, times share: Double) {
      first = (variable, 1)
      second = (other, share)
    }

    init(constant: Double) {
      self.constant = constant
    }

    static func + (sum: Sum, constant: Double) -> Sum {
      var result = sum
      result.constant += constant
      return result
    }

    static func - (sum: Sum, constant: Double) -> Sum { sum + -constant }

    static func * (sum: Sum, factor: Double) -> Sum {
      var result = sum
      result.first?.coefficient *= factor
      result.second?.coefficient *= factor
      result.constant *= factor
      return result
    }

    /// Writes the sum's terms into the constraint `system` is writing, times `sign`.
    func write(into system: inout LinearSystem, sign: Double) {
      if let (variable, coefficient) = first { system.add(variable, sign * coefficient) }
      if let (variable, coefficient) = second { system.add(variable, sign * coefficient) }
    }
  }

  /// What a required constraint does for its box, worded only if it conflicts.
  enum Purpose {
    case stayAtOrigin, keepWidth, keepHeight, shareByFlex, holdItems, chainItems, centreItems
    case placeFirst(PercentAxis)
    case fitItems(PercentAxis)
    case placeLast(PercentAxis)
    case place(item: Int, atEnd: Bool, PercentAxis)
    case centre(item: Int)

    /// "cannot …" completes it in the conflict's warning.
    func worded(_ names: (Int) -> String) -> String {
      switch self {
      case .stayAtOrigin: return "stay at its origin"
      case .keepWidth: return "keep its width"
      case .keepHeight: return "keep its height"
      case .shareByFlex: return "share its space by flex"
      case .holdItems: return "hold its items"
      case .chainItems: return "chain its items"
      case .centreItems: return "centre its items"
      case .placeFirst(let axis): return "place its first item at its \(Self.start(axis))"
      case .fitItems(let axis): return "fit its items to its \(Self.size(axis))"
      case .placeLast(let axis): return "place its last item at its \(Self.end(axis))"
      case .place(let item, let atEnd, let axis):
        return "place \(names(item)) at its \(atEnd ? Self.end(axis) : Self.start(axis))"
      case .centre(let item): return "centre \(names(item))"
      }
    }

    private static func start(_ axis: PercentAxis) -> String {
      axis == .horizontal ? "left" : "top"
    }
    private static func end(_ axis: PercentAxis) -> String {
      axis == .horizontal ? "right" : "bottom"
    }
    private static func size(_ axis: PercentAxis) -> String {
      axis == .horizontal ? "width" : "height"
    }
  }
}
