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

/// A render kept up to date with its files: the template (and what it includes), the options
/// (state, constants, strings) and the images are each read again only when a file read for
/// them changes, and the renderer (with its fonts) lives as long as the preview.
final class LiveRender {
  let arguments: RenderArguments
  let format: OutputFormat
  private let renderer: Renderer
  private var template: WatchedInput<LoadedInput>?
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

  /// Reads again the inputs whose files changed (all of them the first time; the template
  /// too when the options changed, since Android's resources follow them) and drops the
  /// images whose files changed.
  private func refresh() -> (WatchedInput<LoadedInput>, WatchedInput<RenderOptions>) {
    let keptOptions = self.options.flatMap { $0.changedFiles.isEmpty ? $0 : nil }
    let options =
      keptOptions
      ?? WatchedInput { () throws(DiagnosticError) in try arguments.renderOptions(format: format) }
    let template =
      self.template.flatMap { keptOptions != nil && $0.changedFiles.isEmpty ? $0 : nil }
      ?? WatchedInput { () throws(DiagnosticError) in try loadSource(options.value.get()) }
    (self.template, self.options) = (template, options)
    let staleImages = WatchedInput<Void>.changed(images)
    renderer.forgetImages(staleImages)
    for path in staleImages { images[path] = nil }
    return (template, options)
  }

  /// The template read once in its format (a `res/layout/` file stands for its best variant
  /// in the options' configuration).
  private func loadSource(_ options: RenderOptions) throws(DiagnosticError) -> LoadedInput {
    let input = try arguments.input()
    if input.format == .layout { return .layout(try arguments.loadTemplate(input)) }
    return try LoadedInput(
      input, options: frontEndOptions(options, android: input.format == .android),
      sublayout: arguments.sublayout,
      platform: arguments.androidPlatform)
  }

  /// Solves, paints and encodes the template; the files the solve read (images) are watched.
  private func draw(_ source: LoadedInput, _ options: RenderOptions)
    throws(DiagnosticError) -> LiveOutcome
  {
    let options: RenderOptions =
      switch source {
      case .layout: options
      case .android: frontEndOptions(options, android: true)
      case .everLayout: frontEndOptions(options, android: false)
      }
    let (solved, files) = FileReadLog.recording { () throws(DiagnosticError) in
      try renderer.solve(source, options: options)
    }
    // A decoded image stays as it was first read: keep that stamp.
    images.merge(files) { first, _ in first }
    let result = try solved.get()
    let list = renderer.displayList(result.layout, options: options)
    let image = try renderer.render(list, options: options, file: source.file)
    canvas = list.size
    return LiveOutcome(
      image: image,
      warnings: result.warnings + renderer.textWarnings(source, layout: result.layout))
  }

  /// The options of a front-end other than Layout XML: the canvas asked for, else the default
  /// (a phone's for an Android layout).
  private func frontEndOptions(_ options: RenderOptions, android: Bool) -> RenderOptions {
    var options = options
    options.size =
      options.size ?? (android ? RenderOptions.androidCanvas : RenderOptions.defaultCanvas)
    return options
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
