import CommandSupport
import Foundation
import Testing

/// `layout format --check`, `list`, `rename` and `check` run in-process on temporary folders.
@Suite struct CommandTests {
  static let messy = "<UIView width=\"100\" height=\"100\"><UIView left=\"1+2\"/></UIView>"
  static let tidy = try! format(messy)

  @Test func checkModeNamesChangedFilesAndExitsOne() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(Self.messy, to: "a.xml", in: folder)
    try write(Self.tidy, to: "b.xml", in: folder)
    let result = runLayout(["format", "--check", folder.path])
    #expect(result.exitCode == 1)
    #expect(result.output == folder.path + "/a.xml\n")
    #expect(try read("a.xml", in: folder) == Self.messy)
  }

  @Test func checkModeExitsZeroWhenEverythingIsFormatted() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(Self.tidy, to: "b.xml", in: folder)
    let result = runLayout(["format", "--check", folder.path])
    #expect(result.exitCode == 0)
    #expect(result.output.isEmpty)
  }

  @Test func formatRewritesOnlyLayoutTemplates() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let other = "<resources>   <string name=\"a\">b</string></resources>"
    try write(Self.messy, to: "views/a.xml", in: folder)
    try write(other, to: "values.xml", in: folder)
    let result = runLayout(["format", folder.path])
    #expect(result.exitCode == 0)
    #expect(result.output == "Formatted 1 of 1 Layout files\n")
    #expect(try read("views/a.xml", in: folder) == Self.tidy)
    #expect(try read("values.xml", in: folder) == other)
    #expect(runLayout(["format", "--check", folder.path]).exitCode == 0)
  }

  @Test func ignoreFilesAreHonouredByFormatListAndRename() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(Self.messy, to: "kept/a.xml", in: folder)
    try write(Self.messy, to: "vendor/b.xml", in: folder)
    try write(Self.messy, to: "kept/c.generated.xml", in: folder)
    try write(Self.messy, to: ".hidden/d.xml", in: folder)
    try write("# third-party\nvendor/   # whole folder\n", to: ".layout-ignore", in: folder)
    try write("*.generated.xml\n", to: "kept/.layout-ignore", in: folder)
    let list = runLayout(["list", folder.path])
    #expect(list.output == folder.path + "/kept/a.xml\n")
    #expect(runLayout(["format", folder.path]).exitCode == 0)
    #expect(runLayout(["rename", folder.path, "UIView", "UIStackView"]).exitCode == 0)
    #expect(try read("kept/a.xml", in: folder).contains("<UIStackView"))
    for ignored in ["vendor/b.xml", "kept/c.generated.xml", ".hidden/d.xml"] {
      #expect(try read(ignored, in: folder) == Self.messy, "\(ignored)")
    }
  }

  @Test func renameTouchesClassesAndIdentifiersOnly() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = """
      <UIView width="100" height="100">
          <param name="title" type="String"/>
          <macro name="gap" value="title.count + 2"/>
          <Title top="title.top + gap" text="title: {title} 'title'" left="min(title, 2)"/>
          <UILabel text="{title.uppercased}">title <b>title</b> {'title' + title}</UILabel>
      </UIView>
      """
    try write(template, to: "t.xml", in: folder)
    #expect(runLayout(["rename", folder.path, "title", "heading"]).exitCode == 0)
    #expect(runLayout(["rename", folder.path, "Title", "Heading"]).exitCode == 0)
    let expected = """
      <UIView
          height="100"
          width="100">

          <param name="heading" type="String"/>
          <macro name="gap" value="heading.count + 2"/>

          <Heading
              left="min(heading, 2)"
              text="title: {heading} 'title'"
              top="heading.top + gap"
          />
          <UILabel text="{heading.uppercased}">title <b>title</b> {'title' + heading}</UILabel>
      </UIView>

      """
    #expect(try read("t.xml", in: folder) == expected)
  }

  @Test func renameRefusesNamesWithSlashes() {
    let result = runLayout(["rename", ".", "a/b", "c"])
    #expect(result.exitCode == 2)
  }

  @Test func checkReportsEveryErrorWithItsLocation() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = """
      <UIView width="300" height="200">
        <UILabel text="Hi {nmae}" left="10" top="missing + 1"/>
        <UIView top="previous.bottom" width="foo(1)"/>
      </UIView>
      """
    try write(template, to: "bad.xml", in: folder)
    let path = folder.path + "/bad.xml"
    let result = runLayout(["check", path])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains(path + ":2:22: error: Unknown symbol 'nmae' (at UIView/UILabel"))
    #expect(result.errors.contains(path + ":2:44: error: Unknown symbol 'missing'"))
    #expect(result.errors.contains(path + ":3:40: error: Unknown function foo()"))
    #expect(result.errors.contains("hint:"))
  }

  @Test func checkReportsSyntaxErrors() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("<UIView width=\"(10\"/>", to: "bad.xml", in: folder)
    let result = runLayout(["check", folder.path])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains(folder.path + "/bad.xml:1:16: error: Missing `)`"))
  }

  @Test func checkKnowsDeclaredParameters() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = """
      <UIView width="300" height="200">
          <param name="title" type="String"/>
          <param name="count" type="Int"/>
          <UILabel text="{title} ({count + 1})" top="count * 2" left="missing"/>
      </UIView>
      """
    try write(template, to: "p.xml", in: folder)
    let result = runLayout(["check", folder.path + "/p.xml"])
    #expect(result.exitCode == 1)
    #expect(!result.errors.contains("'title'") && !result.errors.contains("'count'"))
    #expect(result.errors.contains(":4:65: error: Unknown symbol 'missing'"))
  }

  @Test func checkPassesValidTemplates() {
    let card = packageRoot.appendingPathComponent("Examples/card.xml").path
    let badge = packageRoot.appendingPathComponent("Examples/badge.xml").path
    let state = packageRoot.appendingPathComponent("Examples/badge.json").path
    #expect(runLayout(["check", card]).exitCode == 0)
    let withState = runLayout(["check", badge, "--state", state])
    #expect(withState.exitCode == 0)
    #expect(withState.errors.isEmpty)
    // Without --state, badge.json beside the template is its state.
    #expect(runLayout(["check", badge]).exitCode == 0)
    let empty = packageRoot.appendingPathComponent("Examples/card.json").path
    #expect(!FileManager.default.fileExists(atPath: empty))
  }

  @Test func checkWithoutStateFailsOnSymbolsOnlyStateGives() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let badge = folder.appendingPathComponent("badge.xml")
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Examples/badge.xml"), to: badge)
    #expect(runLayout(["check", badge.path]).exitCode == 1)
  }
}

