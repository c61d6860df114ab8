import ArgumentParser
import Foundation
import Layout
import LayoutCore

/// `layout render FILE.xml -o OUT.png`.
struct RenderCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "render", _superCommandName: "layout",
    abstract: "Render a template to PNG, SVG, PDF, JPEG, WebP or AVIF.",
    discussion: """
      The output format follows the extension of --output, or --format (PNG, SVG, PDF, JPEG, \
      WebP or AVIF; JPEG shows transparent parts over --background, else white). `-o -` writes \
      to standard output and a template of `-` is read from standard input. The canvas is --size, \
      else the root view's width and height, else 1200x630 points (an Android layout's: a \
      phone's, 411x914, as Android Studio's default device). --scale multiplies pixels \
      (2 and 3 give @2x and @3x). Nothing is written when the template has errors. A .json \
      file with a "root" view is an EverLayout layout (--input-format everlayout forces it): \
      --state fills its #{key} placeholders, and --dump constraints prints what it installed. \
      --warnings-as-errors makes any warning an error (nothing is written, exit status 1).
      """)

  @OptionGroup var drawing: TemplateArguments

  @OptionGroup var solve: SolveArguments

  @OptionGroup var diagnosticOptions: DiagnosticOptions

  /// The three option groups together.
  var arguments: RenderArguments {
    RenderArguments(drawing: drawing, solve: solve, diagnosticOptions: diagnosticOptions)
  }

  @OptionGroup var batch: BatchArguments

  @Option(
    name: .shortAndLong,
    help: "The image to write (.png, .svg, .pdf, .jpg, .webp or .avif), or - for standard output.",
    completion: .image)
  var output: String?

  @Option(
    help: ArgumentHelp(
      "Print a stage instead of (or besides) writing: template, frames, display-list or "
        + "constraints (EverLayout)."),
    completion: .words(OptionValues.dumps))
  var dump: String?

  @Option(
    help: "Format of --dump frames: text or json.", completion: .words(OptionValues.dumpFormats))
  var dumpFormat: String = "text"

  @Option(
    parsing: .unconditional,
    help: "Stop with an error when the command takes longer than this many seconds.")
  var timeout: Double?

  @Flag(help: "Treat every warning as an error: report it as one, write nothing and exit 1.")
  var warningsAsErrors = false

  func validate() throws {
    try arguments.validate()
    if let timeout, !(timeout > 0 && timeout.isFinite) {
      throw ValidationError("--timeout must be a number of seconds above 0")
    }
    if let dump, !OptionValues.dumps.contains(dump) {
      throw ValidationError("--dump takes template, frames, display-list or constraints")
    }
    guard OptionValues.dumpFormats.contains(dumpFormat) else {
      throw ValidationError("--dump-format takes text or json")
    }
    if dumpFormat == "json" && dump != "frames" && dump != "constraints" {
      throw ValidationError(
        "--dump-format json is for --dump frames and constraints; other dumps are text")
    }
    if batch.data != nil {
      if warningsAsErrors {
        throw ValidationError("--warnings-as-errors is for a single render, not --data")
      }
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
    let input = try arguments.input()
    switch input.format {
    case .everLayout: return try renderEverLayout(input, on: console)
    case .android: return try renderAndroid(input, on: console)
    case .layout: break
    }
    let template = try arguments.loadTemplate(input)
    try report(template.warnings, on: console)
    let renderer = try arguments.makeRenderer()
    let options = try arguments.renderOptions(
      format: (try? arguments.outputFormat(for: output)) ?? .png)
    if dump == "template" { console.print(template.source.dump()) }
    guard dump == "frames" || dump == "display-list" || output != nil else {
      return ExitCode.success
    }
    // One solve serves the dumps, the output and the text warnings.
    let layout = try renderer.solve(template, options: options)
    try report(layout.warnings, on: console)
    let list = renderer.displayList(layout, options: options)
    if dump == "frames" {
      console.print(dumpFormat == "json" ? layout.framesJSON() : layout.framesDump())
    }
    if dump == "display-list" { console.print(list.dump()) }
    if let output {
      // Fonts and glyphs are checked before writing, so that as errors they stop the write.
      let textWarnings =
        renderer.textWarnings(template, layout: layout)
        + Renderer.formatWarnings(list, format: options.format, file: template.file)
      if warningsAsErrors { try report(textWarnings, on: console) }
      let bytes = try renderer.render(list, options: options, file: template.file)
      try FileAccess.writeOutput(bytes, to: output)
      if !warningsAsErrors { console.report(textWarnings) }
    }
    return ExitCode.success
  }

  /// Prints warnings; with --warnings-as-errors, throws them as errors instead.
  private func report(_ warnings: [Diagnostic], on console: Console) throws(DiagnosticError) {
    if warningsAsErrors { try WarningsAsErrors.reject(warnings) }
    console.report(warnings)
  }

  /// An EverLayout layout: read, solved by constraints, then painted and written as Layout
  /// XML is.
  private func renderEverLayout(_ input: InputFile, on console: Console)
    throws(DiagnosticError) -> Int32
  {
    let renderer = try arguments.makeRenderer()
    let options = try frontEndOptions()
    var file = try input.everLayoutFile(state: options.state)
    if let name = arguments.sublayout { file = try file.sublayout(named: name) }
    let result = try renderer.solve(file, options: options)
    try report(result.warnings, on: console)
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
    try write(list, of: result.layout, renderer: renderer, options: options, on: console)
    return ExitCode.success
  }

  /// An Android layout: read, measured and laid out in Android's two passes, then painted
  /// and written as Layout XML is.
  private func renderAndroid(_ input: InputFile, on console: Console)
    throws(DiagnosticError) -> Int32
  {
    let renderer = try arguments.makeRenderer()
    let options = try frontEndOptions(canvas: RenderOptions.androidCanvas)
    let file = try input.androidLayoutFile(
      configuration: options.resourceConfiguration, allowedPaths: options.allowedPaths,
      platform: arguments.androidPlatform)
    if dump == "template" { console.print(file.document.dump()) }
    let result = try renderer.solve(file, options: options)
    try report(result.warnings, on: console)
    let list = renderer.displayList(result.layout, options: options)
    if dump == "constraints" {
      guard !result.constraints.isEmpty else {
        throw DiagnosticError(
          .error, code: .invalidAndroidLayout,
          message:
            "--dump constraints shows a ConstraintLayout's constraints, and the layout has none",
          hints: ["--dump frames shows where an Android layout puts its views"])
      }
      console.print(ConstraintLayoutConstraints.dump(result.constraints))
    } else {
      printDump(result.layout, list, on: console)
    }
    try write(list, of: result.layout, renderer: renderer, options: options, on: console)
    return ExitCode.success
  }

  /// The render options of a front-end other than Layout XML, whose canvas is `--size` or
  /// `canvas` (1200×630; a phone's for Android layouts).
  private func frontEndOptions(canvas: Size = RenderOptions.defaultCanvas)
    throws(DiagnosticError) -> RenderOptions
  {
    var options = try arguments.renderOptions(
      format: (try? arguments.outputFormat(for: output)) ?? .png)
    options.size = options.size ?? canvas
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

  /// Writes the image to `--output`, when given, refusing to write over an input; the
  /// warnings about its text's fonts and glyphs are reported with it (as errors, before it
  /// is written, with --warnings-as-errors).
  private func write(
    _ list: DisplayList, of layout: SolvedLayout, renderer: Renderer, options: RenderOptions,
    on console: Console
  ) throws(DiagnosticError) {
    guard let output else { return }
    let textWarnings = renderer.textWarnings(solvedFrom: arguments.template, layout: layout)
    if warningsAsErrors { try report(textWarnings, on: console) }
    let bytes = try renderer.render(list, options: options, file: arguments.template)
    try FileAccess.writeOutput(bytes, to: output)
    if !warningsAsErrors { console.report(textWarnings) }
  }
}
