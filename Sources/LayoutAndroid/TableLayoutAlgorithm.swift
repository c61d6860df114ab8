import LayoutCore

/// TableLayout and TableRow: the table is a vertical LinearLayout whose rows line their
/// cells up in columns. Before the rows are measured, each column takes the width of its
/// widest cell (a cell spanning columns, `layout_span`, is left out of that); the columns
/// `stretchColumns` names share the width left over, those `shrinkColumns` names give up
/// what is too much, `collapseColumns` are hidden; each row then gives each cell its
/// columns' width, from `layout_column` on when it skips some. Android's
/// `TableLayout.measureVertical`, `findLargestCells` and `shrinkAndStretchColumns`.
struct TableLayoutAlgorithm {
  let pass: LayoutPass

  func measure(_ view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec) {
    let rows = view.children.filter { $0.role == .tableRow && !$0.isGone }
    var widths: [Double] = []
    for row in rows {
      for (column, cell) in Self.cells(of: row) where cell.params.span == 1 {
        pass.measure(
          cell, Self.cellSpec(cell.params.width), Self.cellSpec(cell.params.height))
        let margins = cell.params.margins
        while widths.count <= column { widths.append(0) }
        widths[column] = max(widths[column], cell.measured.width + margins.left + margins.right)
      }
    }
    for column in view.table.collapsed where column < widths.count { widths[column] = 0 }
    if width.mode != .unspecified {
      let room = width.size - view.padding.left - view.padding.right
      adjust(&widths, toward: room, view.table)
    }
    for row in rows { row.table.columnWidths = widths }
    LinearLayoutAlgorithm(pass: pass).measure(view, width, height)
  }

  /// The columns' widths stretched to `room` (by the stretchable columns) or shrunk to it
  /// (by the shrinkable ones), each share equal.
  private func adjust(_ widths: inout [Double], toward room: Double, _ table: TableParts) {
    let total = widths.reduce(0, +)
    let difference = room - total
    let columns =
      difference > 0
      ? table.stretchable(widths.count) : difference < 0 ? table.shrinkable(widths.count) : []
    guard !columns.isEmpty else { return }
    let share = difference / Double(columns.count)
    for column in columns { widths[column] = max(widths[column] + share, 0) }
  }

  /// A cell's spec when the columns are measured: its own size if it gives one, else its
  /// content's.
  private static func cellSpec(_ param: SizeParam) -> MeasureSpec {
    if case .exactly(let size) = param { return .exactly(size) }
    return .unspecified
  }

  /// A row's cells that are not gone, each with the column it starts in.
  static func cells(of row: AndroidView) -> [(Int, AndroidView)] {
    var column = 0
    var cells: [(Int, AndroidView)] = []
    for cell in row.children where !cell.isGone {
      column = max(column, cell.params.column ?? column)
      cells.append((column, cell))
      column += cell.params.span
    }
    return cells
  }

  // MARK: - Rows

  /// A row measured in its table's columns: each cell exactly its columns' width less its
  /// margins, as tall as its content; the row as wide as its columns and as tall as its
  /// tallest cell. A row outside a table is a horizontal LinearLayout.
  func measureRow(_ row: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec) {
    guard let widths = row.table.columnWidths else {
      return LinearLayoutAlgorithm(pass: pass).measure(row, width, height)
    }
    var tallest = 0.0
    for (column, cell) in Self.cells(of: row) {
      let margins = cell.params.margins
      let room = Self.width(of: column, span: cell.params.span, in: widths)
      let cellWidth = MeasureSpec.exactly(max(room - margins.left - margins.right, 0))
      let cellHeight = MeasureSpec.child(
        of: height, used: row.padding.top + row.padding.bottom + margins.top + margins.bottom,
        param: cell.params.height)
      pass.measure(cell, cellWidth, cellHeight)
      tallest = max(tallest, cell.measured.height + margins.top + margins.bottom)
    }
    let total = widths.reduce(0, +) + row.padding.left + row.padding.right
    let rowHeight = max(tallest + row.padding.top + row.padding.bottom, row.minHeight)
    row.measured = Size(width: width.resolve(total), height: height.resolve(rowHeight))
  }

  /// Places a row's cells at their columns, each at the top of the row (or where its
  /// vertical `layout_gravity` puts it).
  func layoutRow(_ row: AndroidView) {
    guard let widths = row.table.columnWidths else {
      return LinearLayoutAlgorithm(pass: pass).layout(row)
    }
    for (column, cell) in Self.cells(of: row) {
      let margins = cell.params.margins
      let x = row.padding.left + Self.width(of: 0, span: column, in: widths) + margins.left
      let y = pass.gravityOffset(
        cell.params.gravity?.vertical ?? .start, size: cell.measured.height,
        start: row.padding.top, end: row.frame.height - row.padding.bottom,
        marginBefore: margins.top, marginAfter: margins.bottom)
      LayoutPass.place(cell, x: x, y: y)
    }
  }

  /// The width of `span` columns from `column`.
  private static func width(of column: Int, span: Int, in widths: [Double]) -> Double {
    guard column < widths.count else { return 0 }
    return widths[column..<min(column + span, widths.count)].reduce(0, +)
  }
}

/// A TableLayout's column rules (`stretchColumns`, `shrinkColumns`, `collapseColumns`: `*`
/// or column indices), and the widths a table gives its rows' columns.
struct TableParts: Sendable {
  var stretch = ColumnSet()
  var shrink = ColumnSet()
  var collapsed: Set<Int> = []
  /// A row's columns' widths, set by its table before the row is measured.
  var columnWidths: [Double]?

  func stretchable(_ count: Int) -> [Int] { stretch.columns(count) }
  func shrinkable(_ count: Int) -> [Int] { shrink.columns(count) }

  /// `*` (every column) or a list of column indices.
  struct ColumnSet: Sendable {
    var all = false
    var indices: Set<Int> = []

    init(_ text: String = "") {
      all = text.trimmingCharacters(in: " ") == "*"
      indices = Set(
        text.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: " ")) }.filter {
          $0 >= 0
        })
    }

    func columns(_ count: Int) -> [Int] {
      all ? Array(0..<count) : indices.filter { $0 < count }.sorted()
    }
  }
}