/// Formatting changes spelling, never pixels: the goldens, put out of shape and formatted again,
/// still match their images. (The committed goldens are kept formatted, so each line is first
/// indented by three more spaces and the attributes of each start tag put on one line; the
/// Red Box goldens, which show where their broken templates fail, are left as they are.)
@Suite struct FormattedGoldenTests {
  @Test func formattedGoldensStillMatchTheirImages() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let goldens = folder.appendingPathComponent("Goldens")
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Goldens"), to: goldens)
    for file in FileManager.default.subpaths(atPath: goldens.path) ?? []
    where file.hasSuffix(".xml") && !file.hasPrefix("redbox/") {
      let url = goldens.appendingPathComponent(file)
      let text = try String(contentsOf: url, encoding: .utf8)
      let messy = text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "   " + $0 }.joined(separator: "\n")
        .replacingOccurrences(of: "\n       ", with: " ")
      try messy.write(to: url, atomically: true, encoding: .utf8)
    }
    let formatted = runLayout(["format", goldens.path])
    #expect(formatted.exitCode == 0)
    #expect(!formatted.output.hasPrefix("Formatted 0 "))
    let test = runLayout(["test", goldens.path])
    #expect(test.exitCode == 0, "\(test.output)\(test.errors)")
    #expect(test.output.contains(" passed, 0 failed"), "\(test.output)")
  }
}
