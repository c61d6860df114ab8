import LayoutCLI
import LayoutCore
import LayoutServer
import LayoutTesting

/// Runs `layout test --review` in this process: the report served by `ReviewServer` until
/// the interrupt is raised.
enum InProcessReview {
  /// Serves `review`; returns success when every image difference was accepted, else failure
  /// (the run still has failing cases).
  static func run(
    _ review: GoldenReview, host: String, port: Int, until interrupt: Interrupt,
    on console: Console
  ) throws(DiagnosticError) -> Int32 {
    let server = ReviewServer(review: review, host: host, port: port)
    let cases = review.acceptable.count
    try serveUntilInterrupted(host: host, port: port, interrupt: interrupt) { stop in
      try await server.run(shouldStop: stop) { port in
        console.print(
          "reviewing \(cases) failed case\(cases == 1 ? "" : "s") at http://\(host):\(port)/ "
            + "(Ctrl-C when done)")
      }
    }
    let accepted = review.acceptedCases.count
    console.print("accepted \(accepted) of \(cases)")
    let fixed = accepted == cases && cases == review.summary.failures.count
    return fixed ? ExitCode.success : ExitCode.failure
  }
}
