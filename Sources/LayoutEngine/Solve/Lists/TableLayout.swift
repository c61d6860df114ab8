import LayoutCore
import LayoutExpressions

/// A UITableView's content: for each section its header, its rows and its footer, stacked top
/// to bottom at the table's width, each as tall as its template makes it (its content, unless
/// it sets a `height`). Hidden rows take no space.
struct TableLayout {
  let session: SolverSession
  let node: Int
  let templates: ListTemplates

  func content(_ sections: [ListSection]) throws(DiagnosticError) -> ListContent {
    let width = try ListContent.available(.horizontal, of: node, in: session)
    var content = ListContent()
    for (index, section) in sections.enumerated() {
      let state = ListData.sectionState(section, index: index)
      if let header = templates.header {
        try stack(header, state: state, section: [:], width, &content, "header of section \(index)")
      }
      for (row, element) in section.rows.enumerated() {
        guard let cell = templates.cell(for: element) else { break }
        try stack(
          cell, state: ListData.rowState(element, index: row, section: index),
          section: section.data, width, &content, "row \(row) of section \(index)")
      }
      if let footer = templates.footer {
        try stack(footer, state: state, section: [:], width, &content, "footer of section \(index)")
      }
    }
    return content
  }

  /// Solves one row at the table's width and puts it below the content so far.
  private func stack(
    _ template: CellTemplate, state: [String: Value], section: [String: Value],
    _ width: Double, _ content: inout ListContent, _ label: String
  ) throws(DiagnosticError) {
    let layout = try session.solveRow(
      template, of: node, state: state, section: section,
      canvas: Size(width: width, height: 0), label: label)
    guard !layout.root.isHidden else { return }
    content.rows.append(
      ListContent.Row(layout: layout, origin: Point(x: 0, y: content.size.height)))
    content.size.width = max(content.size.width, layout.root.frame.width)
    content.size.height += layout.root.frame.height
  }
}
