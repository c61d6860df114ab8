import Foundation

/// The modules of a Gradle project that an Android app module depends on, whose resources
/// the build merges into the app's (`implementation(project(":core"))` in
/// `app/build.gradle.kts` brings `core/src/main/res`): read from the module's build file,
/// followed through the modules' own build files, test configurations left out. A module is
/// found by its path (`:feature:home` is `feature/home`) under the project's root, the
/// nearest folder above that has a `settings.gradle(.kts)`; a name that would lead outside it
/// is not followed. Gradle's type-safe accessors name modules too
/// (`implementation(projects.feature.messageList)` is `feature/message-list`), and a module
/// the settings file places elsewhere (`project(":core").projectDir = file("libs/core")`, or a
/// settings script that finds modules in subfolders) is found there.
enum GradleModules {
  /// The most modules followed from one app module (a large app depends on a hundred and
  /// more).
  static let maximumModules = 256

  /// The `res/` folders of the modules the module of `res` (`<module>/src/<set>/res`)
  /// depends on, nearest first; for a source set other than `main` (`src/debug/res`), the
  /// module's own `src/main/res` first, which the build merges beneath it. Empty for a folder
  /// that is not a module's.
  static func dependencyResourceFolders(of res: String) -> [String] {
    guard let (module, sourceSet) = moduleOfResources(res),
      let root = projectRoot(above: module)
    else { return [] }
    var found: [String] = []
    var project = Project(root: root)
    let realRoot = RealPath.of(root)
    let main = (module as NSString).appendingPathComponent("src/main/res")
    if sourceSet != "main", isFolder(main) { found.append(main) }
    var seen: Set<String> = [module]
    var queue = [module]
    while !queue.isEmpty, found.count < maximumModules {
      let current = queue.removeFirst()
      for folder in dependencyFolders(ofModule: current, in: &project) {
        guard seen.insert(folder).inserted else { continue }
        queue.append(folder)
        let resources = (folder as NSString).appendingPathComponent("src/main/res")
        // A module read through a symbolic link that leaves the project is not read: its
        // folders would become the layout's sandbox.
        if isFolder(resources), RealPath.isInside(RealPath.of(resources), realRoot) {
          found.append(resources)
        }
      }
    }
    return found
  }

  /// The values a module's build file defines with `resValue("string", "app_name",
  /// "NewPipe")` (Groovy's `resValue "string", …` too), as a values file would write them,
  /// with the file: the first definition of each name (the default configuration's, written
  /// before the build types'), those built from variables (`"$suffix"`) left out. Nil for a
  /// folder that is not a module's or a build file without any.
  static func resourceValues(ofResources res: String) -> (text: String, file: String)? {
    guard let (module, _) = moduleOfResources(res) else { return nil }
    for name in ["build.gradle.kts", "build.gradle"] {
      let path = (module as NSString).appendingPathComponent(name)
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
      let entries = resValues(inBuildFile: text)
      guard !entries.isEmpty else { return nil }
      let body = entries.map { "<\($0.type) name=\"\($0.name)\">\(escaped($0.value))</\($0.type)>" }
      return ("<resources>" + body.joined() + "</resources>", path)
    }
    return nil
  }

  /// Whether the build file of the module of `res` names libraries among its dependencies
  /// (`implementation(libs.material)`, `implementation "androidx.appcompat:appcompat:1.6.1"`:
  /// anything but the project's own modules), whose resources its build merges in.
  static func namesLibraries(ofResources res: String) -> Bool {
    guard let (module, _) = moduleOfResources(res) else { return false }
    for name in ["build.gradle.kts", "build.gradle"] {
      let path = (module as NSString).appendingPathComponent(name)
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
      return namesLibraries(inBuildFile: text)
    }
    return false
  }

  /// Whether a build file's dependency lines name a library: a configuration that brings
  /// resources (`implementation`, `api`, `debugImplementation`, …) given something other
  /// than `project(…)` or a `projects.` accessor.
  static func namesLibraries(inBuildFile text: String) -> Bool {
    dependencyLines(text).contains { line in
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      let configuration = String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      let bringsResources =
        ["implementation", "api", "compile"].contains(configuration)
        || configuration.hasSuffix("Implementation") || configuration.hasSuffix("Api")
      let rest = trimmed.dropFirst(configuration.count).drop { $0 == " " || $0 == "(" }
      guard bringsResources, let first = rest.first,
        first == "\"" || first == "'" || rest.hasPrefix("libs.")
      else { return false }
      return true
    }
  }

