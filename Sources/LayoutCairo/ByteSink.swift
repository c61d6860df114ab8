import CCairo

/// Collects the bytes a Cairo stream surface writes, for output kept in memory.
final class ByteSink {
  var bytes: [UInt8] = []

  /// A `cairo_write_func_t` that appends to the sink passed as its closure argument.
  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
  }

  /// Runs `body` with an unretained pointer to this sink for Cairo's closure argument.
  func withClosure<T, Failure: Error>(
    _ body: (UnsafeMutableRawPointer) throws(Failure) -> T
  ) throws(Failure) -> T {
    defer { withExtendedLifetime(self) {} }
    return try body(Unmanaged.passUnretained(self).toOpaque())
  }
}
