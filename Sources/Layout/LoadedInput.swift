import LayoutCore
import LayoutEngine
import LayoutViews

/// A template of any format, read and ready to solve: what `InputFile` hands to the
/// commands that render whatever they are given (`layout test`, `watch`, `serve`).
public enum LoadedInput: Sendable {
  case layout(LayoutTemplate)
  /// An EverLayout layout's text, read into a layout at each solve since the state fills its
  /// placeholders, and the sub-layout to render, if one is asked for.
  case everLayout(text: String, file: String, sublayout: String?)
  case android(AndroidLayoutFile)

  /// Reads `input` as its format says: Android resources for the options' configuration and
  /// allowed folders and `platform`; Layout XML with the classes of the `layout.json` beside
  /// it.
  public init(
    _ input: InputFile, options: RenderOptions, access: TemplateAccess? = nil,
    sublayout: String? = nil, platform: AndroidPlatformSettings = AndroidPlatformSettings()
  ) throws(DiagnosticError) {
    switch input.format {
    case .android:
      self = .android(
        try input.androidLayoutFile(
          configuration: options.resourceConfiguration, allowedPaths: options.allowedPaths,
          platform: platform))
    case .everLayout:
      let text = String(decoding: try input.contents(what: "layout"), as: UTF8.self)
      self = .everLayout(text: text, file: input.name, sublayout: sublayout)
    case .layout:
      let access = access ?? TemplateAccess(allowedPaths: options.allowedPaths)
      self = .layout(
        try LayoutTemplate(
          bytes: try input.contents(limit: access.fileSizeLimit), file: input.name,
          registry: try ProjectClasses.registry(forTemplate: input.name), access: access))
    }
  }

  /// The file that names it in messages.
  public var file: String? {
    switch self {
    case .layout(let template): return template.file
    case .everLayout(_, let file, _): return file
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
    case .everLayout(let text, let file, let sublayout):
      var layout = try EverLayoutFile(text: text, file: file, state: options.state)
      if let sublayout { layout = try layout.sublayout(named: sublayout) }
      let result = try solve(layout, options: options)
      return (result.layout, result.warnings)
    case .android(let file):
      let result = try solve(file, options: options)
      return (result.layout, result.warnings)
    }
  }

  /// The warnings about the fonts and glyphs of a solved template's text.
  public func textWarnings(_ input: LoadedInput, layout: SolvedLayout) -> [Diagnostic] {
    guard case .layout(let template) = input else {
      return textWarnings(solvedFrom: input.file, layout: layout)
    }
    return textWarnings(template, layout: layout)
  }
}
