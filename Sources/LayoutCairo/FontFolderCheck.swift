import CFontconfig
import Glibc
import LayoutCore

/// Checks that every font folder exists and that fontconfig read every font file in it.
///
/// Fontconfig skips a file it cannot read without a word, and text then falls back to another
/// face: a damaged font in a `--fonts` folder would change every image silently. A missing
/// folder or an unreadable font is an error naming the file.
enum FontFolderCheck {
  /// The extensions of the font files fontconfig reads.
  static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

  /// Throws a `fonts` error for the first folder that does not exist, or the first font file
  /// in a folder that is not among the faces `configuration` loaded.
  static func check(_ directories: [String], loadedBy configuration: OpaquePointer)
    throws(DiagnosticError)
  {
    let loaded = loadedFiles(configuration)
    for directory in directories {
      guard isFolder(directory) else {
        throw DiagnosticError(
          .error, code: .fonts, message: "Font folder '\(directory)' does not exist",
          hints: ["--fonts names a folder of .ttf, .otf or .ttc files"])
      }
      for file in fontFiles(in: directory) where !loaded.contains(canonical(file)) {
        throw DiagnosticError(
          .error, code: .fonts, message: "Not a readable font", file: file,
          hints: ["replace it with a TrueType or OpenType font, or remove it from the folder"])
      }
    }
  }

  /// The files of the faces loaded from the configuration's folders and files.
  private static func loadedFiles(_ configuration: OpaquePointer) -> Set<String> {
    guard let set = FcConfigGetFonts(configuration, FcSetApplication)?.pointee else { return [] }
    var files: Set<String> = []
    for index in 0..<Int(set.nfont) {
      var file: UnsafeMutablePointer<FcChar8>?
      if let pattern = set.fonts[index],
        FcPatternGetString(pattern, FC_FILE, 0, &file)
          == FcResultMatch, let file
      {
        files.insert(canonical(String(cString: file)))
      }
    }
    return files
  }

  /// The font files in a folder and its subfolders, sorted so the first one reported is stable.
  private static func fontFiles(in directory: String, depth: Int = 0) -> [String] {
    guard depth < 32, let folder = opendir(directory) else { return [] }
    defer { closedir(folder) }
    var files: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != ".", name != ".." else { continue }
      let path = directory + "/" + name
      if isFolder(path) {
        files += fontFiles(in: path, depth: depth + 1)
      } else if let dot = name.lastIndex(of: "."),
        fontExtensions.contains(name[name.index(after: dot)...].lowercased())
      {
        files.append(path)
      }
    }
    return files.sorted()
  }

  private static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// The path with its links followed, as fontconfig may have recorded either.
  private static func canonical(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
