/// The position of a node in a view tree, printed as `UIView/UIView[2]/UILabel#title`.
///
/// Each component is the node's class name, followed by `#id` when the node has an id, or by
/// `[n]` (1-based) when it is not the first sibling of its class.
public struct NodePath: Hashable, Sendable, CustomStringConvertible {
  public struct Component: Hashable, Sendable, CustomStringConvertible {
    public var className: String
    public var id: String?
    /// 1-based index among siblings of the same class.
    public var ordinal: Int

    public init(className: String, id: String? = nil, ordinal: Int = 1) {
      self.className = className
      self.id = id
      self.ordinal = ordinal
    }

    public var description: String {
      if let id { return "\(className)#\(id)" }
      return ordinal > 1 ? "\(className)[\(ordinal)]" : className
    }
  }

  public var components: [Component]

  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The path of a child of this node.
  public func appending(_ component: Component) -> NodePath {
    NodePath(components + [component])
  }

  public var description: String {
    components.map(\.description).joined(separator: "/")
  }
}
