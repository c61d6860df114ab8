import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutViews

/// The Solve stage of the Android front-end: inflates a layout, measures and lays it out in
/// Android's two passes on a canvas (the parent the root is attached to, a frame of the
/// canvas's size), and hands back the solved tree the display-list builder paints, as
/// Layout XML's solver does.
public struct AndroidSolver {
  /// What solving gives: the tree to paint and the warnings.
  public struct Result {
    public var layout: SolvedLayout
    public var warnings: [Diagnostic]
    /// Each ConstraintLayout's constraints as solved, for `--dump constraints`.
    public var constraints: [ConstraintLayoutConstraints] = []
  }

  let document: AndroidDocument
  let resources: AndroidResources
  let registry: ViewClassRegistry
  let measurer: any TextMeasuring
  let images: any ImageProviding
  /// The states every view is drawn in (`pressed`, `checked`, …) besides its own, which
  /// selectors and colour state lists pick their items by.
  let viewState: Set<String>
  /// The layouts `<include>` names.
  let layouts: any LayoutFinding
  /// The state data-binding expressions (`@{user.name}`) are evaluated against.
  let state: [String: Value]
  /// The device pixels a point is drawn at (the render's scale), which Android's font
  /// metrics round to.
  public var pixelsPerPoint = 1.0
  /// The app's own view classes (`<com.example.AvatarView>`), from its sources.
  package var appClasses: any AppClassFinding = NoAppClasses()

  public init(
    _ document: AndroidDocument, resources: AndroidResources = AndroidResources(),
    registry: ViewClassRegistry = .standard, measurer: any TextMeasuring,
    images: any ImageProviding = NoImages(), viewState: Set<String> = [],
    layouts: any LayoutFinding = NoLayouts(), state: [String: Value] = [:]
  ) {
    self.state = state
    self.layouts = layouts
    self.document = document
    self.resources = resources
    self.registry = AndroidInflater.registry(extending: registry)
    self.measurer = measurer
    self.images = images
    self.viewState = viewState
  }

  public func solve(canvas: Size) throws(DiagnosticError) -> Result {
    var inflater = AndroidInflater(
      document: document, resources: resources, registry: registry, renderState: viewState,
      layouts: layouts)
    inflater.bindingState = state
    inflater.pixelsPerPoint = pixelsPerPoint
    inflater.appClasses = appClasses
    let root = try inflater.inflate()
    var warnings = inflater.warnings
    let loader = DrawableLoader(
      resources: resources, images: images, renderState: viewState, styles: inflater.styles)
    loader.pixelsPerPoint = pixelsPerPoint
    let drawables = ViewDrawables(loader: loader)
    var window: Drawable?
    if DrawableReader.rootTags.contains(document.root.tag) {
      try drawables.attachFile(document.root, to: root)
    } else {
      window = try drawables.windowBackground(of: root)
    }
    warnings += try prepare(root, drawables: drawables)
    warnings += loader.warnings
    let pass = LayoutPass(
      leaf: LeafMeasure(measurer: measurer, registry: registry, pixelsPerPoint: pixelsPerPoint))
    let parent = MeasureSpec.exactly
    let margins = root.params.margins
    pass.measure(
      root,
      .child(
        of: parent(canvas.width), used: margins.left + margins.right, param: root.params.width),
      .child(
        of: parent(canvas.height), used: margins.top + margins.bottom, param: root.params.height))
    let canvasView = AndroidView(
      element: document.root, role: .frame, className: "canvas",
      params: LayoutParams(width: .matchParent, height: .matchParent))
    canvasView.children = [root]
    canvasView.frame = Rect(origin: .zero, size: canvas)
    try RenderBudget.check()
    FrameLayoutAlgorithm(pass: pass).layout(canvasView)
    pass.layout(root)
    let nodes = SolvedTreeBuilder(registry: registry, pixelsPerPoint: pixelsPerPoint).nodes(root)
    var layout = SolvedLayout(canvas: canvas, nodes: nodes)
    layout.background = window.map { $0.items(in: Rect(origin: .zero, size: canvas)) } ?? []
    return Result(
      layout: layout,
      // Drawables and images of a list's rows warn once, as the inflation's warnings do.
      warnings: RepeatedWarnings.collapsingFonts(
        RepeatedWarnings.sayingOnce(warnings + ConstraintLayoutConstraints.conflictWarnings(root))),
      constraints: ConstraintLayoutConstraints.collect(root))
  }

  /// A text view's font resource given to the text engine (its files loaded once for the
  /// process: the family of the first that is a font); a warning, drawing in Roboto, when
  /// none of them is a font.
  private func loadFontResource(of view: AndroidView) -> Diagnostic? {
    guard let first = view.fontFiles.first?.path else { return nil }
    defer { view.fontFiles = [] }
    // The faces of a family may name different families inside their files (an italic face
    // of its own name): the face the text's weight and style match best names the family.
    let weight = view.bold ? 700 : view.fontWeight?.numericWeight ?? 400
    let ordered = view.fontFiles.enumerated().sorted {
      let (left, right) = (
        $0.element.distance(weight: weight, italic: view.italic),
        $1.element.distance(weight: weight, italic: view.italic)
      )
      return left == right ? $0.offset < $1.offset : left < right
    }
    view.resourceFamily =
      ordered.lazy.compactMap { measurer.family(ofFontFile: $0.element.path) }.first
    guard view.resourceFamily == nil else { return nil }
    let attribute = view.element.attribute("fontFamily")
    return Diagnostic(
      .warning, code: .androidIgnored,
      message: "The font resource \(attribute?.value ?? first) is "
        + "\(first.split(separator: "/").last ?? ""), \(FontWarnings.unreadable)",
      file: view.file, range: attribute?.valueRange ?? view.element.range, nodePath: view.path,
      hints: [
        "give res/font/ a TrueType or OpenType file (.ttf, .otf); the text is drawn in Roboto"
      ])
  }

