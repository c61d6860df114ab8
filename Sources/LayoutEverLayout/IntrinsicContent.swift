import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutViews

/// The sizes views have of their own, which Auto Layout calls intrinsic content sizes: a
/// label's text (on one line, or wrapped at the width a first solve gave it when it may take
/// several lines, as `preferredMaxLayoutWidth` does), an image view's image, and what other
/// kinds (buttons, switches, sliders, …) compute for themselves, as for Layout XML; a
/// button's images are read first, for its size and its drawing.
struct IntrinsicContent {
  /// Per node, nil for views with none.
  var sizes: [Size?]
  /// Per node, a label's first and last baselines from its top.
  var baselines: [(first: Double, last: Double)?]
  /// Per node, the image an image view or a button shows (its key and size).
  var images: [(key: String, size: Size)?]
  /// Per node, a button's background image.
  var backgroundImages: [(key: String, size: Size)?]

  static func measure(
    _ nodes: [EverLayoutTree.Node], registry: ViewClassRegistry, measurer: any TextMeasuring,
    images: any ImageProviding, wrappingWidths: [Int: Double] = [:]
  ) throws(DiagnosticError) -> IntrinsicContent {
    var content = IntrinsicContent(
      sizes: Array(repeating: nil, count: nodes.count),
      baselines: Array(repeating: nil, count: nodes.count),
      images: Array(repeating: nil, count: nodes.count),
      backgroundImages: Array(repeating: nil, count: nodes.count))
    var tables = PropertyTables()
    for index in nodes.indices {
      let node = nodes[index]
      for case .string(let text) in node.values.values {
        try TextLimit.checkDrawn(text, file: nil, range: nil, nodePath: node.path)
      }
      content.images[index] = try node.image.map { name throws(DiagnosticError) in
        try image(name, of: node, attribute: "image", images: images)
      }
      content.backgroundImages[index] = try node.backgroundImage.map {
        name throws(DiagnosticError) in
        try image(name, of: node, attribute: "backgroundImage", images: images)
      }
      if let style = node.textStyle {
        guard case .string(let text)? = node.values["text"], !text.isEmpty else {
          content.sizes[index] = .zero
          continue
        }
        let metrics = measurer.metrics(text, style: style, maxWidth: wrappingWidths[index])
        content.sizes[index] = metrics.size
        content.baselines[index] = (metrics.firstBaseline, metrics.lastBaseline)
      } else if case .custom(let size) = node.kind.intrinsicContent {
        let values = PropertyValues(
          table: tables.table(for: node.kind, in: registry), values: node.values)
        let image = content.images[index]?.size
        let reader = PropertyReader(read: { name in values[name] ?? .null }, image: { image })
        do {
          content.sizes[index] = try size(reader, measurer, nil)
        } catch {
          throw DiagnosticError(
            .error, code: .intrinsicSize,
            message: "\(node.kind.name) could not size itself: \(error)", nodePath: node.path)
        }
      } else if let image = content.images[index] {
        content.sizes[index] = image.size
      }
    }
    return content
  }

  /// An image a view's property names, an error at the view when it cannot be read.
  private static func image(
    _ name: String, of node: EverLayoutTree.Node, attribute: String, images: any ImageProviding
  ) throws(DiagnosticError) -> (key: String, size: Size) {
    do {
      return try images.image(named: name)
    } catch {
      throw error.located(file: nil, nodePath: node.path, attribute: attribute)
    }
  }
}
