/// What a text view's input settings do to the text it shows at rest: a password is shown as
/// dots, as `PasswordTransformationMethod` shows it, and `maxLength` cuts the text, as the
/// length filter `TextView` installs for it cuts text set on the view.
enum TextEntry {
  /// The `inputType` flags whose text is hidden (`textVisiblePassword` shows its text).
  static let passwordTypes: Set<String> = ["textPassword", "textWebPassword", "numberPassword"]

  /// The character a hidden letter is drawn as.
  static let dot: Character = "\u{2022}"

  /// Whether the element's text is a password: an `inputType` with a password flag, or the
  /// older `password="true"`.
  static func isPassword(_ element: AndroidDocument.Element) -> Bool {
    if element.attribute("password").flatMap({ AndroidValues.bool($0.value) }) == true {
      return true
    }
    guard let type = element.attribute("inputType")?.value else { return false }
    return type.split(separator: "|").contains {
      passwordTypes.contains($0.trimmingCharacters(in: " "))
    }
  }

  /// The text as a password shows it: a dot for each UTF-16 unit, as the platform hides it.
  static func masked(_ text: String) -> String {
    String(repeating: dot, count: text.utf16.count)
  }

  /// The text cut to at most `length` UTF-16 units, at a whole character.
  static func limited(_ text: String, to length: Int) -> String {
    guard text.utf16.count > length else { return text }
    var units = 0
    var kept = ""
    for character in text {
      units += character.utf16.count
      guard units <= length else { break }
      kept.append(character)
    }
    return kept
  }
}

/// `TextView`'s own width bounds in line heights: `ems` (both), `minEms`, `maxEms`. Each wins
/// over the pixel bound of the same side (`minWidth`, `maxWidth`), as setting either switches
/// `TextView` to that mode.
struct TextWidthInEms: Equatable {
  var minimum: Double?
  var maximum: Double?

  /// The width `TextView.onMeasure` gives text `width` wide (padding included) with
  /// `lineHeight`: at most the maximum, then at least the minimum.
  func clamped(_ width: Double, lineHeight: Double, maximumPixels: Double?) -> Double {
    var clamped = width
    if let maximum {
      clamped = min(clamped, maximum * lineHeight)
    } else if let maximumPixels {
      clamped = min(clamped, maximumPixels)
    }
    if let minimum { clamped = max(clamped, minimum * lineHeight) }
    return clamped
  }
}
