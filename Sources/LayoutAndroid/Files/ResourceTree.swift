import LayoutCore

/// Where one Android layout's resources are: its resource folders (the layout's own, then,
/// for a layout in a `layout*/` or `drawable*/` folder, the `res/` folder above it), the
/// `res/` folders of the modules its module depends on, and the folders it may read, on the
/// file system the caller gives.
package struct ResourceTree: Sendable {
  package let files: any AndroidFiles
  /// The layout's folder, then (in a resource tree) the `res/` folder above it; absolute.
  package let roots: [String]
  /// The `res/` folders of the modules the layout's module depends on, beneath its own.
  package let dependencies: [String]
  /// For a library module's layout, the manifest of the app module it is shown in, whose
  /// theme it takes (its resources are among `dependencies`).
  package let hostManifest: String?
  let sandbox: ResourceSandbox

  /// The tree of the layout at `layout`, which may read its resource folder, `allowed` and
  /// `dependencies`.
  package init(
    layout: String, files: any AndroidFiles, allowed: [String], dependencies: [String],
    hostManifest: String? = nil
  ) {
    self.files = files
    roots = Self.roots(of: files.absolute(layout))
    self.dependencies = dependencies
    self.hostManifest = hostManifest
    sandbox = ResourceSandbox(files: files, folders: [roots.last!] + allowed + dependencies)
  }

  /// The layout's resource folder: the `res/` folder above it, else its own folder.
  package var resourceFolder: String { roots.last! }

  /// Whether the layout is in a `res/` tree (an app module's resources).
  package var isInResourceTree: Bool { ResourcePath.lastComponent(resourceFolder) == "res" }

  /// The folders a layout at the absolute path `layout` has resources in.
  private static func roots(of layout: String) -> [String] {
    let folder = ResourcePath.parent(layout)
    let name = ResourcePath.lastComponent(folder)
    let inTree = ResourceFolders.isResourceFolder(name, kinds: ["layout", "drawable"])
    return inTree ? [folder, ResourcePath.parent(folder)] : [folder]
  }

  /// The bytes of a file the layout reads, once its sandbox admits it (`what` names it:
  /// "values file").
  package func read(_ path: String, what: String) throws(DiagnosticError) -> [UInt8] {
    try sandbox.read(path, what: what)
  }

  /// The file a layout's path stands for: for `res/layout/name.xml`, `name.xml` of the
  /// `layout*/` folder beside it that best matches the configuration and has one; any other
  /// path is itself.
  package static func variant(
    of path: String, for configuration: ResourceConfiguration, files: any AndroidFiles
  ) -> String {
    let absolute = files.absolute(path)
    let folder = ResourcePath.parent(absolute)
    guard ResourcePath.lastComponent(folder) == "layout" else { return path }
    let root = ResourcePath.parent(folder)
    let name = ResourcePath.lastComponent(absolute)
    let ranked = ResourceFolders.ranked("layout", in: root, for: configuration, files: files)
    for candidate in ranked {
      let file = ResourcePath.joined(ResourcePath.joined(root, candidate), name)
      if files.exists(file) { return file == absolute ? path : file }
    }
    return path
  }

  /// The app's `AndroidManifest.xml`: beside the layout's `res/` folder, or in `src/main/`
  /// there; nil outside a resource tree or without one.
  package func manifestFile() -> String? {
    guard isInResourceTree else { return nil }
    let app = ResourcePath.parent(resourceFolder)
    return ["AndroidManifest.xml", "src/main/AndroidManifest.xml"].lazy.map {
      ResourcePath.joined(app, $0)
    }.first(where: files.exists)
  }

  /// The values files of the layout, the least fitting folder's first so that a better
  /// one's entries win: `*.xml` (sorted by name) in the `values*/` folders beside it, else
  /// (for a layout in a `layout*/` or `drawable*/` folder) in the `res/` folder above; the
  /// modules' it depends on before the app's own. A folder or file that leads out of the
  /// sandbox through a symbolic link is refused.
  package func valuesFiles(for configuration: ResourceConfiguration) throws(DiagnosticError)
    -> [String]
  {
    let own = roots.first { ResourceFolders.exists("values", in: $0, files: files) }
    var found: [String] = []
    // The modules the app depends on first (the farthest first), so that the app's win.
    for root in dependencies.reversed() + (own.map { [$0] } ?? []) {
      let ranked = ResourceFolders.ranked("values", in: root, for: configuration, files: files)
      for folder in ranked.reversed() {
        let values = ResourcePath.joined(root, folder)
        try sandbox.check(file: values, what: "Values folder")
        let names = files.names(inFolder: values) ?? []
        for name in names.filter({ $0.hasSuffix(".xml") }).sorted() {
          let path = ResourcePath.joined(values, name)
          try sandbox.check(file: path, what: "Values file")
          found.append(path)
        }
      }
    }
    return found
  }

  /// Adds the drawables (`drawable*/name.xml`, and images by name: `name.png`, `name.9.png`,
  /// `.jpg`, `.webp`), launcher icons (`mipmap*/`), colour state lists (`color*/name.xml`),
  /// menus and fonts of the resource folders: of each name, the one in the folder that best
  /// matches the configuration, and the layout's own folder's over the `res/` folder's above
  /// it, over the modules'. A folder or file that leads out of the sandbox is refused.
  package func readDrawables(
    for configuration: ResourceConfiguration, into resources: inout AndroidResources
  ) throws(DiagnosticError) {
    for root in dependencies.reversed() + roots.reversed() {
      // A drawable of the same name wins over a launcher icon.
      for kind in ["mipmap", "drawable", "color", "menu", "font"] {
        let ranked = ResourceFolders.ranked(kind, in: root, for: configuration, files: files)
        // The least fitting folder first, so that a better one's files are read later and win.
        for folder in ranked.reversed() {
          try readFolder(folder, of: kind, in: root, for: configuration, into: &resources)
        }
      }
    }
  }

  /// What each kind of resource folder is called in a message.
  private static let folderNames = [
    "color": "Colour folder", "menu": "Menu folder", "drawable": "Drawable folder",
    "mipmap": "Drawable folder", "font": "Font folder",
  ]

  /// Adds the resources of one folder of `kind` in `root`.
  private func readFolder(
    _ folder: String, of kind: String, in root: String,
    for configuration: ResourceConfiguration, into resources: inout AndroidResources
  ) throws(DiagnosticError) {
    let path = ResourcePath.joined(root, folder)
    try sandbox.check(file: path, what: Self.folderNames[kind] ?? "Drawable folder")
    // Images are named relative to the layout's folder, where its images are looked for.
    let relative =
      root == roots[0]
      ? folder
      : roots.contains(root)
        ? "../" + folder
        : ResourcePath.relative(from: roots[0], to: ResourcePath.standardized(path))
    let scale = ResourceFolders.pointsPerPixel(ofFolder: folder, for: configuration)
    for name in (files.names(inFolder: path) ?? []).sorted() {
      let file = ResourcePath.joined(path, name)
      switch kind {
      case "menu": try readMenu(name, at: file, into: &resources)
      case "font": try readFont(name, at: file, into: &resources)
      default:
        try readDrawable(
          name, at: file, relative: relative + "/" + name, isColor: kind == "color",
          scale: scale, into: &resources)
      }
    }
  }

  /// Adds a menu (`menu*/name.xml`), which toolbars and bottom navigation bars show.
  private func readMenu(_ name: String, at path: String, into resources: inout AndroidResources)
    throws(DiagnosticError)
  {
    guard name.lowercased().hasSuffix(".xml") else { return }
    let bytes = try sandbox.read(path, what: "menu")
    try resources.readMenu(
      String(decoding: bytes, as: UTF8.self), name: String(name.dropLast(4)), file: path)
  }

  /// Adds a font resource: a `<font-family>` file (`font*/name.xml`) or a font file
  /// (`name.ttf`, `.otf`, `.ttc`), at its absolute path for the text engine to load.
  private func readFont(_ name: String, at path: String, into resources: inout AndroidResources)
    throws(DiagnosticError)
  {
    let lower = name.lowercased()
    if lower.hasSuffix(".xml") {
      let bytes = try sandbox.read(path, what: "font resource")
      try resources.readFont(
        String(decoding: bytes, as: UTF8.self), name: String(name.dropLast(4)), file: path)
    } else if let ext = [".ttf", ".otf", ".ttc"].first(where: lower.hasSuffix) {
      try sandbox.check(file: path, what: "Font")
      resources.addFontFile(String(name.dropLast(ext.count)), path: path)
    }
  }

  /// Adds a drawable or colour state list file, or a drawable image (named by its path
  /// relative to the layout's folder).
  private func readDrawable(
    _ name: String, at path: String, relative: String, isColor: Bool, scale: Double,
    into resources: inout AndroidResources
  ) throws(DiagnosticError) {
    let lower = name.lowercased()
    if lower.hasSuffix(".xml") {
      let bytes = try sandbox.read(path, what: isColor ? "colour state list" : "drawable")
      let text = String(decoding: bytes, as: UTF8.self)
      let base = String(name.dropLast(4))
      if isColor {
        try resources.readColorList(text, name: base, file: path)
      } else {
        try resources.readDrawable(text, name: base, file: path)
      }
    } else if !isColor,
      let ext = [".9.png", ".png", ".jpg", ".jpeg", ".webp"].first(where: lower.hasSuffix)
    {
      try sandbox.check(file: path, what: "Drawable image")
      resources.addDrawableImage(String(name.dropLast(ext.count)), path: relative, scale: scale)
    }
  }
}
