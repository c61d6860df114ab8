import ArgumentParser
import Foundation
import Layout
import LayoutCore
import LayoutSyntax
import LayoutTesting
import LayoutTool

/// `layout check PATH…`: finds every error of templates without rendering them.
struct CheckCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "check", _superCommandName: "layout",
    abstract: "Check templates for errors without rendering them.",
    discussion: """
      Reads, compiles and evaluates every expression of each template (files, or the Layout \
      templates found in folders as `layout format` finds them) against --state, --constants \
      and --strings, and prints every problem as file:line:col with the node path and hints. \
      EverLayout layouts (.json with a "root" view) are read and solved too. \
      Without --state, a template's NAME.json beside it gives its state, as for `layout test` \
      (a golden case's {"state": …, "constants": …}, or a plain state object). \
      Exits with status 1 if any template has an error. Redundant and conflicting frame \
      expressions are errors here, as Layout's validation reports them (rendering draws \
      such a template with a warning). With --strict, every warning is an error too (of \
      every format: unknown Android attributes, ignored EverLayout properties…).
      """)

  @Argument(help: "Template files or folders.", completion: .xmlTemplate)
  var paths: [String]

  @OptionGroup var diagnosticOptions: DiagnosticOptions

  @Flag(help: "Report every warning as an error (unknown attributes, inferred classes…).")
  var strict = false

  @OptionGroup var solve: SolveArguments

  @Flag(help: "Let xml= and template= load http(s) URLs, as render --allow-network does.")
  var allowNetwork = false

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    diagnosticOptions.apply(to: console)
    let options = try solve.options()
    let found = templates()
    console.report(strict ? WarningsAsErrors.raised(found.diagnostics) : found.diagnostics)
    var failed = found.diagnostics.contains {
      $0.severity == .error || (strict && $0.severity == .warning)
    }
    for file in found.files {
      var fileOptions = options
      if solve.state == nil { try StateBeside.apply(file, to: &fileOptions) }
      fileOptions.strings = try solve.strings(for: file, in: options)
      var diagnostics = WarningsAsErrors.raised(
        TemplateCheck.check(
          file: file, options: fileOptions, allowsNetwork: allowNetwork,
          platform: solve.androidPlatform),
        codes: [.redundantExpression])
      if strict { diagnostics = WarningsAsErrors.raised(diagnostics) }
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
      result.files += found.files.filter(Self.isLayoutFile) + EverLayoutFinder.layouts(in: path)
    }
    return result
  }

  private static func isLayoutFile(_ path: String) -> Bool {
    guard let bytes = try? FileAccess.read(path, what: "template"),
      let document = try? XmlParser.parse(bytes, file: path)
    else { return true }
    return LayoutDetection.isLayout(document) || LayoutDetection.isAndroidLayout(document)
  }
}
