import CommandSupport
import Foundation
import TestSupport
import Testing

/// What a template puts in a message is printed safely: control characters escaped (no
/// terminal escape sequence reaches the terminal), huge names and values shortened; state
/// files' JSON errors give the line, column and problem.
@Suite struct MessageSafetyTests {
  func render(_ xml: String, state: String? = nil) throws -> (CommandResult, URL) {
    let folder = try makeTemporaryDirectory()
    let template = folder.appendingPathComponent("t.xml").path
    try xml.write(toFile: template, atomically: true, encoding: .utf8)
    var arguments = ["render", template, "-o", folder.appendingPathComponent("o.png").path]
    if let state {
      let file = folder.appendingPathComponent("s.json").path
      try state.write(toFile: file, atomically: true, encoding: .utf8)
      arguments += ["--state", file]
    }
    return (runLayout(arguments), folder)
  }

  @Test func controlCharactersAreEscaped() throws {
    let xml = "<UIView>\n  <UILabel text=\"{nope\u{1B}[2J\u{7}}\"/>\n</UIView>"
    let (result, folder) = try render(xml)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(result.exitCode == 1)
    #expect(!result.errors.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" })
    #expect(result.errors.contains("\\u{1B}[2J\\u{7}"), "\(result.errors)")
  }

  @Test func hugeAttributeNamesAreShortened() throws {
    let name = String(repeating: "a", count: 5_000)
    let (result, folder) = try render("<UIView><UILabel \(name)=\"1\"/></UIView>")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("… (5000 characters)"))
    #expect(result.errors.count < 1_000, "\(result.errors.count) characters")
  }

  @Test func hugeStringValuesAreShortened() throws {
    let value = String(repeating: "x", count: 10_000)
    let (result, folder) = try render(#"<UIView backgroundColor="\#(value)"/>"#)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(result.exitCode == 1)
    #expect(result.errors.count < 1_000, "\(result.errors.count) characters")
  }

  static let badStates: [(String, String)] = [
    (#"{"a": 1e999}"#, "s.json:1:7: error: Invalid JSON: Invalid number '1e999'"),
    (#"{"a": 1,}"#, "s.json:1:9: error: Invalid JSON: Expected a member name in quotes"),
    ("{\"a\":\n  NaN}", "s.json:2:3: error: Invalid JSON: Unexpected character 'N'"),
  ]

  @Test(arguments: badStates)
  func stateErrorsAreLocated(_ state: String, _ expected: String) throws {
    let (result, folder) = try render("<UIView/>", state: state)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(result.exitCode == 1)
    let path = folder.appendingPathComponent("s.json").path
    #expect(result.errors.hasPrefix(path + expected.dropFirst("s.json".count)), "\(result.errors)")
    #expect(!result.errors.contains("Expected to decode"))
  }

  @Test func colourStringsInStateGetAHint() throws {
    let xml = #"<UIView width="9" height="9" backgroundColor="{tint}"/>"#
    let (result, folder) = try render(xml, state: #"{"tint": "rgb(1, 2, 3)"}"#)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(result.exitCode == 1)
    #expect(result.errors.contains(##"hint: a colour in state is {"$color": "#4f46e5"}"##))
  }
}
