import LayoutCLI
import LayoutServeCommand

/// What one in-process run of the command-line tool printed and returned.
public struct CommandResult: Sendable {
  public var exitCode: Int32
  public var output: String
  public var errors: String
}

/// Runs the `layout` command in-process, collecting what it prints.
public func runLayout(_ arguments: [String]) -> CommandResult {
  final class Buffer: @unchecked Sendable {
    var output = ""
    var errors = ""
  }
  _ = serveInProcess
  let buffer = Buffer()
  let console = Console(output: { buffer.output += $0 }, error: { buffer.errors += $0 })
  let code = LayoutCommand.run(arguments, console: console)
  return CommandResult(exitCode: code, output: buffer.output, errors: buffer.errors)
}

/// `serve` runs the server in the test process, as the `layout-server` executable does.
private let serveInProcess: Void = InProcessServer.install()
