import LayoutCore

/// The text of one attribute as Unicode scalars, plus the file location of its first scalar,
/// so that scalar offsets can be turned into file ranges for diagnostics.
struct SourceText: Sendable {
  let scalars: [Unicode.Scalar]
  let start: SourceLocation
  /// Whether every scalar is ASCII and none is a newline, as in most attributes: then a
  /// scalar's index is its column and byte offset from the start.
  private let isSingleASCIILine: Bool

  init(_ text: String, start: SourceLocation) {
    self.scalars = Array(text.unicodeScalars)
    self.start = start
    isSingleASCIILine = text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0A }
  }

  /// The file location of the scalar at `index` (counting newlines inside the text).
  func location(at index: Int) -> SourceLocation {
    if isSingleASCIILine {
      let count = min(max(index, 0), scalars.count)
      return start.advanced(byColumns: count, bytes: count)
    }
    var location = start
    for scalar in scalars[0..<min(index, scalars.count)] {
      let bytes = UTF8.width(scalar)
      if scalar == "\n" {
        location = SourceLocation(line: location.line + 1, column: 1, offset: location.offset + 1)
      } else {
        location = location.advanced(byColumns: 1, bytes: bytes)
      }
    }
    return location
  }

  /// The file range of the scalars in `range`.
  func sourceRange(_ range: Range<Int>) -> SourceRange {
    SourceRange(start: location(at: range.lowerBound), end: location(at: range.upperBound))
  }

  /// The text of the scalars in `range`.
  func text(_ range: Range<Int>) -> String {
    // Encoding to UTF-8 and decoding once is several times faster than appending scalars to
    // a string one by one.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(range.count)
    for scalar in scalars[range] {
      UTF8.encode(scalar) { bytes.append($0) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `index` is inside the text and holds `scalar`.
  func has(_ scalar: Unicode.Scalar, at index: Int) -> Bool {
    index >= 0 && index < scalars.count && scalars[index] == scalar
  }

  /// Whether the text at `index` starts a `//` comment.
  func isCommentStart(at index: Int) -> Bool {
    has("/", at: index) && has("/", at: index + 1)
  }
}

/// Whether a scalar is whitespace for the expression lexer.
func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
  scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
}
