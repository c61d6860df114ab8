import CZlib

/// Inflates zlib (`/FlateDecode`) data, stopping at a size limit: a PDF's content streams
/// are read to measure the images drawn inline in them, and a few kilobytes can inflate to
/// gigabytes.
enum FlateStream {
  enum Outcome: Equatable {
    /// The inflated bytes (all that inflated, when the data ends early).
    case inflated([UInt8])
    /// The data inflates to more than the limit.
    case tooLarge
    /// The data is not zlib data.
    case invalid
  }

  /// `data` inflated, up to `limit` bytes.
  static func inflate(_ data: ArraySlice<UInt8>, limit: Int) -> Outcome {
    var stream = z_stream()
    guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      return .invalid
    }
    defer { inflateEnd(&stream) }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    var input = Array(data)
    var status = Z_OK
    input.withUnsafeMutableBufferPointer { source in
      stream.next_in = source.baseAddress
      stream.avail_in = UInt32(source.count)
      while status == Z_OK, output.count <= limit {
        chunk.withUnsafeMutableBufferPointer { target in
          stream.next_out = target.baseAddress
          stream.avail_out = UInt32(target.count)
          status = CZlib.inflate(&stream, Z_NO_FLUSH)
          output += target[0..<(target.count - Int(stream.avail_out))]
        }
        // All the input is read and the output has room: the data ended early.
        if status == Z_OK, stream.avail_in == 0, stream.avail_out != 0 { break }
      }
    }
    if output.count > limit { return .tooLarge }
    return [Z_OK, Z_STREAM_END, Z_BUF_ERROR].contains(status) ? .inflated(output) : .invalid
  }
}
