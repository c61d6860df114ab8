/// What a parent tells a child about one axis while measuring, as Android's `MeasureSpec`:
/// the size must be exactly `size`, at most `size`, or anything.
struct MeasureSpec: Equatable, CustomStringConvertible {
  enum Mode: String {
    case unspecified = "UNSPECIFIED"
    case exactly = "EXACTLY"
    case atMost = "AT_MOST"
  }

  var mode: Mode
  var size: Double

  static func exactly(_ size: Double) -> MeasureSpec { MeasureSpec(mode: .exactly, size: size) }
  static func atMost(_ size: Double) -> MeasureSpec { MeasureSpec(mode: .atMost, size: size) }
  static let unspecified = MeasureSpec(mode: .unspecified, size: 0)

  var description: String { "\(mode.rawValue) \(size)" }

  /// Android's `getChildMeasureSpec`: the spec for a child of layout size `param` from the
  /// parent's spec, less `used` (the parent's padding, the child's margins and what is
  /// taken already).
  static func child(of parent: MeasureSpec, used: Double, param: SizeParam) -> MeasureSpec {
    let available = max(0, parent.size - used)
    switch (parent.mode, param) {
    case (_, .exactly(let size)): return .exactly(size)
    case (.exactly, .matchParent): return .exactly(available)
    case (.exactly, .wrapContent), (.atMost, .matchParent), (.atMost, .wrapContent):
      return .atMost(available)
    case (.unspecified, _): return .unspecified
    }
  }

  /// Android's `resolveSize`: the size wanted, within what the spec allows.
  func resolve(_ desired: Double) -> Double {
    switch mode {
    case .unspecified: return desired
    case .atMost: return min(size, desired)
    case .exactly: return size
    }
  }

  /// Android's `getDefaultSize`: the minimum when anything goes, else the spec's size (so a
  /// view with no content of its own fills the room it is offered).
  func defaultSize(minimum: Double) -> Double {
    mode == .unspecified ? minimum : size
  }
}
