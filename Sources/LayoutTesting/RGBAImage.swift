import LayoutCairo
import LayoutCore

/// An image as rows of straight-alpha RGBA bytes, the layout pixelmatch works on.
///
/// `Bitmap` stores premultiplied pixels, so converting a semi-transparent `Bitmap` recovers each
/// colour channel only to the precision premultiplication left; opaque pixels convert exactly.
public struct RGBAImage: Sendable, Equatable {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// `width * height * 4` bytes: red, green, blue and alpha of each pixel, row by row.
  public var bytes: [UInt8]

  /// An image from its bytes; `bytes.count` must be `width * height * 4`.
  public init(width: Int, height: Int, bytes: [UInt8]) {
    precondition(width >= 0 && height >= 0, "image dimensions must not be negative")
    precondition(bytes.count == width * height * 4, "byte count must be width × height × 4")
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// An image whose every pixel is `pixel` (red, green, blue, alpha).
  public init(width: Int, height: Int, pixel: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
    let one = [pixel.0, pixel.1, pixel.2, pixel.3]
    let bytes = [[UInt8]](repeating: one, count: width * height).flatMap { $0 }
    self.init(width: width, height: height, bytes: bytes)
  }

  /// The pixels of a Cairo bitmap, un-premultiplied.
  public init(_ bitmap: Bitmap) {
    var bytes = [UInt8](repeating: 0, count: bitmap.pixels.count * 4)
    for (index, argb) in bitmap.pixels.enumerated() {
      let alpha = UInt32(argb >> 24)
      let base = index * 4
      bytes[base + 3] = UInt8(alpha)
      guard alpha > 0 else { continue }
      bytes[base] = Self.unpremultiply((argb >> 16) & 0xFF, alpha)
      bytes[base + 1] = Self.unpremultiply((argb >> 8) & 0xFF, alpha)
      bytes[base + 2] = Self.unpremultiply(argb & 0xFF, alpha)
    }
    self.init(width: bitmap.width, height: bitmap.height, bytes: bytes)
  }

  /// Decodes PNG bytes (through Cairo).
  public init(png: [UInt8]) throws(DiagnosticError) {
    self.init(try Bitmap(png: png))
  }

  /// The number of pixels.
  public var pixelCount: Int { width * height }

  /// The image as a premultiplied Cairo bitmap.
  public func bitmap() -> Bitmap {
    var pixels = [UInt32](repeating: 0, count: pixelCount)
    for index in 0..<pixelCount {
      let base = index * 4
      let alpha = UInt32(bytes[base + 3])
      let red = Self.premultiply(bytes[base], alpha)
      let green = Self.premultiply(bytes[base + 1], alpha)
      let blue = Self.premultiply(bytes[base + 2], alpha)
      pixels[index] = alpha << 24 | red << 16 | green << 8 | blue
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }

  /// Encodes as PNG.
  public func pngData(compression: Int = 1) throws(DiagnosticError) -> [UInt8] {
    try bitmap().pngData(compression: compression)
  }

  private static func unpremultiply(_ channel: UInt32, _ alpha: UInt32) -> UInt8 {
    UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
  }

  private static func premultiply(_ channel: UInt8, _ alpha: UInt32) -> UInt32 {
    let product = UInt32(channel) * alpha + 0x80
    return (product + (product >> 8)) >> 8
  }
}
