/// One of an app's own view classes, as its Java or Kotlin source declares it: the class it
/// extends, and whether it draws anything itself. Android Studio's preview runs such a class;
/// a layout here is drawn with the class it extends (an app's `FancyTextView` draws as the
/// `TextView` it is), its own drawing aside.
package struct AppViewClass: Sendable, Equatable {
  /// The class's qualified name, as a layout's tag writes it.
  package var name: String
  /// The class it extends, qualified where its source says (through its imports or its
  /// package), else as written.
  package var base: String
  /// Whether the class overrides `onDraw` or `dispatchDraw`: its own drawing, which is not
  /// run here.
  package var drawsItself: Bool
  /// The source file it was read from.
  package var file: String

  package init(name: String, base: String, drawsItself: Bool, file: String) {
    self.name = name
    self.base = base
    self.drawsItself = drawsItself
    self.file = file
  }

  /// Whether an app class may be declared to extend `name`: a view Android layouts know
  /// (`TextView`, `androidx.recyclerview.widget.RecyclerView`, `MaterialButton`).
  package static func isKnownBase(_ name: String) -> Bool {
    AndroidInflater.isViewName(name)
  }

  /// Whether a name is a qualified Java class name (`com.example.Avatar`): identifiers
  /// joined by dots, so that it stands for a path under a source folder and nothing else.
  package static func isQualifiedName(_ name: String) -> Bool {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count > 1
      && parts.allSatisfy { part in
        guard let first = part.first, first.isLetter || first == "_" else { return false }
        return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
      }
  }
}
