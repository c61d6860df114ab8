import Foundation
import LayoutCore
import Testing

/// One frame fixture as its suite runs it: what every front-end's fixtures say (the rule, the
/// canvas, the warnings, and the frames or the error expected), the settings of its own
/// format (`Settings`, which the suite reads from the header), or the mistake in its header,
/// which fails its test.
public struct FrameFixture<Settings: Sendable>: Sendable, CustomTestStringConvertible {
  public let name: String
  public let xml: String
  public let rule: String
  public let canvas: Size
  public let warnings: [String]
  public let error: String?
  public let expected: String
  public let settings: Settings
  /// A mistake in the fixture's header, which fails its test.
  public let mistake: String?
  public var testDescription: String { "\(name): \(rule)" }

  /// Reads the fixture `name` strictly (`FrameFixtureHeader`): the keys `canvas` and
  /// `warning` (repeatable) and `keys`, its canvas `defaultCanvas` unless it gives one, its
  /// format's settings by `settings` (`defaults` when the header has a mistake).
  public init(
    name: String, text: String, keys: Set<String> = [], defaultCanvas: Size,
    defaults: Settings,
    settings readSettings: (FrameFixtureHeader) throws(FrameFixtureHeader.Mistake) -> Settings
  ) {
    (self.name, xml) = (name, text)
    var read = (rule: "", canvas: Size.zero, warnings: [String](), error: String?.none)
    var expected = ""
    var settings = defaults
    var mistake: String?
    do throws(FrameFixtureHeader.Mistake) {
      let header = try FrameFixtureHeader(
        name: name, text: text, keys: keys.union(["canvas", "warning"]),
        repeatable: ["warning"])
      let size = try header.size("canvas", in: name)
      settings = try readSettings(header)
      read = (
        header.value("rule") ?? "", size.map { Size(width: $0.0, height: $0.1) } ?? defaultCanvas,
        header.values("warning"), header.value("error")
      )
      expected = header.expected
    } catch {
      mistake = error.description
    }
    (rule, canvas, warnings, self.error) = read
    (self.expected, self.settings, self.mistake) = (expected, settings, mistake)
  }

  /// The fixtures in `Fixtures/Frames` beside the test file at `testFile` (`#filePath`):
  /// each `.xml` file, by name, read by `read`. A file that cannot be read has no text,
  /// which is a mistake in its header.
  public static func beside(
    _ testFile: String, read: (_ name: String, _ text: String) -> FrameFixture
  ) -> [FrameFixture] {
    let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Frames")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".xml") }.sorted().map { name in
      let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      return read(name, text ?? "")
    }
  }
}
