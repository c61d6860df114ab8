import Foundation
import Glibc
import Testing

/// A reply read off a socket: the status, the headers (names lowercased) and the body.
public struct HTTPReply {
  public var status: Int
  public var headers: [String: String]
  public var body: [UInt8]

  public var text: String { String(decoding: body, as: UTF8.self) }
}

/// A minimal HTTP/1.1 client over a raw socket, so tests can send what a browser would not
/// (malformed targets, huge headers, half a request) and see exactly what comes back.
public enum HTTPClient {
  /// A socket connected to 127.0.0.1:`port`, whose reads give up after `timeout` seconds.
  public static func connect(_ port: UInt16, timeout: Int = 60) throws -> Int32 {
    let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    try #require(connected == 0)
    var limit = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    return client
  }

  public static func send(_ client: Int32, _ text: String) {
    send(client, Array(text.utf8))
  }

  public static func send(_ client: Int32, _ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(client, $0.baseAddress, $0.count, 0)
      }
      guard sent > 0 else { return }
      offset += sent
    }
  }

  /// Sends one request (`Connection: close`) and reads the whole reply (what came within
  /// `timeout` seconds).
  public static func request(
    _ port: UInt16, _ target: String, method: String = "GET", headers: [String: String] = [:],
    body: [UInt8] = [], timeout: Int = 60
  ) throws -> HTTPReply {
    let client = try connect(port, timeout: timeout)
    defer { close(client) }
    var head = "\(method) \(target) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
    send(client, Array((head + "\r\n").utf8) + body)
    return parse(readAll(client))
  }

  /// Reads until the server closes the connection (or the receive timeout).
  public static func readAll(_ client: Int32) -> [UInt8] {
    var reply: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = recv(client, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      reply += buffer[0..<count]
    }
    return reply
  }

  /// Reads what has arrived until `fragment` appears or `timeout` seconds pass.
  public static func read(_ client: Int32, until fragment: String, timeout: Double) -> String {
    var text = ""
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = Date(timeIntervalSinceNow: timeout)
    while Date() < deadline, !text.contains(fragment) {
      var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
      guard Glibc.poll(&poller, 1, 100) > 0 else { continue }
      let count = recv(client, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      text += String(decoding: buffer[0..<count], as: UTF8.self)
    }
    return text
  }

  /// Splits a reply into status, headers and body (de-chunked).
  public static func parse(_ bytes: [UInt8]) -> HTTPReply {
    let separator = Array("\r\n\r\n".utf8)
    guard
      let end = (0..<max(0, bytes.count - 3)).first(where: {
        bytes[$0..<$0 + 4].elementsEqual(separator)
      })
    else { return HTTPReply(status: 0, headers: [:], body: []) }
    let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let status = Int(lines[0].split(separator: " ").dropFirst().first ?? "") ?? 0
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    var body = Array(bytes[(end + 4)...])
    if headers["transfer-encoding"] == "chunked" { body = dechunk(body) }
    return HTTPReply(status: status, headers: headers, body: body)
  }

  private static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
    var body: [UInt8] = []
    var index = 0
    while index < bytes.count {
      guard
        let lineEnd = (index..<bytes.count - 1).first(where: {
          bytes[$0] == 13 && bytes[$0 + 1] == 10
        }),
        let size = Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self), radix: 16), size > 0
      else { break }
      body += bytes[(lineEnd + 2)..<min(bytes.count, lineEnd + 2 + size)]
      index = lineEnd + 2 + size + 2
    }
    return body
  }
}
