import ArgumentParser
import Foundation
import Layout

/// The template and the options of a render, shared by `render`, `watch` and `serve`.
struct RenderArguments: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "The template (Layout XML, Android layout XML, EverLayout JSON, or LayoutComposer "
        + "boxes in Layout XML), or - to read it from standard input."),
    completion: .template)
  var template: String

  @Option(
    help: ArgumentHelp(
      "Output format: png, svg, pdf, jpeg, webp or avif (default: from the extension; "
        + "needed with -o -)."),
    completion: .words(OptionValues.outputFormats))
  var format: String?

  @Option(
    parsing: .unconditional,
    help: "Quality of JPEG, WebP and AVIF output, 1 to 100 (default 90, 80 and 60).")
  var quality: Int?

  @Flag(help: "Write progressive JPEG.")
  var progressive = false

  @Flag(help: "Write lossless WebP.")
  var lossless = false

  @Option(
    name: .customLong("scale"), parsing: .unconditional,
    help: "Pixels per point (default: the device's, else 1).")
  var scaleOption: Double?

  /// `--scale`, else the device's, else 1.
  var scale: Double { scaleOption ?? solve.preset?.scale ?? 1 }

  @OptionGroup var solve: SolveArguments

  @OptionGroup var diagnosticOptions: DiagnosticOptions

  @Flag(help: "Let xml= and template= load http(s) URLs (10 s timeout, 1 MiB limit).")
  var allowNetwork = false

  @Option(help: "Canvas background: transparent (the default) or a colour such as #ffffff.")
  var background: String = "transparent"

  @Option(parsing: .unconditional, help: "zlib level of PNG output, 0 (none) to 9 (smallest).")
  var pngCompression: Int = 1

  @Option(help: "Also load the fonts in this folder (may be repeated).", completion: .directory)
  var fonts: [String] = []

  @Flag(help: "Also use the system's fonts (output then depends on the machine).")
  var systemFonts = false

  @Option(
    name: .customLong("class"),
    help: ArgumentHelp(
      "Declare an app's class as a subclass of a known one (may be repeated).",
      valueName: "NAME=BASE"))
  var classes: [String] = []

  @Option(
    help: "layout (Layout XML), everlayout (JSON) or android; default: from the file.",
    completion: .words(OptionValues.inputFormats))
  var inputFormat: String?

  @Option(help: "Render this sub-layout of an EverLayout layout (its \"layouts\").")
  var sublayout: String?

  @Option(
    help: ArgumentHelp(
      "Android layouts: draw every view in these drawable states, comma-separated.",
      valueName: "pressed,checked"))
  var viewState: String?

  func validate() throws {
    if let scaleOption, !(scaleOption > 0 && scaleOption <= 16) {
      throw ValidationError("--scale must be more than 0 and at most 16")
    }
    guard (0...9).contains(pngCompression) else {
      throw ValidationError("--png-compression must be 0 to 9")
    }
    if let quality, !(1...100).contains(quality) {
      throw ValidationError("--quality must be 1 to 100")
    }
    if template == FileAccess.standardStream, solve.state == FileAccess.standardStream {
      throw ValidationError(
        "The template and --state cannot both come from standard input: give one a file")
    }
    if let inputFormat, !OptionValues.inputFormats.contains(inputFormat) {
      throw ValidationError("--input-format takes layout, everlayout or android")
    }
    guard background == "transparent" || Color(hex: background) != nil else {
      throw ValidationError("--background takes transparent or a hex colour such as #ffffff")
    }
  }

  /// Whether the input is an EverLayout layout: `--input-format everlayout`, or JSON (a
  /// `.json` file, or one that starts with `{` or `[`), whose errors are then JSON's.
  var isEverLayout: Bool {
    if let inputFormat { return inputFormat == "everlayout" }
    return EverLayoutFile.isJSON(template)
  }

  /// Whether the input is an Android layout: `--input-format android`, or XML in a
  /// `res/layout*/` folder, with an Android container as its root or Android's namespace.
  var isAndroidLayout: Bool {
    if let inputFormat { return inputFormat == "android" }
    return AndroidLayoutFile.isAndroidLayout(template)
  }

  /// The configuration Android resources are chosen for: `--qualifiers`, with the canvas
  /// (else the default one) and `--scale` for what they leave out.
  func resourceConfiguration() throws(DiagnosticError) -> ResourceConfiguration {
    ResourceConfiguration(
      asked: try solve.qualifiers.map { list throws(DiagnosticError) in
        try ResourceQualifiers.parse(list: list)
      } ?? ResourceQualifiers(),
      canvas: solve.canvas ?? RenderOptions.defaultCanvas, scale: scale)
  }

  /// What the template may read besides its folder.
  var access: TemplateAccess {
    TemplateAccess(allowedPaths: solve.allowPath, allowsNetwork: allowNetwork)
  }

  /// A renderer with the fonts asked for.
  func makeRenderer() throws(DiagnosticError) -> Renderer {
    try Renderer(
      fonts: .bundled(extraDirectories: fonts, includeSystemFonts: systemFonts),
      registry: registry())
  }

  /// The view kinds: the standard ones with the project file's classes and `--class`'s.
  func registry() throws(DiagnosticError) -> ViewClassRegistry {
    let file = template == FileAccess.standardStream ? Self.standardInputName : template
    return try ProjectClasses.registry(forTemplate: file, declared: classes)
  }

  /// Reads and compiles the template (from standard input for `-`, with paths in it relative
  /// to the current folder).
  func loadTemplate() throws(DiagnosticError) -> LayoutTemplate {
    guard template == FileAccess.standardStream else { return try loadTemplate(template) }
    let bytes = try FileAccess.read(template, what: "template")
    return try LayoutTemplate(
      bytes: bytes, file: Self.standardInputName, registry: registry(), access: access)
  }

  /// Reads and compiles the template at `file` (one of a folder `serve` shows), with the
  /// classes of the `layout.json` beside it.
  func loadTemplate(_ file: String) throws(DiagnosticError) -> LayoutTemplate {
    let kinds = try ProjectClasses.registry(forTemplate: file, declared: classes)
    return try LayoutTemplate(contentsOfFile: file, registry: kinds, access: access)
  }

  /// How messages name a template read from standard input.
  static let standardInputName = "<stdin>"

  /// The render options, reading the state, constants and strings files.
  func renderOptions(format: OutputFormat, template file: String? = nil)
    throws(DiagnosticError) -> RenderOptions
  {
    var options = try solve.options()
    options.strings = try solve.strings(for: file ?? template, in: options)
    options.format = format
    options.raster = RasterOptions(
      scale: scale, pngCompression: pngCompression, quality: quality, progressive: progressive,
      lossless: lossless, matte: Color(hex: background) ?? .white)
    options.background = Color(hex: background)
    options.viewState = Set(
      (viewState ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty })
    return options
  }

  /// The format `--format` names, else the output's extension, else PNG; a known extension
  /// that disagrees with `--format` is an error rather than, say, PNG bytes in a `.svg` file.
  /// Standard output (`-o -`) has no extension, so it needs `--format`.
  func outputFormat(for output: String?) throws -> OutputFormat {
    let names = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
    let fileExtension = output.map { ($0 as NSString).pathExtension } ?? ""
    if let format {
      guard let chosen = OutputFormat(fileExtension: format) else {
        throw ValidationError("--format takes \(names)")
      }
      if let named = OutputFormat(fileExtension: fileExtension), named != chosen, let output {
        throw ValidationError(
          "'\(output)' names a .\(fileExtension) file but --format is \(chosen.rawValue): "
            + "change one to match the other")
      }
      return chosen
    }
    guard let output else { return .png }
    if output == FileAccess.standardStream {
      throw ValidationError("-o - writes to standard output: name the format with --format")
    }
    guard let chosen = OutputFormat(fileExtension: fileExtension) else {
      throw ValidationError(
        "Cannot tell the format of '\(output)': name a .png, .svg, .pdf, .jpg, .webp or .avif "
          + "file, or use --format")
    }
    return chosen
  }

}
