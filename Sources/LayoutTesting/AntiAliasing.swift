/// Read access to the bytes of an `RGBAImage` without copying them.
struct PixelView {
  let bytes: UnsafeBufferPointer<UInt8>
  let width: Int
  let height: Int
  let checkerboard: Bool

  /// The four bytes of pixel `index` as one number, for exact comparison.
  func word(_ index: Int) -> UInt32 {
    let base = index * 4
    return UInt32(bytes[base]) << 24 | UInt32(bytes[base + 1]) << 16
      | UInt32(bytes[base + 2]) << 8 | UInt32(bytes[base + 3])
  }

  /// Pixel `index` blended over its background.
  func color(_ index: Int) -> BlendedColor {
    let base = index * 4
    let background = ColorDistance.background(pixel: index, checkerboard: checkerboard)
    return ColorDistance.blend(
      bytes[base], bytes[base + 1], bytes[base + 2], bytes[base + 3], over: background)
  }

  /// The brightness (YIQ luma) of pixel `first` less that of pixel `second`, both blended over
  /// mid grey; when only their opacity differs, half the difference in alpha.
  func brightnessDifference(_ first: Int, _ second: Int) -> Double {
    let (one, two) = (first * 4, second * 4)
    let (alphaOne, alphaTwo) = (Double(bytes[one + 3]), Double(bytes[two + 3]))
    guard alphaOne < 255 || alphaTwo < 255 else {
      func channel(_ offset: Int) -> Double {
        Double(bytes[one + offset]) - Double(bytes[two + offset])
      }
      return ColorDistance.brightness(red: channel(0), green: channel(1), blue: channel(2))
    }
    let alphaDifference = alphaOne - alphaTwo
    func channel(_ offset: Int) -> Double {
      (Double(bytes[one + offset]) * alphaOne - Double(bytes[two + offset]) * alphaTwo
        - 128 * alphaDifference) / 255
    }
    let difference = ColorDistance.brightness(red: channel(0), green: channel(1), blue: channel(2))
    return difference == 0 && alphaDifference != 0 ? alphaDifference / 2 : difference
  }
}

/// Pixelmatch's anti-aliasing detector, after V. Vyšniauskas's "Anti-aliased Pixel and Intensity
/// Slope Detector" (2009): a pixel is taken for anti-aliasing when it lies on a brightness slope
/// between a darker and a brighter neighbour, at least one of which sits inside a flat area in
/// both images.
enum AntiAliasing {
  /// Whether the pixel at (`x`, `y`) of `image` looks like anti-aliasing, `other` being the image
  /// it is compared with.
  static func isAntiAliased(_ image: PixelView, x: Int, y: Int, other: PixelView) -> Bool {
    let center = y * image.width + x
    let centerWord = image.word(center)
    var equalNeighbours = touchesEdge(image, x: x, y: y) ? 1 : 0
    var darkest = (delta: 0.0, x: 0, y: 0)
    var brightest = (delta: 0.0, x: 0, y: 0)
    for column in max(x - 1, 0)...min(x + 1, image.width - 1) {
      for row in max(y - 1, 0)...min(y + 1, image.height - 1) where column != x || row != y {
        let neighbour = row * image.width + column
        let delta =
          image.word(neighbour) == centerWord ? 0 : image.brightnessDifference(center, neighbour)
        if delta == 0 {
          equalNeighbours += 1
          if equalNeighbours > 2 { return false }
        } else if delta < darkest.delta {
          darkest = (delta, column, row)
        } else if delta > brightest.delta {
          brightest = (delta, column, row)
        }
      }
    }
    guard darkest.delta != 0, brightest.delta != 0 else { return false }
    return isFlatInBoth(image, other, x: darkest.x, y: darkest.y)
      || isFlatInBoth(image, other, x: brightest.x, y: brightest.y)
  }

  private static func isFlatInBoth(_ image: PixelView, _ other: PixelView, x: Int, y: Int) -> Bool {
    hasManyEqualNeighbours(image, x: x, y: y) && hasManyEqualNeighbours(other, x: x, y: y)
  }

  /// Whether at least three neighbours (the image's edge counting as one) equal the pixel.
  private static func hasManyEqualNeighbours(_ image: PixelView, x: Int, y: Int) -> Bool {
    let centerWord = image.word(y * image.width + x)
    var equalNeighbours = touchesEdge(image, x: x, y: y) ? 1 : 0
    for column in max(x - 1, 0)...min(x + 1, image.width - 1) {
      for row in max(y - 1, 0)...min(y + 1, image.height - 1) where column != x || row != y {
        if image.word(row * image.width + column) == centerWord { equalNeighbours += 1 }
        if equalNeighbours > 2 { return true }
      }
    }
    return false
  }

  private static func touchesEdge(_ image: PixelView, x: Int, y: Int) -> Bool {
    x == 0 || y == 0 || x == image.width - 1 || y == image.height - 1
  }
}
