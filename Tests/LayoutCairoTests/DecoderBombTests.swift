import Foundation
import LayoutCore
import TestSupport
import Testing

@testable import LayoutCairo

/// However an SVG spells an embedded raster, its size is read before librsvg decodes it;
/// filters whose cost grows with an attribute, and JPEG images of endless scans, are refused.
@Suite struct DecoderBombTests {
  static let limit = 64 << 20
  static let bomb = pngHeader(width: 20000, height: 20000)
  static let base64 = Data(bomb).base64EncodedString()

  static func svg(_ href: String, prologue: String = "") -> [UInt8] {
    Array(
      """
      \(prologue)<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">\
      <image width="10" height="10" href="\(href)"/></svg>
      """.utf8)
  }

  func refusal(_ bytes: [UInt8]) -> String? {
    do {
      _ = try SVGEmbeddedRasters.pixels(in: bytes, name: "b.svg", pixelLimit: Self.limit)
      return nil
    } catch {
      return error.primary.message
    }
  }

  @Test(arguments: [
    "DATA:image/png;base64,\(base64)",
    "&#x64;ata:image/png;base64,\(base64)",
    "&#100;&#97;&#116;&#97;:image/png;base64,\(base64)",
    "data:;base64,\(base64)",
    "data:image/png;BASE64,\(base64)",
    "data:image/png,\(bomb.map { String(format: "%%%02X", $0) }.joined())",
    "data:image/png;base64,\(base64.map { String(format: "%%%02X", $0.asciiValue!) }.joined())",
  ])
  func everySpellingOfAnEmbeddedRasterIsMeasured(_ href: String) {
    #expect(refusal(Self.svg(href))?.contains("20000x20000 pixels") == true)
  }

  @Test func aRasterSpelledThroughADeclaredEntityIsMeasured() {
    let prologue = """
      <!DOCTYPE svg [<!ENTITY d "data:image/png;base64,\(Self.base64)">]>
      """
    #expect(refusal(Self.svg("&d;", prologue: prologue))?.contains("20000x20000") == true)
  }

  @Test func entitiesThatExpandWithoutEndAreRefused() {
    var prologue =
      "<!DOCTYPE svg [<!ENTITY a0 \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\">"
    for level in 1...7 {
      prologue += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">"
    }
    prologue += "]>"
    #expect(refusal(Self.svg("&a7;", prologue: prologue))?.contains("declares entities") == true)
  }

  @Test func aGzippedOrUnreadableEmbeddedImageIsRefused() {
    let gzip = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0]).base64EncodedString()
    #expect(refusal(Self.svg("data:image/svg+xml;base64,\(gzip)"))?.contains("gzip") == true)
    let tiff = Data([0x49, 0x49, 0x2A, 0x00, 1, 2]).base64EncodedString()
    #expect(refusal(Self.svg("data:;base64,\(tiff)"))?.contains("cannot be read") == true)
  }

  @Test func anSVGNestedInAnSVGIsMeasuredToo() {
    let inner = Data(Self.svg("data:image/png;base64,\(Self.base64)")).base64EncodedString()
    #expect(
      refusal(Self.svg("data:image/svg+xml;base64,\(inner)"))?.contains("20000x20000") == true)
  }

  @Test func dataThatNoImageDecoderReadsIsLeftAlone() {
    let font = Data("wOF2 not an image".utf8).base64EncodedString()
    let small = Data(pngHeader(width: 4, height: 4)).base64EncodedString()
    let bytes =
      Self.svg("data:image/png;base64,\(small)", prologue: "")
      + Array("<style>@font-face{src:url(data:font/woff2;base64,\(font))}</style>".utf8)
    #expect(refusal(bytes) == nil)
  }

  @Test func turbulenceOfABillionOctavesIsRefused() {
    let bytes = Array(
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><filter id="f">\
      <feTurbulence baseFrequency="0.1" numOctaves = '1e9'/></filter></svg>
      """.utf8)
    #expect(refusal(bytes)?.contains("numOctaves=\"1e9\"") == true)
    let modest = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "1e9", with: "4")
    #expect(refusal(Array(modest.utf8)) == nil)
  }

  @Test func aHugeConvolutionKernelIsRefused() {
    let bytes = Array(
      #"<svg width="9" height="9"><filter><feConvolveMatrix order="3 4000"/></filter></svg>"#.utf8)
    #expect(refusal(bytes)?.contains("order=\"3 4000\"") == true)
  }

  @Test func aHugeMorphologyRadiusIsRefused() {
    let svg = #"<svg width="9" height="9"><filter><feMorphology radius="2 R"/></filter></svg>"#
    let huge = Array(svg.replacingOccurrences(of: "R", with: "1e9").utf8)
    #expect(refusal(huge)?.contains("feMorphology radius=\"2 1e9\"") == true)
    #expect(refusal(Array(svg.replacingOccurrences(of: "R", with: "8").utf8)) == nil)
  }

  /// A JPEG of `scans` start-of-scan segments (the markers only: enough to count).
  static func jpeg(scans: Int) -> [UInt8] {
    var bytes: [UInt8] = [0xFF, 0xD8]
    for _ in 0..<scans {
      bytes += [0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 63, 0] + [0x12, 0xFF, 0x00, 0x34]
    }
    return bytes + [0xFF, 0xD9]
  }

  @Test func aJPEGOfEndlessScansIsRefusedBeforeDecoding() {
    #expect(JPEGScans.count(Self.jpeg(scans: 12), stoppingAfter: 100) == 12)
    #expect(throws: DiagnosticError.self) {
      try JPEGScans.check(Self.jpeg(scans: 5_000), name: "p.jpg")
    }
    #expect(throws: Never.self) { try JPEGScans.check(Self.jpeg(scans: 10), name: "p.jpg") }
  }
}
