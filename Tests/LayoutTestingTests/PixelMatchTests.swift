import CommandSupport
import Foundation
import LayoutCairo
import LayoutTesting
import Testing

/// A `width`×`height` opaque image of one grey level with a black vertical edge.
private func edgeImage(edgeColumn: Int, edgeLevel: UInt8 = 128) -> RGBAImage {
  var image = RGBAImage(width: 16, height: 16, pixel: (255, 255, 255, 255))
  for row in 0..<16 {
    for column in 0..<16 where column >= edgeColumn {
      let level: UInt8 = column == edgeColumn ? edgeLevel : 0
      image.bytes.replaceSubrange(
        (row * 16 + column) * 4..<(row * 16 + column) * 4 + 4, with: [level, level, level, 255])
    }
  }
  return image
}

private func setPixel(_ image: inout RGBAImage, _ x: Int, _ y: Int, _ rgba: [UInt8]) {
  let base = (y * image.width + x) * 4
  image.bytes.replaceSubrange(base..<base + 4, with: rgba)
}

@Suite("PixelMatch on synthetic images")
struct PixelMatchTests {
  @Test func identicalImagesMatchAndDrawGrey() throws {
    let image = edgeImage(edgeColumn: 8)
    let result = try PixelMatch.compare(image, image)
    #expect(result.mismatchedPixels == 0)
    #expect(result.isMatch)
    #expect(result.diff?.bytes[0...3] == [255, 255, 255, 255])
  }

  @Test func oneChangedPixelIsCounted() throws {
    let first = RGBAImage(width: 8, height: 8, pixel: (255, 255, 255, 255))
    var second = first
    setPixel(&second, 3, 4, [0, 0, 255, 255])
    let result = try PixelMatch.compare(first, second)
    #expect(result.mismatchedPixels == 1)
    #expect(result.diff?.bytes[(4 * 8 + 3) * 4..<(4 * 8 + 3) * 4 + 4] == [255, 0, 0, 255])
  }

  @Test func shiftedAntiAliasedEdgeIsNotCounted() throws {
    let first = edgeImage(edgeColumn: 8, edgeLevel: 100)
    let second = edgeImage(edgeColumn: 8, edgeLevel: 160)
    let result = try PixelMatch.compare(first, second)
    #expect(result.mismatchedPixels == 0)
    #expect(result.totalMismatchedPixels == 0)
    let counted = try PixelMatch.compare(first, second, options: .init(includeAA: true))
    #expect(counted.mismatchedPixels == 16)
  }

  @Test func colourChangeAboveThresholdIsCounted() throws {
    let first = RGBAImage(width: 4, height: 4, pixel: (200, 40, 40, 255))
    let second = RGBAImage(width: 4, height: 4, pixel: (40, 40, 200, 255))
    #expect(try PixelMatch.compare(first, second).mismatchedPixels == 16)
    let slight = RGBAImage(width: 4, height: 4, pixel: (201, 40, 40, 255))
    #expect(try PixelMatch.compare(first, slight).mismatchedPixels == 0)
  }

  @Test func sizeMismatchFailsClearly() {
    let first = RGBAImage(width: 4, height: 4)
    let second = RGBAImage(width: 4, height: 5)
    #expect(throws: PixelMatchError.self) { try PixelMatch.compare(first, second) }
    let error = PixelMatchError.sizeMismatch(first: (4, 4), second: (4, 5))
    #expect(error.description == "Image sizes do not match: 4x4 vs 4x5")
  }

  @Test func ignoredRegionIsNotCompared() throws {
    let first = RGBAImage(width: 8, height: 8, pixel: (255, 255, 255, 255))
    var second = first
    setPixel(&second, 2, 2, [0, 0, 0, 255])
    setPixel(&second, 6, 6, [0, 0, 0, 255])
    let region = PixelRegion(x: 0, y: 0, width: 4, height: 4)
    let result = try PixelMatch.compare(first, second, ignoring: [region])
    #expect(result.mismatchedPixels == 1)
    #expect(result.comparedPixels == 48)
  }

