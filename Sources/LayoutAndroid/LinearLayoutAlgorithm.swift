import LayoutCore

/// LinearLayout: children one after another along its orientation (horizontal unless
/// `orientation="vertical"`). The space left over (or missing) is shared by `layout_weight`
/// out of `weightSum` (else the weights' total); across, each child is placed by its
/// `layout_gravity`, else by the layout's own gravity. With `measureWithLargestChild` and a
/// length that is not exact, every child counts as long as the longest child and weighted
/// children are measured that long. Android's `LinearLayout.measureVertical` and
/// `layoutVertical`, written once for both axes.
struct LinearLayoutAlgorithm {
  let pass: LayoutPass

  /// Lengths along the layout's axis ("main") and across it ("cross").
  private struct Axis {
    let vertical: Bool

    func main(_ size: Size) -> Double { vertical ? size.height : size.width }
    func cross(_ size: Size) -> Double { vertical ? size.width : size.height }
    func main(_ params: LayoutParams) -> SizeParam { vertical ? params.height : params.width }
    func cross(_ params: LayoutParams) -> SizeParam { vertical ? params.width : params.height }
    /// Before and after along the axis.
    func main(_ insets: EdgeInsets) -> (Double, Double) {
      vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
    }
    func cross(_ insets: EdgeInsets) -> (Double, Double) {
      vertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
    }
    func main(_ gravity: Gravity) -> GravityAxis {
      vertical ? gravity.vertical : gravity.horizontal
    }
    func cross(_ gravity: Gravity) -> GravityAxis {
      vertical ? gravity.horizontal : gravity.vertical
    }
    func size(main: Double, cross: Double) -> Size {
      vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }
  }

  /// What the first pass learns.
  private struct Totals {
    var length = 0.0
    var weight = 0.0
    var maxCross = 0.0
    /// The cross size leaving out weighted children and children that match across.
    var alternativeCross = 0.0
    var weightedCross = 0.0
    /// The length of the longest child measured in the first pass.
    var largest = 0.0
    var allMatchCross = true
    var matchCross = false
    var skipped = false
  }

  func measure(_ view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec) {
    let axis = Axis(vertical: view.orientationIsVertical)
    let mainSpec = axis.vertical ? height : width
    let crossSpec = axis.vertical ? width : height
    var totals = firstPass(view, axis, width, height)
    // The length every weighted child takes, when the largest child sets it.
    let largest = view.measureWithLargestChild && mainSpec.mode != .exactly ? totals.largest : nil
    if let largest {
      totals.length = view.children.filter { !$0.isGone }.reduce(0) { length, child in
        let (before, after) = axis.main(child.params.margins)
        return max(length, length + largest + before + after)
      }
    }
    let (paddingBefore, paddingAfter) = axis.main(view.padding)
    let dividers = view.dividers.total(
      of: view.children.filter { !$0.isGone }.count, vertical: axis.vertical)
    totals.length += paddingBefore + paddingAfter + dividers
    let minimumMain = axis.vertical ? view.minHeight : view.minWidth
    let mainSize = mainSpec.resolve(max(totals.length, minimumMain))
    let remaining = mainSize - totals.length
    if totals.skipped || (remaining != 0 && totals.weight > 0) {
      share(remaining, of: view, axis, crossSpec, largest: largest, &totals)
      totals.length += paddingBefore + paddingAfter + dividers
    } else {
      totals.alternativeCross = max(totals.alternativeCross, totals.weightedCross)
      if let largest { measureWeighted(view, axis, length: largest) }
    }
    var cross = totals.maxCross
    // Children aligned by their baselines need their highest ascent above their lowest
    // descent (LinearLayout.measureHorizontal's maxAscent and maxDescent).
    if !axis.vertical, let baselines = BaselineExtents(of: view) {
      cross = max(cross, baselines.height)
    }
    if !totals.allMatchCross && crossSpec.mode != .exactly { cross = totals.alternativeCross }
    let (crossBefore, crossAfter) = axis.cross(view.padding)
    cross = max(cross + crossBefore + crossAfter, axis.vertical ? view.minWidth : view.minHeight)
    view.measured = axis.size(main: mainSize, cross: crossSpec.resolve(cross))
    if totals.matchCross { forceUniformCross(view, axis) }
  }

