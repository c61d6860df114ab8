import CommandSupport
import Foundation
import LayoutCore
import LayoutSyntax
import LayoutTool

/// The package's root folder.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The folder of the messy formatting inputs and their pinned outputs.
let messyFolder = packageRoot.appendingPathComponent("Tests/LayoutToolTests/Fixtures/Messy")

/// The formatter `layout format` uses.
let formatter = TemplateFormatter(attributeTypes: .registry())

/// Formats XML text as `layout format` does.
func format(_ xml: String, with formatter: TemplateFormatter = formatter) throws -> String {
  let document = try XmlParser.parse(xml)
  return try formatter.format(document)
}

/// Every `.xml` file under a folder of the package that `format` would take, sorted.
func xmlFiles(under folder: String) -> [String] {
  TemplateFinder.find([packageRoot.appendingPathComponent(folder).path]).files.sorted()
}

/// The Layout templates among them, as `layout format` tells them (Android layouts,
/// drawables and values files are left alone).
func layoutTemplates(under folder: String) -> [String] {
  xmlFiles(under: folder).filter { path in
    guard let bytes = FileManager.default.contents(atPath: path),
      let document = try? XmlParser.parse([UInt8](bytes), file: path)
    else { return true }
    return LayoutDetection.isLayout(document)
  }
}

/// A fresh folder under the system's temporary folder, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("layout-tool-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Writes `text` to `name` (creating folders) under `folder`.
func write(_ text: String, to name: String, in folder: URL) throws {
  let url = folder.appendingPathComponent(name)
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try text.write(to: url, atomically: true, encoding: .utf8)
}

/// The text of a file under `folder`.
func read(_ name: String, in folder: URL) throws -> String {
  try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
}
