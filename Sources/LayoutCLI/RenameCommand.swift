import ArgumentParser
import Layout
import LayoutExpressions
import LayoutTool

/// `layout rename PATH… OLD NEW`: renames a class or an expression symbol in templates.
struct RenameCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "rename", _superCommandName: "layout",
    abstract: "Rename a view class or an expression symbol in Layout XML templates.",
    discussion: """
      View elements named OLD become NEW, and so do identifiers inside expressions (OLD \
      itself and key paths through it: user.name when renaming user), function names, and \
      the names of <param> and <macro> declarations. Attribute names, HTML elements, string \
      literals and literal text are left alone. Files are searched as `layout format` does, \
      and the renamed files are also formatted.
      """)

  @Argument(
    help: ArgumentHelp("Template files or folders, then OLD and NEW.", valueName: "path… old new"),
    completion: .xmlTemplate)
  var arguments: [String]

  private var paths: [String] { Array(arguments.dropLast(2)) }
  private var old: String { arguments[arguments.count - 2] }
  private var new: String { arguments[arguments.count - 1] }

  func validate() throws {
    guard arguments.count >= 3 else {
      throw ValidationError("Expected one or more paths, then OLD and NEW")
    }
    for name in [old, new] {
      guard !name.isEmpty, !name.contains("/"), !name.contains(where: \.isWhitespace) else {
        throw ValidationError("'\(name)' is not a name: names have no spaces or '/'")
      }
    }
  }

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    let formatter = TemplateFormatter(
      attributeTypes: .registry(), renaming: SymbolRename(old: old, new: new))
    return TemplateRewrite(formatter: formatter).run(paths, console: console) {
      changed, templates in
      "Renamed \(old) to \(new) in \(changed) of \(templates) Layout files"
    }
  }
}
