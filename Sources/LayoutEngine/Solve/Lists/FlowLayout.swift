import LayoutCore
import LayoutExpressions
import LayoutViews

/// A UICollectionView's content, placed as UICollectionViewFlowLayout places it: items of
/// `itemSize` (or the size their template gives) fill a line along the cross axis, spread so
/// a full line reaches both section insets and at least `minimumInteritemSpacing` apart;
/// lines follow each other `minimumLineSpacing` apart along the scroll direction, items
/// centred in their line; sections follow each other with their `sectionInset`.
struct FlowLayout {
  let session: SolverSession
  let node: Int
  let templates: ListTemplates

  /// The flow layout's properties, read once.
  private struct Metrics {
    var itemSize: Size
    var interitem: Double
    var lineSpacing: Double
    var inset: EdgeInsets
    var horizontal: Bool
  }

  func content(_ sections: [ListSection]) throws(DiagnosticError) -> ListContent {
    let metrics = try self.metrics()
    // Along a line: x when scrolling vertically, y when scrolling horizontally.
    let lineAxis: PercentAxis = metrics.horizontal ? .vertical : .horizontal
    let available = try ListContent.available(lineAxis, of: node, in: session)
    var content = ListContent()
    var cursor = 0.0
    var breadth = 0.0
    for (index, section) in sections.enumerated() {
      var layouts: [SolvedLayout] = []
      for (item, element) in section.rows.enumerated() {
        guard let cell = templates.cell(for: element) else { break }
        let layout = try session.solveRow(
          cell, of: node, state: ListData.rowState(element, index: item, section: index),
          section: section.data, canvas: metrics.itemSize, label: "item \(item) of section \(index)"
        )
        if !layout.root.isHidden { layouts.append(layout) }
      }
      let placed = place(layouts, metrics, available: available, start: cursor)
      content.rows += placed.rows
      cursor = placed.end
      breadth = max(breadth, placed.breadth)
    }
    content.size =
      metrics.horizontal
      ? Size(width: cursor, height: breadth) : Size(width: breadth, height: cursor)
    return content
  }

  private func metrics() throws(DiagnosticError) -> Metrics {
    let prefix = "collectionViewLayout."
    var metrics = Metrics(
      itemSize: Size(width: 50, height: 50), interitem: 10, lineSpacing: 10, inset: .zero,
      horizontal: false)
    if case .size(let size) = try session.value(node, prefix + "itemSize") {
      metrics.itemSize = size
    }
    metrics.interitem = try session.number(node, prefix + "minimumInteritemSpacing")
    metrics.lineSpacing = try session.number(node, prefix + "minimumLineSpacing")
    if case .insets(let insets) = try session.value(node, prefix + "sectionInset") {
      metrics.inset = insets
    }
    metrics.horizontal =
      try session.value(node, prefix + "scrollDirection") == .string("horizontal")
    return metrics
  }

  /// Places one section's items in lines from `start` along the scroll axis; returns them
  /// with where the section ends and how far its lines reach across.
  private func place(
    _ layouts: [SolvedLayout], _ metrics: Metrics, available: Double, start: Double
  ) -> (rows: [ListContent.Row], end: Double, breadth: Double) {
    let horizontal = metrics.horizontal
    let inset = metrics.inset
    // (along the line, across it) for sizes and insets.
    func split(_ size: Size) -> (along: Double, across: Double) {
      horizontal ? (size.height, size.width) : (size.width, size.height)
    }
    let (lineStart, lineEnd) = horizontal ? (inset.top, inset.bottom) : (inset.left, inset.right)
    let (scrollStart, scrollEnd) =
      horizontal ? (inset.left, inset.right) : (inset.top, inset.bottom)
    let room = max(available - lineStart - lineEnd, 0)
    let nominal = split(metrics.itemSize).along
    let perLine = max(
      1, Int(saturating: (room + metrics.interitem) / (nominal + metrics.interitem)))
    let spacing =
      perLine > 1
      ? max(metrics.interitem, (room - Double(perLine) * nominal) / Double(perLine - 1))
      : 0
    var rows: [ListContent.Row] = []
    var position = start + scrollStart
    var breadth = 0.0
    var first = 0
    while first < layouts.count {
      let line = layouts[first..<min(first + perLine, layouts.count)]
      let thickness = line.map { split($0.root.frame.size).across }.max() ?? 0
      var along = lineStart
      for layout in line {
        let size = split(layout.root.frame.size)
        let across = position + (thickness - size.across) / 2
        rows.append(
          ListContent.Row(
            layout: layout,
            origin: horizontal ? Point(x: across, y: along) : Point(x: along, y: across)))
        breadth = max(breadth, along + size.along + lineEnd)
        along += size.along + spacing
      }
      position += thickness
      first += perLine
      if first < layouts.count { position += metrics.lineSpacing }
    }
    return (rows, layouts.isEmpty ? start : position + scrollEnd, breadth)
  }
}
