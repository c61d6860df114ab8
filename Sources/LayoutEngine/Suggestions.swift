/// The candidate closest to `name` by edit distance (ignoring case), if it is close enough to
/// be a plausible typo: at most two edits, or a third of the name's length if longer.
func closestMatch(to name: String, in candidates: [String]) -> String? {
  let target = Array(name.lowercased())
  let limit = max(2, target.count / 3)
  var best: (candidate: String, distance: Int)?
  for candidate in candidates.sorted() {
    let distance = editDistance(target, Array(candidate.lowercased()))
    if distance <= limit, distance < (best?.distance ?? Int.max) {
      best = (candidate, distance)
    }
  }
  return best?.candidate
}

/// Levenshtein distance between two character arrays.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
