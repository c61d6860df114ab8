import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// Where `-o` writes: regular files are replaced atomically, a symbolic link is followed and
/// kept, a named pipe or device is written into, and a name that contradicts `--format` is
/// refused.
@Suite struct OutputFileTests {
  let card = examplePath("card.xml")
  let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]

  @Test func aSymbolicLinkIsFollowedAndKept() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let real = folder.appendingPathComponent("real.png").path
    let link = folder.appendingPathComponent("link.png").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: real))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.png")
    let result = runLayout(["render", card, "-o", link])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.png")
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: real)).prefix(4)) == pngSignature)
  }

  @Test func aNamedPipeIsWrittenIntoNotReplaced() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("out.png").path
    #expect(mkfifo(pipe, 0o600) == 0)
    let received = ReceivedBytes()
    let reader = Thread {
      received.bytes = Array(FileHandle(forReadingAtPath: pipe)?.readDataToEndOfFile() ?? Data())
      received.done.signal()
    }
    reader.start()
    let result = runLayout(["render", card, "-o", pipe, "--format", "png"])
    #expect(result.exitCode == 0, "\(result.errors)")
    let finished = received.done.wait(timeout: .now() + 10) == .success
    if !finished { FileHandle(forWritingAtPath: pipe)?.closeFile() }  // release the reader
    #expect(finished)
    #expect(Array(received.bytes.prefix(4)) == pngSignature)
    var status = stat()
    #expect(stat(pipe, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func aNameThatContradictsTheFormatIsRefused() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("x.svg").path
    let result = runLayout(["render", card, "-o", output, "--format", "png"])
    #expect(result.exitCode == 2)
    #expect(result.errors.contains("names a .svg file but --format is png"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aFolderIsNotReplaced() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runLayout(["render", card, "-o", folder.path, "--format", "png"])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("it is a folder"))
  }
}

/// Bytes a reader thread hands back.
private final class ReceivedBytes: @unchecked Sendable {
  var bytes: [UInt8] = []
  let done = DispatchSemaphore(value: 0)
}

/// A tool that finds no bundled fonts stops with an error saying where it looked, rather than
/// drawing every glyph as a box with the emoji and CJK faces alone.
@Suite struct MissingFontsTests {
  @Test func noBundledFontsIsAnErrorNamingLayoutFonts() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = layoutExecutable
    process.arguments = [
      "render", examplePath("card.xml"), "-o", folder.appendingPathComponent("x.png").path,
    ]
    process.environment = ProcessInfo.processInfo.environment.merging(["LAYOUT_FONTS": folder.path])
    {
      $1
    }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(message.contains("No fonts found in \(folder.path)"))
    #expect(message.contains("LAYOUT_FONTS"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
  }
}

/// Threads of one process writing the same file take turns: each write is whole, none fails
/// because another renamed its temporary file away.
@Test func concurrentWritesToOnePathAllSucceed() async throws {
  let folder = try makeTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: folder) }
  let path = folder.appendingPathComponent("marker").path
  let failures = await withTaskGroup(of: Int.self) { group in
    for index in 0..<16 {
      group.addTask {
        do {
          try FileAccess.writeAtomically(Array(repeating: UInt8(index), count: 4096), to: path)
          return 0
        } catch {
          return 1
        }
      }
    }
    return await group.reduce(0, +)
  }
  #expect(failures == 0)
  let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
  #expect(bytes.count == 4096 && Set(bytes).count == 1, "one whole write, not a mixture")
}
