extension Template {
  /// A text dump of the tree as read: one line per node with its source line, attributes in
  /// source order, declarations and body, indented by depth.
  package func dump() -> String {
    var lines: [String] = []
    func visit(_ node: TemplateNode, depth: Int) {
      let indent = String(repeating: "  ", count: depth)
      let attributes = node.attributes.map { " \($0.name)=\(quoted($0.value))" }.joined()
      lines.append("\(indent)\(node.className)\(attributes) @\(node.range.start)")
      for parameter in node.parameters {
        lines.append("\(indent)  param \(parameter.name): \(parameter.type)")
      }
      for macro in node.macros {
        lines.append("\(indent)  macro \(macro.name) = \(quoted(macro.value.value))")
      }
      if let body = node.body {
        lines.append("\(indent)  \(body.isHTML ? "html" : "text") \(quoted(body.text))")
      }
      for child in node.children { visit(child, depth: depth + 1) }
    }
    visit(root, depth: 0)
    return lines.joined(separator: "\n") + "\n"
  }
}

private func quoted(_ text: String) -> String {
  "\""
    + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    .replacing("\n", with: "\\n") + "\""
}
