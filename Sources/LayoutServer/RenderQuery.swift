import Foundation
import Layout

/// What a render request's query asks for: the state (`state=` JSON with `$`-typed values,
/// and any other `key=value`, typed as CSV cells are), the canvas and raster settings the
/// preview page's controls send, and for Android layouts the resource qualifiers and the
/// drawable states (`render`'s `--qualifiers` and `--view-state`).
struct RenderQuery: Sendable {
  var state: [String: Value] = [:]
  var size: Size?
  var scale: Double?
  var layoutMode: LayoutMode?
  var direction: LayoutDirection?
  var locale: String?
  /// Android layouts: the configuration resources are chosen for (`night,xhdpi`).
  var qualifiers: ResourceQualifiers?
  /// Android layouts: the drawable states every view is drawn in (`pressed,checked`).
  var viewState: Set<String>?
  /// The keys read as state values (`key=value`), in the order sent.
  var stateKeys: [String] = []
  /// The settings keys given, in the order sent.
  var settingKeys: [String] = []
  /// The pairs as sent, sorted: the state part of the ETag.
  var canonical = ""

  /// The settings keys; every other key is a state value.
  static let settings: Set<String> = [
    "state", "size", "scale", "layoutMode", "direction", "locale", "qualifiers", "viewState",
  ]

  /// The settings keys that only Android layouts read.
  static let androidSettings: Set<String> = ["qualifiers", "viewState"]

  /// Reads a raw query string (percent-encoded, `+` for space); the keys in `ignoring` are
  /// the route's own (such as `/dump`'s `kind`) and are left out.
  init(_ query: String?, ignoring: Set<String> = []) throws(DiagnosticError) {
    var pairs: [(String, String)] = []
    for part in (query ?? "").split(separator: "&") where !part.isEmpty {
      let halves = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = try Self.decode(halves[0])
      guard !key.isEmpty, !ignoring.contains(key) else { continue }
      pairs.append((key, try Self.decode(halves.count > 1 ? halves[1] : "")))
    }
    canonical = pairs.sorted { $0 < $1 }.map { "\($0)=\($1)" }.joined(separator: "&")
    for (key, value) in pairs { try read(key, value) }
  }

  private mutating func read(_ key: String, _ value: String) throws(DiagnosticError) {
    if Self.settings.contains(key) {
      settingKeys.append(key)
    } else {
      stateKeys.append(key)
    }
    switch key {
    case "state":
      guard !value.isEmpty else { return }
      state.merge(try StateFile.parse(Array(value.utf8), file: "state")) { $1 }
    case "size": size = try Self.size(value)
    case "scale":
      guard let number = Double(value), number > 0, number <= 16 else {
        throw Self.bad("scale must be more than 0 and at most 16, not '\(value)'")
      }
      scale = number
    case "layoutMode":
      guard let mode = LayoutMode(rawValue: value) else {
        throw Self.bad("layoutMode takes legacy or modern, not '\(value)'")
      }
      layoutMode = mode
    case "direction":
      switch value {
      case "ltr": direction = .leftToRight
      case "rtl": direction = .rightToLeft
      default: throw Self.bad("direction takes ltr or rtl, not '\(value)'")
      }
    case "locale": locale = value.isEmpty ? nil : value
    case "qualifiers": qualifiers = try ResourceQualifiers.parse(list: value)
    case "viewState": viewState = Self.list(value)
    default: state[key] = DataRows.cell(value)
    }
  }

  /// The options of this request: the base options with the query's settings and state.
  func apply(to base: RenderOptions) -> RenderOptions {
    var options = base
    options.state.merge(state) { $1 }
    if let size { options.size = size }
    if let scale { options.raster.scale = scale }
    if let layoutMode { options.layoutMode = layoutMode }
    if let direction { options.layoutDirection = direction }
    if let qualifiers { options.qualifiers = qualifiers }
    if let viewState { options.viewState = viewState }
    return options
  }

  /// The words of a comma-separated list, trimmed, empty ones left out.
  private static func list(_ text: String) -> Set<String> {
    Set(
      text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty })
  }

  /// `WIDTHxHEIGHT` in points.
  private static func size(_ text: String) throws(DiagnosticError) -> Size? {
    guard !text.isEmpty else { return nil }
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width > 0, height > 0, width.isFinite, height.isFinite
    else { throw bad("size must be WIDTHxHEIGHT in points, such as 1200x630, not '\(text)'") }
    return Size(width: width, height: height)
  }

  /// Percent-decoding, with `+` as a space; malformed escapes and invalid UTF-8 are errors.
  static func decode(_ text: Substring) throws(DiagnosticError) -> String {
    var bytes: [UInt8] = []
    var index = text.utf8.startIndex
    let utf8 = text.utf8
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "%") {
        let first = utf8.index(after: index)
        guard first < utf8.endIndex, utf8.index(after: first) < utf8.endIndex,
          let value = UInt8(
            String(decoding: utf8[first...utf8.index(after: first)], as: UTF8.self), radix: 16)
        else { throw bad("the query has a malformed percent-encoding near '\(text.prefix(40))'") }
        bytes.append(value)
        index = utf8.index(first, offsetBy: 2)
      } else {
        bytes.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        index = utf8.index(after: index)
      }
    }
    guard let decoded = String(validating: bytes, as: UTF8.self) else {
      throw bad("the query is not UTF-8 once decoded")
    }
    return decoded
  }

  private static func bad(_ message: String) -> DiagnosticError {
    DiagnosticError(.error, code: .badRequest, message: "Bad request: " + message)
  }
}
