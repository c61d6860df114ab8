import Foundation
import LayoutAndroid
import LayoutCore

/// Android-style layouts (iDroid-Layout's XML) rendered with a renderer's fonts and images,
/// meeting Layout XML at the solved tree.
public struct AndroidLayoutFile: Sendable {
  public let document: AndroidDocument
  /// The strings, colours and dimensions of the values files found for the layout.
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
    self.resources = resources
    self.warnings = warnings
  }

  /// The values files of a layout, sorted by path: `*.xml` in the `values/` folder beside it,
  /// else (for a layout in a `layout/` or `layout-…/` folder) beside that folder.
  static func valuesFiles(for layout: String) -> [String] {
    let folder = (layout as NSString).deletingLastPathComponent
    let name = (folder as NSString).lastPathComponent
    let beside = (folder as NSString).appendingPathComponent("values")
    let inResourceTree =
      (name == "layout" || name.hasPrefix("layout-"))
      && !FileManager.default.fileExists(atPath: beside)
    let values =
      inResourceTree
      ? ((folder as NSString).deletingLastPathComponent as NSString)
        .appendingPathComponent("values") : beside
    let names = (try? FileManager.default.contentsOfDirectory(atPath: values)) ?? []
    return names.filter { $0.hasSuffix(".xml") }.sorted().map {
      (values as NSString).appendingPathComponent($0)
    }
  }

  /// Whether a file is an Android layout: XML in a `res/layout*/` folder, or XML whose root
  /// is an Android layout container (LinearLayout, RelativeLayout, FrameLayout, ScrollView,
  /// HorizontalScrollView, merge) or declares Android's namespace.
  public static func isAndroidLayout(_ path: String) -> Bool {
    guard path.lowercased().hasSuffix(".xml") else { return false }
    let folders = path.split(separator: "/").dropLast().suffix(2).map(String.init)
    if folders.count == 2, folders[0] == "res",
      folders[1] == "layout" || folders[1].hasPrefix("layout-")
    {
      return true
    }
    guard let bytes = try? FileAccess.read(path, what: "layout") else { return false }
    return AndroidDocument.looksLikeLayout(String(decoding: bytes, as: UTF8.self))
  }
}

extension Renderer {
  /// Solves an Android layout on the options' canvas (else 1200×630), with this renderer's
  /// text measuring and images read beside the file.
  public func solve(_ file: AndroidLayoutFile, options: RenderOptions = RenderOptions())
    throws(DiagnosticError) -> AndroidSolver.Result
  {
    imageLibrary.beginRender()
    let images = TemplateImages(
      library: imageLibrary, templateFile: file.document.file, options: options)
    let solver = AndroidSolver(
      file.document, resources: file.resources, registry: registry, measurer: measurer,
      images: images)
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
