import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// Images are measured from their headers before they are decoded: one over the per-image
/// limit, an SVG embedding such a raster, and images past the total limit are `image-too-large`
/// errors located at the `image` attribute.
@Suite struct ImageBudgetTests {
  func render(_ files: [String: [UInt8]], _ xml: String) throws -> (CommandResult, String) {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, bytes) in files {
      try Data(bytes).write(to: folder.appendingPathComponent(name))
    }
    let template = folder.appendingPathComponent("t.xml").path
    try xml.write(toFile: template, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("out.png").path
    let result = runLayout(["render", template, "-o", output])
    #expect(!FileManager.default.fileExists(atPath: output))
    return (result, template)
  }

  @Test func oversizedPNGIsRefusedFromItsHeader() throws {
    let (result, template) = try render(
      ["big.png": pngHeader(width: 20000, height: 20000)],
      #"<UIView><UIImageView image="big.png"/></UIView>"#)
    #expect(result.exitCode == 1)
    #expect(
      result.errors.hasPrefix(
        "\(template):1:29: error: Image '"), "got: \(result.errors)")
    #expect(result.errors.contains("is 20000x20000 pixels, more than the limit of 67108864"))
  }

  @Test func svgEmbeddingAnOversizedPNGIsRefused() throws {
    let svg = svgEmbedding(pngHeader(width: 30000, height: 30000))
    let (result, template) = try render(
      ["bomb.svg": Array(svg.utf8)], #"<UIView><UIImageView image="bomb.svg"/></UIView>"#)
    #expect(result.exitCode == 1)
    #expect(result.errors.hasPrefix("\(template):1:29: error: Image '"), "\(result.errors)")
    #expect(result.errors.contains("30000x30000 pixels"))
  }

  @Test func svgEmbeddingAnUnreadableRasterIsRefused() throws {
    let svg = svgEmbedding(Array("GIF89a not really".utf8))
    let (result, _) = try render(
      ["odd.svg": Array(svg.utf8)], #"<UIView><UIImageView image="odd.svg"/></UIView>"#)
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("embeds a raster whose size cannot be read"), "\(result.errors)")
  }

  @Test func earlierRendersImagesMakeRoom() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let png = try Bitmap(width: 10, height: 10, pixels: Array(repeating: 0xFF00_00FF, count: 100))
      .pngData()
    let renderer = try Renderer()
    var options = RenderOptions()
    options.imageLimits = ImageLimits(pixelsPerImage: 100, totalPixels: 250)
    for name in ["a", "b", "c", "d", "e"] {
      try Data(png).write(to: folder.appendingPathComponent(name + ".png"))
      let xml = #"<UIView width="20" height="20"><UIImageView image="\#(name).png"/></UIView>"#
      let file = folder.appendingPathComponent(name + ".xml").path
      _ = try renderer.render(LayoutTemplate(xml: xml, file: file), options: options)
    }
  }

  @Test func imagesPastTheTotalAreRefused() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let png = try Bitmap(width: 10, height: 10, pixels: Array(repeating: 0xFF00_00FF, count: 100))
      .pngData()
    for name in ["a.png", "b.png", "c.png"] {
      try Data(png).write(to: folder.appendingPathComponent(name))
    }
    let xml = """
      <UIView width="40" height="40"><UIImageView image="a.png"/><UIImageView image="b.png"/>\
      <UIImageView image="c.png"/></UIView>
      """
    let file = folder.appendingPathComponent("t.xml").path
    let template = try LayoutTemplate(xml: xml, file: file)
    var options = RenderOptions()
    options.imageLimits = ImageLimits(pixelsPerImage: 100, totalPixels: 250)
    #expect(throws: DiagnosticError.self) {
      _ = try Renderer().render(template, options: options)
    }
    do {
      _ = try Renderer().render(template, options: options)
    } catch {
      #expect(error.primary.code == .imageTooLarge)
      #expect(error.primary.message.contains("limit of 250 pixels in all"), "\(error)")
    }
    options.imageLimits = ImageLimits(pixelsPerImage: 99, totalPixels: 1000)
    do {
      _ = try Renderer().render(template, options: options)
      Issue.record("an image over the per-image limit rendered")
    } catch {
      #expect(error.primary.message.contains("more than the limit of 99 pixels per image"))
    }
  }
}
