import LayoutCore

/// GridLayout (the framework's and AndroidX's): children in the cells of a grid, each at its
/// `layout_row` and `layout_column` or, without them, at the next free cell in the layout's
/// orientation (rows of `columnCount` for a horizontal grid, columns of `rowCount` for a
/// vertical one), spanning `layout_rowSpan` × `layout_columnSpan` cells. Each column is as
/// wide as its widest child and each row as tall as its tallest (a spanning child widening
/// the last column or row it spans when it needs more); when the grid is given a size,
/// columns and rows with `layout_columnWeight`/`layout_rowWeight` share what is left. A child
/// is placed in its cells by `layout_gravity` (start by default; `fill` stretches it).
struct GridLayoutAlgorithm {
  let pass: LayoutPass

  /// A child's cells.
  struct Cell {
    var row: Int
    var column: Int
    var rowSpan: Int
    var columnSpan: Int
  }

  func measure(_ view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec) {
    let cells = Self.cells(of: view)
    for (child, _) in cells {
      pass.measure(child, Self.spec(child.params.width), Self.spec(child.params.height))
    }
    var columns = Self.lengths(cells, horizontal: true)
    var rows = Self.lengths(cells, horizontal: false)
    let padding = view.padding
    if width.mode == .exactly {
      share(&columns, room: width.size - padding.left - padding.right, cells, horizontal: true)
    }
    if height.mode == .exactly {
      share(&rows, room: height.size - padding.top - padding.bottom, cells, horizontal: false)
    }
    view.grid.columnWidths = columns
    view.grid.rowHeights = rows
    // A child that fills its cells is measured again at their size.
    for (child, cell) in cells {
      let gravity = child.params.gravity ?? .topStart
      let margins = child.params.margins
      guard gravity.horizontal == .fill || gravity.vertical == .fill else { continue }
      let cellWidth = Self.length(columns, cell.column, cell.columnSpan)
      let cellHeight = Self.length(rows, cell.row, cell.rowSpan)
      pass.measure(
        child,
        gravity.horizontal == .fill
          ? .exactly(max(cellWidth - margins.left - margins.right, 0))
          : Self.spec(child.params.width),
        gravity.vertical == .fill
          ? .exactly(max(cellHeight - margins.top - margins.bottom, 0))
          : Self.spec(child.params.height))
    }
    let total = Size(
      width: max(columns.reduce(0, +) + padding.left + padding.right, view.minWidth),
      height: max(rows.reduce(0, +) + padding.top + padding.bottom, view.minHeight))
    view.measured = Size(width: width.resolve(total.width), height: height.resolve(total.height))
  }

  func layout(_ view: AndroidView) {
    let columns = view.grid.columnWidths
    let rows = view.grid.rowHeights
    for (child, cell) in Self.cells(of: view) {
      let margins = child.params.margins
      let gravity = child.params.gravity ?? .topStart
      let x = view.padding.left + Self.length(columns, 0, cell.column)
      let y = view.padding.top + Self.length(rows, 0, cell.row)
      let placedX = pass.gravityOffset(
        gravity.horizontal, size: child.measured.width, start: x,
        end: x + Self.length(columns, cell.column, cell.columnSpan),
        marginBefore: margins.left, marginAfter: margins.right)
      let placedY = pass.gravityOffset(
        gravity.vertical, size: child.measured.height, start: y,
        end: y + Self.length(rows, cell.row, cell.rowSpan), marginBefore: margins.top,
        marginAfter: margins.bottom)
      LayoutPass.place(child, x: placedX, y: placedY)
    }
  }

