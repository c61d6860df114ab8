import LayoutCore
import LayoutDisplayList

/// Finds the drawables a layout names: `@drawable/name` (a drawable XML file of the
/// resources, else an image in a drawable folder or beside the layout: `name.9.png`, `.png`,
/// `.jpg`, `.webp`), `@color/name` and colour literals. Each XML drawable is read once for
/// each theme (its `?attr/` values are the theme's); one that names itself, through any
/// chain, is a located error, and so is one nested deeper than `maximumDepth`.
final class DrawableLoader {
  /// The most drawables that may be nested inside each other, counting both elements inside
  /// elements and references to other drawables (`@drawable/a` naming `@drawable/b`…).
  /// Reading, measuring and painting walk the nesting recursively, so a deeper one would
  /// exhaust the stack; real drawables nest a few levels.
  static let maximumDepth = 64

  let resources: AndroidResources
  let images: any ImageProviding
  /// The states the render asks for, for colour state lists inside drawables.
  let renderState: Set<String>
  /// Where `?attr/` values in drawables are looked up.
  let styles: StyleResolver?
  /// The theme of the view whose drawables are being loaded.
  var theme: StyleResolver.Theme?
  /// The state of that view, which colour state lists inside its drawables pick by (nil: the
  /// render's state).
  var viewState: Set<String>?
  /// The device pixels a point is drawn at, which a `px` dimension is one of.
  var pixelsPerPoint = 1.0
  /// Drawables read, by name and theme, with how deep each nests.
  private var cache: [String: (drawable: Drawable, depth: Int)] = [:]
  private var reading: [String] = []
  /// How many drawables the one being read is inside of, itself counted.
  private var depth = 0
  /// The deepest level reached since the drawable being read by name began.
  private var deepest = 0
  /// What the drawables read so far could not draw (drawables not drawn yet).
  private(set) var warnings: [Diagnostic] = []
  /// The platform drawables not drawn that a warning has named.
  private var warnedPlatformDrawables: Set<String> = []

  func warn(_ diagnostic: Diagnostic) {
    warnings.append(diagnostic)
  }

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
  /// `@dimen/`, `@string/`) resolved; a colour state list gives the colour of the item the
  /// view's state matches, with the item's `android:alpha` multiplied in.
  func value(_ attribute: AndroidDocument.Attribute, file: String?) throws(DiagnosticError)
    -> String
  {
    var value = attribute.value
    var alphas: [String] = []
    let state = viewState ?? ViewState.normal.union(renderState)
    // A theme's value may name a resource, or another theme attribute, and so on.
    for _ in 0..<AndroidResources.maximumReferenceChain {
      if StyleResolver.isThemeReference(value), let styles {
        // A theme attribute that cannot be resolved (a warning says so) draws nothing.
        value =
          try styles.themeValue(value, theme: theme, at: attribute, file: file) ?? "#00000000"
        continue
      }
      if let entry = resources.colorListEntry(value, state: state), let alpha = entry.alpha {
        alphas.append(alpha)
        value = entry.color
        continue
      }
      guard resources.resolves(value) else { break }
      switch try resources.resolution(
        of: value, file: file, range: attribute.valueRange, state: state)
      {
      case .value(let resolved): value = resolved
      case .undefined(let name, let reason, let error):
        // A value nothing defines (a library's the app's build would merge in) draws nothing.
        warn(
          Diagnostic(
            .warning, code: .androidIgnored,
            message: "\(name) \(reason): '\(attribute.name)' draws nothing",
            file: file, range: attribute.valueRange, hints: error.primary.hints))
        return "#00000000"
      }
    }
    guard !alphas.isEmpty, let color = AndroidValues.color(value) else { return value }
    var factors: [Double] = []
    for written in alphas {
      var named = attribute
      named.value = written
      if let factor = Double(try self.value(named, file: file)) { factors.append(factor) }
    }
    return AndroidValues.text(of: color, alphaTimes: factors)
  }

