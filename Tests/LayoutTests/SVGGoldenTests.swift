import Foundation
import Layout
import LayoutTesting
import TestSupport
import Testing

/// The SVG export of every golden, rasterized by rsvg-convert, shows the golden's picture.
/// librsvg fills glyph outlines itself where Cairo's image surface uses FreeType's
/// antialiasing (and snaps glyphs to whole pixels), so small text differs along every glyph
/// edge. The stated tolerance: under 5% of pixels at pixelmatch's default threshold and a mean
/// channel difference under 8 of 255. The worst golden (text/line-breaks, 16 pt text on every
/// line) measured 4.1% and 5.6; goldens of shapes and large text measure under 1% and 1.
@Suite struct SVGGoldenTests {
  /// The cases, found once: a Red Box case has no SVG of its own to compare.
  static let cases: [GoldenCase] = {
    let folder = packageRoot.appendingPathComponent("Goldens").path
    return ((try? GoldenCase.discover(in: folder)) ?? []).filter { !$0.options.redBox }
  }()
  /// Each template once (a case rendered in variants is compared in its first).
  static let goldens = cases.map(\.template).reduce(into: [String]()) { templates, template in
    if templates.last != template { templates.append(template) }
  }
  /// Renderers shared by the cases (each used by one case at a time): making one loads the
  /// fonts, which took a third of the suite's time when every case made its own.
  static let renderers = RendererShelf()

  @Test(
    .enabled(if: which("rsvg-convert") != nil, "needs rsvg-convert (librsvg2-bin)"),
    arguments: goldens)
  func svgMatchesThePNG(_ template: String) throws {
    let golden = try #require(Self.cases.first { $0.template == template })
    var options = try golden.renderOptions()
    let renderer = try Self.renderers.take()
    defer { Self.renderers.put(renderer) }
    // Layout templates, EverLayout layouts and Android layouts alike.
    func render(_ options: RenderOptions) throws -> [UInt8] {
      let input = try LoadedInput(InputFile(template), options: options)
      let layout = try renderer.solve(input, options: options).layout
      return try renderer.render(
        renderer.displayList(layout, options: options), options: options, file: input.file)
    }
    // The golden is the PNG render (the golden suite checks that), so it is not rendered again.
    let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: golden.golden)))
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

/// Renderers made once and lent to one test at a time (a renderer is not used by two threads
/// at once).
final class RendererShelf: @unchecked Sendable {
  // Sendable: `renderers` is only touched under `lock`.
  private let lock = NSLock()
  private var renderers: [Renderer] = []

  /// A renderer no other test holds: one put back, else a new one.
  func take() throws -> Renderer {
    if let renderer = lock.withLock({ renderers.popLast() }) { return renderer }
    return try Renderer()
  }

  func put(_ renderer: Renderer) {
    lock.withLock { renderers.append(renderer) }
  }
}
