import LayoutCore
import LayoutDisplayList

/// The drawables a text view draws beside its text (`drawableLeft`, `drawableTop`, …;
/// `drawableStart` and `drawableEnd` are left and right in a left-to-right layout), and the
/// button a compound button draws before it (a check box's box, a radio button's circle), as
/// Android's `TextView` and `CompoundButton` place them.
struct CompoundDrawables: Sendable {
  enum Side: Sendable, CaseIterable {
    case left, top, right, bottom
  }

  /// The attribute naming each side's drawable, as written (read by `ViewDrawables`).
  var attributes: [Side: AndroidDocument.Attribute] = [:]
  var drawables: [Side: Drawable] = [:]
  /// `drawablePadding`: the room between each drawable and the text.
  var padding = 0.0
  /// `drawableTint` (a Material button's `iconTint`, a chip's `chipIconTint`): the colour
  /// the side drawables are drawn in.
  var tint: Color?
  /// A tint for one side that wins over `tint` (a chip's `closeIconTint` at the right, its
  /// `checkedIconTint` at the left).
  var sideTints: [Side: Color] = [:]
  /// A compound button's `button` attribute, and its drawable at the view's state.
  var buttonAttribute: AndroidDocument.Attribute?
  var button: Drawable?
  /// `buttonTint` (AppCompat's and Material's `app:buttonTint` too): the colour the button
  /// is drawn in, at the view's state.
  var buttonTint: Color?
  /// A `CheckedTextView`'s `checkMark`, drawn at the right.
  var checkMarkAttribute: AndroidDocument.Attribute?
  var checkMark: Drawable?
  /// A `Switch`'s track and thumb, drawn at the right past `switchPadding`, at least
  /// `switchMinWidth` wide; the thumb at the track's end when checked.
  var trackAttribute: AndroidDocument.Attribute?
  var thumbAttribute: AndroidDocument.Attribute?
  var track: Drawable?
  var thumb: Drawable?
  /// `thumbTint` and `trackTint`: the colours the thumb and track are drawn in.
  var thumbTint: Color?
  var trackTint: Color?
  /// A Material switch's `trackDecoration` (its outline), drawn over the track in
  /// `trackDecorationTint`.
  var trackDecorationAttribute: AndroidDocument.Attribute?
  var trackDecoration: Drawable?
  var trackDecorationTint: Color?
  var switchPadding = 0.0
  var switchMinWidth = 0.0
  /// Whether the switch is as wide as its track, as a Material switch makes it (its
  /// `switchMinWidth` is the track's width and two thumbs are not enforced).
  var widthIsTrack = false
  var isChecked = false
  /// Whether there is text beside the switch (the padding is left out without).
  var hasText = false

  /// The side an attribute names a drawable for, nil for others.
  static func side(of attribute: String) -> Side? {
    switch attribute {
    case "drawableLeft", "drawableStart": return .left
    case "drawableRight", "drawableEnd": return .right
    case "drawableTop": return .top
    case "drawableBottom": return .bottom
    default: return nil
    }
  }

  var isEmpty: Bool {
    drawables.isEmpty && button == nil && checkMark == nil && track == nil && thumb == nil
      && trackDecoration == nil
  }

  /// The thumb's width without its padding, as `Switch.onMeasure` takes it.
  private var thumbWidth: Double {
    let padding = thumb?.padding ?? EdgeInsets()
    return max(0, (thumb?.intrinsicSize.width ?? 0) - padding.left - padding.right)
  }

  /// A switch's size: two thumbs and the track's padding wide (at least `switchMinWidth`),
  /// or the track's width for a Material switch; as tall as the taller of the track and the
  /// thumb.
  var switchSize: Size {
    guard track != nil || thumb != nil else { return .zero }
    let trackPadding = track?.padding ?? EdgeInsets()
    let width =
      widthIsTrack
      ? track?.intrinsicSize.width ?? switchMinWidth
      : max(switchMinWidth, 2 * thumbWidth + trackPadding.left + trackPadding.right)
    return Size(
      width: width,
      height: max(track?.intrinsicSize.height ?? 0, thumb?.intrinsicSize.height ?? 0))
  }

  /// The room a switch takes at the right of the text.
  private var switchRoom: Double {
    let width = switchSize.width
    return width > 0 && hasText ? width + switchPadding : width
  }

  private func size(_ side: Side) -> Size {
    let size = drawables[side]?.intrinsicSize
    return Size(width: size?.width ?? 0, height: size?.height ?? 0)
  }

