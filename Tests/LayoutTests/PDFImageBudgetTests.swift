import Foundation
import Layout
import TestSupport
import Testing

/// The images a PDF image embeds are measured from their dictionaries and held to the image
/// budget before poppler decodes them (Format.md, "Templates are untrusted").
@Suite struct PDFImageBudgetTests {
  let folder: URL

  init() throws {
    folder = try makeTemporaryDirectory()
  }

  /// Writes `pdf(image:data:extra:)` into the folder; returns its name.
  func writePDF(image entries: String, data: [UInt8], extra: [String] = []) throws -> String {
    let name = "image\(UUID().uuidString.prefix(8)).pdf"
    try Data(pdf(image: entries, data: data, extra: extra))
      .write(to: folder.appendingPathComponent(name))
    return name
  }

  func solve(_ image: String, limits: ImageLimits = ImageLimits()) throws(DiagnosticError) {
    let template = try LayoutTemplate(
      xml: #"<UIView width="20" height="20"><UIImageView image="\#(image)"/></UIView>"#,
      file: folder.appendingPathComponent("t.xml").path)
    var options = RenderOptions()
    options.imageLimits = limits
    _ = try Renderer().render(template, options: options)
  }

  /// Entries of a gray image of `width` × `height` pixels, eight bits each.
  func gray(_ width: String, _ height: String, subtype: String = "/Image") -> String {
    "/Subtype \(subtype) /Width \(width) /Height \(height) /ColorSpace /DeviceGray /BitsPerComponent 8"
  }

  @Test func aSmallImageIsDrawn() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try solve(writePDF(image: gray("2", "2"), data: [0, 255, 255, 0]))
  }

  @Test func anImageBeyondTheLimitIsRefusedBeforeDecoding() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // 400 MB of pixels as declared; the data is never read.
    let bomb = try writePDF(image: gray("20000", "20000"), data: Array(repeating: 0, count: 16))
    do {
      try solve(bomb)
      Issue.record("a 20000×20000 image in a PDF was accepted")
    } catch {
      #expect(error.primary.code == .imageTooLarge)
      #expect(error.primary.message.contains("is 20000x20000 pixels, more than the limit"))
      #expect(error.primary.attribute == "image")
    }
  }

  @Test func escapedNamesAndReferencedSizesAreMeasured() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let entries = gray("6 0 R", "9000", subtype: "/Imag#65")
    let image = try writePDF(image: entries, data: [0], extra: ["9000"])
    do {
      try solve(image)
      Issue.record("a 9000×9000 image behind an escaped name and a reference was accepted")
    } catch {
      #expect(error.primary.message.contains("is 9000x9000 pixels"))
    }
  }

  @Test func anImageWhoseSizeCannotBeReadIsRefused() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = try writePDF(image: gray("2.5", "2"), data: [0, 0, 0, 0])
    do {
      try solve(image)
      Issue.record("an image of width 2.5 was accepted")
    } catch {
      #expect(error.primary.code == .imageTooLarge)
      #expect(error.primary.message.contains("embeds an image whose size cannot be read"))
    }
  }

  @Test func embeddedImagesCountTowardsTheRendersTotal() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = try writePDF(image: gray("2", "2"), data: [0, 255, 255, 0])
    do {
      try solve(image, limits: ImageLimits(pixelsPerImage: 100, totalPixels: 3))
      Issue.record("4 pixels were accepted under a total of 3")
    } catch {
      #expect(error.primary.message.contains("past the limit of 3 pixels in all"))
    }
  }

  /// Cairo's PDF output (here Layout's own, of the og-card with its avatar) is measured too.
  @Test func imagesInLayoutsOwnPDFOutputAreMeasured() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let card = try LayoutTemplate(contentsOfFile: examplePath("og-card.xml"))
    let pdf = try Renderer().render(card, options: RenderOptions(format: .pdf))
    try Data(pdf).write(to: folder.appendingPathComponent("card.pdf"))
    try solve("card.pdf")
    do {
      try solve("card.pdf", limits: ImageLimits(pixelsPerImage: 1, totalPixels: 1))
      Issue.record("the card's avatar was not counted")
    } catch {
      #expect(error.primary.message.contains("more than the limit of 1 pixels per image"))
    }
  }
}
