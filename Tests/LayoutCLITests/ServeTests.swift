import Foundation
import Glibc
import LayoutTesting
import TestSupport
import Testing

/// `layout serve`, run as the built tool over loopback: the listing, the pages, the render
/// endpoint's statuses and ETags, server-sent events after a change, and requests no browser
/// would send.
@Suite struct ServeTests {
  /// A folder of templates and a server on a free port, stopped when the test ends.
  final class Site {
    let folder: URL
    let serve: LiveProcess
    let port: UInt16

    init(_ files: [String: String], arguments: [String] = []) throws {
      folder = try makeTemporaryDirectory()
      for (name, text) in files {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
      }
      serve = try LiveProcess(["serve", ".", "--port", "0"] + arguments, in: folder)
      #expect(serve.waitForOutput(containing: "serving"))
      port = try ServeTests.port(in: serve.output)
    }

    func save(_ text: String, as name: String) throws {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    func stop() {
      #expect(serve.interrupt() == 0)
      #expect(serve.output.contains("stopped"))
      // The server shuts down gracefully, logging no error.
      #expect(!serve.errors.contains("error"), "\(serve.errors)")
      try? FileManager.default.removeItem(at: folder)
    }
  }

  static func port(in output: String) throws -> UInt16 {
    let words = output.split(whereSeparator: \.isWhitespace)
    let address = try #require(words.first { $0.hasPrefix("http://127.0.0.1:") })
    let digits = address.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber }
    return try #require(UInt16(digits))
  }

  static let colored = #"<UIView backgroundColor="{color}" height="60" width="80"/>"#

  @Test func listsTheFolderAndServesEachTemplatesPage() throws {
    let site = try Site([
      "a.xml": Self.colored, "a.json": ##"{"color": "#0000ff"}"##,
      "sub/b.xml": WatchTests.plain("red"), "notes.xml": "<notes><note/></notes>",
    ])
    defer { site.stop() }
    let listing = try HTTPClient.request(site.port, "/")
    #expect(listing.status == 200)
    #expect(listing.text.contains(#"href="/t/a.xml""#))
    #expect(listing.text.contains(#"href="/t/sub/b.xml""#))
    #expect(!listing.text.contains("notes.xml"))
    let page = try HTTPClient.request(site.port, "/t/a.xml")
    #expect(page.status == 200)
    #expect(page.headers["content-type"]?.hasPrefix("text/html") == true)
    #expect(page.text.contains("{&quot;color&quot;: &quot;#0000ff&quot;}"))
    #expect(page.text.contains("new EventSource('/events/' + path)"))
    #expect(try HTTPClient.request(site.port, "/t/notes.xml").status == 404)
    // The state beside the template is the render's too.
    let image = try HTTPClient.request(site.port, "/render/a.xml.png")
    #expect(try RGBAImage(png: image.body).rgb(40, 30) == WatchTests.blue)
  }

