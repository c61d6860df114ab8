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
    /// It could not be rendered or written; `error` says why.
    case failed
  }

  /// The row's number, from 1.
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
        try renderer.get().render(template, options: rowOptions)
      }
      results.set(index, result)
      if case .failure = result { return false }
      return true
    }
    return results.all
  }

  /// Renders the rows of a data file to the paths `output` gives them, writing each
  /// atomically; a row whose output exists is kept unless `overwrite`. Only the rows in
  /// `shard` and in `only` are rendered, when given. `onResult` hears of every row (serially),
  /// in the order they finish.
  public func run(
    rows: DataRows, total: Int? = nil, output: OutputPattern, shard: Shard? = nil,
    only: RowSelection? = nil, overwrite: Bool = false, failFast: Bool = false,
    onResult: @escaping @Sendable (BatchRowResult) -> Void = { _ in },
    progress: @escaping @Sendable (BatchProgress) -> Void = { _ in }
  ) -> BatchSummary {
    let source = RowSource(rows: rows, shard: shard, only: only)
    let queue = WorkQueue(total: total) { _ in source.next() }
    let summary = SummaryTally()
    let start = DispatchTime.now().uptimeNanoseconds
    run(queue, progress: progress) { item, renderer in
      let result = renderRow(item, output: output, overwrite: overwrite, renderer: renderer)
      summary.add(result)
      onResult(result)
      // A row the data file cannot give ends the batch: the rows after it are unknown.
      if result.status == .failed, failFast || result.row == 0 { queue.stop() }
      return result.status != .failed
    }
    var counts = summary.counts
    counts.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return counts
  }

  /// One row: its path, then (unless kept) its render, written atomically.
  private func renderRow(
    _ item: Result<DataRow, DiagnosticError>, output: OutputPattern, overwrite: Bool,
    renderer: Result<Renderer, DiagnosticError>
  ) -> BatchRowResult {
    let start = DispatchTime.now().uptimeNanoseconds
    func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }
    let row: DataRow
    switch item {
    case .success(let read): row = read
    case .failure(let error):
      return BatchRowResult(row: 0, status: .failed, milliseconds: 0, error: error)
    }
    var path: String?
    do throws(DiagnosticError) {
      let target = try output.path(for: row)
      path = target
      if !overwrite, FileManager.default.fileExists(atPath: target) {
        return BatchRowResult(
          row: row.number, output: target, status: .skipped, milliseconds: elapsed())
      }
      var rowOptions = workerOptions
      rowOptions.state.merge(row.values) { $1 }
      let bytes = try renderer.get().render(template, options: rowOptions)
      try FileManager.default.createDirectoryIfNeeded(for: target)
      try FileAccess.writeAtomically(bytes, to: target)
      return BatchRowResult(
        row: row.number, output: target, status: .rendered, milliseconds: elapsed())
    } catch {
      return BatchRowResult(
        row: row.number, output: path, status: .failed, milliseconds: elapsed(), error: error)
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
