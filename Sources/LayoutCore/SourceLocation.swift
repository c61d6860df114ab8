/// A position in a source file: 1-based line and column (columns count Unicode scalars),
/// plus the 0-based UTF-8 byte offset it was computed from.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var offset: Int

  public init(line: Int, column: Int, offset: Int = 0) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }

  /// Returns the location `columns` scalars further along the same line.
  public func advanced(byColumns columns: Int, bytes: Int? = nil) -> SourceLocation {
    SourceLocation(line: line, column: column + columns, offset: offset + (bytes ?? columns))
  }
}

/// A half-open range of source text.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// An empty range at `location`.
  public init(at location: SourceLocation) {
    self.init(start: location, end: location)
  }

  public var description: String { "\(start)-\(end)" }
}
