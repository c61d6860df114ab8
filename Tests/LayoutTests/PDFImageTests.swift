import Foundation
import Layout
import TestSupport
import Testing

/// PDF images (Behaviour.md §c.assets): the first page, sized in points, rasterised at the
/// render's scale in PNG output and kept as vectors in SVG and PDF output.
@Suite struct PDFImageTests {
  let renderer: Renderer
  /// The badge is a 48×24-point teal pill with "PDF" in white.
  let file = packageRoot.appendingPathComponent("Goldens/views/asset-catalog.xml").path

  init() throws {
    renderer = try Renderer()
  }

  func template(_ body: String) throws -> LayoutTemplate {
    try LayoutTemplate(xml: "<UIView width=\"100\" height=\"50\">\(body)</UIView>", file: file)
  }

  @Test func theSizeIsThePageSizeInPoints() throws {
    let layout = try renderer.solve(template(#"<UIImageView image="assets/badge.pdf"/>"#))
    #expect(layout.nodes[1].frame.size == Size(width: 48, height: 24))
  }

  @Test func pngOutputRasterisesThePageAtTheScale() throws {
    let badge = try template(#"<UIImageView image="assets/badge.pdf"/>"#)
    let options = RenderOptions(raster: RasterOptions(scale: 2))
    let bitmap = try Bitmap(png: renderer.render(badge, options: options))
    #expect(bitmap.width == 200)
    // Inside the pill above the text: teal, #0f766e; beyond the page: transparent.
    #expect(bitmap.pixels[4 * bitmap.width + 48] == 0xFF0F_766E)
    #expect(bitmap.pixels[30 * bitmap.width + 120] == 0)
  }

  @Test func vectorOutputKeepsThePaths() throws {
    let badge = try template(
      #"<UIImageView image="assets/badge.pdf" width="96" height="48"/>"#)
    let svg = String(
      decoding: try renderer.render(badge, options: RenderOptions(format: .svg)), as: UTF8.self)
    #expect(svg.contains("<path"))
    #expect(!svg.contains("<image"))
    let pdf = String(
      decoding: try renderer.render(badge, options: RenderOptions(format: .pdf)), as: UTF8.self)
    #expect(!pdf.contains("/Subtype /Image"))
  }

  @Test func aBrokenPDFIsAnInvalidImageErrorAtTheAttribute() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("%PDF-1.7\nnot really".utf8).write(to: folder.appendingPathComponent("bad.pdf"))
    let template = try LayoutTemplate(
      xml: #"<UIImageView image="bad.pdf"/>"#, file: folder.appendingPathComponent("main.xml").path)
    do {
      _ = try renderer.solve(template)
      Issue.record("a broken PDF was read")
    } catch {
      #expect(error.primary.code == .invalidImage)
      #expect(error.primary.message.contains("not a readable PDF image"))
      #expect(error.primary.attribute == "image")
    }
  }
}
