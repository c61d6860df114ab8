import Foundation
import LayoutCore

extension FileAccess {
  /// Writes a render's output like `writeAtomically`, but refuses to write over any file the
  /// work read (the template, an included file, the state, an image: the files noted in
  /// `FileReadLog.current`), compared by device and inode so that links and other spellings
  /// of the same file are caught.
  public static func writeOutput(_ bytes: [UInt8], to path: String) throws(DiagnosticError) {
    if let input = readInput(sameAs: path) {
      throw DiagnosticError(
        .error, code: .writeFailed,
        message: "Cannot write '\(path)': it is an input of this render ('\(input)')",
        hints: ["choose another output file"])
    }
    try writeAtomically(bytes, to: path)
  }

  /// The noted input that is the same file as `path`, if any.
  private static func readInput(sameAs path: String) -> String? {
    guard let output = identity(of: path), output.isRegular,
      let inputs = FileReadLog.current?.files.keys
    else { return nil }
    return inputs.sorted().first { identity(of: $0)?.key == output.key }
  }

  private static func identity(of path: String) -> (key: [UInt64], isRegular: Bool)? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    let key = [UInt64(status.st_dev), UInt64(status.st_ino)]
    return (key, (status.st_mode & S_IFMT) == S_IFREG)
  }
}
