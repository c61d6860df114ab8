import LayoutCore

/// A Layout template as written: a tree of view nodes whose attributes are still unparsed
/// expression text, each with the source range it came from.
public struct Template: Sendable {
  /// The file the template was read from, for messages.
  package var file: String?
  package var root: TemplateNode

  package init(file: String?, root: TemplateNode) {
    self.file = file
    self.root = root
  }
}

/// One view element: `<UILabel text="Hi" top="10"/>`.
package struct TemplateNode: Sendable {
  /// The element name, a view class such as `UILabel` or `MyApp.BadgeView`.
  package var className: String
  package var classRange: SourceRange
  /// Expression attributes in source order (`id`, `xml`, `template` and `outlet` included).
  package var attributes: [TemplateAttribute]
  package var children: [TemplateNode]
  /// Text or HTML content between the tags, if any.
  package var body: TemplateBody?
  /// `<param name="…" type="…"/>` declarations.
  package var parameters: [ParameterDeclaration]
  /// `<macro name="…" value="…"/>` declarations.
  package var macros: [MacroDeclaration]
  /// From `<` of the start tag to the end of the element.
  package var range: SourceRange
  /// Where a template's `<children/>` marker stands: the number of child views before it.
  package var childrenMarker: Int?
  /// The file the element was read from, when it differs from the template's (an element
  /// brought in by `xml=` or `template=`).
  package var file: String?
  /// For an element of an included file: where that file was included, innermost first, as
  /// notes for the diagnostics located in it.
  package var includedFrom: [Diagnostic] = []

  package init(
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
  package func attribute(_ name: String) -> TemplateAttribute? {
    attributes.firstIndex { $0.name == name }.map { attributes[$0] }
  }

  /// The literal `id` attribute.
  package var id: String? { attribute("id")?.value }
}

/// An attribute of a view element: a property name (possibly a key path such as
/// `layer.cornerRadius`) and the expression text for it.
package struct TemplateAttribute: Sendable {
  package var name: String
  /// The expression text, with XML entities decoded.
  package var value: String
  package var nameRange: SourceRange
  /// Where the value starts in the file; expression errors are located relative to it.
  package var valueRange: SourceRange
  /// The file the attribute was read from, when it differs from its element's (one inherited
  /// from a `template=` file).
  package var file: String?

  package init(name: String, value: String, nameRange: SourceRange, valueRange: SourceRange) {
    self.name = name
    self.value = value
    self.nameRange = nameRange
    self.valueRange = valueRange
  }
}

/// The content of an element: plain text, or HTML source once an HTML element appears.
package struct TemplateBody: Sendable {
  package var text: String
  package var isHTML: Bool
  package var range: SourceRange

  package init(text: String, isHTML: Bool, range: SourceRange) {
    self.text = text
    self.isHTML = isHTML
    self.range = range
  }
}

/// `<param name="title" type="String"/>`.
package struct ParameterDeclaration: Sendable {
  package var name: String
  package var type: String
  package var range: SourceRange
}

/// `<macro name="gap" value="8"/>`.
package struct MacroDeclaration: Sendable {
  package var name: String
  package var value: TemplateAttribute
  package var range: SourceRange
}
