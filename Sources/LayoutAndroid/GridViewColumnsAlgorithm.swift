import LayoutCore

/// The cells of a `GridView` that sizes its columns (`GridViewColumns`): each cell as wide as
/// a column, its own height (a row as high as its highest cell), in rows from the top left,
/// the columns' spacing across and `verticalSpacing` down, as `GridView` fills its rows.
struct GridViewColumnsAlgorithm {
  let pass: LayoutPass

  func measure(_ view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec) {
    guard let grid = view.gridColumns else { return }
    let inside = view.padding.left + view.padding.right
    let shown = view.children.filter { !$0.isGone }
    let available =
      width.mode == .unspecified
      ? Double(grid.count ?? 2) * (grid.columnWidth + grid.horizontalSpacing)
        - grid.horizontalSpacing
      : width.size - inside
    let columns = grid.columns(in: max(available, 0), share: pass.truncatedToPixels)
    for child in shown {
      pass.measure(
        child, .exactly(max(columns.width, 0)),
        MeasureSpec.child(of: .unspecified, used: 0, param: child.params.height))
    }
    let rows = Self.rows(of: shown, count: columns.count)
    let content =
      rows.map { row in row.map(\.measured.height).max() ?? 0 }.reduce(0, +)
      + Double(max(rows.count - 1, 0)) * grid.verticalSpacing
    view.measured = Size(
      width: width.resolve(max(available + inside, view.minWidth)),
      height: height.resolve(max(content + view.padding.top + view.padding.bottom, view.minHeight)))
  }

  func layout(_ view: AndroidView) {
    guard let grid = view.gridColumns else { return }
    let available = view.frame.width - view.padding.left - view.padding.right
    let columns = grid.columns(in: max(available, 0), share: pass.truncatedToPixels)
    var y = view.padding.top
    for row in Self.rows(of: view.children.filter { !$0.isGone }, count: columns.count) {
      for (column, child) in row.enumerated() {
        let x =
          view.padding.left + columns.start + Double(column) * (columns.width + columns.spacing)
        LayoutPass.place(child, x: x, y: y)
      }
      y += (row.map(\.measured.height).max() ?? 0) + grid.verticalSpacing
    }
  }

  /// The cells in rows of `count`.
  private static func rows(of cells: [AndroidView], count: Int) -> [[AndroidView]] {
    stride(from: 0, to: cells.count, by: count).map {
      Array(cells[$0..<min($0 + count, cells.count)])
    }
  }
}
