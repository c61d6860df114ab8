import CommandSupport
import Foundation
import TestSupport
import Testing

/// `layout render --dump constraints` on an Android layout prints each ConstraintLayout's
/// constraints by axis, each solved for its first variable.
@Suite struct ConstraintDumpCommandTests {
  @Test func aConstraintLayoutsConstraintsArePrintedByAxis() throws {
    let tree = try androidFolder([
      "res/layout/main.xml": """
      <androidx.constraintlayout.widget.ConstraintLayout \(androidNamespace)
          xmlns:app="http://schemas.android.com/apk/res-auto"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:id="@+id/image" android:layout_width="40dp" android:layout_height="40dp"
            app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent"/>
        <View android:id="@+id/title" android:layout_width="0dp" android:layout_height="20dp"
            android:layout_marginStart="12dp" app:layout_constraintStart_toEndOf="@id/image"
            app:layout_constraintEnd_toEndOf="parent" app:layout_constraintTop_toTopOf="@id/image"/>
      </androidx.constraintlayout.widget.ConstraintLayout>
      """
    ])
    defer { try? FileManager.default.removeItem(at: tree) }
    let layout = tree.appendingPathComponent("res/layout/main.xml").path
    let result = runLayout(["render", layout, "--size", "300x200", "--dump", "constraints"])
    #expect(result.exitCode == 0, "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "ConstraintLayout")
    #expect(lines.contains("  horizontal:") && lines.contains("  vertical:"))
    #expect(lines.contains("    title.width == parent.width - image.left - image.width - 12"))
    #expect(lines.contains("    title.top == image.top"))
  }

  @Test func aLayoutWithoutAConstraintLayoutSaysSo() throws {
    let tree = try androidFolder([
      "res/layout/main.xml": """
      <FrameLayout \(androidNamespace) android:layout_width="match_parent"
          android:layout_height="match_parent"/>
      """
    ])
    defer { try? FileManager.default.removeItem(at: tree) }
    let layout = tree.appendingPathComponent("res/layout/main.xml").path
    let result = runLayout(["render", layout, "--dump", "constraints"])
    #expect(result.exitCode != 0)
    #expect(result.errors.contains("the layout has none"))
  }
}
