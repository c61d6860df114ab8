import CommandSupport
import Foundation
import TestSupport
import Testing

/// MotionLayout as it stands before anything moves: a ConstraintLayout whose views take the
/// constraints of its scene's start set (`res/xml/`), a derived set's over its base's, or a
/// start named as a layout; views the set does not name keep the layout's own; an app's own
/// helper places and draws nothing.
@Suite struct AndroidMotionLayoutTests {
  static let ns = androidNamespace
  static let app = #"xmlns:app="http://schemas.android.com/apk/res-auto""#

  static let layout = """
    <androidx.constraintlayout.motion.widget.MotionLayout \(ns) \(app)
        android:layout_width="match_parent" android:layout_height="match_parent"
        app:layoutDescription="@xml/scene">
      <View android:id="@+id/box" android:layout_width="10dp" android:layout_height="10dp"/>
      <View android:id="@+id/badge" android:layout_width="20dp" android:layout_height="20dp"
          android:alpha="0.5" app:layout_constraintEnd_toEndOf="parent"
          app:layout_constraintBottom_toBottomOf="parent"/>
      <View android:id="@+id/kept" android:layout_width="30dp" android:layout_height="30dp"
          app:layout_constraintStart_toStartOf="parent"
          app:layout_constraintBottom_toBottomOf="parent"/>
      <com.example.FadeHelper android:id="@+id/fade" android:layout_width="wrap_content"
          android:layout_height="wrap_content" app:constraint_referenced_ids="box,badge"/>
    </androidx.constraintlayout.motion.widget.MotionLayout>
    """

  /// `layout render --dump frames` of the folder's `res/layout/main.xml` at 200×100.
  static func frames(in folder: URL) -> (exitCode: Int32, output: String, errors: String) {
    let result = runLayout(
      [
        "render", folder.appendingPathComponent("res/layout/main.xml").path, "--size",
        "200x100", "--dump", "frames",
      ])
    return (result.exitCode, result.output, result.errors)
  }

  static let scene = """
    <MotionScene \(ns) xmlns:motion="http://schemas.android.com/apk/res-auto">
      <Transition motion:constraintSetStart="@+id/start" motion:constraintSetEnd="@+id/end"/>
      <ConstraintSet android:id="@+id/base">
        <Constraint android:id="@+id/box" android:layout_width="40dp"
            android:layout_height="40dp" motion:layout_constraintTop_toTopOf="parent"
            motion:layout_constraintEnd_toEndOf="parent"/>
      </ConstraintSet>
      <ConstraintSet android:id="@+id/start" motion:deriveConstraintsFrom="@id/base">
        <Constraint android:id="@+id/badge">
          <Layout android:layout_width="20dp" android:layout_height="20dp"
              motion:layout_constraintStart_toStartOf="parent"
              motion:layout_constraintTop_toTopOf="parent"/>
        </Constraint>
      </ConstraintSet>
      <ConstraintSet android:id="@+id/end">
        <Constraint android:id="@+id/box" android:layout_width="10dp"
            android:layout_height="10dp" motion:layout_constraintBottom_toBottomOf="parent"/>
      </ConstraintSet>
    </MotionScene>
    """

  @Test func theStartSetPlacesTheViews() throws {
    let folder = try androidFolder([
      "res/layout/main.xml": Self.layout, "res/xml/scene.xml": Self.scene,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = Self.frames(in: folder)
    #expect(result.exitCode == 0, "\(result.errors)")
    // The app's helper is no view to constrain: no warning says it is not constrained.
    #expect(!result.errors.contains("not constrained"), "\(result.errors)")
    let frames = result.output.split(separator: "\n").map(String.init)
    // The base set's box, at the top right and 40dp square.
    #expect(frames.contains("  View#box [ConstraintLayout/View#box] 160 0 40 40"), "\(frames)")
    // The start set's badge layout, at the top left.
    #expect(frames.contains("  View#badge [ConstraintLayout/View#badge] 0 0 20 20"), "\(frames)")
    // A view the set does not name keeps the layout's constraints.
    #expect(frames.contains("  View#kept [ConstraintLayout/View#kept] 0 70 30 30"), "\(frames)")
    // The helper takes no room.
    #expect(frames.contains("  UIView#fade [ConstraintLayout/UIView#fade] 0 0 0 0"), "\(frames)")
  }

  @Test func aStartNamedAsALayoutTakesThatLayoutsConstraints() throws {
    let folder = try androidFolder([
      "res/layout/main.xml": Self.layout,
      "res/xml/scene.xml": """
      <MotionScene xmlns:motion="http://schemas.android.com/apk/res-auto">
        <Transition motion:constraintSetStart="@layout/start"/>
      </MotionScene>
      """,
      "res/layout/start.xml": """
      <androidx.constraintlayout.widget.ConstraintLayout \(Self.ns) \(Self.app)
          android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:id="@+id/box" android:layout_width="10dp" android:layout_height="10dp"
            android:background="#ff0000" app:layout_constraintStart_toStartOf="parent"
            app:layout_constraintEnd_toEndOf="parent" app:layout_constraintTop_toTopOf="parent"
            app:layout_constraintBottom_toBottomOf="parent"/>
      </androidx.constraintlayout.widget.ConstraintLayout>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = Self.frames(in: folder)
    #expect(result.exitCode == 0, "\(result.errors)")
    // Centred by the start layout's constraints.
    #expect(
      result.output.contains("  View#box [ConstraintLayout/View#box] 95 45 10 10"),
      "\(result.output)")
  }

  @Test func theStartSetPlacesTheViewsIncludedLayoutsBring() throws {
    let folder = try androidFolder([
      "res/layout/main.xml": """
      <androidx.constraintlayout.motion.widget.MotionLayout \(Self.ns) \(Self.app)
          android:layout_width="match_parent" android:layout_height="match_parent"
          app:layoutDescription="@xml/scene">
        <include layout="@layout/header"/>
      </androidx.constraintlayout.motion.widget.MotionLayout>
      """,
      "res/layout/header.xml": """
      <View \(Self.ns) android:id="@+id/box" android:layout_width="10dp"
          android:layout_height="10dp"/>
      """,
      "res/xml/scene.xml": Self.scene,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = Self.frames(in: folder)
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(
      result.output.contains("  View#box [ConstraintLayout/View#box] 160 0 40 40"),
      "\(result.output)")
  }

  @Test func aSceneOrAStartNamingAPathIsALocatedError() throws {
    for (layout, scene) in [
      (Self.layout.replacingOccurrences(of: "@xml/scene", with: "@xml/../scene"), Self.scene),
      (
        Self.layout,
        """
        <MotionScene xmlns:motion="http://schemas.android.com/apk/res-auto">
          <Transition motion:constraintSetStart="@layout/../../start"/>
        </MotionScene>
        """
      ),
    ] {
      let folder = try androidFolder([
        "res/layout/main.xml": layout, "res/xml/scene.xml": scene,
      ])
      defer { try? FileManager.default.removeItem(at: folder) }
      let result = Self.frames(in: folder)
      #expect(result.exitCode != 0)
      #expect(result.errors.contains("is not a resource name"), "\(result.errors)")
      #expect(result.errors.contains("main.xml:") || result.errors.contains("scene.xml:"))
    }
  }
}
