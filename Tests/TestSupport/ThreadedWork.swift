import Foundation

/// Work that blocks for seconds (child processes) done once on a thread of its own, started
/// when the value is first created, for tests that wait for it without holding a thread of
/// the test run's pool (a task would wait behind the hundreds of tests queued before it).
public final class ThreadedWork<Value: Sendable>: Sendable {
  private let result: Task<Value, any Error>

  public init(_ work: @escaping @Sendable () throws -> Value) {
    let (stream, continuation) = AsyncThrowingStream<Value, any Error>.makeStream()
    Thread {
      continuation.yield(with: Result(catching: work))
      continuation.finish()
    }.start()
    result = Task {
      for try await value in stream { return value }
      throw CancellationError()
    }
  }

  /// What the work gave, once it is done.
  public var value: Value {
    get async throws { try await result.value }
  }
}
