import CommandSupport
import Foundation
import LayoutTesting
import TestSupport
import Testing

/// `layout test --review` in a real browser (headless Chromium): the report is served with an
/// Accept button per failed case and per variant; nothing is written until one is clicked;
/// a click rewrites that golden only; a request without the page's token is refused; and the
/// command ends successfully once everything was accepted.
@Suite(
  .enabled(
    if: HeadlessBrowser.executable != nil,
    "chromium is not installed: scripts/bootstrap --test installs Debian's"))
struct ReviewBrowserTests {
  /// Cases `a` and `b`, and `shade` in a light and a dark variant; their goldens recorded, then
  /// `a` and `shade` changed so that three images differ.
  static func makeSuite() throws -> URL {
    let folder = try makeTemporaryDirectory()
    let cases = folder.appendingPathComponent("cases")
    let variants = cases.appendingPathComponent("variants")
    try FileManager.default.createDirectory(at: variants, withIntermediateDirectories: true)
    let files = [
      "a.xml": WatchTests.plain("red"), "b.xml": WatchTests.plain("blue"),
      "variants/shade.xml": WatchTests.plain("red"),
      "variants/layout-test.json": #"{"variants": {"appearance": ["light", "dark"]}}"#,
    ]
    for (name, text) in files {
      try text.write(to: cases.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let recorded = runLayout([
      "test", cases.path, "--record", "missing", "--report",
      folder.appendingPathComponent("r").path,
    ])
    #expect(recorded.exitCode == 0, "\(recorded.errors)")
    for name in ["a.xml", "variants/shade.xml"] {
      try WatchTests.plain("green").write(
        to: cases.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }

  static let goldens = ["a.png", "b.png", "variants/shade@light.png", "variants/shade@dark.png"]

  func golden(_ name: String, in folder: URL) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent("cases").appendingPathComponent(name))
  }

  func pixel(of name: String, in folder: URL) throws -> [UInt8] {
    try RGBAImage(png: Array(golden(name, in: folder))).rgb(40, 30)
  }

  /// The script that clicks the Accept button of the case named `name`.
  func click(_ name: String) -> String {
    """
    (() => { const heading = Array.from(document.querySelectorAll('h2'))
      .find((h) => h.firstChild.textContent.trim() === '\(name)');
      heading.querySelector('button.accept').click(); return true; })()
    """
  }

  @Test func acceptingInTheBrowserRewritesOnlyTheGoldensClicked() throws {
    let folder = try Self.makeSuite()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Dictionary(
      uniqueKeysWithValues: Self.goldens.map { ($0, try golden($0, in: folder)) })
    let review = try LiveProcess(["test", "cases", "--review"], in: folder)
    #expect(review.waitForOutput(containing: "reviewing 3 failed cases at"), "\(review.errors)")
    let port = try ServeTests.port(in: review.output)
    let browser = try HeadlessBrowser()
    let page = try browser.open("http://127.0.0.1:\(port)/")
    #expect(try browser.wait(for: "document.body.dataset.accepted === '0'", session: page))
    let buttons = try browser.evaluate(
      "document.querySelectorAll('button.accept').length", session: page)
    #expect(buttons as? Int == 3)
    #expect(
      try browser.wait(
        for: "Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0)",
        session: page))
    try keep(browser.screenshot(session: page), as: "review.png")
    // Serving and showing the report wrote nothing.
    for name in Self.goldens { #expect(try golden(name, in: folder) == before[name]) }

    // A request without the page's token is refused.
    let refused = try browser.evaluate(
      "fetch('/accept/0', {method: 'POST'}).then((r) => r.status)", session: page)
    #expect(refused as? Int == 403)

    // One variant accepted: its golden only is the new image.
    _ = try browser.evaluate(click("cases/variants/shade@dark"), session: page)
    #expect(try browser.wait(for: "document.body.dataset.accepted === '1'", session: page))
    #expect(try pixel(of: "variants/shade@dark.png", in: folder) == WatchTests.green)
    for name in ["a.png", "b.png", "variants/shade@light.png"] {
      #expect(try golden(name, in: folder) == before[name], "\(name)")
    }
    // Reloaded, the page shows it accepted.
    let reloaded = try browser.open("http://127.0.0.1:\(port)/")
    #expect(
      try browser.wait(
        for: "document.querySelectorAll('button.accept').length === 2", session: reloaded))

    // Accept all takes the rest; the command then ends successfully.
    _ = try browser.evaluate("document.getElementById('acceptAll').click()", session: reloaded)
    #expect(try browser.wait(for: "document.body.dataset.accepted === '2'", session: reloaded))
    #expect(try pixel(of: "a.png", in: folder) == WatchTests.green)
    #expect(try pixel(of: "variants/shade@light.png", in: folder) == WatchTests.green)
    #expect(try golden("b.png", in: folder) == before["b.png"])
    #expect(review.interrupt() == 0)
    #expect(review.output.contains("accepted 3 of 3"))
    let again = runLayout([
      "test", folder.appendingPathComponent("cases").path,
      "--report", folder.appendingPathComponent("r").path,
    ])
    #expect(again.exitCode == 0, "\(again.errors)")
  }

  @Test func aRunWithoutFailuresServesNothing() throws {
    let folder = try Self.makeSuite()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Run as the tool, since a review takes over the process's signals.
    let run = try LiveProcess(["test", "cases/b.xml", "--review"], in: folder)
    run.process.waitUntilExit()
    #expect(run.process.terminationStatus == 0, "\(run.errors)")
    // The pipe's last output may arrive after the exit.
    #expect(run.waitForOutput(containing: "1 passed, 0 failed", timeout: 10), "\(run.output)")
    #expect(!run.output.contains("reviewing"))
  }

  func keep(_ png: Data, as name: String) throws {
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    guard let folder = ProcessInfo.processInfo.environment["LAYOUT_SCREENSHOTS"] else { return }
    try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
  }
}
