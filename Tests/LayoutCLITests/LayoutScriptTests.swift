import Foundation
import TestSupport
import Testing

/// `scripts/layout` builds the release tool before running it: it says so when the build will
/// take a while, hides the linker's warning about Foundation's `mktemp`, and says how to
/// recover from a `.build` made in another folder. Run here on a copy of the scripts with a
/// fake `swift` first on PATH, which writes a stand-in tool that prints its arguments.
@Suite struct LayoutScriptTests {
  static let fakeSwift = #"""
    #!/bin/sh
    while [ $# -gt 0 ]; do
      case "$1" in
        --package-path) root="$2"; shift ;;
        --product) product="$2"; shift ;;
      esac
      shift
    done
    if [ -n "$FAKE_SWIFT_ERROR" ]; then echo "$FAKE_SWIFT_ERROR" >&2; exit 1; fi
    mkdir -p "$root/.build/release"
    printf '#!/bin/sh\necho "ran $*"\n' >"$root/.build/release/$product"
    chmod +x "$root/.build/release/$product"
    echo "/opt/swift/usr/lib/swift_static/linux/libFoundationEssentials.a(Data+Writing.swift.o):function f: warning: the use of \`mktemp' is dangerous, better use \`mkstemp' or \`mkdtemp'" >&2
    """#

  /// A checkout with the real scripts/layout and its helpers (bootstrap does nothing), a
  /// source file, and the fake `swift` in `bin`.
  static func makeCheckout() throws -> URL {
    let root = try makeTemporaryDirectory()
    let manager = FileManager.default
    for folder in ["scripts", "Sources/Tool", "bin"] {
      try manager.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for script in ["layout", "build-release"] {
      try manager.copyItem(
        at: packageRoot.appendingPathComponent("scripts/" + script),
        to: root.appendingPathComponent("scripts/" + script))
    }
    try write("#!/bin/sh\nexit 0\n", to: root.appendingPathComponent("scripts/bootstrap"))
    try write(fakeSwift + "\n", to: root.appendingPathComponent("bin/swift"))
    try Data().write(to: root.appendingPathComponent("Package.swift"))
    try Data().write(to: root.appendingPathComponent("Sources/Tool/main.swift"))
    return root
  }

  static func write(_ text: String, to file: URL) throws {
    try text.write(to: file, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
  }

  /// Runs `scripts/layout` of `root`; returns its status, output and errors.
  static func runScript(_ root: URL, _ arguments: [String], error: String? = nil) throws
    -> (status: Int32, output: String, errors: String)
  {
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] =
      root.appendingPathComponent("bin").path + ":" + (environment["PATH"] ?? "")
    environment["FAKE_SWIFT_ERROR"] = error
    let process = Process()
    process.executableURL = root.appendingPathComponent("scripts/layout")
    process.arguments = arguments
    process.environment = environment
    let outputFile = root.appendingPathComponent("output.txt")
    let errorsFile = root.appendingPathComponent("errors.txt")
    try Data().write(to: outputFile)
    try Data().write(to: errorsFile)
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorsFile)
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, try String(contentsOf: outputFile, encoding: .utf8),
      try String(contentsOf: errorsFile, encoding: .utf8)
    )
  }

  @Test func saysWhenItBuildsAndHidesTheMktempWarning() throws {
    let root = try Self.makeCheckout()
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try Self.runScript(root, ["render", "card.xml"])
    #expect(first.status == 0, "\(first.errors)")
    #expect(first.output == "ran render card.xml\n")
    #expect(first.errors.contains("building layout (first time: several minutes)…"))
    #expect(!first.errors.contains("mktemp"), "\(first.errors)")

    let again = try Self.runScript(root, ["render", "card.xml"])
    #expect(again.status == 0)
    #expect(again.errors.isEmpty, "an up-to-date tool builds silently: \(again.errors)")

    let source = root.appendingPathComponent("Sources/Tool/main.swift")
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: source.path)
    let changed = try Self.runScript(root, ["version"])
    #expect(changed.errors == "building layout…\n", "\(changed.errors)")
  }

  @Test func serveBuildsTheServerToo() throws {
    let root = try Self.makeCheckout()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try Self.runScript(root, ["serve", "Examples"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.contains("building layout-server (first time: several minutes)…"))
    #expect(
      FileManager.default.isExecutableFile(
        atPath: root.appendingPathComponent(".build/release/layout-server").path))
  }

  @Test func aBuildFolderFromAnotherCheckoutGetsAHint() throws {
    let root = try Self.makeCheckout()
    defer { try? FileManager.default.removeItem(at: root) }
    let error =
      "error: PCH was compiled with module cache path '/old/.build/release/ModuleCache/X', "
      + "but the path is currently '\(root.path)/.build/release/ModuleCache/X'"
    let result = try Self.runScript(root, ["render", "card.xml"], error: error)
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains(error), "the build's own message is kept")
    #expect(result.errors.contains("swift package clean"), "\(result.errors)")
    #expect(result.errors.contains("rm -rf"), "\(result.errors)")
  }
}
