import LayoutCore

/// How text too long for its lines breaks and ends, with UIKit's case names.
public enum LineBreakMode: String, Sendable, CaseIterable, Hashable {
  case byWordWrapping, byCharWrapping, byClipping
  case byTruncatingHead, byTruncatingTail, byTruncatingMiddle

  /// Whether text cut off at the last allowed line ends with an ellipsis.
  public var truncates: Bool {
    switch self {
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: return true
    case .byWordWrapping, .byCharWrapping, .byClipping: return false
    }
  }
}

/// Which way a text's paragraphs run: each by its own first letter of strong direction
/// (`natural`), or as the text's view says (Android's `textDirection`), which decides the
/// order of mixed runs and the side a natural alignment takes.
public enum ParagraphDirection: String, Hashable, Sendable {
  case natural
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
}

/// Everything that decides how a piece of text is laid out, apart from the available width.
public struct TextStyle: Hashable, Sendable {
  public var font: FontDescriptor
  public var alignment: TextAlignment
  /// The maximum number of lines; 0 means unlimited.
  public var numberOfLines: Int
  public var lineBreakMode: LineBreakMode
  /// Space added between characters, in points (Android's `letterSpacing` times the text
  /// size).
  public var letterSpacing: Double
  /// What each line's height is multiplied by (Android's `lineSpacingMultiplier`), and the
  /// points then added (`lineSpacingExtra`): both go between lines, none after the last.
  public var lineHeightMultiple: Double
  public var lineSpacing: Double
  /// A distance between baselines (Android's `lineHeight`) that replaces both; 0 for none.
  public var lineHeight: Double
  /// Which way the paragraphs run.
  public var direction = ParagraphDirection.natural

  public init(
    font: FontDescriptor = .systemDefault, alignment: TextAlignment = .natural,
    numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail,
    letterSpacing: Double = 0, lineHeightMultiple: Double = 1, lineSpacing: Double = 0,
    lineHeight: Double = 0
  ) {
    self.font = font
    self.alignment = alignment
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.letterSpacing = letterSpacing
    self.lineHeightMultiple = lineHeightMultiple
    self.lineSpacing = lineSpacing
    self.lineHeight = lineHeight
  }

  /// The spacing written out as a text dump shows it: nothing when there is none.
  public var spacingSummary: String {
    var parts: [String] = []
    if letterSpacing != 0 { parts.append("letters +\(formatNumber(letterSpacing))") }
    if lineHeightMultiple != 1 { parts.append("lines ×\(formatNumber(lineHeightMultiple))") }
    if lineSpacing != 0 { parts.append("lines +\(formatNumber(lineSpacing))") }
    if lineHeight > 0 { parts.append("line height \(formatNumber(lineHeight))") }
    return parts.joined(separator: " ")
  }
}

/// The size of laid-out text and where its first and last baselines are, from its top.
public struct TextMetrics: Hashable, Sendable {
  public var size: Size
  public var firstBaseline: Double
  public var lastBaseline: Double

  public init(size: Size, firstBaseline: Double, lastBaseline: Double) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
  }
}

/// A face's vertical metrics at a size, in points: the ascent and descent its lines are laid
/// out with, and how far its tallest and deepest glyphs reach above and below the baseline
/// (its bounding box: the top and bottom of Android's font metrics).
public struct FontBounds: Hashable, Sendable {
  public var ascent: Double
  public var descent: Double
  public var top: Double
  public var bottom: Double

  public init(ascent: Double, descent: Double, top: Double, bottom: Double) {
    self.ascent = ascent
    self.descent = descent
    self.top = top
    self.bottom = bottom
  }
}

/// Measures text the way the backend will draw it. The solver sees text only through this
/// protocol, so frame tests can use a deterministic fake.
public protocol TextMeasuring {
  /// The metrics of styled `text` laid out in `style`, wrapping at `maxWidth` when given.
  func metrics(_ text: AttributedText, style: TextStyle, maxWidth: Double?) -> TextMetrics
  /// Whether `name` (any case) is a font family text can be drawn with; font values use it to
  /// find family names that contain keywords such as `condensed`.
  func isFontFamily(_ name: String) -> Bool
  /// The vertical metrics of the face `font` resolves to; nil when not known.
  func fontBounds(of font: FontDescriptor) -> FontBounds?
  /// Makes the font file at `path` (an absolute path its caller has checked) one text can be
  /// drawn with, and answers its family's name; nil when it is no font.
  func family(ofFontFile path: String) -> String?
}

extension TextMeasuring {
  /// No families known: font values are read by the grammar alone.
  public func isFontFamily(_ name: String) -> Bool { false }

  /// No face known.
  public func fontBounds(of font: FontDescriptor) -> FontBounds? { nil }

  /// No font files loaded.
  public func family(ofFontFile path: String) -> String? { nil }

  /// The metrics of plain `text`.
  public func metrics(_ text: String, style: TextStyle, maxWidth: Double?) -> TextMetrics {
    metrics(AttributedText(plain: text), style: style, maxWidth: maxWidth)
  }

  /// The size of plain `text` laid out in `style`, wrapping at `maxWidth` when given.
  public func measure(_ text: String, style: TextStyle, maxWidth: Double?) -> Size {
    metrics(text, style: style, maxWidth: maxWidth).size
  }
}
