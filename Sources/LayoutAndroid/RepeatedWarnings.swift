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
    collapsing(warnings) { $0.hasPrefix("Unknown view <") }
  }

  /// The warnings with those about the same font (a downloadable font, or a font file that
  /// cannot be read, used by many text views) collapsed into the first, which counts the
  /// views.
  static func collapsingFonts(_ warnings: [Diagnostic]) -> [Diagnostic] {
    collapsing(warnings) {
      $0.hasSuffix(FontWarnings.notFetched) || $0.hasSuffix(FontWarnings.unreadable)
    }
  }

  /// The warnings whose message `isAboutOneThing` says names one thing (whatever view it is
  /// said at), the same message collapsed into its first, which counts the views.
  private static func collapsing(
    _ warnings: [Diagnostic], where isAboutOneThing: (String) -> Bool
  ) -> [Diagnostic] {
    var counts: [String: Int] = [:]
    for warning in warnings where isAboutOneThing(warning.message) {
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

/// The endings of the warnings about a text view's font resource.
enum FontWarnings {
  static let notFetched = "which is not fetched"
  static let unreadable = "which cannot be read as a font"
}
