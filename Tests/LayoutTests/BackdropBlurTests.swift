import CommandSupport
import Foundation
import Layout
import LayoutCairo
import TestSupport
import Testing

/// UIVisualEffectView's blur (Behaviour.md §c): raster output blurs what is drawn
/// behind the view before laying the tint over it; SVG and PDF keep the tint and say so once.
@Suite struct BackdropBlurTests {
  let renderer: Renderer

  init() throws {
    renderer = try Renderer()
  }

  /// Red on the left half, green on the right, a blur effect across the middle.
  static let xml = """
    <UIView width="100" height="40">
      <UIView width="50" height="40" backgroundColor="red"/>
      <UIView left="50" width="50" height="40" backgroundColor="#00ff00"/>
      <UIVisualEffectView effect="UIBlurEffect(extraDark)" left="20" width="60" height="40"/>
    </UIView>
    """

  func channels(_ pixel: UInt32) -> (red: UInt32, green: UInt32) {
    ((pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF)
  }

  @Test func theBackdropIsBlurredAcrossTheEdgeBeneathIt() throws {
    let bitmap = try Bitmap(png: renderer.render(LayoutTemplate(xml: Self.xml)))
    // Just left of the red-green edge, under the effect: some green has bled in.
    let (red, green) = channels(bitmap.pixels[20 * bitmap.width + 48])
    #expect(green > 0, "the green beside it is blurred into the red")
    #expect(red > green)
    // Outside the effect nothing is blurred.
    #expect(channels(bitmap.pixels[20 * bitmap.width + 10]) == (255, 0))
  }

  @Test func vectorOutputKeepsTheTintAndWarnsOnce() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("blur.xml").path
    try Self.xml.write(toFile: file, atomically: true, encoding: .utf8)
    let svg = runLayout(["render", file, "-o", folder.appendingPathComponent("a.svg").path])
    #expect(svg.exitCode == 0)
    #expect(
      svg.errors.components(separatedBy: "Blur effects are not blurred in SVG output").count == 2,
      "\(svg.errors)")
    let png = runLayout(["render", file, "-o", folder.appendingPathComponent("a.png").path])
    #expect(!png.errors.contains("not blurred"))
  }
}
