import Foundation
import LayoutCore
import LayoutExpressions

/// The Red Box: a picture of a template's error, drawn where its render would have been, as
/// Layout's `LayoutViewController` shows one over the app. White text on red (`#D32F2F`): the
/// first error's message in large type, its `file:line:col`, node path and attribute in a
/// monospaced face, its hints, and how many more errors there are.
///
/// It is itself a Layout template (`RedBox.xml`), drawn by the renderer that failed, so its
/// output has the format, scale and canvas of the render it stands for.
public struct RedBox: Sendable {
  /// The errors, the first of which is shown.
  public var error: DiagnosticError
  /// Paths inside this folder are shown relative to it, so that the picture does not depend
  /// on where the files are.
  public var folder: String?

  /// The Red Box of `error`; paths are shown relative to `folder` (typically the template's).
  public init(_ error: DiagnosticError, relativeTo folder: String? = nil) {
    self.error = error
    self.folder = folder
  }

  /// Renders the Red Box on a canvas of `size` points, in the options' format and scale (their
  /// state, constants and layout settings are not used).
  public func render(with renderer: Renderer, size: Size, options: RenderOptions)
    throws(DiagnosticError) -> [UInt8]
  {
    var boxOptions = RenderOptions(
      size: size, format: options.format, raster: options.raster, state: state(for: size))
    boxOptions.layoutMode = .legacy
    return try renderer.render(Self.template.get(), options: boxOptions)
  }

  private static let template = Result { () throws(DiagnosticError) in
    try LayoutTemplate(xml: xml)
  }

  /// The template's state: the texts of the first error and sizes that fit the canvas.
  func state(for size: Size) -> [String: Value] {
    let errors = error.diagnostics.filter { $0.severity == .error }
    let shown = errors.first ?? error.diagnostics.first
    var state = Self.sizes(for: size).mapValues(Value.number)
    state["kind"] = .string(kind(of: shown, count: errors.count))
    state["message"] = .string(relative(shown?.message ?? "Unknown error"))
    state["location"] = .string(shown.map(location) ?? "")
    state["hints"] = .string(
      (shown?.hints ?? []).map { "→ " + relative(Self.capitalized($0)) }.joined(separator: "\n"))
    state["footer"] = .string(footer(more: errors.count - 1))
    return state
  }

  /// Type sizes and spacing that scale with the canvas, from 12 to 56 points of title; on
  /// small canvases no text is smaller than 8 points (the message wraps rather than shrinks),
  /// and the margins give way first.
  static func sizes(for size: Size) -> [String: Double] {
    let scaled = min(size.width / 24, size.height / 11)
    let title = min(56, max(12, scaled))
    return [
      "titleSize": title, "monoSize": max(9, title * 0.55), "bodySize": max(9, title * 0.6),
      "smallSize": max(8, title * 0.42), "padding": max(6, min(title, scaled)),
      "gap": max(3, title * 0.35),
    ]
  }

  private func kind(of diagnostic: Diagnostic?, count: Int) -> String {
    let code = diagnostic.map { " · " + $0.code.rawValue } ?? ""
    return (count > 1 ? "ERROR 1 OF \(count)" : "ERROR") + code
  }

  /// `file:line:col`, then the node path and attribute.
  private func location(_ diagnostic: Diagnostic) -> String {
    var lines: [String] = []
    var place = diagnostic.file.map(relative) ?? ""
    if let range = diagnostic.range {
      place += (place.isEmpty ? "line " : ":") + "\(range.start.line):\(range.start.column)"
    }
    if !place.isEmpty { lines.append(place) }
    var node = diagnostic.nodePath.map { "at \($0)" } ?? ""
    if let attribute = diagnostic.attribute {
      node += (node.isEmpty ? "" : ", ") + "attribute '\(attribute)'"
    }
    if !node.isEmpty { lines.append(node) }
    return lines.joined(separator: "\n")
  }

  private func footer(more: Int) -> String {
    let others =
      more > 0 ? "\(more) more error\(more == 1 ? "" : "s") printed in the terminal. " : ""
    return others + "Fix the file and save: the render comes back by itself."
  }

  /// `text` with the folder's path taken out of every path in it.
  func relative(_ text: String) -> String {
    guard let folder, !folder.isEmpty else { return text }
    let absolute = URL(fileURLWithPath: folder).standardizedFileURL.path
    var result = text
    // The absolute form first: the folder as given may be the tail of it.
    for prefix in [absolute, folder] where prefix != "." && prefix != "/" {
      result = result.replacingOccurrences(of: prefix + "/", with: "")
    }
    return result
  }

  private static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}
