import Foundation
import Layout
import LayoutCairo
import LayoutCore

/// The images a failure leaves in the report folder, as paths.
public struct GoldenArtifactPaths: Sendable, Hashable {
  /// A copy of the golden, when there is one.
  public var expected: String?
  /// pixelmatch's diff image, when the sizes allowed a comparison.
  public var diff: String?
  /// The rendered image.
  public var actual: String
  /// Expected | diff | actual in one image, when there was a diff; expected | actual side by
  /// side when the sizes differ.
  public var triptych: String?

  /// The images to look at, one line each, naming only files written: the triptych when
  /// there is a diff; else (a missing golden, or sizes that differ) the golden and the
  /// rendered image side by side when there is a golden, then each of them.
  public var lines: [String] {
    if let triptych, diff != nil { return ["expected | diff | actual: \(triptych)"] }
    let pair = triptych.map { ["expected | actual: \($0)"] } ?? []
    return pair + (expected.map { ["expected: \($0)"] } ?? []) + ["actual: \(actual)"]
  }
}

/// Writes the images of failing cases under a report folder (`cases/<name>.actual.png` and so
/// on), never beside the goldens.
public struct GoldenArtifacts: Sendable {
  /// The report folder used when none is given.
  public static let defaultDirectory = ".build/layout-test-report"

  /// The report folder.
  public var directory: String

  /// Artifacts under `directory`.
  public init(directory: String = GoldenArtifacts.defaultDirectory) {
    self.directory = directory
  }

  /// The folder holding the images, inside the report folder.
  public var casesDirectory: String { (directory as NSString).appendingPathComponent("cases") }

  /// The file that marks a `cases` folder as made by the tool, and so its to delete.
  public static let markerName = ".layout-test-report"

  /// Removes the images and index of an earlier run; nothing else in the folder is touched. A
  /// `cases` folder without the tool's marker file is someone else's: it is refused, not
  /// deleted.
  public func clear() throws(DiagnosticError) {
    let marker = (casesDirectory as NSString).appendingPathComponent(Self.markerName)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: casesDirectory, isDirectory: &isFolder) {
      guard isFolder.boolValue, FileManager.default.fileExists(atPath: marker) else {
        throw DiagnosticError(
          .error, code: .writeFailed,
          message: "Cannot use '\(directory)' as the report folder: '\(casesDirectory)' was not "
            + "made by layout test, so it is not deleted",
          hints: ["choose another --report folder, or remove '\(casesDirectory)' yourself"])
      }
      try? FileManager.default.removeItem(atPath: casesDirectory)
    }
    try? FileManager.default.removeItem(atPath: GoldenReport.indexPath(in: directory))
  }

  /// Writes the images of one failure. `expected` is the golden's PNG, `diff` the diff image.
  public func write(
    name: String, expected: [UInt8]?, diff: RGBAImage?, actual: [UInt8]
  ) throws(DiagnosticError) -> GoldenArtifactPaths {
    let base = (casesDirectory as NSString).appendingPathComponent(name)
    try createFolder((base as NSString).deletingLastPathComponent)
    let marker = (casesDirectory as NSString).appendingPathComponent(Self.markerName)
    if !FileManager.default.fileExists(atPath: marker) {
      try FileAccess.writeAtomically(Array("made by layout test\n".utf8), to: marker)
    }
    var paths = GoldenArtifactPaths(actual: base + ".actual.png")
    try FileAccess.writeAtomically(actual, to: paths.actual)
    if let expected {
      paths.expected = base + ".expected.png"
      try FileAccess.writeAtomically(expected, to: paths.expected!)
    }
    if let expected {
      var images = [try decode(expected)]
      if let diff {
        paths.diff = base + ".diff.png"
        try FileAccess.writeAtomically(try encode(diff.bitmap()), to: paths.diff!)
        images.append(diff.bitmap())
      }
      images.append(try decode(actual))
      paths.triptych = base + ".triptych.png"
      try FileAccess.writeAtomically(try encode(Triptych.make(images)), to: paths.triptych!)
    }
    return paths
  }

  /// A case path made safe to use under the report folder: no leading `/`, `.` or `..`.
  public static func safeName(_ path: String) -> String {
    let parts = path.split(separator: "/").filter { $0 != "." && !$0.isEmpty }
    return parts.map { $0 == ".." ? "__" : String($0) }.joined(separator: "/")
  }

  private func createFolder(_ path: String) throws(DiagnosticError) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw DiagnosticError(.error, code: .writeFailed, message: "Cannot create folder '\(path)'")
    }
  }

  private func decode(_ png: [UInt8]) throws(DiagnosticError) -> Bitmap {
    do {
      return try Bitmap(png: png)
    } catch {
      throw error
    }
  }

  private func encode(_ bitmap: Bitmap) throws(DiagnosticError) -> [UInt8] {
    do {
      return try bitmap.pngData()
    } catch {
      throw error
    }
  }
}