  /// Measures every child that is not waiting for its share of the weight.
  private func firstPass(
    _ view: AndroidView, _ axis: Axis, _ width: MeasureSpec, _ height: MeasureSpec
  ) -> Totals {
    var totals = Totals()
    let mainSpec = axis.vertical ? height : width
    let crossSpec = axis.vertical ? width : height
    for child in view.children where !child.isGone {
      let params = child.params
      totals.weight += params.weight
      let (before, after) = axis.main(params.margins)
      let waitsForWeight = axis.main(params) == .exactly(0) && params.weight > 0
      if mainSpec.mode == .exactly && waitsForWeight {
        totals.length += before + after
        totals.skipped = true
      } else {
        let used = totals.weight == 0 ? totals.length : 0
        if waitsForWeight { setMain(child, axis, .wrapContent) }
        pass.measureWithMargins(
          child, in: view, width, usedWidth: axis.vertical ? 0 : used, height,
          usedHeight: axis.vertical ? used : 0)
        if waitsForWeight { setMain(child, axis, .exactly(0)) }
        totals.length += axis.main(child.measured) + before + after
        totals.largest = max(totals.largest, axis.main(child.measured))
      }
      track(child, axis, crossSpec, &totals, weighted: params.weight > 0)
    }
    return totals
  }

  /// The cross sizes a child adds to the totals.
  private func track(
    _ child: AndroidView, _ axis: Axis, _ crossSpec: MeasureSpec, _ totals: inout Totals,
    weighted: Bool
  ) {
    let (before, after) = axis.cross(child.params.margins)
    let matchesLocally = crossSpec.mode != .exactly && axis.cross(child.params) == .matchParent
    if matchesLocally { totals.matchCross = true }
    let measured = axis.cross(child.measured) + before + after
    totals.maxCross = max(totals.maxCross, measured)
    totals.allMatchCross = totals.allMatchCross && axis.cross(child.params) == .matchParent
    let counted = matchesLocally ? before + after : measured
    if weighted {
      totals.weightedCross = max(totals.weightedCross, counted)
    } else {
      totals.alternativeCross = max(totals.alternativeCross, counted)
    }
  }

  /// Hands the remaining length to weighted children, each `weight / weightSum` of what is
  /// left, and measures them again at their share (at `largest`, when the largest child
  /// sets their length).
  private func share(
    _ remaining: Double, of view: AndroidView, _ axis: Axis, _ crossSpec: MeasureSpec,
    largest: Double?, _ totals: inout Totals
  ) {
    var left = remaining
    var weightSum = view.weightSum > 0 ? view.weightSum : totals.weight
    totals.length = 0
    totals.maxCross = 0
    totals.alternativeCross = 0
    totals.allMatchCross = true
    let (crossBefore, crossAfter) = axis.cross(view.padding)
    for child in view.children where !child.isGone {
      let params = child.params
      if params.weight > 0, weightSum > 0 {
        // In whole device pixels, cut short, as Android's integer share is: the last
        // weighted child takes what the others leave.
        let part = pass.truncatedToPixels(params.weight * left / weightSum)
        weightSum -= params.weight
        left -= part
        let waited = axis.main(params) == .exactly(0)
        let length = largest ?? max(0, waited ? part : axis.main(child.measured) + part)
        let (before, after) = axis.cross(params.margins)
        let cross = MeasureSpec.child(
          of: crossSpec, used: crossBefore + crossAfter + before + after,
          param: axis.cross(params))
        let main = MeasureSpec.exactly(length)
        pass.measure(child, axis.vertical ? cross : main, axis.vertical ? main : cross)
      }
      let (before, after) = axis.main(params.margins)
      totals.length += axis.main(child.measured) + before + after
      track(child, axis, crossSpec, &totals, weighted: false)
    }
  }

  /// Weighted children measured again at `length`, keeping their size across.
  private func measureWeighted(_ view: AndroidView, _ axis: Axis, length: Double) {
    for child in view.children where !child.isGone && child.params.weight > 0 {
      let cross = MeasureSpec.exactly(axis.cross(child.measured))
      let main = MeasureSpec.exactly(length)
      pass.measure(child, axis.vertical ? cross : main, axis.vertical ? main : cross)
    }
  }

  /// Children that match the layout across, when the layout was not exact across, measured
  /// again at its cross size (keeping their length).
  private func forceUniformCross(_ view: AndroidView, _ axis: Axis) {
    let (paddingBefore, paddingAfter) = axis.cross(view.padding)
    for child in view.children where !child.isGone && axis.cross(child.params) == .matchParent {
      let (before, after) = axis.cross(child.params.margins)
      let cross = MeasureSpec.exactly(
        max(0, axis.cross(view.measured) - paddingBefore - paddingAfter - before - after))
      let main = MeasureSpec.exactly(axis.main(child.measured))
      pass.measure(child, axis.vertical ? cross : main, axis.vertical ? main : cross)
    }
  }

