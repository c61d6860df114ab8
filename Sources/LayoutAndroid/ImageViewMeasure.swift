import LayoutCore

/// How an image view measures itself, as Android's `ImageView.onMeasure` does: its image (or
/// drawable) plus the padding; with `adjustViewBounds`, a side the parent leaves free is
/// made to keep the image's aspect ratio, each side within `maxWidth` and `maxHeight`.
struct ImageViewMeasure {
  /// The image's own size; 0 on a side it has none.
  let content: Size
  let padding: EdgeInsets
  let minimum: Size
  let adjustViewBounds: Bool
  let maxWidth: Double?
  let maxHeight: Double?

  func measure(_ width: MeasureSpec, _ height: MeasureSpec) -> Size {
    let horizontal = padding.left + padding.right
    let vertical = padding.top + padding.bottom
    let resizeWidth = adjustViewBounds && width.mode != .exactly
    let resizeHeight = adjustViewBounds && height.mode != .exactly
    guard resizeWidth || resizeHeight else {
      return Size(
        width: width.resolve(max(content.width + horizontal, minimum.width)),
        height: height.resolve(max(content.height + vertical, minimum.height)))
    }
    // An image without a size on a side counts as one point there, as Android's does.
    let imageWidth = content.width > 0 ? content.width : 1
    let imageHeight = content.height > 0 ? content.height : 1
    let aspect = imageWidth / imageHeight
    var measuredWidth = Self.adjusted(imageWidth + horizontal, most: maxWidth, width)
    var measuredHeight = Self.adjusted(imageHeight + vertical, most: maxHeight, height)
    let actual = (measuredWidth - horizontal) / (measuredHeight - vertical)
    guard abs(actual - aspect) > 0.0000001 else {
      return Size(width: measuredWidth, height: measuredHeight)
    }
    if resizeWidth {
      let wanted = aspect * (measuredHeight - vertical) + horizontal
      if !resizeHeight { measuredWidth = Self.adjusted(wanted, most: maxWidth, width) }
      if wanted <= measuredWidth { return Size(width: wanted, height: measuredHeight) }
    }
    if resizeHeight {
      let wanted = (measuredWidth - horizontal) / aspect + vertical
      if !resizeWidth { measuredHeight = Self.adjusted(wanted, most: maxHeight, height) }
      if wanted <= measuredHeight { measuredHeight = wanted }
    }
    return Size(width: measuredWidth, height: measuredHeight)
  }

  /// Android's `resolveAdjustedSize`: the size wanted within the most size and the spec.
  private static func adjusted(_ desired: Double, most: Double?, _ spec: MeasureSpec) -> Double {
    let most = most ?? .infinity
    switch spec.mode {
    case .unspecified: return min(desired, most)
    case .atMost: return min(desired, spec.size, most)
    case .exactly: return spec.size
    }
  }
}
