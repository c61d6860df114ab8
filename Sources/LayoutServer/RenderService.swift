import Foundation
import Layout
import LayoutCore

/// An image rendered for a request, with its validator.
struct RenderedImage: Sendable {
  var bytes: [UInt8]
  var etag: String
}

/// Why a request got no image.
enum RenderFailure: Error {
  /// The template, the state or the query is wrong (400), with the diagnostics.
  case invalid(DiagnosticError)
  case busy
  case timedOut
}

/// Renders templates for requests: each template is read once and again only when a file it
/// was read from changes; renders run on the pool; each response's ETag is a hash of what it
/// depends on (the template, every file the render read, with their stamps, the query and
/// the format), known before rendering once a request like it has been rendered.
///
/// Sendable: the caches are guarded by `lock`.
final class RenderService: @unchecked Sendable {
  let settings: ServerSettings
  private let pool: RenderPool
  private let lock = NSLock()
  private var sources: [String: LoadedSource] = [:]
  /// The files the last render of each request key read, for its ETag.
  private var validators: [String: [String: FileStamp]] = [:]
  /// Request keys in the order they were last rendered, oldest first (a bounded cache).
  private var validatorOrder: [String] = []
  private static let validatorLimit = 4096

  init(settings: ServerSettings) {
    self.settings = settings
    pool = RenderPool(
      threads: settings.renderers, queueLimit: settings.queueLimit,
      makeRenderer: settings.makeRenderer)
  }

  /// The ETag a render of this request would have, when a request like it was rendered and
  /// none of the files it read has changed since.
  func knownTag(file: String, query: RenderQuery, format: OutputFormat) -> String? {
    let key = Self.key(file, query, format)
    guard let files = lock.withLock({ validators[key] }),
      files.allSatisfy({ FileStamp(of: $0.key) == $0.value })
    else { return nil }
    return Self.tag(key, files)
  }

  /// Renders the template at `file` for the query, in `format`.
  func render(file: String, query: RenderQuery, format: OutputFormat) async throws(RenderFailure)
    -> RenderedImage
  {
    let key = Self.key(file, query, format)
    let result = try await onPool { renderer throws(DiagnosticError) in
      var options = try self.options(file: file, query: query)
      options.format = format
      let source = try self.source(file)
      let layout = try renderer.solve(source, options: options).layout
      return try renderer.render(
        renderer.displayList(layout, options: options), options: options, file: source.file)
    }
    let files = result.files
    lock.withLock { remember(key, files) }
    return RenderedImage(bytes: result.value, etag: Self.tag(key, files))
  }

  /// A text dump of the template's solved frames or display list for the query.
  func dump(file: String, query: RenderQuery, kind: String) async throws(RenderFailure) -> String {
    try await onPool { renderer throws(DiagnosticError) in
      let options = try self.options(file: file, query: query)
      let layout = try renderer.solve(self.source(file), options: options).layout
      return kind == "frames"
        ? layout.framesDump() : renderer.displayList(layout, options: options).dump()
    }.value
  }

  /// Every file the last renders of the template at `file` read, with its stamp then.
  func watchedFiles(of file: String) -> [String: FileStamp] {
    lock.withLock {
      var files = sources[file]?.files ?? [file: FileStamp(of: file)]
      for (key, read) in validators where key.hasPrefix(file + "|") {
        files.merge(read) { first, _ in first }
      }
      return files
    }
  }

  /// Runs `work` on a render thread with the files it reads noted.
  private func onPool<T: Sendable>(
    _ work: @escaping @Sendable (Renderer) throws(DiagnosticError) -> T
  ) async throws(RenderFailure) -> (value: T, files: [String: FileStamp]) {
    let outcome: (Result<T, DiagnosticError>, [String: FileStamp])
    do {
      outcome = try await pool.run(timeout: settings.renderTimeout) { renderer in
        FileReadLog.recording { () throws(DiagnosticError) in
          try work(renderer.get())
        }
      }
    } catch {
      throw error == .busy ? .busy : .timedOut
    }
    switch outcome.0 {
    case .success(let value): return (value, outcome.1)
    // Past its budget, a render may stop before the pool's clock says so.
    case .failure(let error) where error.primary.code == .timeLimit: throw .timedOut
    case .failure(let error): throw .invalid(error)
    }
  }

  private func options(file: String, query: RenderQuery) throws(DiagnosticError) -> RenderOptions {
    var options = query.apply(to: try settings.baseOptions(file))
    // Renders run side by side: each compresses its PNG on its own thread.
    if settings.renderers > 1 { options.raster.pngThreads = 1 }
    if let locale = query.locale {
      options.strings = try LocalizedStrings.beside(
        template: file, locale: locale, allowed: options.allowedPaths)
    }
    return options
  }

  /// The template at `file`, read again when a file it was read from changed.
  private func source(_ file: String) throws(DiagnosticError) -> LoadedInput {
    if let loaded = lock.withLock({ sources[file] }), loaded.isCurrent {
      for path in loaded.files.keys { FileReadLog.current?.note(path) }
      return try loaded.source.get()
    }
    let (source, files) = FileReadLog.recording { () throws(DiagnosticError) in
      try TemplateSource.load(file, settings: self.settings)
    }
    for path in files.keys { FileReadLog.current?.note(path) }
    lock.withLock { sources[file] = LoadedSource(source: source, files: files) }
    return try source.get()
  }

  /// Keeps the files a request read; the oldest keys go past the limit. Called under `lock`.
  private func remember(_ key: String, _ files: [String: FileStamp]) {
    if validators.updateValue(files, forKey: key) == nil {
      validatorOrder.append(key)
      if validatorOrder.count > Self.validatorLimit {
        validators[validatorOrder.removeFirst()] = nil
      }
    }
  }

  private static func key(_ file: String, _ query: RenderQuery, _ format: OutputFormat) -> String {
    "\(file)|\(format.rawValue)|\(query.canonical)"
  }

  /// A strong validator: a 64-bit FNV-1a hash of the key and the files' stamps, quoted.
  private static func tag(_ key: String, _ files: [String: FileStamp]) -> String {
    var hash = FNV1a()
    hash.add(key.utf8)
    for (file, stamp) in files.sorted(by: { $0.key < $1.key }) {
      hash.add("\n\(file) \(stamp)".utf8)
    }
    return "\"" + String(hash.value, radix: 16) + "\""
  }
}

/// How the server reads its templates.
enum TemplateSource {
  /// Whether the template at `file` is read as an Android layout.
  static func isAndroid(_ file: String) -> Bool {
    (try? InputFile(file, onlyRegular: true).format) == .android
  }

  /// Reads the template at `file`: Layout XML as the command line compiles it (its classes
  /// and access), the other formats with the options every render of it starts from.
  static func load(_ file: String, settings: ServerSettings) throws(DiagnosticError)
    -> LoadedInput
  {
    let input = try InputFile(file)
    if input.format == .layout { return .layout(try settings.loadTemplate(input)) }
    return try LoadedInput(
      input, options: settings.baseOptions(file), platform: settings.androidPlatform)
  }
}

/// A template as read, and the files it was read from with their stamps.
private struct LoadedSource {
  var source: Result<LoadedInput, DiagnosticError>
  var files: [String: FileStamp]

  var isCurrent: Bool {
    files.allSatisfy { FileStamp(of: $0.key) == $0.value }
  }
}
