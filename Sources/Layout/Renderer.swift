import Foundation
import LayoutAndroid
import LayoutCairo
import LayoutCore
import LayoutDisplayList
import LayoutEngine
import LayoutExpressions
import LayoutViews

/// Options for one render.
public struct RenderOptions: Sendable {
  /// The canvas size in points; nil uses the root view's own width and height expressions,
  /// falling back to 1200×630 when it sets none.
  public var size: Size?
  public var format: OutputFormat
  public var raster: RasterOptions
  public var state: [String: Value]
  public var constants: [String: Value]
  /// Localized strings for `strings.Key` symbols.
  public var strings: [String: String]
  /// How `right` and `bottom` are read.
  public var layoutMode: LayoutMode = .legacy
  /// Which side `leading` is on for views that do not force a direction.
  public var layoutDirection: LayoutDirection = .leftToRight
  /// The screen's safe area: what `safeAreaInsets` read and scroll views add to their content
  /// insets (none by default, as a template has no bars or notch around it).
  public var safeArea = EdgeInsets.zero
  /// Light or dark: UIKit's system colours, colour and image sets' variants and the kinds'
  /// own colours follow it; for an Android layout, dark asks for the `night` resources
  /// unless `qualifiers` says otherwise.
  public var appearance = Appearance.light
  /// Folders besides the template's own that its images may come from.
  public var allowedPaths: [String] = []
  /// The asset catalog (an `.xcassets` folder) whose image and colour sets the template names;
  /// nil uses the `Assets.xcassets` folder beside the template, if there is one.
  public var assetCatalog: String?
  /// How many decoded pixels images may take, each and in all.
  public var imageLimits = ImageLimits()
  /// A colour painted over the whole canvas before the views; nil leaves it transparent.
  public var background: Color?
  /// Android layouts: the drawable states every view is drawn in (`pressed`, `checked`, …),
  /// which selectors and colour state lists pick their items by.
  public var viewState: Set<String> = []
  /// Android layouts: the configuration qualifiers the render asks for (`night`, `land`,
  /// `w600dp`), which pick among qualified resource folders; what they leave out comes from
  /// the canvas and the scale.
  public var qualifiers = ResourceQualifiers()
  /// State and constants of individual nodes, by node index (set by `LayoutNode`).
  public var nodeData: [Int: NodeData] = [:]

  public init(
    size: Size? = nil, format: OutputFormat = .png, raster: RasterOptions = RasterOptions(),
    state: [String: Value] = [:], constants: [String: Value] = [:],
    strings: [String: String] = [:]
  ) {
    self.size = size
    self.format = format
    self.raster = raster
    self.state = state
    self.constants = constants
    self.strings = strings
  }

  /// The canvas used when neither the options nor the template give a size.
  public static let defaultCanvas = Size(width: 1200, height: 630)

  /// The canvas of an Android layout no size is asked for: Android Studio's default phone
  /// ("Medium Phone", 411×914dp), upright, as the layout is seen on a device.
  public static let androidCanvas = Size(width: 411, height: 914)
}

/// Renders templates: owns a font library and the measurer and backend built on it.
///
/// A renderer is not thread-safe (Pango is not); give each thread its own.
public final class Renderer {
  public let fonts: FontLibrary
  /// The view kinds templates compiled for this renderer may use.
  public let registry: ViewClassRegistry
  private let backend: CairoRenderer
  private let images = ImageLibrary()
  /// The decoded images, for front-ends in this module.
  var imageLibrary: ImageLibrary { images }
  let measurer: PangoTextMeasurer

  /// A renderer using the bundled fonts (or `fonts`) and the built-in view kinds plus any
  /// registered in `registry`.
  public init(fonts: FontConfiguration = .bundled(), registry: ViewClassRegistry = .standard)
    throws(DiagnosticError)
  {
    self.registry = registry
    self.fonts = try FontLibrary(fonts)
    backend = CairoRenderer(fonts: self.fonts, images: images)
    measurer = PangoTextMeasurer(fonts: self.fonts)
  }

  /// Solves the template's frames for the options' canvas and data: once, unless the canvas
  /// follows the root's size and the root's frame depends on the canvas (see `canvasSize`).
  public func solve(_ template: LayoutTemplate, options: RenderOptions = RenderOptions())
    throws(DiagnosticError) -> SolvedLayout
  {
    images.beginRender()
    let (canvas, provisional) = try canvasSize(template, options)
    if var provisional {
      provisional.canvas = canvas
      return provisional
    }
    return try LayoutSolver.solve(template.compiled, solveInput(template, canvas, options))
  }

  /// What the solver is given for this template and these options: the canvas, the data,
  /// this renderer's text measurer and its images (read beside the template). Benchmarks and
  /// tools may replace parts, such as the measurer, and call `LayoutSolver.solve` themselves.
  public func solveInput(_ template: LayoutTemplate, options: RenderOptions = RenderOptions())
    throws(DiagnosticError) -> SolveInput
  {
    solveInput(template, try canvasSize(template, options).size, options)
  }

