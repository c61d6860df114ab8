/// `textDirection` as `View` resolves it: a view's own value, else (`inherit`, or none) its
/// parent's, down to `firstStrong`; `locale` is the locale's direction, fixed when the view is
/// inflated. It decides which way a text's paragraphs run, and so which side `start` and
/// `end` (gravity, `textStart`, `textEnd`) put it on.
enum TextDirectionResolution {
  /// The values `textDirection` takes, by name and by the integer a style may give.
  static let values: [String: String] = [
    "inherit": "inherit", "0": "inherit", "firstStrong": "firstStrong", "1": "firstStrong",
    "anyRtl": "anyRtl", "2": "anyRtl", "ltr": "ltr", "3": "ltr", "rtl": "rtl", "4": "rtl",
    "locale": "locale", "5": "locale", "firstStrongLtr": "firstStrongLtr",
    "6": "firstStrongLtr", "firstStrongRtl": "firstStrongRtl", "7": "firstStrongRtl",
  ]

  /// The resolved direction of a view writing `written` (nil: none) under a parent whose
  /// resolved one is `parent`, in a locale written right to left or not.
  static func resolved(_ written: String?, parent: String, localeIsRightToLeft: Bool) -> String {
    guard let written, let value = values[written], value != "inherit" else { return parent }
    guard value == "locale" else { return value }
    return localeIsRightToLeft ? "rtl" : "ltr"
  }

  /// Whether `text`'s paragraphs run right to left under a resolved direction, in a view laid
  /// out right to left or not, as the platform's text direction heuristics decide; nil under
  /// `firstStrong` for a text with a letter of strong direction, each of whose paragraphs
  /// then runs its own first such letter's way.
  static func isRightToLeft(_ resolved: String, text: String, viewIsRightToLeft: Bool) -> Bool? {
    switch resolved {
    case "ltr": false
    case "rtl": true
    case "anyRtl": text.unicodeScalars.contains(where: isRightToLeftLetter)
    case "firstStrongLtr": firstStrongIsRightToLeft(text) ?? false
    case "firstStrongRtl": firstStrongIsRightToLeft(text) ?? true
    default: firstStrongIsRightToLeft(text) == nil ? viewIsRightToLeft : nil
    }
  }

  /// Whether the first letter of strong direction runs right to left; nil when there is none.
  static func firstStrongIsRightToLeft(_ text: String) -> Bool? {
    text.unicodeScalars.first { $0.properties.isAlphabetic }.map(isRightToLeftLetter)
  }

  /// Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms.
  static func isRightToLeftLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: scalar.properties.isAlphabetic
    default: false
    }
  }
}
