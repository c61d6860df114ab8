import LayoutCore
import LayoutSyntax

/// An Android layout as read (the Read stage of the Android front-end): its elements with
/// their attributes, each located in the file. Attribute names are cut after their first `:`,
/// as iDroid-Layout cuts them, so `android:layout_width` and `layout_width` are the same;
/// namespace declarations and `tools:` attributes (design-time only) are left out.
public struct AndroidDocument: Sendable {
  /// One attribute: its name without a prefix, its value and where both are.
  public struct Attribute: Sendable {
    public var name: String
    public var value: String
    public var nameRange: SourceRange
    public var valueRange: SourceRange
  }

  /// One element: a view, a container, `<merge>`, `<include>` or `<requestFocus>`.
  public struct Element: Sendable {
    public var tag: String
    public var attributes: [Attribute]
    public var children: [Element]
    /// Where the tag name is written.
    public var range: SourceRange

    /// The attribute with this (unprefixed) name; the last one written wins.
    public func attribute(_ name: String) -> Attribute? {
      attributes.last { $0.name == name }
    }
  }

  public var root: Element
  public var file: String?
  /// Whether the root declares Android's namespace
  /// (`http://schemas.android.com/apk/res/android`).
  public var hasAndroidNamespace: Bool

  /// The tags whose presence at the root makes a file an Android layout.
  public static let rootTags: Set<String> = [
    "LinearLayout", "RelativeLayout", "FrameLayout", "ScrollView", "HorizontalScrollView",
    "merge",
  ]

  /// Android's namespace URI.
  public static let namespace = "http://schemas.android.com/apk/res/android"

  /// Reads a layout; malformed XML is a located error.
  public static func read(_ text: String, file: String? = nil) throws(DiagnosticError)
    -> AndroidDocument
  {
    let xml = try XmlParser.parse(text, file: file)
    let hasNamespace = xml.root.attributes.contains {
      $0.name.hasPrefix("xmlns") && $0.value == namespace
    }
    return AndroidDocument(root: element(xml.root), file: file, hasAndroidNamespace: hasNamespace)
  }

  /// Whether XML text looks like an Android layout: a known root tag (a layout container, or
  /// a drawable's such as `shape` and `layer-list`) or Android's namespace.
  public static func looksLikeLayout(_ text: String) -> Bool {
    guard let document = try? read(text) else { return false }
    return rootTags.contains(document.root.tag)
      || DrawableReader.rootTags.contains(document.root.tag) || document.hasAndroidNamespace
  }

  private static func element(_ xml: XmlElement) -> Element {
    let attributes = xml.attributes.compactMap { attribute -> Attribute? in
      let parts = attribute.name.split(separator: ":", maxSplits: 1).map(String.init)
      if parts[0] == "xmlns" || parts[0] == "tools" { return nil }
      return Attribute(
        name: parts.count == 2 ? parts[1] : parts[0], value: attribute.value,
        nameRange: attribute.nameRange, valueRange: attribute.valueRange)
    }
    let children = xml.children.compactMap { node -> Element? in
      if case .element(let child) = node { return element(child) }
      return nil
    }
    return Element(
      tag: xml.name, attributes: attributes, children: children, range: xml.nameRange)
  }

  /// A text dump: one element a line, indented by depth, with its attributes as read.
  public func dump() -> String {
    var lines: [String] = []
    func visit(_ element: Element, depth: Int) {
      let attributes = element.attributes.map { " \($0.name)=\"\($0.value)\"" }.joined()
      lines.append(String(repeating: "  ", count: depth) + element.tag + attributes)
      for child in element.children { visit(child, depth: depth + 1) }
    }
    visit(root, depth: 0)
    return lines.joined(separator: "\n") + "\n"
  }
}
