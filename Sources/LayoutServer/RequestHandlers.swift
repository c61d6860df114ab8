import Foundation
import Hummingbird
import Layout

extension PreviewServer {
  /// `GET /`: the templates of the folder (searched again, so new ones are listed), each
  /// linking to its page with a thumbnail; a single template's page directly.
  func listing() -> Response {
    site.refresh()
    if site.templates.count == 1, let only = site.templates.first,
      site.file(for: only.path) == URL(fileURLWithPath: settings.root).standardizedFileURL.path
    {
      return Response(status: .seeOther, headers: [.location: "/t/" + Self.escapePath(only.path)])
    }
    return .text(
      .ok, PreviewPages.listing(folder: site.folder, paths: templatePaths),
      type: "text/html; charset=utf-8")
  }

  /// `GET /t/PATH`: the preview page, its state editor filled from `NAME.json` beside the
  /// template when there is one (and it is a regular file, not a pipe that would never end).
  func page(_ request: Request, _ context: BasicRequestContext) -> Response {
    guard let path = catchAllPath(context), let file = site.file(for: path) else {
      return .error(.notFound, "No template is served at \(request.uri.path)")
    }
    let stateFile = (file as NSString).deletingPathExtension + ".json"
    let bytes = try? FileAccess.readRegularFile(stateFile, what: "state file")
    let state = bytes.map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    let page = PreviewPages.template(
      path: path, state: state, isAndroid: TemplateSource.isAndroid(file))
    return .text(.ok, page, type: "text/html; charset=utf-8")
  }

  /// `GET /render/PATH.EXT` (and `POST` with the state as the body): the image, with its ETag;
  /// 304 when `If-None-Match` matches it; what the query asks for that the template will not
  /// read in `X-Layout-Warning`.
  func image(_ request: Request, _ context: BasicRequestContext, body: String?) async -> Response {
    if let refusal = checkTarget(request) { return refusal }
    guard let path = catchAllPath(context) else {
      return .error(.badRequest, "the path has a malformed percent-encoding")
    }
    let name = path as NSString
    guard let format = OutputFormat(fileExtension: name.pathExtension),
      let file = site.file(for: name.deletingPathExtension)
    else { return .error(.notFound, "No template is served at \(request.uri.path)") }
    let query: RenderQuery
    do {
      var text = request.uri.query ?? ""
      if let body { text += "&state=" + Self.escapeQueryValue(body) }
      query = try RenderQuery(text)
    } catch {
      return .error(.badRequest, diagnostics: error.diagnostics)
    }
    var headers: HTTPFields = [
      .contentType: format.mediaType,
      .cacheControl: settings.maxAge > 0 ? "public, max-age=\(settings.maxAge)" : "no-cache",
    ]
    let warning = QueryWarnings.headerValue(QueryWarnings.of(query, file: file))
    if let warning { headers[QueryWarnings.header] = warning }
    let condition = ifNoneMatch(request)
    if let condition, let tag = service.knownTag(file: file, query: query, format: format),
      condition.matches(tag)
    {
      headers[.eTag] = tag
      return Response(status: .notModified, headers: headers)
    }
    do {
      let image = try await service.render(file: file, query: query, format: format)
      headers[.eTag] = image.etag
      if condition?.matches(image.etag) == true {
        return Response(status: .notModified, headers: headers)
      }
      return Response(
        status: .ok, headers: headers,
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.bytes)))
    } catch {
      var response = failure(error)
      if let warning { response.headers[QueryWarnings.header] = warning }
      return response
    }
  }

  /// The request's `If-None-Match` condition, its fields joined; nil without one.
  private func ifNoneMatch(_ request: Request) -> EntityTagCondition? {
    let fields = request.headers[values: .ifNoneMatch]
    return fields.isEmpty ? nil : EntityTagCondition(fields.joined(separator: ","))
  }

  /// `GET /dump/PATH?kind=frames|display-list&…`: the solved frames or the display list.
  func dump(_ request: Request, _ context: BasicRequestContext) async -> Response {
    if let refusal = checkTarget(request) { return refusal }
    guard let path = catchAllPath(context), let file = site.file(for: path) else {
      return .error(.notFound, "No template is served at \(request.uri.path)")
    }
    do {
      let query = try RenderQuery(request.uri.query, ignoring: ["kind"])
      let kind = request.uri.queryParameters["kind"].map(String.init) ?? "frames"
      let text = try await service.dump(file: file, query: query, kind: kind)
      return .text(
        .ok, ServedPaths.relative(text, to: site.folder), type: "text/plain; charset=utf-8")
    } catch let error as DiagnosticError {
      return .error(.badRequest, diagnostics: error.diagnostics)
    } catch let error as RenderFailure {
      return failure(error)
    } catch {
      return .error(.internalServerError, "\(error)")
    }
  }

  /// 414 for a request target past the limit.
  private func checkTarget(_ request: Request) -> Response? {
    let length = request.uri.description.utf8.count
    guard length > settings.maximumTargetBytes else { return nil }
    return .error(
      .uriTooLong,
      "the request target is \(length) bytes, over the limit of \(settings.maximumTargetBytes)")
  }

  /// The response to a render that failed: the template's errors (their paths relative to
  /// the folder), or the pool's refusal.
  func failure(_ failure: RenderFailure) -> Response {
    switch failure {
    case .invalid(let error):
      let status: HTTPResponse.Status =
        error.primary.code == .fileNotFound ? .notFound : .badRequest
      return .error(status, diagnostics: ServedPaths.relative(error.diagnostics, to: site.folder))
    case .busy:
      var response = Response.error(.tooManyRequests, "every renderer is busy; try again")
      response.headers[.retryAfter] = "1"
      return response
    case .timedOut:
      return .error(.serviceUnavailable, "the render took longer than its time limit")
    }
  }

  /// A path for a URL: each component percent-encoded.
  static func escapePath(_ path: String) -> String {
    path.split(separator: "/").map {
      $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
    }.joined(separator: "/")
  }

  private static func escapeQueryValue(_ value: String) -> String {
    var allowed = CharacterSet.urlQueryAllowed
    allowed.remove(charactersIn: "&=+")
    return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
  }
}
