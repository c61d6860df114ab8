import Foundation

/// Android's XML namespace declaration, for the layouts of the Android command tests.
public let androidNamespace = "xmlns:android=\"http://schemas.android.com/apk/res/android\""

/// A temporary folder holding `files` (relative path → text) and `data` (relative path →
/// bytes, such as PNG images), the set-up of the Android command tests; removed by the caller.
public func androidFolder(_ files: [String: String], data: [String: Data] = [:]) throws -> URL {
  let folder = try makeTemporaryDirectory()
  let contents = files.mapValues { Data($0.utf8) }.merging(data) { _, bytes in bytes }
  for (path, bytes) in contents {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try bytes.write(to: url)
  }
  return folder
}
