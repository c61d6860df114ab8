import Foundation
import Layout
import LayoutCore

/// Golden checks for Swift tests, sharing `layout test`'s diff and record logic. Each returns
/// nil when the image matches (or was recorded) and else a message to report:
///
/// ```swift
/// #expect(Golden.mismatch(of: node, named: "card", in: goldens) == nil)   // Swift Testing
/// XCTAssertNil(Golden.mismatch(of: node, named: "card", in: goldens))     // XCTest
/// ```
///
/// `LayoutTestingAssertions.assertGolden` reports the message itself, to whichever framework
/// is running.
public enum Golden {
  /// Renders a template or a node tree and compares it with `directory/name.png`.
  ///
  /// - Parameters:
  ///   - subject: What to render.
  ///   - name: The golden's name, without `.png`; may contain folders.
  ///   - directory: The folder of goldens.
  ///   - render: State, constants and other render options.
  ///   - options: Tolerance, and the scale and size that override `render`'s.
  ///   - record: When to write the golden; nil reads `LAYOUT_RECORD` (default never).
  ///   - report: The folder where failures leave their images.
  ///   - renderer: The renderer to use; nil makes one.
  public static func mismatch(
    of subject: some GoldenRenderable, named name: String, in directory: String,
    render: RenderOptions = RenderOptions(), options: GoldenOptions = GoldenOptions(),
    record: RecordMode? = nil, report: String = GoldenArtifacts.defaultDirectory,
    renderer: Renderer? = nil
  ) -> String? {
    check(name, in: directory, options: options, record: record, report: report) {
      () throws(DiagnosticError) in
      try subject.renderForGolden(options: options.applied(to: render), renderer: renderer)
    }
  }

  /// Verifies what `render` makes against the golden and words the outcome.
  static func check(
    _ name: String, in directory: String, options: GoldenOptions, record: RecordMode?,
    report: String, render: () throws(DiagnosticError) -> [UInt8]
  ) -> String? {
    let golden = (directory as NSString).appendingPathComponent(name + ".png")
    guard let mode = record ?? RecordMode.fromEnvironment() else {
      return "\(RecordMode.environmentVariable) must be \(RecordMode.names)"
    }
    let png: [UInt8]
    do {
      png = try render()
    } catch {
      return "Golden '\(name)' could not be rendered: \(error.description)"
    }
    let verifier = GoldenVerifier(record: mode, artifacts: GoldenArtifacts(directory: report))
    let reportName = GoldenArtifacts.safeName(directory + "/" + name)
    switch verifier.verify(png, golden: golden, name: reportName, tolerance: options.tolerance) {
    case .passed, .recorded: return nil
    case .failed(let failure): return message(failure)
    }
  }

  /// A failure as the assertions report it: what differs, where the images are, how to accept.
  public static func message(_ failure: GoldenFailure) -> String {
    var lines = ["Golden \(failure.golden) does not match: \(failure.message)"]
    lines += (failure.artifacts?.lines ?? []).map { "  " + $0 }
    lines.append(
      "  to accept the new image: \(RecordMode.environmentVariable)=failed swift test, "
        + "or pass record: .failed")
    return lines.joined(separator: "\n")
  }
}

/// What a golden check renders: a compiled template or a node tree.
public protocol GoldenRenderable {
  /// The bytes of the subject rendered with `options` by `renderer`, or by a new one.
  func renderForGolden(options: RenderOptions, renderer: Renderer?) throws(DiagnosticError)
    -> [UInt8]
}

extension LayoutTemplate: GoldenRenderable {
  public func renderForGolden(options: RenderOptions, renderer: Renderer?)
    throws(DiagnosticError) -> [UInt8]
  {
    let chosen: Renderer
    if let renderer { chosen = renderer } else { chosen = try Renderer() }
    return try chosen.render(self, options: options)
  }
}

extension LayoutNode: GoldenRenderable {
  public func renderForGolden(options: RenderOptions, renderer: Renderer?)
    throws(DiagnosticError) -> [UInt8]
  {
    try render(options: options, renderer: renderer)
  }
}
