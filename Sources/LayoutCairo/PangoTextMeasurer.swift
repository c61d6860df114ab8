import CPangoCairo
import LayoutCore
import LayoutEngine

/// Measures text with Pango, with exactly the layout settings the painter draws with.
public struct PangoTextMeasurer: TextMeasuring {
  let fonts: FontLibrary

  public init(fonts: FontLibrary) {
    self.fonts = fonts
  }

  public func metrics(_ text: AttributedText, style: TextStyle, maxWidth: Double?)
    -> TextMetrics
  {
    fonts.layouts.metrics(text, style: style, width: maxWidth, context: fonts.context)
  }

  public func isFontFamily(_ name: String) -> Bool {
    fonts.isFamily(name)
  }
}
