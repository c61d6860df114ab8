import LayoutCore
import LayoutDisplayList
import Testing

@testable import LayoutAndroid

@Suite struct VectorPathDataTests {
  func steps(_ text: String) throws -> [String] {
    try VectorPathData.parse(text).map { element in
      switch element {
      case .move(let point): return "M\(point)"
      case .line(let point): return "L\(point)"
      case .curve(let first, let second, let end): return "C\(first)\(second)\(end)"
      case .close: return "Z"
      }
    }
  }

  @Test func numbersRunTogetherAsAndroidReadsThem() throws {
    // A sign or a second point starts the next number; exponents stay with theirs.
    #expect(try steps("M1.5.5L-2-3l1e1,2E-1") == ["M(1.5, 0.5)", "L(-2, -3)", "L(8, -2.8)"])
  }

  @Test func coordinatesAfterAMoveAreLinesAndRelativeStepsAddUp() throws {
    #expect(
      try steps("m2,2 3,0 0,3 h-3 v-3 z l1,1")
        == ["M(2, 2)", "L(5, 2)", "L(5, 5)", "L(2, 5)", "L(2, 2)", "Z", "L(3, 3)"])
    // A path that starts without a move starts at the origin.
    #expect(try steps("L4,0") == ["M(0, 0)", "L(4, 0)"])
  }

  @Test func smoothCurvesReflectTheLastControlPointAndQuadraticsBecomeCubic() throws {
    #expect(
      try steps("M0,0 C0,10 10,10 10,0 S20,-10 20,0")
        == ["M(0, 0)", "C(0, 10)(10, 10)(10, 0)", "C(10, -10)(20, -10)(20, 0)"])
    // A quadratic through (3, 6) from (0, 0) to (6, 0): its cubic control points are 2/3 of
    // the way to the quadratic's; T reflects it.
    #expect(
      try steps("M0,0 Q3,6 6,0 T12,0")
        == ["M(0, 0)", "C(2, 4)(4, 4)(6, 0)", "C(8, -4)(10, -4)(12, 0)"])
  }

  @Test func arcsBecomeQuarterTurnCurvesEndingOnTheirPoint() throws {
    // Half a circle of radius 10 from (0, 10) to (20, 10), sweeping through the top.
    let half = try VectorPathData.parse("M0,10 A10,10 0 0,1 20,10")
    guard half.count == 3, case .curve(let c1, let c2, let middle) = half[1],
      case .curve(_, _, let end) = half[2]
    else {
      Issue.record("\(half)")
      return
    }
    #expect(abs(middle.x - 10) < 1e-9 && abs(middle.y) < 1e-9)
    #expect(end == Point(x: 20, y: 10))
    // The quarter circle's control points lie 0.5523 of the radius along its tangents.
    #expect(abs(c1.x) < 1e-9 && abs(c1.y - (10 - 5.5228)) < 1e-3)
    #expect(abs(c2.x - (10 - 5.5228)) < 1e-3 && abs(c2.y) < 1e-9)
    // Radii too small to reach are scaled up: still half a circle, through (10, 0).
    let scaled = try VectorPathData.parse("M0,10 a1,1 0 0 1 20,0")
    guard scaled.count == 3, case .curve(_, _, let top) = scaled[1] else {
      Issue.record("\(scaled)")
      return
    }
    #expect(abs(top.x - 10) < 1e-9 && abs(top.y) < 1e-9)
    // A zero radius is a line; the same point is nothing.
    #expect(try steps("M0,0 A0,5 0 0 1 4,4 A3,3 0 0 1 4,4") == ["M(0, 0)", "L(4, 4)"])
  }

  @Test func aCommandWithoutNumbersDrawsNothingAsOnAndroid() throws {
    // Exported artwork has such steps (`0ch-71.4`): Android's parser skips them.
    #expect(try steps("M1,0ch-1v2") == ["M(1, 0)", "L(0, 0)", "L(0, 2)"])
  }

  @Test func unreadableDataSaysWhere() {
    #expect(throws: VectorPathData.ParseError.self) { try VectorPathData.parse("M1,2 X3") }
    do {
      _ = try VectorPathData.parse("M1,2 L3")
      Issue.record("a missing number was read")
    } catch {
      #expect(error.offset == 7)
      #expect(error.message == "a number is missing")
    }
  }
}
