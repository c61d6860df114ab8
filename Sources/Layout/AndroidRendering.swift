import Foundation
import LayoutAndroid
import LayoutCairo
import LayoutCore
import LayoutDisplayList
import LayoutEngine
import LayoutViews

/// Where an Android layout's platform resources come from, and the theme it is shown under.
public struct AndroidPlatformSettings: Sendable, Equatable {
  /// The `framework-res.apk` to read (`--platform`); nil for the one Debian's
  /// `android-framework-res` installs, when it is installed.
  public var platformPath: String?
  /// The theme views are under where no `android:theme` sets one (`--theme`: an app theme,
  /// or the platform's `@android:style/Theme.Material.Light`); nil for the manifest's, else
  /// the platform's default.
  public var theme: String?

  public init(platformPath: String? = nil, theme: String? = nil) {
    self.platformPath = platformPath
    self.theme = theme
  }
}

/// Android-style layouts (iDroid-Layout's XML) rendered with a renderer's fonts and images,
/// meeting Layout XML at the solved tree.
public struct AndroidLayoutFile: Sendable {
  public let document: AndroidDocument
  /// The strings, colours and dimensions of the values files found for the layout, and its
  /// drawables and colour state lists, each from the folder that best matches `configuration`.
  public let resources: AndroidResources
  /// What reading the values files ignored.
  public let warnings: [Diagnostic]
  /// The configuration the resources were chosen for.
  public let configuration: ResourceConfiguration
  /// The platform resources and theme asked for.
  public let platform: AndroidPlatformSettings
  /// Folders besides the layout's resource folders that its resources may be read from
  /// (`--allow-path`).
  public let allowedPaths: [String]
  /// The path the layout was named by, when read from a file: a `layout/` file stands for
  /// the best of its variants (`layout-land/` …), which may be read instead.
  let namedFile: String?
  /// The `res/` folders of the modules the layout's module depends on (`GradleModules`),
  /// found once for the reads of this layout and the layouts it includes.
  let dependencyRoots: [String]

  /// The configuration of a render on the default canvas at scale 1.
  public static let defaultConfiguration = ResourceConfiguration(
    canvas: RenderOptions.defaultCanvas)

  /// Reads a layout and the values of `res/values*/…xml` beside it: `values*/` in the
  /// layout's folder, or in its parent when the layout is in a `layout*/` folder. A layout
  /// in an unqualified `layout/` folder of a `res/` tree is the resource of its name: the
  /// variant of the `layout*/` folder that best matches `configuration` is read. Resources
  /// are read from the layout's folder (its `res/` folder, in a resource tree) and the
  /// `allowed` folders only, as written and once symbolic links are followed.
  /// `bytes`, when given, are the file's contents already read (`InputFile`).
  public init(
    contentsOfFile path: String, bytes read: [UInt8]? = nil,
    configuration: ResourceConfiguration = defaultConfiguration,
    allowedPaths: [String] = [], platform: AndroidPlatformSettings = AndroidPlatformSettings()
  ) throws(DiagnosticError) {
    let chosen = Self.variant(of: path, for: configuration)
    if chosen != path {
      try Self.sandbox(for: path, allowed: allowedPaths).check(file: chosen, what: "Layout")
    }
    let bytes: [UInt8]
    if chosen != path {
      bytes = try FileAccess.readRegularFile(chosen, what: "layout")
    } else if let read {
      bytes = read
    } else {
      bytes = try FileAccess.read(path, what: "layout")
    }
    let document = try AndroidDocument.read(String(decoding: bytes, as: UTF8.self), file: chosen)
    try self.init(
      document: document, configuration: configuration, allowedPaths: allowedPaths,
      namedFile: path, platform: platform)
  }

