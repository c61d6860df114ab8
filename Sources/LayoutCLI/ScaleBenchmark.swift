import Dispatch
import Foundation
import Glibc
import Layout
import LayoutCore

/// `layout bench --boxes N` and `--everlayout-views N`: loading and solving one layout of N
/// items, made here, to show that solving stays near linear as layouts grow. The boxes are a
/// VBox of rows, each an HBox of a fixed-size image and a label sized by its text; the
/// EverLayout views are labels, each below the one before it and as wide as the root less
/// margins. Prints the median times (loading, solving, both) and the process's peak resident
/// memory, against the targets for 4,000 items.
enum ScaleBenchmark {
  enum Kind: String {
    case boxes
    case everLayout = "EverLayout views"
  }

  /// The medians of one benchmark, in milliseconds, and the peak resident set in MB.
  struct Figures {
    var load: Double
    var solve: Double
    var total: Double
    var peakMegabytes: Double
  }

  /// What 4,000 items must take at most, loaded and solved.
  static let targetMilliseconds = 100.0
  static let targetMegabytes = 100.0

  /// Median milliseconds to load, to solve and both, and the peak resident set in MB after
  /// the runs.
  static func run(_ kind: Kind, count: Int, rounds: Int) throws(DiagnosticError) -> Figures {
    let renderer = try Renderer()
    var (loads, solves, totals): ([Double], [Double], [Double]) = ([], [], [])
    for round in 0...rounds {
      let start = DispatchTime.now().uptimeNanoseconds
      let loaded = try load(kind, count: count)
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

  /// Reads the layout, and answers how to solve it.
  private static func load(_ kind: Kind, count: Int) throws(DiagnosticError)
    -> (Renderer) throws(DiagnosticError) -> Void
  {
    let options = RenderOptions(size: Size(width: 400, height: Double(count) * 24))
    switch kind {
    case .boxes:
      let template = try LayoutTemplate(xml: boxes(count), file: "boxes.xml")
      return { renderer throws(DiagnosticError) in
        _ = try renderer.solve(template, options: options)
      }
    case .everLayout:
      let file = try EverLayoutFile(text: everLayout(count), file: "views.json")
      return { renderer throws(DiagnosticError) in
        _ = try renderer.solve(file, options: options)
      }
    }
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
