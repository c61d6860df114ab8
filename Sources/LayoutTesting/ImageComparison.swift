import LayoutCairo

/// The result of comparing two images pixel by pixel.
public struct ImageComparison: Sendable {
  /// Pixels whose channels differ by more than the tolerance.
  public var differingPixels: Int
  public var totalPixels: Int
  /// The largest channel difference seen, 0-255.
  public var maxChannelDifference: Int
  /// The mean absolute difference over every channel of every pixel, 0-255.
  public var meanChannelDifference: Double
  /// A picture of the differences: differing pixels red, the rest a faded copy of the expected
  /// image; nil when the images match.
  public var diffImage: Bitmap?

  public var matches: Bool { differingPixels == 0 }
}

/// Exact pixel comparison with an optional per-channel tolerance.
public enum ImageComparer {
  /// Compares two images of the same size; returns nil when the sizes differ.
  public static func compare(expected: Bitmap, actual: Bitmap, tolerance: Int = 0)
    -> ImageComparison?
  {
    guard expected.width == actual.width, expected.height == actual.height else { return nil }
    var differing = 0
    var maxDifference = 0
    var totalDifference = 0
    var diff = [UInt32](repeating: 0, count: expected.pixels.count)
    for index in expected.pixels.indices {
      let (difference, sum) = channelDifference(expected.pixels[index], actual.pixels[index])
      totalDifference += sum
      maxDifference = max(maxDifference, difference)
      if difference > tolerance {
        differing += 1
        diff[index] = 0xFFFF_0000
      } else {
        diff[index] = faded(expected.pixels[index])
      }
    }
    let diffImage =
      differing > 0 ? Bitmap(width: expected.width, height: expected.height, pixels: diff) : nil
    return ImageComparison(
      differingPixels: differing, totalPixels: expected.pixels.count,
      maxChannelDifference: maxDifference,
      meanChannelDifference: Double(totalDifference) / Double(max(1, expected.pixels.count * 4)),
      diffImage: diffImage)
  }

  /// The largest and the summed absolute differences of the four channels.
  private static func channelDifference(_ a: UInt32, _ b: UInt32) -> (largest: Int, sum: Int) {
    var largest = 0
    var sum = 0
    for shift in stride(from: 0, to: 32, by: 8) {
      let difference = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
      largest = max(largest, difference)
      sum += difference
    }
    return (largest, sum)
  }

  /// The pixel's luminance, lightened, as an opaque grey.
  private static func faded(_ pixel: UInt32) -> UInt32 {
    let red = Double((pixel >> 16) & 0xFF)
    let green = Double((pixel >> 8) & 0xFF)
    let blue = Double(pixel & 0xFF)
    let alpha = Double(pixel >> 24) / 255
    let luminance = (0.299 * red + 0.587 * green + 0.114 * blue) + 255 * (1 - alpha)
    let grey = UInt32(min(255, 255 - (255 - luminance) * 0.25))
    return 0xFF00_0000 | grey << 16 | grey << 8 | grey
  }
}
