/// The resource folders of one kind (`values`, `drawable`, `color`, `layout`) in a folder,
/// qualified (`values-night`, `layout-land`) or not, ranked for a configuration as Android
/// ranks them: folders whose qualifiers contradict it are left out, the others ordered best
/// first. A folder whose name has a word that is no qualifier is not a resource folder.
package enum ResourceFolders {
  /// The names of the folders of `kind` in `root` the configuration admits, best first.
  static func ranked(
    _ kind: String, in root: String, for configuration: ResourceConfiguration,
    files: any AndroidFiles
  ) -> [String] {
    let listed = files.names(inFolder: root.isEmpty ? "." : root) ?? []
    let folders = listed.compactMap {
      name -> (name: String, qualifiers: ResourceQualifiers)? in
      guard let qualifiers = ResourceQualifiers.ofFolder(name, kind: kind),
        files.isFolder(ResourcePath.joined(root, name))
      else { return nil }
      return (name, qualifiers)
    }
    return configuration.ranked(folders)
  }

  /// Whether `root` has a folder of `kind`, qualified or not, whatever the configuration.
  static func exists(_ kind: String, in root: String, files: any AndroidFiles) -> Bool {
    let listed = files.names(inFolder: root.isEmpty ? "." : root) ?? []
    return listed.contains { ResourceQualifiers.ofFolder($0, kind: kind) != nil }
  }

  /// Whether a folder's name is one of `kinds`, with or without qualifiers (`drawable-hdpi`);
  /// `layout-tests` is no resource folder, `tests` being no qualifier.
  package static func isResourceFolder(_ name: String, kinds: [String]) -> Bool {
    kinds.contains { ResourceQualifiers.ofFolder(name, kind: $0) != nil }
  }

  /// The density a drawable (or mipmap) folder's images are drawn at, in points per pixel:
  /// 1 for `drawable/` and `drawable-mdpi/`, ½ for `drawable-xhdpi/`; `nodpi` images are
  /// drawn pixel for pixel at the render's density, `anydpi` ones as mdpi.
  static func pointsPerPixel(ofFolder name: String, for configuration: ResourceConfiguration)
    -> Double
  {
    // `drawable-xxhdpi`, `mipmap-xxhdpi`: the qualifiers follow the folder's kind.
    let kind = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
    guard let density = ResourceQualifiers.ofFolder(name, kind: kind)?.density,
      density != ResourceQualifiers.anyDensity
    else { return 1 }
    if density == ResourceQualifiers.noDensity {
      return 160 / Double(configuration.qualifiers.density ?? 160)
    }
    return 160 / Double(density)
  }
}
