import Foundation
import LayoutCore
import LayoutEverLayout
import LayoutExpressions

/// EverLayout layouts (JSON with a constraint shorthand) rendered with a renderer's fonts and
/// images, meeting Layout XML at the solved tree.
public struct EverLayoutFile: Sendable {
  public let document: EverLayoutDocument
  /// What reading ignored, as EverLayout does, located in the file.
  public let warnings: [Diagnostic]

  /// Reads a layout; string, number and boolean values of `state` fill its `#{key}`
  /// placeholders first (EverLayout's data injection).
  public init(contentsOfFile path: String, state: [String: Value] = [:]) throws(DiagnosticError) {
    let bytes = try FileAccess.read(path, what: "layout")
    try self.init(text: String(decoding: bytes, as: UTF8.self), file: path, state: state)
  }

  public init(text: String, file: String? = nil, state: [String: Value] = [:])
    throws(DiagnosticError)
  {
    var data: [String: String] = [:]
    for (key, value) in state {
      switch value {
      case .string(let text): data[key] = text
      case .number, .bool: data[key] = value.description
      default: continue
      }
    }
    (document, warnings) = try EverLayoutDocument.read(text, file: file, data: data)
  }

  /// The sub-layout of this name (`layouts` in the file; `a.b` for a sub-layout's own), to
  /// render on its own.
  public func sublayout(named name: String) throws(DiagnosticError) -> EverLayoutFile {
    guard let found = document.sublayout(named: name) else {
      let names = document.sublayouts.map(\.name)
      throw DiagnosticError(
        .error, code: .invalidEverLayout, message: "No sub-layout named '\(name)'",
        file: document.file,
        hints: [
          names.isEmpty
            ? "the layout has no \"layouts\"" : "its sub-layouts: " + names.joined(separator: ", ")
        ])
    }
    return EverLayoutFile(document: found, warnings: warnings)
  }

  private init(document: EverLayoutDocument, warnings: [Diagnostic]) {
    self.document = document
    self.warnings = warnings
  }

  /// Whether a file in a folder is an EverLayout layout: JSON (`.json`) whose object has a
  /// `root` view, unlike the state and settings files beside it. A named pipe or a device is
  /// not read to find out (it is not one).
  public static func isEverLayout(_ path: String) -> Bool {
    guard path.lowercased().hasSuffix(".json"), SpecialFile.kind(at: path) == nil,
      let bytes = try? FileAccess.read(path, what: "layout")
    else { return false }
    return (try? EverLayoutDocument.read(String(decoding: bytes, as: UTF8.self))) != nil
  }
}

extension Renderer {
  /// Solves an EverLayout layout on the options' canvas (else 1200×630), with this renderer's
  /// text measuring and images read beside the file.
  public func solve(_ file: EverLayoutFile, options: RenderOptions = RenderOptions())
    throws(DiagnosticError) -> EverLayoutSolver.Result
  {
    imageLibrary.beginRender()
    let images = TemplateImages(
      library: imageLibrary, templateFile: file.document.file, options: options)
    let solver = EverLayoutSolver(
      file.document, registry: registry, measurer: measurer, images: images)
    var result = try solver.solve(canvas: options.size ?? RenderOptions.defaultCanvas)
    result.warnings = file.warnings + result.warnings
    return result
  }

  /// Renders an EverLayout layout to PNG, SVG or PDF bytes.
  public func render(_ file: EverLayoutFile, options: RenderOptions = RenderOptions())
    throws(DiagnosticError) -> [UInt8]
  {
    let solved = try solve(file, options: options)
    return try render(
      displayList(solved.layout, options: options), options: options, file: file.document.file)
  }
}
