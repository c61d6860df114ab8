import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// WKWebView: its `htmlString` (or HTML body) drawn with the HTML subset labels use, from the
/// top left with 8 points of margin, as a page of body text. A web view that loads a URL
/// (`request`, `fileURL`) cannot be rendered without a browser: it draws a grey placeholder
/// naming the address, and compiling it warns (Behaviour.md §c.web).
package enum WebViewClass {
  static let font = FontDescriptor(family: "system", size: 16)
  static let placeholder = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)

  static let declaration: ViewClass = {
    var kind = ViewClass(
      name: "WKWebView",
      properties: [
        "htmlString": PropertySpec(.attributedString),
        "request": PropertySpec(.string),
        "fileURL": PropertySpec(.string),
      ],
      attributedBodyProperty: "htmlString", draw: draw)
    kind.inertAttributes = [
      "baseURL", "readAccessURL", "customUserAgent", "allowsBackForwardNavigationGestures",
      "allowsLinkPreview", "navigationDelegate", "uiDelegate", "configuration",
    ]
    return kind
  }()

  /// The properties that load a page from an address, which a render cannot show.
  package static let addressProperties = ["request", "fileURL"]

  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    let size = node.frame.size
    if case .attributed(let html)? = node.properties["htmlString"] {
      return [
        .text(
          TextItem(
            text: html.string, runs: html.runs,
            style: TextStyle(font: font, alignment: .natural, numberOfLines: 0),
            color: .black,
            frame: Rect(
              x: 8, y: 8, width: max(0, size.width - 16), height: max(0, size.height - 16)),
            placement: .top))
      ]
    }
    guard let address = addressProperties.lazy.compactMap({ node.string($0) }).first else {
      return []
    }
    return [
      .fill(Rect(origin: .zero, size: size), cornerRadius: 0, color: placeholder),
      .text(
        TextItem(
          text: "WKWebView: \(address)", style: TextStyle(font: font, alignment: .center),
          color: SystemColors.gray, frame: Rect(origin: .zero, size: size))),
    ]
  }
}
