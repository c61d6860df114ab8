import Glibc
import LayoutCore

/// Material's elevation overlay (`ElevationOverlayProvider`): a surface floating `elevation`
/// dp in the theme's `colorSurface` is tinted with the theme's `elevationOverlayColor` at
/// (4.5 ln(elevation + 1) + 2)%, so that higher surfaces look lighter in a dark theme
/// (Material Components) or more tinted (Material 3, whose overlay is its primary colour).
enum ElevationOverlay {
  /// `color` with the overlay of a surface at `elevation` dp composited over it, its
  /// opacity kept.
  static func tinted(_ color: Color, by overlay: Color, elevation: Double) -> Color {
    let share = (4.5 * log(elevation + 1) + 2) / 100 * overlay.alpha
    return Color(
      red: color.red + (overlay.red - color.red) * share,
      green: color.green + (overlay.green - color.green) * share,
      blue: color.blue + (overlay.blue - color.blue) * share, alpha: color.alpha)
  }
}
