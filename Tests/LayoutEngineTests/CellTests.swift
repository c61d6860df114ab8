import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutSyntax
import Testing

@testable import LayoutEngine
@testable import LayoutViews

/// Table cells' built-in parts (Behaviour.md §lists.cells): what the styles, accessories,
/// selection, separators and grouped styles draw.
@Suite struct CellTests {
  /// Solves a table of `rows` rows (`n` 0, 1…) 200 points wide around `cell`.
  func solve(table: String = "", _ cell: String, rows: Int = 2) throws -> SolvedLayout {
    let xml = "<UITableView rows=\"rows\" \(table)>\(cell)</UITableView>"
    let template = try TemplateCompiler.compile(try TemplateReader.read(xml, file: "cells.xml"))
    let elements = (0..<rows).map { Value.object(["n": .number(Double($0))]) }
    return try LayoutSolver.solve(
      template,
      SolveInput(
        canvas: Size(width: 200, height: 300), state: ["rows": .array(elements)],
        measurer: EstimatingTextMeasurer()))
  }

  /// A cell's style, accessory and labels that fail to evaluate are located errors: the
  /// cell's parts read them leniently only once the solve has read (and reported) them.
  @Test func aCellPropertyThatFailsIsALocatedError() throws {
    for attribute in [
      #"style="{missingStyle}""#, #"accessoryType="{1 / nope}""#,
      #"detailTextLabel.text="{missingDetail}""#, #"textLabel.font="{missingFont}""#,
    ] {
      let cell =
        #"<UITableViewCell reuseIdentifier="cell" textLabel.text="Row" "# + attribute + "/>"
      #expect(throws: DiagnosticError.self, "\(attribute)") { try solve(cell) }
      do {
        _ = try solve(cell)
      } catch let error as DiagnosticError {
        #expect(error.diagnostics.first?.range != nil, "\(attribute): \(error)")
      }
    }
  }

  /// What the `index`th node of kind `className` draws under its children, groups opened.
  func drawn(_ layout: SolvedLayout, _ className: String = "UITableViewCell", _ index: Int = 0)
    -> [DisplayItem]
  {
    let node = layout.nodes.filter { $0.className == className }[index]
    guard let draw = node.draw else { return [] }
    return flatten(draw(node))
  }

  /// What the table (the root) draws under its rows.
  func tableDrawing(_ layout: SolvedLayout) -> [DisplayItem] {
    guard let draw = layout.nodes[0].draw else { return [] }
    return flatten(draw(layout.nodes[0]))
  }

  func flatten(_ items: [DisplayItem]) -> [DisplayItem] {
    items.flatMap { item -> [DisplayItem] in
      if case .group(let group) = item { return flatten(group.items) }
      return [item]
    }
  }

  func fills(_ items: [DisplayItem], _ color: Color) -> [Rect] {
    items.compactMap { item in
      guard case .fill(let rect, _, let fill) = item, fill == color else { return nil }
      return rect
    }
  }

  func texts(_ items: [DisplayItem]) -> [TextItem] {
    items.compactMap { item in
      guard case .text(let text) = item else { return nil }
      return text
    }
  }

  static let cell = "<UITableViewCell reuseIdentifier=\"a\" textLabel.text=\"Wi-Fi\" "

  @Test func theBodySetsTheTextLabel() throws {
    let layout = try solve("<UITableViewCell reuseIdentifier=\"a\">Hello</UITableViewCell>")
    let text = texts(drawn(layout))
    #expect(text.map(\.text) == ["Hello"])
    #expect(text.first?.frame == Rect(x: 16, y: 0, width: 168, height: 44))
    #expect(text.first?.style.font.size == 17)
  }

  @Test func value1PutsAGreyDetailAtTheEnd() throws {
    let layout = try solve(Self.cell + "style=\"value1\" detailTextLabel.text=\"Home\"/>")
    let text = texts(drawn(layout))
    #expect(text.map(\.text) == ["Wi-Fi", "Home"])
    #expect(text.last?.color == CellColors.secondaryLabel)
    #expect(text.last?.style.alignment == .right)
    // 4 characters of 8.5 points, ending 16 points before the cell's end.
    #expect(text.last?.frame == Rect(x: 150, y: 0, width: 34, height: 44))
  }

  @Test func value2DrawsTheTextInTheTintColour() throws {
    let layout = try solve(Self.cell + "style=\"value2\" detailTextLabel.text=\"x\"/>")
    let text = texts(drawn(layout))
    #expect(text.first?.color == SystemColors.tint)
    #expect(text.first?.style.font.size == 12)
    #expect(text.first?.frame.width == 68)
    #expect(text.last?.frame.x == 90)  // 16 + 68 + 6
  }