  /// Reads a layout from `text`; `file` names it in diagnostics and is where its resources
  /// are looked for, as for a layout read from that file.
  public init(
    text: String, file: String? = nil, configuration: ResourceConfiguration = defaultConfiguration,
    allowedPaths: [String] = [], platform: AndroidPlatformSettings = AndroidPlatformSettings()
  ) throws(DiagnosticError) {
    try self.init(
      document: try AndroidDocument.read(text, file: file), configuration: configuration,
      allowedPaths: allowedPaths, namedFile: nil, platform: platform)
  }

  private init(
    document: AndroidDocument, configuration: ResourceConfiguration, allowedPaths: [String],
    namedFile: String?, platform: AndroidPlatformSettings
  ) throws(DiagnosticError) {
    self.document = document
    self.configuration = configuration
    self.allowedPaths = allowedPaths
    self.namedFile = namedFile
    self.platform = platform
    let dependencies = document.file.map(Self.dependencyRoots(for:)) ?? []
    dependencyRoots = dependencies
    var resources = AndroidResources()
    var warnings: [Diagnostic] = []
    resources.platform = try Self.platformResources(platform, for: configuration)
    resources.appTheme = platform.theme
    if let file = document.file {
      let sandbox = Self.sandbox(for: file, allowed: allowedPaths, dependencies: dependencies)
      // Values the module's build file defines, beneath its values files'.
      let res = Self.absolutePath(Self.resourceRoots(for: file).last!)
      if let built = GradleModules.resourceValues(ofResources: res) {
        warnings += try resources.read(built.text, file: built.file)
      }
      for values in try Self.valuesFiles(
        for: file, configuration: configuration, sandbox: sandbox, dependencies: dependencies)
      {
        let bytes = try FileAccess.readRegularFile(values, what: "values file")
        warnings += try resources.read(String(decoding: bytes, as: UTF8.self), file: values)
      }
      try Self.readDrawables(
        for: file, configuration: configuration, sandbox: sandbox, dependencies: dependencies,
        into: &resources)
      resources.resolveDrawableAliases()
      if let samples = SampleDataFolder.folder(forResources: res) {
        resources.sampleData = try SampleDataFolder.read(samples, warnings: &warnings)
      }
      let manifest = Self.manifest(for: file, warnings: &warnings)
      if platform.theme == nil, let theme = manifest?.theme(forContext: document.toolsContext) {
        resources.appTheme = Self.usableManifestTheme(theme, resources, file: file, &warnings)
      }
      // Without a manifest, the app is taken to support right to left, as new apps do.
      resources.rightToLeft =
        configuration.isRightToLeft && (manifest?.supportsRightToLeft ?? true)
      if configuration.isRightToLeft, manifest?.supportsRightToLeft == false {
        warnings.append(
          Diagnostic(
            .warning, code: .androidIgnored,
            message: "The app's manifest does not set android:supportsRtl=\"true\": its "
              + "layouts stay left to right in a right-to-left locale, as on a device",
            file: file,
            hints: ["add android:supportsRtl=\"true\" to <application> to see them mirrored"]))
      }
    } else {
      resources.rightToLeft = configuration.isRightToLeft
    }
    self.resources = resources
    self.warnings = warnings
  }

  /// This layout with its resources chosen for `configuration` (itself when they already
  /// are): a layout read from a file is read again, as its variant may differ.
  public func configured(for configuration: ResourceConfiguration) throws(DiagnosticError)
    -> AndroidLayoutFile
  {
    if configuration == self.configuration { return self }
    if let namedFile {
      return try AndroidLayoutFile(
        contentsOfFile: namedFile, configuration: configuration, allowedPaths: allowedPaths,
        platform: platform)
    }
    return try AndroidLayoutFile(
      document: document, configuration: configuration, allowedPaths: allowedPaths,
      namedFile: nil, platform: platform)
  }

  /// The platform's resources for a configuration: those at the path asked for (an error
  /// when they cannot be read), else the installed ones, else none.
  static func platformResources(
    _ settings: AndroidPlatformSettings, for configuration: ResourceConfiguration
  ) throws(DiagnosticError) -> PlatformResources? {
    let device = PlatformResources.device(for: configuration)
    if let path = settings.platformPath {
      return try PlatformResources.load(path: path, device: device)
    }
    guard FileManager.default.fileExists(atPath: PlatformResources.defaultPath) else {
      return nil
    }
    return try PlatformResources.load(device: device)
  }

