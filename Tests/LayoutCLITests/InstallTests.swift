import Foundation
import TestSupport
import Testing

/// `scripts/install PREFIX` puts a working tool there: it renders with its installed fonts and
/// no checkout in reach; `scripts/uninstall PREFIX` takes it all away again, with the folders
/// the install made.
@Suite struct InstallTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Runs a program with `environment` added; returns its status and standard error.
  func run(_ program: String, _ arguments: [String], environment: [String: String] = [:])
    throws -> (Int32, String)
  {
    var merged = ProcessInfo.processInfo.environment
    merged.removeValue(forKey: "LAYOUT_FONTS")
    merged.merge(environment) { $1 }
    let outcome = try runProcessReadingErrors(
      program, arguments, environment: merged, directory: URL(fileURLWithPath: "/"))
    return (outcome.status, outcome.errors)
  }

  @Test func installRendersFromThePrefixAndUninstallRemovesIt() throws {
    let prefix = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: prefix) }
    // Folders that were there before: uninstalling leaves them, and only them.
    try FileManager.default.createDirectory(
      atPath: prefix.path + "/share/man/man1", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: prefix.path + "/bin", withIntermediateDirectories: true)
    try Data().write(to: prefix.appendingPathComponent("bin/other-tool"))
    let script = Self.root.appendingPathComponent("scripts/install").path
    let (status, errors) = try run(
      script, [prefix.path], environment: ["LAYOUT_BINARY": layoutExecutable.path])
    #expect(status == 0, "\(errors)")
    for file in [
      "bin/layout", "bin/layout-server", "share/layout/Fonts/Inter/Inter-Regular.otf",
      "share/man/man1/layout.1",
      "share/bash-completion/completions/layout", "share/zsh/site-functions/_layout",
      "share/fish/vendor_completions.d/layout.fish",
    ] {
      #expect(FileManager.default.fileExists(atPath: prefix.path + "/" + file), "\(file)")
    }
    // A copy of an example outside the checkout, rendered by the installed tool from /.
    let work = prefix.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: examplePath("card.xml"), toPath: work.appendingPathComponent("card.xml").path)
    let output = work.appendingPathComponent("card.png").path
    let (rendered, renderErrors) = try run(
      prefix.path + "/bin/layout", ["render", work.path + "/card.xml", "-o", output])
    #expect(rendered == 0, "\(renderErrors)")
    #expect(!renderErrors.contains("font"), "the installed fonts are found: \(renderErrors)")
    #expect(FileManager.default.fileExists(atPath: output))
    // The fonts come from the prefix, not from the checkout the binary was built in: without
    // the installed JetBrains Mono, the installed tool does not list it.
    try FileManager.default.removeItem(atPath: prefix.path + "/share/layout/Fonts/JetBrainsMono")
    let listing = Process()
    listing.executableURL = URL(fileURLWithPath: prefix.path + "/bin/layout")
    listing.arguments = ["fonts"]
    let pipe = Pipe()
    listing.standardOutput = pipe
    try listing.run()
    let fonts = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    listing.waitUntilExit()
    #expect(fonts.contains("Inter") && !fonts.contains("JetBrains Mono"), "\(fonts)")
    let (removed, _) = try run(
      Self.root.appendingPathComponent("scripts/uninstall").path, [prefix.path])
    #expect(removed == 0)
    #expect(!FileManager.default.fileExists(atPath: prefix.path + "/bin/layout"))
    #expect(!FileManager.default.fileExists(atPath: prefix.path + "/bin/layout-server"))
    #expect(!FileManager.default.fileExists(atPath: prefix.path + "/share/layout"))
    // The folders install made are gone with it; those that were there stay.
    try FileManager.default.removeItem(at: work)
    let left = try FileManager.default.subpathsOfDirectory(atPath: prefix.path).sorted()
    #expect(left == ["bin", "bin/other-tool", "share", "share/man", "share/man/man1"])
  }

  /// `layout serve` runs the `layout-server` beside it; without one, it says so and how to
  /// build it.
  @Test func serveWithoutTheServerExecutableSaysHowToBuildIt() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lone = folder.appendingPathComponent("layout").path
    try FileManager.default.copyItem(atPath: layoutExecutable.path, toPath: lone)
    let (status, errors) = try run(lone, ["serve", examplePath("card.xml"), "--port", "0"])
    #expect(status == 1)
    #expect(errors.contains("layout serve runs layout-server"), "\(errors)")
    #expect(errors.contains(folder.appendingPathComponent("layout-server").path), "\(errors)")
    #expect(errors.contains("--product layout-server"), "\(errors)")
  }
}
