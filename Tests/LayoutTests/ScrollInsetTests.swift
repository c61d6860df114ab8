import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// Scroll views as iOS shows them before they are scrolled: the content inside its insets,
/// the screen's safe area added to them, and `contentOffset` where the template sets one.
@Suite struct ScrollInsetTests {
  let renderer: Renderer

  init() throws {
    renderer = try Renderer()
  }

  /// The translation of the first scroll view's content group.
  func contentShift(
    _ xml: String, of kind: String = "UIScrollView", options: RenderOptions = RenderOptions()
  ) throws -> Point? {
    func find(_ items: [DisplayItem]) -> Point? {
      for item in items {
        guard case .group(let group) = item else { continue }
        if group.label.hasSuffix(kind + " content") {
          return Point(x: group.transform.tx, y: group.transform.ty)
        }
        if let found = find(group.items) { return found }
      }
      return nil
    }
    return find(try renderer.displayList(LayoutTemplate(xml: xml), options: options).items)
  }

  @Test func contentStartsInsideItsInsets() throws {
    let shift = try contentShift(
      """
      <UIView width="200" height="300">
        <UIScrollView contentInset.top="20" contentInset.left="12" width="100%" height="100%">
          <UIView width="100%" height="50" backgroundColor="red"/>
        </UIScrollView>
      </UIView>
      """)
    #expect(shift == Point(x: 12, y: 20))
  }

  @Test func givenOffsetWinsOnItsAxisOnly() throws {
    let shift = try contentShift(
      """
      <UIView width="200" height="300">
        <UIScrollView contentInset.left="10" contentInset.top="10" contentOffset.y="5" width="100%" height="100%">
          <UIView width="100%" height="50"/>
        </UIScrollView>
      </UIView>
      """)
    #expect(shift == Point(x: 10, y: -5))
  }

  @Test func safeAreaIsAddedUnlessAdjustmentIsNever() throws {
    var options = RenderOptions()
    options.safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let automatic = try contentShift(
      """
      <UIView width="200" height="300">
        <UIScrollView contentInset.top="8" width="100%" height="100%"><UIView height="9"/></UIScrollView>
      </UIView>
      """, options: options)
    #expect(automatic == Point(x: 0, y: 55))
    let never = try contentShift(
      """
      <UIView width="200" height="300">
        <UIScrollView contentInset.top="max(safeAreaInsets.top + 5, 15)"
          contentInsetAdjustmentBehavior="never" width="100%" height="100%">
          <UIView height="9"/>
        </UIScrollView>
      </UIView>
      """, options: options)
    #expect(never == Point(x: 0, y: 52))
  }

  @Test func aListControllersOwnListAloneAddsTheSafeArea() throws {
    var options = RenderOptions()
    options.safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let xml = """
      <UITableViewController>
        <UITableView contentInset.top="safeAreaInsets.top" contentInsetAdjustmentBehavior="never">
          <UITableViewCell reuseIdentifier="cell" textLabel.text="{element}"/>
        </UITableView>
      </UITableViewController>
      """
    #expect(try contentShift(xml, of: "UITableViewController", options: options) == .zero)
    #expect(try contentShift(xml, of: "UITableView", options: options) == Point(x: 0, y: 47))
  }

  @Test func aListWithoutDataReadsItsRowsFromState() throws {
    var options = RenderOptions()
    options.state["items"] = .array([.string("a"), .string("b"), .string("c")])
    let template = try LayoutTemplate(
      xml: """
        <UICollectionView width="300" height="200">
          <UICollectionViewCell reuseIdentifier="tile" width="40" height="40"/>
        </UICollectionView>
        """)
    let cells = try renderer.solve(template, options: options).nodes.filter {
      $0.className == "UICollectionViewCell"
    }
    #expect(cells.count == 3)
  }

  @Test func safeAreaIsReadByExpressions() throws {
    var options = RenderOptions()
    options.safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let template = try LayoutTemplate(
      xml: """
        <UIView width="390" height="844">
          <UIView id="bar" height="50" width="100%" bottom="parent.safeAreaInsets.bottom"/>
        </UIView>
        """)
    options.layoutMode = .modern
    let solved = try renderer.solve(template, options: options)
    #expect(solved.nodes[1].frame == Rect(x: 0, y: 760, width: 390, height: 50))
    var unsafe = RenderOptions()
    unsafe.layoutMode = .modern
    let without = try renderer.solve(template, options: unsafe)
    #expect(without.nodes[1].frame.y == 794)
  }
}

/// A root image view that sets no size is its image's size, as a UIImageView made with an
/// image sizes itself.
@Test func aRootImageViewIsItsImagesSize() throws {
  let renderer = try Renderer()
  let folder = try makeTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: folder) }
  let tile = try LayoutTemplate(xml: #"<UIView width="30" height="20" backgroundColor="red"/>"#)
  try Data(renderer.render(tile)).write(to: folder.appendingPathComponent("tile.png"))
  let file = folder.appendingPathComponent("main.xml").path
  let template = try LayoutTemplate(xml: #"<UIImageView image="tile.png"/>"#, file: file)
  #expect(try renderer.solve(template).root.frame == Rect(x: 0, y: 0, width: 30, height: 20))
  let sized = try LayoutTemplate(xml: #"<UIImageView image="tile.png" width="50"/>"#, file: file)
  #expect(try renderer.solve(sized).root.frame.width == 50)
}
