import Foundation
import Glibc
import LayoutTesting
import TestSupport
import Testing

/// `layout serve` against clients that hold connections, revalidate with weak or listed
/// ETags, ask with `HEAD`, and templates that appear after the server started.
@Suite struct ServeRobustnessTests {
  @Test func slowClientsDoNotLockOthersOut() throws {
    let site = try ServeTests.Site(["a.xml": ServeTests.colored])
    defer { site.stop() }
    // More clients than the old limit of 256 connections, each with half a request sent.
    var slow: [Int32] = []
    defer { for client in slow { close(client) } }
    for _ in 0..<300 {
      let client = try HTTPClient.connect(site.port, timeout: 15)
      HTTPClient.send(client, "GET /render/a.xml.png HTTP/1.1\r\nHost: loc")
      slow.append(client)
    }
    let started = Date()
    let reply = try HTTPClient.request(site.port, "/version", timeout: 10)
    #expect(reply.status == 200)
    #expect(Date().timeIntervalSince(started) < 4)
    // A client that sends no more is cut off after a few seconds, not held for long.
    let cutOff = Date()
    _ = HTTPClient.readAll(slow[0])
    #expect(Date().timeIntervalSince(cutOff) < 9)
  }

  @Test func ifNoneMatchComparesWeaklyAndReadsLists() throws {
    let site = try ServeTests.Site(["a.xml": ServeTests.colored])
    defer { site.stop() }
    let target = "/render/a.xml.png?color=%23ff0000"
    let tag = try #require(try HTTPClient.request(site.port, target).headers["etag"])
    func status(_ condition: String) throws -> Int {
      try HTTPClient.request(site.port, target, headers: ["If-None-Match": condition]).status
    }
    #expect(try status(tag) == 304)
    #expect(try status("W/" + tag) == 304)
    #expect(try status(#""0123", "with,comma", "# + tag) == 304)
    #expect(try status(#"W/"0123",W/"# + tag + #" , "abc""#) == 304)
    #expect(try status("*") == 304)
    #expect(try status(#""0123", W/"abc""#) == 200)
    #expect(try status(String(tag.dropLast())) == 200)
  }

  @Test func headAnswersAsGetWithoutTheBody() throws {
    let site = try ServeTests.Site(["a.xml": ServeTests.colored, "b.xml": ServeTests.colored])
    defer { site.stop() }
    for target in ["/", "/version", "/t/a.xml", "/render/a.xml.png?color=%23ff0000"] {
      let get = try HTTPClient.request(site.port, target)
      let head = try HTTPClient.request(site.port, target, method: "HEAD")
      #expect(head.status == 200, "\(target)")
      #expect(head.body.isEmpty, "\(target)")
      #expect(head.headers["content-type"] == get.headers["content-type"], "\(target)")
      #expect(head.headers["content-length"] == String(get.body.count), "\(target)")
    }
    let events = try HTTPClient.request(site.port, "/events/a.xml", method: "HEAD", timeout: 10)
    #expect(events.status == 200)
    #expect(events.headers["content-type"] == "text/event-stream")
    #expect(try HTTPClient.request(site.port, "/t/missing.xml", method: "HEAD").status == 404)
  }

  @Test func templatesAddedAfterTheStartAreServed() throws {
    let site = try ServeTests.Site(["a.xml": ServeTests.colored, "b.xml": ServeTests.colored])
    defer { site.stop() }
    try FileManager.default.createDirectory(
      at: site.folder.appendingPathComponent("new"), withIntermediateDirectories: true)
    try site.save(WatchTests.plain("red"), as: "new/c.xml")
    // The folder is searched again at most once a second.
    #expect(
      poll(timeout: 5) { (try? HTTPClient.request(site.port, "/t/new/c.xml"))?.status == 200 })
    let image = try HTTPClient.request(site.port, "/render/new/c.xml.png")
    #expect(image.status == 200)
    #expect(try RGBAImage(png: image.body).rgb(5, 5) == WatchTests.red)
    try site.save(WatchTests.plain("blue"), as: "d.xml")
    #expect(
      poll(timeout: 5) {
        (try? HTTPClient.request(site.port, "/"))?.text.contains(#"href="/t/d.xml""#) == true
      })
    // A file that is no template is still not served.
    try site.save("<notes/>", as: "notes.xml")
    #expect(try HTTPClient.request(site.port, "/t/notes.xml").status == 404)
  }
}
