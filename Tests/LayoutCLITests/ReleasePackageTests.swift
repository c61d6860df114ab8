import Foundation
import TestSupport
import Testing

/// `scripts/package` makes a tarball that renders wherever it is unpacked, and a Debian
/// package with the same files under /usr, depending on the libraries the tool links.
@Suite struct ReleasePackageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The package made from the tested binary: its tarball and Debian package, in `given`
  /// (replacing what it holds), else in a temporary folder the caller removes.
  static func make(in given: URL? = nil) throws -> (folder: URL, tarball: String, deb: String) {
    if let given { try? FileManager.default.removeItem(at: given) }
    let folder = try given ?? makeTemporaryDirectory()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // A stripped copy of the tested binary, and another in the place of layout-server: a debug
    // build's symbols and its server (60 MB) would only make the test slower to compress.
    let binaries = folder.appendingPathComponent("binaries")
    try FileManager.default.createDirectory(at: binaries, withIntermediateDirectories: true)
    for name in ["layout", "layout-server"] {
      let stripped = try runProcessReadingErrors(
        "/usr/bin/strip",
        ["--strip-debug", "-o", binaries.path + "/" + name, layoutExecutable.path])
      guard stripped.status == 0 else { throw PackagingFailed("strip: \(stripped.errors)") }
    }
    var environment = ProcessInfo.processInfo.environment
    environment["LAYOUT_BINARY"] = binaries.path + "/layout"
    let made = try runProcessReadingErrors(
      root.appendingPathComponent("scripts/package").path, [folder.path],
      environment: environment)
    guard made.status == 0 else { throw PackagingFailed("scripts/package: \(made.errors)") }
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    try FileManager.default.removeItem(at: binaries)
    guard let tarball = files.first(where: { $0.hasSuffix("-linux-x86_64.tar.gz") }),
      let deb = files.first(where: { $0.hasSuffix("_amd64.deb") })
    else { throw PackagingFailed("scripts/package made \(files)") }
    return (folder, folder.path + "/" + tarball, folder.path + "/" + deb)
  }

  /// Why the package could not be made (thrown rather than recorded: the package is made on a
  /// thread of its own, outside any test).
  struct PackagingFailed: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// What a program printed on standard output.
  func output(_ program: String, _ arguments: [String]) throws -> String {
    String(decoding: try runProcess(program, arguments).1, as: UTF8.self)
  }

  @Test func theTarballRendersWhereverItIsUnpackedAndTheDebianPackageDependsOnItsLibraries()
    async throws
  {
    let (_, tarball, deb) = try await CIRecipeTests.release.value
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(tarball.hasSuffix("/layout-0.9.0-linux-x86_64.tar.gz"))
    let prefix = folder.appendingPathComponent("opt")
    try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
    let unpacked = try runProcessReadingErrors("/bin/tar", ["-xzf", tarball, "-C", prefix.path])
    #expect(unpacked.status == 0, "\(unpacked.errors)")
    let home = prefix.path + "/layout-0.9.0"
    for file in [
      "bin/layout", "bin/layout-server", "share/layout/Fonts/Inter/Inter-Regular.otf",
      "share/man/man1/layout.1", "share/bash-completion/completions/layout", "README-RUNTIME.md",
    ] {
      #expect(FileManager.default.fileExists(atPath: home + "/" + file), "\(file)")
    }
    let readme = try String(contentsOfFile: home + "/README-RUNTIME.md", encoding: .utf8)
    #expect(readme.contains("libcairo2") && readme.contains("librsvg2-2"), "\(readme)")
    // An example copied out of the checkout, rendered by the unpacked tool from /.
    try FileManager.default.copyItem(
      atPath: examplePath("card.xml"), toPath: folder.path + "/card.xml")
    let rendered = try runProcessReadingErrors(
      home + "/bin/layout", ["render", folder.path + "/card.xml", "-o", folder.path + "/card.png"],
      directory: URL(fileURLWithPath: "/"))
    #expect(rendered.status == 0, "\(rendered.errors)")
    #expect(!rendered.errors.contains("font"), "the unpacked fonts are found: \(rendered.errors)")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/card.png"))

    let depends = try output("/usr/bin/dpkg-deb", ["--field", deb, "Depends"])
    for library in ["libcairo2", "libpango-1.0-0", "libfontconfig1", "libpng16-16", "libc6"] {
      #expect(depends.contains(library), "\(library) in \(depends)")
    }
    #expect(try output("/usr/bin/dpkg-deb", ["--field", deb, "Recommends"]).contains("librsvg2-2"))
    let contents = try output("/usr/bin/dpkg-deb", ["--contents", deb])
    for file in [
      "./usr/bin/layout", "./usr/bin/layout-server", "./usr/share/man/man1/layout.1.gz",
      "./usr/share/layout/Fonts/Inter/Inter-Regular.otf", "./usr/share/doc/layout/copyright",
      "./usr/share/zsh/vendor-completions/_layout",
    ] {
      #expect(contents.contains(file), "\(file)")
    }
    #expect(contents.contains("root/root"), "files belong to root")
  }

  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/lintian"),
      "lintian is not installed: scripts/bootstrap --test installs Debian's"))
  func lintianFindsNoErrorInTheDebianPackage() async throws {
    let deb = try await CIRecipeTests.release.value.deb
    let checked = try output(
      "/usr/bin/lintian", ["--fail-on", "none", "--tag-display-limit", "0", deb])
    let errors = checked.split(separator: "\n").filter { $0.hasPrefix("E:") }
    #expect(errors.isEmpty, "\(checked)")
  }
}
