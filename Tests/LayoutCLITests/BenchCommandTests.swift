import CommandSupport
import TestSupport
import Testing

/// `layout bench` times what a render does, so it must read what a render reads.
@Suite struct BenchCommandTests {
  @Test func timesTheConstraintSolver() {
    let result = runLayout(["bench", "--constraints", "200", "--iterations", "2"])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.output.contains("200 constraints: add and solve median"))
    #expect(result.output.contains("re-solve after an edit median"))
  }

  /// The scale benchmarks time loading and solving apart, and say at the target's size
  /// whether it is met (not asserted: a figure, not a timed test).
  @Test func scaleBenchmarksPrintLoadSolveAndTheirTarget() {
    let boxes = runLayout(["bench", "--boxes", "40", "--iterations", "1"])
    #expect(boxes.exitCode == 0, "\(boxes.errors)")
    #expect(boxes.output.contains("40 boxes: load "))
    #expect(boxes.output.contains(", solve ") && boxes.output.contains("peak memory"))
    let screen = runLayout(["bench", "--constraint-layout-views", "300", "--iterations", "1"])
    #expect(screen.exitCode == 0, "\(screen.errors)")
    #expect(screen.output.contains("300 ConstraintLayout views: load "))
    #expect(screen.output.contains("target for 300: solve under 10 ms and 100 MB: "))
  }

  @Test func timesATemplateWithImagesBesideIt() {
    for arguments in [[], ["--solver-only"]] {
      let result = runLayout(
        ["bench", examplePath("og-card.xml"), "--iterations", "2"] + arguments)
      #expect(result.exitCode == 0, "\(result.errors)")
      #expect(result.output.contains("solve, text estimated"), "\(result.output)")
    }
  }

  /// `--scale` renders more pixels, as `render --scale` does (the @3x list-screen scene).
  @Test func scaleRendersMorePixels() throws {
    func bytes(_ scale: String) throws -> Int {
      let result = runLayout(
        ["bench", examplePath("bench/list-screen.xml"), "--iterations", "1", "--scale", scale])
      #expect(result.exitCode == 0, "\(result.errors)")
      let line = try #require(
        result.output.split(separator: "\n").first { $0.hasPrefix("png output") })
      return try #require(Int(line.split(separator: " ")[2]))
    }
    // Nine times the pixels; flat colour compresses, so not nine times the bytes.
    #expect(try bytes("3") > 2 * bytes("1"))
  }

  /// Android layouts are timed through Android's measure and layout passes, on `--size`.
  @Test func timesAnAndroidLayout() {
    let settings = examplePath("android/res/layout/settings.xml")
    for arguments in [[], ["--solver-only"], ["--qualifiers", "night"]] {
      let result = runLayout(
        ["bench", settings, "--size", "360x640", "--iterations", "1"] + arguments)
      #expect(result.exitCode == 0, "\(result.errors)")
      #expect(result.output.contains("Android layout: 199 views, canvas 360x640"))
      #expect(result.output.contains("text estimated"), "\(result.output)")
    }
    let unknown = runLayout(["bench", settings, "--qualifiers", "sideways", "--iterations", "1"])
    #expect(unknown.exitCode == 1 && unknown.errors.contains("not a resource qualifier"))
  }
}
