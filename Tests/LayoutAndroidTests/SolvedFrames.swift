import LayoutCore
import LayoutDisplayList
import LayoutViews

@testable import LayoutAndroid

/// The frames of a layout's views that have ids, solved at `pixelsPerPoint` on a canvas of
/// `canvas` (the first view of an id named).
func framesByID(
  _ document: AndroidDocument, canvas: Size, pixelsPerPoint: Double
) throws -> [String: Rect] {
  var solver = AndroidSolver(document, measurer: EstimatingTextMeasurer())
  solver.pixelsPerPoint = pixelsPerPoint
  let layout = try solver.solve(canvas: canvas).layout
  return Dictionary(
    layout.nodes.compactMap { node in node.id.map { ($0, node.frame) } },
    uniquingKeysWith: { first, _ in first })
}

extension SolvedNode {
  /// The text the node draws (a text view's text or hint, a button's title), as its drawing
  /// lays it out; nil when it draws none.
  var drawnText: String? {
    func texts(_ items: [DisplayItem]) -> [String] {
      items.flatMap { item -> [String] in
        switch item {
        case .text(let text): [text.text]
        case .group(let group): texts(group.items)
        default: []
        }
      }
    }
    return texts(draw?(self) ?? []).first
  }
}
