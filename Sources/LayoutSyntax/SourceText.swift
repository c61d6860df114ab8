import LayoutCore

/// UTF-8 source bytes with a table of line starts, for turning byte offsets into
/// line:column locations (columns count Unicode scalars, both 1-based).
struct SourceText {
  let bytes: [UInt8]
  private let lineStarts: [Int]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  func location(at offset: Int) -> SourceLocation {
    let offset = min(max(offset, 0), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    for index in lineStarts[low]..<offset where bytes[index] & 0xC0 != 0x80 {
      column += 1
    }
    return SourceLocation(line: low + 1, column: column, offset: offset)
  }

  func range(_ start: Int, _ end: Int) -> SourceRange {
    SourceRange(start: location(at: start), end: location(at: end))
  }

  func string(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