  /// The children that are not gone and their cells: given ones where they say, the others
  /// at the next free cell along the grid's orientation.
  static func cells(of view: AndroidView) -> [(AndroidView, Cell)] {
    let horizontal = !view.orientationIsVertical
    let limit = max(horizontal ? view.grid.columnCount ?? .max : view.grid.rowCount ?? .max, 1)
    var taken: Set<[Int]> = []
    var (major, minor) = (0, 0)
    var placed: [(AndroidView, Cell)] = []
    for child in view.children where !child.isGone {
      let params = child.params
      let (rowSpan, columnSpan) = (params.rowSpan, params.span)
      var cell: Cell
      if let row = params.row, let column = params.column {
        cell = Cell(row: row, column: column, rowSpan: rowSpan, columnSpan: columnSpan)
      } else {
        let along = horizontal ? columnSpan : rowSpan
        if let fixed = horizontal ? params.column : params.row { minor = fixed }
        if let fixed = horizontal ? params.row : params.column { major = fixed }
        while true {
          if minor + along > limit, minor > 0 {
            major += 1
            minor = 0
          }
          let candidate =
            horizontal
            ? Cell(row: major, column: minor, rowSpan: rowSpan, columnSpan: columnSpan)
            : Cell(row: minor, column: major, rowSpan: rowSpan, columnSpan: columnSpan)
          if !occupies(candidate, taken) || major > 4096 {
            cell = candidate
            break
          }
          minor += 1
        }
        minor += along
      }
      for row in cell.row..<(cell.row + cell.rowSpan) {
        for column in cell.column..<(cell.column + cell.columnSpan) {
          taken.insert([row, column])
        }
      }
      placed.append((child, cell))
    }
    return placed
  }

  private static func occupies(_ cell: Cell, _ taken: Set<[Int]>) -> Bool {
    for row in cell.row..<(cell.row + cell.rowSpan) {
      for column in cell.column..<(cell.column + cell.columnSpan)
      where taken.contains([row, column]) {
        return true
      }
    }
    return false
  }

  /// The columns' widths (or rows' heights): each the largest of the children in it alone,
  /// then widened at the end of a span that needs more.
  private static func lengths(_ cells: [(AndroidView, Cell)], horizontal: Bool) -> [Double] {
    var lengths: [Double] = []
    func extent(_ child: AndroidView) -> Double {
      let margins = child.params.margins
      return horizontal
        ? child.measured.width + margins.left + margins.right
        : child.measured.height + margins.top + margins.bottom
    }
    for (_, cell) in cells {
      let end = horizontal ? cell.column + cell.columnSpan : cell.row + cell.rowSpan
      while lengths.count < end { lengths.append(0) }
    }
    for (child, cell) in cells where (horizontal ? cell.columnSpan : cell.rowSpan) == 1 {
      let index = horizontal ? cell.column : cell.row
      lengths[index] = max(lengths[index], extent(child))
    }
    for (child, cell) in cells where (horizontal ? cell.columnSpan : cell.rowSpan) > 1 {
      let start = horizontal ? cell.column : cell.row
      let span = horizontal ? cell.columnSpan : cell.rowSpan
      let have = length(lengths, start, span)
      if extent(child) > have { lengths[start + span - 1] += extent(child) - have }
    }
    return lengths
  }

  /// Shares the room left over among the weighted columns (or rows), by weight.
  private func share(
    _ lengths: inout [Double], room: Double, _ cells: [(AndroidView, Cell)], horizontal: Bool
  ) {
    var weights = [Double](repeating: 0, count: lengths.count)
    for (child, cell) in cells {
      let weight = horizontal ? child.params.columnWeight : child.params.rowWeight
      let index = horizontal ? cell.column : cell.row
      if weight > 0, index < weights.count { weights[index] = max(weights[index], weight) }
    }
    let total = weights.reduce(0, +)
    let left = room - lengths.reduce(0, +)
    guard total > 0, left > 0 else { return }
    for index in lengths.indices where weights[index] > 0 {
      lengths[index] += left * weights[index] / total
    }
  }

  /// The length of `span` columns (or rows) from `start`.
  private static func length(_ lengths: [Double], _ start: Int, _ span: Int) -> Double {
    guard start < lengths.count, span > 0 else { return 0 }
    return lengths[start..<min(start + span, lengths.count)].reduce(0, +)
  }

  private static func spec(_ param: SizeParam) -> MeasureSpec {
    if case .exactly(let size) = param { return .exactly(size) }
    return .unspecified
  }
}

/// A GridLayout's `columnCount` and `rowCount`, and the columns' widths and rows' heights it
/// measured.
struct GridParts: Sendable {
  var columnCount: Int?
  var rowCount: Int?
  /// `useDefaultMargins`: each side of a cell a child gives no margin for gets half the
  /// platform's default gap (`default_gap`, 8dp, halved in whole pixels); a `Space` none.
  var useDefaultMargins = false
  var columnWidths: [Double] = []
  var rowHeights: [Double] = []
}
