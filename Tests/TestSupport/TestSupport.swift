import Foundation

/// The package's root folder.
public let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The og-card scene as the peer renderers draw it (an SVG and its avatar image).
public let ogCardScene =
  packageRoot.appendingPathComponent("Tests/LayoutTests/Fixtures/og-card/scene.svg").path

public func examplePath(_ name: String) -> String {
  packageRoot.appendingPathComponent("Examples/\(name)").path
}

/// The code between `// BEGIN EXAMPLE` and `// END EXAMPLE` in a test file, unindented by
/// `indent` spaces, as a documentation page shows it.
public func testedExample(in testFile: String, indent: Int) throws -> String {
  let test = try String(contentsOf: URL(fileURLWithPath: testFile), encoding: .utf8)
  let prefix = String(repeating: " ", count: indent)
  let tested = test.components(separatedBy: "// BEGIN EXAMPLE\n")[1]
    .components(separatedBy: prefix + "// END EXAMPLE")[0]
  return tested.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.hasPrefix(prefix) ? String($0.dropFirst(indent)) : String($0) }
    .joined(separator: "\n")
}

/// The Swift code blocks of a documentation page (a path from the package's root).
public func swiftBlocks(ofPage page: String) throws -> [String] {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let doc = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
  return doc.components(separatedBy: "```swift\n").dropFirst()
    .map { $0.components(separatedBy: "```")[0] }
}

/// A fresh folder under the system's temporary folder, removed by the caller.
public func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("layout-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The `layout` executable built beside the test bundle.
public var layoutExecutable: URL {
  Bundle.main.executableURL!.resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("layout")
}

/// Runs a program and returns its exit status and standard output.
@discardableResult
public func runProcess(_ executable: String, _ arguments: [String]) throws -> (Int32, Data) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, data)
}

/// What a program run to its end reported: how it ended and its standard error.
public struct ProcessOutcome {
  public var status: Int32
  /// `.exit`, or `.uncaughtSignal` when a signal (a crash) ended it.
  public var reason: Process.TerminationReason
  public var errors: String
}

/// Runs a program (standard output discarded; in `directory`, with `environment` instead of
/// this process's, when given) and returns how it ended and what it printed on standard error.
public func runProcessReadingErrors(
  _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
  directory: URL? = nil
) throws -> ProcessOutcome {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if let environment { process.environment = environment }
  if let directory { process.currentDirectoryURL = directory }
  let errors = Pipe()
  process.standardOutput = FileHandle.nullDevice
  process.standardError = errors
  try process.run()
  let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return ProcessOutcome(
    status: process.terminationStatus, reason: process.terminationReason, errors: text)
}

/// Where a program is on PATH, if anywhere.
public func which(_ program: String) -> String? {
  let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
  return paths.map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