  @Test func windowCountsTheDensestSquare() throws {
    let first = RGBAImage(width: 8, height: 8, pixel: (255, 255, 255, 255))
    var second = first
    for (x, y) in [(0, 0), (1, 1), (7, 7)] { setPixel(&second, x, y, [0, 0, 0, 255]) }
    let result = try PixelMatch.compare(first, second, options: .init(windowSize: 2))
    #expect(result.mismatchedPixels == 2)
    #expect(result.totalMismatchedPixels == 3)
  }

  @Test func toleranceBudgets() throws {
    let first = RGBAImage(width: 10, height: 10, pixel: (255, 255, 255, 255))
    var second = first
    for x in 0..<5 { setPixel(&second, x, 9, [0, 0, 0, 255]) }
    #expect(try !DiffTolerance().evaluate(first, second).passed)
    #expect(try DiffTolerance(maxDiffPixels: 5).evaluate(first, second).passed)
    #expect(try !DiffTolerance(maxDiffPixels: 4).evaluate(first, second).passed)
    #expect(try DiffTolerance(maxDiffRatio: 0.05).evaluate(first, second).passed)
    let both = DiffTolerance(maxDiffPixels: 10, maxDiffRatio: 0.01)
    #expect(try !both.evaluate(first, second).passed)
    let ignoring = DiffTolerance(ignoreRegions: [PixelRegion(x: 0, y: 9, width: 10, height: 1)])
    #expect(try ignoring.evaluate(first, second).passed)
  }

  @Test func bitmapRoundTripKeepsOpaquePixels() {
    let image = edgeImage(edgeColumn: 5)
    #expect(RGBAImage(image.bitmap()) == image)
  }
}

@Suite("layout diff")
struct DiffCommandTests {
  private func write(_ image: RGBAImage, _ name: String, in folder: URL) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try Data(try image.pngData()).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func printsCountWritesDiffAndReportsSizeMismatch() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let white = RGBAImage(width: 8, height: 8, pixel: (255, 255, 255, 255))
    var dotted = white
    setPixel(&dotted, 1, 1, [0, 0, 0, 255])
    let a = try write(white, "a.png", in: folder)
    let b = try write(dotted, "b.png", in: folder)
    let diffPath = folder.appendingPathComponent("diff.png").path

    let same = runLayout(["diff", a, a])
    #expect(same.exitCode == 0)
    #expect(same.output.hasPrefix("mismatch: 0 of 64 pixels"))

    let differ = runLayout(["diff", a, b, "-o", diffPath])
    #expect(differ.exitCode == 1)
    #expect(differ.output.hasPrefix("mismatch: 1 of 64 pixels"))
    #expect(FileManager.default.fileExists(atPath: diffPath))

    let black = RGBAImage(width: 4, height: 4, pixel: (0, 0, 0, 255))
    let small = try write(black, "c.png", in: folder)
    let mismatch = runLayout(["diff", a, small])
    #expect(mismatch.exitCode == 1)
    #expect(mismatch.errors.contains("error:"))
    #expect(mismatch.errors.contains("Image sizes do not match: 8x8 vs 4x4"))

    let missing = runLayout(["diff", a, folder.appendingPathComponent("none.png").path])
    #expect(missing.exitCode == 1)
    #expect(missing.errors.contains("error"))

    #expect(runLayout(["diff", a, b, "--threshold", "2"]).exitCode == 2)
  }
}

@Suite struct TriptychTests {
  @Test func imagesGoSideBySideWhileTheyFitThenOneAboveTheOther() {
    func image(_ width: Int, _ height: Int) -> Bitmap {
      Bitmap(width: width, height: height, pixels: [UInt32](repeating: 0, count: width * height))
    }
    let small = Triptych.make([image(10, 4), image(10, 4), image(10, 4)])
    #expect((small.width, small.height) == (46, 4))
    let wide = Triptych.make([image(12000, 2), image(12000, 2), image(12000, 2)])
    #expect((wide.width, wide.height) == (12000, 22))
  }
}
