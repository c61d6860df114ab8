import LayoutCore
import LayoutViews

/// Finds layout expressions that the frame never uses because others already fix it (Behaviour.md
/// §b9, "Expression for right is redundant"): on each axis a size and one position, or two
/// opposite edges, decide the frame, and any further position is ignored.
enum RedundancyCheck {
  /// The properties of one axis: its size, its positions in the order the solver prefers them,
  /// and the edge pairs that give the size between them.
  struct Axis {
    var size: LayoutProperty
    var positions: [LayoutProperty]
    var edgePairs: [(LayoutProperty, LayoutProperty)]
  }

  static let horizontal = Axis(
    size: .width, positions: [.left, .leading, .right, .trailing, .centerX],
    edgePairs: [(.left, .right), (.leading, .trailing)])
  static let vertical = Axis(
    size: .height, positions: [.top, .bottom, .centerY, .firstBaseline, .lastBaseline],
    edgePairs: [(.top, .bottom)])

  /// A warning for each redundant expression of `node`, located at it.
  static func warnings(for node: CompiledNode, file: String?) -> [Diagnostic] {
    warnings(for: node, on: horizontal, file: file) + warnings(for: node, on: vertical, file: file)
  }

  /// The warnings on one axis.
  private static func warnings(for node: CompiledNode, on axis: Axis, file: String?)
    -> [Diagnostic]
  {
    redundant(on: axis, in: node).map { property, deciding in
      Diagnostic(
        .warning, code: .redundantExpression,
        message: "Expression for \(property.name) is redundant", file: file,
        range: node.sourceRange(for: property.rawValue), nodePath: node.path,
        attribute: property.rawValue,
        hints: [
          "\(deciding.map(\.name).joined(separator: " and ")) already decide the frame; "
            + "remove one of them"
        ])
    }
  }

  /// The redundant properties on an axis, each with the properties that decide instead.
  private static func redundant(on axis: Axis, in node: CompiledNode)
    -> [(LayoutProperty, [LayoutProperty])]
  {
    // One position or none is never redundant (most nodes): no need to gather them.
    var positions = 0
    for position in axis.positions where node.has(position) { positions += 1 }
    guard positions > 1 else { return [] }
    let given = axis.positions.filter { node.has($0) }
    let deciding: [LayoutProperty]
    if node.has(axis.size) {
      deciding = [axis.size] + given.prefix(1)
    } else if let pair = axis.edgePairs.first(where: { node.has($0.0) && node.has($0.1) }) {
      deciding = [pair.0, pair.1]
    } else {
      deciding = Array(given.prefix(1))
    }
    return given.filter { !deciding.contains($0) }.map { ($0, deciding) }
  }
}
