import LayoutCore

/// Font weights, as UIKit names them, with their CSS/OpenType numeric weight.
public enum FontWeight: String, Sendable, CaseIterable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The OpenType weight class (100-900).
  public var numericWeight: Int {
    switch self {
    case .ultraLight: return 200
    case .thin: return 100
    case .light: return 300
    case .regular: return 400
    case .medium: return 500
    case .semibold: return 600
    case .bold: return 700
    case .heavy: return 800
    case .black: return 900
    }
  }
}

/// A font request: family (or alias such as `system`), size in points, weight and slant.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
  public var family: String
  public var size: Double
  public var weight: FontWeight
  public var italic: Bool

  public init(family: String, size: Double, weight: FontWeight = .regular, italic: Bool = false) {
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
  }

  /// UIKit's default label font: the system face at 17 points.
  public static let systemDefault = FontDescriptor(family: "system", size: 17)

  public var description: String {
    var parts = ["'\(family)'", formatNumber(size)]
    if weight != .regular { parts.append(weight.rawValue) }
    if italic { parts.append("italic") }
    return parts.joined(separator: " ")
  }
}

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
