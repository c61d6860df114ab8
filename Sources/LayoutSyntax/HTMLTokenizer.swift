import LayoutCore

/// One piece of HTML source.
enum HTMLToken: Equatable {
  /// Text with its character references decoded; whitespace is still as written.
  case text(String)
  case startTag(HTMLTag)
  /// An end tag's lower-cased name and the scalar offset of its `<`.
  case endTag(name: String, start: Int)
}

/// A start tag: its lower-cased name, attributes (lower-cased names, decoded values), whether
/// it was written `<tag/>`, and the scalar offset of its `<`.
struct HTMLTag: Equatable {
  var name: String
  var attributes: [String: String]
  var isSelfClosing: Bool
  var start: Int
}

/// Splits HTML source into text and tags, like a browser's tokenizer but stricter.
///
/// A `<` that does not start a tag (`a < b`) and an `&` that does not start a reference
/// (`AT&T`) are text. Comments, doctypes and processing instructions are skipped, CDATA
/// sections are text, and the contents of `<script>` and `<style>` are dropped. An unknown
/// named entity, an invalid numeric reference or an unterminated tag is an `html-syntax` error.
struct HTMLTokenizer {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  /// The raw-text element (script, style) whose contents come next.
  private var rawText: HTMLTag?

  init(_ html: String) {
    scalars = Array(html.unicodeScalars)
  }

  /// The next token, or nil at the end of the source.
  mutating func next() throws(DiagnosticError) -> HTMLToken? {
    if let element = rawText { try skipRawText(of: element) }
    while index < scalars.count {
      guard startsMarkup else { return .text(try readText()) }
      if let token = try readMarkup() { return token }
    }
    return nil
  }

  /// An `html-syntax` error at a scalar offset of the source.
  func diagnostic(_ message: String, at offset: Int, end: Int? = nil) -> DiagnosticError {
    let start = location(at: offset)
    let range = SourceRange(start: start, end: end.map(location(at:)) ?? start)
    return DiagnosticError(.error, code: .htmlSyntax, message: message, range: range)
  }

  private func location(at offset: Int) -> SourceLocation {
    var line = 1
    var column = 1
    var bytes = 0
    for scalar in scalars[..<min(offset, scalars.count)] {
      bytes += scalar.utf8.count
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return SourceLocation(line: line, column: column, offset: bytes)
  }

  // MARK: - Scanning helpers

  private var current: Unicode.Scalar? { scalar(at: index) }

  private func scalar(at offset: Int) -> Unicode.Scalar? {
    offset < scalars.count ? scalars[offset] : nil
  }

  private func starts(with prefix: String, at offset: Int? = nil) -> Bool {
    var position = offset ?? index
    for expected in prefix.unicodeScalars {
      guard let scalar = scalar(at: position), Self.lowercased(scalar) == expected else {
        return false
      }
      position += 1
    }
    return true
  }

  private var startsMarkup: Bool {
    guard current == "<", let next = scalar(at: index + 1) else { return false }
    return Self.isLetter(next) || next == "/" || next == "!" || next == "?"
  }

  private mutating func skipWhitespace() {
    while let scalar = current, HTMLWhitespace.contains(scalar) { index += 1 }
  }

  private mutating func readName() -> String {
    var name = ""
    while let scalar = current, Self.isNameScalar(scalar) {
      name.unicodeScalars.append(Self.lowercased(scalar))
      index += 1
    }
    return name
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    isLetter(scalar) || ("0"..."9").contains(scalar) || "-_:.".unicodeScalars.contains(scalar)
  }

  private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
  }

  // MARK: - Text and references

  private mutating func readText() throws(DiagnosticError) -> String {
    var text = ""
    repeat {
      if current == "&" {
        text += try readReference()
      } else {
        text.unicodeScalars.append(scalars[index])
        index += 1
      }
    } while index < scalars.count && !startsMarkup
    return text
  }

  /// Reads `&name;` or `&#number;` at the current `&`; an `&` not followed by a reference
  /// body and a `;` is kept as text.
  private mutating func readReference() throws(DiagnosticError) -> String {
    let start = index
    var end = index + 1
    while end - start <= 32, let scalar = scalar(at: end), Self.isReferenceScalar(scalar) {
      end += 1
    }
    guard end > start + 1, scalar(at: end) == ";" else {
      index += 1
      return "&"
    }
    let body = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
    guard let decoded = HTMLEntities.scalar(for: body[...]) else {
      let what = body.hasPrefix("#") ? "Invalid character reference" : "Unknown entity"
      throw diagnostic("\(what) '&\(body);'", at: start, end: end + 1)
    }
    index = end + 1
    return String(decoded)
  }

