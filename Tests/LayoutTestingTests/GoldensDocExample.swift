// The example of Docs/Goldens.md, run as it is written there (DocumentationExampleTests checks
// that the page shows this file).
import Layout
import LayoutTesting
import LayoutTestingAssertions
import Testing

@Test func card() throws {
  let node = try LayoutNode.load(
    xml: ##"<UIView width="160" height="90" backgroundColor="#4f46e5"/>"##)
  assertGolden(
    of: node, named: "card", in: "Tests/Goldens",
    options: GoldenOptions(tolerance: DiffTolerance(maxDiffPixels: 10), scale: 2))
}
