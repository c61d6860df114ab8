import Foundation

/// The part of an HTTP request the preview server uses: the method, the path and the query.
struct HTTPRequest: Sendable {
  var method: String
  var path: String
  var query: [String: String]

  /// Parses the request line of `head` (`GET /wait?after=3 HTTP/1.1`); nil when it is not one.
  init?(head: String) {
    let words = head.prefix { !$0.isNewline }.split(separator: " ")
    guard words.count == 3, words[2].hasPrefix("HTTP/") else { return nil }
    method = String(words[0])
    let target = words[1].split(separator: "?", maxSplits: 1)
    path = String(target.first ?? "/")
    query = [:]
    // Empty pairs (`?=`, `?&=`, `?==`) give an empty name and are kept as such, never a trap.
    for pair in target.dropFirst().first?.split(separator: "&") ?? [] {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      query[String(parts.first ?? "")] = parts.count > 1 ? String(parts[1]) : ""
    }
  }
}

/// A complete response, sent with `Content-Length` and `Connection: close`.
struct HTTPResponse: Sendable {
  var status: Int
  var contentType: String
  var body: [UInt8]

  /// A plain-text or other textual response.
  static func text(_ text: String, status: Int = 200, type: String = "text/plain; charset=utf-8")
    -> HTTPResponse
  {
    HTTPResponse(status: status, contentType: type, body: Array(text.utf8))
  }

  /// The status line, headers and body as bytes; `includeBody` is false for `HEAD`.
  func encoded(includeBody: Bool = true) -> [UInt8] {
    let reasons = [
      200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed",
      503: "Service Unavailable",
    ]
    let head =
      "HTTP/1.1 \(status) \(reasons[status] ?? "Status")\r\n"
      + "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
      + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
    return Array(head.utf8) + (includeBody ? body : [])
  }
}
