import Foundation
import Layout
import LayoutCore

/// A `layout-test.json` file: options for the cases in its folder and below, and per-case
/// overrides under `"cases"`, keyed by the case's path from the manifest's folder without
/// `.xml`:
///
/// ```json
/// {"threshold": 0.1, "includeAA": false, "maxDiffPixels": 20, "scale": 2,
///  "cases": {"text/clock": {"ignore": [[0, 0, 120, 40]], "maxDiffRatio": 0.01}}}
/// ```
public struct GoldenManifest: Sendable {
  /// The manifest's file name.
  public static let fileName = "layout-test.json"

  /// Options for every case below the manifest's folder.
  public var options: GoldenManifestEntry
  /// Options for single cases, by path relative to the manifest's folder.
  public var cases: [String: GoldenManifestEntry]

  /// Reads and checks a manifest; unknown keys and wrong types are errors.
  public static func read(_ path: String) throws(DiagnosticError) -> GoldenManifest {
    let bytes = try FileAccess.readRegularFile(path, what: "test manifest")
    do {
      let top = try JSONDecoder().decode(GoldenManifestEntry.self, from: Data(bytes))
      return GoldenManifest(options: top, cases: top.cases ?? [:])
    } catch {
      let keys = GoldenManifestEntry.Key.allCases.map(\.rawValue)
      let suggestion = GoldenManifestEntry.unknownKey(in: error).flatMap {
        Suggestions.closest(to: $0, in: keys)
      }
      throw DiagnosticError(
        .error, code: .goldenManifest,
        message: "Invalid test manifest: \(GoldenManifestEntry.describe(error))", file: path,
        hints: (suggestion.map { ["did you mean '\($0)'?"] } ?? [])
          + ["known keys: " + keys.joined(separator: ", ")])
    }
  }
}

/// The options one manifest entry sets; absent keys leave the inherited value.
public struct GoldenManifestEntry: Sendable, Decodable {
  /// pixelmatch's matching threshold, 0 to 1.
  public var threshold: Double?
  /// Whether anti-aliased pixels count as differences.
  public var includeAA: Bool?
  /// Count the densest N×N window of mismatches instead of the whole image.
  public var windowSize: Int?
  /// The mismatched-pixel budget; `null` removes an inherited one.
  public var maxDiffPixels: Int??
  /// The mismatched share budget, 0 to 1; `null` removes an inherited one.
  public var maxDiffRatio: Double??
  /// Regions left out of the comparison, as `[x, y, width, height]` in image pixels.
  public var ignore: [PixelRegion]?
  /// Elements left out of the comparison, by id or node path (`GoldenMask`).
  public var mask: [String]?
  /// Pixels per point.
  public var scale: Double?
  /// The canvas in points, `[width, height]`.
  public var size: Size?
  /// The template has an error; its golden is the Red Box `layout watch` draws for it.
  public var redBox: Bool?
  /// The variants every case is rendered in (`GoldenVariants`); an empty object renders each
  /// case once, as if no manifest above listed any.
  public var variants: GoldenVariants?
  /// Per-case entries (only at the manifest's top level).
  public var cases: [String: GoldenManifestEntry]?

  /// The keys a manifest may use.
  public enum Key: String, CodingKey, CaseIterable {
    case threshold, includeAA, windowSize, maxDiffPixels, maxDiffRatio, ignore, mask, scale, size
    case redBox, variants
    case cases
  }

