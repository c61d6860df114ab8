import CommandSupport
import Foundation
import Layout
import Testing

/// The catalogue of classes covers the registry, and Docs/Classes.md is the catalogue.
@Suite struct ClassCatalogTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func everyRegisteredClassSaysWhatItDraws() {
    let missing = ViewClassRegistry.standard.names.filter { ClassCatalog.summaries[$0] == nil }
    #expect(missing.isEmpty, "no summary in ClassCatalog for \(missing)")
    let stale = ClassCatalog.summaries.keys.filter {
      ViewClassRegistry.standard.viewClass(named: $0) == nil
    }
    #expect(stale.isEmpty, "ClassCatalog describes classes that are not registered: \(stale)")
  }

  @Test func docsClassesIsTheGeneratedTable() throws {
    let page = try String(
      contentsOf: Self.root.appendingPathComponent("Docs/Classes.md"), encoding: .utf8)
    #expect(
      page.hasSuffix(ClassCatalog.markdown()),
      "Docs/Classes.md is stale: regenerate its table with `layout classes --markdown`")
  }

  @Test func theCommandListsEveryClass() {
    let result = runLayout(["classes"])
    #expect(result.exitCode == 0)
    for name in ViewClassRegistry.standard.names {
      #expect(result.output.contains(name + " "), "layout classes does not list \(name)")
    }
  }
}
