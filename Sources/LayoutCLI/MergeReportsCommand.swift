import ArgumentParser
import Foundation
import Layout
import LayoutCore

/// `layout merge-reports REPORT… -- render TEMPLATE --data ROWS --out PATTERN`: the reports of
/// a batch split across tasks (Docs/ScaleOut.md), joined and checked against the data.
struct MergeReportsCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge-reports", _superCommandName: "layout",
    abstract: "Join the reports of a batch's tasks; list failed and missing rows.",
    usage: "layout merge-reports REPORT… -- render TEMPLATE --data ROWS --out PATTERN [OPTION…]",
    discussion: """
      Give the --report files of every task, then after -- the render command the tasks ran \
      (its --shard, --shard-count, --report and --rows are ignored). Lists the rows that \
      failed and the rows missing (no report mentions them, or their image is not there), \
      prints the command that renders only those (with --rows), and exits 1 if there are any, \
      else 0. A row done in any report is done, so adding the re-run's report completes the \
      set.
      """)

  @Argument(
    parsing: .captureForPassthrough,
    help: ArgumentHelp(
      "The reports (render --data --report) of the tasks, then after -- the render command they "
        + "ran.",
      valueName: "REPORT… -- render …"),
    completion: .report)
  var words: [String] = []

  /// The report files: the words before `--`.
  var reports: [String] { Array(words.prefix { $0 != "--" }) }

  /// The words after `--`.
  var command: [String] { Array(words.drop { $0 != "--" }.dropFirst()) }

  func validate() throws {
    // Every word is captured, --help too.
    if let first = words.first, ["-h", "--help", "-help"].contains(first) {
      throw CleanExit.helpRequest(self)
    }
    guard !reports.isEmpty else { throw ValidationError("Give the tasks' report files") }
    let usage = "-- render TEMPLATE --data ROWS --out PATTERN"
    guard !command.isEmpty else {
      throw ValidationError("After --, give the render command the tasks ran: \(usage)")
    }
    let render: RenderCommand
    do {
      render = try renderCommand()
    } catch {
      throw ValidationError(
        "The render command after -- is wrong: \(RenderCommand.message(for: error))")
    }
    guard render.batch.data != nil else {
      throw ValidationError("The render command after -- has no --data: \(usage)")
    }
  }

  /// The words after `--`, without a leading `render`.
  private var renderArguments: [String] {
    command.first == "render" ? Array(command.dropFirst()) : command
  }

  private func renderCommand() throws -> RenderCommand {
    try RenderCommand.parse(renderArguments)
  }

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    guard let render = try? renderCommand(), let data = render.batch.data else {
      return ExitCode.usage
    }
    var entries: [BatchReportEntry] = []
    for report in reports { entries += try BatchReportFile.read(report) }
    let merge = ReportMerge(entries, expected: try expectedRows(data, render.batch))
    print(merge, on: console)
    return merge.isComplete ? ExitCode.success : ExitCode.failure
  }

  /// The rows of the data file (those of the command's --rows, if it has any).
  private func expectedRows(_ data: String, _ batch: BatchArguments) throws(DiagnosticError)
    -> [Int]
  {
    guard data != FileAccess.standardStream else {
      throw DiagnosticError(
        .error, code: .invalidData, message: "merge-reports reads the data file to count its rows",
        hints: ["give the tasks' data file after --data, not -"])
    }
    _ = try DataRows(path: data, format: batch.format, delimiter: batch.delimiter)
    let count = DataRows.count(path: data, format: batch.format, delimiter: batch.delimiter) ?? 0
    return (1..<count + 1).filter { batch.selection?.contains(row: $0) ?? true }
  }

  private func print(_ merge: ReportMerge, on console: Console) {
    for error in merge.dataErrors { console.print("data file: \(error)") }
    for failure in merge.failures {
      let output = failure.output.map { " (\($0))" } ?? ""
      // Some of the batch's messages start with the row already.
      let prefix = "Row \(failure.row): "
      let error =
        failure.error.hasPrefix(prefix)
        ? String(failure.error.dropFirst(prefix.count)) : failure.error
      console.print("failed: row \(failure.row)\(output): \(error)")
    }
    if !merge.unreported.isEmpty {
      let rows = RowSelection.text(for: merge.unreported)
      console.print("missing: row\(merge.unreported.count == 1 ? "" : "s") \(rows), never reported")
    }
    for lost in merge.lostOutputs {
      console.print("missing: row \(lost.row)'s image \(lost.output), reported done")
    }
    let missing = merge.unreported.count + merge.lostOutputs.count
    console.print(
      "\(merge.done) done, \(merge.failures.count) failed, \(missing) missing "
        + "(\(reports.count) report\(reports.count == 1 ? "" : "s"))")
    guard !merge.rowsToRender.isEmpty else { return }
    console.print("render only those with:\n  " + rerunCommand(merge.rowsToRender))
  }

  /// The render command again, without its shard, report and rows, with `--rows` for `rows`.
  /// `LAYOUT_COMMAND` names the tool when a script runs it, else `layout`.
  func rerunCommand(_ rows: [Int]) -> String {
    let dropped: Set = ["--shard", "--shard-count", "--report", "--rows"]
    var words: [String] = []
    var skipNext = false
    for word in renderArguments {
      if skipNext {
        skipNext = false
        continue
      }
      let name = String(word.prefix { $0 != "=" })
      if dropped.contains(name) {
        skipNext = !word.contains("=")
        continue
      }
      words.append(word)
    }
    let tool = ProcessInfo.processInfo.environment["LAYOUT_COMMAND"] ?? "layout"
    let quoted = (["render"] + words + ["--rows", RowSelection.text(for: rows)]).map(
      ShellWord.quoted)
    return ([tool] + quoted).joined(separator: " ")
  }
}
