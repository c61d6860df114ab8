import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutViews

/// How views without children measure themselves: text views by their text (Android's
/// `TextView.onMeasure`), image views by their image, UIKit kinds by the size they compute,
/// and plain views by Android's `getDefaultSize`.
struct LeafMeasure {
  let measurer: any TextMeasuring
  let registry: ViewClassRegistry
  /// The device pixels a point is drawn at, which font metrics are rounded to.
  var pixelsPerPoint = 1.0

  func measure(_ view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec) {
    switch view.role {
    case .text, .button, .editText: measureText(view, width, height)
    case .progress where view.materialIndicator != nil:
      measureContent(view, view.materialIndicator!.contentSize, width, height)
    case .progress:
      // Android's defaults where the style gives no most size: 48 on each axis.
      let size = view.progressBar.contentSize(
        minimum: Size(width: view.minWidth, height: view.minHeight),
        maximum: Size(width: view.maxWidth ?? 48, height: view.maxHeight ?? 48))
      measureContent(view, size, width, height)
    case .image:
      let drawn = view.sourceDrawable?.intrinsicSize
      let size =
        view.image?.size ?? Size(width: drawn?.width ?? 0, height: drawn?.height ?? 0)
      view.measured = ImageViewMeasure(
        content: size, padding: view.padding,
        minimum: Size(width: view.minWidth, height: view.minHeight),
        adjustViewBounds: view.adjustViewBounds, maxWidth: view.maxWidth,
        maxHeight: view.maxHeight
      ).measure(width, height)
    default:
      if let size = intrinsicSize(of: view) {
        measureContent(view, size, width, height)
      } else if let divider = view.materialDivider, height.mode != .exactly {
        view.measured = Size(
          width: width.defaultSize(minimum: view.minWidth),
          height: height.resolve(max(divider.thickness, view.minHeight)))
      } else if view.className == "Space" {
        // `Space.onMeasure`: its minimum within what the spec allows, so a wrapping Space
        // takes no room where a plain View would take all of it.
        view.measured = Size(
          width: width.resolve(view.minWidth), height: height.resolve(view.minHeight))
      } else {
        view.measured = Size(
          width: width.defaultSize(minimum: view.minWidth),
          height: height.defaultSize(minimum: view.minHeight))
      }
    }
  }

