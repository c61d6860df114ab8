import LayoutCore
import LayoutDisplayList

/// Where an `ImageView` draws its image inside its padding, by `scaleType`, as
/// `ImageView.configureBounds` sizes the drawable and sets its matrix: the placements UIKit's
/// content modes share (`ContentMode`), and Android's own (`fitStart`, `fitEnd`,
/// `centerInside`) from them.
enum ImageScaleType: String {
  case matrix, fitXY, fitStart, fitCenter, fitEnd, center, centerCrop, centerInside

  /// The scale type `name` names; `fitCenter` (ImageView's default) for another.
  init(_ name: String) {
    self = Self(rawValue: name) ?? .fitCenter
  }

  /// Where an image of `size` goes in `box` (the view inside its padding).
  func placement(of size: Size, in box: Rect) -> Rect {
    guard size.width > 0, size.height > 0 else { return box }
    let fit = min(box.width / size.width, box.height / size.height)
    let fitted = Size(width: size.width * fit, height: size.height * fit)
    switch self {
    case .fitXY: return ContentMode.scaleToFill.placement(of: size, in: box)
    case .matrix: return ContentMode.topLeft.placement(of: size, in: box)
    case .center: return ContentMode.center.placement(of: size, in: box)
    case .centerCrop: return ContentMode.scaleAspectFill.placement(of: size, in: box)
    case .fitCenter: return ContentMode.scaleAspectFit.placement(of: size, in: box)
    case .fitStart: return ContentMode.topLeft.placement(of: fitted, in: box)
    case .fitEnd: return ContentMode.bottomRight.placement(of: fitted, in: box)
    case .centerInside:
      // Scaled down to fit, never up.
      return (fit < 1 ? ContentMode.scaleAspectFit : .center).placement(of: size, in: box)
    }
  }
}
