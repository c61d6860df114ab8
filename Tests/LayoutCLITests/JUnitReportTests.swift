import CommandSupport
import Foundation
import LayoutSyntax
import TestSupport
import Testing

/// `layout test --junit FILE`: one test case per golden, failures with the diff figures.
@Suite struct JUnitReportTests {
  @Test func failuresCarryTheirFiguresAndTheReport() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cases = folder.appendingPathComponent("cases")
    try FileManager.default.createDirectory(at: cases, withIntermediateDirectories: true)
    for name in ["red", "blue"] {
      try #"<UIView width="8" height="8" backgroundColor="\#(name)"/>"#.write(
        to: cases.appendingPathComponent("\(name).xml"), atomically: true, encoding: .utf8)
    }
    #expect(runLayout(["test", cases.path, "--record", "missing"]).exitCode == 0)
    // Make "red" fail: its template now draws green.
    try #"<UIView width="8" height="8" backgroundColor="green"/>"#.write(
      to: cases.appendingPathComponent("red.xml"), atomically: true, encoding: .utf8)
    let junit = folder.appendingPathComponent("junit.xml").path
    let report = folder.appendingPathComponent("report").path
    let result = runLayout(["test", cases.path, "--junit", junit, "--report", report])
    #expect(result.exitCode == 1)
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains(#"tests="2" failures="1""#), "\(xml)")
    #expect(xml.contains(#"<testcase classname="cases" name="blue""#), "\(xml)")
    #expect(
      xml.contains(#"name="red""#) && xml.contains("<failure message=\"64 of 64 pixels differ"))
    #expect(xml.contains("report: \(report)/index.html"))
    // Well-formed XML: the project's own parser reads it.
    let document = try XmlParser.parse(Array(xml.utf8), file: junit)
    #expect(document.root.name == "testsuites")
  }
}
