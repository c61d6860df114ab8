import Dispatch
import Foundation
import LayoutCore

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

/// The rows of a data file in a shard (and a selection), as work items: a row, or the error reading it (after
/// which there are none). Used only under the queue's lock.
final class RowSource: @unchecked Sendable {
  private let rows: DataRows
  private let shard: Shard?
  private let only: RowSelection?
  private var failed = false

  init(rows: DataRows, shard: Shard?, only: RowSelection? = nil) {
    self.rows = rows
    self.shard = shard
    self.only = only
  }

  /// Whether a row is to be rendered.
  func includes(_ number: Int) -> Bool {
    (shard?.contains(row: number) ?? true) && (only?.contains(row: number) ?? true)
  }

  func next() -> Result<DataRow, DiagnosticError>? {
    guard !failed else { return nil }
    do throws(DiagnosticError) {
      while let row = try rows.next() {
        if includes(row.number) { return .success(row) }
      }
      return nil
    } catch {
      failed = true
      return .failure(error)
    }
  }
}

/// Results by index, filled from several threads.
final class ResultSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<[UInt8], DiagnosticError>?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ result: Result<[UInt8], DiagnosticError>) {
    lock.withLock { slots[index] = result }
  }

  var all: [Result<[UInt8], DiagnosticError>] {
    lock.withLock {
      slots.map {
        $0 ?? .failure(DiagnosticError(.error, code: .invalidData, message: "Not rendered"))
      }
    }
  }
}

/// Counts of a batch's rows, added from several threads.
final class SummaryTally: @unchecked Sendable {
  private let lock = NSLock()
  private var summary = BatchSummary()

  func add(_ result: BatchRowResult) {
    lock.withLock {
      switch result.status {
      case .rendered: summary.rendered += 1
      case .skipped: summary.skipped += 1
      case .failed: summary.failed += 1
      }
    }
  }

  var counts: BatchSummary { lock.withLock { summary } }
}

/// Reports progress after each item, serially.
final class ProgressTally: @unchecked Sendable {
  private let lock = NSLock()
  private let total: Int?
  private let report: @Sendable (BatchProgress) -> Void
  private let start = DispatchTime.now().uptimeNanoseconds
  private var done = 0
  private var failed = 0

  init(total: Int?, report: @escaping @Sendable (BatchProgress) -> Void) {
    self.total = total
    self.report = report
  }

  func finished(ok: Bool) {
    lock.withLock {
      done += 1
      if !ok { failed += 1 }
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      report(BatchProgress(done: done, failed: failed, total: total, elapsed: elapsed))
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
