import LayoutCore
import LayoutDisplayList

/// `autoSizeTextType="uniform"`: the text takes the largest size, from
/// `autoSizeMinTextSize` (12sp) to `autoSizeMaxTextSize` (112sp) in steps of
/// `autoSizeStepGranularity` (one pixel), or of `autoSizePresetSizes`, at which it fits the
/// view's room, as `TextView`'s auto-sizing picks it.
struct AutoSizeText: Equatable {
  var minimum = 12.0
  var maximum = 112.0
  /// The step between sizes; nil: one device pixel.
  var step: Double?

  /// The attributes it reads.
  static let attributes: Set<String> = [
    "autoSizeTextType", "autoSizeMinTextSize", "autoSizeMaxTextSize", "autoSizeStepGranularity",
  ]

  /// The largest size at which `text` in `style` fits `room` (its lines within the width,
  /// their height within the height and at most the style's line limit), else the smallest.
  func size(
    fitting text: AttributedText, style: TextStyle, in room: Size, pixelsPerPoint: Double,
    measurer: any TextMeasuring
  ) -> Double {
    let step = max(self.step ?? 1 / max(pixelsPerPoint, 1e-6), 0.01)
    let count = min(Int(((maximum - minimum) / step).rounded(.down)), 10_000)
    guard count > 0 else { return minimum }
    func fits(_ index: Int) -> Bool {
      var sized = style
      sized.font.size = minimum + Double(index) * step
      sized.numberOfLines = 0
      let lines = measurer.metrics(text, style: sized, maxWidth: room.width).size
      guard style.numberOfLines > 0 else { return lines.height <= room.height }
      sized.numberOfLines = style.numberOfLines
      let limited = measurer.metrics(text, style: sized, maxWidth: room.width).size
      return limited.height <= room.height && lines.height <= limited.height + 1e-9
    }
    // The sizes that fit are the smaller ones: the last that fits, by halving.
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high + 1) / 2
      if fits(middle) { low = middle } else { high = middle - 1 }
    }
    return minimum + Double(low) * step
  }
}
