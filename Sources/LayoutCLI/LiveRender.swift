import Foundation
import Layout

/// What one render of a live preview gave.
struct LiveOutcome {
  /// The image: the render, or the Red Box of `error`; nil when even that failed.
  var image: [UInt8]?
  /// The errors of the render, if it failed.
  var error: DiagnosticError?
  /// The warnings of the template and its text.
  var warnings: [Diagnostic] = []
  /// How long reading what changed and rendering took.
  var milliseconds: Double = 0
}

/// What a live preview renders: a compiled Layout template, or the text of an EverLayout
/// layout (read into a layout at each render, since --state fills its placeholders).
enum LiveSource {
  case layout(LayoutTemplate)
  case everLayout(text: String, file: String)
  case android(text: String, file: String)
}

/// A render kept up to date with its files: the template (and what it includes), the options
/// (state, constants, strings) and the images are each read again only when a file read for
/// them changes, and the renderer (with its fonts) lives as long as the preview.
final class LiveRender {
  let arguments: RenderArguments
  let format: OutputFormat
  private let renderer: Renderer
  private var template: WatchedInput<LiveSource>?
  private var options: WatchedInput<RenderOptions>?
  /// The images the renders used, with their stamps from when they were first decoded.
  private var images: [String: FileStamp] = [:]
  /// The canvas of the last good render, which the Red Box takes.
  private(set) var canvas: Size

  init(arguments: RenderArguments, format: OutputFormat) throws(DiagnosticError) {
    self.arguments = arguments
    self.format = format
    renderer = try arguments.makeRenderer()
    canvas = arguments.solve.canvas ?? RenderOptions.defaultCanvas
  }

  /// The files that changed since the last render read them, sorted.
  func changedFiles() -> [String] {
    let inputs = (template?.changedFiles ?? []) + (options?.changedFiles ?? [])
    return Set(inputs + WatchedInput<Void>.changed(images)).sorted()
  }

  /// Every file the last render read or tried to read, sorted.
  var watchedFiles: [String] {
    var files = Set(images.keys)
    for input in [template?.files, options?.files] { files.formUnion(input?.keys ?? [:].keys) }
    return files.sorted()
  }

  /// Reads again what changed and renders; on an error, draws the Red Box instead.
  func render() -> LiveOutcome {
    let start = DispatchTime.now()
    let (template, options) = refresh()
    var outcome: LiveOutcome
    do {
      outcome = try draw(template.value.get(), options.value.get())
    } catch {
      outcome = LiveOutcome(image: redBox(error), error: error)
    }
    let nanoseconds = DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds
    outcome.milliseconds = Double(nanoseconds) / 1e6
    return outcome
  }

  /// Reads again the inputs whose files changed (all of them the first time) and drops the
  /// images whose files changed.
  private func refresh() -> (WatchedInput<LiveSource>, WatchedInput<RenderOptions>) {
    let template =
      self.template.flatMap { $0.changedFiles.isEmpty ? $0 : nil }
      ?? WatchedInput { () throws(DiagnosticError) in try loadSource() }
    let options =
      self.options.flatMap { $0.changedFiles.isEmpty ? $0 : nil }
      ?? WatchedInput { () throws(DiagnosticError) in try arguments.renderOptions(format: format) }
    (self.template, self.options) = (template, options)
    let staleImages = WatchedInput<Void>.changed(images)
    renderer.forgetImages(staleImages)
    for path in staleImages { images[path] = nil }
    return (template, options)
  }

  private func loadSource() throws(DiagnosticError) -> LiveSource {
    let input = try arguments.input()
    switch input.format {
    case .layout: return .layout(try arguments.loadTemplate(input))
    case .android:
      // A res/layout/ file stands for its best variant (layout-land/ …) in the configuration.
      let path = AndroidLayoutFile.variant(
        of: arguments.template, for: try arguments.resourceConfiguration())
      let bytes =
        path == input.path
        ? try input.contents(what: "layout") : try FileAccess.read(path, what: "layout")
      return .android(text: String(decoding: bytes, as: UTF8.self), file: path)
    case .everLayout:
      let bytes = try input.contents(what: "layout")
      return .everLayout(text: String(decoding: bytes, as: UTF8.self), file: arguments.template)
    }
  }

