import Foundation
import LayoutCore
import LayoutTesting
import Testing

/// `layout-test.json`: folder options cascade, per-case entries win.
@Suite("Manifests")
struct ManifestTests {
  @Test func optionsCascadeFromOuterToInnerThenCases() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("top")
    scratch.writeCase("area/inner")
    scratch.writeCase("area/special")
    scratch.write(
      "suite/layout-test.json",
      #"{"threshold": 0.2, "scale": 2, "cases": {"area/special": {"maxDiffRatio": 0.5}}}"#)
    scratch.write(
      "suite/area/layout-test.json",
      #"""
      {"threshold": 0.05, "includeAA": false, "maxDiffPixels": 7, "size": [40, 20],
       "cases": {"special": {"ignore": [[1, 2, 3, 4]], "maxDiffPixels": null}}}
      """#)
    let cases = try GoldenCase.discover(in: scratch.file("suite"))
    let options = Dictionary(uniqueKeysWithValues: cases.map { ($0.name, $0.options) })
    #expect(options["top"] == GoldenOptions(tolerance: tolerance(threshold: 0.2), scale: 2))
    let inner = options["area/inner"]!
    #expect(inner.tolerance.pixelMatch.threshold == 0.05)
    #expect(!inner.tolerance.pixelMatch.includeAA)
    #expect(inner.tolerance.maxDiffPixels == 7)
    #expect(inner.scale == 2 && inner.size == Size(width: 40, height: 20))
    let special = options["area/special"]!
    #expect(special.tolerance.maxDiffPixels == nil)
    #expect(special.tolerance.maxDiffRatio == 0.5)
    #expect(special.tolerance.ignoreRegions == [PixelRegion(x: 1, y: 2, width: 3, height: 4)])
  }

  @Test func defaultIsExact() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("bar")
    let options = try GoldenCase.discover(in: scratch.file("suite"))[0].options
    #expect(options.tolerance == .exact)
    #expect(options.tolerance.pixelMatch.threshold == 0 && options.tolerance.pixelMatch.includeAA)
    #expect(options.tolerance.allowedMismatches(comparedPixels: 1000) == 0)
  }

  @Test func ignoredRegionsAndScaleApplyToTheRender() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("bar")
    scratch.write("suite/layout-test.json", #"{"scale": 2}"#)
    _ = scratch.test(["--record", "missing"])
    let image = try! RGBAImage(png: scratch.bytes("suite/bar.png")!)
    #expect(image.width == 80 && image.height == 60)
    scratch.writeCase("bar", barWidth: 12)
    #expect(scratch.test().exitCode == 1)
    scratch.write(
      "suite/layout-test.json", #"{"scale": 2, "cases": {"bar": {"ignore": [[30, 10, 10, 4]]}}}"#)
    #expect(scratch.test().exitCode == 0)
  }

  @Test(arguments: [
    (#"{"threshold": "high"}"#, "at threshold: expected"),
    (#"{"ignore": [[1, 2, 3]]}"#, "[x, y, width, height]"),
    (#"{"cases": {"a": {"cases": {}}}}"#, "only allowed at the top level"),
  ])
  func invalidManifestsAreReported(_ json: String, _ message: String) {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.write("layout-test.json", json)
    #expect {
      _ = try GoldenManifest.read(scratch.file("layout-test.json"))
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  private func tolerance(threshold: Double) -> DiffTolerance {
    var tolerance = DiffTolerance.exact
    tolerance.pixelMatch.threshold = threshold
    return tolerance
  }
}
