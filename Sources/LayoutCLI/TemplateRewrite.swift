import Foundation
import Layout
import LayoutTool
import LayoutViews

extension AttributeTypes {
  /// Attribute types from the view-class registry's property tables, by class name (with or
  /// without a module prefix), then the options of a box's items (`flex`, `margins`, …),
  /// falling back to LayoutTool's guesses for other classes.
  package static func registry(_ registry: ViewClassRegistry = .standard) -> AttributeTypes {
    var table: [String: [String: ExpressionType]] = [:]
    for name in registry.names {
      guard let viewClass = registry.viewClass(named: name) else { continue }
      table[name] = registry.properties(of: viewClass).mapValues(\.type)
    }
    let types = table
    return AttributeTypes { className, attribute in
      let base = className.split(separator: ".").last.map(String.init) ?? className
      return (types[className] ?? types[base])?[attribute]
        ?? BoxViewClasses.itemOptions[attribute]?.type
    }
  }
}

/// The shared loop of `layout format` and `layout rename`: finds the Layout templates under
/// the paths, formats each, and writes those that change (atomically) or, when checking, only
/// names them.
struct TemplateRewrite {
  var formatter: TemplateFormatter
  /// Name the files that would change instead of writing them.
  var checkOnly = false

  /// Runs over `paths`; returns the exit code: 1 when any file had errors, or when checking
  /// and any file would change.
  func run(_ paths: [String], console: Console, summary: (_ changed: Int, _ of: Int) -> String)
    -> Int32
  {
    let found = TemplateFinder.find(paths)
    console.report(found.diagnostics)
    var failed = found.diagnostics.contains { $0.severity == .error }
    var changed = 0
    var templates = 0
    for file in found.files {
      do throws(DiagnosticError) {
        let bytes = try FileAccess.read(file, what: "template")
        guard let output = try formatter.formatTemplate(bytes, file: file) else { continue }
        templates += 1
        let outputBytes = Array(output.utf8)
        guard outputBytes != bytes else { continue }
        changed += 1
        if checkOnly {
          console.print(file)
          if console.diagnosticStyle == .json { console.report([Self.unformatted(file)]) }
        } else {
          try Self.replace(file, with: outputBytes)
        }
      } catch {
        console.report(error.diagnostics)
        failed = true
      }
    }
    let message = summary(changed, templates)
    if checkOnly { console.printError(message) } else { console.print(message) }
    return failed || (checkOnly && changed > 0) ? ExitCode.failure : ExitCode.success
  }

  /// What `--check --diagnostics json` reports for a file that would change.
  static func unformatted(_ file: String) -> Diagnostic {
    Diagnostic(
      .warning, code: .unformatted,
      message: "\(file) is not formatted as layout format writes it", file: file,
      hints: ["run layout format \(file)"])
  }

  /// Writes the file atomically, through a symbolic link to its target, keeping its
  /// permissions.
  private static func replace(_ file: String, with bytes: [UInt8]) throws(DiagnosticError) {
    let target = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
    let permissions = try? FileManager.default.attributesOfItem(atPath: target)[.posixPermissions]
    try FileAccess.writeAtomically(bytes, to: target)
    if let permissions {
      try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: target)
    }
  }
}