  @Test func rendersOnDemandWithStrongETags() throws {
    let site = try Site(["a.xml": Self.colored])
    defer { site.stop() }
    let red = try HTTPClient.request(site.port, "/render/a.xml.png?color=%23ff0000")
    #expect(red.status == 200)
    #expect(red.headers["content-type"] == "image/png")
    #expect(red.headers["cache-control"] == "no-cache")
    #expect(try RGBAImage(png: red.body).rgb(40, 30) == WatchTests.red)
    let tag = try #require(red.headers["etag"])
    #expect(tag.hasPrefix("\"") && !tag.hasPrefix("W/"))
    let again = try HTTPClient.request(
      site.port, "/render/a.xml.png?color=%23ff0000", headers: ["If-None-Match": tag])
    #expect(again.status == 304)
    #expect(again.body.isEmpty)
    let green = try HTTPClient.request(
      site.port, "/render/a.xml.png?state=%7B%22color%22%3A%22%2300ff00%22%7D",
      headers: ["If-None-Match": tag])
    #expect(green.status == 200)
    #expect(try RGBAImage(png: green.body).rgb(40, 30) == WatchTests.green)
    // A change to the template makes the old tag stale.
    try site.save(#"<UIView backgroundColor="{color}" height="60" width="90"/>"#, as: "a.xml")
    let changed = try HTTPClient.request(
      site.port, "/render/a.xml.png?color=%23ff0000", headers: ["If-None-Match": tag])
    #expect(changed.status == 200)
    #expect(changed.headers["etag"] != tag)
    let svg = try HTTPClient.request(site.port, "/render/a.xml.svg?color=%23ff0000")
    #expect(svg.headers["content-type"] == "image/svg+xml")
    #expect(svg.text.contains("<svg"))
    let posted = try HTTPClient.request(
      site.port, "/render/a.xml.png", method: "POST", body: Array(##"{"color": "#0000ff"}"##.utf8))
    #expect(try RGBAImage(png: posted.body).rgb(40, 30) == WatchTests.blue)
  }

  @Test func errorsAreJSONWithTheirStatus() throws {
    let site = try Site([
      "a.xml": Self.colored, "broken.xml": "<UIView width=\"(\"/>",
    ])
    defer { site.stop() }
    func status(_ target: String) throws -> (Int, String) {
      let reply = try HTTPClient.request(site.port, target)
      #expect(reply.headers["content-type"] == "application/json", "\(target)")
      return (reply.status, reply.text)
    }
    let broken = try status("/render/broken.xml.png")
    #expect(broken.0 == 400)
    #expect(broken.1.contains(#""code":"expression-syntax""#) && broken.1.contains(#""line":1"#))
    #expect(try status("/render/a.xml.png").1.contains("Unknown symbol 'color'"))
    #expect(try status("/render/a.xml.png?color=%23ff0000&scale=0").0 == 400)
    #expect(try status("/render/a.xml.png?color=%23ff0000&size=wide").0 == 400)
    #expect(try status("/render/a.xml.png?color=%zz").1.contains(#""code":"bad-request""#))
    #expect(try status("/render/a.xml.png?state=%7B").0 == 400)
    #expect(try status("/render/missing.xml.png").0 == 404)
    #expect(try status("/render/a.xml.gif").0 == 404)
    #expect(try status("/render/../a.xml.png").0 == 404)
    let long = "/render/a.xml.png?color=%23ff0000&pad=" + String(repeating: "x", count: 20_000)
    #expect(try status(long).0 == 414)
    let body = Array(#"{"color": ""#.utf8) + Array(repeating: UInt8(ascii: "x"), count: 70_000)
    let large = try HTTPClient.request(site.port, "/render/a.xml.png", method: "POST", body: body)
    #expect(large.status == 413)
    let canvas = try status("/render/a.xml.png?color=%23ff0000&size=100000x100000")
    #expect(canvas.0 == 400 && canvas.1.contains("canvas-size"))
  }

  @Test func malformedRequestsAreAnsweredAndTheServerLivesOn() throws {
    let site = try Site(["a.xml": Self.colored])
    defer { site.stop() }
    for target in ["/?=", "/?&=", "/version?==", "/?&&", "/render/a.xml.png?&=&color=%23ff0000"] {
      #expect(try HTTPClient.request(site.port, target).status == 200, "\(target)")
    }
    let huge = try HTTPClient.request(
      site.port, "/", headers: ["X-Padding": String(repeating: "y", count: 200_000)])
    #expect(huge.status != 200)
    // A client that sends half a request and waits holds no one else up.
    let slow = try HTTPClient.connect(site.port)
    defer { close(slow) }
    HTTPClient.send(slow, "GET /render/a.xml.png?color=%23ff0000 HTTP/1.1\r\nHost: loc")
    #expect(try HTTPClient.request(site.port, "/render/a.xml.png?color=%23ff0000").status == 200)
    #expect(try HTTPClient.request(site.port, "/version").status == 200)
  }

  @Test func aFullQueueGets429AndASlowRenderGets503() throws {
    let site = try Site(
      ["slow.xml": Self.slowBox, "a.xml": Self.colored],
      arguments: ["--jobs", "1", "--queue-limit", "1", "--render-timeout", "2"])
    defer { site.stop() }
    let statuses = StatusList()
    let port = site.port
    // Four requests at once: one renders, one waits, two find the queue full.
    let group = DispatchGroup()
    for index in 0..<4 {
      group.enter()
      Thread {
        let reply = try? HTTPClient.request(port, "/render/slow.xml.png?n=\(index)")
        statuses.add(reply?.status ?? 0)
        group.leave()
      }.start()
    }
    group.wait()
    #expect(statuses.all.contains(429), "\(statuses.all)")
    #expect(statuses.all.contains(503), "\(statuses.all)")
    #expect(!statuses.all.contains(0))
  }

  /// A box of 1,500 rows centred in it, which takes seconds to solve (the spacers that centre
  /// them make a system only the constraint solver decides): far longer than the budgets here.
  static let slowBox =
    #"<VBox pack="center">"#
    + (0..<1_500).map { #"<HBox height="24"><UILabel text="Row \#($0)" flex="1"/></HBox>"# }
    .joined() + "</VBox>"

  @Test func aRenderPastItsTimeoutIsStoppedAndItsRendererServesTheNext() throws {
    let site = try Site(
      ["slow.xml": Self.slowBox, "a.xml": Self.colored],
      // A budget a small render meets on a loaded machine too, once the slow ones are stopped.
      arguments: ["--jobs", "1", "--render-timeout", "2"])
    defer { site.stop() }
    #expect(try HTTPClient.request(site.port, "/render/slow.xml.png?n=1").status == 503)
    #expect(try HTTPClient.request(site.port, "/render/slow.xml.png?n=2").status == 503)
    // With the two slow renders stopped, the one render thread is free again.
    let reply = try HTTPClient.request(site.port, "/render/a.xml.png?color=%23ff0000")
    #expect(reply.status == 200)
  }

  @Test func anotherInterfaceThanLoopbackIsSaid() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.colored.write(
      to: folder.appendingPathComponent("a.xml"), atomically: true, encoding: .utf8)
    let serve = try LiveProcess(["serve", ".", "--host", "0.0.0.0", "--port", "0"], in: folder)
    #expect(serve.waitForOutput(containing: "serving"))
    #expect(serve.output.contains("warning: listening on 0.0.0.0: other machines can reach"))
    #expect(serve.interrupt() == 0)
  }

  @Test func eventsTellThePageWhenAFileChanges() throws {
    let site = try Site(["a.xml": Self.colored, "a.json": ##"{"color": "#0000ff"}"##])
    defer { site.stop() }
    #expect(try HTTPClient.request(site.port, "/render/a.xml.png").status == 200)
    let client = try HTTPClient.connect(site.port)
    defer { close(client) }
    HTTPClient.send(client, "GET /events/a.xml HTTP/1.1\r\nHost: localhost\r\n\r\n")
    let opening = HTTPClient.read(client, until: "retry:", timeout: 10)
    #expect(opening.contains("text/event-stream"))
    // The state file beside the template was read by the render: changing it is a change.
    try site.save(##"{"color": "#ff0000"}"##, as: "a.json")
    #expect(HTTPClient.read(client, until: "event: change", timeout: 10).contains("event: change"))
  }
}

/// Statuses gathered from several threads.
final class StatusList: @unchecked Sendable {
  private let lock = NSLock()
  private var statuses: [Int] = []

  func add(_ status: Int) {
    lock.withLock { statuses.append(status) }
  }

  var all: [Int] {
    lock.withLock { statuses }
  }
}
