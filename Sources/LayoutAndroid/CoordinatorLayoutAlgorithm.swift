import LayoutCore

/// CoordinatorLayout, as it stands before anything scrolls: its children in one box as in a
/// FrameLayout, except that a child with the app bar's scrolling behaviour
/// (`layout_behavior="@string/appbar_scrolling_view_behavior"`) goes below the
/// `AppBarLayout` and is as much shorter (`ScrollingViewBehavior`), and a child anchored to a
/// view (`layout_anchor`) is centred on the point of it `layout_anchorGravity` names (its own
/// `layout_gravity` choosing which side of the point it takes), kept inside the layout, as
/// `CoordinatorLayout.layoutChildWithAnchor` places it.
struct CoordinatorLayoutAlgorithm {
  let pass: LayoutPass

  func measure(_ view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec) {
    FrameLayoutAlgorithm(pass: pass).measure(view, width, height)
    guard let appBar = Self.appBar(in: view) else { return }
    for child in view.children where child.params.scrollsBelowAppBar && !child.isGone {
      let margins = child.params.margins
      let usedWidth = view.padding.left + view.padding.right + margins.left + margins.right
      let usedHeight =
        view.padding.top + view.padding.bottom + margins.top + margins.bottom
        + appBar.measured.height
      let room = max(0, view.measured.height - usedHeight)
      let childWidth =
        child.params.width == .matchParent
        ? MeasureSpec.exactly(max(0, view.measured.width - usedWidth))
        : MeasureSpec.child(of: width, used: usedWidth, param: child.params.width)
      let childHeight: MeasureSpec =
        switch child.params.height {
        case .matchParent: .exactly(room)
        case .wrapContent: .atMost(room)
        default: MeasureSpec.child(of: .exactly(room), used: 0, param: child.params.height)
        }
      pass.measure(child, childWidth, childHeight)
    }
  }

  func layout(_ view: AndroidView) {
    FrameLayoutAlgorithm(pass: pass).layout(view)
    if let appBar = Self.appBar(in: view) {
      for child in view.children where child.params.scrollsBelowAppBar && !child.isGone {
        LayoutPass.place(
          child, x: child.frame.x, y: appBar.frame.maxY + child.params.margins.top)
      }
    }
    for child in view.children where !child.isGone {
      guard let id = child.params.anchor, let anchor = Self.view(id, in: view, besides: child)
      else { continue }
      place(child, on: anchor, in: view)
    }
  }

  /// The layout's app bar: its first `AppBarLayout` child.
  static func appBar(in view: AndroidView) -> AndroidView? {
    view.children.first { $0.element.tag.hasSuffix("AppBarLayout") && !$0.isGone }
  }

  /// The child an anchored child is placed on: the child of that id, or the child holding a
  /// view of that id (whose own frame is not laid out yet, so its holder's stands in).
  private static func view(_ id: String, in view: AndroidView, besides child: AndroidView)
    -> AndroidView?
  {
    func holds(_ view: AndroidView) -> Bool {
      view.id == id || view.children.contains(where: holds)
    }
    return view.children.first { $0 !== child && !$0.isGone && holds($0) }
  }

  /// Places an anchored child on its anchor's point, inside the layout's padding and the
  /// child's margins.
  private func place(_ child: AndroidView, on anchor: AndroidView, in view: AndroidView) {
    let frame = anchor.frame
    // A bottom app bar holds its button in its cradle, on its top edge, in the middle unless
    // `fabAlignmentMode="end"`.
    let cradle =
      anchor.element.tag.hasSuffix("BottomAppBar")
      ? Gravity(
        horizontal: anchor.element.attribute("fabAlignmentMode")?.value == "end" ? .end : .center,
        vertical: .start) : nil
    let at = child.params.anchorGravity ?? cradle ?? .topStart
    var own = child.params.gravity ?? Gravity(horizontal: .center, vertical: .center)
    if own.horizontal == .none, own.vertical == .none {
      own = Gravity(horizontal: .center, vertical: .center)
    }
    let size = child.measured
    let x = Self.offset(
      point: Self.point(at.horizontal, from: frame.x, length: frame.width),
      side: own.horizontal, size: size.width)
    let y = Self.offset(
      point: Self.point(at.vertical, from: frame.y, length: frame.height),
      side: own.vertical, size: size.height)
    let margins = child.params.margins
    let bounds = view.frame.size
    let left = min(
      max(x, view.padding.left + margins.left),
      bounds.width - view.padding.right - margins.right - size.width)
    let top = min(
      max(y, view.padding.top + margins.top),
      bounds.height - view.padding.bottom - margins.bottom - size.height)
    LayoutPass.place(child, x: left, y: top)
  }

  /// The point on an anchor's side: its start, end or middle.
  private static func point(_ axis: GravityAxis, from start: Double, length: Double) -> Double {
    switch axis {
    case .end: start + length
    case .center: start + length / 2
    default: start
    }
  }

  /// Where a child of `size` starts so that it lies before the point (start gravity, and
  /// an axis without one), after it (end) or across it (centre).
  private static func offset(point: Double, side: GravityAxis, size: Double) -> Double {
    switch side {
    case .end: point
    case .center, .fill: point - size / 2
    default: point - size
    }
  }
}
