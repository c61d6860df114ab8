import Foundation

/// The leading comment of a frame fixture, read strictly: `key: value` lines from a set the
/// fixture format allows (a repeatable key may appear more than once, any other once), then
/// `expect:` and the frames dump, indented as the author likes. A fixture must name its rule
/// and either expect frames or an error. Anything else (an unknown key, a line that is no
/// `key: value`, a repeated key, no `expect:`, frames after `error:`) is a mistake in the
/// fixture, reported rather than read past.
public struct FrameFixtureHeader: Sendable {
  /// A mistake in a fixture's header, with the fixture's name.
  public struct Mistake: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) {
      self.description = description
    }
  }

  /// The values of the keys, in the order written.
  public private(set) var fields: [(key: String, value: String)] = []
  /// The frames dump after `expect:`, its common indentation removed, with a final newline;
  /// empty when the fixture expects an error.
  public private(set) var expected = ""

  /// Reads the header of the fixture `name` (its text up to the first `-->`); `keys` are the
  /// keys the format allows besides `rule`, `error` and `expect`, and `repeatable` those of
  /// them that may appear more than once.
  public init(name: String, text: String, keys: Set<String>, repeatable: Set<String> = [])
    throws(Mistake)
  {
    guard text.hasPrefix("<!--"), let end = text.range(of: "-->") else {
      throw Mistake(description: "\(name): the file must start with a <!-- … --> header")
    }
    let header = text[text.index(text.startIndex, offsetBy: 4)..<end.lowerBound]
    let allowed = keys.union(["rule", "error"])
    var seen: Set<String> = []
    var frames: [Substring] = []
    var inExpectation = false
    for (number, line) in header.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if inExpectation {
        if !trimmed.isEmpty { frames.append(line) }
        continue
      }
      if trimmed.isEmpty { continue }
      if trimmed == "expect:" {
        inExpectation = true
        continue
      }
      guard let colon = trimmed.firstIndex(of: ":") else {
        throw Mistake(description: "\(name):\(number + 1): '\(trimmed)' is no 'key: value' line")
      }
      let key = String(trimmed[..<colon])
      let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard allowed.contains(key) else {
        throw Mistake(
          description: "\(name):\(number + 1): unknown key '\(key)' (the keys: "
            + allowed.union(["expect"]).sorted().joined(separator: ", ") + ")")
      }
      guard seen.insert(key).inserted || repeatable.contains(key) else {
        throw Mistake(description: "\(name):\(number + 1): '\(key)' is given twice")
      }
      guard !value.isEmpty else {
        throw Mistake(description: "\(name):\(number + 1): '\(key)' has no value")
      }
      fields.append((key, value))
    }
    try check(
      name, hasRule: seen.contains("rule"), hasError: seen.contains("error"),
      expects: inExpectation, frames: frames.count)
    let indent = frames.first?.prefix { $0 == " " }.count ?? 0
    expected =
      frames.isEmpty
      ? ""
      : frames.map { String($0.dropFirst(indent)) }
        .joined(separator: "\n") + "\n"
  }

  private func check(_ name: String, hasRule: Bool, hasError: Bool, expects: Bool, frames: Int)
    throws(Mistake)
  {
    guard hasRule else { throw Mistake(description: "\(name): the header names no rule") }
    if hasError {
      guard !expects else {
        throw Mistake(description: "\(name): a fixture expects an error or frames, not both")
      }
      return
    }
    guard expects, frames > 0 else {
      throw Mistake(description: "\(name): the header has no 'expect:' frames (or 'error:')")
    }
  }

  /// The value of a key given once, nil when it is not given.
  public func value(_ key: String) -> String? {
    fields.first { $0.key == key }?.value
  }

  /// Every value of a repeatable key, in the order written.
  public func values(_ key: String) -> [String] {
    fields.filter { $0.key == key }.map(\.value)
  }

  /// A `WIDTHxHEIGHT` value, nil when the key is not given.
  public func size(_ key: String, in name: String) throws(Mistake) -> (Double, Double)? {
    guard let text = value(key) else { return nil }
    let parts = text.split(separator: "x").map { Double($0) }
    guard parts.count == 2, let width = parts[0], let height = parts[1] else {
      throw Mistake(description: "\(name): '\(key): \(text)' is no WIDTHxHEIGHT size")
    }
    return (width, height)
  }
}
