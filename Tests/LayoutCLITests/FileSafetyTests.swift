import CommandSupport
import Foundation
import TestSupport
import Testing

/// Files are never lost: `format` refuses bytes that are not UTF-8 instead of replacing them,
/// `rename` refuses a result that would not parse, `render -o` refuses to write over its own
/// inputs, and a failed write leaves no temporary file and says the system's reason.
@Suite struct FileSafetyTests {
  let folder: URL

  init() throws {
    folder = try makeTemporaryDirectory()
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func write(_ bytes: [UInt8], _ name: String) throws {
    try Data(bytes).write(to: folder.appendingPathComponent(name))
  }

  func contents(_ name: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path(name)).map { [UInt8]($0) }
  }

  var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  @Test func formatRefusesInvalidUTF8() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes =
      Array("<UIView>\n  <UILabel text=\"caf".utf8) + [0xE9] + Array("\"/>\n</UIView>\n".utf8)
    try write(bytes, "t.xml")
    let result = runLayout(["format", path("t.xml")])
    #expect(result.exitCode == 1)
    #expect(
      result.errors.hasPrefix("\(path("t.xml")):2:21: error: Invalid UTF-8: byte 0xE9"),
      "\(result.errors)")
    #expect(contents("t.xml") == bytes)
  }

  static func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
    var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : []
    for unit in text.utf16 {
      let low = UInt8(unit & 0xFF)
      let high = UInt8(unit >> 8)
      bytes += littleEndian ? [low, high] : [high, low]
    }
    return bytes
  }

  static let wideFiles: [(String, [UInt8])] = [
    ("UTF-16 (little-endian)", utf16("<UIView/>", littleEndian: true)),
    ("UTF-16 (big-endian)", utf16("<UIView/>", littleEndian: false)),
  ]

  @Test(arguments: wideFiles)
  func wideEncodingsAreNamed(_ encoding: String, _ bytes: [UInt8]) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(bytes, "t.xml")
    let result = runLayout(["render", path("t.xml"), "-o", path("out.png")])
    #expect(result.exitCode == 1)
    let expected = "\(path("t.xml")):1:1: error: The file is in \(encoding), not UTF-8"
    #expect(result.errors.hasPrefix(expected), "\(result.errors)")
    #expect(files == ["t.xml"])
  }

  @Test func declaredEncodingOtherThanUTF8IsRefused() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<UIView/>".utf8), "t.xml")
    let result = runLayout(["format", path("t.xml")])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("declares encoding 'ISO-8859-1'; templates must be UTF-8"))
  }

  @Test(arguments: ["1Bad", "Ca<rd", "-Card"])
  func renameRefusesNamesThatAreNotXMLNames(_ name: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = Array("<UIView>\n  <Card/>\n</UIView>\n".utf8)
    try write(bytes, "t.xml")
    let result = runLayout(["rename", path("t.xml"), "Card", name])
    #expect(result.exitCode != 0)
    #expect(contents("t.xml") == bytes, "\(result.errors)")
  }

  @Test(arguments: ["t.xml", "state.json", "pic.svg", "Card.xml", "link.xml"])
  func renderRefusesToWriteOverAnInput(_ output: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let xml =
      #"<UIView width="20" height="20"><UIImageView image="pic.svg"/><UIView xml="Card.xml"/></UIView>"#
    try write(Array(xml.utf8), "t.xml")
    try write(Array(#"{"name": "x"}"#.utf8), "state.json")
    try write(
      Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#.utf8), "pic.svg")
    try write(Array("<UIView/>".utf8), "Card.xml")
    try FileManager.default.createSymbolicLink(
      atPath: path("link.xml"), withDestinationPath: path("t.xml"))
    let before = files.map { contents($0) }
    let result = runLayout([
      "render", path("t.xml"), "--state", path("state.json"), "-o", path(output), "--format", "svg",
    ])
    #expect(result.exitCode == 1)
    #expect(
      result.errors.contains(
        "error: Cannot write '\(path(output))': it is an input of this render"), "\(result.errors)")
    #expect(files.map { contents($0) } == before)
  }

  @Test func failedWriteLeavesNoTemporaryFileAndSaysWhy() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let xml =
      #"<UIView width="300" height="300"><UILabel text="{'%5000d'(1)}" numberOfLines="0" width="300"/></UIView>"#
    try write(Array(xml.utf8), "t.xml")
    // A file-size limit of one block makes the write fail part-way with EFBIG.
    let script = "trap '' XFSZ; ulimit -f 1; exec \"$0\" render \"$1\" -o \"$2\" --format svg"
    let (status, _, errors) = try runShell(
      script, [layoutExecutable.path, path("t.xml"), path("out.svg")])
    #expect(status == 1)
    #expect(
      errors.contains("error: Cannot write '\(path("out.svg"))': File too large"), "\(errors)")
    #expect(files == ["t.xml"])
  }

  /// Runs `sh -c script` with `arguments` as `$0`, `$1`, …: its status and standard error.
  func runShell(_ script: String, _ arguments: [String]) throws -> (Int32, String, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script] + arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, "", String(decoding: data, as: UTF8.self))
  }
}
