/// The structural similarity index (SSIM, Wang et al. 2004) of two images of one size: 1 for
/// the same picture, lower as structure, contrast and brightness part. Computed on luma
/// (BT.601 weights) after compositing each pixel over white, as the mean over 8×8 windows
/// placed every 4 pixels (one window covering the whole image when it is smaller), with the
/// paper's constants K1 = 0.01 and K2 = 0.03 for 8-bit values.
public enum StructuralSimilarity {
  /// The mean SSIM of the windows; nil when the sizes differ or an image is empty.
  public static func index(_ first: RGBAImage, _ second: RGBAImage) -> Double? {
    guard first.width == second.width, first.height == second.height, first.pixelCount > 0
    else { return nil }
    let (x, y) = (luma(first), luma(second))
    let side = min(8, first.width, first.height)
    let stride = max(1, side / 2)
    var total = 0.0
    var windows = 0
    for top in origins(first.height, side: side, stride: stride) {
      for left in origins(first.width, side: side, stride: stride) {
        total += window(x, y, width: first.width, left: left, top: top, side: side)
        windows += 1
      }
    }
    return total / Double(windows)
  }

  /// The windows' first rows (or columns): every `stride` pixels, the last flush with the edge.
  private static func origins(_ length: Int, side: Int, stride step: Int) -> [Int] {
    var starts = Array(Swift.stride(from: 0, through: length - side, by: step))
    if starts.last != length - side { starts.append(length - side) }
    return starts
  }

  /// The SSIM of one window.
  private static func window(
    _ x: [Double], _ y: [Double], width: Int, left: Int, top: Int, side: Int
  ) -> Double {
    var (sumX, sumY, sumXX, sumYY, sumXY) = (0.0, 0.0, 0.0, 0.0, 0.0)
    for row in top..<top + side {
      for index in row * width + left..<row * width + left + side {
        let (a, b) = (x[index], y[index])
        sumX += a
        sumY += b
        sumXX += a * a
        sumYY += b * b
        sumXY += a * b
      }
    }
    let count = Double(side * side)
    let (meanX, meanY) = (sumX / count, sumY / count)
    let varianceX = sumXX / count - meanX * meanX
    let varianceY = sumYY / count - meanY * meanY
    let covariance = sumXY / count - meanX * meanY
    let c1 = (0.01 * 255) * (0.01 * 255)
    let c2 = (0.03 * 255) * (0.03 * 255)
    return (2 * meanX * meanY + c1) * (2 * covariance + c2)
      / ((meanX * meanX + meanY * meanY + c1) * (varianceX + varianceY + c2))
  }

  /// Each pixel's luma, 0 to 255, composited over white.
  private static func luma(_ image: RGBAImage) -> [Double] {
    var values = [Double](repeating: 0, count: image.pixelCount)
    for pixel in 0..<image.pixelCount {
      let base = pixel * 4
      let alpha = Double(image.bytes[base + 3]) / 255
      func channel(_ offset: Int) -> Double {
        Double(image.bytes[base + offset]) * alpha + 255 * (1 - alpha)
      }
      values[pixel] = 0.299 * channel(0) + 0.587 * channel(1) + 0.114 * channel(2)
    }
    return values
  }
}
