import CommandSupport
import Foundation
import Layout
import LayoutTesting
import TestSupport
import Testing

/// JPEG, WebP and AVIF output: each decodes to the picture the PNG output holds, within what
/// its compression loses; lossless WebP holds it exactly.
@Suite struct OutputFormatTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var format: OutputFormat
    var lossless = false
    /// The share of pixels pixelmatch (threshold 0.1) may find different from the PNG.
    var tolerance: Double
    var testDescription: String { format.rawValue + (lossless ? " lossless" : "") }
  }

  static let cases = [
    Case(format: .jpeg, tolerance: 0.02), Case(format: .webp, tolerance: 0.02),
    Case(format: .webp, lossless: true, tolerance: 0), Case(format: .avif, tolerance: 0.03),
  ]

  /// The og-card example, rendered as PNG and decoded.
  static func render(_ format: OutputFormat, lossless: Bool = false) throws -> [UInt8] {
    let template = try LayoutTemplate(contentsOfFile: examplePath("og-card.xml"))
    var options = RenderOptions(format: format)
    options.raster.lossless = lossless
    return try Renderer().render(template, options: options)
  }

  @Test(arguments: cases)
  func decodesToThePNGPicture(_ testCase: Case) throws {
    let expected = try Bitmap(png: Self.render(.png))
    let bytes = try Self.render(testCase.format, lossless: testCase.lossless)
    let actual = try Bitmap(encoded: bytes)
    #expect(actual.width == expected.width && actual.height == expected.height)
    if testCase.tolerance == 0 {
      #expect(actual.pixels == expected.pixels, "lossless output changed pixels")
      return
    }
    var options = PixelMatchOptions()
    options.threshold = 0.1
    let result = try PixelMatch.compare(
      RGBAImage(expected), RGBAImage(actual), options: options, drawDiff: false)
    let share = Double(result.mismatchedPixels) / Double(expected.width * expected.height)
    #expect(share <= testCase.tolerance, "\(testCase): \(share) of the pixels differ")
  }

  @Test func jpegShowsTransparencyOverTheMatte() throws {
    let template = try LayoutTemplate(xml: #"<UIView width="20" height="10"/>"#)
    var options = RenderOptions(format: .jpeg)
    options.raster.matte = Color(red: 1, green: 0, blue: 0)
    let image = try Bitmap(encoded: try Renderer().render(template, options: options))
    let pixel = image.pixels[5 * image.width + 10]
    // ARGB: opaque, red high, green and blue low (JPEG is near, not exact).
    #expect(pixel >> 24 == 0xFF && (pixel >> 16) & 0xFF > 240 && (pixel >> 8) & 0xFF < 16)
  }

  @Test func qualityTradesSizeForFidelity() throws {
    let template = try LayoutTemplate(contentsOfFile: examplePath("og-card.xml"))
    var low = RenderOptions(format: .jpeg)
    low.raster.quality = 30
    var high = RenderOptions(format: .jpeg)
    high.raster.quality = 95
    let renderer = try Renderer()
    #expect(
      try renderer.render(template, options: low).count
        < renderer.render(template, options: high).count)
  }

  @Test func theExtensionNamesTheFormat() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let magic: [(String, [UInt8])] = [
      ("card.jpg", [0xFF, 0xD8, 0xFF]), ("card.jpeg", [0xFF, 0xD8, 0xFF]),
      ("card.webp", Array("RIFF".utf8)), ("card.avif", [0, 0, 0]),
    ]
    for (name, prefix) in magic {
      let path = folder.appendingPathComponent(name).path
      let result = runLayout(["render", examplePath("card.xml"), "-o", path])
      #expect(result.exitCode == 0, "\(name): \(result.errors)")
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(bytes.starts(with: prefix), "\(name)")
    }
    let progressive = folder.appendingPathComponent("p.jpg").path
    #expect(
      runLayout(["render", examplePath("card.xml"), "-o", progressive, "--progressive"]).exitCode
        == 0)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: progressive)))
    // A progressive JPEG has a start-of-frame 2 marker (FF C2).
    #expect(zip(bytes, bytes.dropFirst()).contains { $0 == 0xFF && $1 == 0xC2 })
  }
}

/// `-` as a path: the template from standard input, the image to standard output, and any
/// readable path (pipes included) as an input.
@Suite struct StandardStreamTests {
  /// Runs the built `layout` with `input` on its standard input.
  func run(_ arguments: [String], input: [UInt8]) throws -> (Int32, [UInt8], String) {
    let process = Process()
    process.executableURL = layoutExecutable
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, [UInt8](output), String(decoding: errors, as: UTF8.self))
  }

  @Test func aTemplateFromStandardInputRendersToStandardOutput() throws {
    let template = [UInt8](#"<UIView width="30" height="20" backgroundColor="red"/>"#.utf8)
    let (status, output, errors) = try run(
      ["render", "-", "-o", "-", "--format", "png"], input: template)
    #expect(status == 0, "\(errors)")
    let image = try Bitmap(png: output)
    #expect(image.width == 30 && image.height == 20)
  }

  @Test func errorsInAStandardInputTemplateNameIt() throws {
    let (status, output, errors) = try run(
      ["render", "-", "-o", "-", "--format", "jpeg"], input: [UInt8](#"<UIView width="(1"/>"#.utf8))
    #expect(status == 1)
    #expect(output.isEmpty, "nothing is written to standard output on an error")
    #expect(errors.contains("<stdin>:1:"), "\(errors)")
  }

  @Test func standardOutputNeedsAFormatAndNoDump() {
    let noFormat = runLayout(["render", examplePath("card.xml"), "-o", "-"])
    #expect(noFormat.exitCode == 2)
    #expect(noFormat.errors.contains("--format"), "\(noFormat.errors)")
    let dump = runLayout([
      "render", examplePath("card.xml"), "-o", "-", "--format", "png", "--dump", "frames",
    ])
    #expect(dump.exitCode == 2)
  }

  @Test func templateAndStateCannotBothBeStandardInput() {
    let result = runLayout(["render", "-", "--state", "-", "-o", "x.png"])
    #expect(result.exitCode == 2)
    #expect(result.errors.contains("standard input"), "\(result.errors)")
  }

  @Test func inputsMayBePipes() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("state.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let state = try Data(contentsOf: URL(fileURLWithPath: examplePath("badge.json")))
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: fifo) {
        handle.write(state)
        try? handle.close()
      }
    }
    writer.start()
    let result = runLayout([
      "render", examplePath("badge.xml"), "--state", fifo, "--dump", "frames",
    ])
    #expect(result.exitCode == 0, "\(result.errors)")
  }
}
