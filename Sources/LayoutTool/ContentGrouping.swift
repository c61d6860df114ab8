import LayoutSyntax

/// One piece of an element's formatted content.
enum ContentItem {
  /// A view element, or `<param>`, `<macro>` or `<children>`: on lines of its own.
  case element(XmlElement)
  case comment(String)
  case instruction(String)
  /// A run of text and inline HTML (with any CDATA and comments inside it), kept together
  /// because Layout reads it as one body.
  case flow([XmlNode])

  var isComment: Bool {
    if case .comment = self { return true }
    return false
  }

  /// `<param>` and `<macro>` declarations.
  var isDeclaration: Bool {
    if case .element(let element) = self { return ContentGrouping.isDeclaration(element.name) }
    return false
  }
}

/// An item, and whether the source had a blank line before it.
struct ContentEntry {
  var item: ContentItem
  var blankBefore: Bool
}

/// Splits an element's children into the items the formatter lays out, following how Layout
/// reads them: lowercase elements are HTML once any HTML has appeared (so a later `<param>` is
/// HTML's void element, not a declaration), whitespace between items only separates them.
enum ContentGrouping {
  static func isDeclaration(_ name: String) -> Bool {
    name == "param" || name == "macro"
  }

  /// The items of `children`, in source order.
  static func entries(of children: [XmlNode]) -> [ContentEntry] {
    var grouper = Grouper()
    for child in children { grouper.add(child) }
    grouper.closeFlow()
    return grouper.entries
  }

  /// Moves `<param>` and `<macro>` declarations, each with the comments directly above it, to
  /// the front: parameters first, then macros, then everything else in order.
  static func hoistingDeclarations(_ entries: [ContentEntry]) -> [ContentEntry] {
    var parameters: [ContentEntry] = []
    var macros: [ContentEntry] = []
    var others: [ContentEntry] = []
    var comments: [ContentEntry] = []
    for entry in entries {
      if entry.item.isComment {
        comments.append(entry)
        continue
      }
      if case .element(let element) = entry.item, isDeclaration(element.name) {
        if element.name == "param" {
          parameters += comments + [entry]
        } else {
          macros += comments + [entry]
        }
      } else {
        others += comments + [entry]
      }
      comments = []
    }
    return parameters + macros + others + comments
  }

  private struct Grouper {
    var entries: [ContentEntry] = []
    /// Newlines in the whitespace since the last item.
    var newlines = 0
    var flow: [XmlNode] = []
    /// Whitespace and comments after the flow's last text or HTML, which belong to it only
    /// if more text or HTML follows.
    var flowTail: [XmlNode] = []
    var flowBlankBefore = false
    /// Whether HTML has appeared among the children.
    var seenHTML = false

    mutating func add(_ node: XmlNode) {
      switch node {
      case .text(let text) where text.isWhitespace:
        if flow.isEmpty {
          newlines += text.text.filter { $0 == "\n" }.count
        } else {
          flowTail.append(node)
        }
      case .comment(let body, _):
        if flow.isEmpty { append(.comment(body)) } else { flowTail.append(node) }
      case .processingInstruction(let body, _):
        closeFlow()
        append(.instruction(body))
      case .element(let element) where isBlock(element.name):
        closeFlow()
        // Layout reads what follows `<children/>` as HTML, so nothing after it is hoisted.
        if element.name == "children" { seenHTML = true }
        append(.element(element))
      case .element, .text, .cdata:
        if case .element = node { seenHTML = true }
        addToFlow(node)
      }
    }

    private func isBlock(_ name: String) -> Bool {
      if LayoutDetection.isViewElement(name) { return true }
      return !seenHTML && (isDeclaration(name) || name == "children")
    }

    private mutating func addToFlow(_ node: XmlNode) {
      if flow.isEmpty {
        flowBlankBefore = newlines >= 2
        newlines = 0
      }
      flow += flowTail + [node]
      flowTail = []
    }

    mutating func closeFlow() {
      guard !flow.isEmpty else { return }
      entries.append(ContentEntry(item: .flow(flow), blankBefore: flowBlankBefore))
      flow = []
      let tail = flowTail
      flowTail = []
      for node in tail { add(node) }
    }

    private mutating func append(_ item: ContentItem) {
      entries.append(ContentEntry(item: item, blankBefore: newlines >= 2))
      newlines = 0
    }
  }
}
