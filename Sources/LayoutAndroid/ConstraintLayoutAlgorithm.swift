import LayoutConstraints
import LayoutCore

/// ConstraintLayout: each child's sides constrained to the layout's or a sibling's, solved as
/// one linear system per axis on the project's constraint solver (propagation when the
/// constraints decide the frames one after another, the Cassowary solver otherwise), as its
/// documentation defines them: a side constrained to one edge sits at it plus the margin
/// (the `goneMargin` when the sibling is gone); a view constrained on both sides is placed
/// between them by its bias (0.5, centred); a `0dp` size (match constraint) fills the space
/// between its constraints (`spread`), or is its content's size within it (`wrap`), or a
/// percentage of the layout (`percent`), within `_min` and `_max`; a dimension ratio computes
/// one side from the other; views linked both ways form chains (spread, spread inside,
/// packed with the head's bias, or sharing the space by weight); guidelines sit at a distance
/// or a fraction of the layout; barriers follow the furthest of the views they reference;
/// groups set their views' visibility.
///
/// Horizontally first: views whose width the constraints set are measured again at it (text
/// wraps), then vertically. A wrap_content layout takes the size that holds its children.
struct ConstraintLayoutAlgorithm {
  let pass: LayoutPass

  /// The layout classes: AndroidX's and the support library's names, and MotionLayout's (a
  /// ConstraintLayout whose scene gives its views' constraints as they start, `MotionScene`).
  static let classNames = Set([
    "androidx.constraintlayout.widget.ConstraintLayout",
    "android.support.constraint.ConstraintLayout",
  ]).union(motionLayoutNames)

  /// MotionLayout's names.
  static let motionLayoutNames: Set<String> = [
    "androidx.constraintlayout.motion.widget.MotionLayout",
    "android.support.constraint.motion.MotionLayout",
  ]

  func measure(_ view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec) {
    applyGroups(view)
    let virtual = ConstraintVirtualLayouts(view)
    let children = view.children
    for child in children { child.ratioSize = nil }
    for child in children where isDrawn(child) {
      measureFirst(child, in: view, width, height)
    }
    virtual.measure(view) { childSpec($0, in: view, horizontal: $1, parent: $1 ? width : height) }
    applyRatios(view, computing: .right)
    var horizontal = solve(view, horizontal: true, spec: width, virtual, other: height)
    remeasure(view, widths: horizontal.sizes, height)
    virtual.measure(view) { child, isWidth in
      let index = children.firstIndex { $0 === child } ?? 0
      return isWidth
        ? .exactly(horizontal.sizes[index])
        : childSpec(child, in: view, horizontal: false, parent: height)
    }
    let followers = ChainWeights.widthsFollowingHeights(
      view,
      chains: ConstraintChains(
        view: view, horizontal: true, excluding: virtual.isPlacedByHelper))
    applyRatios(view, computing: .bottom, widths: horizontal.sizes, except: followers)
    var vertical = solve(
      view, horizontal: false, spec: height, virtual,
      other: .exactly(horizontal.parentSize))
    if !followers.isEmpty {
      // Their heights are the rooms between their constraints: widths by their ratios, and
      // the chain shared again around them.
      for index in followers {
        guard let ratio = view.children[index].params.constraint.ratio else { continue }
        let height = vertical.sizes[index]
        view.children[index].ratioSize = Size(width: height * ratio.value, height: height)
      }
      horizontal = solve(view, horizontal: true, spec: width, virtual, other: height)
      remeasure(view, widths: horizontal.sizes, height)
      vertical = solve(
        view, horizontal: false, spec: height, virtual,
        other: .exactly(horizontal.parentSize))
    }
    if fitRatiosToHeight(view, vertical) {
      horizontal = solve(view, horizontal: true, spec: width, virtual, other: height)
      vertical = solve(
        view, horizontal: false, spec: height, virtual,
        other: .exactly(horizontal.parentSize))
    }
    for (index, child) in children.enumerated() {
      // Each edge at the nearest whole device pixel, as ConstraintLayout reads the solver's
      // values back as integers.
      let left = pass.roundedToPixels(horizontal.starts[index])
      let top = pass.roundedToPixels(vertical.starts[index])
      let frame = Rect(
        x: left, y: top,
        width: pass.roundedToPixels(horizontal.starts[index] + horizontal.sizes[index]) - left,
        height: pass.roundedToPixels(vertical.starts[index] + vertical.sizes[index]) - top)
      child.edges = RuleEdges(
        left: frame.x, top: frame.y, right: frame.x + frame.width, bottom: frame.y + frame.height)
      // A leaf measured at its frame's size already keeps that measure (its text shaped once).
      let isMeasured = !child.role.isContainer && child.measured == frame.size
      if isDrawn(child), !isMeasured {
        pass.measure(child, .exactly(frame.width), .exactly(frame.height))
      } else {
        child.measured = frame.size
      }
    }
    view.measured = Size(width: horizontal.parentSize, height: vertical.parentSize)
  }

  func layout(_ view: AndroidView) {
    for child in view.children where !child.isGone {
      LayoutPass.place(child, x: child.edges.left ?? 0, y: child.edges.top ?? 0)
    }
  }

  private func isDrawn(_ child: AndroidView) -> Bool {
    !child.isGone && child.params.constraint.helper == nil
  }

  // MARK: - Before solving

  /// A group gives the views it references its visibility.
  private func applyGroups(_ view: AndroidView) {
    for group in view.children where group.params.constraint.helper == .group {
      for id in group.params.constraint.referencedIDs {
        for child in view.children where child.id == id { child.visibility = group.visibility }
      }
    }
  }

