import Foundation
import Layout

/// Why a render was not done.
enum PoolRefusal: Error {
  /// Every renderer is busy and the queue is full.
  case busy
  /// The render did not finish in time: it is stopped at its next budget check (or, still
  /// queued, never started), and its result is dropped.
  case timedOut
}

/// Render threads, each with its own renderer, fed from one bounded queue.
///
/// Cairo and Pango calls block, so renders run on threads of their own rather than on Swift
/// concurrency's few shared ones, where they would stall every other request. A caller waits
/// for its result without holding a thread.
///
/// Sendable: the queue is guarded by `condition`.
final class RenderPool: @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [(Result<Renderer, DiagnosticError>) -> Void] = []
  private var running = 0
  private let queueLimit: Int

  init(
    threads: Int, queueLimit: Int,
    makeRenderer: @escaping @Sendable () throws(DiagnosticError) -> Renderer
  ) {
    self.queueLimit = queueLimit
    for index in 0..<max(1, threads) {
      // The threads hold the pool: both live as long as the process serves.
      let thread = Thread {
        let renderer = Result { () throws(DiagnosticError) in try makeRenderer() }
        while true { self.next()(renderer) }
      }
      thread.name = "render \(index + 1)"
      // Deep templates recurse in the solver; give renders the main thread's stack.
      thread.stackSize = 8 << 20
      thread.start()
    }
  }

  /// Runs `work` on a render thread under a `RenderBudget` of `timeout` seconds, counted from
  /// now; throws `busy` when the queue is full and `timedOut` when the budget runs out, which
  /// stops the render too, so that its thread serves the next one.
  func run<T: Sendable>(
    timeout: Double,
    _ work: @escaping @Sendable (Result<Renderer, DiagnosticError>) -> T
  ) async throws(PoolRefusal) -> T {
    let outcome: Result<T, PoolRefusal> = await withCheckedContinuation { continuation in
      let once = ResumeOnce(continuation)
      let budget = RenderBudget(seconds: timeout)
      // The clock is a sleeping task, which takes no thread while it waits.
      let clock = Task {
        try await Task.sleep(for: .seconds(timeout))
        budget.cancel()
        once.resume(.failure(.timedOut))
      }
      let accepted = enqueue { renderer in
        guard !budget.isExhausted else { return }
        let result = RenderBudget.$current.withValue(budget) { work(renderer) }
        once.resume(.success(result))
        clock.cancel()
      }
      if !accepted {
        clock.cancel()
        once.resume(.failure(.busy))
      }
    }
    return try outcome.get()
  }

  /// Renders waiting and running, for the server's status.
  var load: (waiting: Int, running: Int) {
    condition.withLock { (jobs.count, running) }
  }

  private func enqueue(_ job: @escaping (Result<Renderer, DiagnosticError>) -> Void) -> Bool {
    condition.withLock {
      guard jobs.count < queueLimit else { return false }
      jobs.append(job)
      condition.signal()
      return true
    }
  }

  /// Waits for the next job (its thread is then counted as running until it asks again).
  private func next() -> (Result<Renderer, DiagnosticError>) -> Void {
    condition.lock()
    defer { condition.unlock() }
    running -= running > 0 ? 1 : 0
    while jobs.isEmpty { condition.wait() }
    running += 1
    return jobs.removeFirst()
  }
}

/// A continuation resumed by whichever comes first, the result or the timeout.
///
/// Sendable: `continuation` is taken under `lock`.
private final class ResumeOnce<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Result<T, PoolRefusal>, Never>?

  init(_ continuation: CheckedContinuation<Result<T, PoolRefusal>, Never>) {
    self.continuation = continuation
  }

  func resume(_ result: Result<T, PoolRefusal>) {
    let waiting = lock.withLock {
      defer { continuation = nil }
      return continuation
    }
    waiting?.resume(returning: result)
  }
}
