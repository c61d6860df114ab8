import Foundation
import Hummingbird
import Layout
import LayoutCore

extension Response {
  /// A text body of the given media type.
  static func text(_ status: HTTPResponse.Status, _ text: String, type: String) -> Response {
    Response(
      status: status, headers: [.contentType: type],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }

  /// A JSON error: `{"status": N, "errors": [diagnostic…]}`, each diagnostic as
  /// `--diagnostics json` writes it.
  static func error(_ status: HTTPResponse.Status, diagnostics: [Diagnostic]) -> Response {
    let errors = diagnostics.map(DiagnosticJSON.line).joined(separator: ",")
    return text(
      status, "{\"status\":\(status.code),\"errors\":[\(errors)]}\n", type: "application/json")
  }

  /// A JSON error of one message.
  static func error(_ status: HTTPResponse.Status, _ message: String) -> Response {
    error(status, diagnostics: [Diagnostic(.error, code: .badRequest, message: message)])
  }
}

/// Escapes text for HTML content and double-quoted attribute values.
func escapeHTML(_ text: String) -> String {
  XMLEscaping.escaped(text, quotes: true, greaterThan: true)
}

/// A request path's components after a route's prefix, percent-decoded and joined; nil when
/// the encoding is malformed.
func catchAllPath(_ context: BasicRequestContext) -> String? {
  let parts = context.parameters.getCatchAll().map { $0.removingPercentEncoding }
  guard parts.allSatisfy({ $0 != nil }) else { return nil }
  return parts.compactMap { $0 }.joined(separator: "/")
}
