import CFontconfig
import Foundation
import LayoutCore

/// Single font files (the system's emoji and CJK fonts) loaded through a folder of symbolic
/// links to them in fontconfig's cache folder.
///
/// fontconfig caches what it learns of a folder's fonts, not of a file's: a file added on its
/// own is read again by every process (its character map, tens of thousands of code points
/// for a CJK face), about a millisecond of each start. Through a folder, later processes read
/// the cache instead. The folder's name is a hash of the files' paths, sizes and modification
/// times, so a changed file is read into a new folder.
enum LinkedFontFiles {
  /// Adds `files` to `configuration` through their folder of links in `cacheDirectory`, or one
  /// by one where the folder cannot be made.
  static func add(_ files: [String], to configuration: OpaquePointer, cacheDirectory: String) {
    guard !files.isEmpty else { return }
    if let folder = folder(linking: files, in: cacheDirectory),
      FcConfigAppFontAddDir(configuration, folder) == FcTrue
    {
      return
    }
    for file in files { _ = FcConfigAppFontAddFile(configuration, file) }
  }

  /// The folder of links to `files`, made if it is missing; nil if a file cannot be read or
  /// the folder cannot be made.
  static func folder(linking files: [String], in cacheDirectory: String) -> String? {
    var hash = FNV1a()
    for file in files {
      var status = stat()
      guard stat(file, &status) == 0 else { return nil }
      let time = status.st_mtim
      hash.add("\(file)\0\(status.st_size)\0\(time.tv_sec).\(time.tv_nsec)\n".utf8)
    }
    let folder = cacheDirectory + "/files-" + hash.hexDigits
    if FileManager.default.fileExists(atPath: folder) { return folder }
    return make(folder, linking: files) ? folder : nil
  }

  /// Makes the folder under a temporary name of its own and renames it into place, so that no
  /// process sees it half made; of two processes (or two threads' libraries) making it at
  /// once, the second's rename fails and it uses the first's.
  private static func make(_ folder: String, linking files: [String]) -> Bool {
    let manager = FileManager.default
    let temporary = folder + ".tmp-" + UUID().uuidString
    do {
      try manager.createDirectory(atPath: temporary, withIntermediateDirectories: true)
      for (index, file) in files.enumerated() {
        let name = "\(index)-" + (file.split(separator: "/").last.map(String.init) ?? "font")
        try manager.createSymbolicLink(atPath: temporary + "/" + name, withDestinationPath: file)
      }
    } catch {
      try? manager.removeItem(atPath: temporary)
      return false
    }
    if rename(temporary, folder) != 0 {
      try? manager.removeItem(atPath: temporary)
      return manager.fileExists(atPath: folder)
    }
    return true
  }
}
