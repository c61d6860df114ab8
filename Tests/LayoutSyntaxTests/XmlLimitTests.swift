import Foundation
import LayoutCore
import Testing

@testable import LayoutSyntax

/// Elements per file and attributes per element are limited (`resource-limit`, located), and
/// duplicate attributes are found in time linear in their number.
@Suite struct XmlLimitTests {
  static func attributes(_ count: Int) -> String {
    (0..<count).map { "a\($0)=\"1\"" }.joined(separator: " ")
  }

  @Test func duplicateCheckHandlesManyAttributes() throws {
    let xml = "<UIView " + Self.attributes(200_000) + "/>"
    let document = try XmlParser.parse(xml, limits: XmlLimits(attributesPerElement: 300_000))
    #expect(document.root.attributes.count == 200_000)
  }

  @Test func duplicateAttributeAmongManyIsFound() throws {
    let xml = "<UIView " + Self.attributes(5_000) + " a4999=\"2\"/>"
    do {
      _ = try XmlParser.parse(xml, limits: XmlLimits(attributesPerElement: 10_000))
      Issue.record("a duplicate attribute parsed")
    } catch {
      #expect(error.primary.message == "Duplicate attribute 'a4999' on <UIView>")
    }
  }

  @Test func attributesPerElementAreLimited() throws {
    let xml = "<UIView " + Self.attributes(1_001) + "/>"
    let offset = try #require(xml.range(of: " a1000="))
    do {
      _ = try XmlParser.parse(xml, file: "t.xml")
      Issue.record("1,001 attributes parsed")
    } catch {
      #expect(error.primary.code == .resourceLimit)
      #expect(error.primary.message == "More than 1000 attributes on <UIView>")
      let column = xml.distance(from: xml.startIndex, to: offset.lowerBound) + 2
      #expect(error.primary.range?.start.column == column)
    }
  }

  @Test func elementsPerFileAreLimited() throws {
    let xml = "<UIView>" + String(repeating: "<UIView/>", count: 100_000) + "</UIView>"
    do {
      _ = try XmlParser.parse(xml, file: "t.xml")
      Issue.record("100,001 elements parsed")
    } catch {
      #expect(error.primary.code == .resourceLimit)
      #expect(error.primary.message == "More than 100000 elements in one file")
      #expect(error.primary.range?.start.column == 9 + 99_999 * 9)
    }
  }
}
