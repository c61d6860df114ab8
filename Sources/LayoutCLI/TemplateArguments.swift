import ArgumentParser
import Foundation
import Layout

/// The template of `render`, `watch` and `serve` and the options of how it is read and drawn:
/// one of the three option groups of `RenderArguments`.
struct TemplateArguments: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "The template (Layout XML, Android layout XML, EverLayout JSON, or LayoutComposer "
        + "boxes in Layout XML), or - to read it from standard input."),
    completion: .template)
  var template: String

  @Option(
    help: ArgumentHelp(
      "Output format: png, svg, pdf, jpeg, webp or avif (default: from the extension; "
        + "needed with -o -)."),
    completion: .words(OptionValues.outputFormats))
  var format: String?

  @Option(
    parsing: .unconditional,
    help: "Quality of JPEG, WebP and AVIF output, 1 to 100 (default 90, 80 and 60).")
  var quality: Int?

  @Flag(help: "Write progressive JPEG.")
  var progressive = false

  @Flag(help: "Write lossless WebP.")
  var lossless = false

  @Option(
    name: .customLong("scale"), parsing: .unconditional,
    help: "Pixels per point (default: the device's, else 1).")
  var scaleOption: Double?

  @Flag(help: "Let xml= and template= load http(s) URLs (10 s timeout, 1 MiB limit).")
  var allowNetwork = false

  @Option(help: "Canvas background: transparent (the default) or a colour such as #ffffff.")
  var background: String = "transparent"

  @Option(parsing: .unconditional, help: "zlib level of PNG output, 0 (none) to 9 (smallest).")
  var pngCompression: Int = 1

  @Option(help: "Also load the fonts in this folder (may be repeated).", completion: .directory)
  var fonts: [String] = []

  @Flag(help: "Also use the system's fonts (output then depends on the machine).")
  var systemFonts = false

  @Option(
    name: .customLong("class"),
    help: ArgumentHelp(
      "Declare an app's class as a subclass of a known one (may be repeated).",
      valueName: "NAME=BASE"))
  var classes: [String] = []

  @Option(
    help: "layout (Layout XML), everlayout (JSON) or android; default: from the file.",
    completion: .words(OptionValues.inputFormats))
  var inputFormat: String?

  @Option(help: "Render this sub-layout of an EverLayout layout (its \"layouts\").")
  var sublayout: String?

  @Option(
    help: ArgumentHelp(
      "Android layouts: draw every view in these drawable states, comma-separated.",
      valueName: "pressed,checked"))
  var viewState: String?

  func validate() throws {
    if let scaleOption, !(scaleOption > 0 && scaleOption <= 16) {
      throw ValidationError("--scale must be more than 0 and at most 16")
    }
    guard (0...9).contains(pngCompression) else {
      throw ValidationError("--png-compression must be 0 to 9")
    }
    if let quality, !(1...100).contains(quality) {
      throw ValidationError("--quality must be 1 to 100")
    }
    if let inputFormat, !OptionValues.inputFormats.contains(inputFormat) {
      throw ValidationError("--input-format takes layout, everlayout or android")
    }
    guard background == "transparent" || Color(hex: background) != nil else {
      throw ValidationError("--background takes transparent or a hex colour such as #ffffff")
    }
  }
}
