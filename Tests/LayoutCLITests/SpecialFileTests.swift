import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A named pipe where a template's files are looked for is never opened to read (which would
/// wait for a writer forever): a file a template reads is refused with an error naming it, and
/// a folder search skips it with a warning. Each command runs as a process that is killed
/// after a bounded wait, so a regression fails rather than hangs.
@Suite struct SpecialFileTests {
  /// How a command run with a bounded wait ended.
  struct Outcome {
    var status: Int32
    var errors: String
    var timedOut: Bool
  }

  /// Runs `layout` in `folder`, killing it after `seconds`.
  func run(_ arguments: [String], in folder: URL, seconds: Double = 60) throws -> Outcome {
    let process = Process()
    process.executableURL = layoutExecutable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    let timedOut = process.isRunning
    if timedOut { process.terminate() }
    process.waitUntilExit()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return Outcome(status: process.terminationStatus, errors: text, timedOut: timedOut)
  }

  /// A folder holding `t.xml` and a named pipe for each of `pipes`.
  func folder(pipes: [String]) throws -> URL {
    let folder = try makeTemporaryDirectory()
    try #"<UIView width="10" height="10"/>"#.write(
      to: folder.appendingPathComponent("t.xml"), atomically: true, encoding: .utf8)
    for name in pipes {
      #expect(mkfifo(folder.appendingPathComponent(name).path, 0o600) == 0)
    }
    return folder
  }

  @Test(arguments: [
    ("layout.json", "Cannot read project file './layout.json': it is a named pipe"),
    ("Localizable.strings", "Localizable.strings': it is a named pipe, not a regular file"),
  ])
  func aPipeBesideTheTemplateIsRefused(name: String, message: String) throws {
    let folder = try folder(pipes: [name])
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try run(["render", "./t.xml", "-o", "o.png"], in: folder)
    #expect(!outcome.timedOut)
    #expect(outcome.status == 1)
    #expect(outcome.errors.contains(message), "got: \(outcome.errors)")
  }

  @Test func aPipeIncludedByATemplateIsRefused() throws {
    let folder = try folder(pipes: ["part.xml"])
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"<UIView width="10" height="10"><UIView xml="part.xml"/></UIView>"#.write(
      to: folder.appendingPathComponent("t.xml"), atomically: true, encoding: .utf8)
    let outcome = try run(["render", "t.xml", "-o", "o.png"], in: folder)
    #expect(!outcome.timedOut)
    #expect(outcome.status == 1)
    #expect(outcome.errors.contains("t.xml:1:45: error: Cannot read template"))
    #expect(outcome.errors.contains("part.xml': it is a named pipe"), "got: \(outcome.errors)")
  }

  @Test(arguments: [["list", "."], ["format", "--check", "."], ["check", "."], ["test", "."]])
  func folderSearchesSkipAPipeWithAWarning(arguments: [String]) throws {
    let folder = try folder(pipes: ["pipe.xml", ".layout-ignore"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try run(arguments, in: folder)
    #expect(!outcome.timedOut)
    #expect(
      outcome.errors.contains("warning: Skipped './pipe.xml': it is a named pipe"),
      "got: \(outcome.errors)")
  }
}
