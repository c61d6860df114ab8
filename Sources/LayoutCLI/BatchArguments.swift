import ArgumentParser
import Foundation
import Layout

/// `render --data ROWS --out PATTERN`: one image per row of a data file.
struct BatchArguments: ParsableArguments {
  @Option(
    help: "Render one image per row of this .jsonl, .csv or .json file (- for stdin).",
    completion: .data)
  var data: String?

  @Option(
    help: "The data's format when its extension does not say: jsonl, csv or json.",
    completion: .words(OptionValues.dataFormats))
  var dataFormat: String?

  @Option(
    help: ArgumentHelp(
      "A CSV file's field delimiter: , ; or tab (default: the one its header line uses).",
      valueName: "CHAR"), completion: .list([",", ";", "tab"]))
  var dataDelimiter: String?

  @Option(
    help: ArgumentHelp(
      "With --data: where each row's image goes, with {field} and {#} (the row number).",
      valueName: "PATTERN"),
    completion: .image)
  var out: String?

  @Option(
    parsing: .unconditional,
    help: "With --data: images rendered at once (default: the number of cores).")
  var jobs: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "With --data: render the rows whose number modulo N is K; env reads an array job's index.",
      valueName: "K/N|env"))
  var shard: String?

  @Option(
    parsing: .unconditional,
    help: "With --shard env: the number of tasks, where the environment does not say.")
  var shardCount: Int?

  @Option(
    help: ArgumentHelp(
      "With --data: render only these row numbers, such as 3,17,40-42 (as merge-reports prints).",
      valueName: "LIST"))
  var rows: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "With --data: a row that renders longer than this fails with time-limit (default: 30).",
      valueName: "SECONDS"))
  var rowTimeout: Double?

  @Flag(help: "With --data: stop at the first row that fails.")
  var failFast = false

  @Flag(help: "With --data: render rows whose image exists too (kept by default, to resume).")
  var force = false

  @Option(
    help: "With --data: write a JSON Lines report (row, output, status, ms, error).",
    completion: .report)
  var report: String?

  @Flag(help: "With --data: print no progress, only errors and the summary.")
  var quiet = false

  func validate() throws {
    guard data != nil else {
      let batchOnly = [
        out != nil, shard != nil, rows != nil, failFast, force, report != nil, quiet,
        dataDelimiter != nil, rowTimeout != nil,
      ]
      if batchOnly.contains(true) {
        throw ValidationError(
          "--out, --shard, --rows, --fail-fast, --force, --report, --quiet, --data-delimiter "
            + "and --row-timeout need --data")
      }
      return
    }
    guard out != nil else {
      throw ValidationError("--data needs --out PATTERN, such as out/{id}.png")
    }
    guard (jobs ?? 1) >= 1 else { throw ValidationError("--jobs must be at least 1") }
    if let rowTimeout, !(rowTimeout > 0 && rowTimeout.isFinite) {
      throw ValidationError("--row-timeout must be a number of seconds above 0")
    }
    if let dataFormat, !OptionValues.dataFormats.contains(dataFormat) {
      throw ValidationError("--data-format takes jsonl, csv or json")
    }
    try validateDelimiter()
    if let shard, shard != "env", Shard(shard) == nil {
      throw ValidationError("--shard takes K/N with 0 ≤ K < N, or env")
    }
    if let rows, RowSelection(rows) == nil {
      throw ValidationError("--rows takes row numbers from 1 and ranges, such as 3,17,40-42")
    }
  }

  /// --data-delimiter: one character other than a quote or a line break, for a CSV file.
  private func validateDelimiter() throws {
    guard let dataDelimiter else { return }
    guard delimiter != nil else {
      throw ValidationError(
        "--data-delimiter takes one character, such as ; or tab (not a quote or line break)")
    }
    guard (format ?? data.flatMap { DataRows.Format(path: $0) }) == .csv else {
      throw ValidationError("--data-delimiter \(dataDelimiter) is for a CSV file")
    }
  }

  /// The byte --data-delimiter names: `tab` or `\t` for a tab, else its one ASCII character.
  var delimiter: UInt8? {
    guard let dataDelimiter else { return nil }
    if ["tab", "\\t", "\t"].contains(dataDelimiter) { return UInt8(ascii: "\t") }
    guard dataDelimiter.utf8.count == 1, let byte = dataDelimiter.utf8.first,
      !["\"", "\n", "\r"].contains(Character(Unicode.Scalar(byte)))
    else { return nil }
    return byte
  }

  /// The rows chosen with --rows, if any.
  var selection: RowSelection? { rows.flatMap(RowSelection.init) }

  /// The shard to render, if any.
  func chosenShard() throws(DiagnosticError) -> Shard? {
    guard let shard else { return nil }
    if shard == "env" { return try Shard.fromEnvironment(count: shardCount) }
    return Shard(shard)
  }

  var format: DataRows.Format? {
    switch dataFormat {
    case "jsonl": return .jsonLines
    case "csv": return .csv
    case "json": return .json
    default: return nil
    }
  }
}
