import LayoutCore

/// Where an `ImageView` draws its image inside its padding, by `scaleType`, as
/// `ImageView.configureBounds` sizes the drawable and sets its matrix.
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
    switch self {
    case .fitXY: return box
    case .matrix: return Rect(origin: box.origin, size: size)
    case .center: return centred(size, scale: 1, in: box)
    case .centerCrop:
      return centred(size, scale: max(box.width / size.width, box.height / size.height), in: box)
    case .centerInside: return centred(size, scale: min(fit, 1), in: box)
    case .fitCenter: return centred(size, scale: fit, in: box)
    case .fitStart:
      return Rect(
        origin: box.origin, size: Size(width: size.width * fit, height: size.height * fit))
    case .fitEnd:
      let scaled = Size(width: size.width * fit, height: size.height * fit)
      return Rect(
        x: box.maxX - scaled.width, y: box.maxY - scaled.height, width: scaled.width,
        height: scaled.height)
    }
  }

  /// The image at `scale`, centred in the box.
  private func centred(_ size: Size, scale: Double, in box: Rect) -> Rect {
    let width = size.width * scale
    let height = size.height * scale
    return Rect(
      x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width: width,
      height: height)
  }
}
