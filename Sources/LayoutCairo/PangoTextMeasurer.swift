import CPangoCairo
import LayoutCore
import LayoutDisplayList

/// Measures text with Pango, with exactly the layout settings the painter draws with.
package struct PangoTextMeasurer: TextMeasuring {
  let fonts: FontLibrary

  package init(fonts: FontLibrary) {
    self.fonts = fonts
  }

  package func metrics(_ text: AttributedText, style: TextStyle, maxWidth: Double?)
    -> TextMetrics
  {
    FontEngineLock.withLock {
      fonts.layouts.metrics(
        text, style: style, width: maxWidth, context: fonts.context(for: style))
    }
  }

  /// The vertical metrics of the face `font` resolves to.
  package func fontBounds(of font: FontDescriptor) -> FontBounds? {
    FontEngineLock.withLock { fonts.fontBounds(of: font) }
  }

  /// Loads a font file into the library (once) and answers its family.
  package func family(ofFontFile path: String) -> String? {
    FontEngineLock.withLock { fonts.family(ofFontFile: path) }
  }

  /// Whether the font library has the family, or an alias of it.
  package func isFontFamily(_ name: String) -> Bool {
    fonts.isFamily(name)
  }
}
