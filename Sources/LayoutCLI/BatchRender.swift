import Foundation
import Layout

/// `render --data`: the batch, its progress line, per-row errors, the report and the summary.
struct BatchRender {
  let arguments: RenderArguments
  let batch: BatchArguments
  let console: Console

  func run() throws(DiagnosticError) -> Int32 {
    let input = try arguments.input()
    guard input.format == .layout else {
      throw DiagnosticError(
        .error, code: .incompatibleTemplate,
        message: "--data renders Layout XML templates, and '\(input.path)' is "
          + (input.format == .android ? "an Android layout" : "an EverLayout layout"),
        file: input.path,
        hints: ["render it once per state with --state, or write the template in Layout XML"])
    }
    let template = try arguments.loadTemplate(input)
    console.report(template.warnings)
    let pattern = try OutputPattern(batch.out ?? "")
    let format = try outputFormat(pattern)
    let options = try arguments.renderOptions(format: format)
    let data = batch.data ?? ""
    let rows = try DataRows(path: data, format: batch.format, delimiter: batch.delimiter)
    let rowCount = DataRows.count(path: data, format: batch.format, delimiter: batch.delimiter)
    var renderer = BatchRenderer(
      template: template, options: options, jobs: jobCount(batch.jobs),
      makeRenderer: { () throws(DiagnosticError) in try arguments.makeRenderer() })
    renderer.rowTimeout = batch.rowTimeout ?? BatchRenderer.defaultRowTimeout
    let report = try batch.report.map { path throws(DiagnosticError) in try ReportWriter(path: path)
    }
    let display = ProgressDisplay(console: console, quiet: batch.quiet)
    let summary = renderer.run(
      rows: rows, rowCount: rowCount, output: pattern, shard: try batch.chosenShard(),
      only: batch.selection, overwrite: batch.force, failFast: batch.failFast,
      onResult: { result in
        if let error = result.error { display.report(Self.rowErrors(error, row: result.row)) }
        report?.write(result)
      },
      progress: { display.show($0) })
    display.finish()
    report?.close()
    console.printError(Self.summaryLine(summary))
    let complete = summary.failed == 0 && summary.notAttempted == 0
    return complete && summary.unreadableAfter == nil ? ExitCode.success : ExitCode.failure
  }

  /// The format of every output: --format, else the pattern's extension.
  private func outputFormat(_ pattern: OutputPattern) throws(DiagnosticError) -> OutputFormat {
    do {
      return try arguments.outputFormat(for: pattern.pattern)
    } catch {
      throw DiagnosticError(.error, code: .invalidData, message: "\(error)")
    }
  }

  /// A row's diagnostics, each saying which row it is (row 0 is the data file's error).
  static func rowErrors(_ error: DiagnosticError, row: Int) -> [Diagnostic] {
    guard row > 0 else { return error.diagnostics }
    return error.diagnostics.map { diagnostic in
      var copy = diagnostic
      copy.message = "Row \(row): " + copy.message
      return copy
    }
  }

  /// `12 rendered, 3 kept, 1 failed in 2.10 s (5.7 images/s)`, with the rows not attempted
  /// and the last row read from a data file that could not be read on, if any.
  static func summaryLine(_ summary: BatchSummary) -> String {
    let rate = summary.seconds > 0 ? Double(summary.rendered) / summary.seconds : 0
    var counts = "\(summary.rendered) rendered, \(summary.skipped) kept, \(summary.failed) failed"
    if summary.notAttempted > 0 { counts += ", \(summary.notAttempted) not attempted" }
    var line = counts + String(format: " in %.2f s (%.1f images/s)", summary.seconds, rate)
    if let last = summary.unreadableAfter {
      line += "; the data file could not be read after row \(last)"
    }
    return line
  }
}

/// The progress of a batch on standard error: one line rewritten in place on a terminal
/// (done/total, rate, time left), a plain line every second otherwise, nothing when quiet. A
/// row's errors clear the line in place first, and it is drawn again after them.
final class ProgressDisplay: @unchecked Sendable {
  private let console: Console
  private let quiet: Bool
  private let lock = NSLock()
  private var lastShown = -1.0
  /// The line shown in place, if any.
  private var shownLine: String?

  init(console: Console, quiet: Bool) {
    self.console = console
    self.quiet = quiet
  }

  /// Called serially by the batch after each row.
  func show(_ progress: BatchProgress) {
    lock.withLock {
      guard !quiet, progress.elapsed - lastShown >= (console.isTerminal ? 0.1 : 1) else { return }
      lastShown = progress.elapsed
      let line = Self.line(progress)
      if console.isTerminal {
        console.writeErrorRaw(Self.clear + line)
        shownLine = line
      } else {
        console.printError(line)
      }
    }
  }

  /// Prints a row's errors on lines of their own, then the progress line again.
  func report(_ diagnostics: [Diagnostic]) {
    lock.withLock {
      if shownLine != nil { console.writeErrorRaw(Self.clear) }
      console.report(diagnostics)
      if let shownLine { console.writeErrorRaw(shownLine) }
    }
  }

  /// Ends the line rewritten in place.
  func finish() {
    lock.withLock {
      if shownLine != nil { console.writeErrorRaw(Self.clear) }
      shownLine = nil
    }
  }

  /// Back to the start of the line, and the line erased.
  private static let clear = "\r\u{1B}[2K"

  /// `[40/1000] 12.5/s, 77 s left, 1 failed`.
  static func line(_ progress: BatchProgress) -> String {
    let rate = progress.elapsed > 0 ? Double(progress.done) / progress.elapsed : 0
    var line = "[\(progress.done)" + (progress.total.map { "/\($0)" } ?? "") + "]"
    line += String(format: " %.1f/s", rate)
    if let total = progress.total, rate > 0 {
      line += String(format: ", %.0f s left", Double(total - progress.done) / rate)
    }
    if progress.failed > 0 { line += ", \(progress.failed) failed" }
    return line
  }
}

/// `--report`: one JSON object per row, written as rows finish (then one for each row not
/// attempted).
final class ReportWriter: @unchecked Sendable {
  private let handle: FileHandle
  private let lock = NSLock()

  init(path: String) throws(DiagnosticError) {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else {
      throw DiagnosticError(
        .error, code: .writeFailed, message: "Cannot write the report '\(path)'")
    }
    self.handle = handle
  }

  /// A row's line: its `error` is the object `--diagnostics json` prints for the row's first
  /// error (Docs/diagnostics.schema.json), its number in `row` alone.
  func write(_ result: BatchRowResult) {
    var object: [String: Any] = [
      "row": result.row, "status": result.status.rawValue,
      "milliseconds": (result.milliseconds * 10).rounded() / 10,
    ]
    object["output"] = result.output ?? NSNull()
    object["error"] = result.error.map { DiagnosticJSON.object($0.primary) } ?? NSNull()
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    else { return }
    lock.withLock { handle.write(data + Data("\n".utf8)) }
  }

  func close() {
    try? handle.close()
  }
}
