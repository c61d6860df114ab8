import ArgumentParser
import Layout

/// `layout fonts`: the families and faces a render can use.
struct FontsCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "fonts", _superCommandName: "layout",
    abstract: "List the font families and faces templates can use.")

  @Option(help: "Also load the fonts in this folder (may be repeated).", completion: .directory)
  var fonts: [String] = []

  @Flag(help: "Also list the system's fonts.")
  var systemFonts = false

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    let renderer = try Renderer(
      fonts: .bundled(extraDirectories: fonts, includeSystemFonts: systemFonts))
    for (family, faces) in renderer.fonts.families() {
      console.print("\(family): \(faces.joined(separator: ", "))")
    }
    return ExitCode.success
  }
}
