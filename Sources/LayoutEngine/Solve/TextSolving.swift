import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutViews

/// Labels' text, style and measured size during a solve.
extension SolverSession {
  func textStyle(_ node: Int) throws(DiagnosticError) -> TextStyle {
    if let cached = styleCache[node] { return cached }
    var style = try evaluateTextStyle(node)
    // Natural alignment is the start of the app's language, as UIKit reads it: the right in a
    // right-to-left render, whatever the text's own direction.
    if style.alignment == .natural, try isRightToLeft(node) { style.alignment = .right }
    styleCache[node] = style
    return style
  }

  private func evaluateTextStyle(_ node: Int) throws(DiagnosticError) -> TextStyle {
    let compiled = template.nodes[node]
    if let style = compiled.constantTextStyle { return style }
    let style = TextStyle(
      font: try value(node, "font"), alignment: try value(node, "textAlignment"),
      numberOfLines: try value(node, "numberOfLines"),
      lineBreakMode: try value(node, "lineBreakMode"))
    if case .bool(true) = try value(node, "adjustsFontSizeToFitWidth"), style.numberOfLines == 1,
      let width = compiled.layoutExpressions[LayoutProperty.width.slot], !width.usesAuto
    {
      return try shrunk(style, toFit: layout(node, .width), node: node)
    }
    return style
  }

  /// `adjustsFontSizeToFitWidth`: the largest font size, down to `minimumScaleFactor` of the
  /// font's, at which the single line fits the given width.
  private func shrunk(_ style: TextStyle, toFit width: Double, node: Int) throws(DiagnosticError)
    -> TextStyle
  {
    let text = try self.text(node)
    let natural = input.measurer.metrics(text, style: style, maxWidth: nil).size.width
    guard natural > width, width > 0 else { return style }
    let minimum = max(try number(node, "minimumScaleFactor"), 0.01)
    var fitted = style
    fitted.font.size = style.font.size * max(minimum, width / natural)
    // Sizes do not scale text width exactly: step down until it fits, or the minimum is hit.
    while fitted.font.size > style.font.size * minimum,
      input.measurer.metrics(text, style: fitted, maxWidth: nil).size.width > width
    {
      fitted.font.size = max(style.font.size * minimum, fitted.font.size - 0.5)
    }
    return fitted
  }

  /// A label's text: its attributed text when set, else its plain text; longer than
  /// `TextLimit.maximumBytes`, an error (before it is measured).
  func text(_ node: Int) throws(DiagnosticError) -> AttributedText {
    let compiled = template.nodes[node]
    var text = AttributedText(plain: "")
    if let number = compiled.properties.attributedTextNumber, compiled.valueSlot(of: number) != nil,
      case .attributed(let attributed) = try value(node, property: number)
    {
      text = attributed
    } else if let number = compiled.properties.textNumber,
      case .string(let plain) = try value(node, property: number)
    {
      text = AttributedText(plain: plain)
    }
    try TextLimit.checkDrawn(
      text.string, file: compiled.file ?? template.file, range: compiled.range,
      nodePath: compiled.path)
    return text
  }

  /// The node's text laid out at `maxWidth` (nil: unwrapped), measured once per width.
  func textMetrics(_ node: Int, maxWidth: Double?) throws(DiagnosticError) -> TextMetrics {
    let key = maxWidth ?? -1
    if let cached = textCache[node].first(where: { $0.width == key }) { return cached.metrics }
    try RenderBudget.check()
    let metrics = input.measurer.metrics(
      try text(node), style: try textStyle(node), maxWidth: maxWidth)
    textCache[node] += [(key, metrics)]
    return metrics
  }
}

extension CompiledNode {
  /// A text kind's style when nothing in it depends on the solve: every text property is the
  /// default or a constant, and the font does not shrink to fit.
  func makeConstantTextStyle() -> TextStyle? {
    guard case .text = intrinsicContent else { return nil }
    let numbers = properties.textStyleNumbers
    guard let font = constantValue(numbers.font),
      let alignment = constantValue(numbers.alignment),
      let lines = constantValue(numbers.lines), let lineBreak = constantValue(numbers.lineBreak),
      let shrinks = constantValue(numbers.shrinks), shrinks != .bool(true)
    else { return nil }
    return TextStyle(
      font: font, alignment: alignment, numberOfLines: lines, lineBreakMode: lineBreak)
  }

  /// A property's value when it is known before solving (its default, or a constant
  /// expression), `.null` when the kind has no such property, nil when it must be evaluated.
  func constantValue(_ name: String) -> Value? {
    constantValue(properties.index(of: name))
  }

  /// `constantValue(_:)` for the property with this number in the node's table, if it has it.
  func constantValue(_ number: Int?) -> Value? {
    guard let number else { return .null }
    guard let slot = valueSlot(of: number) else { return properties.defaults[number] }
    guard !slots[slot].hasMembers else { return nil }
    return slots[slot].expression?.constantValue
  }
}
