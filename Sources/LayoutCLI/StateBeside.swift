import Foundation
import Layout
import LayoutTesting

/// The state a template's `NAME.json` gives it, as `check`, `serve` and `test` read it.
enum StateBeside {
  /// The state and constants of `NAME.json` beside the template, if there is one: a golden
  /// case's settings (`{"state": …, "constants": …}`), else a plain state object.
  static func apply(_ file: String, to options: inout RenderOptions)
    throws(DiagnosticError)
  {
    let beside = (file as NSString).deletingPathExtension + ".json"
    guard beside != file, FileManager.default.fileExists(atPath: beside) else { return }
    let values = try StateFile.readRegularFile(beside)
    if GoldenCase.isSettings(values) {
      let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
      let golden = try GoldenCase(template: file, name: name, suite: "").renderOptions()
      options.state.merge(golden.state) { $1 }
      options.constants.merge(golden.constants) { $1 }
    } else {
      options.state.merge(values) { $1 }
    }
  }
}
