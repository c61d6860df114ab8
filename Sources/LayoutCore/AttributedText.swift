/// Horizontal alignment of text lines, with UIKit's case names.
public enum TextAlignment: String, Sendable, CaseIterable, Hashable {
  case left, center, right, justified, natural
}

/// Styles a run of attributed text can carry.
public struct TextTraits: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let bold = TextTraits(rawValue: 1 << 0)
  public static let italic = TextTraits(rawValue: 1 << 1)
  public static let underline = TextTraits(rawValue: 1 << 2)
  public static let strikethrough = TextTraits(rawValue: 1 << 3)
  public static let superscript = TextTraits(rawValue: 1 << 4)
  public static let `subscript` = TextTraits(rawValue: 1 << 5)
  public static let monospace = TextTraits(rawValue: 1 << 6)

  /// Trait names in a fixed order, for dumps and JSON.
  public static let names: [(TextTraits, String)] = [
    (.bold, "bold"), (.italic, "italic"), (.underline, "underline"),
    (.strikethrough, "strikethrough"), (.superscript, "superscript"), (.subscript, "subscript"),
    (.monospace, "monospace"),
  ]

  public var names: [String] { Self.names.filter { contains($0.0) }.map(\.1) }
}

/// A run of attributed text: a range of the string and how it is styled.
public struct TextRun: Hashable, Sendable {
  /// Offsets in Unicode scalars of the attributed text's string.
  public var range: Range<Int>
  public var traits: TextTraits
  /// The paragraph alignment the markup asks for (`<center>`), if any.
  public var alignment: TextAlignment?

  public init(range: Range<Int>, traits: TextTraits = [], alignment: TextAlignment? = nil) {
    self.range = range
    self.traits = traits
    self.alignment = alignment
  }
}

/// Text with styled runs, as Layout's HTML subset produces it. Fonts and colours are not part
/// of it: the view's font, keeping each run's traits, and its text colour apply when drawn.
public struct AttributedText: Hashable, Sendable, CustomStringConvertible {
  public var string: String
  /// Runs in order, covering the whole string without overlap.
  public var runs: [TextRun]

  public init(string: String, runs: [TextRun]) {
    self.string = string
    self.runs = runs
  }

  /// Plain text as one unstyled run.
  public init(plain string: String) {
    self.init(
      string: string,
      runs: string.isEmpty ? [] : [TextRun(range: 0..<string.unicodeScalars.count)])
  }

  public var description: String { string }
}
