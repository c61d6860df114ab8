import LayoutCore

/// A `GridView`'s columns when it sizes them itself: `numColumns="auto_fit"` (as many
/// `columnWidth` columns as its width takes) or a `columnWidth` with a `stretchMode`, as
/// `GridView.determineColumns` works them out from the width it has.
struct GridViewColumns: Equatable {
  /// How the room left in a row is shared (`stretchMode`).
  enum Stretch: String {
    case none = "none"
    case spacing = "spacingWidth"
    case spacingUniform = "spacingWidthUniform"
    case columnWidth = "columnWidth"
  }

  /// `numColumns`; nil for `auto_fit`.
  var count: Int?
  var columnWidth = 0.0
  var horizontalSpacing = 0.0
  var verticalSpacing = 0.0
  var stretch = Stretch.columnWidth

  /// The attributes a grid's columns element reads (copied from its `GridView`).
  static let attributes: Set<String> = [
    "numColumns", "columnWidth", "horizontalSpacing", "verticalSpacing", "stretchMode",
  ]

  /// The columns in a row `width` wide: how many, how wide, the room between two, and the
  /// room before the first; `share` cuts a share of the room left to whole pixels, as
  /// `GridView` divides its pixels.
  func columns(in width: Double, share: (Double) -> Double = { $0 })
    -> (count: Int, width: Double, spacing: Double, start: Double)
  {
    var count = self.count ?? 2
    if self.count == nil, columnWidth > 0 {
      // A spacing that cancels the width out leaves one column; at most 1,000 fit.
      let fits = (width + horizontalSpacing) / (columnWidth + horizontalSpacing)
      count = fits.isFinite && fits > 0 ? Int(min(fits, 1000).rounded(.down)) : 1
    }
    count = max(count, 1)
    let left = width - Double(count) * columnWidth - Double(count - 1) * horizontalSpacing
    switch stretch {
    case .none: return (count, columnWidth, horizontalSpacing, 0)
    case .columnWidth:
      return (count, columnWidth + share(left / Double(count)), horizontalSpacing, 0)
    case .spacing:
      let spacing = horizontalSpacing + (count > 1 ? share(left / Double(count - 1)) : left)
      return (count, columnWidth, spacing, 0)
    case .spacingUniform:
      let spacing = horizontalSpacing + (count > 1 ? share(left / Double(count + 1)) : left)
      return (count, columnWidth, spacing, count > 1 ? spacing : 0)
    }
  }
}
