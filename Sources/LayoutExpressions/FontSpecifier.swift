import LayoutCore

/// Layout's font grammar (Behaviour.md §b7): space-separated parts in any order — family name
/// words, traits, a weight, a text style and a size in points or percent — applied on top of
/// a font injected by a `{…}` clause, else the system font at 17 points.
enum FontSpecifier {
  /// One part of a font value.
  enum Token: Equatable {
    case word(String)
    case font(FontDescriptor)
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
    var tokens: [Token] = []
    var current = ""
    var quote: Character?
    func flush() {
      if !current.isEmpty { tokens.append(.word(current)) }
      current = ""
    }
    for character in text {
      if let open = quote {
        if character == open {
          tokens.append(.word(current))
          current = ""
          quote = nil
        } else {
          current.append(character)
        }
      } else if character == "'" || character == "\"" || character == "`" {
        flush()
        quote = character
      } else if character.isWhitespace {
        flush()
      } else {
        current.append(character)
      }
    }
    flush()
    return tokens
  }

  /// The font the parts describe. Where a run of words names a family for which `isFamily`
  /// is true, it is the family even if it contains keywords (`FontFamilyRuns`).
  static func resolve(
    _ tokens: [Token], range: SourceRange?, isFamily: (String) -> Bool = { _ in false }
  ) throws(DiagnosticError) -> FontDescriptor {
    var font = FontDescriptor.systemDefault
    var family: [String] = []
    var size: Double?
    var scale: Double?
    var weight: FontWeight?
    var index = 0
    while index < tokens.count {
      if let run = FontFamilyRuns.longestFamily(in: tokens, from: index, isFamily: isFamily) {
        family.append(run.name)
        index = run.end
        continue
      }
      let token = tokens[index]
      index += 1
      switch token {
      case .font(let injected):
        font = injected
      case .word(let word):
        if let number = Double(word) {
          guard number > 0 else { throw invalid(word, range) }
          size = number
        } else if word.hasSuffix("%"), let percent = Double(word.dropLast()), percent > 0 {
          scale = percent / 100
        } else if let named = self.weight(named: word) {
          weight = named
        } else if let trait = trait(named: word) {
          font.traits.insert(trait)
        } else if let style = textStyles[word] {
          font.size = style.size
          if style.weight != .regular { weight = weight ?? style.weight }
        } else if let system = systemVariant(word) {
          family.append("system")
          if let systemWeight = system.weight { weight = systemWeight }
          if let trait = system.trait { font.traits.insert(trait) }
        } else {
          family.append(word)
        }
      }
    }
    if !family.isEmpty { font.family = family.joined(separator: " ") }
    if let weight { font.weight = weight }
    if let size { font.size = size }
    if let scale { font.size *= scale }
    guard font.size.isFinite, font.size <= maxSize else {
      throw .expression(
        .expressionValue,
        "Font size \(formatNumber(font.size)) is larger than \(formatNumber(maxSize)) points",
        at: range)
    }
    return font
  }

  /// The largest font size drawn: FreeType and Cairo fail on glyphs much larger.
  static let maxSize = 10_000.0

  /// Whether a word is a size: points or a percentage.
  static func isSize(_ word: String) -> Bool {
    Double(word) != nil || (word.hasSuffix("%") && Double(word.dropLast()) != nil)
  }

  /// Whether a word means something in the grammar: a weight, trait, text style or a system
  /// font name.
  static func isKeyword(_ word: String) -> Bool {
    weight(named: word) != nil || trait(named: word) != nil || textStyles[word] != nil
      || systemVariant(word) != nil
  }

  private static func weight(named word: String) -> FontWeight? {
    word == "ultralight" ? .ultraLight : FontWeight(rawValue: word)
  }

  private static func trait(named word: String) -> FontTrait? {
    switch word.lowercased() {
    case "italic": return .italic
    case "condensed": return .condensed
    case "expanded": return .expanded
    case "monospace", "monospaced": return .monospace
    default: return nil
    }
  }

  private static func systemVariant(_ word: String) -> (weight: FontWeight?, trait: FontTrait?)? {
    switch word.lowercased() {
    case "system": return (nil, nil)
    case "systembold", "system-bold": return (.bold, nil)
    case "systemitalic", "system-italic": return (nil, .italic)
    default: return nil
    }
  }

  private static func invalid(_ word: String, _ range: SourceRange?) -> DiagnosticError {
    .expression(
      .expressionValue, "Invalid font name or specifier '\(word)'", at: range)
  }
}
