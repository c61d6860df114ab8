import ArgumentParser
import Foundation
import Layout

/// `layout serve DIR|FILE.xml`: a live preview of every template of a folder and an endpoint
/// that renders them on demand, on 127.0.0.1 unless `--host` says otherwise.
package struct ServeCommand: ParsableCommand, ConsoleCommand, Sendable {
  package static let configuration = CommandConfiguration(
    commandName: "serve", _superCommandName: "layout",
    abstract: "Serve live previews of a folder's templates and render them on demand.",
    discussion: """
      / lists the templates (as layout list finds them, searched again for new ones); \
      /t/PATH is a template's page, with its render, a JSON state editor (filled from \
      NAME.json beside the template), size, scale, layout mode, direction, locale and format \
      controls (for Android layouts also night mode, density, qualifiers and view state), and \
      the frames and display list; it renders again when a file the render read changes, and \
      shows the Red Box on an error. /render/PATH.png (or .svg, .pdf, .jpg, .webp, .avif) \
      renders with the query as state (state=<JSON>, or key=value typed as CSV cells are) and \
      scale, size, layoutMode, direction, locale, qualifiers and viewState; it answers with an \
      ETag (304 when If-None-Match matches), X-Layout-Warning for query keys the template \
      does not read, and JSON errors (400, 404, 413, 414, 429, 503). HEAD answers as GET \
      without the body. Stop with Ctrl-C.
      """)

  @OptionGroup var drawing: TemplateArguments

  @OptionGroup var solve: SolveArguments

  @OptionGroup var diagnosticOptions: DiagnosticOptions

  /// The three option groups together.
  var arguments: RenderArguments {
    RenderArguments(drawing: drawing, solve: solve, diagnosticOptions: diagnosticOptions)
  }

  @Option(help: "The interface to listen on; other than loopback, the previews are public.")
  package var host: String = "127.0.0.1"

  @Option(parsing: .unconditional, help: "The port to listen on (0 picks a free one).")
  package var port: Int = 8000

  @Option(parsing: .unconditional, help: "Renders at once (default: the number of cores).")
  var jobs: Int?

  @Option(
    parsing: .unconditional, help: "Renders waiting for a renderer beyond which requests get 429.")
  package var queueLimit: Int = 64

  @Option(parsing: .unconditional, help: "Seconds a render may take before the request gets 503.")
  package var renderTimeout: Double = 10

  @Option(
    parsing: .unconditional,
    help: "Cache-Control max-age of rendered images in seconds (0: no-cache, revalidate).")
  package var maxAge: Int = 0

  package init() {}

  package func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535") }
    guard (jobs ?? 1) >= 1 else { throw ValidationError("--jobs must be at least 1") }
    guard queueLimit >= 1 else { throw ValidationError("--queue-limit must be at least 1") }
    guard renderTimeout > 0, renderTimeout.isFinite else {
      throw ValidationError("--render-timeout must be a number of seconds above 0")
    }
    guard maxAge >= 0 else { throw ValidationError("--max-age must be 0 or more") }
    if arguments.template == FileAccess.standardStream || arguments.solve.state == "-" {
      throw ValidationError("serve reads files again as they change: name files, not -")
    }
  }

  package func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    arguments.diagnosticOptions.apply(to: console)
    guard FileManager.default.fileExists(atPath: arguments.template) else {
      throw DiagnosticError(
        .error, code: .fileNotFound, message: "No such file or folder '\(arguments.template)'",
        file: arguments.template)
    }
    return try ServeHost.serve(self, on: console)
  }

  /// The template or folder served.
  package var root: String { arguments.template }

  /// Renders at once: `--jobs`, else the number of cores.
  package var renderers: Int { jobCount(jobs) }

  /// The EverLayout layouts of the folder, which `layout list` finds besides the templates.
  package var extraTemplates: [String] { EverLayoutFinder.layouts(in: arguments.template) }

  /// A renderer with the fonts the options ask for.
  package func makeRenderer() throws(DiagnosticError) -> Renderer {
    try arguments.makeRenderer()
  }

  /// The platform resources and theme of Android layouts (`--platform`, `--theme`), and the
  /// app classes `--class` declares.
  package var androidPlatform: AndroidPlatformSettings { arguments.androidPlatform }

  /// Compiles one of the served templates.
  package func loadTemplate(_ input: InputFile) throws(DiagnosticError) -> LayoutTemplate {
    try arguments.loadTemplate(input)
  }

  /// The options a render of `file` starts from: the command line's, with the state file
  /// beside the template unless `--state` names one.
  package func baseOptions(for file: String) throws(DiagnosticError) -> RenderOptions {
    var options = try arguments.renderOptions(format: .png, template: file)
    if arguments.solve.state == nil { try StateBeside.apply(file, to: &options) }
    return options
  }
}
