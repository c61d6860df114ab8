import LayoutCore
import LayoutDisplayList

/// Draws an image drawable as Android's `BitmapDrawable` does: stretched over the bounds
/// (gravity `fill`, the default), placed at its size by its gravity and clipped to the bounds,
/// or repeated from the top left when it has a tile mode.
struct BitmapPainter {
  let bitmap: BitmapDrawable

  /// More tiles than this are not drawn (an image of a pixel over a large view).
  static let maximumTiles = 10_000

  func items(in bounds: Rect) -> [DisplayItem] {
    let size = bitmap.size
    guard size.width > 0, size.height > 0 else { return [] }
    if bitmap.tileMode != nil { return tiles(in: bounds) }
    let (x, width) = bitmap.gravity.place(
      size.width, origin: bounds.x, span: bounds.width, axis: bitmap.gravity.horizontal)
    let (y, height) = bitmap.gravity.place(
      size.height, origin: bounds.y, span: bounds.height, axis: bitmap.gravity.vertical)
    let rect = Rect(x: x, y: y, width: width, height: height)
    return [.image(ImageItem(name: bitmap.key, rect: rect, clip: bounds))]
  }

  private func tiles(in bounds: Rect) -> [DisplayItem] {
    let columns = Int((bounds.width / bitmap.size.width).rounded(.up))
    let rows = Int((bounds.height / bitmap.size.height).rounded(.up))
    guard columns * rows <= Self.maximumTiles else { return [] }
    var items: [DisplayItem] = []
    for row in 0..<rows {
      for column in 0..<columns {
        let rect = Rect(
          x: bounds.x + Double(column) * bitmap.size.width,
          y: bounds.y + Double(row) * bitmap.size.height, width: bitmap.size.width,
          height: bitmap.size.height)
        items.append(.image(ImageItem(name: bitmap.key, rect: rect, clip: bounds)))
      }
    }
    return items
  }
}
