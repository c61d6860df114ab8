import LayoutCore
import LayoutSyntax
import LayoutViews

/// A WKWebView that loads a page from an address (`request`, `fileURL`) renders a placeholder,
/// not the page: compiling says so, at the attribute (Behaviour.md §c.web).
enum WebContentCheck {
  static func warnings(
    for node: TemplateNode, isWebView: Bool, file: String?, path: NodePath
  ) -> [Diagnostic] {
    guard isWebView else { return [] }
    return WebViewClass.addressProperties.compactMap { name in
      guard let attribute = node.attribute(name), !attribute.value.isEmpty else { return nil }
      return Diagnostic(
        .warning, code: .webContent,
        message: "WKWebView.\(name) loads a page, which a render cannot show: a placeholder is "
          + "drawn instead",
        file: attribute.file ?? file, range: attribute.valueRange, nodePath: path,
        attribute: name, hints: ["set htmlString (or write the HTML as the body) to draw it"])
    }
  }
}
