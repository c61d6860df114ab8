import Foundation
import Testing

/// Every module a target imports is one it declares in Package.swift (or one the toolchain
/// provides), so the module graph in Docs/Architecture.md is the one the compiler enforces:
/// an import that is only reachable through another target's dependencies fails here.
@Suite struct ImportDeclarationTests {
  /// Modules every target may import: the toolchain's and the system's.
  static let toolchainModules: Set<String> = [
    "Foundation", "FoundationNetworking", "FoundationEssentials", "Glibc", "Darwin", "Dispatch",
    "Synchronization", "Testing", "XCTest",
  ]

  @Test func everyImportIsDeclared() throws {
    let package = try PackageDescriptionDump.load()
    var undeclared: [String] = []
    for target in package.targets where target.type != "system" {
      let allowed = Set(target.dependencies).union(Self.toolchainModules).union([target.name])
      for (file, module) in try imports(under: target.folder) where !allowed.contains(module) {
        undeclared.append("\(file): imports \(module), not declared by \(target.name)")
      }
    }
    #expect(undeclared.isEmpty, "\(undeclared.joined(separator: "\n"))")
  }

  @Test func theCheckSeesEveryTargetsSources() throws {
    let package = try PackageDescriptionDump.load()
    let engine = try #require(package.targets.first { $0.name == "LayoutEngine" })
    let found = Set(try imports(under: engine.folder).map(\.module))
    #expect(
      found.subtracting(Self.toolchainModules) == [
        "LayoutCore", "LayoutSyntax", "LayoutExpressions", "LayoutDisplayList", "LayoutViews",
        "LayoutConstraints",
      ])
  }

  /// The modules imported by the Swift files under `folder`, with the file that imports each.
  private func imports(under folder: URL) throws -> [(file: String, module: String)] {
    var result: [(String, String)] = []
    for file in swiftFiles(under: folder) {
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n") {
        if let module = importedModule(in: line) {
          result.append(
            (file.path.replacingOccurrences(of: packageRoot.path + "/", with: ""), module))
        }
      }
    }
    return result
  }
}

/// The module an `import` line names (`import X`, `@_exported import struct X.Y`), if any.
func importedModule(in line: Substring) -> String? {
  var words = line.split(separator: " ").map(String.init)
  if words.first?.hasPrefix("@") == true { words.removeFirst() }
  guard words.first == "import", words.count >= 2 else { return nil }
  let kinds: Set = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
  let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
  return String(path.split(separator: ".").first ?? "")
}

/// The Swift files under a folder, recursively.
func swiftFiles(under folder: URL) -> [URL] {
  let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
  return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
}
