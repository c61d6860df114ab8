import LayoutCore

/// The Read stage: reads a Layout template from XML. Capitalised elements are views, lowercase
/// ones are HTML content (or the special `<param>`, `<macro>` and `<children>` elements), text
/// is body.
package enum TemplateReader {
  /// Parses XML text and reads the template in it.
  package static func read(_ text: String, file: String? = nil) throws(DiagnosticError) -> Template
  {
    try read(bytes: Array(text.utf8), file: file)
  }

  /// Parses UTF-8 XML and reads the template in it, within `limits`.
  package static func read(
    bytes: [UInt8], file: String? = nil, limits: XmlLimits = XmlLimits()
  ) throws(DiagnosticError) -> Template {
    try read(XmlParser.parse(bytes, file: file, limits: limits), file: file)
  }

  /// Reads the template in an already parsed XML document.
  package static func read(_ document: XmlDocument, file: String? = nil) throws(DiagnosticError)
    -> Template
  {
    var reader = Reader(file: file)
    let root = document.root
    guard isViewElement(root.name) else {
      throw DiagnosticError(
        reader.error(
          "Invalid root element <\(root.name)> in XML. Root element must be a UIView or "
            + "UIViewController", range: root.nameRange, code: .invalidRoot))
    }
    let node = reader.readNode(root)
    guard reader.diagnostics.isEmpty else { throw DiagnosticError(reader.diagnostics) }
    return Template(file: file, root: node)
  }

  /// Element names that start with a capital letter (or contain a module prefix) are views.
  static func isViewElement(_ name: String) -> Bool {
    if name.utf8.allSatisfy({ $0 < 0x80 }) {
      return name.utf8.contains { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }
    return name != name.lowercased()
  }
}

/// The state of one read: collects every problem instead of stopping at the first.
private struct Reader {
  let file: String?
  var diagnostics: [Diagnostic] = []

  func error(_ message: String, range: SourceRange, code: DiagnosticCode, hints: [String] = [])
    -> Diagnostic
  {
    Diagnostic(.error, code: code, message: message, file: file, range: range, hints: hints)
  }

  /// Attributes Layout reads before anything is evaluated, which must be literal text: a `{…}`
  /// expression in them is an error. (`outlet` may also be a constant expression, which the
  /// solver checks.)
  static let literalAttributes = ["id", "xml", "template"]

  mutating func readNode(_ element: XmlElement) -> TemplateNode {
    var node = TemplateNode(
      className: element.name, classRange: element.nameRange,
      attributes: element.attributes.map(Self.attribute), range: element.range)
    // Room for every child view (the text between them counts too: enough, never too little).
    node.children.reserveCapacity(element.children.count)
    for attribute in element.attributes where Self.literalAttributes.contains(attribute.name) {
      requireLiteral(attribute)
    }
    var body = BodyBuilder()
    for child in element.children {
      switch child {
      case .element(let childElement):
        readChild(childElement, into: &node, body: &body)
      case .text(let text):
        body.appendText(text)
      case .cdata(let text, let range):
        body.appendText(XmlText(text: text, raw: text, range: range))
      case .comment, .processingInstruction:
        break
      }
    }
    node.body = body.finish()
    return node
  }

  private mutating func readChild(
    _ element: XmlElement, into node: inout TemplateNode, body: inout BodyBuilder
  ) {
    switch element.name {
    case "param" where !body.isHTML:
      if let parameter = readParameter(element) { node.parameters.append(parameter) }
    case "macro" where !body.isHTML:
      if let macro = readMacro(element) { node.macros.append(macro) }
    case "children" where !body.isHTML:
      readChildrenMarker(element, into: &node)
    case _ where TemplateReader.isViewElement(element.name):
      if body.isHTML {
        diagnostics.append(
          error(
            "Unsupported HTML element <\(element.name)>", range: element.nameRange,
            code: .viewInHTML,
            hints: ["views cannot follow or sit inside HTML content; move it before the text"]))
      } else {
        node.children.append(readNode(element))
      }
    default:
      if let view = Self.firstView(inside: element) {
        diagnostics.append(
          error(
            "Unsupported HTML element <\(view.name)>", range: view.nameRange, code: .viewInHTML,
            hints: ["views cannot sit inside HTML content; move it out of <\(element.name)>"]))
      }
      body.appendHTML(element)
    }
  }

  /// The first view element nested in an HTML element, which Layout refuses.
  private static func firstView(inside element: XmlElement) -> XmlElement? {
    for child in element.children {
      guard case .element(let nested) = child else { continue }
      if TemplateReader.isViewElement(nested.name) { return nested }
      if let deeper = firstView(inside: nested) { return deeper }
    }
    return nil
  }

  /// A `{…}` expression where Layout needs literal text, unless it is commented out.
  private mutating func requireLiteral(_ attribute: XmlAttribute) {
    let value = attribute.value.drop { $0.isWhitespace }
    let inner = value.dropFirst().drop { $0.isWhitespace }
    guard value.contains("{"), !(value.first == "{" && inner.hasPrefix("//")) else { return }
    diagnostics.append(
      error(
        "\(attribute.name) must be a literal value, not an expression",
        range: attribute.valueRange, code: .literalRequired,
        hints: ["Layout reads \(attribute.name) before evaluating anything: write the text itself"])
    )
  }

  /// A `<param>` or `<macro>` takes only its own attributes and no content.
  private mutating func checkDeclaration(
    _ element: XmlElement, allowed: Set<String>, code: DiagnosticCode
  ) {
    for attribute in element.attributes where !allowed.contains(attribute.name) {
      diagnostics.append(
        error(
          "Unexpected attribute \(attribute.name) in <\(element.name)>",
          range: attribute.nameRange, code: code,
          hints: ["<\(element.name)> takes \(allowed.sorted().joined(separator: " and "))"]))
    }
    if element.children.contains(where: { if case .element = $0 { true } else { false } }) {
      diagnostics.append(
        error(
          "<\(element.name)> node should not contain sub-nodes", range: element.nameRange,
          code: code))
    }
  }

  private mutating func readParameter(_ element: XmlElement) -> ParameterDeclaration? {
    checkDeclaration(element, allowed: ["name", "type"], code: .invalidParameter)
    guard let name = element.attribute("name")?.value,
      let type = element.attribute("type")?.value
    else {
      let missing = element.attribute("name") == nil ? "name" : "type"
      diagnostics.append(
        error(
          "<param> \(missing) is a required attribute", range: element.nameRange,
          code: .invalidParameter))
      return nil
    }
    return ParameterDeclaration(name: name, type: type, range: element.range)
  }

  /// `<children/>`: where an importing node's children go; no attributes, no content.
  private mutating func readChildrenMarker(_ element: XmlElement, into node: inout TemplateNode) {
    if let attribute = element.attributes.first {
      diagnostics.append(
        error(
          "Unexpected attribute \(attribute.name) in <children>", range: attribute.nameRange,
          code: .invalidChildren))
    }
    if !element.children.isEmpty {
      diagnostics.append(
        error(
          "<children> node should not contain sub-nodes", range: element.nameRange,
          code: .invalidChildren))
    }
    if node.childrenMarker == nil { node.childrenMarker = node.children.count }
  }

  private mutating func readMacro(_ element: XmlElement) -> MacroDeclaration? {
    checkDeclaration(element, allowed: ["name", "value"], code: .invalidMacro)
    guard let name = element.attribute("name")?.value,
      let value = element.attribute("value")
    else {
      let missing = element.attribute("name") == nil ? "name" : "value"
      diagnostics.append(
        error(
          "<macro> \(missing) is a required attribute", range: element.nameRange,
          code: .invalidMacro))
      return nil
    }
    return MacroDeclaration(name: name, value: Self.attribute(value), range: element.range)
  }

  private static func attribute(_ attribute: XmlAttribute) -> TemplateAttribute {
    TemplateAttribute(
      name: attribute.name, value: attribute.value, nameRange: attribute.nameRange,
      valueRange: attribute.valueRange)
  }
}
