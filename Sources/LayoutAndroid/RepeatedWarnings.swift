import LayoutCore

/// Warnings a layout would repeat at every use of the same thing, said once.
enum RepeatedWarnings {
  /// The warnings with each said once per place: a layout filled in several times (a list's
  /// rows) says each thing about it once.
  static func sayingOnce(_ warnings: [Diagnostic]) -> [Diagnostic] {
    var said: Set<String> = []
    return warnings.filter {
      said.insert("\($0.file ?? "") \($0.range.map { "\($0.start)" } ?? "") \($0.message)")
        .inserted
    }
  }

  /// The warnings with those about the same unknown view class (an app's view used in many
  /// places) collapsed into the first, which counts the views.
  static func collapsingUnknownViews(_ warnings: [Diagnostic]) -> [Diagnostic] {
    let prefix = "Unknown view <"
    var counts: [String: Int] = [:]
    for warning in warnings where warning.message.hasPrefix(prefix) {
      counts[warning.message, default: 0] += 1
    }
    guard counts.values.contains(where: { $0 > 1 }) else { return warnings }
    var said: Set<String> = []
    return warnings.compactMap { warning in
      guard let count = counts[warning.message], count > 1 else { return warning }
      guard said.insert(warning.message).inserted else { return nil }
      var first = warning
      first.message += " (\(count) views)"
      return first
    }
  }
}
