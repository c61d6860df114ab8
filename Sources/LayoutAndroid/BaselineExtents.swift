/// How far the children of a horizontal LinearLayout that aligns baselines reach above and
/// below their baselines, by their vertical gravity (`LinearLayout`'s `maxAscent` and
/// `maxDescent`): a child at the top sits so that its baseline is on the lowest of the top
/// children's, one at the bottom so that its descent matches the deepest of the bottom ones'.
struct BaselineExtents {
  /// The highest ascent (the baseline's distance from the child's top) by gravity.
  var ascent: [GravityAxis: Double] = [:]
  /// The deepest descent (the child's height below its baseline) by gravity.
  var descent: [GravityAxis: Double] = [:]

  /// The extents of `view`'s children that have baselines; nil when the layout does not
  /// align baselines (`baselineAligned="false"`) or no child has one.
  init?(of view: AndroidView) {
    guard view.baselineAligned else { return nil }
    for child in view.children where !child.isGone {
      guard let baseline = child.baseline else { continue }
      // Android files a child whose gravity names no vertical side with the centred ones.
      var gravity = Self.gravity(of: child, in: view)
      if gravity == .none { gravity = .center }
      ascent[gravity] = max(ascent[gravity] ?? 0, baseline)
      descent[gravity] = max(descent[gravity] ?? 0, child.measured.height - baseline)
    }
    guard !ascent.isEmpty else { return nil }
  }

  /// The height the aligned children need: the highest ascent over the deepest descent.
  var height: Double {
    (ascent.values.max() ?? 0) + (descent.values.max() ?? 0)
  }

  /// A child's vertical gravity in a horizontal layout: its own `layout_gravity`'s vertical
  /// part (none when that names none), else the layout's (top when that names none, as
  /// `LinearLayout.setGravity` adds it).
  static func gravity(of child: AndroidView, in view: AndroidView) -> GravityAxis {
    if let own = child.params.gravity { return own.vertical }
    return view.gravity.vertical == .none ? .start : view.gravity.vertical
  }
}
