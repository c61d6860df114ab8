import LayoutCore
import LayoutDisplayList

/// A nine-patch image (`name.9.png`): its 1-pixel border marks, in black, the rows and columns
/// that stretch (top and left) and the box content goes in (bottom and right); the rest of the
/// image keeps its size when the image is drawn larger.
struct NinePatch: Sendable {
  /// The image's key and its whole size, border included.
  var key: String
  var imageSize: Size
  /// The stretching runs of columns and rows, in pixels of the image without its border.
  var xStretches: [Range<Int>]
  var yStretches: [Range<Int>]
  /// The content box's distance from each edge of the image without its border, in pixels.
  var padding: EdgeInsets
  /// Points per pixel: 1 for an image of `drawable/` or `drawable-mdpi/`, ½ for one of
  /// `drawable-xhdpi/` (its fixed runs and padding are drawn at its density).
  var scale = 1.0
  /// The border's width in pixels: 1 in a `.9.png` as drawn, 0 in one Android's packager
  /// compiled (the marks are then data beside the pixels).
  var border = 1
  /// A colour the image is drawn in, keeping its opacity (`android:tint`).
  var tint: Color?

  /// The image without its border, in pixels.
  var contentSize: Size {
    Size(width: imageSize.width - Double(2 * border), height: imageSize.height - Double(2 * border))
  }

  /// The image without its border, in points.
  var drawnSize: Size {
    Size(width: contentSize.width * scale, height: contentSize.height * scale)
  }

  /// The content box's distance from each edge, in points.
  var drawnPadding: EdgeInsets {
    EdgeInsets(
      top: padding.top * scale, left: padding.left * scale, bottom: padding.bottom * scale,
      right: padding.right * scale)
  }

  /// Why a border cannot be read: the message, for an error located where the image is named.
  struct BorderError: Error {
    var message: String
  }

  /// Reads the border of an image's pixels. Border pixels must be opaque black (a mark) or
  /// fully transparent; the padding lines, when drawn, must be one run each. With no stretch
  /// mark on an axis the whole axis stretches; with no padding line on an axis the stretch
  /// run gives the padding, as Android's packager does.
  static func read(_ pixels: ImagePixels, key: String) throws(BorderError) -> NinePatch {
    let (width, height) = (pixels.width, pixels.height)
    guard width >= 3, height >= 3 else {
      throw BorderError(message: "is \(width)×\(height) pixels: a nine-patch needs its border")
    }
    let top = try marks(count: width - 2, edge: "top") { pixels[$0 + 1, 0] }
    let left = try marks(count: height - 2, edge: "left") { pixels[0, $0 + 1] }
    let bottom = try marks(count: width - 2, edge: "bottom") { pixels[$0 + 1, height - 1] }
    let right = try marks(count: height - 2, edge: "right") { pixels[width - 1, $0 + 1] }
    let xStretches = top.isEmpty ? [0..<(width - 2)] : top
    let yStretches = left.isEmpty ? [0..<(height - 2)] : left
    let across = try paddingRun(bottom, fallback: xStretches, edge: "bottom")
    let down = try paddingRun(right, fallback: yStretches, edge: "right")
    return NinePatch(
      key: key, imageSize: Size(width: Double(width), height: Double(height)),
      xStretches: xStretches, yStretches: yStretches,
      padding: EdgeInsets(
        top: Double(down.lowerBound), left: Double(across.lowerBound),
        bottom: Double(height - 2 - down.upperBound),
        right: Double(width - 2 - across.upperBound)))
  }

  /// The runs of black pixels along one edge; a pixel neither black nor clear is an error.
  private static func marks(count: Int, edge: String, pixel: (Int) -> UInt32)
    throws(BorderError) -> [Range<Int>]
  {
    var runs: [Range<Int>] = []
    var start: Int?
    for index in 0...count {
      let value = index < count ? pixel(index) : 0
      let isMark = value == 0xFF00_0000
      guard isMark || value >> 24 == 0 else {
        throw BorderError(
          message: "has a pixel on its \(edge) border (\(index + 1)) that is neither black nor "
            + "transparent: #\(String(value, radix: 16, uppercase: true))")
      }
      if isMark, start == nil { start = index }
      if !isMark, let first = start {
        runs.append(first..<index)
        start = nil
      }
    }
    return runs
  }

  private static func paddingRun(_ runs: [Range<Int>], fallback: [Range<Int>], edge: String)
    throws(BorderError) -> Range<Int>
  {
    guard runs.count <= 1 else {
      throw BorderError(
        message: "has \(runs.count) padding lines on its \(edge) border: a nine-patch has one")
    }
    if let run = runs.first { return run }
    return fallback.first!.lowerBound..<fallback.last!.upperBound
  }
}

extension NinePatch {
  /// The image drawn into `bounds`: fixed runs at their size, stretching runs sharing what is
  /// left in proportion to their lengths; when the bounds are smaller than the fixed runs,
  /// those shrink together. Each piece is its part of the image (border left out) scaled
  /// into place.
  func items(in bounds: Rect) -> [DisplayItem] {
    let columns = Self.segments(
      length: Int(contentSize.width), stretches: xStretches, into: bounds.x, span: bounds.width,
      scale: scale)
    let rows = Self.segments(
      length: Int(contentSize.height), stretches: yStretches, into: bounds.y, span: bounds.height,
      scale: scale)
    var items: [DisplayItem] = []
    for row in rows where row.target.1 > 0 {
      for column in columns where column.target.1 > 0 {
        let piece = Rect(
          x: column.target.0, y: row.target.0, width: column.target.1, height: row.target.1)
        let source = Rect(
          x: Double(column.source.lowerBound + border), y: Double(row.source.lowerBound + border),
          width: Double(column.source.count), height: Double(row.source.count))
        items.append(
          .image(ImageItem(name: key, rect: piece, clip: piece, tint: tint, source: source)))
      }
    }
    return items
  }

  /// One axis cut into runs (fixed and stretching, alternating) and where each goes, fixed
  /// runs `scale` points a pixel.
  static func segments(
    length: Int, stretches: [Range<Int>], into origin: Double, span: Double, scale: Double = 1
  ) -> [(source: Range<Int>, target: (Double, Double))] {
    var runs: [(Range<Int>, stretches: Bool)] = []
    var position = 0
    for stretch in stretches {
      if stretch.lowerBound > position { runs.append((position..<stretch.lowerBound, false)) }
      runs.append((stretch, true))
      position = stretch.upperBound
    }
    if position < length { runs.append((position..<length, false)) }
    let fixed = Double(runs.filter { !$0.stretches }.map(\.0.count).reduce(0, +)) * scale
    let stretching = Double(runs.filter(\.stretches).map(\.0.count).reduce(0, +))
    let room = max(span - fixed, 0)
    let shrink = fixed > span && fixed > 0 ? span / fixed : 1
    var start = origin
    return runs.compactMap { run, stretches in
      guard !run.isEmpty else { return nil }
      let size =
        stretches
        ? (stretching > 0 ? room * Double(run.count) / stretching : 0)
        : Double(run.count) * scale * shrink
      defer { start += size }
      return (run, (start, size))
    }
  }
}
