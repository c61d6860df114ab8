import Foundation
import Layout
import TestSupport
import Testing

/// Runs the error-handling example of Docs/SwiftAPI.md (a `catch` that needs no cast), and
/// checks the page shows this very code.
@Suite struct SwiftAPIErrorExampleTests {
  @Test func theErrorExampleCatchesALocatedDiagnosticError() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("card.xml").path
    try "<UIView>\n  <UILabl text=\"Hi\"/>\n</UIView>\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("card.png").path
    var printed: [String] = []
    func print(_ item: Any) { printed.append("\(item)") }
    // BEGIN EXAMPLE
    do throws(DiagnosticError) {
      let template = try LayoutTemplate(contentsOfFile: path)
      try Renderer().render(template, to: output, options: RenderOptions(format: .png))
    } catch {
      // `error` is a DiagnosticError: each diagnostic prints as file:line:column: message.
      for diagnostic in error.diagnostics { print(diagnostic) }
    }
    // END EXAMPLE
    #expect(printed.count >= 1)
    #expect(printed.first?.hasPrefix("\(path):2:") == true, "\(printed)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func theDocumentationShowsTheTestedCode() throws {
    let blocks = try swiftBlocks(ofPage: "Docs/SwiftAPI.md")
    #expect(blocks.contains(try testedExample(in: #filePath, indent: 4)))
  }
}
