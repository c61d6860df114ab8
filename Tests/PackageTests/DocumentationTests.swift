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

/// Docs/Behaviour.md is the behaviour specification: every section a code comment or a frame
/// fixture cites (`Behaviour.md §b9`, `§a.4`, `rule: b9`) is a heading of it.
@Suite struct BehaviourCitationTests {
  @Test func everyCitedSectionIsAHeading() throws {
    let headings = try sectionHeadings()
    #expect(headings.count > 20)
    var missing: [String] = []
    for file in swiftFiles(under: packageRoot.appendingPathComponent("Sources"))
      + swiftFiles(under: packageRoot.appendingPathComponent("Tests"))
    {
      let text = try String(contentsOf: file, encoding: .utf8)
      for tag in citedSections(in: text) where !headings.contains(tag) {
        missing.append("\(file.lastPathComponent): §\(tag)")
      }
    }
    #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
  }

  @Test func everyFixtureRuleIsAHeading() throws {
    let headings = try sectionHeadings()
    let folder = packageRoot.appendingPathComponent("Tests/LayoutEngineTests/Fixtures/Frames")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.count > 100)
    for name in files {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let rule = try #require(
        text.split(separator: "\n").first { $0.contains("rule:") }, "\(name) names no rule")
      let tag = rule.split(separator: "rule:")[1].split(separator: ":")[0]
        .trimmingCharacters(in: .whitespaces)
      #expect(headings.contains(tag), "\(name): rule \(tag)")
    }
  }

  /// The tags of the page's headings: `## §b9 Layout properties` gives `b9`.
  private func sectionHeadings() throws -> Set<String> {
    let page = try String(
      contentsOf: packageRoot.appendingPathComponent("Docs/Behaviour.md"), encoding: .utf8)
    return Set(
      page.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("#"), let mark = line.firstIndex(of: "§") else { return nil }
        return sectionTag(line[line.index(after: mark)...])
      })
  }

  /// The tags after each `§` in `text`.
  private func citedSections(in text: String) -> [String] {
    text.split(separator: "§", omittingEmptySubsequences: false).dropFirst().compactMap {
      sectionTag($0)
    }
  }

  /// The tag at the start of `text` (`b9`, `a.4`, `0.1`, `lists`), without a closing dot.
  private func sectionTag(_ text: Substring) -> String? {
    let tag = text.prefix { $0.isLetter || $0.isNumber || $0 == "." }
    let trimmed = tag.hasSuffix(".") ? tag.dropLast() : tag
    return trimmed.isEmpty ? nil : String(trimmed)
  }
}
