extension FixedWidthInteger {
  /// `value` rounded toward zero and clamped to the type's range; NaN is 0. Template values
  /// are arbitrary numbers (`1e308`, `-inf`, `0/0`), and Swift's own conversion traps on
  /// what does not fit.
  @inlinable public init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= Double(Self.max) {
      self = .max
    } else if value <= Double(Self.min) {
      self = .min
    } else {
      self.init(value)
    }
  }
}
