import LayoutDisplayList

/// The room `includeFontPadding` adds above a text's first line and below its last, as
/// Android's `StaticLayout` finds it: the face's top and bottom in whole device pixels
/// (Android's integer font metrics round the top and the bottom outwards) less the ascent and
/// descent the lines are laid out with.
struct FontPadding: Hashable {
  var top: Double
  var bottom: Double

  static let zero = FontPadding(top: 0, bottom: 0)

  /// The padding of a face with `bounds` drawn at `pixelsPerPoint` device pixels a point.
  init(_ bounds: FontBounds, pixelsPerPoint: Double) {
    let scale = max(pixelsPerPoint, 1e-6)
    top = max(0, (bounds.top * scale).rounded(.up) / scale - bounds.ascent)
    bottom = max(0, (bounds.bottom * scale).rounded(.up) / scale - bounds.descent)
  }

  init(top: Double, bottom: Double) {
    self.top = top
    self.bottom = bottom
  }
}
