import LayoutCore
import LayoutDisplayList

/// Draws an image drawable as Android's `BitmapDrawable` does: stretched over the bounds
/// (gravity `fill`, the default), placed at its size by its gravity and clipped to the bounds,
/// or, with a tile mode, from the top left: repeated (`repeat`), repeated with every other
/// column and row flipped (`mirror`), or with its edge pixels stretched to the bounds'
/// edges (`clamp`).
struct BitmapPainter {
  let bitmap: BitmapDrawable

  /// More tiles than this are not drawn (an image of a pixel over a large view).
  static let maximumTiles = 10_000

  func items(in bounds: Rect) -> [DisplayItem] {
    let size = bitmap.size
    guard size.width > 0, size.height > 0 else { return [] }
    switch bitmap.tileMode {
    case "clamp"?: return clamped(in: bounds)
    case let mode?: return tiles(in: bounds, mirrored: mode == "mirror")
    case nil: break
    }
    let (x, width) = bitmap.gravity.place(
      size.width, origin: bounds.x, span: bounds.width, axis: bitmap.gravity.horizontal)
    let (y, height) = bitmap.gravity.place(
      size.height, origin: bounds.y, span: bounds.height, axis: bitmap.gravity.vertical)
    let rect = Rect(x: x, y: y, width: width, height: height)
    return [.image(ImageItem(name: bitmap.key, rect: rect, clip: bounds, tint: bitmap.tint))]
  }

  private func tiles(in bounds: Rect, mirrored: Bool) -> [DisplayItem] {
    let (width, height) = (bitmap.size.width, bitmap.size.height)
    let columns = Int((bounds.width / width).rounded(.up))
    // A progress bar's tiles run across only, from the top (`ProgressBar.tileify`).
    let rows = bitmap.tileMode == "repeat-x" ? 1 : Int((bounds.height / height).rounded(.up))
    guard columns * rows <= Self.maximumTiles else { return [] }
    var items: [DisplayItem] = []
    for row in 0..<rows {
      for column in 0..<columns {
        let origin = Point(
          x: bounds.x + Double(column) * width, y: bounds.y + Double(row) * height)
        let flipX = mirrored && column % 2 == 1
        let flipY = mirrored && row % 2 == 1
        guard flipX || flipY else {
          let rect = Rect(origin: origin, size: bitmap.size)
          items.append(
            .image(ImageItem(name: bitmap.key, rect: rect, clip: bounds, tint: bitmap.tint)))
          continue
        }
        items.append(flipped(at: origin, x: flipX, y: flipY))
      }
    }
    guard mirrored else { return items }
    return [
      .group(
        DisplayGroup(transform: .identity, opacity: 1, clip: bounds, items: items, label: "tiles"))
    ]
  }

  /// A tile drawn mirrored about its own middle, across, down or both.
  private func flipped(at origin: Point, x flipX: Bool, y flipY: Bool) -> DisplayItem {
    let size = bitmap.size
    let tile = Rect(origin: .zero, size: size)
    let transform = AffineTransform.scale(x: flipX ? -1 : 1, y: flipY ? -1 : 1)
      .concatenating(
        .translation(
          x: origin.x + (flipX ? size.width : 0), y: origin.y + (flipY ? size.height : 0)))
    return .group(
      DisplayGroup(
        transform: transform, opacity: 1,
        items: [.image(ImageItem(name: bitmap.key, rect: tile, clip: tile, tint: bitmap.tint))],
        label: "tile"))
  }

  /// The image at its size at the top left; its last column stretched to the right edge,
  /// its last row to the bottom, its corner pixel into the corner.
  private func clamped(in bounds: Rect) -> [DisplayItem] {
    let (width, height) = (bitmap.size.width, bitmap.size.height)
    let right = max(bounds.width - width, 0)
    let below = max(bounds.height - height, 0)
    let pieces: [(source: Rect, target: Rect)] = [
      (
        Rect(x: 0, y: 0, width: width, height: height),
        Rect(x: bounds.x, y: bounds.y, width: width, height: height)
      ),
      (
        Rect(x: width - 1, y: 0, width: 1, height: height),
        Rect(x: bounds.x + width, y: bounds.y, width: right, height: height)
      ),
      (
        Rect(x: 0, y: height - 1, width: width, height: 1),
        Rect(x: bounds.x, y: bounds.y + height, width: width, height: below)
      ),
      (
        Rect(x: width - 1, y: height - 1, width: 1, height: 1),
        Rect(x: bounds.x + width, y: bounds.y + height, width: right, height: below)
      ),
    ]
    return pieces.filter { $0.target.width > 0 && $0.target.height > 0 }.map { piece in
      .image(
        ImageItem(
          name: bitmap.key, rect: piece.target, clip: Self.intersection(piece.target, bounds),
          tint: bitmap.tint, source: piece.source))
    }
  }

  private static func intersection(_ a: Rect, _ b: Rect) -> Rect {
    let x = max(a.x, b.x)
    let y = max(a.y, b.y)
    return Rect(
      x: x, y: y, width: max(min(a.maxX, b.maxX) - x, 0),
      height: max(min(a.maxY, b.maxY) - y, 0))
  }
}
