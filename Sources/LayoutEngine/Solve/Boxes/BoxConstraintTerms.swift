import LayoutConstraints
import LayoutExpressions

/// A frame's sides along an axis, as the sums box constraints are written with.
extension FrameVariables {
  func start(_ axis: PercentAxis) -> LinearSum { LinearSum(axis == .horizontal ? left : top) }
  func size(_ axis: PercentAxis) -> LinearSum { LinearSum(axis == .horizontal ? width : height) }
  func end(_ axis: PercentAxis) -> LinearSum { start(axis, plusSize: 1) }
  func center(_ axis: PercentAxis) -> LinearSum { start(axis, plusSize: 0.5) }

  private func start(_ axis: PercentAxis, plusSize share: Double) -> LinearSum {
    axis == .horizontal
      ? LinearSum(left, plus: width, times: share) : LinearSum(top, plus: height, times: share)
  }
}

/// What each required constraint of a `BoxConstraintSystem` is for.
extension BoxConstraintSystem {
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
