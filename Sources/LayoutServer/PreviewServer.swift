import Foundation
import Hummingbird
import Layout
import LayoutCore

/// The HTTP server of `layout serve`: the listing of a folder's templates, a live preview page
/// per template, and `/render/PATH.png|svg|pdf|jpg|webp|avif` rendering on demand.
///
/// Routes: `GET /` (listing), `GET /t/PATH` (preview page), `GET|POST /render/PATH.EXT`
/// (image; the query or the POST body gives the state), `GET /dump/PATH?kind=frames|display-list`
/// (text), `GET /events/PATH` (server-sent events when a file the template's renders read
/// changes), `GET /version`. `HEAD` answers as `GET` does, without the body.
package struct PreviewServer: Sendable {
  let settings: ServerSettings
  let site: TemplateSite
  let service: RenderService
  /// The largest POST body, a JSON state: 64 KiB.
  static let maximumBodyBytes = 64 * 1024
  /// Connections served at once, at most; more wait to be accepted.
  static let maximumConnections = 1024
  /// How long a connection may send nothing while no response is being written to it (a
  /// request's head or body coming slowly, or an idle keep-alive connection) before it is
  /// closed, so that slow clients cannot hold the connections others need.
  static let idleSeconds: Int64 = 5

  package init(settings: ServerSettings) {
    self.settings = settings
    site = TemplateSite(root: settings.root, extra: settings.extraTemplates)
    service = RenderService(settings: settings)
  }

  /// The paths of the templates served, relative to the root.
  package var templatePaths: [String] {
    site.templates.map(\.path)
  }

  /// What the search for templates skipped (symbolic links, named pipes), as warnings.
  package var skippedFiles: [Diagnostic] {
    site.warnings
  }

  /// Serves until `shouldStop` returns true (checked ten times a second) or the task is
  /// cancelled; `onRunning` hears the port once the socket listens.
  package func run(
    shouldStop: @escaping @Sendable () -> Bool,
    onRunning: @escaping @Sendable (Int) -> Void
  ) async throws {
    try await HTTPServing.run(
      router(), host: settings.host, port: settings.port,
      maximumConnections: Self.maximumConnections, idleSeconds: Self.idleSeconds,
      shouldStop: shouldStop, onRunning: onRunning)
  }

  private func router() -> Router<BasicRequestContext> {
    let router = Router()
    Self.get("/", on: router) { _, _ in listing() }
    Self.get("/version", on: router) { _, _ in
      Response.text(.ok, "{\"version\":\"\(VersionReport.version)\"}\n", type: "application/json")
    }
    Self.get("/t/**", on: router) { request, context in page(request, context) }
    Self.get("/render/**", on: router) { request, context in
      await image(request, context, body: nil)
    }
    router.post("/render/**") { request, context in
      var request = request
      guard let body = try? await request.collectBody(upTo: Self.maximumBodyBytes) else {
        return Response.error(.contentTooLarge, "the body is over \(Self.maximumBodyBytes) bytes")
      }
      return await image(request, context, body: String(buffer: body))
    }
    Self.get("/dump/**", on: router) { request, context in await dump(request, context) }
    Self.get("/events/**", on: router) { request, context in events(request, context) }
    return router
  }

  /// Routes `GET path` to `handler`, and `HEAD path` to it without the body (the headers,
  /// `Content-Length` included, are those of the `GET`).
  static func get(
    _ path: RouterPath, on router: Router<BasicRequestContext>,
    _ handler: @escaping @Sendable (Request, BasicRequestContext) async -> Response
  ) {
    router.get(path, use: handler)
    router.head(path) { request, context in
      await handler(request, context).createHeadResponse()
    }
  }
}
