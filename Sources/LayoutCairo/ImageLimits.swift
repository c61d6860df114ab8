/// How many decoded pixels images may take: each image, and all the images of one render (a
/// renderer keeps decoded images between renders, and drops those only earlier renders used
/// when it needs room). An image's size is read from its header before it is decoded, so an
/// image over the limit costs no memory.
public struct ImageLimits: Sendable, Hashable {
  /// The most pixels one image may decode to (PNG, JPEG, WebP, or a raster an SVG embeds).
  public var pixelsPerImage: Int
  /// The most decoded pixels of all the images of one render together.
  public var totalPixels: Int
  /// The largest image file read, in bytes.
  public var fileBytes: Int

  /// 8192 × 8192 pixels (256 MB decoded) per image, four times that in all; files up to
  /// 64 MiB.
  public init(
    pixelsPerImage: Int = 8192 * 8192, totalPixels: Int = 4 * 8192 * 8192,
    fileBytes: Int = 64 << 20
  ) {
    self.pixelsPerImage = pixelsPerImage
    self.totalPixels = totalPixels
    self.fileBytes = fileBytes
  }
}
