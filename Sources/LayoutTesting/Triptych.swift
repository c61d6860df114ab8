import LayoutCairo

/// Puts images side by side (expected | diff | actual) with a gap between them.
public enum Triptych {
  /// The images left to right on a white background, top-aligned, `gap` pixels apart.
  public static func make(_ images: [Bitmap], gap: Int = 8) -> Bitmap {
    let height = images.map(\.height).max() ?? 0
    let width = images.map(\.width).reduce(0, +) + gap * max(images.count - 1, 0)
    var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
    var left = 0
    for image in images {
      for row in 0..<image.height {
        for column in 0..<image.width {
          pixels[row * width + left + column] = image.pixels[row * image.width + column]
        }
      }
      left += image.width + gap
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }
}
