/// A rename of one symbol in expressions: `old` itself, and key paths through it
/// (`user` → `person` also turns `user.name` into `person.name`).
package struct SymbolRename: Sendable, Hashable {
  /// The name to replace.
  package var old: String
  /// What it becomes.
  package var new: String

  /// A rename of `old` to `new`.
  package init(old: String, new: String) {
    self.old = old
    self.new = new
  }

  /// The new spelling of `name`, or nil when the rename does not touch it.
  package func renamed(_ name: String) -> String? {
    if name == old { return new }
    guard name.hasPrefix(old + ".") else { return nil }
    return new + name.dropFirst(old.count)
  }
}
