import Foundation
import LayoutAndroid
import LayoutCairo
import LayoutCore
import LayoutDisplayList
import LayoutEngine

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
  /// The path the layout was named by, when read from a file: a `layout/` file stands for
  /// the best of its variants (`layout-land/` …), which may be read instead.
  let namedFile: String?

  /// The configuration of a render on the default canvas at scale 1.
  public static let defaultConfiguration = ResourceConfiguration(
    canvas: RenderOptions.defaultCanvas)

  /// Reads a layout and the values of `res/values*/…xml` beside it: `values*/` in the
  /// layout's folder, or in its parent when the layout is in a `layout*/` folder. A layout
  /// in an unqualified `layout/` folder of a `res/` tree is the resource of its name: the
  /// variant of the `layout*/` folder that best matches `configuration` is read.
  public init(
    contentsOfFile path: String, configuration: ResourceConfiguration = defaultConfiguration
  ) throws(DiagnosticError) {
    let chosen = Self.variant(of: path, for: configuration)
    let bytes = try FileAccess.read(chosen, what: "layout")
    let document = try AndroidDocument.read(String(decoding: bytes, as: UTF8.self), file: chosen)
    try self.init(document: document, configuration: configuration, namedFile: path)
  }

  /// Reads a layout from `text`; `file` names it in diagnostics and is where its resources
  /// are looked for, as for a layout read from that file.
  public init(
    text: String, file: String? = nil, configuration: ResourceConfiguration = defaultConfiguration
  ) throws(DiagnosticError) {
    try self.init(
      document: try AndroidDocument.read(text, file: file), configuration: configuration,
      namedFile: nil)
  }

  private init(
    document: AndroidDocument, configuration: ResourceConfiguration, namedFile: String?
  ) throws(DiagnosticError) {
    self.document = document
    self.configuration = configuration
    self.namedFile = namedFile
    let file = document.file
    var resources = AndroidResources()
    var warnings: [Diagnostic] = []
    for values in file.map({ Self.valuesFiles(for: $0, configuration: configuration) }) ?? [] {
      let bytes = try FileAccess.read(values, what: "values file")
      warnings += try resources.read(String(decoding: bytes, as: UTF8.self), file: values)
    }
    if let file {
      try Self.readDrawables(for: file, configuration: configuration, into: &resources)
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
      return try AndroidLayoutFile(contentsOfFile: namedFile, configuration: configuration)
    }
    return try AndroidLayoutFile(document: document, configuration: configuration, namedFile: nil)
  }

  /// The file a layout's path stands for: for `res/layout/name.xml`, `name.xml` of the
  /// `layout*/` folder beside it that best matches the configuration and has one; any other
  /// path is itself.
  public static func variant(of path: String, for configuration: ResourceConfiguration)
    -> String
  {
    let folder = (path as NSString).deletingLastPathComponent
    guard (folder as NSString).lastPathComponent == "layout" else { return path }
    let root = (folder as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    for candidate in ResourceFolders.ranked("layout", in: root, for: configuration) {
      let file = ((root as NSString).appendingPathComponent(candidate) as NSString)
        .appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: file) { return file }
    }
    return path
  }

  /// The values files of a layout, the least fitting folder's first so that a better one's
  /// entries win: `*.xml` (sorted by name) in the `values*/` folders beside it, else (for a
  /// layout in a `layout*/` or `drawable*/` folder) in the `res/` folder above.
  static func valuesFiles(for layout: String, configuration: ResourceConfiguration) -> [String] {
    guard
      let root = resourceRoots(for: layout).first(where: {
        ResourceFolders.exists("values", in: $0)
      })
    else { return [] }
    return ResourceFolders.ranked("values", in: root, for: configuration).reversed().flatMap {
      folder in
      let values = (root as NSString).appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: values)) ?? []
      return names.filter { $0.hasSuffix(".xml") }.sorted().map {
        (values as NSString).appendingPathComponent($0)
      }
    }
  }

  /// The folders a layout's resource folders are in: its own, then (for a layout in a
  /// `layout*/` or `drawable*/` folder) the `res/` folder above it.
  static func resourceRoots(for layout: String) -> [String] {
    let folder = (layout as NSString).deletingLastPathComponent
    let name = (folder as NSString).lastPathComponent
    let inResourceTree = isResourceFolder(name, kinds: ["layout", "drawable"])
    return inResourceTree ? [folder, (folder as NSString).deletingLastPathComponent] : [folder]
  }

  /// Adds the drawables (`drawable*/name.xml`, and images by name: `name.png`, `name.9.png`,
  /// `.jpg`, `.webp`) and colour state lists (`color*/name.xml`) of the resource folders:
  /// of each name, the one in the folder that best matches the configuration, and the
  /// layout's own folder's over the `res/` folder's above it.
  static func readDrawables(
    for layout: String, configuration: ResourceConfiguration,
    into resources: inout AndroidResources
  ) throws(DiagnosticError) {
    let roots = resourceRoots(for: layout)
    for root in roots.reversed() {
      for kind in ["drawable", "color"] {
        // The least fitting folder first, so that a better one's files are read later and win.
        for folder in ResourceFolders.ranked(kind, in: root, for: configuration).reversed() {
          let path = (root as NSString).appendingPathComponent(folder)
          let relative = root == roots[0] ? folder : "../" + folder
          let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
          let scale = ResourceFolders.pointsPerPixel(ofFolder: folder, for: configuration)
          for name in names {
            try readResource(
              name, in: path, relative: relative, isColor: kind == "color", scale: scale,
              into: &resources)
          }
        }
      }
    }
  }

  /// Whether a folder's name is one of `kinds`, with or without qualifiers (`drawable-hdpi`);
  /// `layout-tests` is no resource folder, `tests` being no qualifier.
  static func isResourceFolder(_ name: String, kinds: [String]) -> Bool {
    kinds.contains { ResourceQualifiers.ofFolder(name, kind: $0) != nil }
  }

  private static func readResource(
    _ name: String, in folder: String, relative: String, isColor: Bool, scale: Double,
    into resources: inout AndroidResources
  ) throws(DiagnosticError) {
    let path = (folder as NSString).appendingPathComponent(name)
    let lower = name.lowercased()
    if lower.hasSuffix(".xml") {
      let text = String(decoding: try FileAccess.read(path, what: "drawable"), as: UTF8.self)
      let base = String(name.dropLast(4))
      if isColor {
        try resources.readColorList(text, name: base, file: path)
      } else {
        try resources.readDrawable(text, name: base, file: path)
      }
    } else if !isColor,
      let ext = [".9.png", ".png", ".jpg", ".jpeg", ".webp"].first(where: lower.hasSuffix)
    {
      resources.addDrawableImage(
        String(name.dropLast(ext.count)), path: relative + "/" + name, scale: scale)
    }
  }

  /// Whether a file is an Android layout: XML in a `res/layout*/` or `res/drawable*/` folder
  /// (a drawable renders on its own), or XML whose root
  /// is an Android layout container (LinearLayout, RelativeLayout, FrameLayout, ScrollView,
  /// HorizontalScrollView, merge) or declares Android's namespace.
  public static func isAndroidLayout(_ path: String) -> Bool {
    guard path.lowercased().hasSuffix(".xml") else { return false }
    let folders = path.split(separator: "/").dropLast().suffix(2).map(String.init)
    if folders.count == 2, folders[0] == "res",
      isResourceFolder(folders[1], kinds: ["layout", "drawable"])
    {
      return true
    }
    guard let bytes = try? FileAccess.read(path, what: "layout") else { return false }
    return AndroidDocument.looksLikeLayout(String(decoding: bytes, as: UTF8.self))
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
    if let layout = document.file {
      options.allowedPaths += AndroidLayoutFile.resourceRoots(for: layout).dropFirst()
    }
    let images = TemplateImages(library: library, templateFile: document.file, options: options)
    return AndroidSolver(
      document, resources: resources, registry: registry, measurer: measurer, images: images,
      viewState: options.viewState,
      layouts: document.file.map {
        AndroidLayoutFiles(layoutFile: $0, configuration: configuration)
      } ?? NoLayouts())
  }
}

extension RenderOptions {
  /// The configuration Android resources are chosen for: the qualifiers asked for, the rest
  /// from the canvas (else 1200×630) and the scale.
  public var resourceConfiguration: ResourceConfiguration {
    ResourceConfiguration(
      asked: qualifiers, canvas: size ?? RenderOptions.defaultCanvas, scale: raster.scale)
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
