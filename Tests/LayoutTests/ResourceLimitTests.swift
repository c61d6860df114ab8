import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// The budget of an untrusted template: the length of formatted text and file sizes, each
/// enforced with a located `resource-limit` error (elements and attributes: `XmlLimitTests`).
@Suite struct ResourceLimitTests {
  @Test func formattedTextIsLimited() throws {
    let format = String(repeating: "%99999d", count: 11)
    let arguments = Array(repeating: "1", count: 11).joined(separator: ",")
    let xml = "<UILabel text=\"{'\(format)'(\(arguments))}\"/>"
    do {
      _ = try Renderer().solve(LayoutTemplate(xml: xml, file: "t.xml"))
      Issue.record("11 MB of text was formatted")
    } catch {
      #expect(error.primary.code == .resourceLimit)
      #expect(error.primary.message.hasSuffix("longer than the limit of 1048576 bytes"))
      #expect(error.primary.range?.start.line == 1)
      #expect(error.primary.attribute == "text")
    }
  }

  @Test func includedElementsCountTowardsTheLimit() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let part = "<UIView>" + String(repeating: "<UIView/>", count: 99) + "</UIView>"
    try part.write(
      to: folder.appendingPathComponent("Part.xml"), atomically: true, encoding: .utf8)
    let uses = String(repeating: "<UIView xml=\"Part.xml\"/>\n", count: 20)
    let file = folder.appendingPathComponent("t.xml").path
    var access = TemplateAccess()
    access.xmlLimits = XmlLimits(elements: 1_000)
    do {
      _ = try LayoutTemplate(xml: "<UIView>\n\(uses)</UIView>", file: file, access: access)
      Issue.record("2,000 included elements were accepted")
    } catch {
      #expect(error.primary.code == .resourceLimit)
      #expect(error.primary.message.hasSuffix("hold more than 1000 elements"))
      #expect(error.primary.file == file)
      #expect(error.primary.range?.start.line == 11)
    }
  }

  @Test func templateFilesAreLimitedInSize() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("t.xml").path
    try "<UIView><!-- \(String(repeating: "x", count: 200)) --></UIView>".write(
      toFile: file, atomically: true, encoding: .utf8)
    var access = TemplateAccess()
    access.fileSizeLimit = 100
    do {
      _ = try LayoutTemplate(contentsOfFile: file, access: access)
      Issue.record("a file over the limit was read")
    } catch {
      #expect(error.primary.code == .resourceLimit)
      #expect(error.primary.file == file)
      #expect(error.primary.message.hasSuffix("more than the limit of 100 bytes"))
    }
  }
}
