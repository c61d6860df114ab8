/// The densest square window of mismatched pixels: pixelmatch's `windowSize` measure.
enum WindowedDensity {
  /// The largest number of marked pixels inside any `size`×`size` window that fits in the
  /// image (a window larger than the image shrinks to it), by a summed-area table.
  static func densestWindow(marks: [Bool], width: Int, height: Int, size: Int) -> Int {
    guard width > 0, height > 0 else { return 0 }
    let windowWidth = min(max(size, 1), width)
    let windowHeight = min(max(size, 1), height)
    let stride = width + 1
    var sums = [Int32](repeating: 0, count: stride * (height + 1))
    for y in 0..<height {
      var rowSum: Int32 = 0
      for x in 0..<width {
        if marks[y * width + x] { rowSum += 1 }
        sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + rowSum
      }
    }
    var densest: Int32 = 0
    for top in 0...(height - windowHeight) {
      let bottom = top + windowHeight
      for left in 0...(width - windowWidth) {
        let right = left + windowWidth
        let count =
          sums[bottom * stride + right] - sums[top * stride + right]
          - sums[bottom * stride + left] + sums[top * stride + left]
        densest = max(densest, count)
      }
    }
    return Int(densest)
  }
}