  /// The drawable an attribute names: `@drawable/…`, `@mipmap/…`, `@color/…` or a colour.
  func drawable(_ attribute: AndroidDocument.Attribute, file: String?) throws(DiagnosticError)
    -> Drawable
  {
    var text = attribute.value.trimmingCharacters(in: " ")
    // A theme's drawable (`?attr/selectableItemBackground`) is named by the theme.
    if StyleResolver.isThemeReference(text) { text = try value(attribute, file: file) }
    for prefix in ["@drawable/", "@mipmap/"] where text.hasPrefix(prefix) {
      let name = String(text.dropFirst(prefix.count))
      try ResourceName.check(
        name, type: String(prefix.dropFirst().dropLast()), attribute: attribute, file: file)
      return try named(name, attribute: attribute, file: file)
    }
    if text.hasPrefix("@android:drawable/") || text.hasPrefix("@android:mipmap/") {
      return try platformNamed(text, attribute: attribute, file: file)
    }
    var named = attribute
    named.value = text
    let resolved = try value(named, file: file)
    guard let color = AndroidValues.color(resolved) else {
      throw DiagnosticError(
        .error, code: .androidBadReference,
        message: "\(attribute.name)=\"\(attribute.value)\" names no drawable", file: file,
        range: attribute.valueRange,
        hints: ["write @drawable/name, @color/name or a colour such as #ff0000"])
    }
    return .color(color)
  }

  /// What a drawable read for the current view is kept under besides its name: the theme
  /// and the state its values were resolved for.
  private var cacheSuffix: String {
    "?" + (theme.map { "\($0.file ?? ""):\($0.attribute.value)" } ?? "") + "?"
      + (viewState?.sorted().joined(separator: ",") ?? "")
  }

  private func named(_ name: String, attribute: AndroidDocument.Attribute, file: String?)
    throws(DiagnosticError) -> Drawable
  {
    let key = name + cacheSuffix
    if let cached = cache[key] {
      try admit(cached.depth, of: name, at: attribute, file: file)
      return cached.drawable
    }
    if let source = resources.drawables[name] {
      return try read(
        source.root, named: name, from: source.file, key: key, at: attribute, in: file)
    }
    if let icon = LibraryDrawables.element(named: name) {
      return try read(icon, named: name, from: nil, key: key, at: attribute, in: file)
    }
    let drawable = try image(name, attribute: attribute, file: file)
    cache[key] = (drawable, 0)
    return drawable
  }

  /// A platform drawable (`@android:drawable/name`): its compiled XML read as the app's
  /// drawables are, under the view's theme. A platform image, or a drawable without the
  /// platform's resources, is not drawn: an empty drawable, with a warning.
  private func platformNamed(
    _ reference: String, attribute: AndroidDocument.Attribute, file: String?
  ) throws(DiagnosticError) -> Drawable {
    let key = reference + cacheSuffix
    if let cached = cache[key] {
      try admit(cached.depth, of: reference, at: attribute, file: file)
      return cached.drawable
    }
    if let platform = resources.platform, let source = platform.drawableFile(reference),
      source.hasSuffix(".png")
    {
      let drawable = try platformImage(source, of: platform, at: attribute, file: file)
      cache[key] = (drawable, 0)
      return drawable
    }
    guard let platform = resources.platform, let source = platform.drawableFile(reference),
      source.hasSuffix(".xml"), let root = platform.element(source)
    else {
      // Said once a render: a platform widget draws the same images many times over.
      guard warnedPlatformDrawables.insert(reference).inserted else {
        return .shape(ShapeDrawable())
      }
      warn(
        Diagnostic(
          .warning, code: .androidIgnored,
          message: "\(reference) is "
            + (resources.platform == nil
              ? "a platform drawable, and the platform's resources are not installed"
              : "a platform image or an unknown platform drawable, which is not drawn")
            + ": '\(attribute.name)' draws nothing",
          file: file, range: attribute.valueRange,
          hints: ["give the view a drawable of the app's, or a colour"]))
      return .shape(ShapeDrawable())
    }
    return try read(
      root, named: reference, from: platform.path + "!/" + source, key: key, at: attribute,
      in: file)
  }

