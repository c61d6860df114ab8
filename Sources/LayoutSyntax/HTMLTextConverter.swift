import LayoutCore

/// Walks the tokens of HTML source with a stack of open elements, giving text the style of its
/// elements and feeding it to an `AttributedTextBuilder`.
///
/// The markup must be well formed, as in XHTML: every element other than a void one is closed
/// by a matching end tag, and there are no stray end tags.
struct HTMLTextConverter {
  private struct OpenElement {
    var tag: HTMLTag
    var kind: HTMLElementKind
    var style: HTMLTextStyle
    var isHidden: Bool
    /// For ordered lists, the number of the next item.
    var nextNumber = 1

    var isList: Bool {
      if case .list = kind { return true }
      return false
    }
  }

  private var tokenizer: HTMLTokenizer
  private var builder = AttributedTextBuilder()
  private var stack: [OpenElement] = []
  /// The largest number an ordered list counts to (`<ol start>` is clamped to it).
  private static let largestListNumber = 999_999_999

  init(_ html: String) {
    tokenizer = HTMLTokenizer(html)
  }

  mutating func convert() throws(DiagnosticError) -> AttributedText {
    while let token = try tokenizer.next() {
      switch token {
      case .text(let text):
        if !isHidden { builder.appendText(text, style: style) }
      case .startTag(let tag):
        guard stack.count < XmlParser.maximumDepth else {
          throw tokenizer.diagnostic(
            "HTML elements are nested more than \(XmlParser.maximumDepth) levels deep",
            at: tag.start)
        }
        start(tag)
      case .endTag(let name, let start):
        try end(name, at: start)
      }
    }
    if let open = stack.last {
      throw tokenizer.diagnostic("Element <\(open.tag.name)> is not closed", at: open.tag.start)
    }
    return builder.build()
  }

  private var style: HTMLTextStyle { stack.last?.style ?? HTMLTextStyle() }
  private var isHidden: Bool { stack.last?.isHidden ?? false }

  private mutating func start(_ tag: HTMLTag) {
    let kind = HTMLElementKind(name: tag.name)
    if kind.isVoid {
      if !isHidden { addVoid(kind) }
      return
    }
    open(tag, kind: kind)
    if tag.isSelfClosing { close() }
  }

  private mutating func addVoid(_ kind: HTMLElementKind) {
    switch kind {
    case .lineBreak: builder.appendLineBreak(style: style)
    case .rule: builder.endLine(traits: style.traits)
    default: break
    }
  }

  private mutating func open(_ tag: HTMLTag, kind: HTMLElementKind) {
    let outer = style
    var inner = outer
    inner.traits.formUnion(kind.traits)
    inner.alignment = kind.alignment(attributes: tag.attributes) ?? outer.alignment
    let hidden = isHidden || kind == .hidden
    if kind.isBlock && !hidden { builder.endLine(traits: outer.traits) }
    var element = OpenElement(tag: tag, kind: kind, style: inner, isHidden: hidden)
    if case .list(ordered: true) = kind {
      // Numbers are shown, not computed with: keep them well inside Int's range.
      let start = tag.attributes["start"].flatMap { Int($0) } ?? 1
      element.nextNumber = min(max(start, -Self.largestListNumber), Self.largestListNumber)
    }
    let marker = kind == .listItem && !hidden ? listMarker() : nil
    stack.append(element)
    if let marker { builder.appendMarker(marker, style: inner) }
  }

  private mutating func close() {
    let element = stack.removeLast()
    if element.kind.isBlock && !element.isHidden { builder.endLine(traits: style.traits) }
  }

  private mutating func end(_ name: String, at start: Int) throws(DiagnosticError) {
    if HTMLElementKind(name: name).isVoid { return }
    guard stack.last?.tag.name == name else { throw endTagError(name, at: start) }
    close()
  }

  private func endTagError(_ name: String, at start: Int) -> DiagnosticError {
    let end = start + name.unicodeScalars.count + 3
    guard let open = stack.last, stack.contains(where: { $0.tag.name == name }) else {
      return tokenizer.diagnostic(
        "Unexpected </\(name)>: no <\(name)> is open", at: start, end: end)
    }
    return tokenizer.diagnostic(
      "Expected </\(open.tag.name)> before </\(name)>", at: start, end: end)
  }

  /// The marker of a list item about to open: `•` (`◦`, `▪` when nested) in unordered lists
  /// and outside lists, `1.`, `2.`… in ordered ones, indented by four no-break spaces for each
  /// enclosing list after the first.
  private mutating func listMarker() -> String {
    let depth = stack.filter(\.isList).count
    let indent = String(repeating: "\u{A0}", count: 4 * max(depth - 1, 0))
    guard let listIndex = stack.lastIndex(where: \.isList),
      stack[listIndex].kind == .list(ordered: true)
    else {
      return indent + (depth <= 1 ? "•" : depth == 2 ? "◦" : "▪")
    }
    let number = stack[listIndex].nextNumber
    stack[listIndex].nextNumber = min(number + 1, Self.largestListNumber)
    return indent + "\(number)."
  }
}
