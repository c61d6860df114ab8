import CommandSupport
import Foundation
import TestSupport
import Testing

/// SVG and PDF output are held to the canvas limits of PNG, in points, and a canvas that is not
/// finite is an error in every format: never a file with `inf` or `nan` sizes.
@Suite struct CanvasLimitTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let xml: String
    var arguments: [String] = []
    /// The expected start of the error, `FILE` standing for the template.
    let message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "infinite root width", xml: #"<UIView width="1/0" height="100"/>"#,
      message: "FILE:1:16: error: Canvas of infx100 points is empty, not finite"),
    Case(
      name: "NaN root height", xml: #"<UIView width="10" height="0/0"/>"#,
      message: "FILE:1:28: error: Canvas of 10xnan points"),
    Case(
      name: "root taller than the limit", xml: #"<UIView width="10" height="1e6"/>"#,
      message: "FILE:1:28: error: Canvas of 10x1000000 points"),
    Case(
      name: "infinite --size", xml: "<UIView/>", arguments: ["--size", "infxinf"],
      message: "FILE: error: Canvas of infxinf points"),
    Case(
      name: "--size beyond the limit", xml: "<UIView/>", arguments: ["--size", "40000x10"],
      message: "FILE: error: Canvas of 40000x10 points"),
  ]

  @Test(arguments: cases, ["svg", "pdf"])
  func vectorCanvasIsLimited(_ testCase: Case, format: String) throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent("t.xml").path
    try testCase.xml.write(toFile: template, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("out.\(format)").path
    let result = runLayout(["render", template, "-o", output] + testCase.arguments)
    #expect(result.exitCode == 1)
    let expected = testCase.message.replacing("FILE", with: template)
    #expect(result.errors.lowercased().hasPrefix(expected.lowercased()), "got: \(result.errors)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files == ["t.xml"], "left behind: \(files)")
  }

  @Test func infiniteRootWidthIsAnErrorForPNGToo() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent("t.xml").path
    try #"<UIView width="1/0" height="100"/>"#.write(
      toFile: template, atomically: true, encoding: .utf8)
    let result = runLayout(["render", template, "-o", folder.appendingPathComponent("o.png").path])
    #expect(result.exitCode == 1)
    #expect(result.errors.hasPrefix("\(template):1:16: error: Canvas of inf"), "\(result.errors)")
  }

  /// A clipped, rounded view far taller than the canvas is clipped by it, in recording
  /// surfaces too.
  @Test(arguments: ["svg", "pdf"])
  func hugeClippedRoundedViewDraws(format: String) throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent("t.xml").path
    let xml = """
      <UIView width="300" height="300">
        <UIView top="-5e6" width="200" height="1e7" layer.cornerRadius="20" clipsToBounds="true"
          backgroundColor="red" layer.shadowOpacity="0.5">
          <UIView width="100%" height="100%" layer.cornerRadius="20" clipsToBounds="true"/>
        </UIView>
        <UIView width="200" height="1e9" layer.cornerRadius="20" clipsToBounds="true"
          backgroundColor="blue" alpha="0.5" layer.shadowOpacity="0.5">
          <UIView width="100%" height="100%" layer.cornerRadius="30" clipsToBounds="true"
            alpha="0.5" backgroundColor="green"/>
        </UIView>
      </UIView>
      """
    try xml.write(toFile: template, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("out.\(format)").path
    let result = runLayout(["render", template, "-o", output])
    #expect(result.exitCode == 0, "\(result.errors)")
  }
}
