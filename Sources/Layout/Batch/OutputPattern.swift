import Foundation
import LayoutCore
import LayoutExpressions

/// Where `render --data` writes each row: a path with `{field}` placeholders filled from the
/// row and `{#}` with its number (`out/{id}.png`). Every path stays inside the folder the
/// pattern starts with (the part before its first placeholder): a value holding `/` or `..`
/// is an error for that row, not a write elsewhere.
public struct OutputPattern: Sendable {
  public let pattern: String
  /// The folder every output stays in.
  public let folder: String

  public init(_ pattern: String) throws(DiagnosticError) {
    guard pattern.contains("{") else {
      throw DiagnosticError(
        .error, code: .invalidData,
        message: "The output '\(pattern)' names one file for every row",
        hints: ["put the row's number {#} or a field such as {id} in it: out/{id}.png"])
    }
    self.pattern = pattern
    // The folder is the literal text up to its last slash (not `deletingLastPathComponent`,
    // which traps on a one-character name such as the `o` of `o{#}.png`).
    let literal = pattern[..<pattern.firstIndex(of: "{")!]
    let directory = literal.lastIndex(of: "/").map { String(literal[...$0]) } ?? ""
    folder = directory.isEmpty ? "." : (directory as NSString).standardizingPath
  }

  /// The path of one row's output.
  public func path(for row: DataRow) throws(DiagnosticError) -> String {
    var path = ""
    var rest = Substring(pattern)
    while let open = rest.firstIndex(of: "{") {
      path += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else {
        throw DiagnosticError(
          .error, code: .invalidData, message: "The output '\(pattern)' has an unclosed {")
      }
      let name = String(rest[rest.index(after: open)..<close])
      path += try value(of: name, in: row)
      rest = rest[rest.index(after: close)...]
    }
    path += rest
    return try contained(path)
  }

  /// A placeholder's text for a row: `#` its number, else the field's value.
  private func value(of name: String, in row: DataRow) throws(DiagnosticError) -> String {
    if name == "#" { return String(row.number) }
    guard let value = row.values[name] else {
      throw DiagnosticError(
        .error, code: .invalidData,
        message: "No field '\(VisibleText.escaped(name))' for the output path",
        hints: [
          "fields: "
            + row.values.keys.sorted().map { "'\(VisibleText.escaped($0))'" }
            .joined(separator: ", ")
        ])
    }
    let text = value.description
    guard !text.isEmpty, !text.contains("/"), text != "..", text != ".", !text.contains("\0")
    else {
      throw DiagnosticError(
        .error, code: .invalidData,
        message: "Field '\(name)' is '\(VisibleText.escaped(text))', which is no file name",
        hints: ["an output stays in \(folder): values may not be empty or hold / or .."])
    }
    return text
  }

  /// The path, checked to stay inside `folder`.
  private func contained(_ path: String) throws(DiagnosticError) -> String {
    let standardized = (path as NSString).standardizingPath
    let prefix = folder == "." ? "" : folder + "/"
    guard
      folder == "."
        ? !standardized.hasPrefix("..") && !standardized.hasPrefix("/")
        : standardized.hasPrefix(prefix)
    else {
      throw DiagnosticError(
        .error, code: .invalidData,
        message: "The output '\(path)' would leave the folder \(folder)")
    }
    return path
  }
}
