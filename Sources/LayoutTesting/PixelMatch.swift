/// A perceptual image diff that reproduces pixelmatch 7.2 (mapbox/pixelmatch): colours are
/// compared by OKLab HyAB distance, anti-aliasing is detected and not counted, semi-transparent
/// pixels are blended over a background pattern, and the count may be that of the densest window.
public enum PixelMatch {
  /// Compares two images of the same size.
  ///
  /// - Parameters:
  ///   - first: The expected image; the diff image's grey background is drawn from it.
  ///   - second: The actual image.
  ///   - options: Pixelmatch's options.
  ///   - ignoring: Regions left out of the comparison: never counted, drawn as background.
  ///   - drawDiff: Whether to produce the diff image.
  /// - Throws: `PixelMatchError.sizeMismatch` when the sizes differ.
  public static func compare(
    _ first: RGBAImage, _ second: RGBAImage, options: PixelMatchOptions = PixelMatchOptions(),
    ignoring: [PixelRegion] = [], drawDiff: Bool = true
  ) throws(PixelMatchError) -> PixelMatchResult {
    guard first.width == second.width, first.height == second.height else {
      throw .sizeMismatch(
        first: (first.width, first.height), second: (second.width, second.height))
    }
    var comparison = Comparison(
      options: options, width: first.width, height: first.height, drawDiff: drawDiff,
      ignored: ignoredMask(ignoring, width: first.width, height: first.height))
    first.bytes.withUnsafeBufferPointer { one in
      second.bytes.withUnsafeBufferPointer { two in
        comparison.run(
          PixelView(
            bytes: one, width: first.width, height: first.height,
            checkerboard: options.checkerboard),
          PixelView(
            bytes: two, width: first.width, height: first.height,
            checkerboard: options.checkerboard))
      }
    }
    return comparison.result()
  }

  private static func ignoredMask(_ regions: [PixelRegion], width: Int, height: Int) -> [Bool]? {
    guard !regions.isEmpty else { return nil }
    var mask = [Bool](repeating: false, count: width * height)
    for region in regions {
      let columns = span(region.x, region.width, within: width)
      for row in span(region.y, region.height, within: height) {
        for column in columns { mask[row * width + column] = true }
      }
    }
    return mask
  }

  /// The part of `start..<start + length` inside `0..<limit`, whatever the numbers.
  private static func span(_ start: Int, _ length: Int, within limit: Int) -> Range<Int> {
    let lower = min(max(start, 0), limit)
    let (end, overflow) = start.addingReportingOverflow(max(length, 0))
    return lower..<(overflow ? limit : min(max(end, lower), limit))
  }
}

/// The state of one comparison: the counts, the marks and the diff image being drawn.
private struct Comparison {
  let options: PixelMatchOptions
  let width: Int
  let height: Int
  let ignored: [Bool]?
  var output: [UInt8]
  var marks: [Bool]
  var mismatches = 0

  init(options: PixelMatchOptions, width: Int, height: Int, drawDiff: Bool, ignored: [Bool]?) {
    self.options = options
    self.width = width
    self.height = height
    self.ignored = ignored
    output = drawDiff ? [UInt8](repeating: 0, count: width * height * 4) : []
    marks = options.windowSize == nil ? [] : [Bool](repeating: false, count: width * height)
  }

  mutating func run(_ first: PixelView, _ second: PixelView) {
    if isIdentical(first, second) {
      if !options.diffMask { drawBackground(first) }
      return
    }
    for index in 0..<(width * height) {
      if let ignored, ignored[index] {
        if !options.diffMask { drawGray(first, index) }
        continue
      }
      classify(first, second, index)
    }
  }

  private mutating func classify(_ first: PixelView, _ second: PixelView, _ index: Int) {
    let a = first.word(index)
    let b = second.word(index)
    let difference = ColorDistance.difference(first.color(index), second.color(index))
    guard a != b, !difference.isWithin(options.threshold) else {
      if !options.diffMask { drawGray(first, index) }
      return
    }
    let x = index % width
    let y = index / width
    if !options.includeAA
      && (AntiAliasing.isAntiAliased(first, x: x, y: y, other: second)
        || AntiAliasing.isAntiAliased(second, x: x, y: y, other: first))
    {
      if !options.diffMask { draw(options.aaColor, index) }
      return
    }
    // The alternative colour marks pixels the second image draws darker.
    let darker = difference.lightness > 0
    draw(darker ? options.diffColorAlt ?? options.diffColor : options.diffColor, index)
    mismatches += 1
    if !marks.isEmpty { marks[index] = true }
  }

  private func isIdentical(_ first: PixelView, _ second: PixelView) -> Bool {
    if ignored != nil { return false }
    for index in 0..<(width * height) where first.word(index) != second.word(index) {
      return false
    }
    return true
  }

  private mutating func drawBackground(_ image: PixelView) {
    for index in 0..<(width * height) { drawGray(image, index) }
  }

  private mutating func draw(_ color: DiffColor, _ index: Int) {
    guard !output.isEmpty else { return }
    let base = index * 4
    output[base] = color.red
    output[base + 1] = color.green
    output[base + 2] = color.blue
    output[base + 3] = 255
  }

  /// The first image's luma, faded toward white by `alpha` times the pixel's own opacity.
  private mutating func drawGray(_ image: PixelView, _ index: Int) {
    guard !output.isEmpty else { return }
    let base = index * 4
    let luma = ColorDistance.brightness(
      red: Double(image.bytes[base]), green: Double(image.bytes[base + 1]),
      blue: Double(image.bytes[base + 2]))
    let value = 255 + (luma - 255) * options.alpha * Double(image.bytes[base + 3]) / 255
    let level = UInt8(clamping: Int(value.rounded(.towardZero)))
    draw(DiffColor(level, level, level), index)
  }

  func result() -> PixelMatchResult {
    let ignoredPixels = ignored?.lazy.filter { $0 }.count ?? 0
    var counted = mismatches
    if let size = options.windowSize {
      counted = WindowedDensity.densestWindow(
        marks: marks, width: width, height: height, size: size)
    }
    return PixelMatchResult(
      mismatchedPixels: counted, totalMismatchedPixels: mismatches,
      comparedPixels: width * height - ignoredPixels,
      diff: output.isEmpty ? nil : RGBAImage(width: width, height: height, bytes: output))
  }
}
