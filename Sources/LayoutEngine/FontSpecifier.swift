import LayoutCore

/// Parses Layout's space-separated font grammar (`Helvetica 30 bold`, `'Times New Roman'
/// italic`, `system 150%`) into a font descriptor. Words that are not a size, weight, trait or
/// text style form the family name.
public enum FontSpecifier {
  /// Text-style names and their point sizes in UIKit's default ("Large") category.
  static let textStyles: [String: (size: Double, weight: FontWeight)] = [
    "title1": (28, .regular), "title2": (22, .regular), "title3": (20, .regular),
    "headline": (17, .semibold), "subheadline": (15, .regular), "body": (17, .regular),
    "callout": (16, .regular), "footnote": (13, .regular), "caption1": (12, .regular),
    "caption2": (11, .regular),
  ]

  public static func parse(_ text: String) throws(Diagnostic) -> FontDescriptor {
    var font = FontDescriptor.systemDefault
    var familyWords: [String] = []
    var explicitSize: Double?
    var relativeSize: Double?
    for word in try words(text) {
      if let size = Double(word), size > 0 {
        explicitSize = size
      } else if word.hasSuffix("%"), let percent = Double(word.dropLast()), percent > 0 {
        relativeSize = percent / 100
      } else if let weight = weight(named: word) {
        font.weight = weight
      } else if word.lowercased() == "italic" {
        font.italic = true
      } else if let style = textStyles[word] {
        font.size = style.size
        if style.weight != .regular { font.weight = style.weight }
      } else if ["systembold", "system-bold"].contains(word.lowercased()) {
        familyWords.append("system")
        font.weight = .bold
      } else if ["systemitalic", "system-italic"].contains(word.lowercased()) {
        familyWords.append("system")
        font.italic = true
      } else {
        familyWords.append(word)
      }
    }
    if !familyWords.isEmpty { font.family = familyWords.joined(separator: " ") }
    if let explicitSize { font.size = explicitSize }
    if let relativeSize { font.size *= relativeSize }
    return font
  }

  private static func weight(named word: String) -> FontWeight? {
    if word == "ultralight" { return .ultraLight }
    return FontWeight(rawValue: word)
  }

  /// Splits on spaces; quotes (`'`, `"`, `` ` ``) group words.
  private static func words(_ text: String) throws(Diagnostic) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    for character in text {
      if let open = quote {
        if character == open {
          words.append(current)
          current = ""
          quote = nil
        } else {
          current.append(character)
        }
      } else if character == "'" || character == "\"" || character == "`" {
        quote = character
      } else if character.isWhitespace {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if quote != nil {
      throw Diagnostic(
        .error, code: "invalid-font", message: "Invalid font specifier '\(text)': missing quote")
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
