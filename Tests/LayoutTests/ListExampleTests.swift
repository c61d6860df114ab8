import Foundation
import Layout
import TestSupport
import Testing

/// The list examples and their goldens: the goldens are the examples, so the pictures pin
/// what the examples render.
@Suite struct ListExampleTests {
  @Test(arguments: ["invoice", "feed"])
  func theGoldenIsTheExample(_ name: String) throws {
    let example = packageRoot.appendingPathComponent("Examples/\(name)/\(name).xml")
    let golden = packageRoot.appendingPathComponent("Goldens/lists/\(name).xml")
    #expect(try Data(contentsOf: example) == Data(contentsOf: golden))
    let state = try JSONSerialization.jsonObject(
      with: Data(contentsOf: packageRoot.appendingPathComponent("Examples/\(name)/\(name).json")))
    let goldenState = try JSONSerialization.jsonObject(
      with: Data(contentsOf: packageRoot.appendingPathComponent("Goldens/lists/\(name).json")))
    #expect(
      (goldenState as? [String: Any])?["state"] as? NSDictionary == state as? NSDictionary)
  }

  @Test func theInvoiceRendersThirtyLineItems() throws {
    let folder = packageRoot.appendingPathComponent("Examples/invoice")
    let template = try LayoutTemplate(
      contentsOfFile: folder.appendingPathComponent("invoice.xml").path)
    let state = try StateFile.read(folder.appendingPathComponent("invoice.json").path)
    let layout = try Renderer().solve(template, options: RenderOptions(state: state))
    let cells = layout.nodes.filter { $0.className == "UITableViewCell" }
    let headers = layout.nodes.filter { $0.className == "UITableViewHeaderFooterView" }
    #expect(cells.count == 30)
    #expect(headers.count == 2)
    // Rows stack without gaps, and the root grew to hold them all.
    let table = try #require(layout.nodes.first { $0.className == "UITableView" })
    let last = try #require(table.children.last.map { layout.nodes[$0] })
    #expect(last.frame.y + last.frame.height == table.frame.height)
    #expect(layout.canvas.height > 2000)
  }
}