  private static func isAttributeNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    !HTMLWhitespace.contains(scalar) && !"/>=\"'".unicodeScalars.contains(scalar)
  }

  private static func isReferenceScalar(_ scalar: Unicode.Scalar) -> Bool {
    isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "#"
  }

  // MARK: - Markup

  /// Reads the markup at a `<` that starts it; nil when it is skipped (comments and the like).
  private mutating func readMarkup() throws(DiagnosticError) -> HTMLToken? {
    let start = index
    if scalar(at: index + 1) == "/" { return try readEndTag() }
    if starts(with: "<!--") {
      try skip(past: "-->", from: start + 4, what: "comment")
    } else if starts(with: "<![cdata[") {
      let contentStart = start + 9
      try skip(past: "]]>", from: contentStart, what: "CDATA section")
      return .text(String(String.UnicodeScalarView(scalars[contentStart..<(index - 3)])))
    } else if scalar(at: index + 1) == "!" || scalar(at: index + 1) == "?" {
      try skip(past: ">", from: start + 2, what: "declaration")
    } else {
      return .startTag(try readStartTag())
    }
    return nil
  }

  private mutating func skip(
    past terminator: String, from offset: Int, what: String
  ) throws(DiagnosticError) {
    var position = offset
    while position < scalars.count {
      if starts(with: terminator, at: position) {
        index = position + terminator.unicodeScalars.count
        return
      }
      position += 1
    }
    throw diagnostic("Unterminated \(what)", at: index)
  }

  private mutating func readStartTag() throws(DiagnosticError) -> HTMLTag {
    let start = index
    index += 1
    var tag = HTMLTag(name: readName(), attributes: [:], isSelfClosing: false, start: start)
    while true {
      skipWhitespace()
      switch current {
      case nil:
        throw diagnostic("Unterminated tag <\(tag.name)>", at: start)
      case ">":
        index += 1
        if tag.name == "script" || tag.name == "style" { rawText = tag }
        return tag
      case "/" where scalar(at: index + 1) == ">":
        index += 2
        tag.isSelfClosing = true
        return tag
      default:
        let (name, value) = try readAttribute(of: tag)
        if tag.attributes[name] == nil { tag.attributes[name] = value }
      }
    }
  }

  private mutating func readAttribute(of tag: HTMLTag) throws(DiagnosticError) -> (String, String) {
    let nameStart = index
    var name = ""
    while let scalar = current, Self.isAttributeNameScalar(scalar) {
      name.unicodeScalars.append(Self.lowercased(scalar))
      index += 1
    }
    guard !name.isEmpty else {
      throw diagnostic("Expected an attribute name in <\(tag.name)>", at: nameStart)
    }
    skipWhitespace()
    guard current == "=" else { return (name, "") }
    index += 1
    skipWhitespace()
    return (name, try readAttributeValue(of: tag))
  }

  private mutating func readAttributeValue(of tag: HTMLTag) throws(DiagnosticError) -> String {
    var value = ""
    let quote = current == "\"" || current == "'" ? current : nil
    if quote != nil { index += 1 }
    while let scalar = current {
      if let quote, scalar == quote {
        index += 1
        return value
      }
      if quote == nil && (HTMLWhitespace.contains(scalar) || scalar == ">") { return value }
      if scalar == "&" {
        value += try readReference()
      } else {
        value.unicodeScalars.append(scalar)
        index += 1
      }
    }
    throw diagnostic("Unterminated tag <\(tag.name)>", at: tag.start)
  }

  private mutating func readEndTag() throws(DiagnosticError) -> HTMLToken {
    let start = index
    index += 2
    let name = readName()
    guard !name.isEmpty else { throw diagnostic("Expected a tag name after '</'", at: start) }
    skipWhitespace()
    guard current == ">" else {
      throw diagnostic("Expected '>' to end the tag </\(name)>", at: index)
    }
    index += 1
    return .endTag(name: name, start: start)
  }

  /// Moves past the contents of a script or style element, up to its end tag.
  private mutating func skipRawText(of element: HTMLTag) throws(DiagnosticError) {
    rawText = nil
    var position = index
    while position < scalars.count {
      if starts(with: "</\(element.name)", at: position) {
        index = position
        return
      }
      position += 1
    }
    throw diagnostic("Element <\(element.name)> is not closed", at: element.start)
  }
}

/// The whitespace HTML collapses: space, tab, line feed, form feed and carriage return (not
/// the no-break space).
enum HTMLWhitespace {
  static func contains(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\u{0C}" || scalar == "\r"
  }
}
