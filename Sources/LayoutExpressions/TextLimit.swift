import LayoutCore

/// The longest text an expression may build (by formatting, interpolation or `+`): templates
/// are untrusted, and `'%99999d'` in a few places would otherwise make gigabytes of text.
package enum TextLimit {
  /// The most UTF-8 bytes in one string an expression builds: 1 MiB.
  package static let maximumBytes = 1 << 20

  /// Refuses the text a view would draw when it is longer than the limit, however it came
  /// (written in the file, read from state, built by an expression): shaping and measuring
  /// it would take seconds and gigabytes. The error is at `range` in `file`.
  package static func checkDrawn(
    _ text: String, file: String?, range: SourceRange?, nodePath: NodePath? = nil
  ) throws(DiagnosticError) {
    guard text.utf8.count > maximumBytes else { return }
    throw DiagnosticError(
      .error, code: .resourceLimit,
      message: "Text of \(text.utf8.count) bytes is longer than the limit of \(maximumBytes) "
        + "bytes a view draws",
      file: file, range: range, nodePath: nodePath,
      hints: ["draw shorter text: split it, or cut it before it reaches the layout"])
  }

  /// `text`, or a `resource-limit` error at `range` when it is longer than the limit.
  static func checked(_ text: String, at range: SourceRange?) throws(DiagnosticError) -> String {
    guard text.utf8.count > maximumBytes else { return text }
    throw .expression(
      .resourceLimit,
      "Text of \(text.utf8.count) bytes is longer than the limit of \(maximumBytes) bytes",
      at: range, hints: ["format shorter text; widths such as %99999d make long padding"])
  }
}
