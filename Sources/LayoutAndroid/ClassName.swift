/// The parts of a view's class name as a layout writes it (`androidx.cardview.widget.CardView`,
/// `TextView`), found by bytes: class names are ASCII, and every view's tag is looked at this
/// way, so walking its characters would cost more than the rest of the look-up.
enum ClassName {
  /// The name after the last dot (`CardView`), or the whole tag without one.
  static func simpleName(of tag: String) -> Substring {
    guard let dot = tag.utf8.lastIndex(of: UInt8(ascii: ".")) else { return tag[...] }
    return tag[tag.utf8.index(after: dot)...]
  }

  /// Whether the tag names a class in a package (it has a dot).
  static func isQualified(_ tag: String) -> Bool {
    tag.utf8.contains(UInt8(ascii: "."))
  }
}
