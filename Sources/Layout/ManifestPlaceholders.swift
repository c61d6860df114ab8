import Foundation
import LayoutCore

/// The values a Gradle build gives a manifest's `${name}` placeholders
/// (`manifestPlaceholders`), filled in as the build's manifest merger fills them, so that a
/// theme written `@style/Theme.${appTheme}` names the app's style. The module's build file is
/// the nearest `build.gradle(.kts)` at or above the manifest's folder, inside its project.
enum ManifestPlaceholders {
  /// How many folders above the manifest a build file is looked for.
  static let maximumDepth = 6

  /// The manifest's text with each placeholder its module's build file defines filled in;
  /// the others are left as written.
  static func filled(_ text: String, manifest path: String) -> String {
    guard text.contains("${"), let build = buildFile(above: path) else { return text }
    var filled = text
    for (name, value) in placeholders(inBuildFile: build) {
      filled = filled.replacingOccurrences(
        of: "${\(name)}", with: XMLEscaping.escaped(value, quotes: true))
    }
    return filled
  }

  /// The placeholders a build file defines, the first definition of each name:
  /// `manifestPlaceholders = [name: 'value']` (also `+=`), `manifestPlaceholders["name"] =
  /// "value"`, `manifestPlaceholders += mapOf("name" to "value")` and
  /// `addManifestPlaceholders(…)` with either map.
  static func placeholders(inBuildFile text: String) -> [String: String] {
    var values: [String: String] = [:]
    var rest = text[...]
    while let found = rest.range(of: "anifestPlaceholders") {
      let added = rest[..<found.lowerBound].hasSuffix("addM")
      rest = rest[found.upperBound...]
      let entries =
        added ? mapEntries(rest.dropFirst(rest.hasPrefix("(") ? 1 : 0)) : entries(startingAt: rest)
      for (name, value) in entries where values[name] == nil {
        values[name] = value
      }
    }
    return values
  }

  /// The entries of the definition that starts at `text` (just after the word).
  private static func entries(startingAt text: Substring) -> [(String, String)] {
    let after = text.drop { $0 == " " }
    if after.hasPrefix("[\"") || after.hasPrefix("['") {
      // manifestPlaceholders["name"] = value
      guard let close = after.firstIndex(of: "]") else { return [] }
      let name = unquoted(after[after.index(after: after.startIndex)..<close])
      let assigned = after[after.index(after: close)...].drop { $0 == " " }
      guard assigned.hasPrefix("="), !assigned.hasPrefix("==") else { return [] }
      return [(name, leadingValue(assigned.dropFirst().drop { $0 == " " }))]
    }
    guard after.first == "+" || after.first == "=" else { return [] }
    return mapEntries(after.drop { $0 == "+" || $0 == "=" || $0 == " " })
  }

  /// The entries of the map literal `text` starts with: `[name: value, …]` or
  /// `mapOf("name" to value, …)`.
  private static func mapEntries(_ text: Substring) -> [(String, String)] {
    if text.hasPrefix("[") { return pairs(in: enclosed(text.dropFirst(), closing: "]")) }
    guard text.hasPrefix("mapOf(") else { return [] }
    return pairs(in: enclosed(text.dropFirst("mapOf(".count), closing: ")"))
  }

  /// `text` up to the bracket that closes the one before it (quotes and nested brackets
  /// skipped).
  private static func enclosed(_ text: Substring, closing: Character) -> Substring {
    var depth = 0
    var quote: Character?
    for index in text.indices {
      let character = text[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "[" || character == "(" {
        depth += 1
      } else if character == "]" || character == ")" {
        if depth == 0, character == closing { return text[..<index] }
        depth -= 1
      }
    }
    return text
  }

  /// The `name: value` (Groovy) or `"name" to value` (Kotlin) pairs of a map's body.
  private static func pairs(in body: Substring) -> [(String, String)] {
    body.split(separator: ",").compactMap { entry in
      let separator = entry.range(of: " to ") ?? entry.range(of: ":")
      guard let separator else { return nil }
      let name = unquoted(entry[..<separator.lowerBound])
      let value = unquoted(entry[separator.upperBound...])
      return name.isEmpty ? nil : (name, value)
    }
  }

  /// The value at the start of `text`: a quoted string, else a word (`true`, `42`).
  private static func leadingValue(_ text: Substring) -> String {
    if let quote = text.first, quote == "\"" || quote == "'" {
      return String(text.dropFirst().prefix { $0 != quote })
    }
    return String(text.prefix { !$0.isWhitespace && !"})];,".contains($0) })
  }

  private static func unquoted(_ text: Substring) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'",
      trimmed.last == first
    else { return trimmed }
    return String(trimmed.dropFirst().dropLast())
  }

  /// The text of the nearest build file at or above the manifest's folder, not above the
  /// project's root (the folder with a settings file).
  private static func buildFile(above manifest: String) -> String? {
    var folder = (manifest as NSString).deletingLastPathComponent
    for _ in 0...maximumDepth {
      for name in ["build.gradle.kts", "build.gradle"] {
        let path = (folder as NSString).appendingPathComponent(name)
        if let bytes = try? FileAccess.readRegularFile(path, what: "build file") {
          return String(decoding: bytes, as: UTF8.self)
        }
      }
      let isRoot = ["settings.gradle.kts", "settings.gradle"].contains {
        FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent($0))
      }
      let parent = (folder as NSString).deletingLastPathComponent
      if isRoot || parent == folder { return nil }
      folder = parent
    }
    return nil
  }
}
