import Foundation
import Layout

/// `render --data`: the batch, its progress line, per-row errors, the report and the summary.
struct BatchRender {
  let arguments: RenderArguments
  let batch: BatchArguments
  let console: Console

  func run() throws(DiagnosticError) -> Int32 {
    let template = try arguments.loadTemplate()
    console.report(template.warnings)
    let pattern = try OutputPattern(batch.out ?? "")
    let format = try outputFormat(pattern)
    let options = try arguments.renderOptions(format: format)
    let rows = try DataRows(path: batch.data ?? "", format: batch.format)
    let shard = try batch.chosenShard()
    let selection = batch.selection
    let total = DataRows.count(path: batch.data ?? "", format: batch.format).map { count in
      (1..<count + 1).filter { row in
        (shard?.contains(row: row) ?? true) && (selection?.contains(row: row) ?? true)
      }.count
    }
    let renderer = BatchRenderer(
      template: template, options: options, jobs: jobCount(batch.jobs),
      makeRenderer: { () throws(DiagnosticError) in try arguments.makeRenderer() })
    let report = try batch.report.map { path throws(DiagnosticError) in try ReportWriter(path: path)
    }
    let display = ProgressDisplay(console: console, quiet: batch.quiet)
    let summary = renderer.run(
      rows: rows, total: total, output: pattern, shard: shard, only: selection,
      overwrite: batch.force, failFast: batch.failFast,
      onResult: { result in
        if let error = result.error { console.report(rowErrors(error, row: result.row)) }
        report?.write(result)
      },
      progress: { display.show($0) })
    display.finish()
    report?.close()
    console.printError(Self.summaryLine(summary))
    return summary.failed > 0 ? ExitCode.failure : ExitCode.success
  }

  /// The format of every output: --format, else the pattern's extension.
  private func outputFormat(_ pattern: OutputPattern) throws(DiagnosticError) -> OutputFormat {
    do {
      return try arguments.outputFormat(for: pattern.pattern)
    } catch {
      throw DiagnosticError(.error, code: .invalidData, message: "\(error)")
    }
  }

  /// A row's diagnostics, each saying which row it is (once: the output path's own errors
  /// name it already).
  private func rowErrors(_ error: DiagnosticError, row: Int) -> [Diagnostic] {
    guard row > 0 else { return error.diagnostics }
    return error.diagnostics.map { diagnostic in
      var copy = diagnostic
      if !Self.names(row: row, copy.message) { copy.message = "Row \(row): " + copy.message }
      return copy
    }
  }

  /// Whether a message starts by naming the row (`Row 6: …`, `Row 6 has …`, `Row 6's …`).
  static func names(row: Int, _ message: String) -> Bool {
    ["Row \(row):", "Row \(row) ", "Row \(row)'s "].contains { message.hasPrefix($0) }
  }

  static func summaryLine(_ summary: BatchSummary) -> String {
    let rate = summary.seconds > 0 ? Double(summary.rendered) / summary.seconds : 0
    return "\(summary.rendered) rendered, \(summary.skipped) kept, \(summary.failed) failed in "
      + String(format: "%.2f s (%.1f images/s)", summary.seconds, rate)
  }
}

/// The progress of a batch on standard error: one line rewritten in place on a terminal
/// (done/total, rate, time left), a plain line every second otherwise, nothing when quiet.
final class ProgressDisplay: @unchecked Sendable {
  private let console: Console
  private let quiet: Bool
  private var lastShown = -1.0
  private var shownInPlace = false

  init(console: Console, quiet: Bool) {
    self.console = console
    self.quiet = quiet
  }

  /// Called serially by the batch after each row.
  func show(_ progress: BatchProgress) {
    guard !quiet, progress.elapsed - lastShown >= (console.isTerminal ? 0.1 : 1) else { return }
    lastShown = progress.elapsed
    let rate = progress.elapsed > 0 ? Double(progress.done) / progress.elapsed : 0
    var line = "[\(progress.done)" + (progress.total.map { "/\($0)" } ?? "") + "]"
    line += String(format: " %.1f/s", rate)
    if let total = progress.total, rate > 0 {
      line += String(format: ", %.0f s left", Double(total - progress.done) / rate)
    }
    if progress.failed > 0 { line += ", \(progress.failed) failed" }
    if console.isTerminal {
      console.writeErrorRaw("\r\u{1B}[2K" + line)
      shownInPlace = true
    } else {
      console.printError(line)
    }
  }

  /// Ends the line rewritten in place.
  func finish() {
    if shownInPlace { console.writeErrorRaw("\r\u{1B}[2K") }
  }
}

/// `--report`: one JSON object per row, written as rows finish.
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

  func write(_ result: BatchRowResult) {
    var object: [String: Any] = [
      "row": result.row, "status": result.status.rawValue,
      "milliseconds": (result.milliseconds * 10).rounded() / 10,
    ]
    object["output"] = result.output ?? NSNull()
    object["error"] = result.error.map { $0.diagnostics.first?.message ?? "" } ?? NSNull()
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
