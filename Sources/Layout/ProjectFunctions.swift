import Foundation
import LayoutCore
import LayoutExpressions
import LayoutSyntax

/// The functions a project binds for its templates' expressions in `layout.json`,
///
///     {"functions": {"uppercased": "uppercased", "money": "formattedNumber"}}
///
/// each name bound to one of `LibraryFunctions`; they are constants of every render of the
/// template, below the constants a render is given.
public enum ProjectFunctions {
  /// The functions of the project file beside `templateFile`, by name, as constants; none
  /// without a file or a `"functions"` member. Problems are located errors.
  public static func declared(forTemplate templateFile: String) throws(DiagnosticError)
    -> [String: Value]
  {
    let folder = templateFile.lastIndex(of: "/").map { String(templateFile[..<$0]) } ?? "."
    let project = (folder.isEmpty ? "" : folder) + "/" + ProjectClasses.fileName
    guard FileManager.default.fileExists(atPath: project) else { return [:] }
    let bytes = try FileAccess.readRegularFile(project, what: "project file")
    let document = try JSONReader.read(String(decoding: bytes, as: UTF8.self), file: project)
    guard case .object(let members, _) = document,
      let functions = members.first(where: { $0.key == "functions" })?.value
    else { return [:] }
    guard case .object(let declarations, _) = functions else {
      throw invalid("\"functions\" maps names to built-in functions", project, functions.range)
    }
    var constants: [String: Value] = [:]
    for declaration in declarations {
      guard case .string(let builtin, _) = declaration.value,
        let function = LibraryFunctions.function(named: declaration.key, builtin: builtin)
      else {
        let names = LibraryFunctions.all.keys.sorted().joined(separator: ", ")
        throw invalid(
          "\(declaration.key): a function is bound to one of the built-in functions (\(names))",
          project, declaration.value.range)
      }
      constants[declaration.key] = function
    }
    return constants
  }

  private static func invalid(_ message: String, _ path: String, _ range: SourceRange)
    -> DiagnosticError
  {
    DiagnosticError(.error, code: .invalidJSON, message: message, file: path, range: range)
  }
}
