import Foundation
import LayoutAndroid
import LayoutCore
import LayoutSyntax
import LayoutViews

/// The classes an app declares for its templates, so that templates written for the app
/// render without its Swift code: a `layout.json` in the template's folder,
///
///     {"classes": {"BoxesViewController": "UIViewController",
///                  "AvatarView": {"base": "UIImageView", "properties": {"userName": "String"}}}}
///
/// and `--class NAME=BASE` on the command line. Each class draws as its base does.
public enum ProjectClasses {
  /// The project file's name.
  public static let fileName = "layout.json"

  /// The standard kinds with the classes of the project file beside `templateFile` (if there
  /// is one) and `declared` (`NAME=BASE` each) added; problems are located errors.
  public static func registry(
    forTemplate templateFile: String?, declared: [String] = []
  ) throws(DiagnosticError) -> ViewClassRegistry {
    var registry = ViewClassRegistry.standard
    if let templateFile {
      let folder = templateFile.lastIndex(of: "/").map { String(templateFile[..<$0]) } ?? "."
      let project = (folder.isEmpty ? "" : folder) + "/" + fileName
      if FileManager.default.fileExists(atPath: project) {
        try declare(contentsOf: project, in: &registry)
      }
    }
    for declaration in declared {
      let parts = declaration.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw DiagnosticError(
          .error, code: .unknownClass, message: "--class takes NAME=BASE, not '\(declaration)'",
          hints: ["for example --class BoxesViewController=UIViewController"])
      }
      // A class declared as an Android view is for Android layouts
      // (`AndroidPlatformSettings.classes`).
      if registry.viewClass(named: parts[1]) == nil, AppViewClass.isKnownBase(parts[1]) {
        continue
      }
      if let problem = registry.declare(parts[0], subclassOf: parts[1]).first {
        throw DiagnosticError(
          .error, code: .unknownClass, message: "--class \(declaration): \(problem)")
      }
    }
    return registry
  }

  /// Adds the classes of a project file.
  static func declare(contentsOf path: String, in registry: inout ViewClassRegistry)
    throws(DiagnosticError)
  {
    let bytes = try FileAccess.readRegularFile(path, what: "project file")
    let document = try JSONReader.read(String(decoding: bytes, as: UTF8.self), file: path)
    guard case .object(let members, let range) = document else {
      throw invalid("a project file is a JSON object with \"classes\"", path, document.range)
    }
    guard let classes = members.first(where: { $0.key == "classes" })?.value else { return }
    guard case .object(let declarations, _) = classes else {
      throw invalid("\"classes\" maps class names to their base classes", path, range)
    }
    for declaration in declarations {
      let (base, types) = try baseAndProperties(of: declaration.value, in: path)
      if let problem = registry.declare(declaration.key, subclassOf: base, propertyTypes: types)
        .first
      {
        throw DiagnosticError(
          .error, code: .unknownClass, message: "\(declaration.key): \(problem)", file: path,
          range: declaration.value.range)
      }
    }
  }

  /// `"Base"`, or `{"base": "Base", "properties": {"name": "Type"}}`.
  private static func baseAndProperties(of value: JSONNode, in path: String)
    throws(DiagnosticError) -> (String, [String: String])
  {
    if case .string(let base, _) = value { return (base, [:]) }
    guard case .object(let members, _) = value,
      case .string(let base, _)? = members.first(where: { $0.key == "base" })?.value
    else {
      throw invalid(
        "a class is declared by its base class's name, or {\"base\": …, \"properties\": {…}}",
        path, value.range)
    }
    var types: [String: String] = [:]
    if case .object(let properties, _)? = members.first(where: { $0.key == "properties" })?.value {
      for property in properties {
        guard case .string(let type, _) = property.value else {
          throw invalid(
            "a property's type is a name such as \"String\"", path, property.value.range)
        }
        types[property.key] = type
      }
    }
    return (base, types)
  }

  private static func invalid(_ message: String, _ path: String, _ range: SourceRange)
    -> DiagnosticError
  {
    DiagnosticError(.error, code: .invalidJSON, message: message, file: path, range: range)
  }
}
