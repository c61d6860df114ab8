import LayoutAndroid
import LayoutCore
import LayoutDisplayList
import LayoutViews
import Testing

/// Material progress indicators are measured and drawn as the library draws them (a ring 40dp
/// across inside 4dp, a 4dp bar; Material 3's gap, round ends and stop dot when the style
/// or the layout gives them), not as the platform's spinner and bar.
@Suite struct MaterialIndicatorTests {
  /// The indicator's frame and what it draws, in a 200-wide frame.
  func drawn(_ tag: String, _ attributes: String) throws -> (frame: Rect, items: [DisplayItem]) {
    let xml = """
      <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:app="http://schemas.android.com/apk/res-auto"
          android:layout_width="200dp" android:layout_height="100dp">
        <com.google.android.material.progressindicator.\(tag) android:id="@+id/p"
            \(attributes)/>
      </FrameLayout>
      """
    let result = try AndroidSolver(
      try AndroidDocument.read(xml, file: "layout.xml"), measurer: EstimatingTextMeasurer()
    ).solve(canvas: Size(width: 200, height: 100))
    let node = try #require(result.layout.nodes.first { $0.id == "p" })
    return (node.frame, node.draw?(node) ?? [])
  }

  func paths(_ items: [DisplayItem]) -> [PathItem] {
    items.compactMap { if case .path(let path) = $0 { path } else { nil } }
  }

  func end(_ path: PathItem) -> Point? {
    switch path.elements.last {
    case .curve(_, _, let point)?, .line(let point)?, .move(let point)?: point
    default: nil
    }
  }

  @Test func aRingIsFortyAcrossInsideItsInsetAndGrowsClockwiseFromTheTop() throws {
    let (frame, items) = try drawn(
      "CircularProgressIndicator",
      #"android:layout_width="wrap_content" android:layout_height="wrap_content" "#
        + #"android:progress="50""#)
    #expect(frame.size == Size(width: 48, height: 48))
    // Material 2's track is clear: only the indicator, from the top to the bottom.
    let arcs = paths(items)
    #expect(arcs.count == 1)
    guard case .move(let start)? = arcs.first?.elements.first else {
      Issue.record("the arc does not start with a move")
      return
    }
    #expect(abs(start.x - 24) < 1e-9 && abs(start.y - 6) < 1e-9)
    let last = try #require(arcs.first.flatMap(end))
    #expect(abs(last.x - 24) < 1e-9 && abs(last.y - 42) < 1e-9)
    #expect(arcs.first?.stroke?.width == 4)
    #expect(arcs.first?.stroke?.cap == .butt)
  }

  @Test func aMaterial3RingHasARoundEndedTrackAfterAGap() throws {
    let (_, items) = try drawn(
      "CircularProgressIndicator",
      #"android:layout_width="wrap_content" android:layout_height="wrap_content" "#
        + ##"android:progress="25" app:trackColor="#ff0000" app:trackCornerRadius="50%" "##
        + #"app:indicatorTrackGapSize="4dp""#)
    let arcs = paths(items)
    // The track first, then the indicator over it.
    #expect(arcs.count == 2)
    #expect(arcs.first?.stroke?.color == Color(red: 1, green: 0, blue: 0))
    #expect(arcs.allSatisfy { $0.stroke?.cap == .round })
  }

  @Test func aBarIsItsThicknessHighWithItsTrackAfterTheGapAndAStopDot() throws {
    let (frame, items) = try drawn(
      "LinearProgressIndicator",
      #"android:layout_width="match_parent" android:layout_height="wrap_content" "#
        + ##"android:progress="25" app:trackColor="#00ff00" app:indicatorTrackGapSize="4dp" "##
        + #"app:trackStopIndicatorSize="4dp""#)
    #expect(frame.size == Size(width: 200, height: 4))
    let fills = items.compactMap { item -> Rect? in
      if case .fill(let rect, _, _) = item { rect } else { nil }
    }
    #expect(
      fills == [
        Rect(x: 0, y: 0, width: 50, height: 4), Rect(x: 54, y: 0, width: 146, height: 4),
        Rect(x: 196, y: 0, width: 4, height: 4),
      ])
  }

  @Test func indicatorsFillTheWayTheirDirectionSays() throws {
    // A quarter anticlockwise from the top ends at the left.
    let (_, ring) = try drawn(
      "CircularProgressIndicator",
      #"android:layout_width="wrap_content" android:layout_height="wrap_content" "#
        + #"android:progress="25" app:indicatorDirectionCircular="counterclockwise""#)
    let last = try #require(paths(ring).first.flatMap(end))
    #expect(abs(last.x - 6) < 1e-9 && abs(last.y - 24) < 1e-9)
    // A bar filling from the end starts at the right in a left-to-right layout.
    let (_, bar) = try drawn(
      "LinearProgressIndicator",
      #"android:layout_width="match_parent" android:layout_height="wrap_content" "#
        + #"android:progress="25" app:indicatorDirectionLinear="endToStart""#)
    let first = bar.compactMap { item -> Rect? in
      if case .fill(let rect, _, _) = item { rect } else { nil }
    }.first
    #expect(first == Rect(x: 150, y: 0, width: 50, height: 4))
  }

  @Test func anIndeterminateRingIsDrawnAsItsAnimationStarts() throws {
    let (_, items) = try drawn(
      "CircularProgressIndicator",
      #"android:layout_width="wrap_content" android:layout_height="wrap_content" "#
        + #"android:indeterminate="true""#)
    let arcs = paths(items)
    #expect(arcs.count == 1)
    // From 20° before the top, to the top.
    let last = try #require(arcs.first.flatMap(end))
    #expect(abs(last.x - 24) < 1e-9 && abs(last.y - 6) < 1e-9)
  }

  @Test func aValueAnIndicatorCannotReadIsAWarningWithWhatItTakes() throws {
    let xml = """
      <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:app="http://schemas.android.com/apk/res-auto"
          android:layout_width="200dp" android:layout_height="100dp">
        <com.google.android.material.progressindicator.CircularProgressIndicator
            android:layout_width="wrap_content" android:layout_height="wrap_content"
            app:indicatorColor="purple" app:indicatorDirectionCircular="widdershins"/>
      </FrameLayout>
      """
    let result = try AndroidSolver(
      try AndroidDocument.read(xml, file: "layout.xml"), measurer: EstimatingTextMeasurer()
    ).solve(canvas: Size(width: 200, height: 100))
    let hints = result.warnings.flatMap(\.hints)
    #expect(hints.contains("takes a colour such as #6200ee"))
    #expect(hints.contains("takes clockwise or counterclockwise"))
    #expect(result.warnings.allSatisfy { $0.range != nil })
  }
}
