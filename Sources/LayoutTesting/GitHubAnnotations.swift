import Foundation
import LayoutCore

/// Workflow commands that make GitHub Actions annotate a pull request's files: one
/// `::error file=…,line=…::message` line per failing case (at its template) and per error of
/// a template that could not be rendered (at the error's place).
public enum GitHubAnnotations {
  /// The lines for a run's failures; `templates` maps each golden to its case's template.
  public static func lines(_ summary: GoldenSummary, templates: [String: String]) -> [String] {
    summary.failures.flatMap { failure -> [String] in
      let errors = failure.diagnostics.filter { $0.severity == .error && $0.file != nil }
      if !errors.isEmpty {
        return errors.map { error in
          command(
            file: error.file!, line: error.range?.start.line ?? 1,
            column: error.range?.start.column, title: failure.name, message: error.message)
        }
      }
      return [
        command(
          file: templates[failure.golden] ?? failure.golden, line: 1, column: nil,
          title: failure.name, message: failure.message)
      ]
    }
  }

  private static func command(
    file: String, line: Int, column: Int?, title: String, message: String
  ) -> String {
    var properties = ["file=\(property(file))", "line=\(line)"]
    if let column { properties.append("col=\(column)") }
    properties.append("title=\(property(title))")
    return "::error \(properties.joined(separator: ","))::\(data(message))"
  }

  /// A message, its `%` and line breaks escaped as the runner reads them.
  private static func data(_ text: String) -> String {
    text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
  }

  /// A property value: also its `:` and `,`.
  private static func property(_ text: String) -> String {
    data(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
  }
}

extension String {
  fileprivate func replacingAll(_ target: String, _ replacement: String) -> String {
    replacingOccurrences(of: target, with: replacement)
  }
}
