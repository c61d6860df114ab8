import LayoutCore
import LayoutDisplayList
import LayoutEngine
import LayoutExpressions

/// The sizes views have of their own, which Auto Layout calls intrinsic content sizes: a
/// label's text (on one line, or wrapped at the width a first solve gave it when it may take
/// several lines, as `preferredMaxLayoutWidth` does), an image view's image, and what other
/// kinds (buttons, switches, sliders, …) compute for themselves, as for Layout XML.
struct IntrinsicContent {
  /// Per node, nil for views with none.
  var sizes: [Size?]
  /// Per node, a label's first and last baselines from its top.
  var baselines: [(first: Double, last: Double)?]
  /// Per node, the image an image view shows (its key and size).
  var images: [(key: String, size: Size)?]

  static func measure(
    _ nodes: [EverLayoutTree.Node], registry: ViewClassRegistry, measurer: any TextMeasuring,
    images: any ImageProviding, wrappingWidths: [Int: Double] = [:]
  ) throws(DiagnosticError) -> IntrinsicContent {
    var content = IntrinsicContent(
      sizes: Array(repeating: nil, count: nodes.count),
      baselines: Array(repeating: nil, count: nodes.count),
      images: Array(repeating: nil, count: nodes.count))
    for (index, node) in nodes.enumerated() {
      if let style = node.textStyle {
        guard case .string(let text)? = node.values["text"], !text.isEmpty else {
          content.sizes[index] = .zero
          continue
        }
        let metrics = measurer.metrics(text, style: style, maxWidth: wrappingWidths[index])
        content.sizes[index] = metrics.size
        content.baselines[index] = (metrics.firstBaseline, metrics.lastBaseline)
      } else if case .custom(let size) = node.kind.intrinsicContent {
        let values = PropertyValues(kind: node.kind, in: registry, values: node.values)
        let reader = PropertyReader { name in values[name] ?? .null }
        do {
          content.sizes[index] = try size(reader, measurer, nil)
        } catch {
          throw DiagnosticError(
            .error, code: .intrinsicSize,
            message: "\(node.kind.name) could not size itself: \(error)", nodePath: node.path)
        }
      } else if let name = node.image {
        do {
          let image = try images.image(named: name)
          content.images[index] = image
          content.sizes[index] = image.size
        } catch {
          throw error.located(file: nil, nodePath: node.path, attribute: "image")
        }
      }
    }
    return content
  }
}
