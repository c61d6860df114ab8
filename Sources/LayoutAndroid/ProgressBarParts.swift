import LayoutCore
import LayoutDisplayList

/// What a `ProgressBar` or `SeekBar` draws, as Android's `ProgressBar` and `AbsSeekBar`
/// measure and draw it: the progress drawable with its `progress` and `secondaryProgress`
/// layers at their levels, or, for an indeterminate bar, its indeterminate drawable at rest
/// (the platform's spinner is its still picture); a seek bar's thumb over the track at the
/// progress.
struct ProgressBarParts: Sendable {
  var progress = 0.0
  var secondaryProgress = 0.0
  var min = 0.0
  var max = 100.0
  var indeterminate = false
  var indeterminateOnly = false
  /// A rating bar's stars (the bar is as many of its images wide) and its rating.
  var numStars: Int?
  var rating = 0.0
  /// The drawables as written (read by `ViewDrawables`), and as read at the view's state.
  var progressAttribute: AndroidDocument.Attribute?
  var indeterminateAttribute: AndroidDocument.Attribute?
  var thumbAttribute: AndroidDocument.Attribute?
  var progressDrawable: Drawable?
  var indeterminateDrawable: Drawable?
  var thumb: Drawable?
  /// `progressTint`, `secondaryProgressTint` and `progressBackgroundTint`: the colours of the
  /// progress drawable's layers; `indeterminateTint`: the indeterminate drawable's.
  var progressTint: Color?
  var secondaryProgressTint: Color?
  var backgroundTint: Color?
  var indeterminateTint: Color?

  /// A progress drawable in the bar's tints, as `ProgressBar.applyProgressTints` gives them:
  /// `progressTint` to its `progress` layer (the whole drawable when it has none), the others
  /// to their own layers only.
  func tintedProgress(_ drawable: Drawable) -> Drawable {
    var drawable = drawable
    if let progressTint {
      drawable = drawable.tinted(by: progressTint, layer: "progress", orWhole: true)
    }
    if let secondaryProgressTint {
      drawable = drawable.tinted(
        by: secondaryProgressTint, layer: "secondaryProgress", orWhole: false)
    }
    if let backgroundTint {
      drawable = drawable.tinted(by: backgroundTint, layer: "background", orWhole: false)
    }
    return drawable
  }

  /// Whether the bar shows no progress, only activity.
  var showsIndeterminate: Bool { indeterminate || indeterminateOnly }

  /// The drawable the bar shows: the indeterminate one, else the progress one with its
  /// layers at their levels.
  var current: Drawable? {
    if showsIndeterminate { return indeterminateDrawable }
    // A rating bar's progress is its rating in stars; the star it is in shows as the
    // secondary progress (a half star).
    let (progress, secondary) =
      numStars.map { stars in
        let count = Double(Swift.max(stars, 1))
        return (
          rating / count * (max - min) + min, rating.rounded(.up) / count * (max - min) + min
        )
      } ?? (self.progress, secondaryProgress)
    return progressDrawable.map {
      Self.tileified($0).leveled(level(secondary), layer: "secondaryProgress")
        .leveled(level(progress), layer: "progress")
    }
  }

  /// The progress drawable as `ProgressBar.tileify` makes it: its images repeated across,
  /// and those of the progress layers cut to the progress (a rating bar's stars).
  private static func tileified(_ drawable: Drawable, clip: Bool = false) -> Drawable {
    switch drawable {
    case .layers(let layers):
      return .layers(
        layers.map { layer in
          var tiled = layer
          let progress = layer.id == "progress" || layer.id == "secondaryProgress"
          tiled.drawable = tileified(layer.drawable, clip: progress)
          return tiled
        })
    case .padded(let inner, let own): return .padded(tileified(inner, clip: clip), own)
    case .selector(let items):
      return .selector(
        items.map { StateItem(states: $0.states, value: tileified($0.value, clip: clip)) })
    case .bitmap(var bitmap):
      bitmap.tileMode = "repeat-x"
      return clip ? .clip(.bitmap(bitmap), ClipDrawable()) : .bitmap(bitmap)
    default: return drawable
    }
  }

  /// How far the progress is from `min` to `max`, from 0 to 1.
  var fraction: Double { level(progress) / 10000 }

  /// A progress as a drawable level: 0 at `min`, 10000 at `max`.
  private func level(_ value: Double) -> Double {
    guard max > min else { return 0 }
    return Swift.min(Swift.max((value - min) / (max - min), 0), 1) * 10000
  }

  /// The content size (without padding) the bar asks for: its drawable's own size within the
  /// least and most sizes, and a seek bar's thumb.
  func contentSize(minimum: Size, maximum: Size) -> Size {
    let own = current?.intrinsicSize
    var width = Swift.max(minimum.width, Swift.min(maximum.width, own?.width ?? 0))
    if let numStars, let star = own?.width {
      width = star * Double(numStars)
    }
    var height = Swift.max(minimum.height, Swift.min(maximum.height, own?.height ?? 0))
    if let size = thumb?.intrinsicSize {
      width = Swift.max(width, size.width ?? 0)
      height = Swift.max(height, size.height ?? 0)
    }
    return Size(width: width, height: height)
  }

  /// The bar's items in a view of `size` with `padding`; `maxHeight` bounds a seek bar's
  /// track.
  func items(in size: Size, padding: EdgeInsets, maxHeight: Double) -> [DisplayItem] {
    let box = Rect(origin: .zero, size: size).inset(by: padding)
    guard box.width > 0, box.height > 0, let drawable = current else { return [] }
    guard let thumb else {
      let bounds = showsIndeterminate ? Self.keepingAspect(drawable, in: box) : box
      return drawable.items(in: bounds)
    }
    // A seek bar: the track and the thumb centred on each other, the thumb at the progress.
    let trackHeight = Swift.min(maxHeight, box.height)
    let thumbSize = thumb.intrinsicSize
    let thumbWidth = thumbSize.width ?? 0
    let thumbHeight = thumbSize.height ?? 0
    let tallest = Swift.max(trackHeight, thumbHeight)
    let top = box.y + (box.height - tallest) / 2
    let track = Rect(
      x: box.x, y: top + (tallest - trackHeight) / 2, width: box.width, height: trackHeight)
    let centre = box.x + level(progress) / 10000 * box.width
    let thumbFrame = Rect(
      x: centre - thumbWidth / 2, y: top + (tallest - thumbHeight) / 2, width: thumbWidth,
      height: thumbHeight)
    return drawable.items(in: track) + thumb.items(in: thumbFrame)
  }

  /// An indeterminate drawable keeps its own shape, centred in the box.
  private static func keepingAspect(_ drawable: Drawable, in box: Rect) -> Rect {
    let own = drawable.intrinsicSize
    guard let width = own.width, let height = own.height, width > 0, height > 0 else {
      return box
    }
    let aspect = width / height
    if box.width / box.height > aspect {
      let fitted = box.height * aspect
      return Rect(x: box.x + (box.width - fitted) / 2, y: box.y, width: fitted, height: box.height)
    }
    let fitted = box.width / aspect
    return Rect(x: box.x, y: box.y + (box.height - fitted) / 2, width: box.width, height: fitted)
  }
}