  /// The `resValue` definitions of a build file, the first of each name.
  static func resValues(inBuildFile text: String) -> [(type: String, name: String, value: String)] {
    let types: Set<String> = ["string", "color", "dimen", "bool", "integer"]
    var seen: Set<String> = []
    var found: [(type: String, name: String, value: String)] = []
    for line in text.split(whereSeparator: \.isNewline) {
      guard let start = line.firstRange(of: "resValue") else { continue }
      let quoted = line[start.upperBound...].split(
        separator: "\"", omittingEmptySubsequences: false)
      // resValue("string", "app_name", "NewPipe"): the quoted parts are at odd places.
      let parts = stride(from: 1, to: quoted.count, by: 2).map { String(quoted[$0]) }
      guard parts.count >= 3, types.contains(parts[0]), !parts[2].contains("$"),
        seen.insert(parts[0] + "/" + parts[1]).inserted
      else { continue }
      found.append((parts[0], parts[1], parts[2]))
    }
    return found
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  /// The module a resource folder `<module>/src/<set>/res` is in, and the source set.
  static func moduleOfResources(_ res: String) -> (module: String, sourceSet: String)? {
    let parts = (res as NSString).standardizingPath.split(separator: "/")
    guard parts.count >= 4, parts[parts.count - 1] == "res", parts[parts.count - 3] == "src"
    else { return nil }
    let module = "/" + parts.dropLast(3).joined(separator: "/")
    return (module, String(parts[parts.count - 2]))
  }

  private static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// The nearest folder at or above `module`'s parent with a settings file.
  static func projectRoot(above module: String) -> String? {
    var folder = module
    for _ in 0..<16 {
      for name in ["settings.gradle.kts", "settings.gradle"] {
        let path = (folder as NSString).appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: path) { return folder }
      }
      let parent = (folder as NSString).deletingLastPathComponent
      if parent == folder { return nil }
      folder = parent
    }
    return nil
  }

  /// The folders of the modules a module's build file names in its dependencies (by path or
  /// by accessor), except those of test configurations and platform constraints.
  static func dependencyFolders(ofModule module: String, in project: inout Project) -> [String] {
    for name in ["build.gradle.kts", "build.gradle"] {
      let path = (module as NSString).appendingPathComponent(name)
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
      let byPath = projectPaths(inBuildFile: text).compactMap { project.folder(of: $0) }
      let byAccessor = projectAccessors(inBuildFile: text).compactMap {
        folder(ofAccessor: $0, in: project.root)
      }
      return byPath + byAccessor
    }
    return []
  }

  /// The dependency lines of a build file: not a test configuration's (`testImplementation`,
  /// `androidTestImplementation`, `kaptTest`, by the configuration's name) or a platform's.
  private static func dependencyLines(_ text: String) -> [Substring] {
    text.split(whereSeparator: \.isNewline).filter { line in
      let configuration = line.drop { $0 == " " || $0 == "\t" }.prefix {
        $0.isLetter || $0.isNumber || $0 == "_"
      }
      return !configuration.lowercased().contains("test") && !line.contains("platform(")
    }
  }

  /// `project(":name")`, `project(':name')`, `project (":name")` and
  /// `project(path: ":name")` on the dependency lines.
  static func projectPaths(inBuildFile text: String) -> [String] {
    dependencyLines(text).compactMap { line in
      guard let start = line.firstRange(of: "project") else { return nil }
      var rest = line[start.upperBound...].drop { $0 == " " }
      guard rest.first == "(" else { return nil }
      rest = rest.dropFirst().drop { $0 == " " }
      if rest.hasPrefix("path") {
        rest = rest.dropFirst(4).drop { $0 == " " || $0 == ":" || $0 == "=" }
      }
      let name = rest.drop { $0 == "\"" || $0 == "'" }.prefix {
        $0 != "\"" && $0 != "'" && $0 != ")" && $0 != ","
      }
      return name.hasPrefix(":") ? String(name) : nil
    }
  }

  /// The modules a settings file places in a folder of their own:
  /// `project(":core").projectDir = file("libs/core")` (also `new File(…)`, `File(rootDir,
  /// …)`), by project path.
  static func placedModules(in root: String) -> [String: String] {
    for name in ["settings.gradle.kts", "settings.gradle"] {
      let path = (root as NSString).appendingPathComponent(name)
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
      return placedModules(inSettings: text, root: root)
    }
    return [:]
  }

