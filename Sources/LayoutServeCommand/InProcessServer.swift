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
    ServeHost.serveInProcess { (command, console) throws(DiagnosticError) in
      try run(command, on: console)
    }
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
    let interrupt = Interrupt()
    let failure = ServeFailure()
    let done = DispatchSemaphore(value: 0)
    Task {
      do {
        try await server.run(shouldStop: { interrupt.isRaised }) { port in
          console.print("serving \(settings.root) at http://\(settings.host):\(port)/")
        }
      } catch {
        failure.error = "\(error)"
      }
      done.signal()
    }
    done.wait()
    if let message = failure.error {
      throw DiagnosticError(
        .error, code: .serveFailed,
        message: "Cannot serve on \(settings.host):\(settings.port): \(message)")
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
    return settings
  }
}

/// The error that ended the server, set by its task. Sendable: set before the semaphore is
/// signalled and read after it is waited on.
private final class ServeFailure: @unchecked Sendable {
  var error: String?
}
