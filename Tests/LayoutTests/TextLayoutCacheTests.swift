import CPangoCairo
import Foundation
import Layout
import LayoutCore
import Testing

@testable import LayoutCairo

/// A layout handed out by the cache stays alive while it is used, even when a draw in between
/// clears the cache: the painter draws a text's leading items (a button's image) between
/// taking the text's layout and showing it.
@Suite struct TextLayoutCacheTests {
  /// A layout with more texts than the layouts held still measures each text once: the
  /// measurements are kept when the layouts start over.
  @Test func measurementsOutliveTheLayoutsStartingOver() throws {
    let fonts = try FontLibrary(.bundled())
    let cache = TextLayoutCache(capacity: 1)
    let style = TextStyle()
    for text in ["first", "second", "third"] {
      _ = cache.metrics(
        AttributedText(plain: text), style: style, width: nil, context: fonts.context)
    }
    #expect(cache.count == 1)
    #expect(cache.measurementCount == 3)
  }

  @Test func aLayoutOutlivesTheCacheClearingIt() throws {
    let fonts = try FontLibrary(.bundled())
    let cache = TextLayoutCache(capacity: 1)
    let style = TextStyle()
    let first = cache.anyLayout(
      AttributedText(plain: "first"), style: style, context: fonts.context)
    // A second text fills the cache, which starts over and releases its reference to the first.
    _ = cache.anyLayout(
      AttributedText(plain: "second"), style: style, context: fonts.context)
    #expect(cache.count == 1)
    let object = UnsafeMutableRawPointer(first.pointer).assumingMemoryBound(to: GObject.self)
    #expect(object.pointee.ref_count == 1)
    var logical = PangoRectangle()
    pango_layout_get_extents(first.pointer, nil, &logical)
    #expect(logical.width > 0)
  }
}
