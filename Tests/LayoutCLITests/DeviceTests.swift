import CommandSupport
import Foundation
import Layout
import LayoutCairo
import TestSupport
import Testing

/// `--device NAME` renders as a phone or tablet: its screen, scale and safe area, each
/// overridden by --size, --scale and --safe-area; `layout devices` lists the presets.
@Suite struct DeviceTests {
  @Test func aDeviceSetsTheCanvasScaleAndSafeArea() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("screen.xml").path
    try #"<UIView><UIView id="bar" height="safeAreaInsets.top" width="100%"/></UIView>"#.write(
      toFile: file, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("a.png").path
    let render = runLayout(["render", file, "--device", "iphone-15", "-o", output])
    #expect(render.exitCode == 0, "\(render.errors)")
    let image = try Bitmap(png: Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    #expect(image.width == 393 * 3 && image.height == 852 * 3)
    let frames = runLayout(["render", file, "--device", "iphone-15", "--dump", "frames"])
    #expect(frames.output.contains("UIView#bar [UIView/UIView#bar] 0 0 393 59"), "\(frames.output)")
    let overridden = runLayout([
      "render", file, "--device", "iphone-15", "--size", "100x100", "--scale", "1",
      "--safe-area", "10,0,0,0", "--dump", "frames",
    ])
    #expect(overridden.output.contains("UIView#bar [UIView/UIView#bar] 0 0 100 10"))
  }

  @Test func devicesAreListedAndUnknownOnesRefused() {
    let list = runLayout(["devices"])
    #expect(list.exitCode == 0)
    #expect(list.output.contains("iphone-15  ios  393x852 @3x  safe area 59,0,34,0"))
    #expect(list.output.contains("pixel-8  android  412x915 @2.625x"))
    let unknown = runLayout(["render", "x.xml", "--device", "nokia-3310"])
    #expect(unknown.exitCode != 0)
    #expect(unknown.errors.contains("Unknown device 'nokia-3310'"))
  }
}
