import Foundation
import Layout
import TestSupport
import Testing

@testable import LayoutCairo

/// Images drawn inline in a PDF's content streams (`BI … ID … EI`) are measured as image
/// XObjects are, the content inflated when it is `/FlateDecode`.
@Suite struct PDFInlineImageTests {
  /// A one-page PDF of 10×10 points whose content stream is `content`, encoded as `filter`
  /// says (nil: as written; "FlateDecode": in stored zlib blocks).
  static func pdf(content: [UInt8], filter: String? = nil) -> [UInt8] {
    let data = filter == nil ? content : zlibStored(content)
    let entries = filter.map { " /Filter /\($0)" } ?? ""
    var file = Array("%PDF-1.4\n".utf8)
    var offsets: [Int] = []
    func append(_ body: [UInt8]) {
      offsets.append(file.count)
      file += Array("\(offsets.count) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8)
    }
    append(Array("<< /Type /Catalog /Pages 2 0 R >>".utf8))
    append(Array("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8))
    append(
      Array("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Contents 4 0 R >>".utf8))
    append(
      Array("<< /Length \(data.count)\(entries) >>\nstream\n".utf8) + data
        + Array("\nendstream".utf8))
    let table = offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
    let xref = file.count
    file += Array(
      ("xref\n0 \(offsets.count + 1)\n0000000000 65535 f \n\(table)trailer\n"
        + "<< /Size \(offsets.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n").utf8)
    return file
  }

  /// `bytes` as zlib data in stored (uncompressed) deflate blocks.
  static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var blocks = stride(from: 0, to: bytes.count, by: 65535).map {
      bytes[$0..<min($0 + 65535, bytes.count)]
    }
    if blocks.isEmpty { blocks = [[]] }
    for (index, block) in blocks.enumerated() {
      let length = UInt16(block.count)
      out.append(index == blocks.count - 1 ? 1 : 0)
      out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
      out += block
    }
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    let adler = b << 16 | a
    return out + [24, 16, 8, 0].map { UInt8((adler >> $0) & 0xFF) }
  }

  /// Draws `pdf` in an image view; the error, if any.
  static func render(_ pdf: [UInt8]) throws -> DiagnosticError? {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(pdf).write(to: folder.appendingPathComponent("i.pdf"))
    let template = try LayoutTemplate(
      xml: #"<UIView width="20" height="20"><UIImageView image="i.pdf"/></UIView>"#,
      file: folder.appendingPathComponent("t.xml").path)
    do {
      _ = try Renderer().render(template)
      return nil
    } catch {
      return error
    }
  }

  /// A content stream drawing one gray inline image of `width` × `height` (four data bytes).
  static func inlineImage(_ width: String, _ height: String) -> [UInt8] {
    Array("q 10 0 0 10 0 0 cm BI /W \(width) /H \(height) /CS /G /BPC 8 ID ".utf8)
      + [0, 255, 255, 0] + Array("\nEI Q".utf8)
  }

  @Test(arguments: [nil, "FlateDecode"])
  func aSmallInlineImageIsDrawn(_ filter: String?) throws {
    #expect(try Self.render(Self.pdf(content: Self.inlineImage("2", "2"), filter: filter)) == nil)
  }

  @Test(arguments: [nil, "FlateDecode"])
  func aHugeInlineImageIsRefusedBeforeDecoding(_ filter: String?) throws {
    let error = try Self.render(
      Self.pdf(content: Self.inlineImage("20000", "20000"), filter: filter))
    #expect(error?.primary.code == .imageTooLarge)
    #expect(
      error?.primary.message.contains("is 20000x20000 pixels") == true,
      "\(String(describing: error))")
  }

  @Test func anInlineImageWithoutASizeIsRefused() throws {
    let error = try Self.render(Self.pdf(content: Self.inlineImage("2", "(x)")))
    #expect(error?.primary.message.contains("whose size cannot be read") == true)
  }

  @Test func inflatingStopsAtTheLimit() {
    let data = Self.zlibStored(Array(repeating: 7, count: 1000))
    #expect(
      FlateStream.inflate(data[...], limit: 1000) == .inflated(Array(repeating: 7, count: 1000)))
    #expect(FlateStream.inflate(data[...], limit: 999) == .tooLarge)
    #expect(FlateStream.inflate([1, 2, 3][...], limit: 1000) == .invalid)
  }
}
