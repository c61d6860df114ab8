import LayoutCore
import LayoutDisplayList

/// A deterministic measurer that needs no fonts, for frame tests and for timing the solver
/// alone: every character (Unicode scalar) is half the font size wide, lines are 1.25 times
/// the font size tall (the baseline one font size below the line's top), and text wraps at
/// character boundaries.
package struct EstimatingTextMeasurer: TextMeasuring {
  package init() {}

  package func metrics(_ text: AttributedText, style: TextStyle, maxWidth: Double?)
    -> TextMetrics
  {
    let size = measureSize(text.string, style: style, maxWidth: maxWidth)
    let ascent = style.font.size
    return TextMetrics(
      size: size, firstBaseline: ascent,
      lastBaseline: max(ascent, size.height - style.font.size * 0.25))
  }

  private func measureSize(_ text: String, style: TextStyle, maxWidth: Double?) -> Size {
    let characterWidth = style.font.size / 2
    let lineHeight = style.font.size * 1.25
    let fullWidth = Double(text.unicodeScalars.count) * characterWidth
    guard let maxWidth, maxWidth > 0, fullWidth > maxWidth else {
      return Size(width: fullWidth, height: text.isEmpty ? 0 : lineHeight)
    }
    let perLine = max(1, Int(saturating: maxWidth / characterWidth))
    var lines = (text.unicodeScalars.count + perLine - 1) / perLine
    if style.numberOfLines > 0 { lines = min(lines, style.numberOfLines) }
    return Size(width: Double(perLine) * characterWidth, height: Double(lines) * lineHeight)
  }
}
