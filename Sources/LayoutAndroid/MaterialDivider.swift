import LayoutCore
import LayoutDisplayList

/// Material's `MaterialDivider`: a line `dividerThickness` thick along the view's top, in
/// `dividerColor`, kept `dividerInsetStart` and `dividerInsetEnd` from its sides. A height
/// the layout does not fix is the line's thickness, as `MaterialDivider.onMeasure` makes it.
struct MaterialDivider: Equatable {
  var thickness = 0.0
  var color = Color(red: 0, green: 0, blue: 0, alpha: 0)
  var insetStart = 0.0
  var insetEnd = 0.0

  /// A divider for a tag of that class (qualified, or an app's class named after it).
  static func of(tag: String) -> MaterialDivider? {
    LibraryViews.named(tag) == "MaterialDivider" ? MaterialDivider() : nil
  }

  /// The line in a view of `size`; the start inset is on the right right to left.
  func items(in size: Size, rightToLeft: Bool) -> [DisplayItem] {
    let left = rightToLeft ? insetEnd : insetStart
    let right = rightToLeft ? insetStart : insetEnd
    let line = Rect(
      x: left, y: 0, width: max(0, size.width - left - right), height: min(thickness, size.height))
    guard line.width > 0, line.height > 0 else { return [] }
    return [.fill(line, cornerRadius: 0, color: color)]
  }
}

extension AttributeReader {
  /// A divider's thickness, colour and insets (on a view that is no divider, unknown).
  mutating func readDivider(
    _ known: ViewAttribute, _ value: String, _ attribute: AndroidDocument.Attribute,
    into view: AndroidView
  ) -> Bool {
    guard var divider = view.materialDivider else { return false }
    defer { view.materialDivider = divider }
    if known == .dividerColor {
      guard let color = AndroidValues.color(value) else {
        ignore(attribute, "takes a colour such as #ff0000")
        return true
      }
      divider.color = color
      return true
    }
    guard let length = dimension(value, attribute) else { return true }
    switch known {
    case .dividerThickness: divider.thickness = max(length, 0)
    case .dividerInsetStart: divider.insetStart = max(length, 0)
    default: divider.insetEnd = max(length, 0)
    }
    return true
  }
}
