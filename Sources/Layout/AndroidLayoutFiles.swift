import Foundation
import LayoutAndroid
import LayoutCore

/// The layouts an Android layout's `<include layout="@layout/name"/>` may name: `name.xml`
/// beside it, in a `layout*/` folder beside it, or in a `layout*/` folder of its `res/` tree,
/// qualified folders chosen as Android chooses them.
struct AndroidLayoutFiles: LayoutFinding {
  let layoutFile: String
  /// The configuration that picks among qualified `layout-…/` folders.
  let configuration: ResourceConfiguration
  /// Folders besides the layout's resource folder that layouts may be read from.
  let allowedPaths: [String]
  /// The `res/` folders of the modules the layout's module depends on.
  let dependencyRoots: [String]
  /// The folders looked in, in order: for a layout in a `res/` tree, the `layout*/` folders
  /// of the tree, best match first; else the layout's own folder, then the `layout*/`
  /// folders beside it. Listed once: a screen includes many layouts.
  let folders: [String]
  /// The folders `xml/` resources are looked in.
  private let xmlFolders: [String]
  private let sandbox: Sandbox

  init(
    layoutFile: String,
    configuration: ResourceConfiguration = AndroidLayoutFile
      .defaultConfiguration,
    allowedPaths: [String] = [], dependencyRoots: [String]? = nil
  ) {
    self.layoutFile = layoutFile
    self.configuration = configuration
    self.allowedPaths = allowedPaths
    let dependencies = dependencyRoots ?? AndroidLayoutFile.dependencyRoots(for: layoutFile)
    self.dependencyRoots = dependencies
    folders = Self.folders(
      of: "layout", besideTheLayout: true, layoutFile, configuration, dependencies)
    xmlFolders = Self.folders(
      of: "xml", besideTheLayout: false, layoutFile, configuration, dependencies)
    sandbox = AndroidLayoutFile.sandbox(
      for: layoutFile, allowed: allowedPaths, dependencies: dependencies)
  }

  /// The folders of a kind of resource (`layout`, `xml`) looked in, as `folders` are (the
  /// layout's own folder first when `besideTheLayout` and it is in no `res/` tree).
  private static func folders(
    of kind: String, besideTheLayout: Bool, _ layoutFile: String,
    _ configuration: ResourceConfiguration, _ dependencies: [String]
  ) -> [String] {
    let roots = AndroidLayoutFile.resourceRoots(for: layoutFile)
    var folders = roots.count > 1 || !besideTheLayout ? [] : [roots[0]]
    // The app's own, then those of the modules it depends on.
    for root in roots.suffix(1) + dependencies {
      folders += ResourceFolders.ranked(kind, in: root, for: configuration).map {
        (root as NSString).appendingPathComponent($0)
      }
    }
    var seen: Set<String> = []
    return folders.filter { seen.insert(($0 as NSString).standardizingPath).inserted }
  }

  func layout(named name: String) throws(DiagnosticError) -> AndroidDocument? {
    try document(named: name, in: folders, what: "layout")
  }

  func xmlResource(named name: String) throws(DiagnosticError) -> AndroidDocument? {
    try document(named: name, in: xmlFolders, what: "XML resource")
  }

  /// The file `name.xml` of the first of `folders` that has one, read (sandbox-checked).
  private func document(named name: String, in folders: [String], what: String)
    throws(DiagnosticError) -> AndroidDocument?
  {
    for folder in folders {
      let path = (folder as NSString).appendingPathComponent(name + ".xml")
      guard FileManager.default.fileExists(atPath: path) else { continue }
      try sandbox.check(file: path, what: what.prefix(1).uppercased() + what.dropFirst())
      let bytes = try FileAccess.readRegularFile(path, what: what)
      return try AndroidDocument.read(String(decoding: bytes, as: UTF8.self), file: path)
    }
    return nil
  }

  func layoutNames() -> [String] {
    let names = folders.flatMap { folder in
      let listed = try? FileManager.default.contentsOfDirectory(
        atPath: folder.isEmpty ? "." : folder)
      return (listed ?? []).filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) }
    }
    return Array(Set(names)).sorted()
  }
}
