/// Suite-level rules for when two images count as the same: pixelmatch's options, plus how many
/// mismatched pixels are tolerated and which regions are not compared at all.
public struct DiffTolerance: Sendable, Hashable {
  /// The per-pixel comparison.
  public var pixelMatch: PixelMatchOptions
  /// The largest number of mismatched pixels that still passes; nil sets no pixel budget.
  public var maxDiffPixels: Int?
  /// The largest share of compared pixels (0 to 1) that may mismatch and still pass; nil sets
  /// no ratio budget.
  public var maxDiffRatio: Double?
  /// Rectangles left out of the comparison, such as a clock or a random avatar.
  public var ignoreRegions: [PixelRegion]

  /// Tolerance from its parts; the defaults demand an exact match under pixelmatch's defaults.
  public init(
    pixelMatch: PixelMatchOptions = PixelMatchOptions(), maxDiffPixels: Int? = nil,
    maxDiffRatio: Double? = nil, ignoreRegions: [PixelRegion] = []
  ) {
    self.pixelMatch = pixelMatch
    self.maxDiffPixels = maxDiffPixels
    self.maxDiffRatio = maxDiffRatio
    self.ignoreRegions = ignoreRegions
  }

  /// Compares two images and judges the result.
  public func evaluate(
    _ expected: RGBAImage, _ actual: RGBAImage, drawDiff: Bool = true
  ) throws(PixelMatchError) -> DiffVerdict {
    let result = try PixelMatch.compare(
      expected, actual, options: pixelMatch, ignoring: ignoreRegions, drawDiff: drawDiff)
    return DiffVerdict(result: result, passed: accepts(result))
  }

  /// Whether a result is within this tolerance. With both budgets set the stricter one rules;
  /// with neither, any mismatch fails.
  public func accepts(_ result: PixelMatchResult) -> Bool {
    Double(result.mismatchedPixels) <= allowedMismatches(comparedPixels: result.comparedPixels)
  }

  /// The mismatch budget for an image with this many compared pixels.
  public func allowedMismatches(comparedPixels: Int) -> Double {
    let byRatio = maxDiffRatio.map { $0 * Double(comparedPixels) }
    switch (maxDiffPixels.map(Double.init), byRatio) {
    case (let pixels?, let ratio?): return min(pixels, ratio)
    case (let pixels?, nil): return pixels
    case (nil, let ratio?): return ratio
    case (nil, nil): return 0
    }
  }
}

/// The outcome of `DiffTolerance.evaluate`.
public struct DiffVerdict: Sendable, Equatable {
  /// The comparison itself.
  public var result: PixelMatchResult
  /// Whether the images count as the same under the tolerance.
  public var passed: Bool
}
