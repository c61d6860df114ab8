import Foundation
import Glibc
import TestSupport

/// A minimal HTTP/1.1 server on 127.0.0.1 for tests that fetch over the network: each path
/// answers with a fixed reply, written whole, each connection on a thread of its own.
final class FileServer: @unchecked Sendable {
  /// What one path answers: a status, extra header lines, a body, and a delay before it.
  struct Reply: Sendable {
    var status = 200
    var headers: [String] = []
    var body: [UInt8] = []
    var delay: Double = 0
  }

  /// The port it listens on.
  let port: UInt16
  private let listener: Int32
  private let replies: [String: Reply]

  /// Listens on a free port and answers `replies` (by path; anything else is a 404).
  init(_ replies: [String: Reply]) throws {
    self.replies = replies
    (listener, port) = try Self.openListener()
    Thread { [self] in serve() }.start()
  }

  private static func openListener() throws -> (Int32, UInt16) {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, length) == 0 && Glibc.listen(listener, 8) == 0
          && getsockname(listener, $0, &length) == 0
      }
    }
    guard bound else { throw POSIXError(.EADDRINUSE) }
    return (listener, UInt16(bigEndian: address.sin_port))
  }

  /// The URL of `path` on this server.
  func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

  /// Stops listening; the serving thread ends at its next accept.
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  private func serve() {
    while true {
      let client = accept(listener, nil, nil)
      guard client >= 0 else { return }
      Thread { [self] in
        answer(client)
        close(client)
      }.start()
    }
  }

  private func answer(_ client: Int32) {
    let head = HTTPClient.read(client, until: "\r\n\r\n", timeout: 5)
    let target = head.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
    let reply = replies[target] ?? Reply(status: 404, body: Array("not found".utf8))
    if reply.delay > 0 { Thread.sleep(forTimeInterval: reply.delay) }
    var text = "HTTP/1.1 \(reply.status) Reply\r\nContent-Length: \(reply.body.count)\r\n"
    for header in reply.headers { text += header + "\r\n" }
    text += "Connection: close\r\n\r\n"
    HTTPClient.send(client, Array(text.utf8) + reply.body)
  }
}
