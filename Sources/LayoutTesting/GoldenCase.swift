import Foundation
import Layout
import LayoutCore
import LayoutExpressions

/// One golden case: `name.xml`, an optional `name.json` with data, and the expected image
/// `name.png` beside them; `options` come from the `layout-test.json` manifests above it.
public struct GoldenCase: Sendable {
  /// The template's path.
  public var template: String
  /// The path from the suite's folder, without `.xml`: `text/wrapping`.
  public var name: String
  /// The suite's folder, as given.
  public var suite: String
  /// The tolerance, scale and size from the manifests.
  public var options: GoldenOptions
  /// The variant this case is rendered in, one of its manifests' `variants`; nil for a case
  /// rendered once.
  public var variant: GoldenVariant?

  /// A case; `options` default to an exact comparison.
  public init(template: String, name: String, suite: String, options: GoldenOptions = .init()) {
    self.template = template
    self.name = name
    self.suite = suite
    self.options = options
  }

  /// The template's path without `.xml`.
  public var base: String { (template as NSString).deletingPathExtension }
  /// The expected image: `NAME.png`, or `NAME@VARIANT.png` for a variant.
  public var golden: String { base + (variant.map { "@" + $0.name } ?? "") + ".png" }
  /// The optional data file.
  public var settingsFile: String { base + ".json" }
  /// The case's name in the report: the suite folder and the case name, then `@VARIANT`.
  public var reportName: String {
    GoldenArtifacts.safeName(suite + "/" + name) + (variant.map { "@" + $0.name } ?? "")
  }

  /// The case rendered as a device: its variant's device replaced (or a variant of the device
  /// alone, for a case without one), so its golden is `NAME@DEVICE….png`.
  public func onDevice(_ device: Device) -> GoldenCase {
    var one = self
    let variant = self.variant ?? GoldenVariant()
    one.variant = GoldenVariant(
      device: device, appearance: variant.appearance, locale: variant.locale,
      direction: variant.direction, qualifiers: variant.qualifiers)
    return one
  }

  /// The case once per variant its manifests list, or itself when they list none.
  public var expanded: [GoldenCase] {
    guard variant == nil, !options.variants.isEmpty else { return [self] }
    return options.variants.map { variant in
      var one = self
      one.variant = variant
      return one
    }
  }

  /// Every case under a folder, sorted by path, with the options of the manifests above it.
  public static func discover(in directory: String) throws(DiagnosticError) -> [GoldenCase] {
    var skipped: [Diagnostic] = []
    return try discover(in: directory, skipped: &skipped)
  }

  /// Every case under a folder, as `discover(in:)` finds them; a template that is a named
  /// pipe, a socket or a device (which reading would wait on) is left out with a warning in
  /// `skipped`.
  public static func discover(in directory: String, skipped: inout [Diagnostic])
    throws(DiagnosticError) -> [GoldenCase]
  {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var manifests = ManifestCascade(root: directory)
    var cases: [GoldenCase] = []
    for case let relative as String in enumerator
    where relative.hasSuffix(".xml") || relative.hasSuffix(".json") {
      let path = (directory as NSString).appendingPathComponent(relative)
      if let kind = SpecialFile.kind(at: path) {
        skipped.append(
          Diagnostic(
            .warning, code: .notRegularFile,
            message: "Skipped '\(path)': it is \(kind), not a regular file", file: path,
            hints: ["only regular files are read from folders"]))
        continue
      }
      guard isCase(relative, in: directory) else { continue }
      let name = (relative as NSString).deletingPathExtension
      cases.append(
        GoldenCase(
          template: (directory as NSString).appendingPathComponent(relative), name: name,
          suite: directory, options: try manifests.options(for: name)))
    }
    return cases.sorted { $0.template < $1.template }.flatMap(\.expanded)
  }

