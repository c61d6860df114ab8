import Foundation
import Testing

/// The preview page in a real browser (headless Chromium): the listing loads, a template's
/// page shows its render, editing the state renders again, saving the template reloads it,
/// and a broken template shows the Red Box until it is fixed. Screenshots go to the folder
/// `LAYOUT_SCREENSHOTS` names, when set.
@Suite(
  .enabled(
    if: HeadlessBrowser.executable != nil,
    "chromium is not installed: scripts/bootstrap --test installs Debian's"))
struct ServePageBrowserTests {
  static let pixel = """
    (() => { const image = document.getElementById('image');
      if (!image.complete || !image.naturalWidth || image.hidden) return '';
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d'); context.drawImage(image, 0, 0);
      return Array.from(context.getImageData(40, 30, 1, 1).data.slice(0, 3)).join(','); })()
    """

  func renders(atLeast count: Int) -> String {
    "Number(document.body.dataset.renders) >= \(count)"
  }

  @Test func thePageFollowsTheStateTheTemplateAndItsErrors() throws {
    let site = try ServeTests.Site([
      "card.xml": ServeTests.colored, "card.json": ##"{"color": "#0000ff"}"##,
      "other/badge.xml": WatchTests.plain("green"),
    ])
    defer { site.stop() }
    let browser = try HeadlessBrowser()
    let address = "http://127.0.0.1:\(site.port)"

    let listing = try browser.open(address + "/")
    #expect(try browser.wait(for: "document.body.dataset.page === 'listing'", session: listing))
    let links = try browser.evaluate(
      "Array.from(document.querySelectorAll('a')).map((a) => a.textContent).join(',')",
      session: listing)
    #expect(links as? String == "card.xml,other/badge.xml")
    try keep(browser.screenshot(session: listing), as: "listing.png")

    let page = try browser.open(address + "/t/card.xml")
    #expect(try browser.wait(for: renders(atLeast: 1), session: page))
    #expect(try browser.wait(for: "\(Self.pixel) === '0,0,255'", session: page))
    try keep(browser.screenshot(session: page), as: "template.png")

    // Editing the state renders again with it.
    _ = try browser.evaluate(
      """
      (() => { const state = document.getElementById('state');
        state.value = '{"color": "#ff0000"}'; state.dispatchEvent(new Event('input')); })()
      """, session: page)
    #expect(try browser.wait(for: "\(Self.pixel) === '255,0,0'", session: page))

    // Saving the template reloads it, through the server's events.
    let rendered = try browser.evaluate("Number(document.body.dataset.renders)", session: page)
    let before = (rendered as? Int) ?? 0
    try site.save(#"<UIView backgroundColor="{color}" height="60" width="90"/>"#, as: "card.xml")
    #expect(try browser.wait(for: renders(atLeast: before + 1), session: page))
    #expect(
      try browser.wait(
        for: "document.getElementById('image').naturalWidth === 90", session: page))

    // A broken template shows the Red Box, and the page recovers once it is fixed.
    try site.save(#"<UIView backgroundColor="{color}" width="(" height="60"/>"#, as: "card.xml")
    #expect(try browser.wait(for: "document.body.dataset.shows === 'redbox'", session: page))
    let message = try browser.evaluate(
      "document.getElementById('redbox').textContent", session: page)
    #expect((message as? String)?.contains("card.xml:1:") == true, "\(message ?? "")")
    try keep(browser.screenshot(session: page), as: "red-box.png")
    try site.save(ServeTests.colored, as: "card.xml")
    #expect(try browser.wait(for: "document.body.dataset.shows === 'image'", session: page))
    #expect(try browser.wait(for: "\(Self.pixel) === '255,0,0'", session: page))
  }

  @Test func anAndroidLayoutsPageSetsNightModeViewStateAndPDF() throws {
    let site = try ServeTests.Site(ServeAndroidTests.tree)
    defer { site.stop() }
    let browser = try HeadlessBrowser()
    let page = try browser.open("http://127.0.0.1:\(site.port)/t/res/layout/main.xml")
    func pixel(_ x: Int, _ y: Int) -> String {
      Self.pixel.replacingOccurrences(of: "getImageData(40, 30", with: "getImageData(\(x), \(y)")
    }
    func change(_ script: String) throws {
      _ = try browser.evaluate(
        "(() => { const control = \(script); control.dispatchEvent(new Event('input')); })()",
        session: page)
    }
    #expect(try browser.wait(for: "\(pixel(10, 10)) === '255,0,0'", session: page))
    try change(
      "(() => { const night = document.getElementById('night'); night.value = 'night'; "
        + "return night; })()")
    #expect(try browser.wait(for: "\(pixel(10, 10)) === '0,255,0'", session: page))
    try change(
      "(() => { const box = document.querySelector('.state[value=pressed]'); box.checked = true; "
        + "return box; })()")
    #expect(try browser.wait(for: "\(pixel(10, 30)) === '0,0,255'", session: page))
    try keep(browser.screenshot(session: page), as: "android.png")
    try change(
      "(() => { const format = document.getElementById('format'); format.value = 'pdf'; "
        + "return format; })()")
    #expect(try browser.wait(for: "document.body.dataset.shows === 'document'", session: page))
  }

  /// Writes a screenshot into `LAYOUT_SCREENSHOTS`, when set.
  func keep(_ png: Data, as name: String) throws {
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    guard let folder = ProcessInfo.processInfo.environment["LAYOUT_SCREENSHOTS"] else { return }
    try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
  }
}
