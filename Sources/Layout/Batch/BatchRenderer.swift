import Dispatch
import Foundation
import LayoutCore
import LayoutExpressions

/// What happened to one row of a batch.
public struct BatchRowResult: Sendable {
  public enum Status: String, Sendable {
    /// Rendered and written.
    case rendered
    /// Its output existed and was kept (without `overwrite`).
    case skipped
    /// It could not be read, rendered or written; `error` says why.
    case failed
    /// The batch stopped before it (`failFast`, or a data file that could not be read on).
    case notAttempted = "not-attempted"
  }

  /// The row's number, from 1; 0 for the error of a data file that cannot be read on.
  public var row: Int
  /// The output path, when the row got as far as having one.
  public var output: String?
  public var status: Status
  /// Time spent on the row.
  public var milliseconds: Double
  public var error: DiagnosticError?
}

/// How far a batch has got.
public struct BatchProgress: Sendable {
  public var done: Int
  public var failed: Int
  /// The rows to do, when known beforehand.
  public var total: Int?
  /// Seconds since the batch started.
  public var elapsed: Double
}

/// The counts at the end of a batch.
public struct BatchSummary: Sendable {
  public var rendered = 0
  public var skipped = 0
  public var failed = 0
  /// The rows chosen that the batch stopped before (0 when their number is not known).
  public var notAttempted = 0
  /// When the data file could not be read on: the number of the last row read before.
  public var unreadableAfter: Int?
  public var seconds = 0.0
}

/// Renders one parsed template with many states on several threads (Docs/SwiftAPI.md): each
/// worker has its own `Renderer` (fonts are not shared across threads) and takes the next
/// row when it is free, so memory stays flat however many rows there are.
public struct BatchRenderer: Sendable {
  public let template: LayoutTemplate
  /// The options every row starts from; a row's values are added to its state.
  public let options: RenderOptions
  /// Threads rendering at once; at least 1.
  public var jobs: Int
  /// The seconds one row may take to render before it is stopped and fails with a
  /// `time-limit` error (nil: no limit). The default is `defaultRowTimeout`.
  public var rowTimeout: Double? = Self.defaultRowTimeout
  /// 30 seconds: rows take milliseconds, and one that takes longer is runaway work.
  public static let defaultRowTimeout = 30.0
  /// Makes each worker's renderer.
  private let makeRenderer: @Sendable () throws(DiagnosticError) -> Renderer

  public init(
    template: LayoutTemplate, options: RenderOptions = RenderOptions(),
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    makeRenderer: @escaping @Sendable () throws(DiagnosticError) -> Renderer = {
      () throws(DiagnosticError) in try Renderer()
    }
  ) {
    self.template = template
    self.options = options
    self.jobs = max(1, jobs)
    self.makeRenderer = makeRenderer
  }

  /// The options each row starts from: with several renders at once, each compresses its PNG
  /// on its own thread (the cores are busy already).
  private var workerOptions: RenderOptions {
    var options = options
    if jobs > 1, options.raster.pngThreads == 0 { options.raster.pngThreads = 1 }
    return options
  }

  /// The image of each state, in order: the bytes, or the error of that state.
  public func render(
    _ states: [[String: Value]], progress: @escaping @Sendable (BatchProgress) -> Void = { _ in }
  ) -> [Result<[UInt8], DiagnosticError>] {
    let results = ResultSlots(count: states.count)
    let queue = WorkQueue(total: states.count) { index in index < states.count ? index : nil }
    run(queue, progress: progress) { index, renderer in
      var rowOptions = workerOptions
      rowOptions.state.merge(states[index]) { $1 }
      let result = Result { () throws(DiagnosticError) in
        try renderWithinBudget(rowOptions, renderer)
      }
      results.set(index, result)
      if case .failure = result { return false }
      return true
    }
    return results.all
  }

