import LayoutCore

/// What an HTML element does to the attributed text, by tag name.
///
/// Sizes, fonts and colours are not modelled: Layout replaces every font with the view's font
/// keeping only its traits, so headings are simply bold blocks. Tags it does not know are
/// inline elements without an effect: their text is kept.
enum HTMLElementKind: Equatable {
  /// Text-level elements such as `b`, `i`, `u`, `span` and unknown tags.
  case inline(TextTraits)
  /// Elements that start and end a line (paragraphs, headings, `center`, `div`…), with their
  /// own alignment if they have one.
  case block(TextTraits, TextAlignment?)
  case list(ordered: Bool)
  case listItem
  /// `br`.
  case lineBreak
  /// `hr`: a void element that ends the line.
  case rule
  /// Other void elements (`img`, `input`, `wbr`…), which add nothing.
  case empty
  /// Elements whose content is not shown (`head`, `title`, `script`, `style`).
  case hidden

  init(name: String) {
    if let traits = Self.inlineTraits[name] {
      self = .inline(traits)
    } else if let traits = Self.blockTraits[name] {
      self = .block(traits, name == "center" ? .center : nil)
    } else {
      self = Self.special[name] ?? .inline([])
    }
  }

  /// Void elements have no content and need no end tag (one is ignored).
  var isVoid: Bool {
    switch self {
    case .lineBreak, .rule, .empty: return true
    default: return false
    }
  }

  /// Whether the element starts on a new line and ends its line.
  var isBlock: Bool {
    switch self {
    case .block, .list, .listItem, .rule: return true
    default: return false
    }
  }

  var traits: TextTraits {
    switch self {
    case .inline(let traits), .block(let traits, _): return traits
    default: return []
    }
  }

  /// The alignment of a block's lines: its `align` attribute, else its own (`center`).
  func alignment(attributes: [String: String]) -> TextAlignment? {
    guard isBlock else { return nil }
    switch attributes["align"]?.lowercased() {
    case "left": return .left
    case "center", "middle": return .center
    case "right": return .right
    case "justify": return .justified
    default:
      if case .block(_, let alignment) = self { return alignment }
      return nil
    }
  }

  private static let inlineTraits: [String: TextTraits] = [
    "b": .bold, "strong": .bold, "i": .italic, "em": .italic, "cite": .italic, "dfn": .italic,
    "var": .italic, "u": .underline, "ins": .underline, "a": .underline,
    "strike": .strikethrough, "s": .strikethrough, "del": .strikethrough,
    "sup": .superscript, "sub": .subscript, "code": .monospace, "tt": .monospace,
    "kbd": .monospace, "samp": .monospace, "th": .bold,
  ]

  private static let blockTraits: [String: TextTraits] = [
    "p": [], "div": [], "center": [], "blockquote": [], "pre": .monospace, "address": .italic,
    "h1": .bold, "h2": .bold, "h3": .bold, "h4": .bold, "h5": .bold, "h6": .bold,
    "article": [], "aside": [], "footer": [], "header": [], "main": [], "nav": [],
    "section": [], "figure": [], "figcaption": [], "dl": [], "dt": [], "dd": [], "table": [],
    "caption": [], "tr": [], "form": [], "fieldset": [], "details": [], "summary": [],
  ]

  private static let special: [String: HTMLElementKind] = [
    "ul": .list(ordered: false), "ol": .list(ordered: true), "li": .listItem,
    "br": .lineBreak, "hr": .rule, "img": .empty, "input": .empty, "wbr": .empty,
    "area": .empty, "base": .empty, "col": .empty, "embed": .empty, "link": .empty,
    "meta": .empty, "param": .empty, "source": .empty, "track": .empty,
    "head": .hidden, "title": .hidden, "script": .hidden, "style": .hidden,
  ]
}
