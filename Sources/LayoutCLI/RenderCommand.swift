import ArgumentParser
import Foundation
import Layout

/// `layout render FILE.xml -o OUT.png`.
struct RenderCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "render", _superCommandName: "layout",
    abstract: "Render a template to PNG, SVG, PDF, JPEG, WebP or AVIF.",
    discussion: """
      The output format follows the extension of --output, or --format (PNG, SVG, PDF, JPEG, \
      WebP or AVIF; JPEG shows transparent parts over --background, else white). `-o -` writes \
      to standard output and a template of `-` is read from standard input. The canvas is --size, \
      else the root view's width and height, else 1200x630 points. --scale multiplies pixels \
      (2 and 3 give @2x and @3x). Nothing is written when the template has errors. A .json \
      file with a "root" view is an EverLayout layout (--input-format everlayout forces it): \
      --state fills its #{key} placeholders, and --dump constraints prints what it installed.
      """)

  @OptionGroup var arguments: RenderArguments

  @OptionGroup var batch: BatchArguments

  @Option(
    name: .shortAndLong,
    help: "The image to write (.png, .svg, .pdf, .jpg, .webp or .avif), or - for standard output.")
  var output: String?

  @Option(
    help: ArgumentHelp(
      "Print a stage instead of (or besides) writing: template, frames, display-list or "
        + "constraints (EverLayout)."))
  var dump: String?

  @Option(help: "Format of --dump frames: text or json.")
  var dumpFormat: String = "text"

  @Option(
    parsing: .unconditional,
    help: "Stop with an error when the command takes longer than this many seconds.")
  var timeout: Double?

  func validate() throws {
    if let timeout, !(timeout > 0 && timeout.isFinite) {
      throw ValidationError("--timeout must be a number of seconds above 0")
    }
    if let dump, !["template", "frames", "display-list", "constraints"].contains(dump) {
      throw ValidationError("--dump takes template, frames, display-list or constraints")
    }
    guard ["text", "json"].contains(dumpFormat) else {
      throw ValidationError("--dump-format takes text or json")
    }
    if dumpFormat == "json" && dump != "frames" && dump != "constraints" {
      throw ValidationError(
        "--dump-format json is for --dump frames and constraints; other dumps are text")
    }
    if batch.data != nil {
      guard output == nil, dump == nil else {
        throw ValidationError("--data writes one image per row to --out: drop -o and --dump")
      }
      return
    }
    if output == nil && dump == nil {
      throw ValidationError("Missing --output (or --dump, or --data with --out)")
    }
    if output == FileAccess.standardStream, dump != nil {
      throw ValidationError("-o - writes the image to standard output: --dump cannot print there")
    }
    _ = try arguments.outputFormat(for: output)
  }

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    arguments.diagnosticOptions.apply(to: console)
    let clock = CommandTimeout.start(seconds: timeout, console: console)
    defer { clock?.cancel() }
    if batch.data != nil {
      return try BatchRender(arguments: arguments, batch: batch, console: console).run()
    }
    if arguments.isEverLayout { return try renderEverLayout(on: console) }
    if arguments.isAndroidLayout { return try renderAndroid(on: console) }
    let template = try arguments.loadTemplate()
    console.report(template.warnings)
    let renderer = try arguments.makeRenderer()
    let options = try arguments.renderOptions(
      format: (try? arguments.outputFormat(for: output)) ?? .png)
    if dump == "template" { console.print(template.source.dump()) }
    guard dump == "frames" || dump == "display-list" || output != nil else {
      return ExitCode.success
    }
    // One solve serves the dumps, the output and the text warnings.
    let layout = try renderer.solve(template, options: options)
    console.report(layout.warnings)
    let list = renderer.displayList(layout, options: options)
    if dump == "frames" {
      console.print(dumpFormat == "json" ? layout.framesJSON() : layout.framesDump())
    }
    if dump == "display-list" { console.print(list.dump()) }
    if let output {
      let bytes = try renderer.render(list, options: options, file: template.file)
      try FileAccess.writeOutput(bytes, to: output)
      console.report(renderer.textWarnings(template, layout: layout))
    }
    return ExitCode.success
  }

  /// An EverLayout layout: read, solved by constraints, then painted and written as Layout
  /// XML is.
  private func renderEverLayout(on console: Console) throws(DiagnosticError) -> Int32 {
    let renderer = try arguments.makeRenderer()
    let options = try frontEndOptions()
    var file = try EverLayoutFile(contentsOfFile: arguments.template, state: options.state)
    if let name = arguments.sublayout { file = try file.sublayout(named: name) }
    let result = try renderer.solve(file, options: options)
    console.report(result.warnings)
    let list = renderer.displayList(result.layout, options: options)
    switch dump {
    case "constraints"?:
      console.print(ConstraintDump.text(result.constraints, json: dumpFormat == "json"))
    case "template"?:
      throw DiagnosticError(
        .error, code: .invalidEverLayout, message: "--dump template is for Layout XML",
        hints: ["--dump constraints shows what an EverLayout layout installs"])
    default: printDump(result.layout, list, on: console)
    }
    try write(list, renderer: renderer, options: options)
    return ExitCode.success
  }

  /// An Android layout: read, measured and laid out in Android's two passes, then painted
  /// and written as Layout XML is.
  private func renderAndroid(on console: Console) throws(DiagnosticError) -> Int32 {
    let renderer = try arguments.makeRenderer()
    let options = try frontEndOptions()
    let file = try AndroidLayoutFile(
      contentsOfFile: arguments.template, configuration: options.resourceConfiguration,
      allowedPaths: options.allowedPaths)
    if dump == "template" { console.print(file.document.dump()) }
    let result = try renderer.solve(file, options: options)
    console.report(result.warnings)
    let list = renderer.displayList(result.layout, options: options)
    if dump == "constraints" {
      throw DiagnosticError(
        .error, code: .invalidAndroidLayout, message: "--dump constraints is for EverLayout",
        hints: ["--dump frames shows where an Android layout puts its views"])
    }
    printDump(result.layout, list, on: console)
    try write(list, renderer: renderer, options: options)
    return ExitCode.success
  }

  /// The render options of a front-end other than Layout XML, whose canvas is `--size` or
  /// 1200×630.
  private func frontEndOptions() throws(DiagnosticError) -> RenderOptions {
    var options = try arguments.renderOptions(
      format: (try? arguments.outputFormat(for: output)) ?? .png)
    options.size = options.size ?? RenderOptions.defaultCanvas
    return options
  }

  /// Prints the frames or display-list dump, when asked for.
  private func printDump(_ layout: SolvedLayout, _ list: DisplayList, on console: Console) {
    switch dump {
    case "frames"?: console.print(dumpFormat == "json" ? layout.framesJSON() : layout.framesDump())
    case "display-list"?: console.print(list.dump())
    default: break
    }
  }

  /// Writes the image to `--output`, when given, refusing to write over an input.
  private func write(_ list: DisplayList, renderer: Renderer, options: RenderOptions)
    throws(DiagnosticError)
  {
    guard let output else { return }
    let bytes = try renderer.render(list, options: options, file: arguments.template)
    try FileAccess.writeOutput(bytes, to: output)
  }
}
