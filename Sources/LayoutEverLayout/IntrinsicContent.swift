import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// The sizes views have of their own, which Auto Layout calls intrinsic content sizes: a
/// label's text (on one line, or wrapped at the width a first solve gave it when it may take
/// several lines, as `preferredMaxLayoutWidth` does), a button's title with UIKit's insets, an
/// image view's image.
struct IntrinsicContent {
  /// Per node, nil for views with none.
  var sizes: [Size?]
  /// Per node, a label's first and last baselines from its top.
  var baselines: [(first: Double, last: Double)?]
  /// Per node, the image an image view shows (its key and size).
  var images: [(key: String, size: Size)?]

  static func measure(
    _ nodes: [EverLayoutTree.Node], measurer: any TextMeasuring, images: any ImageProviding,
    wrappingWidths: [Int: Double] = [:]
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
      } else if case .string(let title)? = node.values["title"] {
        var font = FontDescriptor(family: "system", size: 16)
        if case .font(let given)? = node.values["titleLabel.font"] { font = given }
        let size = measurer.measure(title, style: TextStyle(font: font), maxWidth: nil)
        // UIKit's buttons add 6 points above and below their title.
        content.sizes[index] = Size(width: size.width, height: size.height + 12)
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
