import CommandSupport
import Foundation
import TestSupport
import Testing

/// What an app's real layouts lean on that the renderer does not have (the manifest's theme,
/// library views) gives warnings, not errors: the screen is drawn.
@Suite struct AndroidAppFileTests {
  static let ns = androidNamespace

  @Test func aVectorIconKeepsItsSizeAndALibraryViewGroupHoldsItsChildren() throws {
    let folder = try androidFolder([
      "res/drawable/icon.xml": """
      <vector \(Self.ns) android:width="24dp" android:height="24dp"
          android:viewportWidth="24" android:viewportHeight="24">
        <path android:fillColor="#000" android:pathData="M0,0h24v24h-24z"/>
      </vector>
      """,
      "res/values/strings.xml": #"<resources><string name="title">Hi</string></resources>"#,
      "res/layout/main.xml": """
      <androidx.coordinatorlayout.widget.CoordinatorLayout \(Self.ns)
          android:layout_width="match_parent" android:layout_height="match_parent">
        <ImageView android:id="@+id/icon" android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:src="@drawable/icon"
            android:background="?attr/selectableItemBackground"/>
        <androidx.appcompat.widget.AppCompatTextView android:id="@+id/title"
            android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:layout_marginTop="30dp" android:text="@string/title"/>
      </androidx.coordinatorlayout.widget.CoordinatorLayout>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runLayout(
      ["render", folder.appendingPathComponent("res/layout/main.xml").path, "--dump", "frames"])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.output.contains("ImageView#icon"), "\(result.output)")
    #expect(result.output.contains("0 0 24 24"), "\(result.output)")
    // A library's TextView subclass is drawn as a TextView: its text has a size.
    #expect(result.output.contains("TextView#title"), "\(result.output)")
    #expect(!result.output.contains("#title] 0 30 0 0"), "\(result.output)")
    #expect(!result.errors.contains("<vector>"), "\(result.errors)")
    // A CoordinatorLayout and AppCompat's TextView are library views the renderer knows: no
    // warning.
    #expect(!result.errors.contains("CoordinatorLayout"), "\(result.errors)")
    #expect(!result.errors.contains("AppCompatTextView"), "\(result.errors)")
    var warnings: [String] = []
    // The theme's attribute comes from the platform's default theme, when it is installed.
    let platform = FileManager.default.fileExists(
      atPath: "/usr/share/android-framework-res/framework-res.apk")
    if platform {
      #expect(!result.errors.contains("is left out"), "\(result.errors)")
    } else {
      warnings.append("?attr/selectableItemBackground is left out")
    }
    for warning in warnings {
      #expect(result.errors.contains(warning), "\(result.errors)")
    }
    // Run inside res/layout/, naming the layout without a folder: its resources are found.
    let inside = try runProcessReadingErrors(
      layoutExecutable.path, ["render", "main.xml", "-o", "main.png"],
      directory: folder.appendingPathComponent("res/layout"))
    #expect(inside.status == 0, "\(inside.errors)")
    #expect(!inside.errors.contains("No string resource"), "\(inside.errors)")
  }
}

/// A list's rows are one layout filled in many times: what its images say is said once.
@Suite struct AndroidListRowWarningTests {
  static let ns = androidNamespace

  @Test func aMissingImageInAListsRowsIsToldOfOnce() throws {
    let folder = try androidFolder([
      "res/layout/row.xml": """
      <ImageView \(Self.ns) xmlns:tools="http://schemas.android.com/tools"
          android:layout_width="24dp" android:layout_height="24dp"
          tools:src="@drawable/missing_icon"/>
      """,
      "res/layout/main.xml": """
      <ListView \(Self.ns) xmlns:tools="http://schemas.android.com/tools"
          android:layout_width="match_parent" android:layout_height="match_parent"
          tools:listitem="@layout/row" tools:itemCount="5"/>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runLayout([
      "render", folder.appendingPathComponent("res/layout/main.xml").path, "-o",
      folder.appendingPathComponent("main.png").path,
    ])
    #expect(result.exitCode == 0, "\(result.errors)")
    let told = result.errors.components(separatedBy: "missing_icon").count - 1
    #expect(told == 1, "\(result.errors)")
  }
}
