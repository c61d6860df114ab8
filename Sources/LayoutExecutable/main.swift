import Foundation
import LayoutCLI

exit(LayoutCommand.run(Array(CommandLine.arguments.dropFirst())))
