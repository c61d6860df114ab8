import LayoutCore

/// Horizontal alignment of text lines.
public enum TextAlignment: String, Sendable, CaseIterable {
  case left, center, right, justified, natural
}

/// Everything that decides how a piece of text is laid out, apart from the available width.
public struct TextStyle: Hashable, Sendable {
  public var font: FontDescriptor
  public var alignment: TextAlignment
  /// The maximum number of lines; 0 means unlimited.
  public var numberOfLines: Int

  public init(
    font: FontDescriptor = .systemDefault, alignment: TextAlignment = .natural,
    numberOfLines: Int = 1
  ) {
    self.font = font
    self.alignment = alignment
    self.numberOfLines = numberOfLines
  }
}

/// Measures text the way the backend will draw it. The solver sees text only through this
/// protocol, so frame tests can use a deterministic fake.
public protocol TextMeasuring {
  /// The size of `text` laid out in `style`, wrapping at `maxWidth` when given.
  func measure(_ text: String, style: TextStyle, maxWidth: Double?) -> Size
}
