import Foundation
import LayoutAndroid
import LayoutCairo
import LayoutCore
import LayoutDisplayList
import LayoutEngine
import LayoutViews

/// Where an Android layout's platform resources come from, the theme it is shown under, and
/// the app classes declared for it.
public struct AndroidPlatformSettings: Sendable, Equatable {
  /// The `framework-res.apk` to read (`--platform`); nil for the one Debian's
  /// `android-framework-res` installs, when it is installed.
  public var platformPath: String?
  /// The theme views are under where no `android:theme` sets one (`--theme`: an app theme,
  /// or the platform's `@android:style/Theme.Material.Light`); nil for the manifest's, else
  /// the platform's default.
  public var theme: String?
  /// App view classes declared by name, each drawn as the view it extends (`--class
  /// com.example.AvatarView=ImageView`), over what the app's sources say.
  public var classes: [String: String]

  public init(platformPath: String? = nil, theme: String? = nil) {
    self.init(platformPath: platformPath, theme: theme, classes: [:])
  }

  public init(platformPath: String?, theme: String?, classes: [String: String]) {
    self.platformPath = platformPath
    self.theme = theme
    self.classes = classes
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
  /// The configuration the app's resource folders are chosen for: `configuration` on the
  /// platform read (`v<N>` folders up to its API level).
  let selection: ResourceConfiguration
  /// Folders besides the layout's resource folders that its resources may be read from
  /// (`--allow-path`).
  public let allowedPaths: [String]
  /// The path the layout was named by, when read from a file: a `layout/` file stands for
  /// the best of its variants (`layout-land/` …), which may be read instead.
  let namedFile: String?
  /// Where the layout's resources are, for a layout read from a file: its resource folders
  /// and the `res/` folders of the modules its module depends on (`GradleModules`), found
  /// once for the reads of this layout and the layouts it includes.
  let tree: ResourceTree?

  /// The configuration of a render on the default (phone) canvas at scale 1.
  public static let defaultConfiguration = ResourceConfiguration(
    canvas: RenderOptions.androidCanvas)

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
    // The variant of the device the platform resources are of (their API level).
    let level = try Self.platformResources(platform, for: configuration)?.apiLevel
    let chosen = Self.variant(of: path, for: configuration.onPlatform(apiLevel: level))
    let bytes: [UInt8]
    if chosen != path {
      bytes = try Self.tree(for: path, allowed: allowedPaths).read(chosen, what: "layout")
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
    tree = document.file.map { Self.tree(for: $0, allowed: allowedPaths) }
    var resources = AndroidResources()
    var warnings: [Diagnostic] = []
    resources.platform = try Self.platformResources(platform, for: configuration)
    resources.appTheme = platform.theme
    // The app's `v<N>` folders are chosen as on a device running the platform read.
    let device = configuration.onPlatform(apiLevel: resources.platform?.apiLevel)
    selection = device
    if let file = document.file, let tree {
      // Values the module's build file defines, beneath its values files'.
      let res = tree.resourceFolder
      resources.namesLibraries = GradleModules.namesLibraries(ofResources: res)
      if let built = GradleModules.resourceValues(ofResources: res) {
        warnings += try resources.read(built.text, file: built.file)
      }
      for values in try tree.valuesFiles(for: device) {
        let bytes = try tree.read(values, what: "values file")
        warnings += try resources.read(String(decoding: bytes, as: UTF8.self), file: values)
      }
      try tree.readDrawables(for: device, into: &resources)
      resources.resolveDrawableAliases()
      if let samples = SampleDataFolder.folder(forResources: res) {
        resources.sampleData = try SampleDataFolder.read(samples, warnings: &warnings)
      }
      var manifest = Self.manifest(of: tree, warnings: &warnings)
      // A library module's layout takes the theme of the app it is shown in.
      if manifest?.theme(forContext: document.toolsContext) == nil, let host = tree.hostManifest {
        manifest = Self.manifest(at: host, warnings: &warnings) ?? manifest
      }
      if platform.theme == nil, let theme = manifest?.theme(forContext: document.toolsContext) {
        resources.appTheme = AndroidManifest.usableTheme(theme, resources, file: file, &warnings)
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

  /// The app's `AndroidManifest.xml` (which gives the layout its theme and says whether the
  /// app supports right to left), found beside the `res/` folder (`ResourceTree`), its build
  /// placeholders filled in (`ManifestPlaceholders`). A manifest that cannot be read is a
  /// warning.
  static func manifest(of tree: ResourceTree, warnings: inout [Diagnostic]) -> AndroidManifest? {
    guard
      let path = tree.manifestFile()
        ?? (tree.isInResourceTree ? ResourceSourceSets.manifest(besides: tree.resourceFolder) : nil)
    else { return nil }
    return manifest(at: path, warnings: &warnings)
  }

  /// The manifest at `path`, its placeholders filled in; a warning when it cannot be read.
  static func manifest(at path: String, warnings: inout [Diagnostic]) -> AndroidManifest? {
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

  /// Where the layout at `layout` has its resources, on this machine: its resource folders,
  /// those of the Gradle modules its app module depends on (`GradleModules`), whose
  /// resources are the app's too, beneath its own, and the `allowed` ones.
  static func tree(for layout: String, allowed: [String]) -> ResourceTree {
    let files = LocalAndroidFiles.shared
    let own = ResourceTree(layout: layout, files: files, allowed: allowed, dependencies: [])
    guard own.isInResourceTree else { return own }
    // The module's other resource folders (`res.srcDirs`), its other source sets' (flavours,
    // build types), then its dependencies'.
    var dependencies =
      ResourceSourceSets.folders(besides: own.resourceFolder)
      + ResourceSourceSets.variantFolders(besides: own.resourceFolder)
      + GradleModules.dependencyResourceFolders(of: own.resourceFolder)
    // A library module's layout is shown in an app that depends on it: that app's resources
    // (its theme, its values) beneath the library's own.
    let host = HostAppModule.of(resources: own.resourceFolder)
    if let host {
      let known = Set(dependencies + [own.resourceFolder])
      for folder in [host.resources] + host.dependencies where !known.contains(folder) {
        dependencies.append(folder)
      }
    }
    return ResourceTree(
      layout: layout, files: files, allowed: allowed, dependencies: dependencies,
      hostManifest: host?.manifest)
  }

  /// The file a layout's path stands for: for `res/layout/name.xml`, `name.xml` of the
  /// `layout*/` folder beside it that best matches the configuration and has one; any other
  /// path is itself.
  public static func variant(of path: String, for configuration: ResourceConfiguration)
    -> String
  {
    ResourceTree.variant(of: path, for: configuration, files: LocalAndroidFiles.shared)
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
    var layouts: any LayoutFinding = NoLayouts()
    if let layout = document.file, let tree {
      options.allowedPaths += tree.roots.dropFirst()
      options.allowedPaths += tree.dependencies
      let reading = ResourceTree(
        layout: layout, files: tree.files, allowed: allowed, dependencies: tree.dependencies)
      layouts = ResourceLayouts(tree: reading, configuration: selection)
    }
    let images = TemplateImages(library: library, templateFile: document.file, options: options)
    var solver = AndroidSolver(
      document, resources: resources, registry: registry, measurer: measurer, images: images,
      viewState: options.viewState, layouts: layouts, state: options.state)
    solver.pixelsPerPoint = options.raster.scale
    let sources: any AppClassFinding = tree.map { AppClassFiles(tree: $0) } ?? NoAppClasses()
    solver.appClasses = DeclaredAppClasses(platform.classes, over: sources)
    return solver
  }
}

extension RenderOptions {
  /// The configuration Android resources are chosen for: the qualifiers asked for (the dark
  /// appearance asks for `night` and a right-to-left layout direction for `ldrtl`, unless
  /// they say), the rest from the canvas (else the phone's, 411×914) and the scale.
  public var resourceConfiguration: ResourceConfiguration {
    var asked = qualifiers
    if appearance == .dark, asked.night == nil { asked.night = true }
    if layoutDirection == .rightToLeft, asked.layoutDirection == nil {
      asked.layoutDirection = "ldrtl"
    }
    return ResourceConfiguration(
      asked: asked, canvas: size ?? RenderOptions.androidCanvas, scale: raster.scale)
  }
}

extension Renderer {
  /// Solves an Android layout on the options' canvas (else the phone's, 411×914), with this
  /// renderer's text measuring and images read beside the file, and its resources chosen for
  /// the options' configuration.
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
    var result = try solver.solve(canvas: options.size ?? RenderOptions.androidCanvas)
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
