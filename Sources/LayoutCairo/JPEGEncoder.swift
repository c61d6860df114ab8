import CCairo
import CTurboJPEG
import LayoutCore

/// Encodes Cairo image surfaces as JPEG through libjpeg-turbo: 4:2:0 chroma, baseline or
/// progressive, transparent pixels flattened over a matte colour.
enum JPEGEncoder {
  static func encode(
    _ surface: OpaquePointer, quality: Int, progressive: Bool, matte: Color
  ) throws(DiagnosticError) -> [UInt8] {
    let pixels = SurfacePixels(surface)
    let opaque = pixels.flattened(over: matte)
    guard let handle = tjInitCompress() else { throw failure("no compressor") }
    defer { tjDestroy(handle) }
    var output: UnsafeMutablePointer<UInt8>?
    var length: UInt = 0
    let flags = Int32(TJFLAG_ACCURATEDCT) | (progressive ? Int32(TJFLAG_PROGRESSIVE) : 0)
    let status = opaque.withUnsafeBufferPointer { buffer in
      tjCompress2(
        handle, buffer.baseAddress, Int32(pixels.width), Int32(pixels.width * 4),
        Int32(pixels.height), Int32(TJPF_BGRA.rawValue), &output, &length,
        Int32(TJSAMP_420.rawValue), Int32(min(max(quality, 1), 100)), flags)
    }
    guard status == 0, let output else {
      throw failure(String(cString: tjGetErrorStr2(handle)))
    }
    defer { tjFree(output) }
    return Array(UnsafeBufferPointer(start: output, count: Int(length)))
  }

  private static func failure(_ reason: String) -> DiagnosticError {
    DiagnosticError(.error, code: .png, message: "JPEG encoding failed: \(reason)")
  }
}
