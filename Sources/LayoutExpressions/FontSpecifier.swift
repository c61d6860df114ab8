import LayoutCore

/// The words of Layout's font grammar (Behaviour.md §b7): how a font value splits into parts,
/// and what each keyword means. `FontReading` applies the parts in order.
enum FontSpecifier {
  /// One part of a font value.
  enum Token: Equatable {
    case word(String)
    case font(FontDescriptor)
  }

  /// What a keyword changes.
  enum Keyword: Equatable {
    case weight(FontWeight)
    case trait(FontTrait)
    case textStyle(size: Double, weight: FontWeight)
    /// `system`, `systemBold`, `systemItalic`: the system family with a weight or trait.
    case system(weight: FontWeight?, trait: FontTrait?)
  }

  /// Text-style names with their point sizes in UIKit's default ("Large") category.
  static let textStyles: [String: (size: Double, weight: FontWeight)] = [
    "title1": (28, .regular), "title2": (22, .regular), "title3": (20, .regular),
    "headline": (17, .semibold), "subheadline": (15, .regular), "body": (17, .regular),
    "callout": (16, .regular), "footnote": (13, .regular), "caption1": (12, .regular),
    "caption2": (11, .regular),
  ]

  /// Splits literal text into words; quotes (`'`, `"`, `` ` ``) group words with spaces.
  static func words(_ text: String) -> [Token] {
    locatedWords(text).map(\.token)
  }

  /// The words of literal text with the scalar offsets they span in it (quotes included).
  static func locatedWords(_ text: String) -> [(token: Token, range: Range<Int>)] {
    var words: [(token: Token, range: Range<Int>)] = []
    var current = ""
    var start = 0
    var quote: Unicode.Scalar?
    func flush(at end: Int) {
      if !current.isEmpty { words.append((.word(current), start..<end)) }
      current = ""
    }
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      if let open = quote {
        if scalar == open {
          words.append((.word(current), start..<offset + 1))
          current = ""
          quote = nil
        } else {
          current.unicodeScalars.append(scalar)
        }
      } else if scalar == "'" || scalar == "\"" || scalar == "`" {
        flush(at: offset)
        quote = scalar
        start = offset
      } else if scalar.properties.isWhitespace {
        flush(at: offset)
      } else {
        if current.isEmpty { start = offset }
        current.unicodeScalars.append(scalar)
      }
    }
    flush(at: text.unicodeScalars.count)
    return words
  }

  /// Whether a word is a size: points or a percentage.
  static func isSize(_ word: String) -> Bool {
    Double(word) != nil || (word.hasSuffix("%") && Double(word.dropLast()) != nil)
  }

  /// Whether a word means something in the grammar: a weight, trait, text style, system font
  /// name or qualified UIKit constant.
  static func isKeyword(_ word: String) -> Bool {
    keyword(word) != nil
  }

  /// The meaning of a keyword; nil for sizes and other words.
  static func keyword(_ word: String) -> Keyword? {
    if let weight = weight(named: word) { return .weight(weight) }
    if let trait = trait(named: word) { return .trait(trait) }
    if let style = textStyles[word] { return .textStyle(size: style.size, weight: style.weight) }
    if let system = systemVariant(word) { return system }
    return qualifiedName(word).flatMap(keyword)
  }

  /// The keyword a qualified UIKit constant stands for (`UIFont.Weight.bold` is `bold`,
  /// `UIFontDescriptorSymbolicTraits.traitItalic` is `italic`); nil for other names. The bold
  /// trait is `traitBold`, apart from the bold weight.
  static func qualifiedName(_ name: String) -> String? {
    for prefix in ["UIFont.Weight.", "UIFontWeight."] where name.hasPrefix(prefix) {
      let weight = String(name.dropFirst(prefix.count))
      return self.weight(named: weight) != nil ? weight : nil
    }
    for prefix in [
      "UIFontDescriptorSymbolicTraits.", "UIFontDescriptor.SymbolicTraits.",
    ] where name.hasPrefix(prefix) {
      return symbolicTraits[String(name.dropFirst(prefix.count))]
    }
    return nil
  }

  private static let symbolicTraits = [
    "traitBold": "traitBold", "traitItalic": "italic", "traitCondensed": "condensed",
    "traitExpanded": "expanded", "traitMonoSpace": "monospace",
  ]

  private static func weight(named word: String) -> FontWeight? {
    word == "ultralight" ? .ultraLight : FontWeight(rawValue: word)
  }

  private static func trait(named word: String) -> FontTrait? {
    switch word.lowercased() {
    case "traitbold": return .bold
    case "italic": return .italic
    case "condensed": return .condensed
    case "expanded": return .expanded
    case "monospace", "monospaced": return .monospace
    default: return nil
    }
  }

  private static func systemVariant(_ word: String) -> Keyword? {
    switch word.lowercased() {
    case "system": return .system(weight: nil, trait: nil)
    case "systembold", "system-bold": return .system(weight: nil, trait: .bold)
    case "systemitalic", "system-italic": return .system(weight: nil, trait: .italic)
    default: return nil
    }
  }

  /// Layout's error for a word that is not part of the grammar or of a family name.
  static func invalid(_ word: String, at range: SourceRange?) -> DiagnosticError {
    .expression(.expressionValue, "Invalid font name or specifier '\(word)'", at: range)
  }
}
