import ArgumentParser
import Layout
import LayoutSyntax
import LayoutTool

/// `layout list PATH…`: prints the Layout templates that `format` and `rename` would touch.
struct ListCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", _superCommandName: "layout",
    abstract: "List the Layout XML templates (and EverLayout layouts) under files or folders.",
    discussion: """
      Searches as `layout format` does (hidden files, build folders and .layout-ignore \
      entries skipped) and prints the path of every .xml file that is a Layout template, then \
      of every EverLayout layout (.json with a "root" view).
      """)

  @Argument(help: "Template files or folders.", completion: .xmlTemplate)
  var paths: [String]

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    let found = TemplateFinder.find(paths)
    console.report(found.diagnostics)
    var failed = found.diagnostics.contains { $0.severity == .error }
    for file in found.files {
      do throws(DiagnosticError) {
        let bytes = try FileAccess.read(file, what: "template")
        let document: XmlDocument
        do { document = try XmlParser.parse(bytes, file: file) } catch {
          throw error
        }
        if LayoutDetection.isLayout(document) { console.print(file) }
      } catch {
        console.report(error.diagnostics)
        failed = true
      }
    }
    for layout in paths.flatMap(EverLayoutFinder.layouts(in:)) { console.print(layout) }
    return failed ? ExitCode.failure : ExitCode.success
  }
}
