import LayoutExpressions

/// Finds the type an attribute of a view class is parsed as: the class's property table when
/// the caller has one (`layout format` passes the view-class registry's), else a guess from the
/// attribute's name. nil means unknown, and unknown attributes are formatted as literal text
/// with `{…}` clauses, which never changes their meaning.
package struct AttributeTypes: Sendable {
  private let lookup: @Sendable (_ className: String, _ attribute: String) -> ExpressionType?

  /// Types from `lookup`, falling back to `guess(_:)` where it returns nil.
  package init(
    lookup: @escaping @Sendable (_ className: String, _ attribute: String) -> ExpressionType?
  ) {
    self.lookup = lookup
  }

  /// Types guessed from attribute names alone.
  package static let guessing = AttributeTypes { _, _ in nil }

  /// The type of `attribute` on an element of class `className`.
  package func type(of attribute: String, onClass className: String) -> ExpressionType? {
    if Self.literalAttributes.contains(attribute) { return nil }
    return lookup(className, attribute) ?? Self.guess(attribute)
  }

  /// Attributes that name things rather than compute them: always literal text.
  static let literalAttributes: Set<String> = ["id", "outlet", "xml", "template"]

  /// Layout's frame attributes.
  static let layoutAttributes: Set<String> = [
    "left", "right", "leading", "trailing", "width", "top", "bottom", "height", "center.x",
    "center.y", "firstBaseline", "lastBaseline",
  ]

  /// A type from the name alone, as LayoutTool guesses for classes it does not know: frame
  /// names, `center`, `is…`/`has…` flags, `…Color` and `…Size`; nil for anything else.
  package static func guess(_ attribute: String) -> ExpressionType? {
    if layoutAttributes.contains(attribute) { return .number }
    if attribute == "center" { return .point }
    let last = attribute.split(separator: ".").last.map(String.init) ?? attribute
    if isFlagName(last) { return .bool }
    if last.hasSuffix("Color") || last == "color" { return .color }
    if last.hasSuffix("Size") { return .size }
    return nil
  }

  private static func isFlagName(_ name: String) -> Bool {
    for prefix in ["is", "has"] where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      if let first = rest.first, first.isUppercase { return true }
    }
    return false
  }
}
