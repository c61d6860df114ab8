import Foundation
import Layout
import LayoutCore
import LayoutTesting

/// Refuses a golden case's settings file (`NAME.json` beside a case: `{"state": {…},
/// "constants": {…}, "size": [w, h], "scale": n}`) given as `--state`: read as state, its
/// values would be symbols named `state.name`, and the template would find none of its own.
enum CaseSettingsAsState {
  /// Throws when `values`, read from `file` for `--state`, are a case's settings.
  static func reject(_ values: [String: Value], file: String) throws(DiagnosticError) {
    guard GoldenCase.isSettings(values) else { return }
    throw DiagnosticError(
      .error, code: .invalidState,
      message: "'\(file)' is a golden case's settings file, not state: its state is the "
        + "object under \"state\"",
      file: file, hints: hints(values, file: file))
  }

  /// What to pass instead: the parts as their own options, or the case to `layout test`.
  private static func hints(_ values: [String: Value], file: String) -> [String] {
    var parts = ["--state FILE with only the object under \"state\""]
    if values.keys.contains(where: { $0.hasPrefix("constants.") }) {
      parts.append("--constants FILE with only the object under \"constants\"")
    }
    if let size = size(values["size"]) { parts.append("--size \(size)") }
    if case .number(let scale) = values["scale"] { parts.append("--scale \(number(scale))") }
    var hints = ["pass " + parts.joined(separator: ", ")]
    let template = (file as NSString).deletingPathExtension + ".xml"
    if FileManager.default.fileExists(atPath: template) {
      hints.append("or run the case as its golden is made: layout test \(template)")
    }
    return hints
  }

  /// `320x120` for `[320, 120]`.
  private static func size(_ value: Value?) -> String? {
    guard case .array(let sides) = value, sides.count == 2,
      case .number(let width) = sides[0], case .number(let height) = sides[1]
    else { return nil }
    return "\(number(width))x\(number(height))"
  }

  private static func number(_ value: Double) -> String {
    Int(exactly: value).map(String.init) ?? String(value)
  }
}