  /// Before measuring: images looked up and RelativeLayout rules sorted (which finds
  /// cycles), for every view.
  private func prepare(_ view: AndroidView, drawables: ViewDrawables) throws(DiagnosticError)
    -> [Diagnostic]
  {
    var warnings: [Diagnostic] = []
    do throws(DiagnosticError) {
      try drawables.attach(to: view)
      if let drawable = try drawables.source(of: view) {
        view.sourceDrawable = drawable
      } else if let name = view.imageName, resources.drawableImages[name] == nil,
        resources.namesLibraries || AndroidResources.isLibraryResource(name)
      {
        // A library's drawable (ExoPlayer's exo_…, AppCompat's abc_…): not available.
        warnings.append(
          Diagnostic(
            .warning, code: .androidIgnored,
            message: "@drawable/\(name) \(resources.missingReason(for: name)): the image is "
              + "left out",
            file: view.file, range: view.element.attribute("src")?.valueRange ?? view.element.range,
            nodePath: view.path))
      } else if let name = view.imageName {
        do throws(DiagnosticError) {
          let found = try image(name, for: view)
          if let tint = view.imageTint {
            // A tinted image is drawn as a bitmap drawable, in the tint's colour.
            view.sourceDrawable = .bitmap(
              BitmapDrawable(key: found.key, size: found.size, tint: tint))
          } else {
            view.image = found
          }
        } catch {
          // A design-time image that is not there, or a drawable resource nothing defines, is
          // left out, as the preview leaves it.
          guard let source = view.element.attribute("src") else { throw error }
          if source.fromTools,
            [.fileNotFound, .imageNotFound, .androidBadReference].contains(error.primary.code)
          {
            warnings.append(
              AttributeReader.designTimeWarning(error, attribute: source, file: view.file))
          } else if error.primary.code == .androidBadReference {
            warnings.append(
              Diagnostic(
                .warning, code: .androidIgnored,
                message: error.primary.message + ": the image is left out",
                file: error.primary.file ?? view.file, range: error.primary.range,
                nodePath: view.path, hints: error.primary.hints))
          } else {
            throw error
          }
        }
      }
    } catch {
      throw error.located(nodePath: view.path)
    }
    if let unreadable = loadFontResource(of: view) { warnings.append(unreadable) }
    if view.role == .relative {
      warnings += try RelativeLayoutRules.sort(view, file: view.file)
    }
    if view.role == .constraint {
      warnings += ConstraintLayoutRules.check(view, file: view.file)
    }
    for child in view.children { warnings += try prepare(child, drawables: drawables) }
    return warnings
  }

  /// The image `src` names: the name as written when it has an extension, else the image of
  /// that name the drawable folders hold (the best match of the qualifiers, its size in dp
  /// from its folder's density), else the first of `name.png`, `name.jpg`, `name.webp`
  /// beside the layout or in `../drawable/` (a `res/` tree) that exists.
  private func image(_ name: String, for view: AndroidView) throws(DiagnosticError) -> (
    key: String, size: Size
  ) {
    if let path = resources.drawableImages[name] {
      let found: (key: String, size: Size)
      do {
        found = try images.image(named: path)
      } catch {
        throw located(error, for: view)
      }
      let scale = resources.drawableImageScales[name] ?? 1
      return (found.key, Size(width: found.size.width * scale, height: found.size.height * scale))
    }
    let hasExtension = name.split(separator: "/").last?.contains(".") ?? false
    let candidates =
      hasExtension
      ? [name]
      : ["", "../drawable/"].flatMap { folder in
        ["png", "jpg", "webp"].map { folder + name + "." + $0 }
      }
    var first: DiagnosticError?
    for candidate in candidates {
      do {
        return try images.image(named: candidate)
      } catch {
        // A refusal says more than a missing file: it is reported whichever candidate met it.
        if first == nil || error.primary.code == .pathOutsideRoot { first = error }
        if error.primary.code == .pathOutsideRoot { break }
      }
    }
    if let first, first.primary.code != .pathOutsideRoot, let missing = missingResource(name, view)
    {
      throw located(missing, for: view)
    }
    throw located(first!, for: view)
  }

  /// An image error located at the view's `src`.
  /// The error for a `src` written as a resource (`@drawable/name`, `@mipmap/name`) that no
  /// resource folder holds: a missing resource, not a missing file; nil for a `src` written
  /// as a file name.
  private func missingResource(_ name: String, _ view: AndroidView) -> DiagnosticError? {
    guard let written = view.element.attribute("src")?.value,
      written.hasPrefix("@drawable/") || written.hasPrefix("@mipmap/")
    else { return nil }
    let known = Set(resources.drawables.keys).union(resources.drawableImages.keys)
    let hint =
      Suggestions.closest(to: name, in: known.sorted()).map { "did you mean '@drawable/\($0)'?" }
      ?? "put \(name).xml or \(name).png in a drawable/ folder of the app or of a module it "
      + "depends on"
    return DiagnosticError(
      .error, code: .androidBadReference, message: "No drawable named '\(name)'",
      range: view.element.attribute("src")?.valueRange, hints: [hint])
  }

  private func located(_ error: DiagnosticError, for view: AndroidView) -> DiagnosticError {
    var error = error.located(file: view.file, nodePath: view.path, attribute: "src")
    if error.primary.range == nil {
      error.primary.range = view.element.attribute("src")?.valueRange
    }
    return error
  }
}
