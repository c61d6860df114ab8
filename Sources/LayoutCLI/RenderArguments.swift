import ArgumentParser
import Foundation
import Layout

/// The template and the options of a render, shared by `render`, `watch` and `serve`: the
/// three option groups each of those commands declares side by side. (They are not nested in
/// one group: ArgumentParser's debug builds check a nested group once for every check of the
/// group around it; nested, a debug `layout render` spent 0.16 s of CPU, side by side 0.09 s.)
struct RenderArguments {
  /// The template and how it is read and drawn.
  var drawing: TemplateArguments
  /// How the layout is solved: the state, the canvas, the device.
  var solve: SolveArguments
  var diagnosticOptions: DiagnosticOptions

  /// The template's path, or `-` for standard input.
  var template: String { drawing.template }

  /// The EverLayout sub-layout asked for.
  var sublayout: String? { drawing.sublayout }

  /// `--scale`, else the device's, else 1.
  var scale: Double { drawing.scaleOption ?? solve.preset?.scale ?? 1 }

  /// What no single group can check alone.
  func validate() throws {
    if template == FileAccess.standardStream, solve.state == FileAccess.standardStream {
      throw ValidationError(
        "The template and --state cannot both come from standard input: give one a file")
    }
  }

  /// The template, its format told once (`--input-format`, else its name and folder, else
  /// its contents, which are then kept for the loader): a render opens it once.
  func input() throws(DiagnosticError) -> InputFile {
    try InputFile(template, format: drawing.inputFormat.flatMap(InputFormat.init(rawValue:)))
  }

  /// The configuration Android resources are chosen for: `--qualifiers`, with the canvas
  /// (else the default one) and `--scale` for what they leave out.
  func resourceConfiguration() throws(DiagnosticError) -> ResourceConfiguration {
    ResourceConfiguration(
      asked: try solve.qualifiers.map { list throws(DiagnosticError) in
        try ResourceQualifiers.parse(list: list)
      } ?? ResourceQualifiers(),
      canvas: solve.canvas ?? RenderOptions.androidCanvas, scale: scale)
  }

  /// What the template may read besides its folder.
  var access: TemplateAccess {
    TemplateAccess(allowedPaths: solve.allowPath, allowsNetwork: drawing.allowNetwork)
  }

  /// The platform resources and theme of Android layouts, and the app classes `--class`
  /// declares for them.
  var androidPlatform: AndroidPlatformSettings {
    var settings = solve.androidPlatform
    for declaration in drawing.classes {
      let parts = declaration.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { settings.classes[parts[0]] = parts[1] }
    }
    return settings
  }

  /// A renderer with the fonts asked for.
  func makeRenderer() throws(DiagnosticError) -> Renderer {
    try Renderer(
      fonts: .bundled(extraDirectories: drawing.fonts, includeSystemFonts: drawing.systemFonts),
      registry: registry())
  }

  /// The view kinds: the standard ones with the project file's classes and `--class`'s.
  func registry() throws(DiagnosticError) -> ViewClassRegistry {
    let file =
      template == FileAccess.standardStream ? InputFile.standardInputName : template
    return try ProjectClasses.registry(forTemplate: file, declared: drawing.classes)
  }

  /// Compiles the template `input` names as Layout XML, with the classes of the
  /// `layout.json` beside it (from standard input for `-`, with paths in it relative to the
  /// current folder).
  func loadTemplate(_ input: InputFile) throws(DiagnosticError) -> LayoutTemplate {
    let kinds = try ProjectClasses.registry(forTemplate: input.name, declared: drawing.classes)
    return try LayoutTemplate(
      bytes: try input.contents(limit: access.fileSizeLimit), file: input.name, registry: kinds,
      access: access)
  }

  /// The render options, reading the state, constants and strings files.
  func renderOptions(format: OutputFormat, template file: String? = nil)
    throws(DiagnosticError) -> RenderOptions
  {
    var options = try solve.options()
    options.strings = try solve.strings(for: file ?? template, in: options)
    options.format = format
    options.raster = RasterOptions(
      scale: scale, pngCompression: drawing.pngCompression, quality: drawing.quality,
      progressive: drawing.progressive, lossless: drawing.lossless,
      matte: Color(hex: drawing.background) ?? .white)
    options.background = Color(hex: drawing.background)
    options.viewState = Set(
      (drawing.viewState ?? "").split(separator: ",")
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    return options
  }

  /// The format `--format` names, else the output's extension, else PNG; a known extension
  /// that disagrees with `--format` is an error rather than, say, PNG bytes in a `.svg` file.
  /// Standard output (`-o -`) has no extension, so it needs `--format`.
  func outputFormat(for output: String?) throws -> OutputFormat {
    let names = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
    let fileExtension = output.map { ($0 as NSString).pathExtension } ?? ""
    if let format = drawing.format {
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