  /// How far the text is from each edge: the view's padding, each side's drawable and the
  /// padding beside it (Android's compound padding), the button at the left and the check
  /// mark at the right.
  func textInsets(padding viewPadding: EdgeInsets) -> EdgeInsets {
    func room(_ side: Side, _ length: Double) -> Double {
      drawables[side] == nil ? 0 : length + padding
    }
    let button = button?.intrinsicSize.width ?? 0
    let checkMark = checkMark?.intrinsicSize.width ?? 0
    return EdgeInsets(
      top: viewPadding.top + room(.top, size(.top).height),
      left: viewPadding.left + room(.left, size(.left).width) + button,
      bottom: viewPadding.bottom + room(.bottom, size(.bottom).height),
      right: viewPadding.right + room(.right, size(.right).width) + checkMark + switchRoom)
  }

  /// The least content size the drawables need: as tall as the side drawables, as wide as
  /// the top and bottom ones.
  var contentMinimum: Size {
    Size(
      width: max(size(.top).width, size(.bottom).width),
      height: max(size(.left).height, size(.right).height))
  }

  /// The drawables' items in a view of `size`, with its padding; `vertical` is the view's
  /// vertical gravity, which places the button and the check mark.
  func items(in size: Size, padding viewPadding: EdgeInsets, vertical: GravityAxis)
    -> [DisplayItem]
  {
    let text = Rect(origin: .zero, size: size).inset(by: textInsets(padding: viewPadding))
    var items: [DisplayItem] = []
    for side in Side.allCases {
      guard let drawable = drawables[side] else { continue }
      let own = self.size(side)
      let origin: Point
      switch side {
      case .left: origin = Point(x: viewPadding.left, y: text.y + (text.height - own.height) / 2)
      case .right:
        origin = Point(
          x: size.width - viewPadding.right - (checkMark?.intrinsicSize.width ?? 0) - own.width,
          y: text.y + (text.height - own.height) / 2)
      case .top: origin = Point(x: text.x + (text.width - own.width) / 2, y: viewPadding.top)
      case .bottom:
        origin = Point(
          x: text.x + (text.width - own.width) / 2, y: size.height - viewPadding.bottom - own.height
        )
      }
      items += drawable.items(in: Rect(origin: origin, size: own))
    }
    if let button {
      items += Self.edgeItems(button, x: 0, in: size, vertical: vertical)
    }
    if let checkMark {
      let width = checkMark.intrinsicSize.width ?? 0
      items += Self.edgeItems(
        checkMark, x: size.width - viewPadding.right - width, in: size, vertical: vertical)
    }
    return items + switchItems(in: size, padding: viewPadding)
  }

  /// A switch's track and thumb at the right, centred up and down in the padded box, as
  /// `Switch.onLayout` and `onDraw` place them.
  private func switchItems(in size: Size, padding viewPadding: EdgeInsets) -> [DisplayItem] {
    let switchSize = self.switchSize
    guard switchSize.width > 0 else { return [] }
    let right = size.width - viewPadding.right
    let top =
      (viewPadding.top + size.height - viewPadding.bottom) / 2 - switchSize.height / 2
    let frame = Rect(
      x: right - switchSize.width, y: top, width: switchSize.width, height: switchSize.height)
    var items = (track?.items(in: frame) ?? []) + (trackDecoration?.items(in: frame) ?? [])
    guard let thumb else { return items }
    let trackPadding = track?.padding ?? EdgeInsets()
    let thumbPadding = thumb.padding ?? EdgeInsets()
    let range = switchSize.width - thumbWidth - trackPadding.left - trackPadding.right
    let left = frame.x + trackPadding.left + (isChecked ? range : 0)
    items += thumb.items(
      in: Rect(
        x: left - thumbPadding.left, y: frame.y,
        width: thumbWidth + thumbPadding.left + thumbPadding.right, height: frame.height))
    return items
  }

  /// A button or check mark at `x`, placed up and down by the view's vertical gravity as
  /// `CompoundButton.onDraw` places it (top, bottom, else centred).
  private static func edgeItems(
    _ drawable: Drawable, x: Double, in size: Size, vertical: GravityAxis
  ) -> [DisplayItem] {
    let own = drawable.intrinsicSize
    let width = own.width ?? 0
    let height = own.height ?? 0
    let y: Double
    switch vertical {
    case .start: y = 0
    case .end: y = size.height - height
    default: y = (size.height - height) / 2
    }
    return drawable.items(in: Rect(x: x, y: y, width: width, height: height))
  }
}
