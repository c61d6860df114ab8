import Foundation
import LayoutCore
import LayoutExpressions

/// One row of a data file: its number (from 1), the line it starts on, and its values as
/// state.
public struct DataRow: Sendable {
  public var number: Int
  public var line: Int
  public var values: [String: Value]
}

/// A row as read from a data file: its values, or the error that made it unreadable (a fault
/// of that row alone: the rows after it are read as usual).
public enum DataRowRead: Sendable {
  case row(DataRow)
  case failed(number: Int, line: Int, error: DiagnosticError)

  /// The row's number, from 1.
  public var number: Int {
    switch self {
    case .row(let row): row.number
    case .failed(let number, _, _): number
    }
  }
}

/// The rows of a data file, read one at a time (Behaviour of `render --data`, Docs/CLI.md):
/// JSON Lines (`.jsonl`, `.ndjson`: one object per line, `$`-typed values as in state files),
/// CSV (`.csv`: a header row naming the columns; cells are strings, or numbers where they read
/// as numbers; `,`, `;` or tab-separated) or JSON (`.json`: an array of objects, read whole).
/// A row that cannot be read is an error of that row; only a file that cannot be read at all
/// (or a `.json` file that is not an array) ends the rows.
public final class DataRows {
  public enum Format: String, Sendable {
    case jsonLines, csv, json

    /// The format a file's extension names; nil for others.
    public init?(path: String) {
      switch (path as NSString).pathExtension.lowercased() {
      case "jsonl", "ndjson": self = .jsonLines
      case "csv": self = .csv
      case "json": self = .json
      default: return nil
      }
    }
  }

  private let path: String
  private let format: Format
  private let stream: ByteStream
  private var csv: CSVRecords
  private var header: [String]?
  private var lineNumber = 0
  private var rowNumber = 0
  private var arrayRows: [Result<[String: Value], DiagnosticError>]?

  /// Opens a data file (`-` for standard input, then `format` is needed). `delimiter` is a
  /// CSV file's field delimiter; by default the one its header line uses (`,` `;` or tab).
  public init(path: String, format: Format? = nil, delimiter: UInt8? = nil)
    throws(DiagnosticError)
  {
    guard let chosen = format ?? Format(path: path) else {
      throw DiagnosticError(
        .error, code: .invalidData, message: "Cannot tell the format of data file '\(path)'",
        file: path, hints: ["name a .jsonl, .csv or .json file, or use --data-format"])
    }
    self.path = path
    self.format = chosen
    stream = try ByteStream(path: path)
    csv = CSVRecords(stream, delimiter: delimiter)
  }

  /// The next row, or its error; nil after the last. Throws when the file cannot be read on.
  public func read() throws(DiagnosticError) -> DataRowRead? {
    switch format {
    case .jsonLines: return try nextJSONLine()
    case .csv: return try nextCSVRow()
    case .json: return try nextArrayRow()
    }
  }

  /// The next row; nil after the last. A row that cannot be read is thrown.
  public func next() throws(DiagnosticError) -> DataRow? {
    switch try read() {
    case .row(let row): return row
    case .failed(_, _, let error): throw error
    case nil: return nil
    }
  }

  private func nextJSONLine() throws(DiagnosticError) -> DataRowRead? {
    while let line = try stream.nextLine() {
      lineNumber += 1
      guard line.contains(where: { !$0.isWhitespace }) else { continue }
      rowNumber += 1
      do {
        let values = try StateFile.parse(line, file: path)
        return .row(DataRow(number: rowNumber, line: lineNumber, values: values))
      } catch {
        return .failed(
          number: rowNumber, line: lineNumber, error: Self.moved(error, toLine: lineNumber))
      }
    }
    return nil
  }

  private func nextCSVRow() throws(DiagnosticError) -> DataRowRead? {
    if header == nil {
      guard let names = try csv.next(file: path) else { return nil }
      header = try names.get().map { $0.trimmingCharacters(in: .whitespaces) }
    }
    guard let record = try csv.next(file: path), let header else { return nil }
    rowNumber += 1
    let fields: [String]
    switch record {
    case .success(let read): fields = read
    case .failure(let error): return .failed(number: rowNumber, line: csv.line, error: error)
    }
    guard fields.count == header.count else {
      let error = DiagnosticError(
        .error, code: .invalidData,
        message: "The row has \(fields.count) field\(fields.count == 1 ? "" : "s"); "
          + "the header names \(header.count)",
        file: path, range: SourceRange(at: SourceLocation(line: csv.line, column: 1)),
        hints: ["quote a field that holds the delimiter: \"Doe, Jane\""])
      return .failed(number: rowNumber, line: csv.line, error: error)
    }
    var values: [String: Value] = [:]
    for (name, text) in zip(header, fields) { values[name] = Self.cell(text) }
    return .row(DataRow(number: rowNumber, line: csv.line, values: values))
  }

  private func nextArrayRow() throws(DiagnosticError) -> DataRowRead? {
    if arrayRows == nil { arrayRows = try readArray().reversed() }
    guard let values = arrayRows?.popLast() else { return nil }
    rowNumber += 1
    switch values {
    case .success(let values): return .row(DataRow(number: rowNumber, line: 0, values: values))
    case .failure(let error): return .failed(number: rowNumber, line: 0, error: error)
    }
  }

  /// A JSON array of objects, each a row.
  private func readArray() throws(DiagnosticError) -> [Result<[String: Value], DiagnosticError>] {
    var bytes: [UInt8] = []
    while let byte = try stream.next() { bytes.append(byte) }
    return try StateFile.parseRowResults(bytes, file: path)
  }

  /// A CSV cell (or a query value of `layout serve`): a number where it reads as a decimal
  /// number, else the text.
  public static func cell(_ text: String) -> Value {
    let isNumber =
      !text.isEmpty
      && text.range(of: #"^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$"#, options: .regularExpression)
        != nil
    if isNumber, let number = Double(text) { return .number(number) }
    return .string(text)
  }

  /// An error of one line's JSON, moved to that line of the file.
  private static func moved(_ error: DiagnosticError, toLine line: Int) -> DiagnosticError {
    var moved = error
    for index in moved.diagnostics.indices {
      let column = moved.diagnostics[index].range?.start.column ?? 1
      moved.diagnostics[index].range = SourceRange(
        at: SourceLocation(line: line, column: column))
    }
    return moved
  }

  /// How many rows the file holds, readable or not, counted without parsing them where the
  /// format allows (for progress); nil for standard input, which can be read only once.
  public static func count(path: String, format: Format? = nil, delimiter: UInt8? = nil) -> Int? {
    guard path != FileAccess.standardStream,
      let rows = try? DataRows(path: path, format: format, delimiter: delimiter)
    else { return nil }
    var count = 0
    switch rows.format {
    case .jsonLines:
      while let line = try? rows.stream.nextLine() {
        if line.contains(where: { !$0.isWhitespace }) { count += 1 }
      }
    case .csv:
      while (try? rows.csv.next(file: path)) != nil { count += 1 }
      count = max(0, count - 1)
    case .json:
      while (try? rows.read()) != nil { count += 1 }
    }
    return count
  }
}

extension UInt8 {
  fileprivate var isWhitespace: Bool {
    self == 0x20 || self == 0x09 || self == 0x0D || self == 0x0A
  }
}
