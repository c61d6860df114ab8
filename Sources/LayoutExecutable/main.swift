import Foundation
import LayoutCLI

let arguments = Array(CommandLine.arguments.dropFirst())
// `watch`, `serve` and `test --review` stop gracefully on a signal; every other command
// removes the temporary files of its writes in progress and ends.
if !SignalCleanup.isGracefulCommand(arguments) { SignalCleanup.install() }
// The server is an executable of its own, so that this one starts without it.
ServeHost.handOverToServerExecutable(arguments: arguments)
exit(LayoutCommand.run(arguments))
