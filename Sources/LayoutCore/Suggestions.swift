/// "Did you mean" suggestions for misspelt symbols, by case-insensitive edit distance.
public enum Suggestions {
  /// The closest candidate to `name`, if it is close enough to be a plausible typo.
  public static func closest(to name: String, in candidates: [String]) -> String? {
    let target = Array(name.lowercased().unicodeScalars)
    let limit = max(2, target.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates.sorted() where candidate != name {
      var distance = Self.distance(
        target, Array(candidate.lowercased().unicodeScalars), within: limit)
      // `centre` is close to `center.x`: a name without a dot is also matched against the
      // first part of a dotted candidate.
      if !name.contains("."), let dot = candidate.firstIndex(of: ".") {
        let head = Array(candidate[..<dot].lowercased().unicodeScalars)
        distance = min(distance, Self.distance(target, head, within: limit))
      }
      if distance <= limit, distance < best?.distance ?? Int.max {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The edit distance, or `Int.max` where the lengths alone put it beyond `limit` (the
  /// distance is at least their difference): a name of thousands of characters is not compared
  /// character by character with every candidate.
  private static func distance(
    _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], within limit: Int
  ) -> Int {
    abs(a.count - b.count) > limit ? Int.max : editDistance(a, b)
  }

  /// Edit distance with transpositions (optimal string alignment): inserting, deleting or
  /// substituting a character, or swapping two adjacent ones (`widht` for `width`), each
  /// cost 1.
  public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    var beforePrevious = Array(0...b.count)
    var previous = beforePrevious
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
