import Foundation
import LayoutCore

/// Diagnostics as JSON, as `--diagnostics json` prints them and `layout serve` answers errors
/// with (Docs/diagnostics.schema.json).
public enum DiagnosticJSON {
  /// One line of JSON: severity, code, message, file, line, column, end, path, attribute,
  /// hints and notes (each a diagnostic object without notes), keys sorted.
  public static func line(_ diagnostic: Diagnostic) -> String {
    let data = (try? encoder.encode(Entry(diagnostic))) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  /// The object `line` writes, to be put in other JSON (the `error` of each failed row in a
  /// `render --data --report` file).
  public static func object(_ diagnostic: Diagnostic) -> [String: Any] {
    let data = (try? encoder.encode(Entry(diagnostic))) ?? Data("{}".utf8)
    return (try? JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
  }

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  private struct Position: Encodable {
    var line: Int
    var column: Int
  }

  private struct Entry: Encodable {
    var severity: String
    var code: String
    var message: String
    var file: String?
    var line: Int?
    var column: Int?
    var end: Position?
    var path: String?
    var attribute: String?
    var hints: [String]
    var notes: [Entry]?

    init(_ diagnostic: Diagnostic, isNote: Bool = false) {
      severity = diagnostic.severity.rawValue
      code = diagnostic.code.rawValue
      message = diagnostic.message
      file = diagnostic.file
      line = diagnostic.range?.start.line
      column = diagnostic.range?.start.column
      end = diagnostic.range.map { Position(line: $0.end.line, column: $0.end.column) }
      path = diagnostic.nodePath?.description
      attribute = diagnostic.attribute
      hints = diagnostic.hints
      notes = isNote ? nil : diagnostic.notes.map { Entry($0, isNote: true) }
    }
  }
}
