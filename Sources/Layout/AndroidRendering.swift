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
  /// drawables and colour state lists.
  public let resources: AndroidResources
  /// What reading the values files ignored.
  public let warnings: [Diagnostic]

  /// Reads a layout and the values of `res/values*/…xml` beside it: `values/` in the
  /// layout's folder, or in its parent when the layout is in a `layout*/` folder.
  public init(contentsOfFile path: String) throws(DiagnosticError) {
    let bytes = try FileAccess.read(path, what: "layout")
    try self.init(text: String(decoding: bytes, as: UTF8.self), file: path)
  }

  public init(text: String, file: String? = nil) throws(DiagnosticError) {
    document = try AndroidDocument.read(text, file: file)
    var resources = AndroidResources()
    var warnings: [Diagnostic] = []
    for values in file.map(Self.valuesFiles(for:)) ?? [] {
      let bytes = try FileAccess.read(values, what: "values file")
      warnings += try resources.read(String(decoding: bytes, as: UTF8.self), file: values)
    }
    if let file { try Self.readDrawables(for: file, into: &resources) }
    self.resources = resources
    self.warnings = warnings
  }

  /// The values files of a layout, sorted by path: `*.xml` in the `values/` folder beside it,
  /// else (for a layout in a `layout*/` or `drawable*/` folder) in the `res/` folder above.
  static func valuesFiles(for layout: String) -> [String] {
    let values = resourceRoots(for: layout).map {
      ($0 as NSString).appendingPathComponent("values")
    }.first { FileManager.default.fileExists(atPath: $0) }
    guard let values else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: values)) ?? []
    return names.filter { $0.hasSuffix(".xml") }.sorted().map {
      (values as NSString).appendingPathComponent($0)
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
  /// `.jpg`, `.webp`) and colour state lists (`color*/name.xml`) of the resource folders;
  /// the unqualified `drawable/` and `color/` win over qualified ones, and the layout's own
  /// folder over the `res/` folder above it.
  static func readDrawables(for layout: String, into resources: inout AndroidResources)
    throws(DiagnosticError)
  {
    let roots = resourceRoots(for: layout)
    for root in roots.reversed() {
      // Qualified folders first, so that the unqualified one's files are read last and win.
      let listed = try? FileManager.default.contentsOfDirectory(atPath: root.isEmpty ? "." : root)
      let folders = (listed ?? [])
        .filter { isResourceFolder($0, kinds: ["drawable", "color"]) }
        .sorted { ($0.contains("-") ? 0 : 1, $0) < ($1.contains("-") ? 0 : 1, $1) }
      for folder in folders {
        let path = (root as NSString).appendingPathComponent(folder)
        let relative = root == roots[0] ? folder : "../" + folder
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        for name in names {
          try readResource(
            name, in: path, relative: relative, isColor: folder.hasPrefix("color"),
            into: &resources)
        }
      }
    }
  }

  /// Whether a folder's name is one of `kinds`, with or without qualifiers (`drawable-hdpi`).
  static func isResourceFolder(_ name: String, kinds: [String]) -> Bool {
    kinds.contains { name == $0 || name.hasPrefix($0 + "-") }
  }

  private static func readResource(
    _ name: String, in folder: String, relative: String, isColor: Bool,
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
      resources.drawableImages[String(name.dropLast(ext.count))] = relative + "/" + name
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
      layouts: document.file.map { AndroidLayoutFiles(layoutFile: $0) } ?? NoLayouts())
  }
}

extension Renderer {
  /// Solves an Android layout on the options' canvas (else 1200×630), with this renderer's
  /// text measuring and images read beside the file.
  public func solve(_ file: AndroidLayoutFile, options: RenderOptions = RenderOptions())
    throws(DiagnosticError) -> AndroidSolver.Result
  {
    imageLibrary.beginRender()
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
