import LayoutConstraints
import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutViews

/// The Solve stage of the EverLayout front-end: builds the view tree of a layout, installs its
/// constraints (and the intrinsic sizes of labels and images, with Auto Layout's hugging and
/// compression-resistance priorities) in a Cassowary solver, and hands back the solved tree
/// the display-list builder paints, as Layout XML's solver does.
public struct EverLayoutSolver {
  /// What solving gives: the tree to paint, the constraints installed (for
  /// `--dump constraints`) and warnings.
  public struct Result {
    public var layout: SolvedLayout
    public var constraints: [InstalledConstraint]
    public var warnings: [Diagnostic]
  }

  /// One installed constraint, as `--dump constraints` prints it.
  public struct InstalledConstraint: Sendable {
    public var item: String
    public var attribute: String
    public var relation: String
    /// nil for a constant; `super` is the superview.
    public var toItem: String?
    public var toAttribute: String?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
  }

  let document: EverLayoutDocument
  let registry: ViewClassRegistry
  let measurer: any TextMeasuring
  let images: any ImageProviding

  public init(
    _ document: EverLayoutDocument, registry: ViewClassRegistry = .standard,
    measurer: any TextMeasuring, images: any ImageProviding = NoImages()
  ) {
    self.document = document
    self.registry = registry
    self.measurer = measurer
    self.images = images
  }

  /// Solves the layout on a canvas: the root view fills it.
  public func solve(canvas: Size) throws(DiagnosticError) -> Result {
    let tree = EverLayoutTree(document: document, registry: registry, file: document.file)
    var content = try IntrinsicContent.measure(
      tree.nodes, registry: registry, measurer: measurer, images: images)
    var first = try ConstraintSystem(tree: tree, canvas: canvas, content: content, stay: 0)
    // Labels that may wrap are measured again at the width they were given, and solved again.
    let wrapping = wrappingWidths(tree, first.frames)
    if !wrapping.isEmpty {
      content = try IntrinsicContent.measure(
        tree.nodes, registry: registry, measurer: measurer, images: images,
        wrappingWidths: wrapping)
      first = try ConstraintSystem(tree: tree, canvas: canvas, content: content, stay: 0)
    }
    // Unless the constraints decided every frame, solved twice, with frames that nothing
    // decides pulled towards two different places: views whose frames differ are ambiguous.
    let second =
      first.isDetermined
      ? first : try ConstraintSystem(tree: tree, canvas: canvas, content: content, stay: 97)
    var warnings = tree.warnings + first.warnings
    let ambiguous = tree.nodes.indices.filter { first.frames[$0] != second.frames[$0] }
    if !ambiguous.isEmpty {
      let names = ambiguous.map { tree.nodes[$0].view.id }
      warnings.append(
        Diagnostic(
          .warning, code: .ambiguousLayout,
          message: "The constraints do not determine the frames of "
            + names.joined(separator: ", "),
          file: document.file, range: tree.nodes[ambiguous[0]].view.keyRange,
          hints: ["give each view a position and a size on both axes"]))
    }
    let nodes = tree.solvedNodes(frames: first.frames, content: content, registry: registry)
    return Result(
      layout: SolvedLayout(canvas: canvas, nodes: nodes), constraints: first.installed,
      warnings: warnings)
  }

  /// The widths of the labels that may take several lines (`numberOfLines` other than 1)
  /// and were given less than their text on one line.
  private func wrappingWidths(_ tree: EverLayoutTree, _ frames: [Rect]) -> [Int: Double] {
    var widths: [Int: Double] = [:]
    for index in tree.nodes.indices {
      let node = tree.nodes[index]
      guard let style = node.textStyle, style.numberOfLines != 1,
        case .string(let text)? = node.values["text"]
      else { continue }
      let single = measurer.measure(text, style: style, maxWidth: nil)
      if frames[index].width < single.width - 1e-9 { widths[index] = frames[index].width }
    }
    return widths
  }
}
