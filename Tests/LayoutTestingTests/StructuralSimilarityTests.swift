import CommandSupport
import Foundation
import LayoutTesting
import Testing

/// SSIM of two images, and `layout test --ssim`.
@Suite("Structural similarity")
struct StructuralSimilarityTests {
  private func gray(_ value: UInt8, width: Int = 16, height: Int = 16) -> RGBAImage {
    RGBAImage(width: width, height: height, pixel: (value, value, value, 255))
  }

  @Test func theSamePictureIsOne() {
    var image = gray(200)
    for index in stride(from: 0, to: image.bytes.count, by: 28) { image.bytes[index] = 10 }
    #expect(StructuralSimilarity.index(image, image) == 1)
  }

  /// Two flat images differ in brightness only: each window's SSIM is
  /// (2·μx·μy + C1) / (μx² + μy² + C1), C1 = (0.01·255)².
  @Test func flatImagesDifferByTheirBrightnessTerm() throws {
    let index = try #require(StructuralSimilarity.index(gray(100), gray(150)))
    let c1 = 2.55 * 2.55
    #expect(abs(index - (2 * 100 * 150 + c1) / (100 * 100 + 150 * 150 + c1)) < 1e-9)
  }

  @Test func aSmallChangeScoresAboveABigOne() throws {
    let base = gray(255, width: 32, height: 32)
    var dot = base
    var half = base
    for pixel in [33 * 4, 34 * 4] { dot.bytes[pixel] = 0 }
    for row in 0..<32 {
      for column in 0..<16 { half.bytes[(row * 32 + column) * 4 + 1] = 0 }
    }
    let small = try #require(StructuralSimilarity.index(base, dot))
    let big = try #require(StructuralSimilarity.index(base, half))
    #expect(small < 1 && small > 0.9, "\(small)")
    #expect(big < small, "\(big) < \(small)")
  }

  @Test func transparentIsWhiteAndSizesMustAgree() {
    let clear = RGBAImage(width: 16, height: 16, pixel: (0, 0, 0, 0))
    #expect(StructuralSimilarity.index(clear, gray(255)) == 1)
    #expect(StructuralSimilarity.index(gray(255), gray(255, width: 8)) == nil)
    #expect(
      StructuralSimilarity.index(gray(255, width: 3, height: 2), gray(255, width: 3, height: 2))
        == 1)
  }

  @Test func theTestCommandGivesTheFiguresOfFailures() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("bar")
    #expect(scratch.test(["--record", "missing"]).exitCode == 0)
    scratch.writeCase("bar", barWidth: 14)
    let plain = scratch.test()
    #expect(plain.exitCode == 1)
    #expect(!plain.errors.contains("SSIM"))
    let result = scratch.test(["--ssim"])
    #expect(result.exitCode == 1)
    #expect(
      result.errors.contains(/8 of 1200 pixels differ \(allowed: 0\); SSIM 0\.9\d{3}/),
      "\(result.errors)")
  }
}
