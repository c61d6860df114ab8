import LayoutCore
import LayoutDisplayList

/// What a UIImageView draws: its image placed by `contentMode` and clipped to its bounds, in
/// the tint colour when `imageRenderingMode` is `alwaysTemplate` (or `automatic` and the image
/// is a template).
enum ImageViewDrawing {
  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    guard let image = node.image else { return [] }
    let bounds = Rect(origin: .zero, size: node.frame.size)
    var mode = ContentMode.scaleToFill
    if case .string(let name)? = node.properties["contentMode"] {
      mode = ContentMode(rawValue: name) ?? .scaleToFill
    }
    let rect = mode.placement(of: image.size, in: bounds)
    let template = node.drawsImageAsTemplate(mode: "imageRenderingMode")
    return [
      .image(
        ImageItem(name: image.key, rect: rect, clip: bounds, tint: template ? node.tint : nil))
    ]
  }
}
