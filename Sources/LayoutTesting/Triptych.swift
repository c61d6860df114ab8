import LayoutCairo

/// Puts images side by side (expected | diff | actual) with a gap between them, or one above
/// the other when side by side would be wider than an image may be.
public enum Triptych {
  /// The widest image written, in pixels (Cairo's and the PNG writer's limit).
  static let maximumSide = Int(CairoRenderer.maxSide)

  /// The images left to right (else top to bottom) on a white background, `gap` pixels
  /// apart.
  public static func make(_ images: [Bitmap], gap: Int = 8) -> Bitmap {
    let gaps = gap * max(images.count - 1, 0)
    let sideBySide = images.map(\.width).reduce(0, +) + gaps <= maximumSide
    let width =
      sideBySide
      ? images.map(\.width).reduce(0, +) + gaps : images.map(\.width).max() ?? 0
    let height =
      sideBySide
      ? images.map(\.height).max() ?? 0 : images.map(\.height).reduce(0, +) + gaps
    var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
    var (left, top) = (0, 0)
    for image in images {
      for row in 0..<image.height {
        for column in 0..<image.width {
          pixels[(top + row) * width + left + column] = image.pixels[row * image.width + column]
        }
      }
      if sideBySide { left += image.width + gap } else { top += image.height + gap }
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }
}
