import Foundation
import Layout

/// What `layout serve` serves and how: the folder (or single template), the address, how
/// templates are read and rendered, and the limits that keep one client from taking the
/// machine.
package struct ServerSettings: Sendable {
  /// A folder of templates, or one template file.
  package var root: String
  /// The interface to listen on; loopback unless asked otherwise.
  package var host = "127.0.0.1"
  /// The port; 0 picks a free one.
  package var port = 8000
  /// Renders at once, each on a thread with its own renderer (fonts are per thread).
  package var renderers = ProcessInfo.processInfo.activeProcessorCount
  /// Renders waiting for a renderer beyond which requests get 429.
  package var queueLimit = 64
  /// Seconds a render may take before the request gets 503.
  package var renderTimeout = 10.0
  /// The longest request target (path and query), in bytes; longer ones get 414.
  package var maximumTargetBytes = 16 * 1024
  /// `Cache-Control: max-age` of rendered images, in seconds; 0 sends `no-cache`, so clients
  /// revalidate with their ETag each time.
  package var maxAge = 0
  /// Finds the templates found by other means than `layout list`'s search (EverLayout
  /// layouts), served after those, by their path relative to the root; called again each
  /// time the folder is searched.
  package var extraTemplates: @Sendable () -> [String] = { [] }
  /// Makes each render thread's renderer.
  package var makeRenderer: @Sendable () throws(DiagnosticError) -> Renderer
  /// Compiles a Layout template, read once to tell its format.
  package var loadTemplate: @Sendable (InputFile) throws(DiagnosticError) -> LayoutTemplate
  /// The platform resources and theme of Android layouts (`--platform`, `--theme`).
  package var androidPlatform = AndroidPlatformSettings()
  /// The options every render of a template starts from (fonts are the renderer's): the
  /// command line's state, constants, strings and raster options.
  package var baseOptions: @Sendable (String) throws(DiagnosticError) -> RenderOptions

  package init(
    root: String,
    makeRenderer: @escaping @Sendable () throws(DiagnosticError) -> Renderer,
    loadTemplate: @escaping @Sendable (InputFile) throws(DiagnosticError) -> LayoutTemplate,
    baseOptions: @escaping @Sendable (String) throws(DiagnosticError) -> RenderOptions
  ) {
    self.root = root
    self.makeRenderer = makeRenderer
    self.loadTemplate = loadTemplate
    self.baseOptions = baseOptions
  }

  /// Whether `host` is a loopback address, reachable only from this machine.
  package var isLoopback: Bool {
    host == "localhost" || host == "::1" || host.hasPrefix("127.")
  }
}
