import Foundation
import LayoutAndroid

/// The app module a library module's layouts are shown in: a library module (its manifest
/// names no application theme) has no theme of its own, and on a device its layouts are
/// inflated in an app that depends on it, under that app's theme and with that app's
/// resources. The app module is the project's module whose manifest names an application
/// theme and which depends on the library, directly or through other modules; the one named
/// `app` first, else the first by path.
struct HostAppModule {
  /// The app module's `src/main/res` folder.
  let resources: String
  /// The app module's manifest, which names the theme.
  let manifest: String
  /// The `res/` folders of the modules the app depends on.
  let dependencies: [String]

  /// How deep below the project's root modules are looked for.
  static let maximumDepth = 3

  /// The app module that shows the layouts of the module of `res`, when that module is a
  /// library with no theme of its own; nil for an app module, or when none depends on it.
  static func of(resources res: String) -> HostAppModule? {
    guard let (module, _) = GradleModules.moduleOfResources(res), !namesTheme(module),
      let root = GradleModules.projectRoot(above: module)
    else { return nil }
    let ownFolder = (module as NSString).standardizingPath
    var project = GradleModules.Project(root: root)
    let realRoot = RealPath.of(root)
    for app in apps(in: root) where app != ownFolder {
      let reached = dependencies(of: app, in: &project)
      guard reached.contains(ownFolder) else { continue }
      let resources = (app as NSString).appendingPathComponent("src/main/res")
      guard RealPath.isInside(RealPath.of(resources), realRoot) else { continue }
      let folders = reached.map { ($0 as NSString).appendingPathComponent("src/main/res") }
        .filter { isFolder($0) && RealPath.isInside(RealPath.of($0), realRoot) }
      return HostAppModule(
        resources: resources,
        manifest: (app as NSString).appendingPathComponent("src/main/AndroidManifest.xml"),
        dependencies: folders)
    }
    return nil
  }

  /// Whether a module's manifest names its application's theme, as an app's does.
  private static func namesTheme(_ module: String) -> Bool {
    let path = (module as NSString).appendingPathComponent("src/main/AndroidManifest.xml")
    guard let text = try? String(contentsOfFile: path, encoding: .utf8),
      text.contains("android:theme")
    else { return false }
    return (try? AndroidManifest(text, file: path))?.applicationTheme != nil
  }

  /// The project's modules whose manifest names an application theme, `app` first, then by
  /// path.
  private static func apps(in root: String) -> [String] {
    var found: [String] = []
    var queue: [(String, Int)] = [(root, 0)]
    while !queue.isEmpty {
      let (folder, depth) = queue.removeFirst()
      if depth > 0, namesTheme(folder), hasBuildFile(folder) {
        found.append((folder as NSString).standardizingPath)
      }
      guard depth < maximumDepth else { continue }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names.sorted()
      where !name.hasPrefix(".") && !["build", "src", "gradle"].contains(name) {
        let path = (folder as NSString).appendingPathComponent(name)
        if isFolder(path) { queue.append((path, depth + 1)) }
      }
    }
    return found.sorted {
      let first = ($0 as NSString).lastPathComponent == "app"
      let second = ($1 as NSString).lastPathComponent == "app"
      return first != second ? first : $0 < $1
    }
  }

  /// The modules `app` depends on, directly or through others, standardized.
  private static func dependencies(
    of app: String, in project: inout GradleModules.Project
  ) -> [String] {
    var seen: Set<String> = [app]
    var order: [String] = []
    var queue = [app]
    while !queue.isEmpty, order.count < GradleModules.maximumModules {
      let current = queue.removeFirst()
      for folder in GradleModules.dependencyFolders(ofModule: current, in: &project) {
        let standard = (folder as NSString).standardizingPath
        guard seen.insert(standard).inserted else { continue }
        order.append(standard)
        queue.append(standard)
      }
    }
    return order
  }

  private static func hasBuildFile(_ folder: String) -> Bool {
    ["build.gradle.kts", "build.gradle"].contains {
      FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent($0))
    }
  }

  private static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && isFolder.boolValue
  }
}
