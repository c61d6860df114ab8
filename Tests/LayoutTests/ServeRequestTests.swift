import Foundation
import Glibc
import Testing

@testable import LayoutCLI

/// `layout serve` against odd requests and many connections: empty query pairs are answered,
/// not a trap, and connections beyond the cap get 503 while the server lives on.
@Suite struct ServeRequestTests {
  @Test(arguments: ["/?=", "/?&=", "/version?==", "/?&&", "/image?=&=x"])
  func emptyQueryPairsParse(_ target: String) throws {
    let request = try #require(HTTPRequest(head: "GET \(target) HTTP/1.1\r\n\r\n"))
    #expect(request.path == String(target.prefix { $0 != "?" }))
  }

  @Test func emptyQueryPairsAreAnsweredByTheServedPreview() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try save(WatchTests.plain("blue"), as: "main.xml", in: folder)
    let serve = try LiveProcess(["serve", "main.xml", "--port", "0"], in: folder)
    #expect(serve.waitForOutput(containing: "rendered the page"))
    let port = try Self.port(in: serve.output)
    for target in ["/?=", "/?&=", "/version?=="] {
      #expect(try Self.status(of: target, port: port) == 200, "\(target)")
    }
    #expect(try Self.status(of: "/version", port: port) == 200)
    #expect(serve.interrupt() == 0)
  }

  @Test func connectionsBeyondTheCapGet503() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try save(WatchTests.plain("blue"), as: "main.xml", in: folder)
    let serve = try LiveProcess(["serve", "main.xml", "--port", "0"], in: folder)
    #expect(serve.waitForOutput(containing: "rendered the page"))
    let port = try Self.port(in: serve.output)
    // Silent clients each hold a slot until they speak, close or time out.
    let idle = try (0..<HTTPServer.maximumConnections).map { _ in try Self.connect(port) }
    Thread.sleep(forTimeInterval: 0.5)
    #expect(try Self.status(of: "/version", port: port) == 503)
    for client in idle { close(client) }
    Thread.sleep(forTimeInterval: 0.5)
    #expect(try Self.status(of: "/version", port: port) == 200)
    #expect(serve.interrupt() == 0)
  }

  static func port(in output: String) throws -> UInt16 {
    let words = output.split(whereSeparator: \.isWhitespace)
    let address = try #require(words.first { $0.hasPrefix("http://127.0.0.1:") })
    let digits = address.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber }
    return try #require(UInt16(digits))
  }

  /// A socket connected to 127.0.0.1:`port`.
  static func connect(_ port: UInt16) throws -> Int32 {
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
    return client
  }

  /// The status code of a GET of `target`, sent as written (no URL normalisation).
  static func status(of target: String, port: UInt16) throws -> Int {
    let client = try connect(port)
    defer { close(client) }
    let request = Array("GET \(target) HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8)
    _ = request.withUnsafeBytes { send(client, $0.baseAddress, $0.count, 0) }
    var reply: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = recv(client, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      reply += buffer[0..<count]
    }
    let line = String(decoding: reply.prefix { $0 != 13 }, as: UTF8.self)
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
}
