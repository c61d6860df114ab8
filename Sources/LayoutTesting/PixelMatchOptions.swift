/// An opaque colour used to paint the diff image.
public struct DiffColor: Sendable, Hashable {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8

  /// A colour from its channels.
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }
}

/// The options of a comparison, named and defaulted as in pixelmatch 7.2.
public struct PixelMatchOptions: Sendable, Hashable {
  /// Matching threshold from 0 to 1: the largest OKLab HyAB distance two colours may have and
  /// still match. Smaller is more sensitive. Default 0.1.
  public var threshold: Double = 0.1
  /// Counts anti-aliased pixels as differences instead of detecting and ignoring them.
  /// Default false.
  public var includeAA = false
  /// Opacity of the first image in the grey background of the diff image. Default 0.1.
  public var alpha: Double = 0.1
  /// Colour of anti-aliased pixels in the diff image. Default yellow.
  public var aaColor = DiffColor(255, 255, 0)
  /// Colour of differing pixels in the diff image. Default red.
  public var diffColor = DiffColor(255, 0, 0)
  /// Colour of differing pixels that the second image makes darker (dark-on-light changes);
  /// nil paints them with `diffColor` too. Default nil.
  public var diffColorAlt: DiffColor? = nil
  /// Paints only the differences, over a transparent background. Default false.
  public var diffMask = false
  /// Blends semi-transparent pixels over a fixed dark and light pattern, so that transparency
  /// differences show; false blends them over white. Default true.
  public var checkerboard = true
  /// When set, the mismatch count is that of the densest `windowSize`×`windowSize` square of
  /// the image rather than of the whole image. Default nil (infinite: the whole image).
  public var windowSize: Int? = nil

  /// The defaults, changed by any arguments given.
  public init(
    threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
    diffMask: Bool = false, checkerboard: Bool = true, windowSize: Int? = nil
  ) {
    self.threshold = threshold
    self.includeAA = includeAA
    self.alpha = alpha
    self.diffMask = diffMask
    self.checkerboard = checkerboard
    self.windowSize = windowSize
  }
}

/// An axis-aligned rectangle of pixels: columns `x..<x+width`, rows `y..<y+height`.
public struct PixelRegion: Sendable, Hashable {
  /// Left column.
  public var x: Int
  /// Top row.
  public var y: Int
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// A region from its origin and size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Whether the pixel at (`column`, `row`) lies inside.
  public func contains(column: Int, row: Int) -> Bool {
    column >= x && column < x + width && row >= y && row < y + height
  }
}

/// What a comparison found.
public struct PixelMatchResult: Sendable, Equatable {
  /// Mismatched pixels: all of them, or those of the densest window when `windowSize` is set.
  public var mismatchedPixels: Int
  /// Mismatched pixels over the whole image, whatever `windowSize` says.
  public var totalMismatchedPixels: Int
  /// Pixels compared (the image's, less ignored ones).
  public var comparedPixels: Int
  /// The diff image, when one was asked for.
  public var diff: RGBAImage?

  /// Whether the images match under the options.
  public var isMatch: Bool { mismatchedPixels == 0 }
}

/// Why two images could not be compared.
public enum PixelMatchError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The images differ in size.
  case sizeMismatch(first: (width: Int, height: Int), second: (width: Int, height: Int))

  public var description: String {
    switch self {
    case .sizeMismatch(let first, let second):
      "Image sizes do not match: \(first.width)x\(first.height) vs \(second.width)x\(second.height)"
    }
  }

  public static func == (lhs: PixelMatchError, rhs: PixelMatchError) -> Bool {
    lhs.description == rhs.description
  }
}
