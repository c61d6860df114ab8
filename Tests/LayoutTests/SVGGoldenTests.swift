import Foundation
import Layout
import LayoutTesting
import Testing

/// The SVG export of every golden, rasterized by rsvg-convert, shows the golden's picture.
/// librsvg fills glyph outlines itself where Cairo's image surface uses FreeType's
/// antialiasing (and snaps glyphs to whole pixels), so small text differs along every glyph
/// edge. The stated tolerance: under 5% of pixels at pixelmatch's default threshold and a mean
/// channel difference under 8 of 255. The worst golden (text/line-breaks, 16 pt text on every
/// line) measured 4.1% and 5.6; goldens of shapes and large text measure under 1% and 1.
@Suite struct SVGGoldenTests {
  static let goldens: [String] = {
    let folder = packageRoot.appendingPathComponent("Goldens").path
    // A Red Box case has no SVG of its own to compare.
    return ((try? GoldenCase.discover(in: folder)) ?? []).filter { !$0.options.redBox }
      .map(\.template)
  }()

  @Test(
    .enabled(if: which("rsvg-convert") != nil, "needs rsvg-convert (librsvg2-bin)"),
    arguments: goldens)
  func svgMatchesThePNG(_ template: String) throws {
    let folder = packageRoot.appendingPathComponent("Goldens").path
    let golden = try #require(try GoldenCase.discover(in: folder).first { $0.template == template })
    var options = try golden.renderOptions()
    let renderer = try Renderer()
    // Layout templates, EverLayout layouts and Android layouts alike.
    func render(_ options: RenderOptions) throws -> [UInt8] {
      if golden.isAndroidLayout {
        return try renderer.render(AndroidLayoutFile(contentsOfFile: template), options: options)
      }
      if golden.isEverLayout {
        return try renderer.render(EverLayoutFile(contentsOfFile: template), options: options)
      }
      return try renderer.render(LayoutTemplate(contentsOfFile: template), options: options)
    }
    let png = try render(options)
    options.format = .svg
    let scratch = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let svg = scratch.appendingPathComponent("out.svg").path
    let raster = scratch.appendingPathComponent("out.png").path
    try Data(try render(options)).write(to: URL(fileURLWithPath: svg))
    try runProcess(which("rsvg-convert")!, ["-o", raster, svg])
    let rasterBytes = Array(try Data(contentsOf: URL(fileURLWithPath: raster)))
    let result = try PixelMatch.compare(
      RGBAImage(png: png), RGBAImage(png: rasterBytes), options: PixelMatchOptions())
    let ratio = Double(result.mismatchedPixels) / Double(result.comparedPixels)
    let mean = try #require(
      ImageComparer.compare(expected: Bitmap(png: png), actual: Bitmap(png: rasterBytes))
    ).meanChannelDifference
    #expect(ratio < 0.05, "\(template): \(result.mismatchedPixels) of \(result.comparedPixels)")
    #expect(mean < 8, "\(template): mean channel difference \(mean)")
  }
}
