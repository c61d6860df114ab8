import CommandSupport
import Foundation
import LayoutTesting

/// A fresh folder for one test, removed by `remove()`.
struct Scratch {
  let path: String

  init() {
    path = NSTemporaryDirectory() + "layout-golden-tests-" + UUID().uuidString
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The path of `relative` inside the folder.
  func file(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }

  /// Writes text, creating folders.
  func write(_ relative: String, _ text: String) {
    let target = file(relative)
    try! FileManager.default.createDirectory(
      atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try! Data(text.utf8).write(to: URL(fileURLWithPath: target))
  }

  /// A 40×30 case: a blue bar `barWidth` wide and 2 high on white.
  func writeCase(_ name: String, barWidth: Int = 10) {
    write("suite/\(name).xml", barTemplate(barWidth: barWidth))
  }

  func bytes(_ relative: String) -> [UInt8]? {
    FileManager.default.contents(atPath: file(relative)).map { [UInt8]($0) }
  }

  func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: file(relative)) }

  /// `layout test` on the folder's `suite`, reporting into its `report`.
  func test(_ extra: [String] = []) -> CommandResult {
    runLayout(["test", file("suite"), "--report", file("report")] + extra)
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// A template whose bar differs by 2 pixels per unit of `barWidth`.
func barTemplate(barWidth: Int) -> String {
  """
  <UIView width="40" height="30" backgroundColor="#ffffff">
    <UIView left="5" top="5" width="\(barWidth)" height="2" backgroundColor="#2563eb"/>
  </UIView>
  """
}
