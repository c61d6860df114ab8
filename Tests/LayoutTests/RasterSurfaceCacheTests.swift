import CCairo
import CommandSupport
import Layout
import TestSupport
import Testing

@testable import LayoutCairo

/// A renderer paints each PNG or bitmap into the surface the previous one of the same size
/// used, cleared first.
@Suite struct RasterSurfaceCacheTests {
  @Test func aKeptSurfaceIsReusedAndCleared() {
    let cache = RasterSurfaceCache()
    let first = cache.surface(width: 4, height: 2)
    let cairo = cairo_create(first)!
    cairo_set_source_rgb(cairo, 1, 0, 0)
    cairo_paint(cairo)
    cairo_destroy(cairo)
    cache.recycle(first)
    let second = cache.surface(width: 4, height: 2)
    #expect(second == first)
    #expect(Bitmap(surface: second).pixels == Array(repeating: 0, count: 8))
    cache.recycle(second)
    let other = cache.surface(width: 3, height: 2)
    #expect(other != first)
    cairo_surface_destroy(other)
  }

  @Test func surfacesAboveTheLimitAreNotKept() {
    let cache = RasterSurfaceCache()
    let small = cache.surface(width: 2, height: 2)
    cache.recycle(small)
    #expect(cache.keptSurface == small)
    let large = cache.surface(width: 4097, height: 4096)
    #expect(large != small)
    cache.recycle(large)
    #expect(cache.keptSurface == small)
  }

  @Test func aRenderDoesNotShowThePreviousOne() throws {
    let renderer = try Renderer()
    let red = try LayoutTemplate(
      xml: "<UIView width=\"4\" height=\"2\" backgroundColor=\"red\"/>")
    let empty = try LayoutTemplate(xml: "<UIView width=\"4\" height=\"2\"/>")
    #expect(try renderer.bitmap(red).pixels[0] == 0xFFFF_0000)
    #expect(try renderer.bitmap(empty).pixels == Array(repeating: 0, count: 8))
    #expect(try Bitmap(png: renderer.render(red)).pixels[0] == 0xFFFF_0000)
    #expect(try Bitmap(png: renderer.render(empty)).pixels == Array(repeating: 0, count: 8))
  }

  /// Translucent antialiased edges composite differently on a surface Cairo knows is clear:
  /// a kept surface must be as clear as a new one, or a render differs from the same render
  /// by a new renderer (seen on the Android badge golden drawn after another of its size).
  @Test func aKeptSurfaceDrawsAsANewOneDoes() throws {
    let folder = packageRoot.appendingPathComponent("Goldens/android/drawable")
    let before = try AndroidLayoutFile(
      contentsOfFile: folder.appendingPathComponent("background.xml").path)
    let badge = try AndroidLayoutFile(
      contentsOfFile: folder.appendingPathComponent("badge.xml").path)
    var options = RenderOptions()
    options.size = Size(width: 96, height: 64)
    let fresh = try Bitmap(png: Renderer().render(badge, options: options))
    let renderer = try Renderer()
    _ = try renderer.render(before, options: options)
    let kept = try Bitmap(png: renderer.render(badge, options: options))
    let differing = zip(kept.pixels, fresh.pixels).filter { $0 != $1 }.count
    #expect(kept.pixels.count == fresh.pixels.count && differing == 0)
  }
}
