import Layout

/// One input of a render (the template, or the options) with the files it was read from and
/// their stamps from just before each read, so that it is read again only when one changed.
struct WatchedInput<Value> {
  /// The input, or why it could not be read.
  var value: Result<Value, DiagnosticError>
  /// Every file the read touched or tried, by path.
  var files: [String: FileStamp]

  /// Reads the input with `body`, noting the files it reads.
  init(reading body: () throws(DiagnosticError) -> Value) {
    (value, files) = FileReadLog.recording(body)
  }

  /// The files that changed since they were read, sorted.
  var changedFiles: [String] {
    Self.changed(files)
  }

  /// The paths whose stamp is no longer the one noted, sorted.
  static func changed(_ files: [String: FileStamp]) -> [String] {
    files.filter { FileStamp(of: $0.key) != $0.value }.map(\.key).sorted()
  }
}
