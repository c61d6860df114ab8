/// A shell-style pattern for paths: `*` matches any run of characters within one path
/// component, `?` one character, `**` any run of whole components (including none); every
/// other character matches itself.
package struct GlobPattern: Sendable, Hashable {
  private let components: [[Character]]

  /// A pattern from its text; empty components (`a//b`, a leading `/`) are dropped.
  package init(_ pattern: String) {
    components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
  }

  /// Whether `path` (components separated by `/`) matches the whole pattern.
  package func matches(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
    return Self.match(components[...], parts[...])
  }

  private static func match(_ pattern: ArraySlice<[Character]>, _ path: ArraySlice<[Character]>)
    -> Bool
  {
    guard let first = pattern.first else { return path.isEmpty }
    if first == ["*", "*"] {
      let rest = pattern.dropFirst()
      return path.indices.contains { match(rest, path[$0...]) }
        || match(rest, path[path.endIndex...])
    }
    guard let component = path.first, matchComponent(first[...], component[...]) else {
      return false
    }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  private static func matchComponent(
    _ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>
  )
    -> Bool
  {
    guard let first = pattern.first else { return name.isEmpty }
    switch first {
    case "*":
      let rest = pattern.dropFirst()
      return name.indices.contains { matchComponent(rest, name[$0...]) }
        || matchComponent(rest, name[name.endIndex...])
    case "?":
      return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
    default:
      return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
    }
  }
}
