import CommandSupport
import Foundation
import Layout

/// The package's root folder.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The og-card scene as the peer renderers draw it (an SVG and its avatar image).
let ogCardScene = packageRoot.appendingPathComponent("Tests/LayoutTests/Fixtures/og-card/scene.svg")
  .path

func examplePath(_ name: String) -> String {
  packageRoot.appendingPathComponent("Examples/\(name)").path
}

/// The code between `// BEGIN EXAMPLE` and `// END EXAMPLE` in a test file, unindented by
/// `indent` spaces, as a documentation page shows it.
func testedExample(in testFile: String, indent: Int) throws -> String {
  let test = try String(contentsOf: URL(fileURLWithPath: testFile), encoding: .utf8)
  let prefix = String(repeating: " ", count: indent)
  let tested = test.components(separatedBy: "// BEGIN EXAMPLE\n")[1]
    .components(separatedBy: prefix + "// END EXAMPLE")[0]
  return tested.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.hasPrefix(prefix) ? String($0.dropFirst(indent)) : String($0) }
    .joined(separator: "\n")
}

/// The Swift code blocks of a documentation page (a path from the package's root).
func swiftBlocks(ofPage page: String) throws -> [String] {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let doc = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
  return doc.components(separatedBy: "```swift\n").dropFirst()
    .map { $0.components(separatedBy: "```")[0] }
}

/// A fresh folder under the system's temporary folder, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("layout-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The `layout` executable built beside the test bundle.
var layoutExecutable: URL {
  Bundle.main.executableURL!.resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("layout")
}

/// Runs a program and returns its exit status and standard output.
@discardableResult
func runProcess(_ executable: String, _ arguments: [String]) throws -> (Int32, Data) {
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
struct ProcessOutcome {
  var status: Int32
  /// `.exit`, or `.uncaughtSignal` when a signal (a crash) ended it.
  var reason: Process.TerminationReason
  var errors: String
}

/// Runs a program (standard output discarded; in `directory`, with `environment` instead of
/// this process's, when given) and returns how it ended and what it printed on standard error.
func runProcessReadingErrors(
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
func which(_ program: String) -> String? {
  let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
  return paths.map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// The display items of the first view inside a root of the given size (below its group).
func childItems(
  _ child: String, renderer: Renderer, width: Int = 400, height: Int = 300, file: String? = nil
) throws -> [DisplayItem] {
  let template = try LayoutTemplate(
    xml: "<UIView width=\"\(width)\" height=\"\(height)\">\(child)</UIView>", file: file)
  guard case .group(let root) = try renderer.displayList(template).items.first,
    case .group(let group) = root.items.first
  else { return [] }
  return group.items
}
