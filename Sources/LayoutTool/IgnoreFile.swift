/// The rules of one `.layout-ignore` file: paths or glob patterns, one a line, relative to the
/// folder the file is in. `#` starts a comment (a whole line or the rest of one), surrounding
/// whitespace and a trailing `/` do not count. A rule ignores the paths it matches and
/// everything inside them.
package struct IgnoreFile: Sendable {
  /// The rules, in file order.
  package let patterns: [GlobPattern]

  /// Reads the rules from the file's text.
  package init(text: String) {
    patterns = text.split(whereSeparator: \.isNewline).compactMap { line in
      var rule = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      rule = rule.drop(while: \.isWhitespace)
      while rule.last?.isWhitespace == true || rule.last == "/" { rule = rule.dropLast() }
      while rule.hasPrefix("./") { rule = rule.dropFirst(2) }
      return rule.isEmpty ? nil : GlobPattern(String(rule))
    }
  }

  /// Whether `relativePath` (from the ignore file's folder) or a folder containing it matches
  /// a rule; the first `depth` components are not tested on their own (they lead to a folder
  /// the user named).
  package func ignores(_ relativePath: String, below depth: Int = 0) -> Bool {
    let components = relativePath.split(separator: "/")
    guard components.count > depth else { return false }
    for count in (depth + 1)...components.count {
      let prefix = components.prefix(count).joined(separator: "/")
      if patterns.contains(where: { $0.matches(prefix) }) { return true }
    }
    return false
  }

  /// Names skipped in every folder, as Layout does: build products and Xcode bundles.
  static func isAlwaysIgnored(_ name: String) -> Bool {
    if name.hasPrefix(".") || name == "build" { return true }
    return [".build", ".app", ".framework", ".xcodeproj", ".xcassets"].contains {
      name.hasSuffix($0)
    }
  }
}