  /// Text: as wide as its longest line (within what the width spec allows), as tall as its
  /// lines wrapped at that width (or `lines` lines), plus the padding; an empty text is one
  /// line tall, as in Android.
  private func measureText(_ view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec) {
    let shown = view.text.isEmpty ? view.hint : view.text
    if let autoSize = view.autoSize, width.mode == .exactly, height.mode == .exactly {
      let insets = view.textInsets
      let room = Size(
        width: max(0, width.size - insets.left - insets.right),
        height: max(0, height.size - insets.top - insets.bottom))
      view.textSize = autoSize.size(
        fitting: Self.attributed(shown, of: view), style: view.textStyle, in: room,
        pixelsPerPoint: pixelsPerPoint, measurer: measurer)
    }
    let style = view.textStyle
    view.fontPadding =
      view.includeFontPadding
      ? measurer.fontBounds(of: style.font).map {
        FontPadding($0, pixelsPerPoint: pixelsPerPoint)
      } ?? .zero : .zero
    let insets = view.textInsets
    let horizontal = insets.left + insets.right
    // The font's padding is part of the text's height, which is rounded up to whole pixels.
    let fontPadding = view.fontPadding.top + view.fontPadding.bottom
    let vertical = insets.top + insets.bottom - fontPadding
    let drawn = view.compound.contentMinimum
    var measuredWidth = width.size
    if width.mode != .exactly {
      let single = measurer.metrics(Self.attributed(shown, of: view), style: style, maxWidth: nil)
        .size.width
      let content = max(wholePixels(single), drawn.width)
      // TextView's own bounds: in ems (line heights) or, at most, its `maxWidth`.
      let bounded =
        view.widthInEms == TextWidthInEms() && view.maxWidth == nil
        ? content + horizontal
        : view.widthInEms.clamped(
          content + horizontal, lineHeight: lineHeight(of: view), maximumPixels: view.maxWidth)
      measuredWidth = width.resolve(max(bounded, view.minWidth))
    }
    let textWidth = max(0, measuredWidth - horizontal)
    let metrics = measurer.metrics(
      Self.attributed(shown.isEmpty ? "X" : shown, of: view), style: style, maxWidth: textWidth)
    var textHeight = wholePixels(metrics.size.height + fontPadding)
    // `lines` makes the text that many lines high; `minLines` at least that many.
    if view.lines > 0 || view.minLines > 1 {
      var one = style
      one.numberOfLines = 1
      let line = measurer.metrics("X", style: one, maxWidth: nil).size.height
      let least = wholePixels(line * Double(max(view.lines, view.minLines)) + fontPadding)
      textHeight = view.lines > 0 ? least : max(textHeight, least)
    }
    textHeight = max(textHeight, drawn.height)
    // TextView's `maxHeight` (and `height`) caps the text and its padding, then the least
    // height raises it.
    let content = min(textHeight + vertical, view.maxHeight ?? .infinity)
    view.measured = Size(
      width: measuredWidth, height: height.resolve(max(content, view.minHeight)))
    // `TextView.getBaseline`: the first line's, moved as the vertical gravity moves the text
    // in a taller view (a button's centred title), where the painter draws it.
    let room = view.measured.height - insets.top - insets.bottom
    view.baseline =
      insets.top + view.textPlacement.offset(of: metrics.size.height, in: room)
      + metrics.firstBaseline
  }

  /// `TextView.getLineHeight`: one line of the view's font with its spacing, in whole pixels.
  private func lineHeight(of view: AndroidView) -> Double {
    var one = view.textStyle
    one.numberOfLines = 1
    let line = measurer.metrics("X", style: one, maxWidth: nil).size.height
    let spaced = line * view.lineSpacingMultiplier + view.lineSpacingExtra
    return (spaced * pixelsPerPoint).rounded() / max(pixelsPerPoint, 1e-6)
  }

  /// A text's extent rounded up to whole device pixels, as `TextView` measures it (within a
  /// millionth of a pixel, a pixel is whole).
  private func wholePixels(_ extent: Double) -> Double {
    let scale = max(pixelsPerPoint, 1e-6)
    return (extent * scale - 1e-6).rounded(.up) / scale
  }

  /// The text shown with the view's styled spans when it is the view's own text.
  private static func attributed(_ shown: String, of view: AndroidView) -> AttributedText {
    guard shown == view.text, !view.textRuns.isEmpty else { return AttributedText(plain: shown) }
    return AttributedText(string: shown, runs: view.textRuns)
  }

  /// A view with a size of its own (an image's, a UIKit kind's): that size plus the
  /// padding, within the specs.
  private func measureContent(
    _ view: AndroidView, _ content: Size, _ width: MeasureSpec, _ height: MeasureSpec
  ) {
    let desired = Size(
      width: max(content.width + view.padding.left + view.padding.right, view.minWidth),
      height: max(content.height + view.padding.top + view.padding.bottom, view.minHeight))
    view.measured = Size(
      width: width.resolve(desired.width), height: height.resolve(desired.height))
  }

  /// The size a UIKit kind (a switch, a slider…) computes for itself, if it does.
  private func intrinsicSize(of view: AndroidView) -> Size? {
    guard let kind = registry.viewClass(named: view.className),
      case .custom(let size) = kind.intrinsicContent
    else { return nil }
    let values = PropertyValues(kind: kind, in: registry, values: [:])
    let reader = PropertyReader { name in values[name] ?? .null }
    return try? size(reader, measurer, nil)
  }
}
