import Foundation
import LayoutCore

/// A golden run as JUnit XML, which GitHub Actions, GitLab and Jenkins read: one test suite per
/// folder of cases, one test case per golden (its class name the suite and the case's folders,
/// `Goldens.views`), a failure with the message (the diff figures) and the report's path.
public enum JUnitReport {
  /// The XML document for `summary`; `report` is the folder holding failure images.
  public static func xml(_ summary: GoldenSummary, report: String) -> String {
    let suites = Dictionary(grouping: summary.results) { suiteName(of: $0.suite) }
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
    let total = seconds(summary.results.map(\.seconds).reduce(0, +))
    lines.append(
      #"<testsuites name="layout test" tests="\#(summary.results.count)" "#
        + #"failures="\#(summary.failures.count)" time="\#(total)">"#)
    for name in suites.keys.sorted() {
      let cases = suites[name]!
      let failures = cases.filter { $0.failure != nil }.count
      let time = seconds(cases.map(\.seconds).reduce(0, +))
      lines.append(
        #"  <testsuite name="\#(escaped(name))" tests="\#(cases.count)" "#
          + #"failures="\#(failures)" time="\#(time)">"#)
      lines += cases.map { testCase($0, suite: name, report: report) }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func testCase(_ result: GoldenCaseResult, suite: String, report: String)
    -> String
  {
    let path = result.name.split(separator: "/").map(String.init)
    let caseName = (path.last ?? result.name) + (result.variant.map { "@" + $0 } ?? "")
    let className = ([suite] + path.dropLast()).joined(separator: ".")
    let open =
      #"    <testcase classname="\#(escaped(className))" name="\#(escaped(caseName))" "#
      + #"time="\#(seconds(result.seconds))""#
    guard let failure = result.failure else { return open + "/>" }
    var details = failure.message
    if failure.artifacts != nil { details += "\nreport: \(report)/index.html" }
    return open + ">\n"
      + #"      <failure message="\#(escaped(failure.message))">\#(escaped(details))</failure>"#
      + "\n    </testcase>"
  }

  /// A suite's name: the last folder of its path (`Goldens`).
  private static func suiteName(of folder: String) -> String {
    folder.split(separator: "/").last.map(String.init) ?? folder
  }

  private static func seconds(_ value: Double) -> String {
    String(format: "%.3f", value)
  }

  /// Text for an attribute or element, with the characters XML 1.0 cannot hold (control
  /// characters but tab and newline) replaced.
  private static func escaped(_ text: String) -> String {
    XMLEscaping.escaped(text, quotes: true, greaterThan: true) { character in
      let isControl = character.unicodeScalars.contains {
        $0.value < 0x20 && $0 != "\n" && $0 != "\t"
      }
      return isControl ? "\u{FFFD}" : nil
    }
  }
}