  private func solveInput(_ template: LayoutTemplate, _ canvas: Size, _ options: RenderOptions)
    -> SolveInput
  {
    let catalog = AssetCatalog.find(
      given: options.assetCatalog, templateFile: template.file, appearance: options.appearance)
    var input = SolveInput(
      canvas: canvas, state: options.state,
      constants: template.functions.merging(options.constants) { $1 }, strings: options.strings,
      layoutMode: options.layoutMode,
      layoutDirection: options.layoutDirection, nodeData: options.nodeData,
      measurer: measurer,
      images: TemplateImages(
        library: images, templateFile: template.file, options: options, catalog: catalog))
    input.colorAssets = AssetCatalog.colorLookup(catalog)
    input.safeArea = options.safeArea
    input.appearance = options.appearance
    return input
  }

  /// The display list of a template rendered with these options.
  public func displayList(_ template: LayoutTemplate, options: RenderOptions = RenderOptions())
    throws(DiagnosticError) -> DisplayList
  {
    displayList(try solve(template, options: options), options: options)
  }

  /// The display list of a solved layout, with the options' background under it.
  public func displayList(_ layout: SolvedLayout, options: RenderOptions = RenderOptions())
    -> DisplayList
  {
    var list = DisplayListBuilder.build(layout)
    if let background = options.background, background.alpha > 0 {
      let canvas = Rect(origin: .zero, size: list.size)
      list.items.insert(.fill(canvas, cornerRadius: 0, color: background), at: 0)
    }
    return list
  }

  /// Warnings about what `format` cannot draw of a display list: a blur effect's backdrop in
  /// SVG and PDF, which have no pixels to blur (its tint is drawn), once per render.
  public static func formatWarnings(_ list: DisplayList, format: OutputFormat, file: String?)
    -> [Diagnostic]
  {
    guard format == .svg || format == .pdf,
      list.contains(where: { item in
        if case .backdrop = item { return true }
        return false
      })
    else { return [] }
    return [
      Diagnostic(
        .warning, code: .notDrawn,
        message:
          "Blur effects are not blurred in \(format.rawValue.uppercased()) output; their tint is drawn",
        file: file, hints: ["render PNG, JPEG, WebP or AVIF to blur what lies behind them"])
    ]
  }

  /// Warnings about the text of a solved layout: font families that are not available
  /// (naming the face drawn instead) and characters no face can draw, located at the `font`
  /// or text attribute of the label, button, text field or text view.
  public func textWarnings(_ template: LayoutTemplate, layout: SolvedLayout) -> [Diagnostic] {
    var check = TextCheck(coverage: TextCoverage(fonts: fonts))
    for node in TextCheck.shownNodes(of: layout) {
      // List rows come after the template's nodes; their warnings name the row's path only.
      let nodes = template.compiled.nodes
      let compiled = nodes.indices.contains(node.index) ? nodes[node.index] : nil
      for drawn in drawnTexts(of: node, compiled: compiled) {
        check.check(
          drawn.text, style: drawn.style, path: node.path,
          font: TextSource(
            file: template.file, attribute: drawn.fontProperty,
            range: compiled?.sourceRange(for: drawn.fontProperty)),
          text: TextSource(
            file: template.file, attribute: drawn.textProperty,
            range: compiled?.sourceRange(for: drawn.textProperty)))
      }
    }
    return check.warnings
  }

  /// The characters no face can draw in a tree another front-end solved (Android's,
  /// EverLayout's), located where each node's `textSource` says (in `file` when it names
  /// none). Those front-ends report the fonts they could not find themselves.
  public func textWarnings(solvedFrom file: String?, layout: SolvedLayout) -> [Diagnostic] {
    var check = TextCheck(coverage: TextCoverage(fonts: fonts), checksFamilies: false)
    for node in TextCheck.shownNodes(of: layout) {
      var source = node.textSource ?? TextSource(file: nil, attribute: "text", range: nil)
      source.file = source.file ?? file
      for (text, style) in TextCheck.drawnTexts(of: node) {
        check.check(text, style: style, path: node.path, font: source, text: source)
      }
    }
    return check.warnings
  }

  /// The texts a node draws, with their style and the attributes they come from: a label's
  /// text, else those of a built-in control.
  private func drawnTexts(of node: SolvedNode, compiled: CompiledNode?)
    -> [(text: AttributedText, style: TextStyle, fontProperty: String, textProperty: String)]
  {
    if let style = node.textStyle, let text = node.displayedText, !text.string.isEmpty {
      let property = compiled?.has("attributedText") == true ? "attributedText" : "text"
      return [(text, style, "font", property)]
    }
    return node.textProperties.compactMap { names in
      guard let (text, style) = node.text(names) else { return nil }
      let property =
        names.attributedText.flatMap { node.properties[$0] == nil ? nil : $0 } ?? names.text
      return (text, style, names.font, property)
    }
  }

