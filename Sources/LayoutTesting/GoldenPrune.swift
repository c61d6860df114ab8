import Foundation
import Layout

/// Finds stale goldens: images left behind by cases that no longer exist. A PNG is one only
/// when all of these hold:
///
/// - its name is that of a golden (`NAME.png`, or a variant `NAME@VARIANT.png`) and no case
///   `NAME` (`NAME.xml`, or an EverLayout `NAME.json`) exists beside it, or that case is
///   rendered in variants (`GoldenVariants`) and none of them is this image's;
/// - no case reads it when it renders (`GoldenInputs`): an image a template loads is an input,
///   whatever its name;
/// - it is not inside a folder of template images: `assets/`, an asset catalog (`*.xcassets`),
///   Android's `drawable/` and `drawable-…/`.
public enum GoldenPrune {
  /// The stale goldens under a folder, sorted by path, given the suite's cases and the files
  /// they read.
  public static func orphans(in directory: String, cases: [GoldenCase], reads: Set<String>)
    -> [String]
  {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    let caseBases = Set(cases.map { GoldenInputs.key($0.base) })
    let goldens = Set(cases.map { GoldenInputs.key($0.golden) })
    let variedBases = Set(cases.filter { $0.variant != nil }.map { GoldenInputs.key($0.base) })
    var orphans: [String] = []
    for case let relative as String in enumerator where relative.hasSuffix(".png") {
      let folders = relative.split(separator: "/").dropLast()
      guard !folders.contains(where: isImageFolder) else { continue }
      let path = (directory as NSString).appendingPathComponent(relative)
      let key = GoldenInputs.key(path)
      guard !reads.contains(key), !goldens.contains(key) else { continue }
      // A case rendered in variants owns only its variants' goldens.
      let owner = caseNames(ofGolden: key).first(where: caseBases.contains)
      if owner.map(variedBases.contains) ?? true { orphans.append(path) }
    }
    return orphans.sorted()
  }

  /// The case bases (paths without extension) a golden's name may belong to: `a/NAME` for
  /// `a/NAME.png`, and for `a/NAME@2x@dark.png` also `a/NAME@2x` and `a/NAME`.
  static func caseNames(ofGolden path: String) -> [String] {
    let base = (path as NSString).deletingPathExtension
    let folder = (base as NSString).deletingLastPathComponent
    let name = (base as NSString).lastPathComponent
    let prefixes = name.indices.filter { name[$0] == "@" }.map { String(name[..<$0]) }
    return [base]
      + prefixes.filter { !$0.isEmpty }.map {
        (folder as NSString).appendingPathComponent($0)
      }
  }

  /// Whether a folder holds images templates load: `assets/`, an asset catalog, Android's
  /// `drawable/` and `drawable-…/`.
  private static func isImageFolder(_ name: Substring) -> Bool {
    name == "assets" || name.hasSuffix(".xcassets") || name == "drawable"
      || name.hasPrefix("drawable-")
  }

  /// Deletes the given goldens; returns those that could not be deleted.
  public static func delete(_ paths: [String]) -> [String] {
    paths.filter { (try? FileManager.default.removeItem(atPath: $0)) == nil }
  }
}