  /// Applies the entry over inherited options.
  public func apply(to options: inout GoldenOptions) {
    if let threshold { options.tolerance.pixelMatch.threshold = threshold }
    if let includeAA { options.tolerance.pixelMatch.includeAA = includeAA }
    if let windowSize { options.tolerance.pixelMatch.windowSize = windowSize }
    if let maxDiffPixels { options.tolerance.maxDiffPixels = maxDiffPixels }
    if let maxDiffRatio { options.tolerance.maxDiffRatio = maxDiffRatio }
    if let ignore { options.tolerance.ignoreRegions = ignore }
    if let mask { options.masks = mask }
    if let scale { options.scale = scale }
    if let size { options.size = size }
    if let redBox { options.redBox = redBox }
    if let variants { options.variants = variants.all }
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    if let unknown = container.allKeys.first(where: { Key(stringValue: $0.stringValue) == nil }) {
      throw DecodingError.dataCorruptedError(
        forKey: unknown, in: container,
        debugDescription: Self.unknownKeyPrefix + "'\(unknown.stringValue)'")
    }
    let keyed = try decoder.container(keyedBy: Key.self)
    threshold = try keyed.decodeIfPresent(Double.self, forKey: .threshold)
    includeAA = try keyed.decodeIfPresent(Bool.self, forKey: .includeAA)
    windowSize = try keyed.decodeIfPresent(Int.self, forKey: .windowSize)
    maxDiffPixels = try Self.nullable(Int.self, keyed, .maxDiffPixels)
    maxDiffRatio = try Self.nullable(Double.self, keyed, .maxDiffRatio)
    try Self.check(threshold.map { (0...1).contains($0) }, .threshold, "from 0 to 1", keyed)
    try Self.check(windowSize.map { $0 >= 1 }, .windowSize, "a whole number from 1", keyed)
    try Self.check(
      maxDiffPixels.flatMap { $0 }.map { $0 >= 0 }, .maxDiffPixels, "a whole number from 0",
      keyed)
    try Self.check(
      maxDiffRatio.flatMap { $0 }.map { (0...1).contains($0) }, .maxDiffRatio, "from 0 to 1",
      keyed)
    ignore = try keyed.decodeIfPresent([[Int]].self, forKey: .ignore).map { regions in
      try regions.map { try Self.region($0, keyed) }
    }
    mask = try keyed.decodeIfPresent([String].self, forKey: .mask)
    scale = try keyed.decodeIfPresent(Double.self, forKey: .scale)
    try Self.check(scale.map { $0 > 0 && $0 <= 16 }, .scale, "above 0 and at most 16", keyed)
    size = try keyed.decodeIfPresent([Double].self, forKey: .size).map { try Self.size($0, keyed) }
    redBox = try keyed.decodeIfPresent(Bool.self, forKey: .redBox)
    variants = try keyed.decodeIfPresent(GoldenVariants.self, forKey: .variants)
    cases = try keyed.decodeIfPresent([String: GoldenManifestEntry].self, forKey: .cases)
    if cases != nil, !decoder.codingPath.isEmpty {
      throw DecodingError.dataCorruptedError(
        forKey: .cases, in: keyed, debugDescription: "'cases' is only allowed at the top level")
    }
  }

  /// Throws when a value given (`isValid` not nil) is out of its range.
  private static func check(
    _ isValid: Bool?, _ key: Key, _ range: String, _ keyed: KeyedDecodingContainer<Key>
  ) throws {
    guard isValid == false else { return }
    throw DecodingError.dataCorruptedError(
      forKey: key, in: keyed, debugDescription: "'\(key.stringValue)' must be \(range)")
  }

  /// A value that may be `null` to remove an inherited one: nil when absent.
  private static func nullable<T: Decodable>(
    _ type: T.Type, _ keyed: KeyedDecodingContainer<Key>, _ key: Key
  ) throws -> T?? {
    guard keyed.contains(key) else { return nil }
    if try keyed.decodeNil(forKey: key) { return .some(nil) }
    return .some(try keyed.decode(T.self, forKey: key))
  }

  private static func region(_ numbers: [Int], _ keyed: KeyedDecodingContainer<Key>) throws
    -> PixelRegion
  {
    // Regions beyond any canvas (16384 pixels a side) are as good as unbounded.
    let limit = 1 << 20
    guard numbers.count == 4, numbers[2] >= 0, numbers[3] >= 0,
      numbers.allSatisfy({ abs($0) <= limit })
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .ignore, in: keyed,
        debugDescription:
          "each region is [x, y, width, height] in pixels, width and height not negative, "
          + "none beyond ±\(limit)")
    }
    return PixelRegion(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  private static func size(_ numbers: [Double], _ keyed: KeyedDecodingContainer<Key>) throws
    -> Size
  {
    guard numbers.count == 2, numbers.allSatisfy({ $0 > 0 && $0 <= 16384 }) else {
      throw DecodingError.dataCorruptedError(
        forKey: .size, in: keyed,
        debugDescription: "size is [width, height] in points, each above 0 and at most 16384")
    }
    return Size(width: numbers[0], height: numbers[1])
  }

  /// How the error for a key a manifest may not have begins.
  private static let unknownKeyPrefix = "unknown key "

  /// The key a decoding error refuses as unknown, if that is what it refuses.
  static func unknownKey(in error: Error) -> String? {
    guard case .dataCorrupted(let context) = error as? DecodingError,
      context.debugDescription.hasPrefix(unknownKeyPrefix)
    else { return nil }
    return context.codingPath.last?.stringValue
  }

  /// A decoding error as one line: where, and what.
  static func describe(_ error: Error) -> String {
    guard let decoding = error as? DecodingError else { return "\(error)" }
    let (path, reason): ([CodingKey], String)
    switch decoding {
    case .typeMismatch(let type, let context):
      (path, reason) = (context.codingPath, "expected \(type)")
    case .valueNotFound(let type, let context):
      (path, reason) = (context.codingPath, "expected \(type)")
    case .keyNotFound(let key, let context):
      (path, reason) = (context.codingPath, "missing '\(key.stringValue)'")
    case .dataCorrupted(let context):
      let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey]
      (path, reason) = (context.codingPath, (underlying as? String) ?? context.debugDescription)
    @unknown default:
      return "\(decoding)"
    }
    let location = path.map { $0.intValue.map(String.init) ?? $0.stringValue }
    return location.isEmpty ? reason : "at \(location.joined(separator: ".")): \(reason)"
  }
}

/// Any string key, to find keys a manifest should not have.
private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
