import LayoutSyntax

/// Lays out a run of body text and inline HTML: every run of whitespace becomes one space, or
/// a line break when it had one, and the lines are indented as a block. Layout collapses
/// whitespace in bodies the same way, so this never changes what is shown. CDATA sections and
/// comments inside the run are copied as written.
///
/// As LayoutTool does, a line inside an HTML element that holds more than one text (a list of
/// items) is indented one level deeper than the element; the lines of an element holding one
/// text stay at the element's level.
struct BodyFlow {
  private(set) var lines: [(text: String, indented: Bool, depth: Int)] = [("", true, 0)]
  private var pendingSpace = false
  /// How many enclosing elements indent their content.
  private var depth = 0

  /// Lays out `nodes`; `writeText` gives the raw XML of each text node.
  init(_ nodes: [XmlNode], writeText: (XmlText) -> String) {
    for node in nodes { add(node, writeText) }
    while lines.count > 1, lines[lines.count - 1].text.isEmpty { lines.removeLast() }
  }

  /// Whether the run fits on one line.
  var isSingleLine: Bool { lines.count == 1 }

  /// The lines, each indented lines starting with `indent`.
  func rendered(indent: String) -> [String] {
    lines.map {
      $0.indented ? indent + String(repeating: "    ", count: $0.depth) + $0.text : $0.text
    }
  }

  private static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
    "source", "track", "wbr",
  ]

  private mutating func add(_ node: XmlNode, _ writeText: (XmlText) -> String) {
    switch node {
    case .text(let text): addNormalized(writeText(text))
    case .cdata(let body, _): addVerbatim("<![CDATA[" + body + "]]>")
    case .comment(let body, _): addVerbatim("<!--" + body + "-->")
    case .processingInstruction(let body, _): addVerbatim("<?" + body + "?>")
    case .element(let element): addElement(element, writeText)
    }
  }

  private mutating func addElement(_ element: XmlElement, _ writeText: (XmlText) -> String) {
    let attributes = element.attributes.sorted { $0.name < $1.name }.map { attribute in
      " \(attribute.name)=\"\(AttributeText.raw(attribute))\""
    }
    let openTag = "<" + element.name + attributes.joined()
    guard !element.children.isEmpty else {
      let isVoid = Self.voidElements.contains(element.name.lowercased())
      addContent(isVoid ? openTag + "/>" : openTag + "></" + element.name + ">")
      return
    }
    addContent(openTag + ">")
    let indentsContent: Bool
    if element.children.count == 1, case .text = element.children[0] {
      indentsContent = false
    } else {
      indentsContent = true
    }
    if indentsContent { depth += 1 }
    for child in element.children { add(child, writeText) }
    if indentsContent { depth -= 1 }
    addContent("</" + element.name + ">")
  }

  /// Raw XML text, its whitespace normalised.
  private mutating func addNormalized(_ raw: String) {
    var word = ""
    var whitespace = ""
    for character in raw {
      if character == " " || character == "\t" || character == "\n" || character == "\r" {
        if !word.isEmpty { addContent(word) }
        word = ""
        whitespace.append(character)
      } else {
        if !whitespace.isEmpty { addWhitespace(breaksLine: whitespace.contains("\n")) }
        whitespace = ""
        word.append(character)
      }
    }
    if !word.isEmpty { addContent(word) }
    if !whitespace.isEmpty { addWhitespace(breaksLine: whitespace.contains("\n")) }
  }

  private mutating func addWhitespace(breaksLine: Bool) {
    let lineIsEmpty = lines[lines.count - 1].text.isEmpty
    if breaksLine {
      if !lineIsEmpty { lines.append(("", true, depth)) }
      pendingSpace = false
    } else if !lineIsEmpty {
      pendingSpace = true
    }
  }

  private mutating func addContent(_ text: String) {
    // A line's level is the one in force where its first content is written.
    if lines[lines.count - 1].text.isEmpty { lines[lines.count - 1].depth = depth }
    if pendingSpace { lines[lines.count - 1].text += " " }
    pendingSpace = false
    lines[lines.count - 1].text += text
  }

  /// Text whose own line breaks are kept, continuation lines unindented.
  private mutating func addVerbatim(_ text: String) {
    let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
    addContent(String(parts[0]))
    for part in parts.dropFirst() { lines.append((String(part), false, depth)) }
  }
}

/// Attribute values as written in the source.
enum AttributeText {
  /// The raw value for double quotes: a single-quoted value's `"` becomes `&quot;`.
  static func raw(_ attribute: XmlAttribute) -> String {
    guard attribute.quote != "\"" else { return attribute.rawValue }
    var output = ""
    for character in attribute.rawValue {
      if character == "\"" { output += "&quot;" } else { output.append(character) }
    }
    return output
  }
}
