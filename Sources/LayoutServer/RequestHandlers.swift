import Foundation
import Hummingbird
import Layout

extension PreviewServer {
  /// `GET /`: the templates of the folder, each linking to its page with a thumbnail; a
  /// single template's page directly.
  func listing() -> Response {
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
    return .text(
      .ok, PreviewPages.template(path: path, state: state), type: "text/html; charset=utf-8")
  }

  /// `GET /render/PATH.EXT` (and `POST` with the state as the body): the image, with its ETag;
  /// 304 when the client's matches.
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
    let asked = request.headers[.ifNoneMatch]
    if let asked, let tag = service.knownTag(file: file, query: query, format: format),
      asked == tag || asked == "*"
    {
      headers[.eTag] = tag
      return Response(status: .notModified, headers: headers)
    }
    do {
      let image = try await service.render(file: file, query: query, format: format)
      headers[.eTag] = image.etag
      if asked == image.etag { return Response(status: .notModified, headers: headers) }
      return Response(
        status: .ok, headers: headers,
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.bytes)))
    } catch {
      return Self.failure(error)
    }
  }

  /// `GET /dump/PATH?kind=frames|display-list&…`: the solved frames or the display list.
  func dump(_ request: Request, _ context: BasicRequestContext) async -> Response {
    if let refusal = checkTarget(request) { return refusal }
    guard let path = catchAllPath(context), let file = site.file(for: path) else {
      return .error(.notFound, "No template is served at \(request.uri.path)")
    }
    do {
      let query = try RenderQuery(request.uri.query)
      let kind = request.uri.queryParameters["kind"].map(String.init) ?? "frames"
      let text = try await service.dump(file: file, query: query, kind: kind)
      return .text(.ok, text, type: "text/plain; charset=utf-8")
    } catch let error as DiagnosticError {
      return .error(.badRequest, diagnostics: error.diagnostics)
    } catch let error as RenderFailure {
      return Self.failure(error)
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

  static func failure(_ failure: RenderFailure) -> Response {
    switch failure {
    case .invalid(let error):
      let status: HTTPResponse.Status =
        error.primary.code == .fileNotFound ? .notFound : .badRequest
      return .error(status, diagnostics: error.diagnostics)
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
