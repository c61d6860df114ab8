import LayoutCore
import LayoutDisplayList

/// Finds the drawables a layout names: `@drawable/name` (a drawable XML file of the
/// resources, else an image in a drawable folder or beside the layout: `name.9.png`, `.png`,
/// `.jpg`, `.webp`), `@color/name` and colour literals. Each XML drawable is read once for
/// each theme (its `?attr/` values are the theme's); one that names itself, through any
/// chain, is a located error.
final class DrawableLoader {
  let resources: AndroidResources
  let images: any ImageProviding
  /// The states the render asks for, for colour state lists inside drawables.
  let renderState: Set<String>
  /// Where `?attr/` values in drawables are looked up.
  let styles: StyleResolver?
  /// The theme of the view whose drawables are being loaded.
  var theme: StyleResolver.Theme?
  private var cache: [String: Drawable] = [:]
  private var reading: [String] = []

  init(
    resources: AndroidResources, images: any ImageProviding, renderState: Set<String>,
    styles: StyleResolver? = nil
  ) {
    self.resources = resources
    self.images = images
    self.renderState = renderState
    self.styles = styles
  }

  /// An attribute's value with a `?attr/` theme reference and references (`@color/`,
  /// `@dimen/`, `@string/`) resolved.
  func value(_ attribute: AndroidDocument.Attribute, file: String?) throws(DiagnosticError)
    -> String
  {
    var value = attribute.value
    if StyleResolver.isThemeReference(value), let styles {
      value = try styles.themeValue(value, theme: theme, at: attribute, file: file)
    }
    guard AndroidResources.isReference(value) else { return value }
    return try resources.resolve(
      value, file: file, range: attribute.valueRange, state: ViewState.normal.union(renderState))
  }

  /// The drawable an attribute names: `@drawable/…`, `@mipmap/…`, `@color/…` or a colour.
  func drawable(_ attribute: AndroidDocument.Attribute, file: String?) throws(DiagnosticError)
    -> Drawable
  {
    let text = attribute.value.trimmingCharacters(in: " ")
    for prefix in ["@drawable/", "@mipmap/"] where text.hasPrefix(prefix) {
      return try named(String(text.dropFirst(prefix.count)), attribute: attribute, file: file)
    }
    let resolved = try value(attribute, file: file)
    guard let color = AndroidValues.color(resolved) else {
      throw DiagnosticError(
        .error, code: .androidBadReference,
        message: "\(attribute.name)=\"\(attribute.value)\" names no drawable", file: file,
        range: attribute.valueRange,
        hints: ["write @drawable/name, @color/name or a colour such as #ff0000"])
    }
    return .color(color)
  }

  private func named(_ name: String, attribute: AndroidDocument.Attribute, file: String?)
    throws(DiagnosticError) -> Drawable
  {
    let key = name + "?" + (theme.map { "\($0.file ?? ""):\($0.attribute.value)" } ?? "")
    if let cached = cache[key] { return cached }
    if let source = resources.drawables[name] {
      guard !reading.contains(name) else {
        throw DiagnosticError(
          .error, code: .invalidAndroidDrawable,
          message: "Drawable '\(name)' includes itself: "
            + (reading + [name]).joined(separator: " → "),
          file: file, range: attribute.valueRange, hints: ["break the chain of references"])
      }
      reading.append(name)
      defer { reading.removeLast() }
      let drawable = try DrawableReader(loader: self, file: source.file).read(source.root)
      cache[key] = drawable
      return drawable
    }
    let drawable = try image(name, attribute: attribute, file: file)
    cache[key] = drawable
    return drawable
  }

  /// Whether `name` is a nine-patch image of the drawable folders (`name.9.png`).
  func isNinePatch(_ name: String) -> Bool {
    if let path = resources.drawableImages[name] { return path.hasSuffix(".9.png") }
    return ["", "drawable/", "../drawable/"].contains { folder in
      (try? images.image(named: folder + name + ".9.png")) != nil
    }
  }

  /// The codes of an image lookup that found no file.
  private static let missingCodes: Set<DiagnosticCode> = [
    .fileNotFound, .imageNotFound, .pathOutsideRoot,
  ]

  /// An image file that exists but cannot be read, located at the attribute naming it.
  private func unreadable(
    _ error: DiagnosticError, attribute: AndroidDocument.Attribute, file: String?
  ) -> DiagnosticError {
    var located = error
    if located.primary.range == nil {
      located.primary.file = file
      located.primary.range = attribute.valueRange
    }
    return located
  }

  /// An image of the drawable folders or beside the layout; a `.9.png` is a nine-patch.
  private func image(_ name: String, attribute: AndroidDocument.Attribute, file: String?)
    throws(DiagnosticError) -> Drawable
  {
    let candidates =
      resources.drawableImages[name].map { [$0] }
      ?? ["", "drawable/", "../drawable/"].flatMap { folder in
        ["9.png", "png", "jpg", "webp"].map { folder + name + "." + $0 }
      }
    for candidate in candidates {
      let found: (key: String, size: Size)
      do {
        found = try images.image(named: candidate)
      } catch {
        // A candidate that is not there lets the next one be tried; a file that is there but
        // cannot be read is the problem to report, not a missing drawable.
        if Self.missingCodes.contains(error.primary.code) { continue }
        throw unreadable(error, attribute: attribute, file: file)
      }
      guard candidate.hasSuffix(".9.png") else {
        let scale = resources.drawableImageScales[name] ?? 1
        let size = Size(width: found.size.width * scale, height: found.size.height * scale)
        return .bitmap(BitmapDrawable(key: found.key, size: size))
      }
      guard let pixels = images.pixels(ofImage: found.key) else {
        return .bitmap(BitmapDrawable(key: found.key, size: found.size))
      }
      do {
        var patch = try NinePatch.read(pixels, key: found.key)
        patch.scale = resources.drawableImageScales[name] ?? 1
        return .ninePatch(patch)
      } catch {
        throw DiagnosticError(
          .error, code: .invalidAndroidDrawable,
          message: "Nine-patch '\(candidate)' " + error.message, file: file,
          range: attribute.valueRange,
          hints: ["its border rows and columns are black (#000000) or transparent"])
      }
    }
    let known = Set(resources.drawables.keys).union(resources.drawableImages.keys).sorted()
    throw DiagnosticError(
      .error, code: .androidBadReference, message: "No drawable named '\(name)'", file: file,
      range: attribute.valueRange,
      hints: [
        known.isEmpty
          ? "put \(name).xml or \(name).png in a drawable/ folder beside the layout"
          : "the drawables: " + known.joined(separator: ", ")
      ])
  }
}
