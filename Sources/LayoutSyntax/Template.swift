import LayoutCore

/// A Layout template as written: a tree of view nodes whose attributes are still unparsed
/// expression text, each with the source range it came from.
public struct Template: Sendable {
  /// The file the template was read from, for messages.
  public var file: String?
  public var root: TemplateNode

  public init(file: String?, root: TemplateNode) {
    self.file = file
    self.root = root
  }
}

/// One view element: `<UILabel text="Hi" top="10"/>`.
public struct TemplateNode: Sendable {
  /// The element name, a view class such as `UILabel` or `MyApp.BadgeView`.
  public var className: String
  public var classRange: SourceRange
  /// Expression attributes in source order (`id`, `xml`, `template` and `outlet` included).
  public var attributes: [TemplateAttribute]
  public var children: [TemplateNode]
  /// Text or HTML content between the tags, if any.
  public var body: TemplateBody?
  /// `<param name="…" type="…"/>` declarations.
  public var parameters: [ParameterDeclaration]
  /// `<macro name="…" value="…"/>` declarations.
  public var macros: [MacroDeclaration]
  /// From `<` of the start tag to the end of the element.
  public var range: SourceRange
  /// Where a template's `<children/>` marker stands: the number of child views before it.
  public var childrenMarker: Int?
  /// The file the element was read from, when it differs from the template's (an element
  /// brought in by `xml=` or `template=`).
  public var file: String?
  /// For an element of an included file: where that file was included, innermost first, as
  /// notes for the diagnostics located in it.
  public var includedFrom: [Diagnostic] = []

  public init(
    className: String, classRange: SourceRange, attributes: [TemplateAttribute] = [],
    children: [TemplateNode] = [], body: TemplateBody? = nil,
    parameters: [ParameterDeclaration] = [], macros: [MacroDeclaration] = [],
    range: SourceRange
  ) {
    self.className = className
    self.classRange = classRange
    self.attributes = attributes
    self.children = children
    self.body = body
    self.parameters = parameters
    self.macros = macros
    self.range = range
  }

  /// The attribute with this name, if present.
  public func attribute(_ name: String) -> TemplateAttribute? {
    attributes.firstIndex { $0.name == name }.map { attributes[$0] }
  }

  /// The literal `id` attribute.
  public var id: String? { attribute("id")?.value }
}

/// An attribute of a view element: a property name (possibly a key path such as
/// `layer.cornerRadius`) and the expression text for it.
public struct TemplateAttribute: Sendable {
  public var name: String
  /// The expression text, with XML entities decoded.
  public var value: String
  public var nameRange: SourceRange
  /// Where the value starts in the file; expression errors are located relative to it.
  public var valueRange: SourceRange
  /// The file the attribute was read from, when it differs from its element's (one inherited
  /// from a `template=` file).
  public var file: String?

  public init(name: String, value: String, nameRange: SourceRange, valueRange: SourceRange) {
    self.name = name
    self.value = value
    self.nameRange = nameRange
    self.valueRange = valueRange
  }
}

/// The content of an element: plain text, or HTML source once an HTML element appears.
public struct TemplateBody: Sendable {
  public var text: String
  public var isHTML: Bool
  public var range: SourceRange

  public init(text: String, isHTML: Bool, range: SourceRange) {
    self.text = text
    self.isHTML = isHTML
    self.range = range
  }
}

/// `<param name="title" type="String"/>`.
public struct ParameterDeclaration: Sendable {
  public var name: String
  public var type: String
  public var range: SourceRange
}

/// `<macro name="gap" value="8"/>`.
public struct MacroDeclaration: Sendable {
  public var name: String
  public var value: TemplateAttribute
  public var range: SourceRange
}
