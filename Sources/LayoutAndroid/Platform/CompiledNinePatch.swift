import LayoutCore

/// The nine-patch data Android's packager stores in a compiled `.9.png` (the `npTc` chunk),
/// once it has cut the 1-pixel border off the image: the stretching columns and rows and the
/// content padding, in pixels, as the resource headers' `Res_png_9patch` lays them out (big
/// endian: a flag and three counts, two offsets, four paddings, an offset, then the column
/// and row boundaries in pairs).
struct CompiledNinePatch: Sendable, Equatable {
  var xStretches: [Range<Int>]
  var yStretches: [Range<Int>]
  var padding: EdgeInsets

  /// The nine-patch data of a PNG file's bytes; nil when it has none or it is malformed.
  static func read(png bytes: [UInt8]) -> CompiledNinePatch? {
    guard let found = chunk("npTc", in: bytes), found.count >= 32 else { return nil }
    let chunk = Array(found)
    func int(_ offset: Int) -> Int {
      Int(Int32(bitPattern: chunk[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }))
    }
    let (xCount, yCount) = (Int(chunk[1]), Int(chunk[2]))
    guard xCount % 2 == 0, yCount % 2 == 0, chunk.count >= 32 + 4 * (xCount + yCount) else {
      return nil
    }
    func runs(from start: Int, count: Int) -> [Range<Int>]? {
      var runs: [Range<Int>] = []
      for pair in stride(from: 0, to: count, by: 2) {
        let (lower, upper) = (int(start + 4 * pair), int(start + 4 * pair + 4))
        guard lower >= 0, upper >= lower else { return nil }
        if upper > lower { runs.append(lower..<upper) }
      }
      return runs
    }
    guard let xStretches = runs(from: 32, count: xCount),
      let yStretches = runs(from: 32 + 4 * xCount, count: yCount)
    else { return nil }
    return CompiledNinePatch(
      xStretches: xStretches, yStretches: yStretches,
      padding: EdgeInsets(
        top: Double(int(20)), left: Double(int(12)), bottom: Double(int(24)),
        right: Double(int(16))))
  }

  /// The data of the first chunk of a type in a PNG file, nil when there is none.
  private static func chunk(_ type: String, in bytes: [UInt8]) -> ArraySlice<UInt8>? {
    let wanted = Array(type.utf8)
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = Int(bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) })
      let start = offset + 8
      guard length >= 0, start + length <= bytes.count else { return nil }
      if Array(bytes[offset + 4..<offset + 8]) == wanted {
        return bytes[start..<start + length]
      }
      offset = start + length + 4
    }
    return nil
  }
}
