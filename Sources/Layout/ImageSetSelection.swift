/// Which file of an image set a render draws (Behaviour.md §c.assets).
extension ImageSetContents {
  /// The entry for a render at `scale` pixels per point: a single-scale entry of a set that
  /// preserves vectors, at any scale; else the entry whose scale is `scale`, else the next
  /// larger, else the largest. A single-scale raster entry counts as 1x.
  func entry(for scale: Double) -> Entry {
    if preservesVectors || entries.allSatisfy({ $0.scale == nil }),
      let vector = entries.first(where: { $0.scale == nil })
    {
      return vector
    }
    let scaled = entries.map { (entry: $0, scale: $0.scale ?? 1) }
    let larger = scaled.filter { $0.scale >= scale }.min { $0.scale < $1.scale }
    let largest = scaled.max { $0.scale < $1.scale }
    return (larger ?? largest)!.entry
  }
}
