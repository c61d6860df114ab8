import Foundation
import Hummingbird
import LayoutCore
import LayoutTesting

/// The server of `layout test --review`: the run's report with an Accept button per image
/// difference, its images, and the accepting itself.
///
/// Routes: `GET /` (the report page), `GET /PATH.png` (an image of the report folder),
/// `POST /accept/N` (writes failure N's new image over its golden; the request must carry the
/// page's token in `X-Layout-Review`, which pages of other sites cannot send).
package struct ReviewServer: Sendable {
  let review: GoldenReview
  let host: String
  let port: Int

  package init(review: GoldenReview, host: String, port: Int) {
    self.review = review
    self.host = host
    self.port = port
  }

  /// Serves until `shouldStop` returns true or the task is cancelled; `onRunning` hears the
  /// port once the socket listens.
  package func run(
    shouldStop: @escaping @Sendable () -> Bool,
    onRunning: @escaping @Sendable (Int) -> Void
  ) async throws {
    try await HTTPServing.run(
      router(), host: host, port: port, maximumConnections: 64,
      idleSeconds: PreviewServer.idleSeconds, shouldStop: shouldStop, onRunning: onRunning)
  }

  private func router() -> Router<BasicRequestContext> {
    let router = Router()
    let review = review
    PreviewServer.get("/", on: router) { _, _ in
      Response.text(.ok, review.page, type: "text/html; charset=utf-8")
    }
    PreviewServer.get("/**", on: router) { _, context in
      guard let path = catchAllPath(context), let bytes = review.reportImage(path) else {
        return Response.error(.notFound, "no such image in the report")
      }
      return Response(
        status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-cache"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
    router.post("/accept/:case") { request, context in
      accept(request, context)
    }
    return router
  }

  private func accept(_ request: Request, _ context: BasicRequestContext) -> Response {
    let header = HTTPFields.Element.Name(GoldenReport.reviewTokenHeader)!
    guard request.headers[header] == review.token else {
      return Response.error(
        .forbidden, "accepting needs the review page's token in \(GoldenReport.reviewTokenHeader)")
    }
    guard let index = context.parameters.get("case").flatMap(Int.init) else {
      return Response.error(.badRequest, "the case is a number: /accept/0")
    }
    let golden: String
    do {
      golden = try review.accept(index)
    } catch {
      let status: HTTPResponse.Status =
        error.primary.code == .badRequest ? .notFound : .internalServerError
      return Response.error(status, diagnostics: error.diagnostics)
    }
    let body = try? JSONSerialization.data(
      withJSONObject: ["case": index, "golden": golden] as [String: Any],
      options: [.sortedKeys, .withoutEscapingSlashes])
    return Response.text(
      .ok, String(decoding: body ?? Data(), as: UTF8.self) + "\n", type: "application/json")
  }
}
