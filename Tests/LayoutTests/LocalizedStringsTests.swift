import CommandSupport
import Foundation
import Layout
import Testing

/// `strings.Key` tables beside a template, chosen by `--locale`.
@Suite struct LocalizedStringsTests {
  /// A folder with a template and strings tables for the root, Base, pt and pt-BR.
  func folder() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("strings-\(UUID().uuidString)")
    let tables = [
      "": #""title" = "Root"; "only.root" = "r";"#,
      "Base.lproj": #""title" = "Base"; "only.base" = "b";"#,
      "pt.lproj": #""title" = "Português"; "greeting" = "Olá";"#,
      "pt-BR.lproj": #""title" = "Brasil";"#,
    ]
    for (folder, text) in tables {
      let directory = root.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try text.write(
        to: directory.appendingPathComponent("Localizable.strings"), atomically: true,
        encoding: .utf8)
    }
    return root
  }

  @Test func withoutALocaleTheFolderTableIsRead() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let strings = try LocalizedStrings.beside(template: root.appendingPathComponent("t.xml").path)
    #expect(strings == ["title": "Root", "only.root": "r"])
  }

  @Test func theMostSpecificTableWinsAndTheOthersFillIn() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let template = root.appendingPathComponent("t.xml").path
    let brazil = try LocalizedStrings.beside(template: template, locale: "pt-BR")
    #expect(brazil["title"] == "Brasil")
    #expect(brazil["greeting"] == "Olá")
    #expect(brazil["only.base"] == "b")
    #expect(brazil["only.root"] == "r")
    let portuguese = try LocalizedStrings.beside(template: template, locale: "pt_PT")
    #expect(portuguese["title"] == "Português")
    let german = try LocalizedStrings.beside(template: template, locale: "de")
    #expect(german["title"] == "Base")
  }

  @Test func renderReadsTheLocaleTable() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let template = root.appendingPathComponent("t.xml")
    try #"<UIView width="400" height="auto"><UILabel text="{strings.title}"/></UIView>"#.write(
      to: template, atomically: true, encoding: .utf8)
    func labelFrame(_ extra: [String]) -> String? {
      let result = runLayout(
        [
          "render", template.path, "-o", root.appendingPathComponent("t.png").path,
          "--dump", "frames",
        ] + extra)
      return result.output.split(separator: "\n").first { $0.contains("UILabel") }
        .map(String.init)
    }
    // The label is as wide as its text: "Root" without a locale, "Brasil" with pt-BR.
    let plain = try #require(labelFrame([]))
    let brazil = try #require(labelFrame(["--locale", "pt-BR"]))
    #expect(plain != brazil)
  }
}
