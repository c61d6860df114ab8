import LayoutCore
import LayoutDisplayList
import LayoutViews
import Testing

@testable import LayoutAndroid

/// An app's own view classes, drawn as the class their Java or Kotlin source says they
/// extend (as Android Studio's preview, which runs them, mostly draws them), with a warning
/// only for one that draws itself.
@Suite struct AppViewClassTests {
  @Test func aJavaClassExtendsWhatItImports() {
    let header = ClassHeader(
      source: """
        package com.example.ui; import android.content.Context;
        /**/import androidx.appcompat.widget.AppCompatTextView; // class Decoy extends View
        /* class FancyText extends ImageView */
        public class FancyText<T extends Object> extends AppCompatTextView implements Runnable {
          private String text = "class FancyText extends Button";
        }
        """)
    #expect(header.package == "com.example.ui")
    #expect(header.superclass(of: "FancyText") == "AppCompatTextView")
    #expect(
      header.qualifiedSuperclass(of: "FancyText") == "androidx.appcompat.widget.AppCompatTextView")
    #expect(!header.declares("onDraw"))
  }

  @Test func aKotlinClassExtendsItsFirstSupertype() {
    let primary = ClassHeader(
      source: """
        package com.example.ui; import android.widget.FrameLayout
        class Card @JvmOverloads constructor(
          context: Context, attrs: AttributeSet? = null, @AttrRes style: Int = 0
        ) : FrameLayout(context, attrs, style), Checkable {
          override fun onDraw(canvas: Canvas) { super.onDraw(canvas) }
        }
        """)
    #expect(primary.qualifiedSuperclass(of: "Card") == "android.widget.FrameLayout")
    #expect(primary.declares("onDraw"))
    // Secondary constructors only; a base in the same package, written without an import.
    let secondary = ClassHeader(
      source: """
        package com.example.ui
        class Badge<T : Any> : RoundedView {
          constructor(context: Context) : super(context)
        }
        """)
    #expect(secondary.qualifiedSuperclass(of: "Badge") == "com.example.ui.RoundedView")
    #expect(secondary.superclass(of: "Missing") == nil)
  }

  @Test func classesAreReadFromTheSourceSetBesideTheResources() {
    let tree = ResourceTree(
      layout: "/app/src/main/res/layout/main.xml", files: Self.files, allowed: [],
      dependencies: ["/lib/src/main/res"])
    let classes = AppClassFiles(tree: tree)
    #expect(
      classes.appClass(named: "com.example.ui.FancyText")
        == AppViewClass(
          name: "com.example.ui.FancyText", base: "androidx.appcompat.widget.AppCompatTextView",
          drawsItself: false, file: "/app/src/main/java/com/example/ui/FancyText.java"))
    // Kotlin in a `kotlin/` folder, and a class of a module the app depends on.
    #expect(classes.appClass(named: "com.example.ui.Board")?.drawsItself == true)
    #expect(classes.appClass(named: "com.example.lib.Row")?.base == "android.widget.LinearLayout")
    // A name that is no qualified class name reads no file.
    #expect(classes.appClass(named: "com.example..ui.FancyText") == nil)
    #expect(classes.appClass(named: "com.example.ui.Nowhere") == nil)
  }

  @Test func anAppClassIsDrawnAsTheViewItExtends() throws {
    let document = try AndroidDocument.read(
      """
      <LinearLayout \(ns) android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <com.example.ui.FancyText android:id="@+id/title" android:text="Hello"
            android:layout_width="wrap_content" android:layout_height="wrap_content"/>
        <com.example.lib.Row android:id="@+id/row" android:orientation="horizontal"
            android:layout_width="match_parent" android:layout_height="wrap_content">
          <View android:id="@+id/a" android:layout_width="10" android:layout_height="10"/>
          <View android:id="@+id/b" android:layout_width="10" android:layout_height="10"/>
        </com.example.lib.Row>
        <com.example.ui.Board android:id="@+id/board"
            android:layout_width="20" android:layout_height="20"/>
      </LinearLayout>
      """, file: "/app/src/main/res/layout/main.xml")
    let tree = ResourceTree(
      layout: "/app/src/main/res/layout/main.xml", files: Self.files, allowed: [],
      dependencies: ["/lib/src/main/res"])
    var solver = AndroidSolver(document, measurer: EstimatingTextMeasurer())
    solver.appClasses = AppClassFiles(tree: tree)
    let result = try solver.solve(canvas: Size(width: 200, height: 200))
    let nodes = Dictionary(
      result.layout.nodes.compactMap { node in node.id.map { ($0, node) } },
      uniquingKeysWith: { first, _ in first })
    #expect(nodes["title"]?.drawnText == "Hello")
    // The row is a horizontal LinearLayout: its children side by side.
    #expect(nodes["b"]?.frame.x == 10)
    #expect(nodes["b"]?.frame.y == nodes["a"]?.frame.y)
    // Only the class that draws itself is a warning.
    let messages = result.warnings.map(\.message)
    #expect(
      messages == [
        "<com.example.ui.Board> draws itself (onDraw in Board.kt), which is not run here: "
          + "drawn as the View it extends"
      ])
  }

  /// A class extending ViewGroup places its children in its own code: they are laid out as
  /// in a FrameLayout, with a warning.
  @Test func aViewGroupOfTheAppsHoldsItsChildrenAsAFrameLayout() throws {
    let document = try AndroidDocument.read(
      """
      <com.example.ui.Tokens \(ns) android:layout_width="100" android:layout_height="50">
        <View android:id="@+id/a" android:layout_width="10" android:layout_height="10"
            android:layout_gravity="end"/>
      </com.example.ui.Tokens>
      """, file: "/app/src/main/res/layout/main.xml")
    let tree = ResourceTree(
      layout: "/app/src/main/res/layout/main.xml", files: Self.files, allowed: [],
      dependencies: [])
    var solver = AndroidSolver(document, measurer: EstimatingTextMeasurer())
    solver.appClasses = AppClassFiles(tree: tree)
    let result = try solver.solve(canvas: Size(width: 200, height: 200))
    #expect(result.layout.nodes.first { $0.id == "a" }?.frame.x == 90)
    #expect(
      result.warnings.map(\.message) == [
        "<com.example.ui.Tokens> lays out its children itself (it extends ViewGroup): they "
          + "are laid out as in a FrameLayout"
      ])
  }

  @Test func aDeclaredClassComesBeforeItsSource() throws {
    let document = try AndroidDocument.read(
      """
      <com.example.ui.Board \(ns) android:text="Declared"
          android:layout_width="wrap_content" android:layout_height="wrap_content"/>
      """, file: "main.xml")
    var solver = AndroidSolver(document, measurer: EstimatingTextMeasurer())
    solver.appClasses = DeclaredAppClasses(["com.example.ui.Board": "TextView"])
    let result = try solver.solve(canvas: Size(width: 200, height: 200))
    #expect(result.layout.nodes[0].drawnText == "Declared")
    #expect(result.warnings.isEmpty)
  }

  static let files = ResourceTreeTests.MemoryFiles(files: [
    "/app/src/main/res/layout/main.xml": "<FrameLayout/>",
    "/app/src/main/java/com/example/ui/FancyText.java": """
    package com.example.ui; import androidx.appcompat.widget.AppCompatTextView;
    public class FancyText extends AppCompatTextView {}
    """,
    "/app/src/main/kotlin/com/example/ui/Board.kt": """
    package com.example.ui; import android.view.View
    class Board(context: Context) : View(context) {
      override fun onDraw(canvas: Canvas) {}
    }
    """,
    "/app/src/main/java/com/example/ui/Tokens.kt": """
    package com.example.ui; import android.view.ViewGroup
    class Tokens(context: Context, attrs: AttributeSet?) : ViewGroup(context, attrs)
    """,
    "/lib/src/main/res/values/colors.xml": "<resources/>",
    "/lib/src/main/java/com/example/lib/Row.java": """
    package com.example.lib; import android.widget.LinearLayout;
    public class Row extends LinearLayout {}
    """,
  ])
}