  /// Renders the rows of a data file to the paths `output` gives them, writing each
  /// atomically; a row whose output exists is kept unless `overwrite`. Only the rows in
  /// `shard` and in `only` are rendered, when given; a row that cannot be read fails alone.
  /// `rowCount`, the rows in the file when known, gives the progress its total and, when the
  /// batch stops early, the rows not attempted. `onResult` hears of every row in the order
  /// they finish, then of each row not attempted.
  public func run(
    rows: DataRows, rowCount: Int? = nil, output: OutputPattern, shard: Shard? = nil,
    only: RowSelection? = nil, overwrite: Bool = false, failFast: Bool = false,
    onResult: @escaping @Sendable (BatchRowResult) -> Void = { _ in },
    progress: @escaping @Sendable (BatchProgress) -> Void = { _ in }
  ) -> BatchSummary {
    let source = RowSource(rows: rows, output: output, shard: shard, only: only)
    let total = rowCount.map { count in (0..<count).count(where: { source.includes($0 + 1) }) }
    let queue = WorkQueue(total: total) { _ in source.next() }
    let summary = SummaryTally()
    let start = DispatchTime.now().uptimeNanoseconds
    run(queue, progress: progress) { item, renderer in
      let result = renderRow(item, overwrite: overwrite, renderer: renderer)
      summary.add(result)
      onResult(result)
      if result.status == .failed, failFast { queue.stop() }
      return result.status != .failed
    }
    for row in (source.lastRead..<max(source.lastRead, rowCount ?? 0))
    where source.includes(row + 1) {
      let result = BatchRowResult(row: row + 1, status: .notAttempted, milliseconds: 0)
      summary.add(result)
      onResult(result)
    }
    var counts = summary.counts
    if source.unreadable { counts.unreadableAfter = source.lastRead }
    counts.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return counts
  }

  /// One row: failed already, or rendered (unless kept) and written atomically.
  private func renderRow(
    _ item: BatchItem, overwrite: Bool, renderer: Result<Renderer, DiagnosticError>
  ) -> BatchRowResult {
    let start = DispatchTime.now().uptimeNanoseconds
    func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }
    let row: DataRow
    let target: String
    switch item {
    case .render(let read, let output):
      row = read
      target = output
    case .failed(let number, let output, let error):
      return BatchRowResult(
        row: number, output: output, status: .failed, milliseconds: 0, error: error)
    case .unreadable(let error):
      return BatchRowResult(row: 0, status: .failed, milliseconds: 0, error: error)
    }
    do throws(DiagnosticError) {
      if !overwrite, FileManager.default.fileExists(atPath: target) {
        return BatchRowResult(
          row: row.number, output: target, status: .skipped, milliseconds: elapsed())
      }
      var rowOptions = workerOptions
      rowOptions.state.merge(row.values) { $1 }
      let bytes = try renderWithinBudget(rowOptions, renderer)
      try FileManager.default.createDirectoryIfNeeded(for: target)
      try FileAccess.writeAtomically(bytes, to: target)
      return BatchRowResult(
        row: row.number, output: target, status: .rendered, milliseconds: elapsed())
    } catch {
      return BatchRowResult(
        row: row.number, output: target, status: .failed, milliseconds: elapsed(), error: error)
    }
  }

  /// One row's image, stopped with a `time-limit` error past `rowTimeout`.
  private func renderWithinBudget(
    _ options: RenderOptions, _ renderer: Result<Renderer, DiagnosticError>
  ) throws(DiagnosticError) -> [UInt8] {
    try RenderBudget.within(rowTimeout.map(RenderBudget.init(seconds:))) {
      () throws(DiagnosticError) in try renderer.get().render(template, options: options)
    }
  }

  /// Runs `work` on every item of `queue` across `jobs` threads, each with its renderer (or
  /// the error of making it); `work` says whether the item succeeded.
  private func run<Item>(
    _ queue: WorkQueue<Item>, progress: @escaping @Sendable (BatchProgress) -> Void,
    work: @escaping @Sendable (Item, Result<Renderer, DiagnosticError>) -> Bool
  ) {
    let tally = ProgressTally(total: queue.total, report: progress)
    DispatchQueue.concurrentPerform(iterations: jobs) { _ in
      let renderer = Result { () throws(DiagnosticError) in try makeRenderer() }
      while let item = queue.next() {
        tally.finished(ok: work(item, renderer))
      }
    }
  }
}