  @Test func labelPropertiesOverrideTheStyle() throws {
    let layout = try solve(
      Self.cell + "style=\"subtitle\" detailTextLabel.text=\"x\" detailTextLabel.textColor=\"red\" "
        + "textLabel.font=\"20\"/>")
    let text = texts(drawn(layout))
    #expect(text.first?.style.font.size == 20)
    #expect(text.last?.color == Color(red: 1, green: 0, blue: 0))
  }

  @Test func plainTablesDrawASeparatorUnderEveryRow() throws {
    let layout = try solve(Self.cell + "/>")
    for row in 0..<2 {
      #expect(
        fills(drawn(layout, "UITableViewCell", row), CellColors.separator)
          == [Rect(x: 16, y: 43.5, width: 184, height: 0.5)])
    }
  }

  @Test func separatorStyleColourAndInsetsComeFromTheTable() throws {
    let none = try solve(table: "separatorStyle=\"none\"", Self.cell + "/>")
    #expect(fills(drawn(none), CellColors.separator).isEmpty)
    let custom = try solve(
      table: "separatorColor=\"red\" separatorInset.left=\"0\"", Self.cell + "/>")
    #expect(
      fills(drawn(custom), Color(red: 1, green: 0, blue: 0))
        == [Rect(x: 0, y: 43.5, width: 200, height: 0.5)])
  }

  @Test func groupedSectionsEndWithoutAnInsetSeparator() throws {
    let layout = try solve(table: "style=\"grouped\"", Self.cell + "/>")
    #expect(
      fills(drawn(layout, "UITableViewCell", 0), CellColors.separator) == [
        Rect(x: 0, y: 0, width: 200, height: 0.5), Rect(x: 16, y: 43.5, width: 184, height: 0.5),
      ])
    #expect(
      fills(drawn(layout, "UITableViewCell", 1), CellColors.separator)
        == [Rect(x: 0, y: 43.5, width: 200, height: 0.5)])
    let inset = try solve(table: "style=\"insetGrouped\"", Self.cell + "/>")
    #expect(fills(drawn(inset, "UITableViewCell", 1), CellColors.separator).isEmpty)
  }

  @Test func groupedTablesDrawTheGroupedBackgroundAndWhiteCells() throws {
    let layout = try solve(table: "style=\"grouped\"", Self.cell + "/>")
    #expect(fills(tableDrawing(layout), CellColors.groupedBackground).count == 1)
    #expect(fills(drawn(layout), .white) == [Rect(x: 0, y: 0, width: 200, height: 44)])
    let plain = try solve(Self.cell + "/>")
    #expect(tableDrawing(plain).isEmpty)
    #expect(fills(drawn(plain), .white).isEmpty)
  }

  @Test func aSelectedCellShowsTheSelectionGrey() throws {
    let selected = try solve(Self.cell + "isSelected=\"n == 1\"/>")
    #expect(fills(drawn(selected, "UITableViewCell", 0), CellColors.selection).isEmpty)
    #expect(fills(drawn(selected, "UITableViewCell", 1), CellColors.selection).count == 1)
    let none = try solve(Self.cell + "isHighlighted=\"true\" selectionStyle=\"none\"/>")
    #expect(fills(drawn(none), CellColors.selection).isEmpty)
    let custom = try solve(
      Self.cell + "isSelected=\"true\" selectedBackgroundView.backgroundColor=\"red\"/>")
    #expect(fills(drawn(custom), Color(red: 1, green: 0, blue: 0)).count == 1)
  }

  @Test func selectedLabelsUseTheirHighlightedTextColour() throws {
    let layout = try solve(
      Self.cell
        + "isSelected=\"n == 1\" textLabel.highlightedTextColor=\"white\" "
        + "textLabel.textColor=\"red\"/>")
    #expect(
      texts(drawn(layout, "UITableViewCell", 0)).first?.color == Color(red: 1, green: 0, blue: 0))
    #expect(texts(drawn(layout, "UITableViewCell", 1)).first?.color == .white)
  }

  @Test func aHeaderDrawsItsBackgroundViewUnderItsContentView() throws {
    let layout = try solve(
      "<UITableViewHeaderFooterView reuseIdentifier=\"h\" textLabel.text=\"Section\" "
        + "backgroundView.backgroundColor=\"blue\"/>" + Self.cell + "/>")
    let items = drawn(layout, "UITableViewHeaderFooterView")
    #expect(fills(items, Color(red: 0, green: 0, blue: 1)).count == 1)
    #expect(fills(items, CellColors.plainHeader).isEmpty, "the background replaces the grey")
  }

  @Test func aRowShowingItsSelectionHasNoSeparator() throws {
    let layout = try solve(Self.cell + "isSelected=\"n == 1\"/>")
    #expect(fills(drawn(layout, "UITableViewCell", 0), CellColors.separator).count == 1)
    #expect(fills(drawn(layout, "UITableViewCell", 1), CellColors.separator).isEmpty)
  }

  @Test func rightToLeftCellsAreMirrored() throws {
    let xml =
      "<UITableView rows=\"rows\" semanticContentAttribute=\"forceRightToLeft\">"
      + Self.cell + "semanticContentAttribute=\"forceRightToLeft\" style=\"value1\" "
      + "detailTextLabel.text=\"On\" accessoryType=\"disclosureIndicator\"/></UITableView>"
    let template = try TemplateCompiler.compile(try TemplateReader.read(xml, file: "cells.xml"))
    let layout = try LayoutSolver.solve(
      template,
      SolveInput(
        canvas: Size(width: 200, height: 300), state: ["rows": .array([.number(0)])],
        measurer: EstimatingTextMeasurer()))
    let text = texts(drawn(layout))
    let title = try #require(text.first { $0.text == "Wi-Fi" })
    let detail = try #require(text.first { $0.text == "On" })
    #expect(title.frame.maxX == 184, "the title ends 16 points from the right edge")
    #expect(title.style.alignment == .right)
    #expect(detail.frame.x < title.frame.x, "the detail moves to the left")
  }

  @Test func theContentViewDrawsItsCornersBorderAndOpacity() throws {
    let layout = try solve(
      Self.cell
        + "contentView.backgroundColor=\"red\" contentView.layer.cornerRadius=\"8\" "
        + "contentView.layer.borderWidth=\"1\" contentView.layer.borderColor=\"blue\" "
        + "contentView.alpha=\"0.5\" contentView.clipsToBounds=\"true\"/>")
    let items = drawn(layout)
    let red = Color(red: 1, green: 0, blue: 0)
    #expect(
      items.contains { item in
        if case .fill(_, 8, red) = item { return true }
        return false
      })
    #expect(
      items.contains { item in
        if case .stroke(_, 8, 1, Color(red: 0, green: 0, blue: 1)) = item { return true }
        return false
      })
    let cell = try #require(layout.nodes.first { $0.className == "UITableViewCell" })
    let group = cell.draw.map { $0(cell) }?.contains { item in
      if case .group(let group) = item { return group.opacity == 0.5 }
      return false
    }
    #expect(group == true)
  }

  @Test func accessoriesDrawAtTheTrailingEdge() throws {
    let chevron = try solve(Self.cell + "accessoryType=\"disclosureIndicator\"/>")
    #expect(fills(drawn(chevron), CellColors.chevron).count == 2)
    let check = try solve(Self.cell + "accessoryType=\"checkmark\"/>")
    #expect(fills(drawn(check), SystemColors.tint).count == 2)
    // The label ends where the content view does, 10 points before the chevron.
    #expect(texts(drawn(chevron)).first?.frame.maxX == 166)  // 200 - 34
  }

  @Test func groupedHeadersAreGreyCapitals() throws {
    let layout = try solve(
      table: "style=\"grouped\"",
      "<UITableViewHeaderFooterView reuseIdentifier=\"h\" textLabel.text=\"General\"/>"
        + Self.cell + "/>")
    let text = texts(drawn(layout, "UITableViewHeaderFooterView"))
    #expect(text.map(\.text) == ["GENERAL"])
    #expect(text.first?.color == CellColors.secondaryLabel)
    #expect(text.first?.style.font.size == 13)
  }

  @Test func collectionCellsShowOnlyTheSelectedBackgroundTheyAreGiven() throws {
    let xml = """
      <UICollectionView items="rows"><UICollectionViewCell reuseIdentifier="c" \
      isSelected="true" backgroundView.backgroundColor="blue"/></UICollectionView>
      """
    let template = try TemplateCompiler.compile(try TemplateReader.read(xml, file: "cells.xml"))
    let layout = try LayoutSolver.solve(
      template,
      SolveInput(
        canvas: Size(width: 200, height: 300), state: ["rows": .array([.number(1)])],
        measurer: EstimatingTextMeasurer()))
    let items = drawn(layout, "UICollectionViewCell")
    #expect(fills(items, Color(red: 0, green: 0, blue: 1)).count == 1)
    #expect(fills(items, CellColors.selection).isEmpty)
  }
}
