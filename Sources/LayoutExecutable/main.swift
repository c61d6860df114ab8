import Foundation
import LayoutCLI

let arguments = Array(CommandLine.arguments.dropFirst())
// `watch` and `serve` stop gracefully on a signal; every other command removes the temporary
// files of its writes in progress and ends.
if !["watch", "serve"].contains(arguments.first ?? "") { SignalCleanup.install() }
// The server is an executable of its own, so that this one starts without it.
ServeHost.handOverToServerExecutable(arguments: arguments)
exit(LayoutCommand.run(arguments))
