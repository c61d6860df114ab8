import Foundation
import LayoutCLI
import LayoutServeCommand

// `layout-server`: the `layout` tool with the web server linked in, which `layout serve` runs
// in its place. Every command works here as in `layout`; `serve` runs in this process.
let arguments = Array(CommandLine.arguments.dropFirst())
if !SignalCleanup.isGracefulCommand(arguments) { SignalCleanup.install() }
InProcessServer.install()
exit(LayoutCommand.run(arguments))
