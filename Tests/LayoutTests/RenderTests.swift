import CommandSupport
import Foundation
import Layout
import LayoutCairo
import LayoutTesting
import TestSupport
import Testing

@Suite struct RenderTests {
  @Test func rendersTheSameBytesTwiceInOneProcess() throws {
    let renderer = try Renderer()
    let template = try LayoutTemplate(contentsOfFile: examplePath("card.xml"))
    let first = try renderer.render(template)
    let second = try renderer.render(template)
    #expect(first == second)
    let svg = try renderer.render(template, options: RenderOptions(format: .svg))
    let svgAgain = try renderer.render(template, options: RenderOptions(format: .svg))
    #expect(svg == svgAgain)
    let pdf = try renderer.render(template, options: RenderOptions(format: .pdf))
    let pdfAgain = try renderer.render(template, options: RenderOptions(format: .pdf))
    #expect(pdf == pdfAgain)
  }

  @Test func rendersTheSameBytesInTwoProcesses() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var outputs: [Data] = []
    for run in 0..<2 {
      let output = folder.appendingPathComponent("card\(run).png").path
      let (status, _) = try runProcess(
        layoutExecutable.path, ["render", examplePath("card.xml"), "-o", output])
      #expect(status == 0)
      outputs.append(try Data(contentsOf: URL(fileURLWithPath: output)))
    }
    #expect(outputs[0] == outputs[1])
    #expect(outputs[0].count > 1000)
  }

  @Test func scaleMultipliesPixels() throws {
    let renderer = try Renderer()
    let template = try LayoutTemplate(
      xml: "<UIView width=\"30\" height=\"20\" backgroundColor=\"red\"/>")
    let png = try renderer.render(
      template, options: RenderOptions(raster: RasterOptions(scale: 3)))
    let bitmap = try Bitmap(png: png)
    #expect(bitmap.width == 90 && bitmap.height == 60)
    #expect(bitmap.pixels[0] == 0xFFFF_0000)
  }

  @Test func backgroundFillsTheCanvasBehindTheViews() throws {
    let renderer = try Renderer()
    let template = try LayoutTemplate(
      xml: "<UIView width=\"4\" height=\"2\"><UIView left=\"2\" backgroundColor=\"red\"/></UIView>")
    let plain = try Bitmap(png: renderer.render(template))
    #expect(plain.pixels[0] == 0)
    var options = RenderOptions()
    options.background = Color(hex: "#00ff00")
    let filled = try Bitmap(png: renderer.render(template, options: options))
    #expect(filled.pixels[0] == 0xFF00_FF00)
    #expect(filled.pixels[3] == 0xFFFF_0000)
  }

  @Test func transformsTurnAboutTheAnchorPoint() throws {
    let renderer = try Renderer()
    let template = try LayoutTemplate(
      xml: """
        <UIView width="40" height="40"><UIView left="10" top="10" width="20" height="10" \
        backgroundColor="#0000ff" transform.rotation="pi / 2"/></UIView>
        """)
    let image = try Bitmap(png: renderer.render(template))
    // Turned a quarter about its centre (20, 15): now 10 wide and 20 tall, from (15, 5).
    #expect(image.pixels[6 * 40 + 20] == 0xFF00_00FF)
    #expect(image.pixels[15 * 40 + 12] == 0)
  }

  @Test func compressionLevelsGiveTheSamePixels() throws {
    let renderer = try Renderer()
    let template = try LayoutTemplate(contentsOfFile: examplePath("card.xml"))
    let fast = try renderer.render(template)
    let small = try renderer.render(
      template, options: RenderOptions(raster: RasterOptions(pngCompression: 9)))
    #expect(small.count < fast.count)
    #expect(try Bitmap(png: fast) == Bitmap(png: small))
  }

  /// The SVG export, rasterized by rsvg-convert, matches the PNG closely: shapes and glyph
  /// positions are the same; only the anti-aliasing of glyph edges differs (rsvg fills the
  /// outlines as paths where Cairo rasterizes glyphs through FreeType).
  @Test(.enabled(if: which("rsvg-convert") != nil, "needs rsvg-convert (librsvg2-bin)"))
  func svgMatchesThePNG() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let renderer = try Renderer()
    let template = try LayoutTemplate(contentsOfFile: examplePath("card.xml"))
    let png = try Bitmap(png: renderer.render(template))
    let svgPath = folder.appendingPathComponent("card.svg").path
    let rasterPath = folder.appendingPathComponent("card-svg.png").path
    try renderer.render(template, to: svgPath, options: RenderOptions(format: .svg))
    try runProcess(which("rsvg-convert")!, ["-o", rasterPath, svgPath])
    let raster = try Bitmap(png: Array(Data(contentsOf: URL(fileURLWithPath: rasterPath))))
    try expectClose(png, raster, what: "svg")
  }

  /// The card and settings examples, and goldens whose shadows, SVG images and control shapes
  /// go into the PDF as embedded images, vectors and paths.
  static let pdfSamples = [
    examplePath("card.xml"), examplePath("settings.xml"),
    packageRoot.appendingPathComponent("Goldens/views/shadows.xml").path,
    packageRoot.appendingPathComponent("Goldens/views/svg-images.xml").path,
    packageRoot.appendingPathComponent("Goldens/views/controls.xml").path,
  ]

  @Test(
    .enabled(if: which("pdftoppm") != nil, "needs pdftoppm (poppler-utils)"),
    arguments: pdfSamples)
  func pdfMatchesThePNG(_ path: String) throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let renderer = try Renderer()
    let template = try LayoutTemplate(contentsOfFile: path)
    let png = try Bitmap(png: renderer.render(template))
    let pdfPath = folder.appendingPathComponent("card.pdf").path
    try renderer.render(template, to: pdfPath, options: RenderOptions(format: .pdf))
    // 72 dpi: one PDF point per pixel, as the PNG has at scale 1.
    try runProcess(
      which("pdftoppm")!,
      ["-png", "-r", "72", "-singlefile", pdfPath, folder.appendingPathComponent("page").path])
    let page = try Bitmap(
      png: Array(Data(contentsOf: folder.appendingPathComponent("page.png"))))
    try expectClose(png, page, what: "pdf")
  }

  /// Another rasterizer's picture is close to ours: under 2% of pixels differ by more than 32
  /// of 255 in a channel, and the mean channel difference is under 2 of 255.
  private func expectClose(_ expected: Bitmap, _ actual: Bitmap, what: String) throws {
    let comparison = try #require(
      ImageComparer.compare(expected: expected, actual: actual, tolerance: 32))
    let ratio = Double(comparison.differingPixels) / Double(comparison.totalPixels)
    print(
      "\(what) vs png: \(comparison.differingPixels) of \(comparison.totalPixels) pixels "
        + "differ by more than 32; mean channel difference \(comparison.meanChannelDifference)")
    #expect(ratio < 0.02)
    #expect(comparison.meanChannelDifference < 2)
  }

  @Test func warnsAboutMissingFamiliesAndCharactersButStillRenders() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent("t.xml").path
    try
      "<UIView width=\"200\" height=\"40\">\n<UILabel font=\"Papyrus 20\" text=\"a 𓀀\"/>\n</UIView>"
      .write(toFile: template, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("t.png").path
    let result = runLayout(["render", template, "-o", output])
    #expect(result.exitCode == 0)
    #expect(FileManager.default.fileExists(atPath: output))
    #expect(
      result.errors.contains(
        "\(template):2:16: warning: Font family 'Papyrus' is not available; drawn with 'Inter'"))
    #expect(result.errors.contains("warning: No font can draw '𓀀' (U+13000)"))
  }

  @Test func kindsRegisteredInSwiftDeclareTheTextTheyDraw() throws {
    var registry = ViewClassRegistry.standard
    registry.register(
      ViewClass(
        name: "Badge",
        properties: ["label": PropertySpec(.string), "labelFont": PropertySpec(.font)],
        textProperties: [TextProperties(text: "label", font: "labelFont")]))
    registry.register(ViewClass(name: "RoundButton", superclassName: "UIButton"))
    let renderer = try Renderer(registry: registry)
    let template = try LayoutTemplate(
      xml: """
        <UIView>
          <Badge label="a" labelFont="Papyrus 12"/>
          <RoundButton title="𓀀"/>
        </UIView>
        """, registry: registry)
    let warnings = renderer.textWarnings(template, layout: try renderer.solve(template))
    #expect(warnings.map(\.code) == [.missingFont, .missingGlyph])
    #expect(warnings.map(\.attribute) == ["labelFont", "title"])
  }

  @Test func aRootSizedByItsContentIsSolvedOnce() throws {
    let sizings = Counter()
    var registry = ViewClassRegistry.standard
    registry.register(
      ViewClass(
        name: "Counted",
        intrinsicContent: .custom { _, _, _ in
          sizings.increment()
          return Size(width: 10, height: 25)
        }))
    let renderer = try Renderer(registry: registry)
    func solves(_ root: String, size: Size? = nil) throws -> (count: Int, canvas: Size) {
      sizings.reset()
      let xml = "\(root)<Counted top=\"5\"/></UIView>"
      let layout = try renderer.solve(
        LayoutTemplate(xml: xml, registry: registry), options: RenderOptions(size: size))
      return (sizings.value, layout.canvas)
    }
    // A given canvas needs one solve: it sizes the view this many times.
    let once = try solves(
      #"<UIView width="100" height="auto + 5">"#, size: Size(width: 1, height: 1))
    let own = try solves(#"<UIView width="100" height="auto + 5">"#)
    #expect(own.count == once.count)
    #expect(own.canvas == Size(width: 100, height: 35))
    // A root that reads the canvas is solved again on the canvas its first solve gave.
    let following = try solves(#"<UIView width="50%" height="auto">"#)
    #expect(following.count == 2 * once.count)
    #expect(following.canvas == Size(width: 600, height: 30))
  }

  @Test func warnsAboutControlTextToo() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent("t.xml").path
    try """
    <UIView width="200" height="80">
    <UIButton title="𓀀" titleLabel.font="Papyrus 15"/>
    <UITextField placeholder="a 𓀀"/>
    </UIView>
    """.write(toFile: template, atomically: true, encoding: .utf8)
    let result = runLayout(["render", template, "-o", folder.appendingPathComponent("t.png").path])
    #expect(result.exitCode == 0)
    #expect(result.errors.contains("\(template):2:38: warning: Font family 'Papyrus'"))
    #expect(result.errors.contains("\(template):2:18: warning: No font can draw '𓀀'"))
    #expect(result.errors.contains("\(template):3:27: warning: No font can draw '𓀀'"))
  }

  /// Examples/og-card.xml draws the picture the peers draw from the benchmark scene: compared
  /// with rsvg-convert's rendering of scene.svg by the perceptual diff at pixelmatch's default
  /// threshold, 317 of 756,000 pixels differed when this was written (glyph edges).
  @Test(
    .enabled(if: which("rsvg-convert") != nil, "needs rsvg-convert (Debian's librsvg2-bin)"))
  func ogCardMatchesThePeers() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let peer = folder.appendingPathComponent("peer.png").path
    try runProcess(which("rsvg-convert")!, ["-o", peer, ogCardScene])
    let ours = try Renderer().render(try LayoutTemplate(contentsOfFile: examplePath("og-card.xml")))
    let result = try PixelMatch.compare(
      RGBAImage(png: Array(Data(contentsOf: URL(fileURLWithPath: peer)))), RGBAImage(png: ours),
      options: PixelMatchOptions())
    print("og-card vs rsvg: \(result.mismatchedPixels) of \(result.comparedPixels) pixels")
    #expect(result.mismatchedPixels < 756 * 2)
  }

  @Test func fontsCommandListsTheBundledFamilies() {
    let result = runLayout(["fonts"])
    #expect(result.exitCode == 0)
    for family in [
      "Inter", "Liberation Sans", "Liberation Serif", "Liberation Mono",
      "JetBrains Mono", "DejaVu Sans",
    ] {
      #expect(result.output.contains("\(family): "), "\(family) missing from \(result.output)")
    }
  }

  @Test func aliasesResolveToBundledFaces() throws {
    let renderer = try Renderer()
    func file(_ family: String, _ weight: FontWeight = .regular) -> String {
      let path =
        renderer.fonts.resolvedFile(
          for: FontDescriptor(family: family, size: 17, weight: weight)) ?? ""
      return URL(fileURLWithPath: path).lastPathComponent
    }
    #expect(file("system") == "Inter-Regular.otf")
    #expect(file("system", .bold) == "Inter-Bold.otf")
    #expect(file("Helvetica") == "LiberationSans-Regular.ttf")
    #expect(file("Times New Roman") == "LiberationSerif-Regular.ttf")
    #expect(file("Courier") == "LiberationMono-Regular.ttf")
    #expect(file("Menlo") == "JetBrainsMono-Regular.ttf")
    #expect(file("No Such Family") == "Inter-Regular.otf")
  }

  @Test func dumpPrintsFramesAsJSON() throws {
    let result = runLayout(
      ["render", examplePath("card.xml"), "--dump", "frames", "--dump-format", "json"])
    #expect(result.exitCode == 0, "\(result.errors)")
    let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    #expect(json?["class"] as? String == "UIView")
    #expect(json?["frame"] as? [Double] == [0, 0, 1200, 630])
    let panel = (json?["children"] as? [[String: Any]])?.first
    #expect(panel?["path"] as? String == "UIView/UIView")
    #expect(panel?["frame"] as? [Double] == [60, 60, 1080, 510])
    #expect((panel?["children"] as? [Any])?.count == 5)
  }

  @Test func dumpPrintsFrames() {
    let result = runLayout(["render", examplePath("card.xml"), "--dump", "frames"])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(
      result.output.hasPrefix(
        "UIView [UIView] 0 0 1200 630\n  UIView [UIView/UIView] 60 60 1080 510\n"))
    #expect(result.output.contains("UILabel#title [UIView/UIView/UILabel#title] 50 200 980 "))
  }
}

/// A count shared with a closure that may run on any thread.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
  func reset() { lock.withLock { count = 0 } }
}
