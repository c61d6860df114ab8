/// Font weights, as UIKit names them.
public enum FontWeight: String, Sendable, CaseIterable, Hashable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The OpenType weight class (100-900). UIKit's `ultraLight` is its lightest weight (-0.8,
  /// below `thin` at -0.6), so it takes the lightest face, 100, which fonts often call Thin.
  public var numericWeight: Int {
    switch self {
    case .ultraLight: return 100
    case .thin: return 200
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

/// Font traits a font specifier can ask for. `bold` is UIKit's bold *symbolic trait*
/// (`traitBold`, `systemBold`), apart from the bold *weight* (`bold`): the system font with the
/// trait is UIKit's bold system font, which is its semibold face.
public enum FontTrait: String, Sendable, CaseIterable, Hashable, Comparable {
  case bold, italic, condensed, expanded, monospace

  public static func < (lhs: FontTrait, rhs: FontTrait) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// A font request: family (or an alias such as `system`), size in points, weight and traits.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
  public var family: String
  public var size: Double
  public var weight: FontWeight
  public var traits: Set<FontTrait>

  public init(
    family: String, size: Double, weight: FontWeight = .regular, traits: Set<FontTrait> = []
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.traits = traits
  }

  /// UIKit's default label font: the system face at 17 points.
  public static let systemDefault = FontDescriptor(family: "system", size: 17)

  public var italic: Bool {
    get { traits.contains(.italic) }
    set {
      if newValue { traits.insert(.italic) } else { traits.remove(.italic) }
    }
  }

  /// The weight of the face drawn: the weight asked for, or with the bold trait at least
  /// bold (semibold for the system family, as UIKit's bold system font is).
  public var drawnWeight: FontWeight {
    guard traits.contains(.bold) else { return weight }
    let least: FontWeight = family == "system" ? .semibold : .bold
    return weight.numericWeight >= least.numericWeight ? weight : least
  }

  public var description: String {
    var parts = ["'\(family)'", formatNumber(size)]
    if weight != .regular { parts.append(weight.rawValue) }
    // The bold trait prints as its UIKit name, apart from the bold weight.
    parts += traits.sorted().map { $0 == .bold ? "traitBold" : $0.rawValue }
    return parts.joined(separator: " ")
  }
}
