import ArgumentParser
import Layout
import LayoutCore

/// `layout devices`: the presets `--device` takes.
struct DevicesCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices", _superCommandName: "layout",
    abstract: "List the phones and tablets --device renders as.",
    discussion: """
      Each preset sets the canvas (in points, dp for Android), the scale (pixels per point; \
      Android's density) and the safe area (top, left, bottom, right) of its screen in \
      portrait. --size, --scale and --safe-area override the preset's.
      """)

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    for device in Device.presets {
      let inset = device.safeArea
      let edges = [inset.top, inset.left, inset.bottom, inset.right].map(formatNumber)
      console.print(
        "\(device.name)  \(device.platform)  \(formatNumber(device.size.width))x"
          + "\(formatNumber(device.size.height)) @\(formatNumber(device.scale))x  safe area "
          + edges.joined(separator: ","))
    }
    return ExitCode.success
  }
}
