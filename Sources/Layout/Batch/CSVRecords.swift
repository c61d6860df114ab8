import LayoutCore

/// Reads CSV records (RFC 4180: fields separated by commas, quoted with `"` when they hold
/// commas, quotes or line breaks, a quote doubled inside quotes), one at a time.
struct CSVRecords {
  let stream: ByteStream
  /// The line the last record started on, from 1.
  private(set) var line = 0
  private var nextLine = 1

  init(_ stream: ByteStream) {
    self.stream = stream
  }

  /// The next record's fields; nil at the end. A blank line is skipped.
  mutating func next(file: String) throws(DiagnosticError) -> [String]? {
    while true {
      line = nextLine
      guard let record = try readRecord(file: file) else { return nil }
      if record == [""] { continue }
      return record
    }
  }

  private enum State { case fieldStart, unquoted, quoted, quoteInQuoted }

  private mutating func readRecord(file: String) throws(DiagnosticError) -> [String]? {
    var fields: [String] = []
    var field: [UInt8] = []
    var state = State.fieldStart
    var sawAny = false
    func finishField() {
      if state != .quoteInQuoted, field.last == UInt8(ascii: "\r") { field.removeLast() }
      fields.append(String(decoding: field, as: UTF8.self))
      field = []
    }
    while let byte = try stream.next() {
      sawAny = true
      switch (state, byte) {
      case (.quoted, UInt8(ascii: "\"")): state = .quoteInQuoted
      case (.quoted, _):
        if byte == UInt8(ascii: "\n") { nextLine += 1 }
        field.append(byte)
      case (.quoteInQuoted, UInt8(ascii: "\"")):
        field.append(byte)
        state = .quoted
      case (.fieldStart, UInt8(ascii: "\"")): state = .quoted
      case (_, UInt8(ascii: ",")):
        finishField()
        state = .fieldStart
      case (_, UInt8(ascii: "\n")):
        nextLine += 1
        finishField()
        return fields
      case (.quoteInQuoted, UInt8(ascii: "\r")): break
      default:
        field.append(byte)
        state = .unquoted
      }
    }
    guard sawAny else { return nil }
    if state == .quoted {
      throw DiagnosticError(
        .error, code: .invalidData, message: "A quoted CSV field is not closed", file: file,
        range: SourceRange(at: SourceLocation(line: line, column: 1)),
        hints: ["close it with \", and double any quote inside it"])
    }
    finishField()
    return fields
  }
}
