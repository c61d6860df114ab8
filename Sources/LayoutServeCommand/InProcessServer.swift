import Dispatch
import Layout
import LayoutCLI
import LayoutCore
import LayoutServer

/// Runs `layout serve` in this process: the preview server of `LayoutServer` with the
/// settings the command line gives.
package enum InProcessServer {
  /// Makes `serve` run here from now on (the `layout-server` executable, and tests).
  package static func install() {
    ServeHost.serveInProcess(
      with: { (command, console) throws(DiagnosticError) in try run(command, on: console) },
      reviewing: { (review, host, port, interrupt, console) throws(DiagnosticError) in
        try InProcessReview.run(review, host: host, port: port, until: interrupt, on: console)
      })
  }

  /// Serves until SIGINT or SIGTERM; returns the exit code.
  static func run(_ command: ServeCommand, on console: Console) throws(DiagnosticError)
    -> Int32
  {
    let settings = settings(for: command)
    let server = PreviewServer(settings: settings)
    console.report(server.skippedFiles)
    if server.templatePaths.isEmpty {
      console.print("no templates found in \(settings.root)")
    }
    if !settings.isLoopback {
      console.print(
        "warning: listening on \(settings.host): other machines can reach these previews")
    }
    try serveUntilInterrupted(host: settings.host, port: settings.port) { stop in
      try await server.run(shouldStop: stop) { port in
        console.print("serving \(settings.root) at http://\(settings.host):\(port)/")
      }
    }
    console.print("stopped")
    return ExitCode.success
  }

  /// The server's settings from the command line's options.
  private static func settings(for command: ServeCommand) -> ServerSettings {
    var settings = ServerSettings(
      root: command.root,
      makeRenderer: { () throws(DiagnosticError) in try command.makeRenderer() },
      loadTemplate: { (file) throws(DiagnosticError) in try command.loadTemplate(file) },
      baseOptions: { (file) throws(DiagnosticError) in try command.baseOptions(for: file) })
    settings.extraTemplates = { command.extraTemplates }
    settings.host = command.host
    settings.port = command.port
    settings.renderers = command.renderers
    settings.queueLimit = command.queueLimit
    settings.renderTimeout = command.renderTimeout
    settings.maxAge = command.maxAge
    settings.androidPlatform = command.androidPlatform
    return settings
  }
}

/// Runs `serve` (given the flag it stops at) until `interrupt` is raised (by SIGINT or
/// SIGTERM); a failure to serve is a located error naming the address.
func serveUntilInterrupted(
  host: String, port: Int, interrupt: Interrupt = Interrupt(),
  _ serve: @escaping @Sendable (_ shouldStop: @escaping @Sendable () -> Bool) async throws -> Void
) throws(DiagnosticError) {
  let failure = ServeFailure()
  let done = DispatchSemaphore(value: 0)
  Task {
    do {
      try await serve { interrupt.isRaised }
    } catch {
      failure.error = "\(error)"
    }
    done.signal()
  }
  done.wait()
  if let message = failure.error {
    throw DiagnosticError(
      .error, code: .serveFailed, message: "Cannot serve on \(host):\(port): \(message)")
  }
}

/// The error that ended the server, set by its task. Sendable: set before the semaphore is
/// signalled and read after it is waited on.
private final class ServeFailure: @unchecked Sendable {
  var error: String?
}
