import LayoutCore
import LayoutSyntax

/// An Android layout as read (the Read stage of the Android front-end): its elements with
/// their attributes, each located in the file. Attribute names are cut after their first `:`,
/// as iDroid-Layout cuts them, so `android:layout_width` and `layout_width` are the same;
/// namespace declarations are left out. A `tools:` attribute overrides the attribute of its
/// name, as Android Studio's preview reads it (`tools:text` is the text shown), except the
/// design-time settings that are not view attributes (`tools:context`, `tools:ignore`, …).
///
/// A data-binding layout (a `<layout>` root holding `<data>` and the real root) is unwrapped;
/// a binding expression (`@{user.name}`) is kept in its attribute's `binding`, for the
/// inflater to evaluate against the render's state (a `tools:` value of the attribute wins).
public struct AndroidDocument: Sendable {
  /// One attribute: its name without a prefix, its value and where both are.
  public struct Attribute: Sendable {
    public var name: String
    public var value: String
    public var nameRange: SourceRange
    public var valueRange: SourceRange
    /// Whether the attribute comes from a platform style or text appearance rather than the
    /// app's files: what the renderer does not read of it is not worth a warning.
    public var fromPlatform = false
    /// Whether the attribute is a design-time `tools:` value: a resource it names that is
    /// missing is a warning, as Android Studio's preview shows the layout without it.
    public var fromTools = false
    /// A data-binding expression as written (`@{user.name, default=Jane}`), evaluated against
    /// the render's state when the layout is inflated; `value` is then its `default=`, or the
    /// expression when it has none.
    public var binding: String?
    /// Whether the attribute is in a namespace of the app's own (`app:`, `custom:`), where a
    /// view of the app's declares its attributes.
    public var inAppNamespace = false
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
  /// The activity the root's `tools:context` names (`.MainActivity`), whose theme the
  /// app's manifest may give.
  public var toolsContext: String?

  /// The `tools:` attributes that set the preview up rather than override a view attribute
  /// (read elsewhere, or not at all).
  static let designTimeSettings: Set<String> = [
    "context", "ignore", "targetApi", "locale", "listitem", "listheader", "listfooter",
    "itemCount", "layout", "showIn", "parentTag", "menu", "openDrawer", "keep", "discard",
    "shrinkMode", "viewBindingIgnore", "viewBindingType", "node", "replace", "actionBarNavMode",
    "useHandler", "layout_editor_absoluteX", "layout_editor_absoluteY",
  ]

  /// The design-time settings that say what the preview shows inside a view: a list's rows,
  /// header and footer and how many rows, a fragment's layout, the parent a `<merge>` root's
  /// children are shown in.
  static let previewContents: Set<String> = [
    "listitem", "listheader", "listfooter", "itemCount", "layout", "menu", "openDrawer",
    "parentTag",
  ]

  /// Whether a `tools:` attribute sets the preview or the layout editor up (the settings
  /// above, and the editor's `…_creator` notes) rather than override a view attribute.
  static func isDesignTimeSetting(_ name: String) -> Bool {
    designTimeSettings.contains(name) || name.hasSuffix("_creator")
  }

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
    var root = xml.root
    var hasNamespace = root.attributes.contains {
      $0.name.hasPrefix("xmlns") && $0.value == namespace
    }
    if root.name == "layout" {
      guard let inner = Self.boundRoot(of: root) else {
        throw DiagnosticError(
          .error, code: .invalidAndroidLayout,
          message: "The data-binding <layout> holds no view", file: file,
          range: root.nameRange, hints: ["put the layout's root view after its <data>"])
      }
      root = inner
      hasNamespace =
        hasNamespace
        || root.attributes.contains { $0.name.hasPrefix("xmlns") && $0.value == namespace }
    }
    var document = AndroidDocument(
      root: element(root), file: file, hasAndroidNamespace: hasNamespace)
    document.toolsContext = root.attribute("tools:context")?.value
    return document
  }

  /// The view a data-binding `<layout>` wraps: its first element other than `<data>`.
  private static func boundRoot(of layout: XmlElement) -> XmlElement? {
    for case .element(let child) in layout.children where child.name != "data" {
      return child
    }
    return nil
  }

