import ArgumentParser
import Layout
import LayoutTool

/// `layout format PATH…`: formats Layout templates in place, as LayoutTool does.
struct FormatCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "format", _superCommandName: "layout",
    abstract: "Format Layout XML templates in place.",
    discussion: """
      Folders are searched recursively for .xml files; only Layout templates are formatted \
      and hidden files, build folders and paths listed in .layout-ignore files are skipped. \
      Attributes are sorted by name, two or more go one a line, indentation is four spaces \
      and expressions are spelled canonically (10-5* 4 becomes 10 - 5 * 4). Comments, \
      entities and CDATA are kept. Files are written atomically, and only when they change. \
      With --check nothing is written: the files that would change are printed and the exit \
      status is 1 if there are any.
      """)

  @Argument(help: "Template files or folders.", completion: .xmlTemplate)
  var paths: [String]

  @OptionGroup var diagnosticOptions: DiagnosticOptions

  @Flag(help: "Print the files that would change and exit with status 1 if any would.")
  var check = false

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    diagnosticOptions.apply(to: console)
    let rewrite = TemplateRewrite(
      formatter: TemplateFormatter(attributeTypes: .registry()), checkOnly: check)
    return rewrite.run(paths, console: console) { changed, templates in
      check
        ? "\(changed) of \(templates) Layout files would be reformatted"
        : "Formatted \(changed) of \(templates) Layout files"
    }
  }
}
