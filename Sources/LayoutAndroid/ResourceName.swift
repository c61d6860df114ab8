import LayoutCore

/// The name a reference gives a resource that lives in a file (`card` of `@layout/card`,
/// `photo` of `@drawable/photo`): a name, never a path. Android's names are letters, digits,
/// `_` and `.`; a name with a `/`, a `..` or any other character would reach a file outside
/// the resource folders, so it is a located error rather than a file looked for.
package enum ResourceName {
  /// Whether `name` is a resource name: ASCII letters, digits, `_` and `.`, not starting
  /// with `.` and without `..`.
  package static func isValid(_ name: String) -> Bool {
    guard !name.isEmpty, !name.hasPrefix("."), !name.contains("..") else { return false }
    return name.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
        return true
      default: return false
      }
    }
  }

  /// Throws, located at `attribute` of `file`, when `name` (written as the attribute's
  /// value, a reference of `type` such as `layout`) is not a resource name.
  static func check(
    _ name: String, type: String, attribute: AndroidDocument.Attribute, file: String?
  ) throws(DiagnosticError) {
    guard !isValid(name) else { return }
    throw DiagnosticError(
      .error, code: .androidBadReference,
      message: "'\(attribute.value)' does not name a \(type) resource: '\(name)' is not a "
        + "resource name",
      file: file, range: attribute.valueRange,
      hints: [
        "a resource name is letters, digits, '_' and '.' (@\(type)/card for card.xml in a "
          + "\(type) folder), never a path"
      ])
  }
}
