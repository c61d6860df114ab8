import LayoutCore

/// UTF-8 source bytes with a table of line starts, for turning byte offsets into
/// line:column locations (columns count Unicode scalars, both 1-based).
struct SourceText {
  let bytes: [UInt8]
  private let lineStarts: [Int]
  /// The column at every `checkpointStride`th byte, so that finding a column on a very long
  /// line counts at most that many bytes (a template written on one line stays linear).
  private let checkpointColumns: [Int]
  private static let checkpointStride = 512

  /// Whether the line table was made: without it (`indexed: false`, for a reader that counts
  /// its locations forward itself) a location is counted from the start of the text.
  private let isIndexed: Bool

  init(_ bytes: [UInt8], indexed: Bool = true) {
    self.bytes = bytes
    isIndexed = indexed
    guard indexed else {
      lineStarts = [0]
      checkpointColumns = []
      return
    }
    var starts = [0]
    var checkpoints: [Int] = []
    checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
    var column = 1
    bytes.withUnsafeBufferPointer { buffer in
      for chunk in stride(from: 0, to: buffer.count, by: Self.checkpointStride) {
        checkpoints.append(column)
        for offset in chunk..<min(chunk + Self.checkpointStride, buffer.count) {
          let byte = buffer[offset]
          if byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
            column = 1
          } else if byte & 0xC0 != 0x80 {
            column += 1
          }
        }
      }
    }
    lineStarts = starts
    checkpointColumns = checkpoints
  }

  func location(at offset: Int) -> SourceLocation {
    guard isIndexed else {
      var counter = ForwardLocator()
      return counter.location(at: offset, in: self)
    }
    let offset = min(max(offset, 0), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var start = lineStarts[low]
    var column = 1
    let checkpoint = offset / Self.checkpointStride
    if checkpoint < checkpointColumns.count, checkpoint * Self.checkpointStride >= start {
      start = checkpoint * Self.checkpointStride
      column = checkpointColumns[checkpoint]
    }
    bytes.withUnsafeBufferPointer { buffer in
      for byte in buffer[start..<offset] where byte & 0xC0 != 0x80 { column += 1 }
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
