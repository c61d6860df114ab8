import ArgumentParser
import Foundation
import Layout
import LayoutTool

/// `layout check PATH…`: finds every error of templates without rendering them.
struct CheckCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check templates for errors without rendering them.",
    discussion: """
      Reads, compiles and evaluates every expression of each template (files, or the Layout \
      templates found in folders as `layout format` finds them) against --state, --constants \
      and --strings, and prints every problem as file:line:col with the node path and hints. \
      Exits with status 1 if any template has an error.
      """)

  @Argument(help: "Template files or folders.")
  var paths: [String]

  @Option(help: "JSON object of state values.")
  var state: String?

  @Option(help: "JSON object of constants (may be repeated; later files win).")
  var constants: [String] = []

  @Option(
    help: "Localized strings for strings.Key (default: Localizable.strings beside each template).")
  var strings: String?

  @Option(help: "Read strings from <locale>.lproj/Localizable.strings beside each template.")
  var locale: String?

  @Option(help: "Canvas size in points, as WIDTHxHEIGHT (default 1200x630).")
  var size: String?

  @Option(help: "legacy (the default) or modern.")
  var layoutMode: String = "legacy"

  @Option(help: "ltr (the default) or rtl: the side leading is on.")
  var layoutDirection: String = "ltr"

  @Option(help: "Also let templates read images from this folder (may be repeated).")
  var allowPath: [String] = []

  func validate() throws {
    if let size, RenderArguments.parseSize(size) == nil {
      throw ValidationError("--size must be WIDTHxHEIGHT in points, such as 1200x630")
    }
    guard LayoutMode(rawValue: layoutMode) != nil else {
      throw ValidationError("--layout-mode takes legacy or modern")
    }
    guard RenderArguments.direction(layoutDirection) != nil else {
      throw ValidationError("--layout-direction takes ltr or rtl")
    }
  }

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    var options = RenderOptions()
    options.size = size.flatMap(RenderArguments.parseSize)
    options.layoutMode = LayoutMode(rawValue: layoutMode) ?? .legacy
    options.layoutDirection = RenderArguments.direction(layoutDirection) ?? .leftToRight
    options.allowedPaths = allowPath
    for file in constants {
      options.constants.merge(try StateFile.read(file)) { _, later in later }
    }
    if let state { options.state = try StateFile.read(state) }
    if let strings { options.strings = try LocalizedStrings.read(strings) }
    let found = templates()
    console.report(found.diagnostics)
    var failed = found.diagnostics.contains { $0.severity == .error }
    for file in found.files {
      var fileOptions = options
      if strings == nil {
        fileOptions.strings = try LocalizedStrings.beside(template: file, locale: locale)
      }
      let diagnostics = TemplateCheck.check(file: file, options: fileOptions)
      console.report(diagnostics)
      failed = failed || diagnostics.contains { $0.severity == .error }
    }
    return failed ? ExitCode.failure : ExitCode.success
  }

  /// Files named directly, and the Layout templates in folders; problems with the paths.
  private func templates() -> TemplateFinder.Result {
    var result = TemplateFinder.Result()
    for path in paths {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result.files.append(path)
        continue
      }
      let found = TemplateFinder.find([path])
      result.diagnostics += found.diagnostics
      result.files += found.files.filter(Self.isLayoutFile)
    }
    return result
  }

  private static func isLayoutFile(_ path: String) -> Bool {
    guard let bytes = try? FileAccess.read(path, what: "template"),
      let document = try? XmlParser.parse(bytes, file: path)
    else { return true }
    return LayoutDetection.isLayout(document)
  }
}
