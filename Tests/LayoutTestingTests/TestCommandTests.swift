import CommandSupport
import Foundation
import LayoutCairo
import LayoutTesting
import Testing

/// `layout test`: the closing line, exit codes, the report, pruning and manifests.
@Suite("layout test")
struct TestCommandTests {
  @Test func passingSuiteExitsZeroWithClosingLine() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("a")
    scratch.writeCase("nested/b", barWidth: 20)
    #expect(scratch.test(["--record", "missing"]).exitCode == 0)
    let result = scratch.test()
    #expect(result.exitCode == 0)
    #expect(result.output == "2 passed, 0 failed\n")
    #expect(result.errors.isEmpty)
  }

  @Test func usageErrorsExitTwo() {
    for arguments in [["--record", "sometimes"], ["--delete"], ["--jobs", "0"]] {
      let result = runLayout(["test", "Goldens"] + arguments)
      #expect(result.exitCode == 2, "\(arguments)")
      #expect(result.errors.hasPrefix("error: "))
    }
  }

  @Test func folderWithoutCasesFails() {
    let scratch = Scratch()
    defer { scratch.remove() }
    let result = runLayout(["test", scratch.path, "--report", scratch.file("report")])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("no cases (NAME.xml) found"))
  }

  @Test func foreignCasesFolderIsNotDeleted() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("bar")
    _ = scratch.test(["--record", "missing"])
    scratch.write("report/cases/mine.txt", "not the tool's")
    let result = scratch.test()
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("was not made by layout test, so it is not deleted"))
    #expect(scratch.exists("report/cases/mine.txt"))
  }

  @Test func toolsOwnCasesFolderIsReplaced() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("bar")
    _ = scratch.test(["--record", "missing"])
    scratch.writeCase("bar", barWidth: 13)
    #expect(scratch.test().exitCode == 1)
    #expect(scratch.exists("report/cases/\(GoldenArtifacts.markerName)"))
    scratch.writeCase("bar")
    let result = scratch.test()
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(!scratch.exists("report/cases"))
  }

  @Test func failureWritesImagesAndReport() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("bar")
    _ = scratch.test(["--record", "missing"])
    scratch.writeCase("bar", barWidth: 13)
    let result = scratch.test()
    #expect(result.exitCode == 1)
    #expect(result.output == "0 passed, 1 failed\n")
    #expect(
      result.errors.contains("FAIL \(scratch.file("suite/bar.png")): 6 of 1200 pixels differ"))
    let base = scratch.file("report/cases/" + GoldenArtifacts.safeName(scratch.file("suite/bar")))
    for suffix in ["expected", "diff", "actual", "triptych"] {
      #expect(FileManager.default.fileExists(atPath: "\(base).\(suffix).png"), "\(suffix)")
    }
    #expect(result.errors.contains("expected | diff | actual: \(base).triptych.png"))
    #expect(result.errors.contains("report: \(scratch.file("report/index.html"))"))
    #expect(
      result.errors.contains("to accept the new images: layout test \(scratch.file("suite"))"))
    let html = try String(contentsOfFile: scratch.file("report/index.html"), encoding: .utf8)
    #expect(html.contains("0 passed, 1 failed"))
    #expect(html.contains("bar.expected.png") && html.contains("bar.diff.png"))
    #expect(html.contains("id=\"zoom\""))
    #expect(html.contains("class=\"wiper\"") && html.contains("bar.actual.png\" alt=\"actual"))
    #expect(!scratch.exists("suite/bar.actual.png"))
  }

  @Test func aSingleCaseRunsAndRecordsAlone() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("one")
    scratch.writeCase("two")
    let single = runLayout(
      [
        "test", scratch.file("suite/one"), "--report", scratch.file("report"), "--record",
        "missing",
      ])
    #expect(single.exitCode == 0)
    #expect(single.output.hasSuffix("1 passed, 0 failed\n"))
    #expect(scratch.exists("suite/one.png") && !scratch.exists("suite/two.png"))
    let byFile = runLayout([
      "test", scratch.file("suite/one.xml"), "--report", scratch.file("report"),
    ])
    #expect(byFile.output == "1 passed, 0 failed\n")
  }

  @Test func settingsErrorsAreNotOfferedForAcceptance() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("bar")
    _ = scratch.test(["--record", "missing"])
    scratch.write("suite/bar.json", #"{"colour": 1}"#)
    let result = scratch.test()
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("Unknown golden setting 'colour'"))
    #expect(!result.errors.contains("to accept"))
  }

  @Test func aPassingRunClearsAnEarlierReport() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("bar")
    #expect(scratch.test().exitCode == 1)
    #expect(scratch.exists("report/index.html"))
    _ = scratch.test(["--record", "missing"])
    #expect(scratch.test().exitCode == 0)
    #expect(!scratch.exists("report/index.html") && !scratch.exists("report/cases"))
  }

  @Test func pruneListsThenDeletes() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("kept")
    _ = scratch.test(["--record", "missing"])
    scratch.write("suite/old/gone.png", "not really a png")
    scratch.write("suite/drawable/button.9.png", "an Android layout's image")
    let listed = scratch.test(["--prune"])
    #expect(listed.exitCode == 1)
    #expect(listed.output.contains("no case: \(scratch.file("suite/old/gone.png"))"))
    #expect(!listed.output.contains("kept.png") && !listed.output.contains("button.9.png"))
    #expect(scratch.exists("suite/old/gone.png"))
    let deleted = scratch.test(["--prune", "--delete"])
    #expect(deleted.exitCode == 0)
    #expect(deleted.output.contains("deleted \(scratch.file("suite/old/gone.png"))"))
    #expect(!scratch.exists("suite/old/gone.png") && scratch.exists("suite/kept.png"))
    #expect(scratch.test(["--prune"]).output == "0 goldens without a case\n")
  }

  @Test func pruneKeepsImagesThatCasesRead() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("bar")
    _ = scratch.test(["--record", "missing"])
    let image = try #require(scratch.bytes("suite/bar.png"))
    try Data(image).write(to: URL(fileURLWithPath: scratch.file("suite/avatar.png")))
    scratch.write(
      "suite/profile.xml",
      #"<UIView width="40" height="30"><UIImageView image="avatar.png" width="40" height="30"/>"#
        + "</UIView>")
    _ = scratch.test(["--record", "missing"])
    for name in ["bar@2x.png", "gone.png", "gone@2x.png"] { scratch.write("suite/\(name)", "x") }
    let listed = scratch.test(["--prune"])
    #expect(listed.exitCode == 1)
    let stale = [scratch.file("suite/gone.png"), scratch.file("suite/gone@2x.png")]
    #expect(
      listed.output == stale.map { "no case: \($0)\n" }.joined() + "2 goldens without a case\n")
    let deleted = scratch.test(["--prune", "--delete"])
    #expect(deleted.exitCode == 0, "\(deleted.errors)")
    #expect(deleted.output == stale.map { "deleted \($0)\n" }.joined() + "2 goldens deleted\n")
    #expect(scratch.exists("suite/avatar.png") && scratch.exists("suite/bar@2x.png"))
    #expect(scratch.test().output == "2 passed, 0 failed\n")
  }

  @Test func pruneDeletesNothingWhileACaseCannotBeRendered() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.write("suite/broken.xml", "<UIView")
    scratch.write("suite/gone.png", "x")
    let result = scratch.test(["--prune", "--delete"])
    #expect(result.exitCode == 1)
    #expect(
      result.errors.contains("error: cannot tell what '\(scratch.file("suite/broken.xml"))' reads"))
    #expect(result.errors.contains("nothing deleted"))
    #expect(scratch.exists("suite/gone.png"))
  }

  /// The project's own suite: every image in it is a golden or an input of a case.
  @Test func theProjectsGoldensHaveNothingToPrune() {
    let goldens = packageRoot.appendingPathComponent("Goldens").path
    let listed = runLayout(["test", goldens, "--prune"])
    #expect(listed.exitCode == 0, "\(listed.output)\(listed.errors)")
    #expect(listed.output == "0 goldens without a case\n")
  }

  @Test func aMissingGoldenNamesTheImageWritten() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("bar")
    let result = scratch.test()
    #expect(result.errors.contains("FAIL \(scratch.file("suite/bar.png")): no golden image"))
    let images = printedImages(result.errors)
    #expect(images.map(\.label) == ["actual"], "\(result.errors)")
    for image in images { #expect(FileManager.default.fileExists(atPath: image.path), "\(image)") }
  }

  @Test func aSizeMismatchNamesBothImages() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("bar")
    _ = scratch.test(["--record", "missing"])
    scratch.write(
      "suite/bar.xml",
      barTemplate(barWidth: 10).replacingOccurrences(of: #"height="30""#, with: #"height="31""#))
    let result = scratch.test()
    #expect(
      result.errors.contains("size 40x31 differs from the golden's 40x30"), "\(result.errors)")
    let images = printedImages(result.errors)
    #expect(images.map(\.label) == ["expected | actual", "expected", "actual"], "\(result.errors)")
    let pair = try? Bitmap(
      png: Array(FileManager.default.contents(atPath: images[0].path) ?? Data()))
    #expect(pair?.width == 40 + 8 + 40, "the golden and the render side by side")
    #expect(pair?.height == 31)
    for image in images { #expect(FileManager.default.fileExists(atPath: image.path), "\(image)") }
  }

  @Test func manifestRelaxesTheComparison() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("loose/bar")
    scratch.writeCase("strict/bar")
    _ = scratch.test(["--record", "missing"])
    scratch.writeCase("loose/bar", barWidth: 12)
    scratch.writeCase("strict/bar", barWidth: 12)
    scratch.write("suite/loose/layout-test.json", #"{"maxDiffPixels": 4}"#)
    let result = scratch.test()
    #expect(result.output == "1 passed, 1 failed\n")
    #expect(result.errors.contains("strict/bar.png: 4 of 1200 pixels differ (allowed: 0)"))
  }

  @Test func maskedElementsAreLeftOutOfTheComparison() {
    let scratch = Scratch()
    defer { scratch.remove() }
    func bar(_ width: Int) -> String {
      """
      <UIView width="40" height="30" backgroundColor="#ffffff">
        <UIView id="clock" left="5" top="5" width="\(width)" height="2" backgroundColor="#2563eb"/>
        <UIView left="5" top="20" width="10" height="2" backgroundColor="#000000"/>
      </UIView>
      """
    }
    scratch.write("suite/bar.xml", bar(10))
    _ = scratch.test(["--record", "missing"])
    scratch.write("suite/bar.xml", bar(14))
    #expect(scratch.test().exitCode == 1, "the clock changed")
    scratch.write("suite/layout-test.json", ##"{"mask": ["#clock"]}"##)
    let masked = scratch.test()
    #expect(masked.output == "1 passed, 0 failed\n", "the clock's frame covers the change")
    scratch.write("suite/bar.xml", bar(10).replacingOccurrences(of: "#2563eb", with: "#ff0000"))
    #expect(scratch.test().output == "1 passed, 0 failed\n", "a masked element's colour is ignored")
    scratch.write("suite/layout-test.json", #"{"mask": ["UIView/UIView[2]"]}"#)
    #expect(scratch.test().exitCode == 1, "the path names the other bar, so the clock counts")
    scratch.write("suite/layout-test.json", ##"{"mask": ["#nope"]}"##)
    let unknown = scratch.test()
    #expect(unknown.errors.contains("mask '#nope' names no element"), "\(unknown.errors)")
  }

  @Test func aCaseMayRenderAsADevice() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("bar")
    scratch.write("suite/bar.json", #"{"device": "iphone-se", "size": [40, 30]}"#)
    #expect(scratch.test(["--record", "missing"]).exitCode == 0)
    let golden = try? Bitmap(png: scratch.bytes("suite/bar.png") ?? [])
    #expect(golden?.width == 80, "the size given, at the iPhone SE's scale of 2")
    scratch.write("suite/bar.json", #"{"device": "nokia"}"#)
    #expect(scratch.test().errors.contains("Unknown device 'nokia'"))
  }

  @Test func badManifestIsAnError() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("bar")
    scratch.write("suite/layout-test.json", #"{"treshold": 0.1}"#)
    let result = scratch.test()
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("unknown key 'treshold'"), "\(result.errors)")
    #expect(result.errors.contains("did you mean 'threshold'?"), "\(result.errors)")
    scratch.write("suite/layout-test.json", #"{"cases": {"bar": {"maxDiffPixel": 3}}}"#)
    #expect(scratch.test().errors.contains("did you mean 'maxDiffPixels'?"))
  }

  @Test(arguments: [
    (#"{"maxDiffRatio": -1e300}"#, "'maxDiffRatio' must be from 0 to 1"),
    (#"{"maxDiffPixels": -1}"#, "'maxDiffPixels' must be a whole number from 0"),
    (#"{"threshold": 2}"#, "'threshold' must be from 0 to 1"),
    (#"{"windowSize": 0}"#, "'windowSize' must be a whole number from 1"),
    (#"{"scale": 0}"#, "'scale' must be above 0 and at most 16"),
    (#"{"size": [1e300, 10]}"#, "size is [width, height] in points"),
    (#"{"ignore": [[9223372036854775807, 0, 1, 1]]}"#, "each region is [x, y, width, height]"),
  ])
  func manifestValuesOutOfRangeAreErrors(_ manifest: String, _ message: String) {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("bar")
    scratch.write("suite/layout-test.json", manifest)
    let result = scratch.test()
    #expect(result.exitCode == 1)
    #expect(result.errors.contains(message), "\(result.errors)")
  }
}

/// The images a failure's lines point at (`  actual: PATH`), each checked to be the kind of
/// image its label names.
func printedImages(_ errors: String) -> [(label: String, path: String)] {
  let suffixes = [
    "expected | diff | actual": ".triptych.png", "expected | actual": ".triptych.png",
    "expected": ".expected.png",
    "actual": ".actual.png",
  ]
  return errors.split(separator: "\n").compactMap { line in
    guard line.hasPrefix("  "), let colon = line.range(of: ": ") else { return nil }
    let label = line[..<colon.lowerBound].trimmingCharacters(in: .whitespaces)
    let path = String(line[colon.upperBound...])
    guard let suffix = suffixes[label] else { return nil }
    #expect(path.hasSuffix(suffix), "\(label): \(path)")
    return (label, path)
  }
}

/// `--annotations github`: one workflow command per failure, at the template's error when the
/// template could not be rendered, else at the case's template.
@Test func githubAnnotationsPointAtTheFailingFiles() {
  let scratch = Scratch()
  defer { scratch.remove() }
  scratch.writeCase("bar")
  _ = scratch.test(["--record", "missing"])
  scratch.writeCase("bar", barWidth: 12)
  scratch.write(
    "suite/broken.xml", "<UIView width=\"20\" height=\"20\">\n<UILabel text=\"{nmae}\"/></UIView>")
  let result = scratch.test(["--annotations", "github"])
  #expect(result.exitCode == 1)
  #expect(
    result.output.contains("::error file=\(scratch.file("suite/bar.xml")),line=1,title="),
    "\(result.output)")
  #expect(
    result.output.contains(
      "::error file=\(scratch.file("suite/broken.xml")),line=2,col=17,title="),
    "\(result.output)")
  #expect(result.output.contains("::Unknown symbol 'nmae'"))
  #expect(scratch.test(["--annotations", "gitlab"]).exitCode != 0)
}
