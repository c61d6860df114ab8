import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// Reads one property of a view: its expression's value, else the kind's default, else `.null`.
public typealias PropertyLookup = (String) throws(DiagnosticError) -> Value

/// Which properties hold a view's text and how it is laid out. Button titles, text fields and
/// text views read their text through these names, and their style as labels read theirs, so
/// the text `auto` measures is laid out exactly as the display list draws it.
public struct TextProperties: Sendable {
  /// The plain text property, such as `title`.
  public var text: String
  /// The attributed text property, which wins over `text` when it has a value.
  public var attributedText: String?
  /// The font property, such as `titleLabel.font`.
  public var font: String
  /// The `NSTextAlignment` property, if the kind has one.
  public var alignment: String?
  /// The line count property (0 for unlimited), if the kind has one.
  public var numberOfLines: String?
  /// The `NSLineBreakMode` property, if the kind has one.
  public var lineBreakMode: String?
  /// The style used where the kind has no property (or the property has no value).
  public var base: TextStyle

  /// Names the properties; those left nil take `base`'s values.
  public init(
    text: String, attributedText: String? = nil, font: String, alignment: String? = nil,
    numberOfLines: String? = nil, lineBreakMode: String? = nil, base: TextStyle = TextStyle()
  ) {
    self.text = text
    self.attributedText = attributedText
    self.font = font
    self.alignment = alignment
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.base = base
  }

  /// The style the properties give, starting from `base` (read as a label's style is).
  public func style(_ read: PropertyLookup) throws(DiagnosticError) -> TextStyle {
    func value(_ name: String?) throws(DiagnosticError) -> Value {
      guard let name else { return .null }
      return try read(name)
    }
    return TextStyle(
      base: base, font: try read(font), alignment: try value(alignment),
      numberOfLines: try value(numberOfLines), lineBreakMode: try value(lineBreakMode))
  }

  /// The text: the attributed property when it has a value, else the plain one.
  public func text(_ read: PropertyLookup) throws(DiagnosticError) -> AttributedText {
    if let attributedText, case .attributed(let value) = try read(attributedText) { return value }
    if case .string(let value) = try read(text) { return AttributedText(plain: value) }
    return AttributedText(plain: "")
  }
}

extension SolvedNode {
  /// Reads a solved property, `.null` when the node has none.
  public var lookup: PropertyLookup {
    { (name) throws(DiagnosticError) in properties[name] ?? .null }
  }

  /// The node's text and its style, read through `names` (nil when the text is empty).
  /// `lookup` reads solved values and never throws: nothing is dropped by `try?` here.
  public func text(_ names: TextProperties) -> (text: AttributedText, style: TextStyle)? {
    guard let text = try? names.text(lookup), !text.string.isEmpty,
      let style = try? names.style(lookup)
    else { return nil }
    return (text, style)
  }
}

extension PropertyReader {
  /// The reader as a lookup function.
  public var lookup: PropertyLookup {
    { (name) throws(DiagnosticError) in try self(name) }
  }
}

extension TextProperties {
  /// The size of the text as the display list lays it out plus `insets` around it, wrapping
  /// at `maxWidth` less the insets when given (what a kind's `auto` size is made of).
  public func measure(
    _ read: PropertyLookup, with measurer: any TextMeasuring, maxWidth: Double?,
    insets: EdgeInsets = .zero
  ) throws(DiagnosticError) -> Size {
    let available = maxWidth.map { max(0, $0 - insets.left - insets.right) }
    let size = measurer.metrics(try text(read), style: try style(read), maxWidth: available).size
    return Size(
      width: size.width + insets.left + insets.right,
      height: size.height + insets.top + insets.bottom)
  }

  /// An intrinsic size that is the text's plus the insets read from the view's properties.
  public func intrinsicContent(
    insets: @escaping @Sendable (PropertyLookup) throws(DiagnosticError) -> EdgeInsets
  ) -> IntrinsicContent {
    .custom { properties, measurer, maxWidth in
      try measure(
        properties.lookup, with: measurer, maxWidth: maxWidth, insets: insets(properties.lookup))
    }
  }

  /// The node's text laid out in `frame` (nothing when it is empty).
  public func items(
    of node: SolvedNode, color: Color, frame: Rect, placement: TextVerticalPlacement = .center
  ) -> [DisplayItem] {
    guard let (text, style) = node.text(self) else { return [] }
    return [
      .text(
        TextItem(
          text: text.string, runs: text.runs, style: style, color: color, frame: frame,
          placement: placement))
    ]
  }
}

extension TextStyle {
  /// A style from the values of text properties (a label's `font`, `textAlignment`,
  /// `numberOfLines` and `lineBreakMode`); a value of another kind (or none) leaves `base`'s,
  /// UILabel's default unless given.
  package init(
    base: TextStyle = TextStyle(), font: Value, alignment: Value, numberOfLines: Value,
    lineBreakMode: Value
  ) {
    self = base
    if case .font(let value) = font { self.font = value }
    if case .string(let name) = alignment {
      self.alignment = TextAlignment(rawValue: name) ?? base.alignment
    }
    if case .number(let count) = numberOfLines {
      self.numberOfLines = max(0, Int(saturating: count))
    }
    if case .string(let name) = lineBreakMode {
      self.lineBreakMode = LineBreakMode(rawValue: name) ?? base.lineBreakMode
    }
  }
}
