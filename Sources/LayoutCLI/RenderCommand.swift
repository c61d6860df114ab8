import ArgumentParser
import Foundation
import Layout

/// `layout render FILE.xml -o OUT.png`.
struct RenderCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a template to PNG, SVG or PDF.",
    discussion: """
      The output format follows the extension of --output, or --format. The canvas is --size, \
      else the root view's width and height, else 1200x630 points. --scale multiplies pixels \
      (2 and 3 give @2x and @3x). Nothing is written when the template has errors.
      """)

  @OptionGroup var arguments: RenderArguments

  @Option(name: .shortAndLong, help: "The image to write (.png, .svg or .pdf).")
  var output: String?

  @Option(help: "Print a stage instead of (or besides) writing: template, frames or display-list.")
  var dump: String?

  @Option(help: "Format of --dump frames: text or json.")
  var dumpFormat: String = "text"

  func validate() throws {
    if let dump, !["template", "frames", "display-list"].contains(dump) {
      throw ValidationError("--dump takes template, frames or display-list")
    }
    guard ["text", "json"].contains(dumpFormat) else {
      throw ValidationError("--dump-format takes text or json")
    }
    if dumpFormat == "json" && dump != "frames" {
      throw ValidationError("--dump-format json is for --dump frames; other dumps are text")
    }
    if output == nil && dump == nil {
      throw ValidationError("Missing --output (or --dump)")
    }
    _ = try arguments.outputFormat(for: output)
  }

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    let template = try arguments.loadTemplate()
    console.report(template.warnings)
    let renderer = try arguments.makeRenderer()
    let options = try arguments.renderOptions(
      format: (try? arguments.outputFormat(for: output)) ?? .png)
    if dump == "template" { console.print(template.source.dump()) }
    guard dump == "frames" || dump == "display-list" || output != nil else {
      return ExitCode.success
    }
    // One solve serves the dumps, the output and the text warnings.
    let layout = try renderer.solve(template, options: options)
    let list = renderer.displayList(layout, options: options)
    if dump == "frames" {
      console.print(dumpFormat == "json" ? layout.framesJSON() : layout.framesDump())
    }
    if dump == "display-list" { console.print(list.dump()) }
    if let output {
      let bytes = try renderer.render(list, options: options, file: template.file)
      try FileAccess.writeAtomically(bytes, to: output)
      console.report(renderer.textWarnings(template, layout: layout))
    }
    return ExitCode.success
  }
}
