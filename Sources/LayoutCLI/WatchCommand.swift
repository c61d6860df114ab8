import ArgumentParser
import Foundation
import Layout

/// `layout watch FILE.xml -o OUT.png`: renders, and renders again whenever a file the last
/// render read changes; on an error, writes the Red Box.
struct WatchCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch", _superCommandName: "layout",
    abstract: "Render a template again whenever a file it reads changes.",
    discussion: """
      Watches the template, the files it includes with xml= and template=, its images, the \
      strings files and the --state and --constants files, looking every 50 ms, and renders \
      again when one changes. When the template has an error, the output is a Red Box: the error \
      on a red panel of the last good render's size. One line is printed per render. Stop \
      with Ctrl-C.
      """)

  @OptionGroup var drawing: TemplateArguments

  @OptionGroup var solve: SolveArguments

  @OptionGroup var diagnosticOptions: DiagnosticOptions

  /// The three option groups together.
  var arguments: RenderArguments {
    RenderArguments(drawing: drawing, solve: solve, diagnosticOptions: diagnosticOptions)
  }

  @Option(
    name: .shortAndLong, help: "The image to keep up to date (any format render writes).",
    completion: .image)
  var output: String

  func validate() throws {
    if arguments.solve.state == "-" {
      throw ValidationError("--state - cannot be watched: name a file")
    }
    _ = try arguments.outputFormat(for: output)
  }

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    arguments.diagnosticOptions.apply(to: console)
    let format = (try? arguments.outputFormat(for: output)) ?? .png
    let live = try LiveRender(arguments: arguments, format: format)
    let interrupt = Interrupt()
    LiveLoop(live: live).run(until: interrupt) { pass in
      if let image = pass.outcome.image {
        do throws(DiagnosticError) {
          try FileAccess.writeAtomically(image, to: output)
        } catch {
          console.report(error.diagnostics)
        }
      }
      console.report(pass.outcome.error?.diagnostics ?? [])
      console.report(pass.outcome.warnings)
      console.print(LiveReport.line(for: pass, destination: output))
    }
    console.print("stopped")
    return ExitCode.success
  }
}
