import CommandSupport
import Foundation
import TestSupport
import Testing

/// A canvas covers every pixel it reaches into, but for a hundredth of a pixel past a whole
/// number: a phone of 1080×2160 pixels at 2.75 is 392.7273×785.4546 dp to four places, and
/// that is 1080×2160 pixels again, as on Android, not one more each way.
@Suite struct CanvasPixelSizeTests {
  /// The width and height a PNG's header gives.
  static func pngSize(_ file: String) throws -> (Int, Int) {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
    try #require(bytes.count >= 24)
    func number(at offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (number(at: 16), number(at: 20))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let xml: String
    let size: String
    let scale: String
    let pixels: [Int]
    var testDescription: String { name }
  }

  static let android = """
    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
        android:layout_width="match_parent" android:layout_height="match_parent"
        android:background="#336699"/>
    """

  static let cases: [Case] = [
    Case(
      name: "Layout XML at 2.75", file: "card.xml", xml: #"<UIView backgroundColor="red"/>"#,
      size: "392.7272x785.4545", scale: "2.75", pixels: [1080, 2160]),
    Case(
      name: "Layout XML at 2.75, rounded up", file: "card.xml",
      xml: #"<UIView backgroundColor="red"/>"#, size: "392.7273x785.4546", scale: "2.75",
      pixels: [1080, 2160]),
    Case(
      name: "Android layout at 2.75", file: "res/layout/main.xml", xml: android,
      size: "392.7272x785.4545", scale: "2.75", pixels: [1080, 2160]),
    Case(
      name: "Android layout at 2.75, rounded up", file: "res/layout/main.xml", xml: android,
      size: "392.7273x785.4546", scale: "2.75", pixels: [1080, 2160]),
    Case(
      name: "a partial pixel is drawn", file: "card.xml",
      xml: #"<UIView backgroundColor="red"/>"#, size: "100.4x50.6", scale: "1", pixels: [101, 51]),
    Case(
      name: "within a hundredth of a pixel", file: "card.xml",
      xml: #"<UIView backgroundColor="red"/>"#, size: "100.004x50.002", scale: "2",
      pixels: [200, 100]),
  ]

  @Test(arguments: cases)
  func canvasCoversItsPixels(_ testCase: Case) throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent(testCase.file)
    try FileManager.default.createDirectory(
      at: template.deletingLastPathComponent(), withIntermediateDirectories: true)
    try testCase.xml.write(to: template, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("out.png").path
    let result = runLayout([
      "render", template.path, "--size", testCase.size, "--scale", testCase.scale, "-o", output,
    ])
    #expect(result.exitCode == 0, "\(result.errors)")
    let (width, height) = try Self.pngSize(output)
    #expect([width, height] == testCase.pixels)
  }
}
