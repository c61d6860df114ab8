import LayoutCore

/// Material's `ChipGroup` (a `FlowLayout`): children in rows from the start, each row as
/// many as fit the width, `chipSpacingHorizontal` between children and
/// `chipSpacingVertical` between rows; with `singleLine="true"` one row however long.
struct FlowLayoutAlgorithm {
  let pass: LayoutPass

  func measure(_ view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec) {
    let limit =
      view.singleRow || width.mode == .unspecified
      ? Double.infinity : width.size - view.padding.left - view.padding.right
    for child in view.children where !child.isGone {
      pass.measureWithMargins(
        child, in: view, view.singleRow ? .unspecified : width, usedWidth: 0, height,
        usedHeight: 0)
    }
    let rows = Self.rows(of: view, within: limit)
    let contentWidth = rows.map(\.width).max() ?? 0
    let contentHeight =
      rows.map(\.height).reduce(0, +) + Double(max(rows.count - 1, 0)) * view.itemSpacing.height
    let measuredWidth = max(contentWidth + view.padding.left + view.padding.right, view.minWidth)
    let measuredHeight = max(
      contentHeight + view.padding.top + view.padding.bottom, view.minHeight)
    view.measured = Size(
      width: width.resolve(measuredWidth), height: height.resolve(measuredHeight))
  }

  func layout(_ view: AndroidView) {
    let limit =
      view.singleRow ? Double.infinity : view.frame.width - view.padding.left - view.padding.right
    var y = view.padding.top
    for row in Self.rows(of: view, within: limit) {
      var x = view.padding.left
      for child in row.children {
        let margins = child.params.margins
        LayoutPass.place(child, x: x + margins.left, y: y + margins.top)
        x += margins.left + child.measured.width + margins.right + view.itemSpacing.width
      }
      y += row.height + view.itemSpacing.height
    }
  }

  /// A row of children, its width and height (margins counted).
  struct Row {
    var children: [AndroidView] = []
    var width = 0.0
    var height = 0.0
  }

  /// The children in rows no wider than `limit` (a child wider than it has a row of its own).
  static func rows(of view: AndroidView, within limit: Double) -> [Row] {
    var rows: [Row] = []
    var row = Row()
    for child in view.children where !child.isGone {
      let margins = child.params.margins
      let width = margins.left + child.measured.width + margins.right
      let height = margins.top + child.measured.height + margins.bottom
      let start = row.children.isEmpty ? 0 : row.width + view.itemSpacing.width
      if !row.children.isEmpty, start + width > limit {
        rows.append(row)
        row = Row()
      }
      row.width = (row.children.isEmpty ? 0 : row.width + view.itemSpacing.width) + width
      row.height = max(row.height, height)
      row.children.append(child)
    }
    if !row.children.isEmpty { rows.append(row) }
    return rows
  }
}
