import LayoutCore
import LayoutExpressions
import LayoutSyntax

/// Formats Layout templates the way LayoutTool does (Behaviour.md §f): attributes sorted by name,
/// two or more of them one a line, four-space indentation, expressions spelled canonically,
/// `<param>` and `<macro>` declarations first, comments, entities and CDATA kept.
///
/// Formatting is idempotent: formatting the output again gives the same text.
package struct TemplateFormatter: Sendable {
  /// The types attribute values are parsed as.
  package var attributeTypes: AttributeTypes
  /// A class or symbol to rename on the way (`layout rename`).
  package var renaming: SymbolRename?

  /// One level of indentation.
  package static let indentation = "    "

  /// A formatter reading attribute types from `attributeTypes`, renaming on the way if asked.
  package init(attributeTypes: AttributeTypes = .guessing, renaming: SymbolRename? = nil) {
    self.attributeTypes = attributeTypes
    self.renaming = renaming
  }

  /// The formatted text of a parsed document; throws every problem found (expressions that do
  /// not parse), located in `file`.
  package func format(_ document: XmlDocument, file: String? = nil) throws(DiagnosticError)
    -> String
  {
    var writer = FormatWriter(formatter: self, file: file)
    let nodes = document.prolog + [XmlNode.element(document.root)] + document.epilog
    writer.write(ContentGrouping.entries(of: nodes), indent: "", path: NodePath())
    guard writer.diagnostics.isEmpty else { throw DiagnosticError(writer.diagnostics) }
    return writer.lines.joined(separator: "\n") + "\n"
  }

  /// Parses and formats a file's UTF-8 bytes; nil when they are not a Layout template.
  package func formatTemplate(_ bytes: [UInt8], file: String? = nil) throws(DiagnosticError)
    -> String?
  {
    let document: XmlDocument
    do {
      document = try XmlParser.parse(bytes, file: file)
    } catch {
      throw error
    }
    guard LayoutDetection.isLayout(document) else { return nil }
    let output = try format(document, file: file)
    try Self.checkWellFormed(output, file: file)
    return output
  }

  /// Refuses output that would not parse again (a class renamed to something that is not an
  /// XML name), so that the file is left as it was.
  private static func checkWellFormed(_ output: String, file: String?) throws(DiagnosticError) {
    do {
      _ = try XmlParser.parse(output)
    } catch {
      let line = error.primary.range.map { " at line \($0.start.line)" } ?? ""
      throw DiagnosticError(
        .error, code: .xmlSyntax,
        message: "The rewritten file would not be well-formed XML\(line): "
          + "\(error.primary.message); it is left as it was",
        file: file,
        hints: [
          "a class name must be an XML name: a letter or '_' first, then letters, digits, "
            + "'-', '_' or '.'"
        ])
    }
  }
}

/// Writes formatted lines, collecting the problems of every attribute.
private struct FormatWriter {
  let formatter: TemplateFormatter
  let file: String?
  var lines: [String] = []
  var diagnostics: [Diagnostic] = []

  private var expressions: ExpressionFormatter {
    ExpressionFormatter(renaming: formatter.renaming)
  }

  mutating func write(_ entries: [ContentEntry], indent: String, path: NodePath) {
    var previous: ContentItem?
    var seen: [String: Int] = [:]
    for entry in entries {
      if let previous, Self.needsBlankLine(before: entry, after: previous) { lines.append("") }
      switch entry.item {
      case .element(let element):
        var elementPath = path
        if LayoutDetection.isViewElement(element.name) {
          seen[element.name, default: 0] += 1
          elementPath = path.appending(
            NodePath.Component(
              className: element.name, id: element.attribute("id")?.value,
              ordinal: seen[element.name]!))
        }
        write(element, indent: indent, path: elementPath)
      case .comment(let body): lines += Self.commentLines(body, indent: indent)
      case .instruction(let body): lines.append(indent + "<?" + body + "?>")
      case .flow(let nodes): lines += flow(nodes, path: path).rendered(indent: indent)
      }
      previous = entry.item
    }
  }

  /// A blank line where the source had one, before a comment that does not follow another,
  /// and after the declarations.
  private static func needsBlankLine(before entry: ContentEntry, after previous: ContentItem)
    -> Bool
  {
    if entry.blankBefore { return true }
    if entry.item.isComment { return !previous.isComment }
    return previous.isDeclaration && !entry.item.isDeclaration
  }

  // MARK: - Elements

  private mutating func write(_ element: XmlElement, indent: String, path: NodePath) {
    let name = className(element.name)
    let attributes = formattedAttributes(element, path: path)
    let wraps = attributes.count >= 2 && !ContentGrouping.isDeclaration(element.name)
    let entries = ContentGrouping.hoistingDeclarations(
      ContentGrouping.entries(of: element.children))
    let inner = indent + TemplateFormatter.indentation
    guard !entries.isEmpty else {
      lines += Self.emptyElement(name, attributes, wraps: wraps, indent: indent)
      return
    }
    let body = entries.count == 1 ? singleItem(entries[0].item, path: path) : nil
    if let single = body?.line, !wraps {
      let tag = ([name] + attributes).joined(separator: " ")
      lines.append(indent + "<" + tag + ">" + single + "</" + name + ">")
      return
    }
    lines += Self.startTag(name, attributes, wraps: wraps, indent: indent)
    if wraps || entries[0].item.isComment { lines.append("") }
    if let body {
      lines += body.render(inner)
    } else {
      write(entries, indent: inner, path: path)
    }
    lines.append(indent + "</" + name + ">")
  }

