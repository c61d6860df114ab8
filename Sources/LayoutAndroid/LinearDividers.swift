import LayoutCore
import LayoutDisplayList

/// A LinearLayout's dividers (`android:divider`, `showDividers`, `dividerPadding`), as
/// `LinearLayout` measures and draws them: a divider as long as its drawable's intrinsic
/// size along the layout's axis goes before each shown child after the first (`middle`),
/// before the first (`beginning`) and after the last (`end`), taking that room in the
/// layout; it spans the layout across inside its padding, less `dividerPadding` at each end.
/// A drawable without an intrinsic size (a colour) draws nothing, as on Android.
///
/// A ListView's dividers (`divider`, `dividerHeight`) are the same between its rows: a
/// divider between each two, as thick as `dividerHeight` when given (a colour then draws),
/// else as its drawable.
struct LinearDividers: Sendable {
  /// Where dividers go.
  struct Places: OptionSet, Sendable {
    let rawValue: Int
    static let beginning = Places(rawValue: 1)
    static let middle = Places(rawValue: 2)
    static let end = Places(rawValue: 4)

    /// `showDividers`: `none`, or `beginning`, `middle` and `end` joined by `|`; nil for a
    /// value that is none of these.
    init?(_ text: String) {
      var places: Places = []
      for part in text.split(separator: "|") {
        switch part.trimmingCharacters(in: " ") {
        case "beginning": places.insert(.beginning)
        case "middle": places.insert(.middle)
        case "end": places.insert(.end)
        case "none": break
        default: return nil
        }
      }
      self = places
    }

    init(rawValue: Int) { self.rawValue = rawValue }
  }

  var places: Places = []
  var padding = 0.0
  /// A ListView's `dividerHeight`, which wins over the drawable's own size.
  var thickness: Double?
  /// The `divider` attribute, read into `drawable` with the view's other drawables.
  var attribute: AndroidDocument.Attribute?
  var drawable: Drawable?

  /// How long a divider is along the layout's axis (0 when none is shown).
  func length(vertical: Bool) -> Double {
    guard !places.isEmpty, let drawable else { return 0 }
    if let thickness { return max(thickness, 0) }
    let size = drawable.intrinsicSize
    return max((vertical ? size.height : size.width) ?? 0, 0)
  }

  /// Whether a divider goes before the shown child at `index` of `count` (`count`: after the
  /// last).
  func isBefore(_ index: Int, of count: Int) -> Bool {
    guard count > 0 else { return false }
    if index == count { return places.contains(.end) }
    return index == 0 ? places.contains(.beginning) : places.contains(.middle)
  }

  /// The room the dividers of `count` shown children take along the axis.
  func total(of count: Int, vertical: Bool) -> Double {
    let length = length(vertical: vertical)
    guard length > 0 else { return 0 }
    return Double((0...count).filter { isBefore($0, of: count) }.count) * length
  }

  /// The dividers' drawn items in a laid-out layout of `size` and `padding`, before its
  /// shown children (in its coordinates).
  func items(
    around children: [AndroidView], in size: Size, padding insets: EdgeInsets, vertical: Bool
  ) -> [DisplayItem] {
    let length = length(vertical: vertical)
    guard length > 0, let drawable else { return [] }
    var rects: [Rect] = []
    for (index, child) in children.enumerated() where isBefore(index, of: children.count) {
      let margins = child.params.margins
      let start =
        vertical ? child.frame.y - margins.top - length : child.frame.x - margins.left - length
      rects.append(rect(at: start, length, size, insets, vertical))
    }
    if let last = children.last, isBefore(children.count, of: children.count) {
      let margins = last.params.margins
      let start =
        vertical ? last.frame.maxY + margins.bottom : last.frame.maxX + margins.right
      rects.append(rect(at: start, length, size, insets, vertical))
    }
    return rects.flatMap { drawable.items(in: $0) }
  }

  private func rect(
    at start: Double, _ length: Double, _ size: Size, _ insets: EdgeInsets, _ vertical: Bool
  ) -> Rect {
    vertical
      ? Rect(
        x: insets.left + padding, y: start,
        width: max(0, size.width - insets.left - insets.right - 2 * padding), height: length)
      : Rect(
        x: start, y: insets.top + padding, width: length,
        height: max(0, size.height - insets.top - insets.bottom - 2 * padding))
  }
}
