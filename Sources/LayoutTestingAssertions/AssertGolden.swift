import Layout
import LayoutTesting
import Testing
import XCTest

/// Asserts that a template or a node tree renders as its golden `directory/name.png`. A
/// mismatch is recorded with `Issue.record` when Swift Testing runs the caller, else with
/// `XCTFail`; the message gives the differing pixels, the expected | diff | actual image and
/// how to re-record. Parameters as `Golden.mismatch(of:named:in:render:options:record:report:
/// renderer:)`.
public func assertGolden(
  of subject: some GoldenRenderable, named name: String, in directory: String,
  render: RenderOptions = RenderOptions(), options: GoldenOptions = GoldenOptions(),
  record: RecordMode? = nil, report: String = GoldenArtifacts.defaultDirectory,
  renderer: Renderer? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let message = Golden.mismatch(
    of: subject, named: name, in: directory, render: render, options: options, record: record,
    report: report, renderer: renderer)
  reportGoldenFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Reports a failure message, if any, to the test framework running the caller.
public func reportGoldenFailure(
  _ message: String?, fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  guard let message else { return }
  if Test.current != nil {
    let location = Testing.SourceLocation(
      fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}
