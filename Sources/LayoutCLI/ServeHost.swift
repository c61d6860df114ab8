import Foundation
import LayoutCore
import Synchronization

/// Where `layout serve` runs once its command line is read.
///
/// The web server (Hummingbird and SwiftNIO) lives in its own executable, `layout-server`,
/// so that the commands that render one image and exit do not map, fault in and search the
/// conformances of a server they never start. The `layout` tool hands `serve` over to that
/// executable, found beside it; `layout-server`, and the tests, run the server in-process.
package enum ServeHost {
  /// Runs a parsed `serve` command in this process; returns the exit code.
  package typealias Server = @Sendable (ServeCommand, Console) throws(DiagnosticError) -> Int32

  private enum Mode {
    case inProcess(Server)
    case serverExecutable(arguments: [String])
  }

  private static let mode = Mutex<Mode?>(nil)

  /// The executable that serves, installed beside `layout`.
  package static let serverExecutableName = "layout-server"

  /// From now on, `serve` runs `server` in this process.
  package static func serveInProcess(with server: @escaping Server) {
    mode.withLock { $0 = .inProcess(server) }
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
    case .inProcess(let server):
      return try server(command, console)
    case .serverExecutable(let arguments):
      try replaceProcess(arguments: arguments)
    case nil:
      throw DiagnosticError(
        .error, code: .serveFailed, message: "This program cannot serve: it has no server")
    }
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
