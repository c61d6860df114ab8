import Layout
import LayoutCore
import Testing

/// A 20sp text view `width` by `height` (wrapping its content unless given) showing `text`
/// with `attributes`, solved by `renderer`: its frame, its display list's text line and the
/// warnings.
func solvedTextView(
  _ attributes: String, text: String, width: String = "wrap_content",
  height: String = "wrap_content", renderer: Renderer
) throws -> (frame: Rect, drawn: String, warnings: [String]) {
  let layout = try AndroidLayoutFile(
    text: #"<FrameLayout xmlns:android="http://schemas.android.com/apk/res/android" "#
      + #"android:layout_width="match_parent" android:layout_height="match_parent">"#
      + #"<TextView android:id="@+id/t" android:layout_width=""# + width + #"" "#
      + #"android:layout_height=""# + height + #"" android:textSize="20sp" "#
      + "android:text=\"\(text)\" \(attributes)/></FrameLayout>")
  let result = try renderer.solve(layout)
  let frame = try #require(result.layout.nodes.first { $0.id == "t" }).frame
  let drawn = renderer.displayList(result.layout).dump().split(separator: "\n").first {
    $0.contains("text ")
  }
  return (frame, String(drawn ?? ""), result.warnings.map(\.message))
}
