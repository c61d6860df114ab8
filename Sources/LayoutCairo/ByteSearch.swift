/// Where `needle` first occurs in `bytes` at or after `start`, if anywhere.
func find(_ needle: [UInt8], in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
  guard start < bytes.endIndex, let first = needle.first else { return nil }
  var index = start
  while let candidate = bytes[index...].firstIndex(of: first) {
    if bytes[candidate...].starts(with: needle) { return candidate }
    index = candidate + 1
  }
  return nil
}

/// Where `needle` first occurs in `bytes` at or after `start`, if anywhere.
func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
  find(needle, in: bytes[...], from: start)
}
