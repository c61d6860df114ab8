/// Finds an app's own view classes, which a layout names by their qualified names
/// (`<com.example.ui.AvatarView>`). The solver sees the app's sources only through this, as it
/// sees other layouts through `LayoutFinding`.
package protocol AppClassFinding: Sendable {
  /// The class `name` (qualified) as the app declares it; nil when it declares none.
  func appClass(named name: String) -> AppViewClass?
}

/// No app classes: their names are read by the names alone.
package struct NoAppClasses: AppClassFinding {
  package init() {}
  package func appClass(named name: String) -> AppViewClass? { nil }
}

/// Classes declared by name (`--class com.example.AvatarView=ImageView`), before those the
/// app's sources declare.
package struct DeclaredAppClasses: AppClassFinding {
  /// The base of each class, by its name.
  let bases: [String: String]
  let sources: any AppClassFinding

  package init(_ bases: [String: String], over sources: any AppClassFinding = NoAppClasses()) {
    self.bases = bases
    self.sources = sources
  }

  package func appClass(named name: String) -> AppViewClass? {
    guard let base = bases[name] else { return sources.appClass(named: name) }
    return AppViewClass(name: name, base: base, drawsItself: false, file: "--class")
  }
}
