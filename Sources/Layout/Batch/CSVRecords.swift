import LayoutCore

/// Reads CSV records (RFC 4180: fields separated by a delimiter, quoted with `"` when they
/// hold delimiters, quotes or line breaks, a quote doubled inside quotes), one at a time, as
/// spreadsheets write them: a UTF-8 byte-order mark is dropped, and the delimiter (`,`, `;` or
/// a tab) is the one the header line uses most outside quotes, unless one is given.
///
/// A record that cannot be read (a field that is not UTF-8, a quote never closed) is an error
/// of that record only: after a quote never closed, reading goes on from the line after the
/// record's first, so one stray quote loses one row, not the rest of the file.
struct CSVRecords {
  /// The delimiters told apart, most likely first (the winner of a tie).
  static let delimiters: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t")]

  private let stream: ByteStream
  /// The line the last record started on, from 1.
  private(set) var line = 0
  private var nextLine = 1
  /// The field delimiter; nil until the header line is read (then detected from it).
  private(set) var delimiter: UInt8?
  /// Bytes to read before the stream's: the header line read ahead, or what follows a quote
  /// that was never closed.
  private var pending: [UInt8] = []
  private var pendingIndex = 0
  private var started = false

  init(_ stream: ByteStream, delimiter: UInt8? = nil) {
    self.stream = stream
    self.delimiter = delimiter
  }

  /// The next record's fields, or the error of that record; nil at the end. A blank line is
  /// skipped. Throws only when the file cannot be read.
  mutating func next(file: String) throws(DiagnosticError) -> Result<[String], DiagnosticError>? {
    if !started { try start() }
    while true {
      line = nextLine
      guard let record = try readRecord(file: file) else { return nil }
      if case .success([""]) = record { continue }
      return record
    }
  }

  /// Drops a byte-order mark and, unless given, detects the delimiter from the header line.
  private mutating func start() throws(DiagnosticError) {
    started = true
    var header: [UInt8] = []
    var quoted = false
    while let byte = try stream.next() {
      header.append(byte)
      if byte == UInt8(ascii: "\"") { quoted.toggle() }
      if byte == UInt8(ascii: "\n"), !quoted { break }
    }
    if header.starts(with: [0xEF, 0xBB, 0xBF]) { header.removeFirst(3) }
    if delimiter == nil { delimiter = Self.detectDelimiter(header) }
    pending = header
  }

  /// The delimiter a header line uses most outside quotes; a comma when it uses none.
  static func detectDelimiter(_ header: [UInt8]) -> UInt8 {
    var counts: [UInt8: Int] = [:]
    var quoted = false
    for byte in header {
      if byte == UInt8(ascii: "\"") { quoted.toggle() }
      if !quoted, delimiters.contains(byte) { counts[byte, default: 0] += 1 }
    }
    var best = delimiters[0]
    for candidate in delimiters where counts[candidate, default: 0] > counts[best, default: 0] {
      best = candidate
    }
    return best
  }

  private mutating func nextByte() throws(DiagnosticError) -> UInt8? {
    if pendingIndex < pending.count {
      defer { pendingIndex += 1 }
      return pending[pendingIndex]
    }
    if !pending.isEmpty {
      pending = []
      pendingIndex = 0
    }
    return try stream.next()
  }

  private enum State { case fieldStart, unquoted, quoted, quoteInQuoted }

  /// One record: its fields, or its error. Its raw bytes are kept, to read again what
  /// follows its first line when a quote in it is never closed.
  private mutating func readRecord(file: String) throws(DiagnosticError)
    -> Result<[String], DiagnosticError>?
  {
    let separator = delimiter ?? UInt8(ascii: ",")
    var fields = CSVFields()
    var raw: [UInt8] = []
    var state = State.fieldStart
    while let byte = try nextByte() {
      raw.append(byte)
      switch (state, byte) {
      case (.quoted, UInt8(ascii: "\"")): state = .quoteInQuoted
      case (.quoted, _):
        if byte == UInt8(ascii: "\n") { nextLine += 1 }
        fields.append(byte)
      case (.quoteInQuoted, UInt8(ascii: "\"")):
        fields.append(byte)
        state = .quoted
      case (.fieldStart, UInt8(ascii: "\"")): state = .quoted
      case (_, separator):
        fields.finish(quoted: state == .quoteInQuoted)
        state = .fieldStart
      case (_, UInt8(ascii: "\n")):
        nextLine += 1
        fields.finish(quoted: state == .quoteInQuoted)
        return fields.result(file: file, line: line)
      case (.quoteInQuoted, UInt8(ascii: "\r")): break
      default:
        fields.append(byte)
        state = .unquoted
      }
    }
    guard !raw.isEmpty else { return nil }
    if state == .quoted { return unclosedQuote(raw, file: file) }
    fields.finish(quoted: state == .quoteInQuoted)
    return fields.result(file: file, line: line)
  }

  /// The error of a record whose quote is never closed; reading goes on after its first line.
  private mutating func unclosedQuote(_ raw: [UInt8], file: String)
    -> Result<[String], DiagnosticError>
  {
    if let newline = raw.firstIndex(of: UInt8(ascii: "\n")) {
      pending = Array(raw[(newline + 1)...]) + pending[pendingIndex...]
      pendingIndex = 0
    }
    nextLine = line + 1
    return .failure(
      DiagnosticError(
        .error, code: .invalidData, message: "A quoted CSV field is not closed", file: file,
        range: SourceRange(at: SourceLocation(line: line, column: 1)),
        hints: ["close it with \", and double any quote inside it"]))
  }
}

/// The fields of one CSV record as they are read, checked to be UTF-8.
private struct CSVFields {
  private var fields: [String] = []
  private var field: [UInt8] = []
  private var invalidField: Int?

  mutating func append(_ byte: UInt8) {
    field.append(byte)
  }

  /// Ends a field; an unquoted one loses the carriage return of a CRLF line end.
  mutating func finish(quoted: Bool) {
    if !quoted, field.last == UInt8(ascii: "\r") { field.removeLast() }
    if let text = String(validating: field, as: UTF8.self) {
      fields.append(text)
    } else {
      if invalidField == nil { invalidField = fields.count + 1 }
      fields.append(String(decoding: field, as: UTF8.self))
    }
    field = []
  }

  func result(file: String, line: Int) -> Result<[String], DiagnosticError> {
    guard let invalidField else { return .success(fields) }
    return .failure(
      DiagnosticError(
        .error, code: .invalidData, message: "Field \(invalidField) is not valid UTF-8",
        file: file, range: SourceRange(at: SourceLocation(line: line, column: 1)),
        hints: ["save the file as UTF-8 (in a spreadsheet: CSV UTF-8)"]))
  }
}
