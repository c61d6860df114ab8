import LayoutCore

/// Turns byte offsets into line:column locations by counting on from the last one asked for,
/// so a parser whose offsets move forward counts each byte once; an offset before the last
/// one is looked up in the whole text (`SourceText.location(at:)`).
struct ForwardLocator {
  private var last = SourceLocation(line: 1, column: 1, offset: 0)

  /// The location of `offset` in `source`, as `source.location(at: offset)` gives it.
  mutating func location(at offset: Int, in source: SourceText) -> SourceLocation {
    let offset = min(max(offset, 0), source.bytes.count)
    guard offset >= last.offset else { return source.location(at: offset) }
    var line = last.line
    var column = last.column
    source.bytes.withUnsafeBufferPointer { bytes in
      for byte in bytes[last.offset..<offset] {
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
    }
    last = SourceLocation(line: line, column: column, offset: offset)
    return last
  }

  /// The range between two offsets of `source`.
  mutating func range(_ start: Int, _ end: Int, in source: SourceText) -> SourceRange {
    let startLocation = location(at: start, in: source)
    return SourceRange(start: startLocation, end: location(at: end, in: source))
  }
}
