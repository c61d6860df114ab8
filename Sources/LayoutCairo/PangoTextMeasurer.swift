import CPangoCairo
import LayoutCore
import LayoutEngine

/// Measures text with Pango, with exactly the layout settings the painter draws with.
public struct PangoTextMeasurer: TextMeasuring {
  let fonts: FontLibrary

  public init(fonts: FontLibrary) {
    self.fonts = fonts
  }

  public func measure(_ text: String, style: TextStyle, maxWidth: Double?) -> Size {
    let layout = PangoFont.layout(text, style: style, width: maxWidth, context: fonts.context)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    return PangoFont.size(of: layout)
  }
}
