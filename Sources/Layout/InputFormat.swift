import LayoutAndroid
import LayoutCore
import LayoutExpressions

/// The formats a template may be written in. LayoutComposer's boxes are Layout XML.
public enum InputFormat: String, CaseIterable, Sendable {
  case layout
  case android
  case everLayout = "everlayout"

  /// The format a file's name and folder tell without reading it: `.json` is EverLayout; XML
  /// in a `res/layout*/` or `res/drawable*/` folder is Android (a drawable renders on its
  /// own). Nil when only the contents can tell.
  public static func named(_ path: String) -> InputFormat? {
    let lower = path.lowercased()
    if lower.hasSuffix(".json") { return .everLayout }
    guard lower.hasSuffix(".xml") else { return nil }
    let folders = path.split(separator: "/").dropLast().suffix(2).map(String.init)
    if folders.count == 2, folders[0] == "res",
      ResourceFolders.isResourceFolder(folders[1], kinds: ["layout", "drawable"])
    {
      return .android
    }
    return nil
  }

  /// The format of contents whose name did not tell: JSON (the first character other than
  /// white space is `{` or `[`) is EverLayout; XML whose root is an Android container or a
  /// drawable, or that declares Android's namespace, is Android; anything else is Layout XML.
  /// (Pipes, `<(…)` and standard input have no telling name.)
  public static func of(_ bytes: [UInt8]) -> InputFormat {
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return .everLayout }
    if AndroidDocument.looksLikeLayout(String(decoding: bytes, as: UTF8.self)) { return .android }
    return .layout
  }
}

/// A template to render, read at most once: its format is told by `--input-format`, else by
/// its name and folder, else by its contents, which are then kept for the loader. Every
/// command that reads a template names it through this, so that a format is told in one place
/// and a file is opened once per render.
public struct InputFile: Sendable {
  /// The path, or `-` for standard input.
  public let path: String
  public let format: InputFormat
  /// The contents read to tell the format; nil when the name or the option told it.
  public let bytes: [UInt8]?

  /// Tells the format of `path`, reading it only when its name does not tell (up to
  /// `limit` bytes, the template size limit; with `onlyRegular`, refusing a named pipe or a
  /// device, as for a file found in a folder rather than named on the command line).
  public init(
    _ path: String, format asked: InputFormat? = nil,
    limit: Int = TemplateAccess().fileSizeLimit, onlyRegular: Bool = false
  ) throws(DiagnosticError) {
    self.path = path
    if let known = asked ?? InputFormat.named(path) {
      format = known
      bytes = nil
      return
    }
    let contents =
      onlyRegular
      ? try FileAccess.readRegularFile(path, what: "template", limit: limit)
      : try FileAccess.read(path, what: "template", limit: limit)
    format = InputFormat.of(contents)
    bytes = contents
  }

  /// A template already in memory (a Swift server's own), named `path` in messages; its
  /// format told as for a file.
  public init(path: String, bytes: [UInt8], format asked: InputFormat? = nil) {
    self.path = path
    self.bytes = bytes
    format = asked ?? InputFormat.named(path) ?? InputFormat.of(bytes)
  }

  /// The name messages give it: `<stdin>` for standard input, else its path.
  public var name: String {
    path == FileAccess.standardStream ? Self.standardInputName : path
  }

  /// How messages name a template read from standard input.
  public static let standardInputName = "<stdin>"

  /// The file's contents: those read to tell its format, else read now (`what` names the
  /// file in the error if it cannot be read).
  public func contents(what: String = "template", limit: Int = TemplateAccess().fileSizeLimit)
    throws(DiagnosticError) -> [UInt8]
  {
    if let bytes { return bytes }
    return try FileAccess.read(path, what: what, limit: limit)
  }

  /// Reads it as an EverLayout layout, `state` filling its placeholders.
  public func everLayoutFile(state: [String: Value] = [:]) throws(DiagnosticError)
    -> EverLayoutFile
  {
    let text = String(decoding: try contents(what: "layout"), as: UTF8.self)
    return try EverLayoutFile(text: text, file: name, state: state)
  }

  /// Reads it as an Android layout with the resources around it (a `res/layout/` file stands
  /// for its best variant, which is read instead).
  public func androidLayoutFile(
    configuration: ResourceConfiguration = AndroidLayoutFile.defaultConfiguration,
    allowedPaths: [String] = [], platform: AndroidPlatformSettings = AndroidPlatformSettings()
  ) throws(DiagnosticError) -> AndroidLayoutFile {
    try AndroidLayoutFile(
      contentsOfFile: path, bytes: bytes, configuration: configuration,
      allowedPaths: allowedPaths, platform: platform)
  }
}
