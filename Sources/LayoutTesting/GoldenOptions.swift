import Layout
import LayoutCore

/// How one golden case is rendered and judged: the diff tolerance, and the scale and canvas
/// size that override the case's own. `layout-test.json` manifests set these for `layout test`;
/// Swift tests pass them to the assertion functions.
public struct GoldenOptions: Sendable, Hashable {
  /// When the rendered image counts as the golden. Default: exact.
  public var tolerance: DiffTolerance
  /// Pixels per point; nil keeps the case's own (or 1).
  public var scale: Double?
  /// The canvas in points; nil keeps the case's own (or the template's).
  public var size: Size?
  /// The case's template has an error and its golden is the Red Box of that error.
  public var redBox = false
  /// The asset catalog the case's template uses; nil keeps the one beside it, if any.
  public var assetCatalog: String?
  /// Android layouts: the resource qualifiers every case is rendered with; nil keeps the
  /// case's own.
  public var qualifiers: ResourceQualifiers?
  /// Elements left out of the comparison (`#avatar`, `@+id/clock`, a node path such as
  /// `UITableView/UITableViewCell[3]`): their frames, in both images (`GoldenMask`).
  public var masks: [String] = []
  /// The variants each case is rendered in, each to its own golden; none renders it once.
  public var variants: [GoldenVariant] = []

  /// Options from their parts; the defaults demand an exact match.
  public init(tolerance: DiffTolerance = .exact, scale: Double? = nil, size: Size? = nil) {
    self.tolerance = tolerance
    self.scale = scale
    self.size = size
  }

  /// The render options with this scale, size, asset catalog and qualifiers applied over them.
  public func applied(to options: RenderOptions) -> RenderOptions {
    var options = options
    if let scale { options.raster.scale = scale }
    if let size { options.size = size }
    if let assetCatalog { options.assetCatalog = assetCatalog }
    if let qualifiers { options.qualifiers = qualifiers }
    return options
  }
}

extension DiffTolerance {
  /// Exact comparison: threshold 0, anti-aliased pixels counted, no mismatched pixel allowed (no
  /// budget set, so a manifest may set either budget alone).
  public static let exact = DiffTolerance(
    pixelMatch: PixelMatchOptions(threshold: 0, includeAA: true), maxDiffPixels: nil)
}
