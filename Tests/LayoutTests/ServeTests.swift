import Foundation
import Layout
import LayoutTesting
import Testing

/// `layout serve`, run as the built tool: the page, the image and the version over loopback,
/// and a new image after a change.
@Suite struct ServeTests {
  @Test func servesThePageAndFollowsChanges() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try save(WatchTests.plain("blue"), as: "main.xml", in: folder)
    let serve = try LiveProcess(["serve", "main.xml", "--port", "0"], in: folder)
    #expect(serve.waitForOutput(containing: "rendered the page"))
    let words = serve.output.split(whereSeparator: \.isWhitespace)
    let address = String(try #require(words.first { $0.hasPrefix("http://127.0.0.1:") }))

    let page = try fetch(address)
    #expect(page.status == 200)
    let html = String(decoding: page.body, as: UTF8.self)
    #expect(html.contains(#"<img id="image" src="/image""#) && html.contains("/wait?after="))
    #expect(try image(address).rgb(40, 30) == WatchTests.blue)
    #expect(try version(address + "version") == 1)

    try save(WatchTests.plain("red"), as: "main.xml", in: folder)
    #expect(try version(address + "wait?after=1") == 2)
    #expect(try image(address).rgb(40, 30) == WatchTests.red)
    #expect(try fetch(address + "missing").status == 404)
    #expect(serve.interrupt() == 0)
  }

  func image(_ address: String) throws -> RGBAImage {
    let reply = try fetch(address + "image")
    #expect(reply.status == 200)
    return try RGBAImage(png: Array(reply.body))
  }

  func version(_ address: String) throws -> Int? {
    let reply = try fetch(address)
    let object = try JSONSerialization.jsonObject(with: reply.body) as? [String: Any]
    return object?["version"] as? Int
  }
}
