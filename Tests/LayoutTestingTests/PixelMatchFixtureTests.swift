import CommandSupport
import Foundation
import LayoutTesting
import Testing

@Suite("pixelmatch's own fixtures")
struct PixelMatchFixtureTests {
  @Test("mismatch count and diff image", arguments: fixtureCases)
  func reproducesCase(_ fixture: FixtureCase) throws {
    let result = try PixelMatch.compare(
      try fixtureImage(fixture.first), try fixtureImage(fixture.second),
      options: fixture.pixelMatchOptions)
    let expectedDiff = try fixture.diff.map(fixtureImage)
    #expect(result.mismatchedPixels == fixture.mismatch)
    if let expectedDiff, let diff = result.diff {
      #expect(differingPixels(diff, expectedDiff) == 0, "diff image \(fixture.diff ?? "")")
    }
  }

  @Test("layout diff prints the count", arguments: fixtureCases)
  func commandReproducesCase(_ fixture: FixtureCase) {
    let options = fixture.pixelMatchOptions
    var arguments = [
      "diff", fixtureDirectory.appendingPathComponent(fixture.first).path,
      fixtureDirectory.appendingPathComponent(fixture.second).path,
      "--threshold", String(options.threshold),
    ]
    if options.includeAA { arguments.append("--include-aa") }
    if let window = options.windowSize { arguments += ["--window", String(window)] }
    let run = runLayout(arguments)
    #expect(run.output.hasPrefix("mismatch: \(fixture.mismatch) of "), "\(run.output)")
    #expect(run.exitCode == (fixture.mismatch == 0 ? 0 : 1))
  }

  @Test("single-pixel facts", arguments: pixelFacts)
  func reproducesPixelFact(_ fact: PixelFact) throws {
    let result = try PixelMatch.compare(
      RGBAImage(width: 1, height: 1, bytes: fact.first),
      RGBAImage(width: 1, height: 1, bytes: fact.second), options: makeOptions(fact.options))
    #expect(result.mismatchedPixels == fact.mismatch)
  }
}
