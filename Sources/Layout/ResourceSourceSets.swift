import Foundation
import Synchronization

/// The other resource folders a Gradle module's build merges with a layout's, when the build
/// sets its source set's `res.srcDirs` (and the manifest it names, `manifest.srcFile`) (`res.srcDirs = ['src/main/res', 'src/main/res-card']`,
/// Kotlin's `res.srcDir("…")`): the folders it lists, from the module's folder (the nearest
/// above the layout's `res/` folder with a build file). A build that computes them
/// (`res.srcDirs += 'java/' + it + '/res'` in a loop, as Material's catalog does) is read as
/// merging every `res/` folder in the module, test and build output folders aside.
enum ResourceSourceSets {
  /// The most folders taken from one module, and how deep its folders are searched.
  static let maximumFolders = 512
  static let maximumDepth = 12

  /// The module's other resource folders, sorted; empty when its build sets no `res.srcDirs`.
  static func folders(besides res: String) -> [String] {
    guard let (module, text) = buildFile(above: res), text.contains("res.srcDir") else {
      return []
    }
    let own = (res as NSString).standardizingPath
    // Kept by module and build file, so that `watch` and `serve` see an edited build file.
    let key = CacheKey(module: module, buildFile: text)
    let listed =
      cache.withLock { $0[key] }
      ?? {
        let found = resourceFolders(ofModule: module, buildFile: text)
        cache.withLock { $0[key] = found }
        return found
      }()
    return listed.filter { $0 != own }
  }

  /// The module's other source sets' resource folders (`src/foss/res`, `src/debug/res`),
  /// for names the layout's own source set does not define: a product flavour's or a build
  /// type's values (an `app_name` each flavour gives) as the variant Android Studio previews
  /// would merge them. `main`'s come first for a layout of another source set, then `debug`'s,
  /// then the others' in name order; tests' are left out.
  static func variantFolders(besides res: String) -> [String] {
    let own = (res as NSString).standardizingPath
    let set = (own as NSString).deletingLastPathComponent
    let sources = (set as NSString).deletingLastPathComponent
    guard (own as NSString).lastPathComponent == "res",
      (sources as NSString).lastPathComponent == "src"
    else { return [] }
    let ownName = (set as NSString).lastPathComponent
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? [])
      .filter { name in
        name != ownName && !name.hasPrefix(".") && !name.lowercased().contains("test")
          && isFolder((sources as NSString).appendingPathComponent(name + "/res"))
      }
    let rank = { (name: String) in name == "main" ? 0 : name == "debug" ? 1 : 2 }
    return names.sorted { (rank($0), $0) < (rank($1), $1) }.map {
      (sources as NSString).appendingPathComponent($0 + "/res")
    }
  }

  private struct CacheKey: Hashable {
    let module: String
    let buildFile: String
  }

  private static let cache = Mutex<[CacheKey: [String]]>([:])

  /// The manifest the module's build names for its source set (`manifest.srcFile
  /// 'java/app/AndroidManifest.xml'`), when it exists inside the module; nil otherwise.
  static func manifest(besides res: String) -> String? {
    guard let (module, text) = buildFile(above: res) else { return nil }
    for line in text.split(whereSeparator: \.isNewline) where line.contains("manifest.srcFile") {
      let quoted = line.split(omittingEmptySubsequences: false) { $0 == "\"" || $0 == "'" }
      guard quoted.count >= 3 else { continue }
      let path = ((module as NSString).appendingPathComponent(String(quoted[1])) as NSString)
        .standardizingPath
      guard FileManager.default.fileExists(atPath: path),
        RealPath.isInside(RealPath.of(path), RealPath.of(module))
      else { continue }
      return path
    }
    return nil
  }

  /// The nearest folder above `res` (at most eight up) with a build file, and the file's text.
  private static func buildFile(above res: String) -> (String, String)? {
    var folder = ((res as NSString).standardizingPath as NSString).deletingLastPathComponent
    for _ in 0..<8 {
      for name in ["build.gradle.kts", "build.gradle"] {
        let path = (folder as NSString).appendingPathComponent(name)
        if let text = try? String(contentsOfFile: path, encoding: .utf8) { return (folder, text) }
      }
      let parent = (folder as NSString).deletingLastPathComponent
      if parent == folder { return nil }
      folder = parent
    }
    return nil
  }

  private static func resourceFolders(ofModule module: String, buildFile text: String)
    -> [String]
  {
    let lines = text.split(whereSeparator: \.isNewline).filter { $0.contains("res.srcDir") }
    // A folder built from parts (`'java/' + it + '/res'`, `"$dir/res"`), not just added.
    let computed = lines.contains { line in
      line.replacing("+=", with: "").contains { $0 == "+" || $0 == "$" }
    }
    let folders = computed ? searched(module) : lines.flatMap { literalFolders($0, module) }
    let root = RealPath.of(module)
    return Array(Set(folders)).filter { RealPath.isInside(RealPath.of($0), root) }.sorted()
  }

  /// The quoted folders of a line, from the module's folder, that exist.
  private static func literalFolders(_ line: Substring, _ module: String) -> [String] {
    let quoted = line.split(omittingEmptySubsequences: false) { $0 == "\"" || $0 == "'" }
    return stride(from: 1, to: quoted.count, by: 2).compactMap { index in
      let path = (module as NSString).appendingPathComponent(String(quoted[index]))
      let standard = (path as NSString).standardizingPath
      return isFolder(standard) ? standard : nil
    }
  }

  /// Every `res/` folder in the module, those of tests and build output aside; under a
  /// `src/` folder only `main` is followed (other source sets are flavours and build types,
  /// which the layout's variant does not merge).
  private static func searched(_ module: String) -> [String] {
    let skipped: Set<String> = ["build", "test", "androidTest", "javatests", "testing"]
    var found: [String] = []
    var queue: [(String, Int)] = [(module, 0)]
    while !queue.isEmpty, found.count < maximumFolders {
      let (folder, depth) = queue.removeFirst()
      let inSources = (folder as NSString).lastPathComponent == "src"
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names.sorted() where !name.hasPrefix(".") && !skipped.contains(name) {
        guard !inSources || name == "main" else { continue }
        let path = (folder as NSString).appendingPathComponent(name)
        guard isFolder(path) else { continue }
        if name == "res" {
          found.append(path)
        } else if depth < maximumDepth {
          queue.append((path, depth + 1))
        }
      }
    }
    return found
  }

  private static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && isFolder.boolValue
  }
}
