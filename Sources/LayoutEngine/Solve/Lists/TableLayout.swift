import LayoutCore
import LayoutExpressions
import LayoutViews

/// A UITableView's content: its header view, for each section its header, its rows and its
/// footer, then its footer view, stacked top to bottom at the table's width, each as tall as
/// its template (or view) makes it (its content, unless it sets a `height`). Hidden rows take
/// no space. Grouped styles leave a gap above sections without a header and below the last,
/// and `insetGrouped` indents the rows from both sides.
struct TableLayout {
  let session: SolverSession
  let node: Int
  let templates: ListTemplates

  func content(_ sections: [ListSection]) throws(DiagnosticError) -> ListContent {
    let width = try ListContent.available(.horizontal, of: node, in: session)
    let rowHeight = try self.rowHeight()
    let style = TableStyle(try session.value(node, "style").stringValue)
    let inset = style.sideInset(tableWidth: width)
    let place = ListCellContext(
      role: .header, style: style, separator: try separator(), sideInset: inset)
    var content = ListContent()
    content.size.height = try viewHeight(templates.headerView)
    for (index, section) in sections.enumerated() {
      let state = ListData.sectionState(section, index: index)
      if let header = templates.header {
        try stack(
          header, state: state, section: [:], Size(width: width, height: 0), &content,
          "header of section \(index)", place)
      } else if style.isGrouped {
        content.size.height += TableStyle.sectionGap
      }
      for (row, element) in section.rows.enumerated() {
        guard let cell = templates.cell(for: element) else { break }
        var context = place
        context.role = .cell
        context.isFirstInSection = row == 0
        context.isLastInSection = row == section.rows.count - 1
        try stack(
          cell, state: ListData.rowState(element, index: row, section: index),
          section: section.data, Size(width: width - 2 * inset, height: rowHeight), &content,
          "row \(row) of section \(index)", context, left: inset)
      }
      if let footer = templates.footer {
        var context = place
        context.role = .footer
        try stack(
          footer, state: state, section: [:], Size(width: width, height: 0), &content,
          "footer of section \(index)", context)
      }
    }
    if style.isGrouped, !sections.isEmpty, templates.footer == nil {
      content.size.height += TableStyle.sectionGap
    }
    content.footerViewTop = content.size.height
    content.size.height += try viewHeight(templates.footerView)
    return content
  }

  /// The separator below rows: nil with `separatorStyle="none"`, else `separatorColor`
  /// (UIKit's grey by default) and `separatorInset` when the table sets it.
  private func separator() throws(DiagnosticError) -> ListCellContext.Separator? {
    guard try session.value(node, "separatorStyle") != .string("none") else { return nil }
    var color = DarkAppearance.kindColor(
      CellColors.separator, isDark: session.input.appearance == .dark)
    if case .color(let given) = try session.value(node, "separatorColor") { color = given }
    let compiled = session.template.nodes[node]
    let names = ["", ".top", ".left", ".bottom", ".right"].map { "separatorInset" + $0 }
    var insets: EdgeInsets?
    if names.contains(where: compiled.has),
      case .insets(let given) = try session.value(node, "separatorInset")
    {
      insets = given
    }
    return ListCellContext.Separator(color: color, insets: insets)
  }

  /// The height of the table's header or footer view, 0 without one or when it is hidden.
  private func viewHeight(_ view: Int?) throws(DiagnosticError) -> Double {
    guard let view, try !session.isHidden(view) else { return 0 }
    return try session.layout(view, .height)
  }

  /// Where the table places its header or footer view: at the left of its content, as wide as
  /// the table, the header at the top and the footer below the rows; nil for other nodes and
  /// properties (a view's height is its own).
  static func placement(of node: Int, _ property: LayoutProperty, in session: SolverSession)
    throws(DiagnosticError) -> Double?
  {
    guard let table = session.template.nodes[node].parent,
      let templates = session.template.lists[table], templates.kind == .table,
      node == templates.headerView || node == templates.footerView
    else { return nil }
    switch property {
    case .left: return 0
    case .width: return try ListContent.available(.horizontal, of: table, in: session)
    case .top:
      return node == templates.headerView ? 0 : try session.listContent(table).footerViewTop
    default: return nil
    }
  }

  /// The height a row's `%` heights refer to: `rowHeight`, or `estimatedRowHeight` while rows
  /// are as tall as their content (`rowHeight` -1, UIKit's automatic dimension).
  private func rowHeight() throws(DiagnosticError) -> Double {
    let fixed = try session.number(node, "rowHeight")
    return fixed > 0 ? fixed : max(0, try session.number(node, "estimatedRowHeight"))
  }

  /// Solves one row on `canvas` (the table's width) and puts it below the content so far.
  private func stack(
    _ template: CellTemplate, state: [String: Value], section: [String: Value],
    _ canvas: Size, _ content: inout ListContent, _ label: String, _ context: ListCellContext,
    left: Double = 0
  ) throws(DiagnosticError) {
    let layout = try session.solveRow(
      template, of: node, state: state, section: section, canvas: canvas, label: label,
      context: context)
    guard !layout.root.isHidden else { return }
    content.rows.append(
      ListContent.Row(layout: layout, origin: Point(x: left, y: content.size.height)))
    content.size.width = max(content.size.width, left + layout.root.frame.width)
    content.size.height += layout.root.frame.height
  }
}
