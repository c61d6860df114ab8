import LayoutCore

/// Finds the layouts `<include layout="@layout/name"/>` names. The solver sees other layout
/// files only through this, as it sees images through `ImageProviding`.
public protocol LayoutFinding {
  /// The layout `name` names (`card` for `@layout/card`), read; nil when there is none. A
  /// file that cannot be read is an error.
  func layout(named name: String) throws(DiagnosticError) -> AndroidDocument?
  /// The names of the layouts there are, for hints.
  func layoutNames() -> [String]
  /// The XML resource `name` names (`scene` for `@xml/scene`, a MotionLayout's scene), read;
  /// nil when there is none. A file that cannot be read is an error.
  func xmlResource(named name: String) throws(DiagnosticError) -> AndroidDocument?
}

extension LayoutFinding {
  /// No XML resources, for finders of layouts alone.
  public func xmlResource(named name: String) throws(DiagnosticError) -> AndroidDocument? { nil }
}

/// For solving without other layouts: every `<include>` names a missing layout.
public struct NoLayouts: LayoutFinding {
  public init() {}
  public func layout(named name: String) throws(DiagnosticError) -> AndroidDocument? { nil }
  public func layoutNames() -> [String] { [] }
}

/// Layouts given as documents by name (for tests and in-memory use).
public struct LayoutsByName: LayoutFinding {
  public var documents: [String: AndroidDocument]

  public init(_ documents: [String: AndroidDocument]) {
    self.documents = documents
  }

  public func layout(named name: String) throws(DiagnosticError) -> AndroidDocument? {
    documents[name]
  }

  public func layoutNames() -> [String] { documents.keys.sorted() }
}
