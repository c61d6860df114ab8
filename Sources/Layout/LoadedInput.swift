import LayoutCore
import LayoutEngine

/// A template of any format, read and ready to solve: what `InputFile` hands to the
/// commands that render whatever they are given (`layout test` and its goldens).
public enum LoadedInput: Sendable {
  case layout(LayoutTemplate)
  case everLayout(EverLayoutFile)
  case android(AndroidLayoutFile)

  /// Reads `input` as its format says: Android resources for the options' configuration and
  /// allowed folders; Layout XML with the classes of the `layout.json` beside it.
  public init(_ input: InputFile, options: RenderOptions, access: TemplateAccess? = nil)
    throws(DiagnosticError)
  {
    switch input.format {
    case .android:
      self = .android(
        try input.androidLayoutFile(
          configuration: options.resourceConfiguration, allowedPaths: options.allowedPaths))
    case .everLayout: self = .everLayout(try input.everLayoutFile(state: options.state))
    case .layout:
      let access = access ?? TemplateAccess(allowedPaths: options.allowedPaths)
      self = .layout(
        try LayoutTemplate(
          bytes: try input.contents(limit: access.fileSizeLimit), file: input.path,
          registry: try ProjectClasses.registry(forTemplate: input.path), access: access))
    }
  }

  /// The file that names it in messages.
  public var file: String? {
    switch self {
    case .layout(let template): return template.file
    case .everLayout(let file): return file.document.file
    case .android(let file): return file.document.file
    }
  }
}

extension Renderer {
  /// Solves a template of any format: its tree, and the warnings of reading and solving it.
  public func solve(_ input: LoadedInput, options: RenderOptions = RenderOptions())
    throws(DiagnosticError) -> (layout: SolvedLayout, warnings: [Diagnostic])
  {
    switch input {
    case .layout(let template):
      let layout = try solve(template, options: options)
      return (layout, template.warnings + layout.warnings)
    case .everLayout(let file):
      let result = try solve(file, options: options)
      return (result.layout, result.warnings)
    case .android(let file):
      let result = try solve(file, options: options)
      return (result.layout, result.warnings)
    }
  }

  /// The warnings about the fonts and glyphs of a solved template's text (Layout XML's; the
  /// other formats' text is not checked yet).
  public func textWarnings(_ input: LoadedInput, layout: SolvedLayout) -> [Diagnostic] {
    guard case .layout(let template) = input else { return [] }
    return textWarnings(template, layout: layout)
  }
}
