import Foundation
import Glibc
import Layout

/// A small HTTP/1.1 server on the loopback interface only (127.0.0.1): one thread accepts
/// connections and each connection gets a thread of its own (so a request may wait), one
/// request per connection. At most `maximumConnections` are served at once; the accepting
/// thread answers any more with 503 and closes them.
///
/// Sendable: its only mutable state, `stopped`, is read and written under `lock`; the
/// listener and handler are set once, and `slots` is a semaphore.
final class HTTPServer: @unchecked Sendable {
  typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

  /// The port listened on (the one the system chose when asked for port 0).
  let port: Int
  private let listener: Int32
  private let handler: Handler
  private let lock = NSLock()
  private var stopped = false
  /// One per connection being served.
  private let slots = DispatchSemaphore(value: HTTPServer.maximumConnections)

  /// How many connections are served at once (each holds a thread, a waiting preview page
  /// one of them).
  static let maximumConnections = 64

  /// Listens on 127.0.0.1:`port` (0 picks a free port).
  init(port: Int, handler: @escaping Handler) throws(DiagnosticError) {
    self.handler = handler
    listener = try Self.listen(port: port)
    self.port = Self.boundPort(listener)
  }

  /// A socket listening on 127.0.0.1:`port`.
  private static func listen(port: Int) throws(DiagnosticError) -> Int32 {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw failure("cannot open a socket") }
    var yes: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(clamping: port)).bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    let length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
    }
    guard bound == 0, Glibc.listen(listener, 32) == 0 else {
      let reason = String(cString: strerror(errno))
      close(listener)
      throw failure("cannot listen on 127.0.0.1:\(port): \(reason)")
    }
    return listener
  }

  /// Starts accepting connections on a thread of its own.
  func start() {
    Thread.detachNewThread { [self] in
      while true {
        let client = accept(listener, nil, nil)
        if client < 0 {
          if lock.withLock({ stopped }) { return }
          continue
        }
        guard slots.wait(timeout: .now()) == .success else {
          Self.refuse(client)
          continue
        }
        Thread.detachNewThread { [self] in
          serve(client)
          slots.signal()
        }
      }
    }
  }

  /// Stops accepting connections.
  func stop() {
    lock.withLock { stopped = true }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  /// Reads one request from `client`, answers it and closes the connection.
  private func serve(_ client: Int32) {
    defer { close(client) }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    guard let head = Self.readHead(client) else { return }
    let response: HTTPResponse
    let request = HTTPRequest(head: head)
    if let request, ["GET", "HEAD"].contains(request.method) {
      response = handler(request)
    } else {
      response = .text("Bad request\n", status: request == nil ? 400 : 405)
    }
    Self.send(response.encoded(includeBody: request?.method != "HEAD"), to: client)
  }

  /// Answers 503 without reading the request, when every slot is taken.
  private static func refuse(_ client: Int32) {
    send(HTTPResponse.text("Too many connections\n", status: 503).encoded(), to: client)
    // Reading what already arrived lets the close end the connection without a reset, so
    // the client sees the answer.
    shutdown(client, Int32(SHUT_WR))
    var buffer = [UInt8](repeating: 0, count: 4096)
    while recv(client, &buffer, buffer.count, Int32(MSG_DONTWAIT)) > 0 {}
    close(client)
  }

  /// The request's head, up to the blank line (at most 16 KiB); nil when the client closes
  /// or says nothing for the timeout.
  private static func readHead(_ client: Int32) -> String? {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < 16384 {
      let count = recv(client, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      bytes += buffer[0..<count]
      if endsHead(bytes) { return String(decoding: bytes, as: UTF8.self) }
    }
    return nil
  }

  /// Whether `bytes` hold the blank line that ends a request's head.
  private static func endsHead(_ bytes: [UInt8]) -> Bool {
    let blankLine: [UInt8] = [13, 10, 13, 10]
    guard bytes.count >= 4 else { return false }
    return (0...bytes.count - 4).contains { bytes[$0..<$0 + 4].elementsEqual(blankLine) }
  }

  private static func send(_ bytes: [UInt8], to client: Int32) {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { return }
      sent += count
    }
  }

  private static func boundPort(_ socket: Int32) -> Int {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  private static func failure(_ message: String) -> DiagnosticError {
    DiagnosticError(
      .error, code: .serveFailed, message: "Cannot serve the preview: \(message)",
      hints: ["choose another port with --port N, or --port 0 for any free one"])
  }
}
