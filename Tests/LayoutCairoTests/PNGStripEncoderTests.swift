import Foundation
import LayoutCairo
import Testing

/// PNGs written in strips (compression 0–3) read back as the pixels written, in every shape
/// of the last strip, opaque and translucent alike, the same as libpng's own writer, and
/// byte for byte the same each time.
@Suite struct PNGStripEncoderTests {
  /// Premultiplied ARGB pixels: a gradient, with transparent and translucent ones unless
  /// `opaque`.
  static func pixels(width: Int, height: Int, opaque: Bool) -> [UInt32] {
    (0..<(width * height)).map { index in
      let (x, y) = (index % width, index / width)
      let alpha: UInt32 = opaque ? 255 : [0, 128, 255][(x + y) % 3]
      let red = UInt32(x * 255 / max(1, width - 1)) * alpha / 255
      let green = UInt32(y * 255 / max(1, height - 1)) * alpha / 255
      return alpha << 24 | red << 16 | green << 8 | (alpha / 2)
    }
  }

  @Test(arguments: [1, 63, 64, 65, 200], [true, false])
  func readsBackAsWritten(height: Int, opaque: Bool) throws {
    let bitmap = Bitmap(
      width: 37, height: height, pixels: Self.pixels(width: 37, height: height, opaque: opaque))
    for level in [0, 1, 3] {
      let png = try bitmap.pngData(compression: level)
      #expect(try png == bitmap.pngData(compression: level))
      let strips = try Bitmap(png: png)
      let libpng = try Bitmap(png: bitmap.pngData(compression: 6))
      #expect(strips.pixels == libpng.pixels, "level \(level)")
      #expect(strips.width == 37 && strips.height == height)
      if opaque { #expect(strips.pixels == bitmap.pixels) }
    }
  }

  /// The strips are the same whichever thread compresses them.
  @Test func theBytesDoNotDependOnTheThreads() throws {
    let bitmap = Bitmap(
      width: 300, height: 500, pixels: Self.pixels(width: 300, height: 500, opaque: false))
    let one = try bitmap.pngData(threads: 1)
    for threads in [0, 2, 5] {
      #expect(try bitmap.pngData(threads: threads) == one, "\(threads) threads")
    }
  }
}