  private func draw(_ source: LiveSource, _ options: RenderOptions)
    throws(DiagnosticError) -> LiveOutcome
  {
    switch source {
    case .layout(let template): return try draw(template, options)
    case .everLayout(let text, let file): return try drawEverLayout(text, file, options)
    case .android(let text, let file): return try drawAndroid(text, file, options)
    }
  }

  /// An Android layout, on the canvas asked for (else the default one).
  private func drawAndroid(_ text: String, _ path: String, _ options: RenderOptions)
    throws(DiagnosticError) -> LiveOutcome
  {
    let options = frontEndOptions(options)
    let file = try AndroidLayoutFile(
      text: text, file: path, configuration: options.resourceConfiguration,
      allowedPaths: options.allowedPaths, platform: arguments.solve.androidPlatform)
    // The solve's warnings include the file's own (what it ignored while reading).
    return try drawSolved(path, options) { () throws(DiagnosticError) in
      let result = try renderer.solve(file, options: options)
      return (result.layout, result.warnings)
    }
  }

  /// An EverLayout layout, on the canvas asked for (else the default one).
  private func drawEverLayout(_ text: String, _ path: String, _ options: RenderOptions)
    throws(DiagnosticError) -> LiveOutcome
  {
    let options = frontEndOptions(options)
    var file = try EverLayoutFile(text: text, file: path, state: options.state)
    if let name = arguments.sublayout { file = try file.sublayout(named: name) }
    return try drawSolved(path, options) { () throws(DiagnosticError) in
      let result = try renderer.solve(file, options: options)
      return (result.layout, result.warnings)
    }
  }

  /// The options of a front-end other than Layout XML: the canvas asked for, else the default.
  private func frontEndOptions(_ options: RenderOptions) -> RenderOptions {
    var options = options
    options.size = options.size ?? RenderOptions.defaultCanvas
    return options
  }

  /// A front-end's solve, painted and encoded; the files the solve read are watched.
  private func drawSolved(
    _ path: String, _ options: RenderOptions,
    _ solve: () throws(DiagnosticError) -> (layout: SolvedLayout, warnings: [Diagnostic])
  ) throws(DiagnosticError) -> LiveOutcome {
    let (solved, files) = FileReadLog.recording { () throws(DiagnosticError) in try solve() }
    images.merge(files) { first, _ in first }
    let result = try solved.get()
    let list = renderer.displayList(result.layout, options: options)
    let image = try renderer.render(list, options: options, file: path)
    canvas = list.size
    return LiveOutcome(image: image, warnings: result.warnings)
  }

  private func draw(_ template: LayoutTemplate, _ options: RenderOptions)
    throws(DiagnosticError) -> LiveOutcome
  {
    let (solved, files) = FileReadLog.recording { () throws(DiagnosticError) in
      try renderer.solve(template, options: options)
    }
    // A decoded image stays as it was first read: keep that stamp.
    images.merge(files) { first, _ in first }
    let layout = try solved.get()
    let list = renderer.displayList(layout, options: options)
    let image = try renderer.render(list, options: options, file: template.file)
    canvas = list.size
    return LiveOutcome(
      image: image,
      warnings: template.warnings + layout.warnings
        + renderer.textWarnings(template, layout: layout))
  }

  /// The Red Box of `error` on the last good canvas, in the output's format and scale.
  private func redBox(_ error: DiagnosticError) -> [UInt8]? {
    var options = RenderOptions(format: format)
    options.raster = RasterOptions(
      scale: arguments.scale, pngCompression: arguments.drawing.pngCompression)
    let folder = (arguments.template as NSString).deletingLastPathComponent
    let box = RedBox(error, relativeTo: folder.isEmpty ? "." : folder)
    return try? box.render(with: renderer, size: canvas, options: options)
  }
}
