import Dispatch
import Foundation
import Glibc
import Layout
import LayoutCore

/// `layout bench --boxes N` and `--everlayout-views N`: loading and solving one layout of N
/// items, made here, to show that solving stays near linear as layouts grow. The boxes are a
/// VBox of rows, each an HBox of a fixed-size image and a label sized by its text; the
/// EverLayout views are labels, each below the one before it and as wide as the root less
/// margins; the ConstraintLayout views are a list screen of rows (a square image, a title and
/// a subtitle beside it, each row below the one before). Prints the median times (loading,
/// solving, both) and the process's peak resident memory, against the targets (4,000 box
/// items or EverLayout views loaded and solved in 100 ms; a 300-view ConstraintLayout solved
/// in 10 ms).
enum ScaleBenchmark {
  enum Kind: String {
    case boxes
    case everLayout = "EverLayout views"
    case constraintLayout = "ConstraintLayout views"

    /// The size the target is set at, and the most it may take there (ms, MB).
    var target: (count: Int, milliseconds: Double, megabytes: Double) {
      self == .constraintLayout ? (300, 10, 100) : (4_000, 100, 100)
    }
  }

  /// The medians of one benchmark, in milliseconds, and the peak resident set in MB.
  struct Figures {
    var load: Double
    var solve: Double
    var total: Double
    var peakMegabytes: Double
  }

  /// Median milliseconds to load (parse the layout's text and compile it), to solve and both,
  /// and the peak resident set in MB after the runs. The text is made once, before timing.
  static func run(_ kind: Kind, count: Int, rounds: Int) throws(DiagnosticError) -> Figures {
    let renderer = try Renderer()
    let text = source(kind, count: count)
    var (loads, solves, totals): ([Double], [Double], [Double]) = ([], [], [])
    for round in 0...rounds {
      let start = DispatchTime.now().uptimeNanoseconds
      let loaded = try load(kind, text, count: count)
      let loadedAt = DispatchTime.now().uptimeNanoseconds
      try loaded(renderer)
      let end = DispatchTime.now().uptimeNanoseconds
      guard round > 0 else { continue }
      loads.append(Double(loadedAt - start) / 1_000_000)
      solves.append(Double(end - loadedAt) / 1_000_000)
      totals.append(Double(end - start) / 1_000_000)
    }
    return Figures(
      load: median(loads), solve: median(solves), total: median(totals),
      peakMegabytes: peakResidentMegabytes())
  }

  private static func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
  }

  /// The layout's text.
  private static func source(_ kind: Kind, count: Int) -> String {
    switch kind {
    case .boxes: boxes(count)
    case .everLayout: everLayout(count)
    case .constraintLayout: constraintLayout(count)
    }
  }

  /// Reads the layout from its text, and answers how to solve it.
  private static func load(_ kind: Kind, _ text: String, count: Int) throws(DiagnosticError)
    -> (Renderer) throws(DiagnosticError) -> Void
  {
    let options = RenderOptions(size: Size(width: 400, height: Double(count) * 24))
    switch kind {
    case .boxes:
      let template = try LayoutTemplate(xml: text, file: "boxes.xml")
      return { renderer throws(DiagnosticError) in
        _ = try renderer.solve(template, options: options)
      }
    case .everLayout:
      let file = try EverLayoutFile(text: text, file: "views.json")
      return { renderer throws(DiagnosticError) in
        _ = try renderer.solve(file, options: options)
      }
    case .constraintLayout:
      var screen = options
      screen.size = Size(width: 360, height: Double(count / 3 + 1) * 56)
      // Read for the screen's configuration, as a render of it reads it: once.
      let file = try AndroidLayoutFile(
        text: text, file: "screen.xml", configuration: screen.resourceConfiguration)
      return { renderer throws(DiagnosticError) in
        _ = try renderer.solve(file, options: screen)
      }
    }
  }

  /// A ConstraintLayout list screen of `count` views: rows of an image, a title and a
  /// subtitle.
  static func constraintLayout(_ count: Int) -> String {
    var xml =
      #"<androidx.constraintlayout.widget.ConstraintLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" android:layout_width="match_parent" android:layout_height="match_parent">"#
      + "\n"
    for row in 0..<max(1, count / 3) {
      let above = row == 0 ? "parent" : "@id/image\(row - 1)"
      let side = row == 0 ? "Top_toTopOf" : "Top_toBottomOf"
      xml += """
          <View android:id="@+id/image\(row)" android:layout_width="40dp" android:layout_height="40dp"
            android:layout_margin="8dp" android:background="#ccc" app:layout_constraint\(side)="\(above)"
            app:layout_constraintStart_toStartOf="parent"/>
          <TextView android:id="@+id/title\(row)" android:layout_width="0dp" android:layout_height="wrap_content"
            android:layout_marginStart="12dp" android:layout_marginEnd="16dp" android:text="Title \(row)"
            app:layout_constraintStart_toEndOf="@id/image\(row)" app:layout_constraintEnd_toEndOf="parent"
            app:layout_constraintTop_toTopOf="@id/image\(row)"/>
          <TextView android:id="@+id/subtitle\(row)" android:layout_width="0dp" android:layout_height="wrap_content"
            android:text="Subtitle of row \(row)" app:layout_constraintStart_toStartOf="@id/title\(row)"
            app:layout_constraintEnd_toEndOf="@id/title\(row)" app:layout_constraintTop_toBottomOf="@id/title\(row)"/>

        """
    }
    return xml + "</androidx.constraintlayout.widget.ConstraintLayout>\n"
  }

  /// A VBox of `count` items: rows of an image and a label, in groups of two per row.
  static func boxes(_ count: Int) -> String {
    var xml = "<VBox>\n"
    for row in 0..<max(1, count / 2) {
      xml += """
          <HBox height="24">
            <UIView width="20" height="20" backgroundColor="#ccc"/>
            <UILabel text="Row \(row)" flex="1"/>
          </HBox>

        """
    }
    return xml + "</VBox>\n"
  }

  /// An EverLayout root of `count` labels in a column.
  static func everLayout(_ count: Int) -> String {
    var views: [String] = []
    for index in 0..<count {
      let top = index == 0 ? "@super +4" : "@v\(index - 1).bottom +4"
      views.append(
        #""!v\#(index):UILabel": {"constraints": {"top": "\#(top)", "left": "@super +8", "#
          + #""right": "@super -8"}, "properties": {"text": "View \#(index)"}}"#)
    }
    return #"{"root": {"views": {"# + views.joined(separator: ",\n") + "}}}"
  }

  /// The largest resident set the process has had, in MB (Linux reports kilobytes).
  static func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024
  }
}
