import Dispatch
import Foundation
import LayoutCore
import Synchronization

/// Hands items to workers one at a time, until the source runs out or the batch is stopped.
/// Sendable: `next` and `stop` run under `lock`.
final class WorkQueue<Item>: @unchecked Sendable {
  private let lock = NSLock()
  private let produce: (Int) -> Item?
  private var taken = 0
  private var stopped = false
  /// The items to do, when known.
  let total: Int?

  init(total: Int?, produce: @escaping (Int) -> Item?) {
    self.total = total
    self.produce = produce
  }

  func next() -> Item? {
    lock.withLock {
      guard !stopped, let item = produce(taken) else { return nil }
      taken += 1
      return item
    }
  }

  /// No more items are handed out.
  func stop() {
    lock.withLock { stopped = true }
  }
}

/// One row of a batch to work on: rendered to its output, or failed before (its data, or its
/// output path, is wrong); or the data file, which cannot be read on (row 0).
enum BatchItem {
  case render(DataRow, output: String)
  case failed(row: Int, output: String?, DiagnosticError)
  case unreadable(DiagnosticError)
}

/// The rows of a data file in a shard (and a selection), as work items, in order. Every row
/// is read, so that a row's output path is checked against every earlier row's: the first
/// row to name a path has it, and a later one that names it too fails. A row that is not
/// chosen is read but never fails. Used only under the queue's lock.
final class RowSource: @unchecked Sendable {
  private let rows: DataRows
  private let output: OutputPattern
  private let shard: Shard?
  private let only: RowSelection?
  private var claimed: [String: Int] = [:]
  private let stale = StaleTemporaryFiles()
  /// The number of the last row read.
  private(set) var lastRead = 0
  /// Whether the file stopped being readable before its end.
  private(set) var unreadable = false

  init(rows: DataRows, output: OutputPattern, shard: Shard?, only: RowSelection? = nil) {
    self.rows = rows
    self.output = output
    self.shard = shard
    self.only = only
  }

  /// Whether a row is to be rendered.
  func includes(_ number: Int) -> Bool {
    (shard?.contains(row: number) ?? true) && (only?.contains(row: number) ?? true)
  }

  func next() -> BatchItem? {
    guard !unreadable else { return nil }
    do throws(DiagnosticError) {
      while let read = try rows.read() {
        lastRead = read.number
        if let item = item(for: read) { return item }
      }
      return nil
    } catch {
      unreadable = true
      return .unreadable(error)
    }
  }

  /// The work item of a row read; nil when it is not chosen.
  private func item(for read: DataRowRead) -> BatchItem? {
    let chosen = includes(read.number)
    let row: DataRow
    switch read {
    case .row(let readRow): row = readRow
    case .failed(let number, _, let error):
      return chosen ? .failed(row: number, output: nil, error) : nil
    }
    let path: String
    do throws(DiagnosticError) {
      path = try output.path(for: row)
    } catch {
      return chosen ? .failed(row: row.number, output: nil, error) : nil
    }
    let key = (path as NSString).standardizingPath
    if let first = claimed[key] {
      return chosen ? .failed(row: row.number, output: path, sharedOutput(path, first)) : nil
    }
    claimed[key] = row.number
    guard chosen else { return nil }
    stale.remove(for: path)
    return .render(row, output: path)
  }

  private func sharedOutput(_ path: String, _ first: Int) -> DiagnosticError {
    DiagnosticError(
      .error, code: .invalidData, message: "The output '\(path)' is row \(first)'s already",
      hints: [
        "rows may not share an image: put {#} or a field unique to each row in --out, "
          + "such as out/{#}-{name}.png"
      ])
  }
}

/// Results by index, filled from several threads.
final class ResultSlots: Sendable {
  private let slots: Mutex<[Result<[UInt8], DiagnosticError>?]>

  init(count: Int) {
    slots = Mutex(Array(repeating: nil, count: count))
  }

  func set(_ index: Int, _ result: Result<[UInt8], DiagnosticError>) {
    slots.withLock { $0[index] = result }
  }

  var all: [Result<[UInt8], DiagnosticError>] {
    slots.withLock {
      $0.map {
        $0 ?? .failure(DiagnosticError(.error, code: .invalidData, message: "Not rendered"))
      }
    }
  }
}

/// Counts of a batch's rows, added from several threads.
final class SummaryTally: Sendable {
  private let summary = Mutex(BatchSummary())

  /// Counts a row; row 0, the data file's error, is no row.
  func add(_ result: BatchRowResult) {
    guard result.row > 0 else { return }
    summary.withLock { summary in
      switch result.status {
      case .rendered: summary.rendered += 1
      case .skipped: summary.skipped += 1
      case .failed: summary.failed += 1
      case .notAttempted: summary.notAttempted += 1
      }
    }
  }

  var counts: BatchSummary { summary.withLock { $0 } }
}

/// Reports progress after each item, serially.
final class ProgressTally: Sendable {
  private let total: Int?
  private let report: @Sendable (BatchProgress) -> Void
  private let start = DispatchTime.now().uptimeNanoseconds
  /// The items done and the ones of them that failed; reports are made under its lock, so
  /// that they come one at a time and in order.
  private let counts = Mutex((done: 0, failed: 0))

  init(total: Int?, report: @escaping @Sendable (BatchProgress) -> Void) {
    self.total = total
    self.report = report
  }

  func finished(ok: Bool) {
    counts.withLock { counts in
      counts.done += 1
      if !ok { counts.failed += 1 }
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      report(
        BatchProgress(done: counts.done, failed: counts.failed, total: total, elapsed: elapsed))
    }
  }
}

extension FileManager {
  /// Makes the folder a file is to be written in, when it is missing.
  func createDirectoryIfNeeded(for file: String) throws(DiagnosticError) {
    let folder = (file as NSString).deletingLastPathComponent
    guard !folder.isEmpty, !fileExists(atPath: folder) else { return }
    do {
      try createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw DiagnosticError(
        .error, code: .writeFailed, message: "Cannot make the folder '\(folder)': \(error)")
    }
  }
}