  /// The manifest's theme, unless the app defines no such style (a build placeholder such as
  /// `Theme.${appTheme}`, or a style of a module not present), which is a warning: the layout
  /// is then under the platform's default theme. Library and platform themes are taken as
  /// they are.
  static func usableManifestTheme(
    _ written: String, _ resources: AndroidResources, file: String,
    _ warnings: inout [Diagnostic]
  ) -> String? {
    // A splash screen theme hands the activity its theme once the app has started.
    let theme = AndroidStyle.postSplashTheme(of: written, in: resources.styles) ?? written
    if theme == written, Self.isSplashTheme(theme, resources.styles) {
      warnings.append(
        Diagnostic(
          .warning, code: .androidIgnored,
          message: "The manifest's theme '\(theme)' is a splash screen theme without a "
            + "postSplashScreenTheme: the app sets the theme its screens show in code, and "
            + "the layout is under the splash theme",
          file: file, hints: ["name the app's theme with --theme NAME"]))
    }
    let known = resources.styles[theme] != nil || AndroidStyle.isLibraryStyle(theme)
    guard !known else { return theme }
    let reason =
      theme.contains("${")
      ? "is filled in by the build (a manifest placeholder)" : "is not defined in the app's styles"
    warnings.append(
      Diagnostic(
        .warning, code: .androidIgnored,
        message: "The manifest's theme '\(theme)' \(reason): the layout is under the "
          + "platform's default theme",
        file: file, hints: ["name the theme with --theme NAME"]))
    return nil
  }

  /// Whether a theme of the app inherits from AndroidX's splash screen theme.
  static func isSplashTheme(_ name: String, _ styles: [String: AndroidStyle]) -> Bool {
    var current = name
    for _ in 0..<64 {
      if current.hasPrefix("Theme.SplashScreen") { return true }
      guard let parent = styles[current]?.parentName else { return false }
      current = parent
    }
    return false
  }

  /// The app's `AndroidManifest.xml` (which gives the layout its theme and says whether the
  /// app supports right to left): the manifest beside the layout's `res/` folder, or in
  /// `src/main/` there, its build placeholders filled in (`ManifestPlaceholders`). A manifest
  /// that cannot be read is a warning.
  static func manifest(for layout: String, warnings: inout [Diagnostic]) -> AndroidManifest? {
    let root = resourceRoots(for: layout).last!
    guard (root as NSString).lastPathComponent == "res" else { return nil }
    let app = (root as NSString).deletingLastPathComponent
    for candidate in ["AndroidManifest.xml", "src/main/AndroidManifest.xml"] {
      let path = (app as NSString).appendingPathComponent(candidate)
      guard FileManager.default.fileExists(atPath: path) else { continue }
      do {
        let bytes = try FileAccess.readRegularFile(path, what: "manifest")
        let text = ManifestPlaceholders.filled(
          String(decoding: bytes, as: UTF8.self), manifest: path)
        return try AndroidManifest(text, file: path)
      } catch {
        warnings += error.diagnostics.map {
          var warning = $0
          warning.severity = .warning
          return warning
        }
        return nil
      }
    }
    return nil
  }

  /// The folders a layout's resources may be read from: its resource folder (the `res/`
  /// folder above it in a resource tree, else its own) and the `allowed` ones.
  static func sandbox(for layout: String, allowed: [String], dependencies: [String]? = nil)
    -> Sandbox
  {
    Sandbox(
      root: resourceRoots(for: layout).last!,
      allowed: allowed + (dependencies ?? dependencyRoots(for: layout)))
  }

