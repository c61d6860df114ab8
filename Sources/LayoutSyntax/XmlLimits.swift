/// How much XML one file may hold: templates are untrusted, and every stage keeps and walks
/// each element and attribute. Going past a limit is a `resource-limit` error.
public struct XmlLimits: Sendable, Hashable {
  /// The most elements in one file (views, HTML elements in text and declarations alike).
  public var elements: Int
  /// The most attributes on one element.
  public var attributesPerElement: Int

  /// 100,000 elements, 1,000 attributes on each.
  public init(elements: Int = 100_000, attributesPerElement: Int = 1_000) {
    self.elements = elements
    self.attributesPerElement = attributesPerElement
  }
}
