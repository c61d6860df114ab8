import LayoutCore
import LayoutExpressions
import LayoutSyntax
import Testing

@testable import LayoutEngine
@testable import LayoutViews

/// Lists: cell templates are compiled on their own, and errors in them, in the data and in a
/// row are located.
@Suite struct ListTests {
  func compile(_ xml: String) throws -> CompiledTemplate {
    try TemplateCompiler.compile(try TemplateReader.read(xml, file: "list.xml"))
  }

  func solve(_ xml: String, _ state: [String: Value]) throws -> SolvedLayout {
    try LayoutSolver.solve(
      try compile(xml),
      SolveInput(
        canvas: Size(width: 200, height: 100), state: state, measurer: EstimatingTextMeasurer()))
  }

  func error(_ body: () throws -> Void) -> Diagnostic? {
    do {
      try body()
      return nil
    } catch let error as DiagnosticError {
      return error.primary
    } catch {
      return nil
    }
  }

  static let rows: Value = .array([.object(["n": .number(1)]), .object(["n": .number(2)])])

  @Test func cellTemplatesAreNotSubviews() throws {
    let template = try compile(
      """
      <UIView><UITableView rows="rows"><UITableViewCell reuseIdentifier="a"/>\
      <UIView/></UITableView></UIView>
      """)
    #expect(template.nodes.map(\.viewClass.name) == ["UIView", "UITableView", "UIView"])
    #expect(template.lists[1]?.cells.map(\.reuseIdentifier) == ["a"])
    #expect(
      template.lists[1]?.cells.first?.template.root.path.description
        == "UIView/UITableView/UITableViewCell")
  }

  @Test func aTemplateWithoutReuseIdentifierIsAnError() {
    let found = error {
      _ = try compile(
        "<UIView>\n<UITableView>\n  <UITableViewCell height=\"20\"/>\n</UITableView></UIView>")
    }
    #expect(found?.message == "UITableViewCell template missing reuseIdentifier")
    #expect(found?.range?.start.line == 3)
    #expect(found?.range?.start.column == 4)
    #expect(found?.nodePath?.description == "UIView/UITableView/UITableViewCell")
    #expect(found?.file == "list.xml")
  }

  @Test func collectionCellsNeedOneToo() {
    let found = error {
      _ = try compile("<UICollectionView><UICollectionViewCell/></UICollectionView>")
    }
    #expect(found?.message == "UICollectionViewCell template missing reuseIdentifier")
  }

  @Test func rowsThatAreNotAnArrayAreALocatedError() {
    let found = error {
      _ = try solve(
        "<UIView>\n  <UITableView rows=\"title\">"
          + "<UITableViewCell reuseIdentifier=\"a\"/></UITableView></UIView>",
        ["title": .string("x")])
    }
    #expect(found?.message == "UITableView rows must be an array, not String")
    #expect(found?.range?.start.line == 2)
    #expect(found?.range?.start.column == 22)
    #expect(found?.attribute == "rows")
    #expect(found?.nodePath?.description == "UIView/UITableView")
  }

  @Test func sectionsMustBeObjects() {
    let found = error {
      _ = try solve(
        "<UITableView sections=\"s\"><UITableViewCell reuseIdentifier=\"a\"/></UITableView>",
        ["s": .array([.number(1)])])
    }
    #expect(
      found?.message == "UITableView sections must be an array of objects, one per "
        + "section, not Double")
  }

  @Test func anErrorInARowNamesTheRow() {
    let found = error {
      _ = try solve(
        "<UITableView rows=\"rows\"><UITableViewCell reuseIdentifier=\"a\">"
          + "<UILabel text=\"{missing}\"/></UITableViewCell></UITableView>",
        ["rows": Self.rows])
    }
    #expect(found?.message.contains("missing") == true)
    #expect(found?.nodePath?.description == "UITableView/UITableViewCell/UILabel")
    #expect(found?.hints.last == "while rendering row 0 of section 0 with template 'a'")
  }

  @Test func rowsAreDrawnInsideTheTablesClip() throws {
    let layout = try solve(
      "<UITableView height=\"30\" rows=\"rows\"><UITableViewCell reuseIdentifier=\"a\" "
        + "height=\"20\" backgroundColor=\"red\"/></UITableView>",
      ["rows": Self.rows])
    let list = DisplayListBuilder.build(layout)
    guard case .group(let table) = list.items.first, case .group(let clip) = table.items.first
    else {
      Issue.record("no table group")
      return
    }
    #expect(clip.clip == Rect(x: 0, y: 0, width: 200, height: 30))
    guard case .group(let content) = clip.items.first else { return }
    #expect(content.items.count == 2)
  }

  @Test func objectRowsAreReadableByKeyPath() throws {
    let layout = try solve(
      "<UIView left=\"customer.size\"/>",
      ["customer": .object(["size": .number(7)])])
    #expect(layout.root.frame.x == 7)
  }
}
