import LayoutCore

/// The iOS light-appearance system colours controls draw with when a template sets none
/// (UIKit's values since iOS 13).
public enum SystemColors {
  /// `systemBlue`: the default tint colour.
  public static let tint = Color(red: 0, green: 122 / 255, blue: 1)
  /// `systemGreen`: a switch's track when on.
  public static let green = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
  /// `systemGray`: activity indicator spokes.
  public static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
  /// The unfilled track of switches, sliders and progress views (`systemFill`-like).
  public static let track = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
  /// The background of segmented controls (`tertiarySystemFill`).
  public static let segmentBackground = Color(
    red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
  /// Dividers between unselected segments (`opaqueSeparator` at reduced strength).
  public static let divider = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3)
  /// `tertiaryLabel`-like grey: a disabled system button's title and image.
  public static let disabled = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  /// `placeholderText`: a text field's placeholder.
  public static let placeholder = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  /// The thin outline of thumbs and rounded text fields (`separator`-like).
  public static let outline = Color(red: 0, green: 0, blue: 0, alpha: 0.06)
}