  /// The `res/` folders of the Gradle modules the layout's app module depends on (see
  /// `GradleModules`), whose resources are the app's too, beneath its own.
  static func dependencyRoots(for layout: String) -> [String] {
    let root = resourceRoots(for: layout).last!
    guard (root as NSString).lastPathComponent == "res" else { return [] }
    return GradleModules.dependencyResourceFolders(of: absolutePath(root))
  }

  /// The file a layout's path stands for: for `res/layout/name.xml`, `name.xml` of the
  /// `layout*/` folder beside it that best matches the configuration and has one; any other
  /// path is itself.
  public static func variant(of path: String, for configuration: ResourceConfiguration)
    -> String
  {
    let absolute = absolutePath(path)
    let folder = (absolute as NSString).deletingLastPathComponent
    guard (folder as NSString).lastPathComponent == "layout" else { return path }
    let root = (folder as NSString).deletingLastPathComponent
    let name = (absolute as NSString).lastPathComponent
    for candidate in ResourceFolders.ranked("layout", in: root, for: configuration) {
      let file = ((root as NSString).appendingPathComponent(candidate) as NSString)
        .appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: file) { return file == absolute ? path : file }
    }
    return path
  }

  /// `path` from the root, so that the folder of a layout named without one (`card.xml`,
  /// `./card.xml`, run inside `res/layout/`) is known to be a `layout/` folder.
  static func absolutePath(_ path: String) -> String {
    let full =
      path.hasPrefix("/")
      ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    return (full as NSString).standardizingPath
  }

  /// The values files of a layout, the least fitting folder's first so that a better one's
  /// entries win: `*.xml` (sorted by name) in the `values*/` folders beside it, else (for a
  /// layout in a `layout*/` or `drawable*/` folder) in the `res/` folder above. A folder or
  /// file that leads out of the `sandbox` through a symbolic link is refused.
  static func valuesFiles(
    for layout: String, configuration: ResourceConfiguration, sandbox: Sandbox,
    dependencies: [String]
  ) throws(DiagnosticError) -> [String] {
    let own = resourceRoots(for: layout).first { ResourceFolders.exists("values", in: $0) }
    var files: [String] = []
    // The modules the app depends on first (the farthest first), so that the app's win.
    for root in dependencies.reversed() + (own.map { [$0] } ?? []) {
      for folder in ResourceFolders.ranked("values", in: root, for: configuration).reversed() {
        let values = (root as NSString).appendingPathComponent(folder)
        try sandbox.check(file: values, what: "Values folder")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: values)) ?? []
        for name in names.filter({ $0.hasSuffix(".xml") }).sorted() {
          let path = (values as NSString).appendingPathComponent(name)
          try sandbox.check(file: path, what: "Values file")
          files.append(path)
        }
      }
    }
    return files
  }

  /// The folders a layout's resource folders are in: its own, then (for a layout in a
  /// `layout*/` or `drawable*/` folder) the `res/` folder above it.
  static func resourceRoots(for layout: String) -> [String] {
    let folder = (absolutePath(layout) as NSString).deletingLastPathComponent
    let name = (folder as NSString).lastPathComponent
    let inResourceTree = isResourceFolder(name, kinds: ["layout", "drawable"])
    return inResourceTree ? [folder, (folder as NSString).deletingLastPathComponent] : [folder]
  }

  /// Adds the drawables (`drawable*/name.xml`, and images by name: `name.png`, `name.9.png`,
  /// `.jpg`, `.webp`) and colour state lists (`color*/name.xml`) of the resource folders:
  /// of each name, the one in the folder that best matches the configuration, and the
  /// layout's own folder's over the `res/` folder's above it.
  /// A folder or file that leads out of the `sandbox` through a symbolic link is refused.
  static func readDrawables(
    for layout: String, configuration: ResourceConfiguration, sandbox: Sandbox,
    dependencies: [String], into resources: inout AndroidResources
  ) throws(DiagnosticError) {
    let roots = resourceRoots(for: layout)
    let layoutFolder = absolutePath(roots[0])
    for root in dependencies.reversed() + roots.reversed() {
      // Launcher icons (`mipmap*/`) are drawables too; a drawable of the same name wins.
      for kind in ["mipmap", "drawable", "color", "menu", "font"] {
        // The least fitting folder first, so that a better one's files are read later and win.
        for folder in ResourceFolders.ranked(kind, in: root, for: configuration).reversed() {
          let path = (root as NSString).appendingPathComponent(folder)
          try sandbox.check(file: path, what: Self.folderNames[kind] ?? "Drawable folder")
          let relative =
            root == roots[0]
            ? folder
            : roots.contains(root)
              ? "../" + folder : relativePath(from: layoutFolder, to: path)
          let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
          let scale = ResourceFolders.pointsPerPixel(ofFolder: folder, for: configuration)
          for name in names {
            if kind == "menu" {
              try readMenu(name, in: path, sandbox: sandbox, into: &resources)
              continue
            }
            if kind == "font" {
              try readFont(name, in: path, sandbox: sandbox, into: &resources)
              continue
            }
            try readResource(
              name, in: path, relative: relative, isColor: kind == "color", scale: scale,
              sandbox: sandbox, into: &resources)
          }
        }
      }
    }
  }

  /// The path of `target` relative to `folder` (both absolute): `../../core/src/main/res/x`.
  static func relativePath(from folder: String, to target: String) -> String {
    let from = (folder as NSString).standardizingPath.split(separator: "/")
    let to = (absolutePath(target) as NSString).standardizingPath.split(separator: "/")
    let common = zip(from, to).prefix { $0 == $1 }.count
    let ups = Array(repeating: "..", count: from.count - common)
    return (ups + to.dropFirst(common).map(String.init)).joined(separator: "/")
  }

  /// Whether a folder's name is one of `kinds`, with or without qualifiers (`drawable-hdpi`);
  /// `layout-tests` is no resource folder, `tests` being no qualifier.
  static func isResourceFolder(_ name: String, kinds: [String]) -> Bool {
    kinds.contains { ResourceQualifiers.ofFolder(name, kind: $0) != nil }
  }

  /// What each kind of resource folder is called in a message.
  private static let folderNames = [
    "color": "Colour folder", "menu": "Menu folder", "drawable": "Drawable folder",
    "mipmap": "Drawable folder", "font": "Font folder",
  ]

  /// Adds a menu (`menu*/name.xml`), which toolbars and bottom navigation bars show.
  private static func readMenu(
    _ name: String, in folder: String, sandbox: Sandbox, into resources: inout AndroidResources
  ) throws(DiagnosticError) {
    guard name.lowercased().hasSuffix(".xml") else { return }
    let path = (folder as NSString).appendingPathComponent(name)
    try sandbox.check(file: path, what: "Menu")
    let bytes = try FileAccess.readRegularFile(path, what: "menu")
    try resources.readMenu(
      String(decoding: bytes, as: UTF8.self), name: String(name.dropLast(4)), file: path)
  }

  /// Adds a font resource: a `<font-family>` file (`font*/name.xml`) or a font file
  /// (`name.ttf`, `.otf`, `.ttc`), at its absolute path for the text engine to load.
  private static func readFont(
    _ name: String, in folder: String, sandbox: Sandbox, into resources: inout AndroidResources
  ) throws(DiagnosticError) {
    let path = absolutePath((folder as NSString).appendingPathComponent(name))
    let lower = name.lowercased()
    if lower.hasSuffix(".xml") {
      try sandbox.check(file: path, what: "Font resource")
      let bytes = try FileAccess.readRegularFile(path, what: "font resource")
      try resources.readFont(
        String(decoding: bytes, as: UTF8.self), name: String(name.dropLast(4)), file: path)
    } else if let ext = [".ttf", ".otf", ".ttc"].first(where: lower.hasSuffix) {
      try sandbox.check(file: path, what: "Font")
      resources.addFontFile(String(name.dropLast(ext.count)), path: path)
    }
  }

  private static func readResource(
    _ name: String, in folder: String, relative: String, isColor: Bool, scale: Double,
    sandbox: Sandbox, into resources: inout AndroidResources
  ) throws(DiagnosticError) {
    let path = (folder as NSString).appendingPathComponent(name)
    let lower = name.lowercased()
    if lower.hasSuffix(".xml") {
      try sandbox.check(file: path, what: isColor ? "Colour state list" : "Drawable")
      let bytes = try FileAccess.readRegularFile(
        path, what: isColor ? "colour state list" : "drawable")
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
      resources.addDrawableImage(
        String(name.dropLast(ext.count)), path: relative + "/" + name, scale: scale)
    }
  }
}

