import Foundation
import LayoutCore
import LayoutEngine
import LayoutSyntax
import LayoutViews

/// A template read, parsed and compiled once, ready to render many times with new state.
public struct LayoutTemplate: Sendable {
  public let compiled: CompiledTemplate
  /// The tree as read, before compiling (for `--dump template`).
  public let source: Template
  /// The file it was read from, if any.
  public var file: String? { compiled.file }
  /// Warnings found while loading (errors are thrown instead).
  public var warnings: [Diagnostic] { compiled.warnings }
  /// The functions `layout.json` beside the file binds (`ProjectFunctions`), constants of
  /// every render below the render's own.
  public var functions: [String: Value] = [:]

  /// Wraps an already compiled template.
  public init(compiled: CompiledTemplate, source: Template? = nil) {
    self.compiled = compiled
    self.source =
      source
      ?? Template(
        file: compiled.file,
        root: TemplateNode(
          className: compiled.root.viewClass.name, classRange: compiled.root.range,
          range: compiled.root.range))
  }

  /// Compiles a template from XML text; `file` names it in messages and is where `xml=` and
  /// `template=` paths start from (else the current folder). `registry` holds the view kinds
  /// it may use (the built-in ones by default); `access`, what else it may read.
  public init(
    xml: String, file: String? = nil, registry: ViewClassRegistry = .standard,
    access: TemplateAccess = TemplateAccess()
  ) throws(DiagnosticError) {
    try self.init(bytes: Array(xml.utf8), file: file, registry: registry, access: access)
  }

  /// Compiles a template from UTF-8 XML bytes.
  public init(
    bytes: [UInt8], file: String? = nil, registry: ViewClassRegistry = .standard,
    access: TemplateAccess = TemplateAccess()
  ) throws(DiagnosticError) {
    var source = try TemplateReader.read(bytes: bytes, file: file, limits: access.xmlLimits)
    if TemplateComposition.isNeeded(source.root) {
      var composition = TemplateComposition(
        registry: registry, loader: TemplateFiles(templateFile: file, access: access))
      composition.maximumElements = access.xmlLimits.elements
      source = try composition.resolve(source)
    }
    self.source = source
    compiled = try TemplateCompiler.compile(source, registry: registry)
    if let file { functions = try ProjectFunctions.declared(forTemplate: file) }
  }

  /// Reads and compiles the template in a file. Without a `registry`, the kinds are the
  /// built-in ones and the app classes a `layout.json` beside the file declares
  /// (`ProjectClasses`).
  public init(
    contentsOfFile path: String, registry: ViewClassRegistry? = nil,
    access: TemplateAccess = TemplateAccess()
  ) throws(DiagnosticError) {
    let bytes = try FileAccess.read(path, what: "template", limit: access.fileSizeLimit)
    var kinds: ViewClassRegistry
    if let registry {
      kinds = registry
    } else {
      kinds = try ProjectClasses.registry(forTemplate: path)
    }
    try self.init(bytes: bytes, file: path, registry: kinds, access: access)
  }
}
