import LayoutCore

/// A Gaussian blur approximated by three box blurs in each direction, over one 8-bit channel
/// (an A8 surface's alpha). Box width after the SVG filter effects specification:
/// `d = floor(sigma × 3 × sqrt(2π) / 4 + 0.5)`; three passes of that box come within a few
/// percent of the Gaussian.
enum BoxBlur {
  static func boxWidth(sigma: Double) -> Int {
    Int(saturating: (sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
  }

  /// Blurs `pixels` (`height` rows of `stride` bytes, `width` used) in place.
  static func blur(
    _ pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, stride: Int,
    sigma: Double
  ) {
    let box = boxWidth(sigma: sigma)
    guard box > 1, width > 0, height > 0 else { return }
    var line = [UInt8](repeating: 0, count: max(width, height))
    var scratch = line
    for row in 0..<height {
      for x in 0..<width { line[x] = pixels[row * stride + x] }
      threePasses(&line, &scratch, count: width, box: box)
      for x in 0..<width { pixels[row * stride + x] = line[x] }
    }
    for column in 0..<width {
      for y in 0..<height { line[y] = pixels[y * stride + column] }
      threePasses(&line, &scratch, count: height, box: box)
      for y in 0..<height { pixels[y * stride + column] = line[y] }
    }
  }

  /// Three box passes; an even box is centred half a pixel left, then right, then on a box one
  /// wider, as the specification does, so the result stays centred.
  private static func threePasses(
    _ line: inout [UInt8], _ scratch: inout [UInt8], count: Int, box: Int
  ) {
    if box % 2 == 1 {
      for _ in 0..<3 { pass(&line, &scratch, count: count, box: box, left: box / 2) }
    } else {
      pass(&line, &scratch, count: count, box: box, left: box / 2)
      pass(&line, &scratch, count: count, box: box, left: box / 2 - 1)
      pass(&line, &scratch, count: count, box: box + 1, left: box / 2)
    }
  }

  /// One running-sum box pass: each value becomes the mean of the `box` values from `left`
  /// before it (values outside the line count as zero).
  private static func pass(
    _ line: inout [UInt8], _ scratch: inout [UInt8], count: Int, box: Int, left: Int
  ) {
    var sum = 0
    for index in 0..<min(box - left - 1, count) { sum += Int(line[index]) }
    for index in 0..<count {
      let entering = index + box - left - 1
      if entering < count { sum += Int(line[entering]) }
      scratch[index] = UInt8((sum + box / 2) / box)
      let leaving = index - left
      if leaving >= 0 { sum -= Int(line[leaving]) }
    }
    swap(&line, &scratch)
  }
}