extension AndroidLayoutFile {
  /// The solver of this layout with the options' drawable states, the images beside it (and
  /// in its `res/` tree's drawable folders) from `library`, and the layouts it includes.
  func solver(
    registry: ViewClassRegistry, measurer: any TextMeasuring, library: ImageLibrary,
    options: RenderOptions
  ) -> AndroidSolver {
    var options = options
    let allowed = options.allowedPaths + allowedPaths
    options.allowedPaths = allowed
    if let layout = document.file {
      options.allowedPaths += AndroidLayoutFile.resourceRoots(for: layout).dropFirst()
      options.allowedPaths += dependencyRoots
    }
    let images = TemplateImages(library: library, templateFile: document.file, options: options)
    var solver = AndroidSolver(
      document, resources: resources, registry: registry, measurer: measurer, images: images,
      viewState: options.viewState,
      layouts: document.file.map {
        AndroidLayoutFiles(
          layoutFile: $0, configuration: configuration, allowedPaths: allowed,
          dependencyRoots: dependencyRoots)
      } ?? NoLayouts(), state: options.state)
    solver.pixelsPerPoint = options.raster.scale
    return solver
  }
}

extension RenderOptions {
  /// The configuration Android resources are chosen for: the qualifiers asked for (the dark
  /// appearance asks for `night` and a right-to-left layout direction for `ldrtl`, unless
  /// they say), the rest from the canvas (else 1200×630) and the scale.
  public var resourceConfiguration: ResourceConfiguration {
    var asked = qualifiers
    if appearance == .dark, asked.night == nil { asked.night = true }
    if layoutDirection == .rightToLeft, asked.layoutDirection == nil {
      asked.layoutDirection = "ldrtl"
    }
    return ResourceConfiguration(
      asked: asked, canvas: size ?? RenderOptions.defaultCanvas, scale: raster.scale)
  }
}

