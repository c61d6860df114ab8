import Glibc
import Synchronization

/// A time budget for one render, which every stage checks between its units of work: the
/// views a template expands to, the views laid out, the solver's pivots, the display list's
/// items and the items painted. A render whose budget runs out (or is cancelled, as `layout
/// serve` cancels a render it stopped waiting for) stops at its next check with a `time-limit`
/// error, and the thread that ran it is free for the next one.
///
/// A single call into Cairo, Pango or librsvg cannot be interrupted; the image and filter
/// limits bound how long one can take.
///
/// The budget of the work running on the current thread is `RenderBudget.current`, set with
/// `RenderBudget.within(_:_:)`.
public final class RenderBudget: Sendable {
  /// The seconds the render was given.
  public let seconds: Double
  private let deadline: UInt64
  private let cancelled = Atomic<Bool>(false)

  /// A budget of `seconds` from now.
  public init(seconds: Double) {
    self.seconds = seconds
    let nanoseconds = seconds.isFinite ? min(max(seconds, 0) * 1e9, 1e18) : 1e18
    deadline = Self.now() &+ UInt64(nanoseconds)
  }

  /// Stops the render at its next check, whatever time is left.
  public func cancel() {
    cancelled.store(true, ordering: .relaxed)
  }

  /// Whether the render should stop: cancelled, or past its deadline.
  public var isExhausted: Bool {
    cancelled.load(ordering: .relaxed) || Self.now() >= deadline
  }

  /// The `time-limit` error of a render that went past this budget.
  public var error: DiagnosticError {
    DiagnosticError(
      .error, code: .timeLimit,
      message: cancelled.load(ordering: .relaxed)
        ? "The render was stopped before it finished"
        : "The render took longer than its budget of \(Self.format(seconds)) s and was stopped",
      hints: [
        "look for what makes the template slow (`layout bench TEMPLATE`), or give it more time"
      ])
  }

  /// The budget of the render running on this thread, if it has one.
  @TaskLocal public static var current: RenderBudget?

  /// Throws the budget's error when the render on this thread should stop.
  @inline(__always)
  public static func check() throws(DiagnosticError) {
    if let budget = current, budget.isExhausted { throw budget.error }
  }

  /// Whether the render on this thread should stop (for stages that cannot throw: they stop
  /// early, and the caller's next `check()` throws).
  public static var shouldStop: Bool {
    current?.isExhausted ?? false
  }

  /// Runs `work` with `budget` as the current thread's budget (nil runs it without one).
  public static func within<T>(
    _ budget: RenderBudget?, _ work: () throws(DiagnosticError) -> T
  ) throws(DiagnosticError) -> T {
    let result = $current.withValue(budget) {
      Result { () throws(DiagnosticError) in try work() }
    }
    return try result.get()
  }

  private static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }

  private static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() && seconds < 1e15 ? String(Int(seconds)) : String(seconds)
  }
}
