import CommandSupport
import Foundation
import TestSupport
import Testing

/// Bad input on the command line: each case gives a located message, the right exit code, and
/// no output file.
@Suite struct BadInputTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// The template text, or nil to refer to a file that does not exist.
    let xml: String?
    /// Extra arguments; `OUT` is replaced by the output path.
    var arguments: [String] = []
    /// The expected start of the first error line, with `FILE` for the template path.
    let message: String
    var exitCode: Int32 = 1
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "broken XML", xml: "<UIView>\n  <UILabel text=\"a\">\n</UIView>",
      message: "FILE:3:1: error: Mismatched end tag: expected </UILabel>, found </UIView>"),
    Case(
      name: "unquoted attribute", xml: "<UIView top=10/>",
      message: "FILE:1:13: error: The value of attribute 'top' must be quoted"),
    Case(
      name: "empty file", xml: "",
      message: "FILE:1:1: error: Empty XML document"),
    Case(
      name: "unknown class", xml: "<UIView>\n  <UIButtn/>\n</UIView>",
      message: "FILE:2:4: error: Unknown class UIButtn (at UIView/UIButtn)"),
    Case(
      name: "unknown attribute", xml: "<UIView>\n  <UILabel colour=\"#fff\"/>\n</UIView>",
      message:
        "FILE:2:12: error: Unknown property colour of UILabel (at UIView/UILabel, attribute 'colour')"
    ),
    Case(
      name: "unparsable expression", xml: "<UIView top=\"(10 + \"/>",
      message: "FILE:1:"),
    Case(
      name: "bad colour", xml: "<UIView backgroundColor=\"#12\"/>",
      message: "FILE:1:"),
    Case(
      name: "lowercase root", xml: "<view/>",
      message: "FILE:1:2: error: Invalid root element <view> in XML"),
    Case(
      name: "missing template", xml: nil,
      message: "FILE: error: Cannot read template 'FILE': No such file"),
    Case(
      name: "unwritable output", xml: "<UIView/>", arguments: ["-o", "/nonexistent-dir/x.png"],
      message: "error: Cannot write '/nonexistent-dir/x.png'"),
    Case(
      name: "unknown output format", xml: "<UIView/>", arguments: ["-o", "OUT.gif"],
      message: "error: Cannot tell the format of", exitCode: 2),
    Case(
      name: "bad size option", xml: "<UIView/>", arguments: ["--size", "12by4"],
      message: "error: --size must be WIDTHxHEIGHT", exitCode: 2),
    Case(
      name: "cycle",
      xml: "<UIView>\n<UIView id=\"a\" top=\"bottom - 5\" bottom=\"top + 5\"/></UIView>",
      message: "FILE:2:"),
    Case(
      name: "text in a plain view", xml: "<UIView>hello</UIView>",
      message: "FILE:1:9: error: UIView does not support inline (X)HTML content"),
    Case(
      name: "a view inside HTML", xml: "<UILabel><p>hello <UIView/> world</p></UILabel>",
      message: "FILE:1:20: error: Unsupported HTML element <UIView>"),
    Case(
      name: "a class that is no view", xml: "<NSObject/>",
      message: "FILE:1:2: error: NSObject is not a subclass of UIView or UIViewController"),
    Case(
      name: "an unknown member of a property", xml: "<UIView width=\"5 + layer.foo.bar\"/>",
      message: "FILE:1:20: error: Unknown property foo.bar in layer"),
    Case(
      name: "unknown state symbol", xml: "<UIView><UILabel text=\"{nmae}\"/></UIView>",
      arguments: ["--state", "STATE"], message: "FILE:1:"),
    Case(
      name: "invalid state JSON", xml: "<UIView/>", arguments: ["--state", "BADSTATE"],
      message: "BADSTATE:1:10: error: Invalid JSON: Unexpected end"),
    Case(
      name: "elements nested too deeply",
      xml: String(repeating: "<UIView>", count: 300) + String(repeating: "</UIView>", count: 300),
      message: "FILE:1:1601: error: Elements are nested more than 200 levels deep"),
    Case(
      name: "expression nested too deeply",
      xml: "<UIView top=\"" + String(repeating: "(", count: 70) + "1"
        + String(repeating: ")", count: 70) + "\"/>",
      message: "FILE:1:78: error: Expression is nested more than 64 levels deep"),
    Case(
      name: "expression too long",
      xml: "<UIView top=\"" + Array(repeating: "1", count: 600).joined(separator: "+") + "\"/>",
      message: "FILE:1:14: error: Expression is longer than 1024 characters"),
    Case(
      name: "missing image", xml: "<UIView>\n<UIImageView image=\"nope.png\"/></UIView>",
      message: "FILE:2:21: error: Image 'nope.png' cannot be read: No such file"),
    Case(
      name: "image outside the template's folder",
      xml: "<UIView>\n<UIImageView image=\"../secret.png\"/></UIView>",
      message: "FILE:2:21: error: Image '../secret.png' is outside the template's folder"),
    Case(
      name: "remote image",
      xml: "<UIView><UIImageView image=\"https://example.com/a.png\"/></UIView>",
      message: "FILE:1:29: error: Image 'https://example.com/a.png' is a URL"),
    Case(
      name: "corrupt image", xml: "<UIView><UIImageView image=\"bad.json\"/></UIView>",
      message: "FILE:1:29: error: 'BADSTATE' is not a readable PNG image"),
    Case(
      name: "corrupt SVG image", xml: "<UIView><UIImageView image=\"bad.svg\"/></UIView>",
      message: "FILE:1:29: error: 'BADSVG' is not a readable SVG image: "),
    Case(
      name: "SVG image without a size",
      xml: "<UIView>\n  <UIImageView image=\"empty.svg\"/></UIView>",
      message: "FILE:2:23: error: SVG image 'EMPTYSVG' has no size"),
  ]

  @Test(arguments: cases)
  func failsCleanly(_ testCase: Case) throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent("t.xml").path
    if let xml = testCase.xml {
      try xml.write(toFile: template, atomically: true, encoding: .utf8)
    }
    let output = folder.appendingPathComponent("out.png").path
    let state = folder.appendingPathComponent("state.json").path
    try "{\"name\": \"x\"}".write(toFile: state, atomically: true, encoding: .utf8)
    let badState = folder.appendingPathComponent("bad.json").path
    try "{\"name\": ".write(toFile: badState, atomically: true, encoding: .utf8)
    let badSVG = folder.appendingPathComponent("bad.svg").path
    try "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0".write(
      toFile: badSVG, atomically: true, encoding: .utf8)
    let emptySVG = folder.appendingPathComponent("empty.svg").path
    try "<svg xmlns=\"http://www.w3.org/2000/svg\"/>".write(
      toFile: emptySVG, atomically: true, encoding: .utf8)

    var arguments = ["render", template]
    let extra = testCase.arguments.map {
      $0.replacing("OUT", with: folder.appendingPathComponent("out").path)
        .replacing("BADSTATE", with: badState).replacing("STATE", with: state)
    }
    if !extra.contains("-o") { arguments += ["-o", output] }
    arguments += extra
    let result = runLayout(arguments)

    let expected = testCase.message.replacing("BADSTATE", with: badState)
      .replacing("BADSVG", with: badSVG).replacing("EMPTYSVG", with: emptySVG)
      .replacing("FILE", with: template)
    #expect(result.exitCode == testCase.exitCode, "\(result.errors)")
    #expect(result.errors.hasPrefix(expected), "got: \(result.errors)")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !["t.xml", "state.json", "bad.json", "bad.svg", "empty.svg"].contains($0) }
    #expect(leftovers.isEmpty, "left behind: \(leftovers)")
  }
}
