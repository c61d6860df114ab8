import LayoutCore

/// The percent support library's child parameters (`PercentFrameLayout`,
/// `PercentRelativeLayout`): sizes and margins as fractions of the layout's inner size
/// (`app:layout_widthPercent="50%"`), and `layout_aspectRatio` computing the side without a
/// percentage. Before the layout measures its children, each child's parameters are set from
/// them for the layout's specs, as the library's `PercentLayoutHelper.adjustChildren` sets
/// them; a child with a percentage needs no `layout_width` or `layout_height` of its own.
struct PercentLayoutParams {
  var width: Double?
  var height: Double?
  /// Margins by side (left, top, right, bottom; start and end are left and right).
  var margins: [Double?] = [nil, nil, nil, nil]
  /// Width over height.
  var aspectRatio: Double?

  /// Whether an attribute is one of the library's (without reading it).
  static func mayRead(_ name: String) -> Bool {
    name.hasPrefix("layout_") && (name.hasSuffix("Percent") || name == "layout_aspectRatio")
  }

  /// Reads one attribute; false for a value that is not a percentage (or ratio).
  mutating func read(_ name: String, _ value: String) -> Bool {
    let number =
      value.hasSuffix("%") ? Double(value.dropLast()).map { $0 / 100 } : Double(value)
    guard let number, number >= 0 else { return false }
    switch name {
    case "layout_widthPercent": width = number
    case "layout_heightPercent": height = number
    case "layout_marginPercent": margins = [number, number, number, number]
    case "layout_marginLeftPercent", "layout_marginStartPercent": margins[0] = number
    case "layout_marginTopPercent": margins[1] = number
    case "layout_marginRightPercent", "layout_marginEndPercent": margins[2] = number
    case "layout_marginBottomPercent": margins[3] = number
    case "layout_aspectRatio": aspectRatio = number
    default: return false
    }
    return true
  }

  /// Sets the children's sizes and margins from their percentages of the layout's inner
  /// size for its specs (an unspecified spec's size counts as 0).
  static func adjust(_ view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec) {
    let inner = Size(
      width: max(0, width.size - view.padding.left - view.padding.right),
      height: max(0, height.size - view.padding.top - view.padding.bottom))
    for child in view.children {
      guard let percent = child.params.percent else { continue }
      var computedWidth = percent.width.map { inner.width * $0 }
      var computedHeight = percent.height.map { inner.height * $0 }
      if let ratio = percent.aspectRatio, ratio > 0 {
        if computedWidth == nil, let h = computedHeight { computedWidth = h * ratio }
        if computedHeight == nil, let w = computedWidth { computedHeight = w / ratio }
      }
      if let computedWidth { child.params.width = .exactly(computedWidth.rounded(.down)) }
      if let computedHeight { child.params.height = .exactly(computedHeight.rounded(.down)) }
      let sides = [inner.width, inner.height, inner.width, inner.height]
      let margins = zip(percent.margins, sides).map { fraction, side in
        fraction.map { side * $0 }
      }
      if let left = margins[0] { child.params.margins.left = left }
      if let top = margins[1] { child.params.margins.top = top }
      if let right = margins[2] { child.params.margins.right = right }
      if let bottom = margins[3] { child.params.margins.bottom = bottom }
    }
  }
}
