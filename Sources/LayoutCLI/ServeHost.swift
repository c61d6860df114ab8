import Foundation
import LayoutCore
import LayoutTesting
import Synchronization

/// Where `layout serve` (and `layout test --review`, which serves its report) runs once its
/// command line is read.
///
/// The web server (Hummingbird and SwiftNIO) lives in its own executable, `layout-server`,
/// so that the commands that render one image and exit do not map, fault in and search the
/// conformances of a server they never start. The `layout` tool hands `serve` over to that
/// executable, found beside it; `layout-server`, and the tests, run the server in-process.
package enum ServeHost {
  /// Runs a parsed `serve` command in this process; returns the exit code.
  package typealias Server = @Sendable (ServeCommand, Console) throws(DiagnosticError) -> Int32
  /// Serves a test run's report for review in this process, on a host and port, until the
  /// interrupt is raised; returns the exit code.
  package typealias Reviewer =
    @Sendable (GoldenReview, _ host: String, _ port: Int, Interrupt, Console)
    throws(DiagnosticError) -> Int32

  private enum Mode {
    case inProcess(Server, Reviewer)
    case serverExecutable(arguments: [String])
  }

  private static let mode = Mutex<Mode?>(nil)

  /// The executable that serves, installed beside `layout`.
  package static let serverExecutableName = "layout-server"

  /// From now on, `serve` runs `server` in this process, and a review runs `reviewer`.
  package static func serveInProcess(
    with server: @escaping Server, reviewing reviewer: @escaping Reviewer
  ) {
    mode.withLock { $0 = .inProcess(server, reviewer) }
  }

  /// From now on, `serve` replaces this process with the server executable beside it, which
  /// is given `arguments` (the command line without the program name).
  package static func handOverToServerExecutable(arguments: [String]) {
    mode.withLock { $0 = .serverExecutable(arguments: arguments) }
  }

  static func serve(_ command: ServeCommand, on console: Console) throws(DiagnosticError)
    -> Int32
  {
    switch mode.withLock({ $0 }) {
    case .inProcess(let server, _):
      return try server(command, console)
    case .serverExecutable(let arguments):
      try replaceProcess(arguments: arguments)
    case nil:
      throw DiagnosticError(
        .error, code: .serveFailed, message: "This program cannot serve: it has no server")
    }
  }

  /// Makes sure a review can be served: in a program without the server, replaces this
  /// process with the server executable (which runs the whole command again, before
  /// anything is rendered); returns only where the server is in this process.
  static func prepareToReview() throws(DiagnosticError) {
    switch mode.withLock({ $0 }) {
    case .inProcess: return
    case .serverExecutable(let arguments): try replaceProcess(arguments: arguments)
    case nil:
      throw DiagnosticError(
        .error, code: .serveFailed, message: "This program cannot review: it has no server")
    }
  }

  /// Serves `review` until `interrupt` is raised; returns the exit code.
  static func review(
    _ review: GoldenReview, host: String, port: Int, until interrupt: Interrupt,
    on console: Console
  ) throws(DiagnosticError) -> Int32 {
    guard case .inProcess(_, let reviewer) = mode.withLock({ $0 }) else {
      throw DiagnosticError(
        .error, code: .serveFailed, message: "This program cannot review: it has no server")
    }
    return try reviewer(review, host, port, interrupt, console)
  }

  /// Runs the server executable beside this one in place of this process; returns only by
  /// throwing, when there is none or it cannot be run.
  private static func replaceProcess(arguments: [String]) throws(DiagnosticError) -> Never {
    let path = serverExecutablePath()
    let argv = [path] + arguments
    var pointers = argv.map { strdup($0) } + [nil]
    execv(path, &pointers)
    let reason = String(cString: strerror(errno))
    for pointer in pointers { free(pointer) }
    throw DiagnosticError(
      .error, code: .serveFailed,
      message: "layout serve runs \(serverExecutableName), and \(path) cannot be run: \(reason)",
      hints: [
        "build it beside layout: swift build -c release --product \(serverExecutableName)"
          + " --static-swift-stdlib",
        "or install both with scripts/install",
      ])
  }

  /// `layout-server` in the running executable's folder.
  private static func serverExecutablePath() -> String {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: executable).deletingLastPathComponent()
      .appendingPathComponent(serverExecutableName).path
  }
}