extension Renderer {
  /// Solves an Android layout on the options' canvas (else 1200×630), with this renderer's
  /// text measuring and images read beside the file, and its resources chosen for the
  /// options' configuration.
  public func solve(_ file: AndroidLayoutFile, options: RenderOptions = RenderOptions())
    throws(DiagnosticError) -> AndroidSolver.Result
  {
    try solve(file, options: options, measurer: measurer)
  }

  /// Solves an Android layout as `solve(_:options:)` does, its text measured by `measurer`
  /// (an `EstimatingTextMeasurer` times the solver alone).
  public func solve(
    _ file: AndroidLayoutFile, options: RenderOptions, measurer: any TextMeasuring
  ) throws(DiagnosticError) -> AndroidSolver.Result {
    imageLibrary.beginRender()
    let file = try file.configured(for: options.resourceConfiguration)
    let solver = file.solver(
      registry: registry, measurer: measurer, library: imageLibrary, options: options)
    var result = try solver.solve(canvas: options.size ?? RenderOptions.defaultCanvas)
    result.warnings = file.warnings + result.warnings
    return result
  }

  /// Renders an Android layout to PNG, SVG, PDF (or another output format's) bytes.
  public func render(_ file: AndroidLayoutFile, options: RenderOptions = RenderOptions())
    throws(DiagnosticError) -> [UInt8]
  {
    let solved = try solve(file, options: options)
    return try render(
      displayList(solved.layout, options: options), options: options, file: file.document.file)
  }
}