  /// One case named by its template (`Goldens/text/emoji.xml`, an EverLayout `.json`, or either
  /// without its extension), with the
  /// options of the manifests between it and its suite: the first folder of a relative path
  /// (`Goldens`), else the case's own folder. Nil when no such template exists.
  public static func discover(case path: String) throws(DiagnosticError) -> GoldenCase? {
    var template = path.hasSuffix(".xml") || path.hasSuffix(".json") ? path : path + ".xml"
    if !FileManager.default.fileExists(atPath: template),
      EverLayoutFile.isEverLayout(path + ".json")
    {
      template = path + ".json"
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: template, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else { return nil }
    let components = template.split(separator: "/", omittingEmptySubsequences: false)
    let suite =
      !template.hasPrefix("/") && components.count > 1
      ? String(components[0]) : (template as NSString).deletingLastPathComponent
    let relative = String(template.dropFirst(suite.count + 1))
    let name = (relative as NSString).deletingPathExtension
    var manifests = ManifestCascade(root: suite)
    return GoldenCase(
      template: template, name: name, suite: suite, options: try manifests.options(for: name))
  }

  /// Whether a file is a case: a Layout template or an Android layout (not an app's
  /// manifest), or an EverLayout layout (a `.json` file
  /// with a `root` view and no template of the same name, whose settings file it would be).
  private static func isCase(_ relative: String, in directory: String) -> Bool {
    if relative.hasSuffix(".xml") {
      let path = (directory as NSString).appendingPathComponent(relative)
      let isManifest = (relative as NSString).lastPathComponent == "AndroidManifest.xml"
      return !isManifest && !isAndroidValues(relative) && !isAndroidMerge(path)
    }
    guard relative.hasSuffix(".json") else { return false }
    let path = (directory as NSString).appendingPathComponent(relative)
    let template = (path as NSString).deletingPathExtension + ".xml"
    return !FileManager.default.fileExists(atPath: template) && EverLayoutFile.isEverLayout(path)
  }

  /// Whether a file is in an Android `values*/`, `color*/` or `menu*/` folder: resources a
  /// layout reads (strings, styles, colour state lists, a toolbar's menu), not something to
  /// render.
  private static func isAndroidValues(_ relative: String) -> Bool {
    relative.split(separator: "/").dropLast().contains { folder in
      ["values", "color", "menu"].contains { folder == $0 || folder.hasPrefix($0 + "-") }
    }
  }

  /// Whether a file is an Android layout whose root is `<merge>`: its views only have a
  /// place inside the layout that includes it (on their own they would pile up at the
  /// corner), so the including layout is the case.
  private static func isAndroidMerge(_ path: String) -> Bool {
    guard let input = try? InputFile(path, onlyRegular: true), input.format == .android,
      let bytes = try? input.contents(what: "layout")
    else { return false }
    let text = String(decoding: bytes, as: UTF8.self)
    let withoutComments = text.replacingOccurrences(
      of: "<!--[\\s\\S]*?-->", with: "", options: .regularExpression)
    let root = withoutComments.firstRange(of: /<[A-Za-z]/).map {
      withoutComments[$0.lowerBound...].dropFirst().prefix { $0.isLetter || $0 == ":" }
    }
    return root == "merge"
  }

  /// The case's format, as `layout render` tells it (its name and folder, else its contents).
  public var format: InputFormat {
    (try? InputFile(template, onlyRegular: true).format) ?? .layout
  }

  /// Whether the case is an Android layout rather than a Layout template.
  public var isAndroidLayout: Bool { format == .android }

  /// Whether the case is an EverLayout layout rather than a Layout template.
  public var isEverLayout: Bool { InputFormat.named(template) == .everLayout }

  /// The render options from the case's JSON file (`{"state": {…}, "constants": {…},
  /// "size": [w, h], "scale": 2, "qualifiers": "night,land", "safeArea": [47, 0, 34, 0],
  /// "device": "iphone-15"}`, all optional; a device's size, scale and safe area give way to
  /// the keys that set them), with the manifests' scale and size over them, and the variant's
  /// values over those.
  public func renderOptions() throws(DiagnosticError) -> RenderOptions {
    var render = RenderOptions()
    if !isEverLayout, FileManager.default.fileExists(atPath: settingsFile) {
      render = try Self.parseSettings(
        StateFile.readRegularFile(settingsFile), file: settingsFile)
    }
    render = options.applied(to: render)
    guard let variant else { return render }
    return try variant.applied(to: render, template: template, isAndroid: isAndroidLayout)
  }

  /// The keys of a case's settings file.
  public static let settingNames = [
    "state", "constants", "size", "scale", "qualifiers", "safeArea", "appearance", "device",
  ]

  /// Whether the values of a JSON file (nested keys joined with dots, as `StateFile` reads
  /// them) are a case's settings rather than state: state or constants under their own keys,
  /// and no key but the settings'.
  public static func isSettings(_ values: [String: Value]) -> Bool {
    values.keys.contains { $0.hasPrefix("state.") || $0.hasPrefix("constants.") }
      && values.keys.allSatisfy { key in
        settingNames.contains { key == $0 || key.hasPrefix($0 + ".") }
      }
  }

  private static func parseSettings(_ values: [String: Value], file: String)
    throws(DiagnosticError) -> RenderOptions
  {
    var options = RenderOptions()
    if let name = values["device"] {
      guard case .string(let text) = name, let device = Device.named(text) else {
        throw DiagnosticError(
          .error, code: .goldenSettings, message: "Unknown device '\(name)'",
          file: file, hints: ["`layout devices` lists them"])
      }
      options.size = device.size
      options.raster.scale = device.scale
      options.safeArea = device.safeArea
    }
    for (key, value) in values where key != "device" {
      if key.hasPrefix("state.") {
        options.state[String(key.dropFirst(6))] = value
      } else if key.hasPrefix("constants.") {
        options.constants[String(key.dropFirst(10))] = value
      } else if key == "scale", case .number(let scale) = value {
        options.raster.scale = scale
      } else if key == "size", case .array(let size) = value, size.count == 2,
        case .number(let width) = size[0], case .number(let height) = size[1]
      {
        options.size = Size(width: width, height: height)
      } else if key == "safeArea", case .array(let edges) = value, edges.count == 4,
        case let numbers = edges.compactMap(\.numericValue), numbers.count == 4
      {
        options.safeArea = EdgeInsets(
          top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
      } else if key == "appearance", case .string(let name) = value,
        let appearance = Appearance(rawValue: name)
      {
        options.appearance = appearance
      } else if key == "qualifiers", case .string(let list) = value {
        options.qualifiers = try ResourceQualifiers.parse(list: list)
      } else {
        throw DiagnosticError(
          .error, code: .goldenSettings, message: "Unknown golden setting '\(key)'",
          file: file, hints: ["known settings: " + settingNames.joined(separator: ", ")])
      }
    }
    return options
  }
}
