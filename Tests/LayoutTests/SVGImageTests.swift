import Foundation
import Layout
import TestSupport
import Testing

/// SVG images: sized from the document, and kept as vectors in SVG and PDF output.
@Suite struct SVGImageTests {
  let renderer: Renderer
  let file = packageRoot.appendingPathComponent("Goldens/views/svg-images.xml").path

  init() throws {
    renderer = try Renderer()
  }

  func template(_ body: String) throws -> LayoutTemplate {
    try LayoutTemplate(xml: "<UIView width=\"200\" height=\"100\">\(body)</UIView>", file: file)
  }

  @Test func intrinsicSizeComesFromWidthAndHeightElseTheViewBox() throws {
    let layout = try renderer.solve(
      template("<UIImageView image=\"assets/star.svg\"/><UIImageView image=\"assets/wave.svg\"/>"))
    #expect(layout.nodes[1].frame.size == Size(width: 40, height: 40))
    #expect(layout.nodes[2].frame.size == Size(width: 64, height: 32))
  }

  @Test func vectorOutputKeepsThePaths() throws {
    let star = try template("<UIImageView width=\"120\" height=\"120\" image=\"assets/star.svg\"/>")
    var options = RenderOptions(format: .svg)
    let svg = String(decoding: try renderer.render(star, options: options), as: UTF8.self)
    #expect(svg.contains("<path"))
    #expect(!svg.contains("<image"))
    options.format = .pdf
    let pdf = String(decoding: try renderer.render(star, options: options), as: UTF8.self)
    #expect(!pdf.contains("/Subtype /Image"))
    // A PNG image, by contrast, is embedded as pixels.
    let png = try template("<UIImageView image=\"assets/clock.png\"/>")
    let pixels = String(decoding: try renderer.render(png, options: options), as: UTF8.self)
    #expect(pixels.contains("/Subtype /Image"))
  }

  @Test func templateSVGImagesDrawInTheTint() throws {
    let tinted = try template(
      """
      <UIImageView width="40" height="40" image="assets/star.svg" \
      imageRenderingMode="alwaysTemplate" tintColor="#00ff00"/>
      """)
    let image = try Bitmap(png: renderer.render(tinted))
    let centre = image.pixels[20 * image.width + 20]
    #expect(centre == 0xFF00_FF00)
  }
}