  static func placedModules(inSettings text: String, root: String) -> [String: String] {
    var placed: [String: String] = [:]
    for line in text.split(whereSeparator: \.isNewline) where line.contains("projectDir") {
      let quoted =
        line.split(separator: "\"", omittingEmptySubsequences: false).count > 2
        ? line.split(separator: "\"", omittingEmptySubsequences: false)
        : line.split(separator: "'", omittingEmptySubsequences: false)
      // project(":core").projectDir = file("libs/core"): the quoted parts at odd places.
      let parts = stride(from: 1, to: quoted.count, by: 2).map { String(quoted[$0]) }
      guard parts.count >= 2, parts[0].hasPrefix(":"), let folder = inside(parts.last!, root)
      else { continue }
      placed[parts[0]] = folder
    }
    return placed
  }

  /// A folder named in a settings file, relative to the root, when it stays inside it.
  private static func inside(_ relative: String, _ root: String) -> String? {
    guard !relative.hasPrefix("/"), !relative.contains("$") else { return nil }
    let folder = ((root as NSString).appendingPathComponent(relative) as NSString)
      .standardizingPath
    return folder.hasPrefix((root as NSString).standardizingPath + "/") ? folder : nil
  }

  /// Where one project's modules are: by the settings file's placements, by their paths, and
  /// (for a settings script that finds its modules itself, listing the subfolders with a
  /// build file) by the one folder of a path's last name one or two levels down. The
  /// settings file and the folders are read once.
  struct Project {
    let root: String
    private lazy var placed = GradleModules.placedModules(in: root)
    private lazy var byName: [String: [String]] = {
      var folders: [String: [String]] = [:]
      for folder in subfolders(of: root).flatMap({ [$0] + subfolders(of: $0) })
      where hasBuildFile(folder) {
        folders[(folder as NSString).lastPathComponent, default: []].append(folder)
      }
      return folders
    }()

    init(root: String) { self.root = root }

    mutating func folder(of path: String) -> String? {
      if let placed = placed[path] { return placed }
      if let folder = GradleModules.folder(of: path, in: root), isFolder(folder) { return folder }
      guard let name = path.split(separator: ":").last.map(String.init),
        let found = byName[name], found.count == 1
      else { return GradleModules.folder(of: path, in: root) }
      return found[0]
    }
  }

  private static func subfolders(of folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0 != "build" }.sorted().map {
      (folder as NSString).appendingPathComponent($0)
    }.filter(isFolder)
  }

  private static func hasBuildFile(_ folder: String) -> Bool {
    ["build.gradle.kts", "build.gradle"].contains {
      FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent($0))
    }
  }

  /// Gradle's type-safe project accessors on the dependency lines, as their names
  /// (`projects.core.ui.legacy` is `["core", "ui", "legacy"]`).
  static func projectAccessors(inBuildFile text: String) -> [[String]] {
    dependencyLines(text).compactMap { line in
      guard let start = line.firstRange(of: "projects.") else { return nil }
      // Not the end of a longer name (`subprojects.`).
      if start.lowerBound > line.startIndex {
        let before = line[line.index(before: start.lowerBound)]
        if before.isLetter || before.isNumber || before == "_" { return nil }
      }
      let chain = line[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "." }
      let names = chain.split(separator: ".").map(String.init)
      return names.isEmpty ? nil : names
    }
  }

  /// The folder an accessor names: each name is a folder's, written in camel case as Gradle
  /// writes accessors (`message-list` and `message_list` are `messageList`); nil when a
  /// folder is not there.
  static func folder(ofAccessor names: [String], in root: String) -> String? {
    var folder = root
    for name in names {
      let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      guard let child = children.sorted().first(where: { camelCased($0) == name }) else {
        return nil
      }
      folder = (folder as NSString).appendingPathComponent(child)
    }
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
    return exists && isFolder.boolValue ? folder : nil
  }

  /// A project name as its accessor writes it: `message-list` is `messageList`.
  static func camelCased(_ name: String) -> String {
    let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard let first = words.first else { return name }
    return String(first)
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }

  /// The folder of a project path, or nil when it is not a plain name path inside `root`.
  static func folder(of path: String, in root: String) -> String? {
    let parts = path.split(separator: ":").map(String.init)
    guard !parts.isEmpty,
      parts.allSatisfy({ part in
        !part.isEmpty && part != "." && part != ".." && !part.contains("/")
      })
    else { return nil }
    return (root as NSString).appendingPathComponent(parts.joined(separator: "/"))
  }
}
