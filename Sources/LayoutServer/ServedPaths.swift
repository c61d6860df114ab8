import Foundation
import Layout
import LayoutCore

/// Paths as the server shows them: those inside the served folder relative to it, in the
/// errors, dumps and pages it sends, so that a client (on another machine, with `--host`)
/// does not learn where the folder is on the server.
enum ServedPaths {
  /// The diagnostics with their files, messages, hints and notes made relative to `folder`.
  static func relative(_ diagnostics: [Diagnostic], to folder: String) -> [Diagnostic] {
    diagnostics.map { diagnostic in
      var copy = diagnostic
      copy.file = diagnostic.file.map { relative($0, to: folder) }
      copy.message = relative(diagnostic.message, to: folder)
      copy.hints = diagnostic.hints.map { relative($0, to: folder) }
      copy.notes = relative(diagnostic.notes, to: folder)
      return copy
    }
  }

  /// The text with every path inside `folder` made relative to it.
  static func relative(_ text: String, to folder: String) -> String {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return text.replacingOccurrences(of: prefix, with: "")
  }
}
