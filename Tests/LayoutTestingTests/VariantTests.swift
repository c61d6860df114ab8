import CommandSupport
import Foundation
import Layout
import LayoutTesting
import Testing

/// A manifest's `"variants"`: every case rendered once per combination, each to its own golden.
@Suite("Golden variants")
struct VariantTests {
  /// A suite of one case, `card`, drawn in the system background (white in light, black in
  /// dark) with a bar at its leading edge, under a manifest that varies `manifest`.
  private func makeSuite(_ manifest: String) -> Scratch {
    let scratch = Scratch()
    scratch.write(
      "suite/card.xml",
      """
      <UIView width="40" height="30" backgroundColor="systemBackground">
        <UIView leading="0" width="10" height="30" backgroundColor="#2563eb"/>
      </UIView>
      """)
    scratch.write("suite/layout-test.json", manifest)
    return scratch
  }

  @Test func eachCaseRendersOncePerCombinationToItsOwnGolden() throws {
    let scratch = makeSuite(
      #"{"variants": {"appearance": ["light", "dark"], "direction": ["ltr", "rtl"]}}"#)
    defer { scratch.remove() }
    let recorded = scratch.test(["--record", "missing"])
    #expect(recorded.exitCode == 0, "\(recorded.errors)")
    let names = ["light-ltr", "light-rtl", "dark-ltr", "dark-rtl"]
    for name in names { #expect(scratch.exists("suite/card@\(name).png"), "card@\(name).png") }
    #expect(!scratch.exists("suite/card.png"))
    let light = try RGBAImage(png: #require(scratch.bytes("suite/card@light-ltr.png")))
    let dark = try RGBAImage(png: #require(scratch.bytes("suite/card@dark-ltr.png")))
    let mirrored = try RGBAImage(png: #require(scratch.bytes("suite/card@light-rtl.png")))
    #expect(rgb(light, 20, 10) == [255, 255, 255], "light background is white")
    #expect(rgb(dark, 20, 10) == [0, 0, 0], "dark background is black")
    #expect(rgb(light, 2, 10) == [0x25, 0x63, 0xeb], "left to right: the bar is on the left")
    #expect(rgb(mirrored, 37, 10) == [0x25, 0x63, 0xeb], "right to left: the bar is on the right")
    #expect(rgb(mirrored, 2, 10) == [255, 255, 255])
    let again = scratch.test()
    #expect(again.exitCode == 0)
    #expect(again.output.hasSuffix("4 passed, 0 failed\n"), "\(again.output)")
  }

  @Test func aFailureNamesItsVariantAndJUnitKeepsVariantsApart() throws {
    let scratch = makeSuite(#"{"variants": {"appearance": ["light", "dark"]}}"#)
    defer { scratch.remove() }
    #expect(scratch.test(["--record", "missing"]).exitCode == 0)
    let light = try #require(scratch.bytes("suite/card@light.png"))
    try Data(light).write(to: URL(fileURLWithPath: scratch.file("suite/card@dark.png")))
    let junit = scratch.file("junit.xml")
    let result = scratch.test(["--junit", junit])
    #expect(result.exitCode == 1)
    #expect(
      result.errors.contains("FAIL \(scratch.file("suite/card@dark.png"))"), "\(result.errors)")
    #expect(result.output.hasSuffix("1 passed, 1 failed\n"))
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains(#"name="card@light""#) && xml.contains(#"name="card@dark""#), "\(xml)")
    let report = try String(contentsOfFile: scratch.file("report/index.html"), encoding: .utf8)
    #expect(report.contains("card@dark"))
  }

  @Test func variantGlobsRunASubsetAndListShowsIt() {
    let scratch = makeSuite(
      #"{"variants": {"appearance": ["light", "dark"], "direction": ["ltr", "rtl"]}}"#)
    defer { scratch.remove() }
    let listed = scratch.test(["--variant", "*-rtl", "--list"])
    #expect(listed.exitCode == 0)
    #expect(listed.output.contains("card.xml @light-rtl\n"), "\(listed.output)")
    #expect(listed.output.contains("card.xml @dark-rtl\n"))
    #expect(listed.output.hasSuffix("2 cases\n"))
    let run = scratch.test(["--variant", "dark-*", "--record", "missing"])
    #expect(run.exitCode == 0)
    #expect(
      scratch.exists("suite/card@dark-ltr.png") && !scratch.exists("suite/card@light-ltr.png"))
    let none = scratch.test(["--variant", "sepia"])
    #expect(none.exitCode == 1)
    #expect(none.errors.contains("no variant matches --variant sepia"))
  }

  @Test func theDeviceOptionRendersEveryCaseAsThatDevice() {
    let scratch = makeSuite(#"{"variants": {"appearance": ["light", "dark"]}}"#)
    defer { scratch.remove() }
    scratch.write("suite/plain/layout-test.json", #"{"variants": {}}"#)
    scratch.write("suite/plain/bar.xml", barTemplate(barWidth: 10))
    let listed = scratch.test(["--device", "iphone-se", "--list"])
    #expect(listed.output.contains("card.xml @iphone-se-light\n"), "\(listed.output)")
    #expect(listed.output.contains("card.xml @iphone-se-dark\n"))
    #expect(listed.output.contains("bar.xml @iphone-se\n"))
    #expect(listed.output.hasSuffix("3 cases\n"))
    #expect(scratch.test(["--device", "iphone-99"]).errors.contains("Unknown device 'iphone-99'"))
  }

  @Test func aDeviceSetsTheCanvasScaleAndSafeArea() throws {
    let scratch = makeSuite(#"{"variants": {"device": ["iphone-se", "ipad-mini"]}}"#)
    defer { scratch.remove() }
    let cases = try GoldenCase.discover(in: scratch.file("suite"))
    #expect(cases.map { $0.variant?.name } == ["iphone-se", "ipad-mini"])
    let phone = try cases[0].renderOptions()
    #expect(phone.size == Size(width: 375, height: 667))
    #expect(phone.raster.scale == 2)
    #expect(phone.safeArea.top == 20)
    #expect(cases[1].golden.hasSuffix("suite/card@ipad-mini.png"))
  }

  @Test func aLocaleReadsItsStringsAndAndroidGetsItsQualifiers() throws {
    let scratch = makeSuite(#"{"variants": {"locale": ["en", "de"], "direction": ["rtl"]}}"#)
    defer { scratch.remove() }
    scratch.write("suite/de.lproj/Localizable.strings", #""title" = "Titel";"#)
    scratch.write("suite/en.lproj/Localizable.strings", #""title" = "Title";"#)
    let cases = try GoldenCase.discover(in: scratch.file("suite"))
    #expect(cases.map { $0.variant?.name } == ["en-rtl", "de-rtl"])
    #expect(try cases[1].renderOptions().strings["title"] == "Titel")
    #expect(try cases[1].renderOptions().layoutDirection == .rightToLeft)
    let android = try GoldenVariant(locale: "pt-BR", direction: .rightToLeft, qualifiers: "land")
      .applied(to: RenderOptions(), template: scratch.file("suite/card.xml"), isAndroid: true)
    #expect(android.qualifiers.language == "pt" && android.qualifiers.region == "BR")
    #expect(android.qualifiers.layoutDirection == "ldrtl")
    #expect(android.qualifiers.orientation == "land")
  }

  @Test(arguments: [
    (#"{"variants": {"size": ["s"]}}"#, "unknown variant axis 'size'"),
    (#"{"variants": {"device": ["iphone-99"]}}"#, "unknown device 'iphone-99'"),
    (#"{"variants": {"appearance": ["sepia"]}}"#, "appearance is light or dark"),
    (#"{"variants": {"direction": []}}"#, "lists each value once, and at least one"),
    (#"{"variants": {"qualifiers": ["land,blue"]}}"#, "'blue' is not a resource qualifier"),
  ])
  func aWrongVariantIsAManifestError(manifest: String, message: String) {
    let scratch = makeSuite(manifest)
    defer { scratch.remove() }
    let result = scratch.test()
    #expect(result.exitCode != 0)
    #expect(result.errors.contains(message), "\(result.errors)")
    #expect(result.errors.contains("layout-test.json"))
  }

  @Test func pruneListsGoldensOfVariantsNoLongerListed() {
    let scratch = makeSuite(#"{"variants": {"appearance": ["light", "dark"]}}"#)
    defer { scratch.remove() }
    #expect(scratch.test(["--record", "missing"]).exitCode == 0)
    scratch.write("suite/layout-test.json", #"{"variants": {"appearance": ["dark"]}}"#)
    let pruned = runLayout(["test", scratch.file("suite"), "--prune"])
    #expect(
      pruned.output.contains("no case: \(scratch.file("suite/card@light.png"))"), "\(pruned.output)"
    )
    #expect(!pruned.output.contains("card@dark.png"))
    #expect(pruned.output.hasSuffix("1 goldens without a case\n"))
  }

  /// The red, green and blue of a pixel.
  private func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
    let start = (y * image.width + x) * 4
    return Array(image.bytes[start..<start + 3])
  }
}