  /// Renders a template to PNG, SVG or PDF bytes.
  public func render(_ template: LayoutTemplate, options: RenderOptions = RenderOptions())
    throws(DiagnosticError) -> [UInt8]
  {
    try render(displayList(template, options: options), options: options, file: template.file)
  }

  /// Encodes a display list as PNG, SVG or PDF bytes; `file` locates errors.
  public func render(_ list: DisplayList, options: RenderOptions, file: String? = nil)
    throws(DiagnosticError) -> [UInt8]
  {
    do {
      return try backend.render(list, as: options.format, options: options.raster)
    } catch {
      throw error.located(file: file)
    }
  }

  /// Drops the decoded images read from these paths, so that the next render reads them
  /// again (after they changed on disk).
  public func forgetImages(_ paths: some Sequence<String>) {
    for path in paths { images.forget(path) }
  }

  /// Paints a template into a bitmap, without encoding it.
  public func bitmap(_ template: LayoutTemplate, options: RenderOptions = RenderOptions())
    throws(DiagnosticError) -> Bitmap
  {
    let list = try displayList(template, options: options)
    do {
      return try backend.bitmap(list, options: options.raster)
    } catch {
      throw error.located(file: template.file)
    }
  }

  /// Renders a template and writes the result to a file atomically.
  public func render(
    _ template: LayoutTemplate, to path: String, options: RenderOptions = RenderOptions()
  ) throws(DiagnosticError) {
    try FileAccess.writeAtomically(render(template, options: options), to: path)
  }

  /// The canvas: the options' size; else the root's own width and height — read directly
  /// when constant, else solved once on the default canvas (so `auto` roots grow to their
  /// content); else the default. That provisional solve is returned when the root's frame
  /// does not depend on the canvas, as the solve on the final canvas would give the same.
  private func canvasSize(_ template: LayoutTemplate, _ options: RenderOptions)
    throws(DiagnosticError) -> (size: Size, provisional: SolvedLayout?)
  {
    if let size = options.size { return (size, nil) }
    let root = template.compiled.root
    var size = RenderOptions.defaultCanvas
    var dynamic: [PercentAxis] = []
    for (axis, name) in [(PercentAxis.horizontal, "width"), (.vertical, "height")] {
      guard let expression = root.expression(for: name) else { continue }
      if case .number(let value)? = expression.constantValue {
        if axis == .horizontal { size.width = value } else { size.height = value }
      } else {
        dynamic.append(axis)
      }
    }
    if dynamic.isEmpty, let image = try rootImageSize(template, options) {
      size = image
    }
    guard !dynamic.isEmpty else {
      try Self.checkRootCanvas(size, template)
      return (size, nil)
    }
    let provisional = try LayoutSolver.solve(
      template.compiled, solveInput(template, size, options))
    let frame = provisional.root.frame
    if dynamic.contains(.horizontal), frame.width > 0 { size.width = frame.width }
    if dynamic.contains(.vertical), frame.height > 0 { size.height = frame.height }
    try Self.checkRootCanvas(size, template)
    return (size, template.compiled.rootIgnoresCanvas ? provisional : nil)
  }

  /// A root image view that sets no size is its image's size, as a UIImageView made with an
  /// image sizes itself; nil for other roots, and for one without an image.
  private func rootImageSize(_ template: LayoutTemplate, _ options: RenderOptions)
    throws(DiagnosticError) -> Size?
  {
    let root = template.compiled.root
    guard case .image = root.intrinsicContent,
      root.expression(for: "width") == nil, root.expression(for: "height") == nil
    else { return nil }
    let provisional = try LayoutSolver.solve(
      template.compiled, solveInput(template, RenderOptions.defaultCanvas, options))
    guard let image = provisional.root.image, image.size.width > 0, image.size.height > 0
    else { return nil }
    return image.size
  }

  /// Refuses a canvas made by the root's own size that no format can draw: not finite, or
  /// beyond the canvas limits in points. The error is located at the root's `width` or
  /// `height`, whichever is out of bounds. An empty canvas still solves (for dumps); only
  /// drawing it fails.
  private static func checkRootCanvas(_ size: Size, _ template: LayoutTemplate)
    throws(DiagnosticError)
  {
    if size.width <= 0 || size.height <= 0 { return }
    do {
      try CairoRenderer.checkCanvas(width: size.width, height: size.height, unit: "points")
    } catch {
      let root = template.source.root
      let heightIsBad = !(size.height.isFinite && size.height <= CairoRenderer.maxSide)
      let attribute =
        heightIsBad
        ? root.attribute("height") ?? root.attribute("width")
        : root.attribute("width") ?? root.attribute("height")
      var located = error
      located.primary.range = attribute?.valueRange ?? root.classRange
      located.primary.attribute = attribute?.name
      throw located.located(file: root.file ?? template.file)
    }
  }
}
