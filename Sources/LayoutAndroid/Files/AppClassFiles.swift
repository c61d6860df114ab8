import LayoutCore

/// An app's view classes read from its sources: `Name.java` or `Name.kt` in the folder of
/// the class's package under a source set's `java/` or `kotlin/` folder, in the source set
/// of the layout's `res/` folder (`src/main/`) or of the modules its module depends on.
package struct AppClassFiles: AppClassFinding {
  let files: any AndroidFiles
  /// The source sets looked in (the folders holding `res/`, `java/`, `kotlin/`), in order.
  let sourceSets: [String]

  /// The classes of the app whose resources `tree` holds; none outside a resource tree.
  package init(tree: ResourceTree) {
    files = tree.files
    sourceSets =
      tree.isInResourceTree
      ? ([tree.resourceFolder] + tree.dependencies).map(ResourcePath.parent) : []
  }

  package func appClass(named name: String) -> AppViewClass? {
    // A qualified name is a path below a source folder, with no way out of it.
    guard AppViewClass.isQualifiedName(name), let simple = name.split(separator: ".").last
    else { return nil }
    let relative = name.split(separator: ".").joined(separator: "/")
    for sourceSet in sourceSets {
      for (folder, suffix) in [("java", ".java"), ("kotlin", ".kt"), ("java", ".kt")] {
        let path = ResourcePath.joined(ResourcePath.joined(sourceSet, folder), relative + suffix)
        guard let source = read(path, inside: sourceSet) else { continue }
        let header = ClassHeader(source: source)
        guard let base = header.qualifiedSuperclass(of: String(simple)) else { return nil }
        let drawsItself = header.declares("onDraw") || header.declares("dispatchDraw")
        return AppViewClass(name: name, base: base, drawsItself: drawsItself, file: path)
      }
    }
    return nil
  }

  /// The text of the source file at `path`; nil when there is none, or it leads out of its
  /// source set or cannot be read: the class is then known by its name alone, as without
  /// sources, and the layout says so where it draws it.
  private func read(_ path: String, inside sourceSet: String) -> String? {
    guard files.exists(path), !files.isFolder(path) else { return nil }
    do {
      try files.check(path, inside: [sourceSet], what: "App class source")
      return String(decoding: try files.readRegularFile(path, what: "class source"), as: UTF8.self)
    } catch {
      return nil
    }
  }
}
