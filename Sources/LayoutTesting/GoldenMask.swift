import Foundation
import Layout
import LayoutCore

/// A manifest's `"mask"`: elements whose frames are left out of the comparison in both images,
/// as Playwright's `mask` paints them over, for any input format. An element is named by its
/// id (`#avatar`, or Android's `@+id/clock` and `@id/clock`), or by its node path as dumps
/// print it, whole or its last parts (`UITableView/UITableViewCell[3]`); every element that
/// matches is masked.
public enum GoldenMask {
  /// The pixel regions (at `scale` pixels per point) of the elements `selectors` name; an error
  /// names a selector that matches nothing.
  public static func regions(
    _ selectors: [String], in layout: SolvedLayout, scale: Double, file: String
  ) throws(DiagnosticError) -> [PixelRegion] {
    let frames = absoluteFrames(layout)
    var regions: [PixelRegion] = []
    for selector in selectors {
      let matched = layout.nodes.indices.filter { matches(layout.nodes[$0], selector) }
      guard !matched.isEmpty else {
        throw DiagnosticError(
          .error, code: .goldenSettings, message: "mask '\(selector)' names no element",
          file: file,
          hints: [
            "name an element by its id (#avatar, @+id/clock) or its node path as "
              + "`layout render --dump frames` prints it"
          ])
      }
      for index in matched {
        let frame = frames[index]
        let left = (frame.x * scale).rounded(.down)
        let top = (frame.y * scale).rounded(.down)
        regions.append(
          PixelRegion(
            x: Int(left), y: Int(top), width: Int((frame.maxX * scale).rounded(.up) - left),
            height: Int((frame.maxY * scale).rounded(.up) - top)))
      }
    }
    return regions
  }

  private static func matches(_ node: SolvedNode, _ selector: String) -> Bool {
    for prefix in ["#", "@+id/", "@id/"] where selector.hasPrefix(prefix) {
      return node.id == String(selector.dropFirst(prefix.count))
    }
    let path = node.path.description
    return path == selector || path.hasSuffix("/" + selector)
  }

  /// Every node's frame on the canvas: its parents' origins added, less the content offsets
  /// of scroll views above it (transforms are not followed).
  private static func absoluteFrames(_ layout: SolvedLayout) -> [Rect] {
    var frames = layout.nodes.map(\.frame)
    var pending = layout.nodes.isEmpty ? [] : [0]
    while let index = pending.popLast() {
      let node = layout.nodes[index]
      var offset = Point.zero
      if node.isScrollContainer, case .point(let point)? = node.properties["contentOffset"] {
        offset = point
      }
      for child in node.children where layout.nodes.indices.contains(child) {
        frames[child].origin.x += frames[index].x - offset.x
        frames[child].origin.y += frames[index].y - offset.y
        pending.append(child)
      }
    }
    return frames
  }
}