  /// Whether XML text looks like an Android layout: a known root tag (a layout container, or
  /// a drawable's such as `shape` and `layer-list`) or Android's namespace.
  public static func looksLikeLayout(_ text: String) -> Bool {
    guard let document = try? read(text) else { return false }
    return rootTags.contains(document.root.tag)
      || DrawableReader.rootTags.contains(document.root.tag) || document.hasAndroidNamespace
  }

  /// An attribute's name split at its first colon into prefix and local name (one part when
  /// it has no colon, or nothing on one side of it), found among the bytes: splitting by
  /// characters was most of reading an element.
  private static func namespaceAndName(_ name: String) -> [String] {
    let utf8 = name.utf8
    guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return [name] }
    let prefix = String(name[..<colon])
    let local = String(name[utf8.index(after: colon)...])
    if prefix.isEmpty { return local.isEmpty ? [] : [local] }
    return local.isEmpty ? [prefix] : [prefix, local]
  }

  private static func element(_ xml: XmlElement) -> Element {
    var attributes: [Attribute] = []
    var overrides: [Attribute] = []
    for attribute in xml.attributes {
      let parts = namespaceAndName(attribute.name)
      // A name that is only a colon names nothing.
      if parts.isEmpty || parts[0] == "xmlns" { continue }
      var read = Attribute(
        name: parts.count == 2 ? parts[1] : parts[0], value: attribute.value,
        nameRange: attribute.nameRange, valueRange: attribute.valueRange)
      read.inAppNamespace = parts.count == 2 && parts[0] != "android"
      if parts[0] == "tools" {
        // What fills a list or a fragment in the preview is kept, named with its prefix.
        if parts.count == 2, previewContents.contains(read.name) {
          read.name = "tools:" + read.name
          read.fromTools = true
          attributes.append(read)
          continue
        }
        if parts.count == 2, !isDesignTimeSetting(read.name),
          !read.value.hasPrefix("@tools:") || SampleData.isSample(read.value)
        {
          read.fromTools = true
          overrides.append(read)
        }
        continue
      }
      if let binding = BindingExpression(read.value) {
        read.binding = read.value
        read.value = binding.defaultValue ?? read.value
      }
      attributes.append(read)
    }
    for override in overrides {
      attributes.removeAll { $0.name == override.name }
      attributes.append(override)
    }
    // AppCompat's image views take `app:srcCompat` over `android:src` (a tools: value of
    // either still wins).
    if let compat = attributes.last(where: { $0.name == "srcCompat" }) {
      let sources = attributes.filter { $0.name == "src" || $0.name == "srcCompat" }
      var source = sources.last { $0.fromTools } ?? compat
      source.name = "src"
      attributes.removeAll { $0.name == "src" || $0.name == "srcCompat" }
      attributes.append(source)
    }
    // AppCompat's `drawableStartCompat` and its kin are the side's drawable (over a plain one).
    let compatSides = Set(attributes.compactMap { Self.plainDrawable(ofCompat: $0.name) })
    if !compatSides.isEmpty {
      attributes = attributes.compactMap { attribute in
        if let plain = Self.plainDrawable(ofCompat: attribute.name) {
          var renamed = attribute
          renamed.name = plain
          return renamed
        }
        return compatSides.contains(attribute.name) && !attribute.fromTools ? nil : attribute
      }
    }
    var children: [Element] = []
    for case .element(let child) in xml.children {
      children.append(element(child))
    }
    return Element(
      tag: xml.name, attributes: attributes, children: children, range: xml.nameRange)
  }

  /// The plain attribute an AppCompat one stands for: `srcCompat` is `src`,
  /// `drawableStartCompat` is `drawableStart`; nil for another attribute.
  static func plainName(ofCompat name: String) -> String? {
    name == "srcCompat" ? "src" : plainDrawable(ofCompat: name)
  }

  /// The side drawable an AppCompat `drawable…Compat` attribute stands for
  /// (`drawableStartCompat` is `drawableStart`); nil for another attribute.
  static func plainDrawable(ofCompat name: String) -> String? {
    guard name.hasPrefix("drawable"), name.hasSuffix("Compat") else { return nil }
    let plain = String(name.dropLast("Compat".count))
    return CompoundDrawables.side(of: plain) != nil ? plain : nil
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