  /// The first measure: a child at its own sizes (a `0dp` side at most the layout's).
  private func measureFirst(
    _ child: AndroidView, in view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec
  ) {
    pass.measure(
      child, childSpec(child, in: view, horizontal: true, parent: width),
      childSpec(child, in: view, horizontal: false, parent: height))
  }

  private func childSpec(
    _ child: AndroidView, in view: AndroidView, horizontal: Bool, parent: MeasureSpec
  ) -> MeasureSpec {
    let padding =
      horizontal
      ? view.padding.left + view.padding.right : view.padding.top + view.padding.bottom
    let margins =
      horizontal
      ? child.params.margins.left + child.params.margins.right
      : child.params.margins.top + child.params.margins.bottom
    let param = horizontal ? child.params.width : child.params.height
    if case .exactly(let size) = param, size > 0 { return .exactly(size) }
    if param == .matchParent, parent.mode == .exactly {
      return .exactly(max(0, parent.size - padding - margins))
    }
    return parent.mode == .unspecified ? .unspecified : .atMost(max(0, parent.size - padding))
  }

  /// The drawn children measured again at the widths the horizontal solve gave them, where
  /// those differ from their measured ones (a text wraps at its width).
  private func remeasure(_ view: AndroidView, widths: [Double], _ height: MeasureSpec) {
    for (index, child) in view.children.enumerated() where isDrawn(child) {
      guard abs(widths[index] - child.measured.width) > 1e-9 else { continue }
      let heightSpec = childSpec(child, in: view, horizontal: false, parent: height)
      pass.measure(child, .exactly(widths[index]), heightSpec)
    }
  }

  /// Sizes a dimension ratio computes: widths from fixed heights before the horizontal solve
  /// (`computing: .right`), heights from solved widths after it (but for views whose width
  /// follows their height, `except`).
  private func applyRatios(
    _ view: AndroidView, computing side: ConstraintSide, widths: [Double] = [],
    except followers: Set<Int> = []
  ) {
    for (index, child) in view.children.enumerated()
    where isDrawn(child) && !followers.contains(index) {
      guard let ratio = child.params.constraint.ratio else { continue }
      let widthIsMatch = child.params.width == .exactly(0)
      let heightIsMatch = child.params.height == .exactly(0)
      let computes = ratio.computes ?? (heightIsMatch ? .bottom : widthIsMatch ? .right : nil)
      guard computes == side else { continue }
      if side == .right, widthIsMatch, case .exactly(let height) = child.params.height,
        height > 0
      {
        child.ratioSize = Size(width: height * ratio.value, height: height)
      } else if side == .bottom, heightIsMatch, index < widths.count {
        child.ratioSize = Size(width: widths[index], height: widths[index] / ratio.value)
      }
    }
  }

  /// A ratio on two `0dp` sides whose height (from the width) did not fit the room down:
  /// the height is the room's and the width follows it. True when one changed.
  private func fitRatiosToHeight(_ view: AndroidView, _ vertical: AxisSolution) -> Bool {
    var changed = false
    for (index, child) in view.children.enumerated()
    where isDrawn(child) && AxisSystem.ratioFitsBoth(child) {
      guard let ratio = child.params.constraint.ratio, let size = child.ratioSize,
        vertical.sizes[index] < size.height - 1e-9
      else { continue }
      let height = vertical.sizes[index]
      child.ratioSize = Size(width: height * ratio.value, height: height)
      changed = true
    }
    return changed
  }

  // MARK: - Solving one axis

  struct AxisSolution {
    var starts: [Double]
    var sizes: [Double]
    var parentSize: Double
  }

  /// Solves one axis; barriers are placed again from the frames they reference until they
  /// stay put (a barrier placed by views placed by another barrier takes a round more), and
  /// the views of flows are placed in the flows' solved frames. `other` is the layout's spec
  /// on the other axis.
  private func solve(
    _ view: AndroidView, horizontal: Bool, spec: MeasureSpec, _ virtual: ConstraintVirtualLayouts,
    other: MeasureSpec
  ) -> AxisSolution {
    var barriers: [Int: Double] = [:]
    var pins: [Int: ConstraintVirtualLayouts.Pin] = [:]
    func system(_ spec: MeasureSpec) -> AxisSystem {
      AxisSystem(
        view: view, horizontal: horizontal, spec: spec, barriers: barriers, virtual: virtual,
        pins: pins)
    }
    func solveInRounds(_ spec: MeasureSpec) -> AxisSolution {
      var solution = system(spec).solve()
      let count = view.children.filter { $0.params.constraint.helper == .barrier }.count
      for _ in 0..<(count + (virtual.flows.isEmpty ? 0 : 1)) {
        let placed = AxisSystem.barrierPositions(view, horizontal: horizontal, solution)
        let moved = placed.contains { index, position in
          barriers[index].map { abs($0 - position) > 1e-9 } ?? true
        }
        let pinned = virtual.pins(view, horizontal: horizontal, solution) { flow in
          childSpec(flow, in: view, horizontal: !horizontal, parent: other)
        }
        guard moved || pinned != pins else { break }
        barriers = placed
        pins = pinned
        solution = system(spec).solve()
      }
      return solution
    }
    var solution = solveInRounds(spec)
    if spec.mode == .atMost, solution.parentSize > spec.size {
      solution = solveInRounds(.exactly(spec.size))
    }
    return solution
  }
}
