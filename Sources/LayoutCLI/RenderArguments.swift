import ArgumentParser
import Foundation
import Layout

/// The template and the options of a render, shared by `render`, `watch` and `serve`.
struct RenderArguments: ParsableArguments {
  @Argument(help: "The template (Layout XML).")
  var template: String

  @Option(help: "Output format: png, svg or pdf (default: from the extension).")
  var format: String?

  @Option(help: "Canvas size in points, as WIDTHxHEIGHT.")
  var size: String?

  @Option(help: "Pixels per point.")
  var scale: Double = 1

  @Option(help: "JSON object of state values, or - for standard input.")
  var state: String?

  @Option(help: "JSON object of constants (may be repeated; later files win).")
  var constants: [String] = []

  @Option(
    help: "Localized strings for strings.Key (default: Localizable.strings beside the template).")
  var strings: String?

  @Option(
    help: ArgumentHelp(
      "Read strings from <locale>.lproj/Localizable.strings beside the template (then the "
        + "language's, Base.lproj's and the folder's own for keys it lacks)."))
  var locale: String?

  @Option(help: "Also let the template read images and templates from this folder (repeatable).")
  var allowPath: [String] = []

  @Flag(help: "Let xml= and template= load http(s) URLs (10 s timeout, 1 MiB limit).")
  var allowNetwork = false

  @Option(help: "Canvas background: transparent (the default) or a colour such as #ffffff.")
  var background: String = "transparent"

  @Option(help: "zlib level of PNG output, 0 (none) to 9 (smallest).")
  var pngCompression: Int = 1

  @Option(help: "legacy (right and bottom are edge positions, the default) or modern (insets).")
  var layoutMode: String = "legacy"

  @Option(
    help: ArgumentHelp(
      "ltr (the default) or rtl: the side leading is on, for views whose "
        + "semanticContentAttribute is unspecified."))
  var layoutDirection: String = "ltr"

  @Option(help: "Also load the fonts in this folder (may be repeated).")
  var fonts: [String] = []

  @Flag(help: "Also use the system's fonts (output then depends on the machine).")
  var systemFonts = false

  func validate() throws {
    guard scale > 0, scale <= 16 else { throw ValidationError("--scale must be between 0 and 16") }
    guard (0...9).contains(pngCompression) else {
      throw ValidationError("--png-compression must be 0 to 9")
    }
    if let size, Self.parseSize(size) == nil {
      throw ValidationError("--size must be WIDTHxHEIGHT in points, such as 1200x630")
    }
    guard LayoutMode(rawValue: layoutMode) != nil || layoutMode == "css" else {
      throw ValidationError("--layout-mode takes legacy or modern")
    }
    guard Self.direction(layoutDirection) != nil else {
      throw ValidationError("--layout-direction takes ltr or rtl")
    }
    guard background == "transparent" || Color(hex: background) != nil else {
      throw ValidationError("--background takes transparent or a hex colour such as #ffffff")
    }
  }

  /// What the template may read besides its folder.
  var access: TemplateAccess {
    TemplateAccess(allowedPaths: allowPath, allowsNetwork: allowNetwork)
  }

  /// A renderer with the fonts asked for.
  func makeRenderer() throws(DiagnosticError) -> Renderer {
    try Renderer(fonts: .bundled(extraDirectories: fonts, includeSystemFonts: systemFonts))
  }

  /// Reads and compiles the template.
  func loadTemplate() throws(DiagnosticError) -> LayoutTemplate {
    try LayoutTemplate(contentsOfFile: template, access: access)
  }

  /// The render options, reading the state, constants and strings files.
  func renderOptions(format: OutputFormat) throws(DiagnosticError) -> RenderOptions {
    var options = RenderOptions()
    options.size = size.flatMap(Self.parseSize)
    options.format = format
    options.raster = RasterOptions(scale: scale, pngCompression: pngCompression)
    options.layoutMode = LayoutMode(rawValue: layoutMode) ?? .modern
    options.layoutDirection = Self.direction(layoutDirection) ?? .leftToRight
    options.background = Color(hex: background)
    options.allowedPaths = allowPath
    for file in constants {
      options.constants.merge(try StateFile.read(file)) { _, later in later }
    }
    if let strings {
      options.strings = try LocalizedStrings.read(strings)
    } else {
      options.strings = try LocalizedStrings.beside(template: template, locale: locale)
    }
    if let state {
      options.state =
        state == "-"
        ? try StateFile.parse(
          Array(FileHandle.standardInput.readDataToEndOfFile()), file: "<stdin>")
        : try StateFile.read(state)
    }
    return options
  }

  /// The output format: `--format`, else the output's extension, else PNG.
  func outputFormat(for output: String?) throws -> OutputFormat {
    if let format {
      guard let chosen = OutputFormat(rawValue: format.lowercased()) else {
        throw ValidationError("--format takes png, svg or pdf")
      }
      return chosen
    }
    guard let output else { return .png }
    let fileExtension = (output as NSString).pathExtension.lowercased()
    guard let chosen = OutputFormat(rawValue: fileExtension) else {
      throw ValidationError(
        "Cannot tell the format of '\(output)': use a .png, .svg or .pdf name, or --format")
    }
    return chosen
  }

  /// `ltr`/`rtl`, or the enumeration's own names.
  static func direction(_ text: String) -> LayoutDirection? {
    switch text {
    case "ltr": return .leftToRight
    case "rtl": return .rightToLeft
    default: return LayoutDirection(rawValue: text)
    }
  }

  static func parseSize(_ text: String) -> Size? {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width > 0, height > 0
    else { return nil }
    return Size(width: width, height: height)
  }
}