  /// `<X a="1"/>`, or with two or more attributes one a line and `/>` on a line of its own.
  private static func emptyElement(
    _ name: String, _ attributes: [String], wraps: Bool, indent: String
  ) -> [String] {
    guard wraps else { return [indent + "<" + ([name] + attributes).joined(separator: " ") + "/>"] }
    let inner = indent + TemplateFormatter.indentation
    return [indent + "<" + name] + attributes.map { inner + $0 } + [indent + "/>"]
  }

  /// `<X a="1">`, or with two or more attributes one a line, the last ending with `>`.
  private static func startTag(
    _ name: String, _ attributes: [String], wraps: Bool, indent: String
  ) -> [String] {
    guard wraps else { return [indent + "<" + ([name] + attributes).joined(separator: " ") + ">"] }
    let inner = indent + TemplateFormatter.indentation
    return [indent + "<" + name] + attributes.dropLast().map { inner + $0 }
      + [inner + attributes[attributes.count - 1] + ">"]
  }

  /// How to write an element's only item at an indent, and its one line when it fits on one;
  /// nil for items laid out as usual.
  private mutating func singleItem(_ item: ContentItem, path: NodePath)
    -> (render: (_ indent: String) -> [String], line: String?)?
  {
    switch item {
    case .comment(let body):
      let comment = Self.commentLines(body, indent: "")
      return ({ Self.commentLines(body, indent: $0) }, comment.count == 1 ? comment[0] : nil)
    case .flow(let nodes):
      let body = flow(nodes, path: path)
      return ({ body.rendered(indent: $0) }, body.isSingleLine ? body.rendered(indent: "")[0] : nil)
    default:
      return nil
    }
  }

  private func className(_ name: String) -> String {
    guard LayoutDetection.isViewElement(name), let renaming = formatter.renaming,
      name == renaming.old
    else { return name }
    return renaming.new
  }

  private static func commentLines(_ body: String, indent: String) -> [String] {
    let bodyLines = body.split(whereSeparator: \.isNewline)
      .map { $0.trimmingWhitespace() }
      .filter { !$0.isEmpty }
    guard !bodyLines.isEmpty else { return [indent + "<!-- -->"] }
    var result = bodyLines.map { indent + $0 }
    result[0] = indent + "<!-- " + bodyLines[0]
    result[result.count - 1] += " -->"
    return result
  }

  // MARK: - Attributes and text

  /// `name="value"` for each attribute, sorted by name.
  private mutating func formattedAttributes(_ element: XmlElement, path: NodePath) -> [String] {
    element.attributes.sorted { $0.name < $1.name }.map { attribute in
      attribute.name + "=\"" + value(of: attribute, in: element, path: path) + "\""
    }
  }

  private mutating func value(
    of attribute: XmlAttribute, in element: XmlElement, path: NodePath
  ) -> String {
    if ContentGrouping.isDeclaration(element.name) {
      if attribute.name == "name", let renaming = formatter.renaming,
        attribute.value == renaming.old
      {
        return EntitySpellings(raw: attribute.rawValue).attributeValue(renaming.new)
      }
      guard element.name == "macro", attribute.name == "value" else {
        return AttributeText.raw(attribute)
      }
      return formatted(attribute, as: .any, path: path)
    }
    guard LayoutDetection.isViewElement(element.name) else { return AttributeText.raw(attribute) }
    let type = formatter.attributeTypes.type(of: attribute.name, onClass: element.name)
    return formatted(attribute, as: type, path: path)
  }

  private mutating func formatted(
    _ attribute: XmlAttribute, as type: ExpressionType?, path: NodePath
  ) -> String {
    do {
      let text = try expressions.format(attribute.value, as: type, at: attribute.valueRange.start)
      if text == attribute.value { return AttributeText.raw(attribute) }
      return EntitySpellings(raw: attribute.rawValue).attributeValue(text)
    } catch {
      report(error.primary, path: path, attribute: attribute.name)
      return AttributeText.raw(attribute)
    }
  }

  private mutating func flow(_ nodes: [XmlNode], path: NodePath) -> BodyFlow {
    var problems: [Diagnostic] = []
    let expressions = self.expressions
    let body = BodyFlow(nodes) { text in
      guard text.text.contains("{") else { return text.raw }
      do throws(DiagnosticError) {
        let formatted = try expressions.format(text.text, as: nil, at: text.range.start)
        if formatted == text.text { return text.raw }
        return EntitySpellings(raw: text.raw).text(formatted)
      } catch {
        problems.append(contentsOf: error.diagnostics)
        return text.raw
      }
    }
    for problem in problems { report(problem, path: path, attribute: nil) }
    return body
  }

  private mutating func report(_ diagnostic: Diagnostic, path: NodePath, attribute: String?) {
    var located = diagnostic.located(
      file: file, nodePath: path.components.isEmpty ? nil : path, attribute: attribute)
    if located.hints.isEmpty {
      located.hints = ["fix the expression; the file is left unformatted until it parses"]
    }
    diagnostics.append(located)
  }
}

extension Substring {
  /// The text without leading and trailing whitespace.
  fileprivate func trimmingWhitespace() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