  private func setMain(_ child: AndroidView, _ axis: Axis, _ size: SizeParam) {
    if axis.vertical { child.params.height = size } else { child.params.width = size }
  }

  // MARK: - Layout

  func layout(_ view: AndroidView) {
    let axis = Axis(vertical: view.orientationIsVertical)
    // Right to left, a horizontal layout puts its first child at the right.
    let shown = view.children.filter { !$0.isGone }
    let children = !axis.vertical && view.rightToLeft ? shown.reversed() : shown
    let (paddingBefore, paddingAfter) = axis.main(view.padding)
    let dividerLength = view.dividers.length(vertical: axis.vertical)
    let total =
      children.reduce(
        paddingBefore + paddingAfter
          + view.dividers.total(of: children.count, vertical: axis.vertical)
      ) { sum, child in
        let (before, after) = axis.main(child.params.margins)
        return sum + axis.main(child.measured) + before + after
      }
    let length = axis.main(view.frame.size)
    var position: Double
    // The layout's gravity is start where it gives no side: the right, right to left.
    let startSide: GravityAxis = view.rightToLeft ? .end : .none
    let mainGravity = axis.main(view.gravity)
    switch !axis.vertical && mainGravity == .none ? startSide : mainGravity {
    case .end: position = paddingBefore + length - total
    case .center: position = paddingBefore + pass.truncatedToPixels((length - total) / 2)
    default: position = paddingBefore
    }
    let (crossStart, crossEndPadding) = axis.cross(view.padding)
    let crossEnd = axis.cross(view.frame.size) - crossEndPadding
    let baselines = axis.vertical ? nil : BaselineExtents(of: view)
    for (index, child) in children.enumerated() {
      if view.dividers.isBefore(index, of: children.count) { position += dividerLength }
      let (before, after) = axis.main(child.params.margins)
      let cross =
        axis.vertical
        ? left(of: child, in: view, start: crossStart, end: crossEnd, startSide: startSide)
        : top(of: child, in: view, start: crossStart, end: crossEnd, baselines: baselines)
      position += before
      if axis.vertical {
        LayoutPass.place(child, x: cross, y: position)
      } else {
        LayoutPass.place(child, x: position, y: cross)
      }
      position += axis.main(child.measured) + after
    }
  }

  /// Where a vertical layout puts a child across (`LinearLayout.layoutVertical`): by its
  /// horizontal gravity (else the layout's, else its start side), at its left margin when
  /// the gravity pulls it to no side.
  private func left(
    of child: AndroidView, in view: AndroidView, start: Double, end: Double,
    startSide: GravityAxis
  ) -> Double {
    let layoutGravity = view.gravity.horizontal
    let gravity =
      child.params.gravity?.horizontal ?? (layoutGravity == .none ? startSide : layoutGravity)
    let margins = child.params.margins
    guard gravity == .center || gravity == .end else { return start + margins.left }
    return pass.gravityOffset(
      gravity, size: child.measured.width, start: start, end: end,
      marginBefore: margins.left, marginAfter: margins.right)
  }

  /// Where a horizontal layout puts a child across (`LinearLayout.layoutHorizontal`): by its
  /// vertical gravity (else the layout's, top when it gives none); at the top or bottom, its
  /// baseline on the others' when the layout aligns baselines and the child does not match
  /// the layout's height; a child whose own gravity names no vertical side, or fills, at the
  /// padding's edge, its margin aside.
  private func top(
    of child: AndroidView, in view: AndroidView, start: Double, end: Double,
    baselines: BaselineExtents?
  ) -> Double {
    let gravity = BaselineExtents.gravity(of: child, in: view)
    let margins = child.params.margins
    let baseline = child.params.height == .matchParent ? nil : child.baseline
    switch gravity {
    case .start:
      let aligned = baseline.flatMap { own in baselines?.ascent[.start].map { $0 - own } }
      return start + margins.top + (aligned ?? 0)
    case .center:
      return pass.gravityOffset(
        .center, size: child.measured.height, start: start, end: end,
        marginBefore: margins.top, marginAfter: margins.bottom)
    case .end:
      let descent = baseline.map { child.measured.height - $0 }
      let aligned = descent.flatMap { own in baselines?.descent[.end].map { $0 - own } }
      return end - child.measured.height - margins.bottom - (aligned ?? 0)
    case .none, .fill:
      return start
    }
  }
}