  /// A platform image: a bitmap at its folder's density, or a nine-patch whose marks the
  /// packager stored beside its pixels. One that cannot be read is an error at the reference.
  private func platformImage(
    _ source: String, of platform: PlatformResources, at attribute: AndroidDocument.Attribute,
    file: String?
  ) throws(DiagnosticError) -> Drawable {
    var bytes: [UInt8] = []
    let found: (key: String, size: Size)
    do {
      found = try images.image(key: platform.path + "!/" + source) {
        () throws(DiagnosticError) in
        bytes = try platform.contents(of: source)
        return bytes
      }
    } catch {
      // Images that only the caller's image provider could have (one without archive
      // images) are left out as before they were drawn, with a warning; an image that cannot
      // be decoded is an error.
      if error.primary.code == .imageNotFound {
        if warnedPlatformDrawables.insert(source).inserted {
          warn(
            Diagnostic(
              .warning, code: .androidIgnored,
              message: "The platform image \(source) cannot be drawn here: "
                + "'\(attribute.name)' draws nothing",
              file: file, range: attribute.valueRange,
              hints: ["render with the project's renderer, which reads framework-res.apk"]))
        }
        return .shape(ShapeDrawable())
      }
      var located = error
      located.primary.file = located.primary.file ?? file
      located.primary.range = located.primary.range ?? attribute.valueRange
      throw located
    }
    let scale = PlatformResources.scale(ofImage: source)
    if source.hasSuffix(".9.png") {
      if bytes.isEmpty { bytes = (try? platform.contents(of: source)) ?? [] }
      if let marks = CompiledNinePatch.read(png: bytes) {
        return .ninePatch(
          NinePatch(
            key: found.key, imageSize: found.size,
            xStretches: marks.xStretches.isEmpty ? [0..<Int(found.size.width)] : marks.xStretches,
            yStretches: marks.yStretches.isEmpty ? [0..<Int(found.size.height)] : marks.yStretches,
            padding: marks.padding, scale: scale, border: 0))
      }
    }
    let size = Size(width: found.size.width * scale, height: found.size.height * scale)
    return .bitmap(BitmapDrawable(key: found.key, size: size))
  }

  /// Reads the drawable XML `name` (from `source`), which must not be inside itself, and
  /// keeps it under `key` with how deep it nests; `attribute` of `file` names it.
  private func read(
    _ root: AndroidDocument.Element, named name: String, from source: String?, key: String,
    at attribute: AndroidDocument.Attribute, in file: String?
  ) throws(DiagnosticError) -> Drawable {
    guard !reading.contains(name) else {
      throw DiagnosticError(
        .error, code: .invalidAndroidDrawable,
        message: "Drawable '\(name)' includes itself: "
          + (reading + [name]).joined(separator: " → "),
        file: file, range: attribute.valueRange, hints: ["break the chain of references"])
    }
    reading.append(name)
    let outer = deepest
    deepest = depth
    defer {
      reading.removeLast()
      deepest = max(outer, deepest)
    }
    let drawable = try DrawableReader(loader: self, file: source).read(root)
    cache[key] = (drawable, deepest - depth)
    return drawable
  }

  /// Enters a drawable element read from `file`: one level deeper, which must stay within
  /// `maximumDepth`. Each `enter` is followed by a `leave`.
  func enter(_ element: AndroidDocument.Element, file: String?) throws(DiagnosticError) {
    guard depth < Self.maximumDepth else {
      throw tooDeep(depth + 1, at: element.range, file: file)
    }
    depth += 1
    deepest = max(deepest, depth)
  }

  func leave() {
    depth -= 1
  }

