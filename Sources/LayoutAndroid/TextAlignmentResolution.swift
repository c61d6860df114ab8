import LayoutCore

/// `textAlignment` as `View` resolves it: a view's own value, else (`inherit`, or none) its
/// parent's resolved one, down to `gravity`, which leaves the text to its `gravity`.
enum TextAlignmentResolution {
  /// The values `textAlignment` takes, by name and by the integer a style may give.
  static let values: [String: String] = [
    "inherit": "inherit", "0": "inherit", "gravity": "gravity", "1": "gravity",
    "textStart": "textStart", "2": "textStart", "textEnd": "textEnd", "3": "textEnd",
    "center": "center", "4": "center", "viewStart": "viewStart", "5": "viewStart",
    "viewEnd": "viewEnd", "6": "viewEnd",
  ]

  /// The resolved alignment of a view writing `written` (nil: none) under a parent whose
  /// resolved one is `parent`.
  static func resolved(_ written: String?, parent: String) -> String {
    guard let written, let value = values[written], value != "inherit" else { return parent }
    return value
  }

  /// How a text is aligned under a resolved `textAlignment`; nil for `gravity`, where the
  /// view's gravity aligns it. The text's start and end are its paragraphs' direction's
  /// (`paragraphIsRightToLeft`, nil: each paragraph's own first strong letter's), the view's
  /// its layout direction's.
  static func alignment(
    _ resolved: String, text: String, viewIsRightToLeft: Bool, paragraphIsRightToLeft: Bool?
  ) -> TextAlignment? {
    switch resolved {
    case "center": .center
    case "textStart": paragraphIsRightToLeft.map { $0 ? .right : .left } ?? .natural
    case "textEnd":
      (paragraphIsRightToLeft ?? TextDirectionResolution.firstStrongIsRightToLeft(text) ?? false)
        ? .left : .right
    case "viewStart": viewIsRightToLeft ? .right : .left
    case "viewEnd": viewIsRightToLeft ? .left : .right
    default: nil
    }
  }

}
