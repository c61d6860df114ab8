import ArgumentParser
import Foundation
import Layout

/// `layout serve FILE.xml`: a preview page on 127.0.0.1 that shows the render and follows
/// every change, as `watch` does.
struct ServeCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve a live preview of a template on 127.0.0.1.",
    discussion: """
      Renders as watch does, keeps the image in memory, and serves a page that shows it and \
      swaps in each new render (or Red Box) as it happens. Only the loopback interface \
      listens. Stop with Ctrl-C.
      """)

  @OptionGroup var arguments: RenderArguments

  @Option(parsing: .unconditional, help: "The port to listen on (0 picks a free one).")
  var port: Int = 8000

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "Also write each render to this file (.png, .svg, .jpg, .webp or .avif); its format is "
        + "the page's."))
  var output: String?

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535") }
    if arguments.solve.state == "-" {
      throw ValidationError("--state - cannot be watched: name a file")
    }
    guard try arguments.outputFormat(for: output) != .pdf else {
      throw ValidationError("serve shows images: browsers do not show PDF as an image")
    }
  }

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    arguments.diagnosticOptions.apply(to: console)
    let format = (try? arguments.outputFormat(for: output)) ?? .png
    let live = try LiveRender(arguments: arguments, format: format)
    let state = PreviewState()
    let page = PreviewPage(
      state: state, imageType: format.mediaType,
      title: (arguments.template as NSString).lastPathComponent)
    let server = try HTTPServer(port: port) { page.respond(to: $0) }
    server.start()
    console.print("serving \(arguments.template) at http://127.0.0.1:\(server.port)/")
    let interrupt = Interrupt()
    LiveLoop(live: live).run(until: interrupt) { pass in
      let line = LiveReport.line(for: pass, destination: output ?? "the page")
      if let output, let image = pass.outcome.image {
        do throws(DiagnosticError) {
          try FileAccess.writeAtomically(image, to: output)
        } catch {
          console.report(error.diagnostics)
        }
      }
      state.publish(pass.outcome.image, status: line)
      console.report((pass.outcome.error?.diagnostics ?? []) + pass.outcome.warnings)
      console.print(line)
    }
    server.stop()
    console.print("stopped")
    return ExitCode.success
  }
}
