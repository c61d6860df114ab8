import CTurboJPEG
import CWebP

/// The pixel size a PNG, JPEG or WebP image declares in its header, read without decoding it.
enum ImageHeader {
  /// The declared width and height, or nil when the bytes are none of those formats (or their
  /// header is unreadable).
  static func dimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    if let size = png(bytes) { return size }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return jpeg(bytes) }
    if bytes.count > 12, bytes.starts(with: Array("RIFF".utf8)),
      bytes[8..<12].elementsEqual("WEBP".utf8)
    {
      return webp(bytes)
    }
    return nil
  }

  /// The PNG signature followed by an IHDR chunk: width and height, big-endian.
  private static func png(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, bytes.starts(with: signature),
      bytes[12..<16].elementsEqual("IHDR".utf8)
    else { return nil }
    return (bigEndian(bytes, at: 16), bigEndian(bytes, at: 20))
  }

  private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  private static func jpeg(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard let decoder = tjInitDecompress() else { return nil }
    defer { tjDestroy(decoder) }
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    guard
      tjDecompressHeader3(
        decoder, bytes, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0
    else { return nil }
    return (Int(width), Int(height))
  }

  private static func webp(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    var width: Int32 = 0
    var height: Int32 = 0
    guard WebPGetInfo(bytes, bytes.count, &width, &height) != 0 else { return nil }
    return (Int(width), Int(height))
  }
}