  /// Takes a drawable read before, which nests `levels` deep, into the one being read.
  private func admit(
    _ levels: Int, of name: String, at attribute: AndroidDocument.Attribute, file: String?
  ) throws(DiagnosticError) {
    guard depth + levels <= Self.maximumDepth else {
      throw tooDeep(depth + levels, through: name, at: attribute.valueRange, file: file)
    }
    deepest = max(deepest, depth + levels)
  }

  private func tooDeep(
    _ levels: Int, through name: String? = nil, at range: SourceRange, file: String?
  ) -> DiagnosticError {
    let names = reading + (name.map { [$0] } ?? [])
    let shown = names.count > 5 ? names.prefix(2) + ["…"] + names.suffix(2) : names[...]
    return DiagnosticError(
      .error, code: .resourceLimit,
      message: "Drawables are nested \(levels) levels deep, more than the limit of "
        + "\(Self.maximumDepth)"
        + (shown.isEmpty ? "" : ": " + shown.joined(separator: " → ")),
      file: file, range: range,
      hints: [
        "elements inside elements and @drawable/ references count alike: flatten the "
          + "drawables, or refer to fewer drawables through each other"
      ])
  }

  /// Whether `name` is a nine-patch image of the drawable folders (`name.9.png`).
  func isNinePatch(_ name: String) -> Bool {
    if let path = resources.drawableImages[name] { return path.hasSuffix(".9.png") }
    return ["", "drawable/", "../drawable/"].contains { folder in
      (try? images.image(named: folder + name + ".9.png")) != nil
    }
  }

  /// The codes of an image lookup that found no file.
  private static let missingCodes: Set<DiagnosticCode> = [.fileNotFound, .imageNotFound]

  /// The image at `candidate`, nil when there is none. An image that is there but cannot be
  /// read, one the drawable folders list (`isListed`) that cannot be had, and one refused for
  /// leaving the allowed folders are errors at the reference, not a missing drawable.
  private func image(
    _ candidate: String, isListed: Bool, attribute: AndroidDocument.Attribute, file: String?
  ) throws(DiagnosticError) -> (key: String, size: Size)? {
    do {
      return try images.image(named: candidate)
    } catch {
      if !isListed, Self.missingCodes.contains(error.primary.code) { return nil }
      var located = error
      located.primary.file = located.primary.file ?? file
      located.primary.range = located.primary.range ?? attribute.valueRange
      throw located
    }
  }

  /// The prefixes of the AndroidX and Material libraries' own drawables.
  static let libraryDrawablePrefixes = ["abc_", "mtrl_", "m3_", "design_", "material_"]

  /// An image of the drawable folders or beside the layout; a `.9.png` is a nine-patch.
  private func image(_ name: String, attribute: AndroidDocument.Attribute, file: String?)
    throws(DiagnosticError) -> Drawable
  {
    let candidates =
      resources.drawableImages[name].map { [$0] }
      ?? ["", "drawable/", "../drawable/"].flatMap { folder in
        ["9.png", "png", "jpg", "webp"].map { folder + name + "." + $0 }
      }
    let isListed = resources.drawableImages[name] != nil
    for candidate in candidates {
      guard
        let found = try image(candidate, isListed: isListed, attribute: attribute, file: file)
      else { continue }
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
    // A library's own drawable (`mtrl_…`, `abc_…`), which the app's build would bring: it
    // draws nothing, as a library style the project does not hold gives nothing.
    if Self.libraryDrawablePrefixes.contains(where: name.hasPrefix) || resources.namesLibraries {
      let reason =
        resources.namesLibraries && !Self.libraryDrawablePrefixes.contains(where: name.hasPrefix)
        ? "is not defined in the app or its modules: it comes from a library the build names, "
          + "which is not read"
        : "is a library's drawable, which is not available"
      warn(
        Diagnostic(
          .warning, code: .androidIgnored,
          message: "'\(name)' \(reason): '\(attribute.name)' draws nothing",
          file: file, range: attribute.valueRange,
          hints: ["put a drawable of that name in the app's drawable/ folder to draw one"]))
      return .shape(ShapeDrawable())
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
