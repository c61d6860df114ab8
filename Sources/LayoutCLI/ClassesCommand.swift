import ArgumentParser
import Layout

/// `layout classes`: the view and controller classes templates can use.
struct ClassesCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "classes", _superCommandName: "layout",
    abstract: "List the view and controller classes templates can use, and what each draws.")

  @Flag(help: "Print the Markdown table of Docs/Classes.md.")
  var markdown = false

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    let registry = ViewClassRegistry.standard
    if markdown {
      console.print(ClassCatalog.markdown(registry))
      return ExitCode.success
    }
    let width = registry.names.map(\.count).max() ?? 0
    for name in registry.names {
      let base = registry.viewClass(named: name)?.superclassName.map { " (\($0))" } ?? ""
      let label = (name + base).padding(toLength: width + 26, withPad: " ", startingAt: 0)
      console.print("\(label)  \(ClassCatalog.summaries[name] ?? "")")
    }
    return ExitCode.success
  }
}
