import LayoutCore

/// The layouts an Android layout's `<include layout="@layout/name"/>` may name: `name.xml`
/// beside it, in a `layout*/` folder beside it, or in a `layout*/` folder of its `res/` tree
/// or of the modules its module depends on, qualified folders chosen as Android chooses
/// them; and the `xml/` resources (a MotionLayout's scene) likewise.
package struct ResourceLayouts: LayoutFinding, Sendable {
  let tree: ResourceTree
  /// The folders looked in, in order: for a layout in a `res/` tree, the `layout*/` folders
  /// of the tree, best match first; else the layout's own folder, then the `layout*/`
  /// folders beside it. Listed once: a screen includes many layouts.
  let folders: [String]
  /// The folders `xml/` resources are looked in.
  private let xmlFolders: [String]

  /// The layouts of `tree`, qualified folders chosen for `configuration`.
  package init(tree: ResourceTree, configuration: ResourceConfiguration) {
    self.tree = tree
    folders = Self.folders(of: "layout", besideTheLayout: true, tree, configuration)
    xmlFolders = Self.folders(of: "xml", besideTheLayout: false, tree, configuration)
  }

  /// The folders of a kind of resource (`layout`, `xml`) looked in, as `folders` are (the
  /// layout's own folder first when `besideTheLayout` and it is in no `res/` tree).
  private static func folders(
    of kind: String, besideTheLayout: Bool, _ tree: ResourceTree,
    _ configuration: ResourceConfiguration
  ) -> [String] {
    let roots = tree.roots
    var folders = roots.count > 1 || !besideTheLayout ? [] : [roots[0]]
    // The app's own, then those of the modules it depends on.
    for root in roots.suffix(1) + tree.dependencies {
      folders += ResourceFolders.ranked(kind, in: root, for: configuration, files: tree.files)
        .map { ResourcePath.joined(root, $0) }
    }
    var seen: Set<String> = []
    return folders.filter { seen.insert(ResourcePath.standardized($0)).inserted }
  }

  package func layout(named name: String) throws(DiagnosticError) -> AndroidDocument? {
    try document(named: name, in: folders, what: "layout")
  }

  package func xmlResource(named name: String) throws(DiagnosticError) -> AndroidDocument? {
    try document(named: name, in: xmlFolders, what: "XML resource")
  }

  /// The file `name.xml` of the first of `folders` that has one, read (sandbox-checked).
  private func document(named name: String, in folders: [String], what: String)
    throws(DiagnosticError) -> AndroidDocument?
  {
    for folder in folders {
      let path = ResourcePath.joined(folder, name + ".xml")
      guard tree.files.exists(path) else { continue }
      let bytes = try tree.read(path, what: what)
      return try AndroidDocument.read(String(decoding: bytes, as: UTF8.self), file: path)
    }
    return nil
  }

  package func layoutNames() -> [String] {
    let names = folders.flatMap { folder in
      (tree.files.names(inFolder: folder.isEmpty ? "." : folder) ?? []).filter {
        $0.hasSuffix(".xml")
      }.map { String($0.dropLast(4)) }
    }
    return Array(Set(names)).sorted()
  }
}
