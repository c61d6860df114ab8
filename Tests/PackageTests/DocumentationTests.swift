import Foundation
import Testing

/// What Docs/ promises about the code stays true of it.
@Suite struct DocumentationTests {
  /// Docs/Errors.md has a row for every case of `DiagnosticCode` and no other.
  @Test func errorsPageListsEveryDiagnosticCode() throws {
    let source = try text("Sources/LayoutCore/DiagnosticCode.swift")
    let page = try text("Docs/Errors.md")
    let codes = Set(
      source.split(separator: "\n").compactMap { line -> String? in
        let words = line.split(separator: " ")
        guard words.first == "case", words.count >= 2 else { return nil }
        if words.count >= 4, words[2] == "=" { return String(words[3].dropFirst().dropLast()) }
        return String(words[1])
      })
    let rows = Set(
      page.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("| `") else { return nil }
        return String(line.dropFirst(3).prefix { $0 != "`" })
      })
    #expect(codes.count > 50)
    #expect(codes == rows)
  }

  private func text(_ path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }
}
