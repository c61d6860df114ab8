import CPangoCairo
import LayoutCore
import LayoutEngine

/// Measures text with Pango, with exactly the layout settings the painter draws with.
public struct PangoTextMeasurer: TextMeasuring {
  let fonts: FontLibrary

  public init(fonts: FontLibrary) {
    self.fonts = fonts
  }

  public func metrics(_ text: String, style: TextStyle, maxWidth: Double?) -> TextMetrics {
    let layout = PangoFont.layout(text, style: style, width: maxWidth, context: fonts.context)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let (first, last) = Self.baselines(of: layout)
    return TextMetrics(size: PangoFont.size(of: layout), firstBaseline: first, lastBaseline: last)
  }

  /// The first and last lines' baselines, in points from the top of the layout.
  static func baselines(of layout: OpaquePointer) -> (Double, Double) {
    let scale = Double(PANGO_SCALE)
    let first = Double(pango_layout_get_baseline(layout)) / scale
    guard let iterator = pango_layout_get_iter(layout) else { return (first, first) }
    defer { pango_layout_iter_free(iterator) }
    while pango_layout_iter_next_line(iterator) != 0 {}
    return (first, Double(pango_layout_iter_get_baseline(iterator)) / scale)
  }
}
